//! 个推 (Getui) push, REST API v2 — the service under DCloud's UniPush,
//! which the app wrapper (uni-app) registers with: its push client id is
//! a 个推 `cid`.
//!
//! - `POST {base}/{appId}/auth` with `sign = sha256(appkey + timestamp +
//!   mastersecret)` → `{"code":0,"data":{"token","expire_time"}}`; the
//!   token is shared by every instance (`shared_token`) and fetched again
//!   once when 个推 answers 10001 (token invalid or expired).
//! - `POST {base}/{appId}/push/single/cid` with header `token` and
//!   `request_id`: 个推 drops a second push with the same request id, so a
//!   delivery retried after a crash (the same notification and device, the
//!   same id) reaches the phone once.
//! - Answers `{"code":0,…}` on success; 20001 means the cid is not (or no
//!   longer) a valid target: the device is unbound. Any other code, an HTTP
//!   error status or no answer is a failure the delivery retries.

use std::sync::Arc;
use std::time::Duration;

use async_trait::async_trait;
use serde::Deserialize;
use sha2::{Digest, Sha256};

use super::{http_client, shared_token, ProviderError, PushNote, PushOutcome, PushSender};
use crate::kernel::kv::KvStore;

pub const API_BASE: &str = "https://restapi.getui.com/v2";
const PROVIDER: &str = "getui";
const TOKEN_INVALID: i64 = 10001;
const TARGET_INVALID: i64 = 20001;
/// How long 个推 keeps a push for a phone that is offline.
const TTL_MS: i64 = 24 * 3600 * 1000;

pub struct GetuiClient {
    http: reqwest::Client,
    base: String,
    app_key: String,
    master_secret: String,
    kv: Arc<dyn KvStore>,
}

#[derive(Deserialize)]
struct Reply {
    #[serde(default = "no_code")]
    code: i64,
    #[serde(default)]
    msg: String,
    data: Option<serde_json::Value>,
}

fn no_code() -> i64 {
    -1
}

fn net(e: reqwest::Error) -> ProviderError {
    ProviderError::from_reqwest(PROVIDER, &e)
}

fn rejected(code: impl ToString, message: String) -> ProviderError {
    ProviderError::Rejected {
        provider: PROVIDER,
        code: code.to_string(),
        message,
    }
}

impl GetuiClient {
    /// `base` without the app id (`API_BASE`); the app id is appended.
    pub fn new(
        base: &str,
        app_id: &str,
        app_key: &str,
        master_secret: &str,
        kv: Arc<dyn KvStore>,
    ) -> Self {
        Self {
            http: http_client(),
            base: format!("{}/{app_id}", base.trim_end_matches('/')),
            app_key: app_key.to_owned(),
            master_secret: master_secret.to_owned(),
            kv,
        }
    }

    fn token_key(&self) -> String {
        format!("getui:token:{}", self.app_key)
    }

    async fn post(
        &self,
        path: &str,
        token: Option<&str>,
        body: &serde_json::Value,
    ) -> Result<Reply, ProviderError> {
        let mut req = self.http.post(format!("{}{path}", self.base)).json(body);
        if let Some(t) = token {
            req = req.header("token", t);
        }
        let resp = req.send().await.map_err(net)?;
        let status = resp.status();
        if !status.is_success() {
            return Err(rejected(
                format!("http {}", status.as_u16()),
                status.to_string(),
            ));
        }
        resp.json().await.map_err(net)
    }

    async fn fetch_token(&self) -> Result<(String, Duration), ProviderError> {
        let timestamp = crate::kernel::clock::now().timestamp_millis().to_string();
        let sign = hex::encode(Sha256::digest(
            format!("{}{timestamp}{}", self.app_key, self.master_secret).as_bytes(),
        ));
        let reply = self
            .post(
                "/auth",
                None,
                &serde_json::json!({ "sign": sign, "timestamp": timestamp, "appkey": self.app_key }),
            )
            .await?;
        if reply.code != 0 {
            return Err(rejected(reply.code, reply.msg));
        }
        let data = reply.data.unwrap_or_default();
        let token = data["token"].as_str().filter(|t| !t.is_empty());
        let expires_ms = data["expire_time"]
            .as_str()
            .and_then(|s| s.parse::<i64>().ok())
            .or_else(|| data["expire_time"].as_i64());
        let (Some(token), Some(expires_ms)) = (token, expires_ms) else {
            return Err(ProviderError::BadReply { provider: PROVIDER });
        };
        let left = expires_ms - crate::kernel::clock::now().timestamp_millis();
        Ok((token.to_owned(), Duration::from_millis(left.max(0) as u64)))
    }

    async fn token(&self, stale: Option<&str>) -> Result<String, ProviderError> {
        shared_token::token(&*self.kv, &self.token_key(), stale, PROVIDER, || {
            self.fetch_token()
        })
        .await
    }
}

#[async_trait]
impl PushSender for GetuiClient {
    fn name(&self) -> &'static str {
        PROVIDER
    }

    async fn push(
        &self,
        client_id: &str,
        note: &PushNote<'_>,
    ) -> Result<PushOutcome, ProviderError> {
        let body = serde_json::json!({
            "request_id": note.request_id,
            "settings": { "ttl": TTL_MS },
            "audience": { "cid": [client_id] },
            "push_message": { "notification": {
                "title": note.title,
                "body": note.body,
                "click_type": "payload",
                "payload": note.link,
            }},
        });
        let mut stale: Option<String> = None;
        for _ in 0..2 {
            let token = self.token(stale.as_deref()).await?;
            let reply = self.post("/push/single/cid", Some(&token), &body).await?;
            match reply.code {
                0 => return Ok(PushOutcome::Delivered),
                TARGET_INVALID => return Ok(PushOutcome::Unbound),
                TOKEN_INVALID if stale.is_none() => stale = Some(token),
                code => return Err(rejected(code, reply.msg)),
            }
        }
        Err(rejected(TOKEN_INVALID, "token refused twice".to_owned()))
    }
}
