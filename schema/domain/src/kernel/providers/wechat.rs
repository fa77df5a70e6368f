//! The WeChat mini-program server APIs:
//! - `GET /sns/jscode2session` (login code → openid/unionid),
//! - `GET /cgi-bin/token` (the app's access token, cached until 5 minutes
//!   before it expires and fetched again when WeChat says it is invalid),
//! - `POST /wxa/business/getuserphonenumber` (phone-number grant code → phone),
//! - `POST /wxa/getwxacodeunlimit` (mini-program code image).
//!
//! Errors come as `{"errcode": N, "errmsg": "…"}`; they become
//! `ProviderError::Rejected` with the code, e.g. 40029 (invalid code),
//! 40163 (code already used), 45011 (rate limited), -1 (system busy).

use std::sync::Arc;
use std::time::Duration;

use async_trait::async_trait;
use serde::Deserialize;

use super::{http_client, ProviderError, QrcodeRequest, WeChat, WeChatSession};
use crate::kernel::kv::KvStore;

pub const API_BASE: &str = "https://api.weixin.qq.com";
const PROVIDER: &str = "wechat";
/// WeChat's "access token invalid or expired" codes: fetch a new one, once.
const TOKEN_INVALID: [i64; 3] = [40001, 40014, 42001];

pub struct WeChatClient {
    http: reqwest::Client,
    base: String,
    app_id: String,
    secret: String,
    kv: Arc<dyn KvStore>,
}

#[derive(Deserialize)]
struct ErrorReply {
    #[serde(default)]
    errcode: i64,
    #[serde(default)]
    errmsg: String,
}

#[derive(Deserialize)]
struct SessionReply {
    #[serde(default)]
    errcode: i64,
    #[serde(default)]
    errmsg: String,
    openid: Option<String>,
    unionid: Option<String>,
}

#[derive(Deserialize)]
struct TokenReply {
    #[serde(default)]
    errcode: i64,
    #[serde(default)]
    errmsg: String,
    access_token: Option<String>,
    expires_in: Option<u64>,
}

#[derive(Deserialize)]
struct PhoneReply {
    #[serde(default)]
    errcode: i64,
    #[serde(default)]
    errmsg: String,
    phone_info: Option<PhoneInfo>,
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct PhoneInfo {
    pure_phone_number: Option<String>,
    phone_number: Option<String>,
}

fn rejected(code: i64, msg: String) -> ProviderError {
    ProviderError::Rejected {
        provider: PROVIDER,
        code: code.to_string(),
        message: msg,
    }
}

fn net(e: reqwest::Error) -> ProviderError {
    ProviderError::from_reqwest(PROVIDER, &e)
}

impl WeChatClient {
    pub fn new(base: &str, app_id: &str, secret: &str, kv: Arc<dyn KvStore>) -> Self {
        Self {
            http: http_client(),
            base: base.trim_end_matches('/').to_owned(),
            app_id: app_id.to_owned(),
            secret: secret.to_owned(),
            kv,
        }
    }

    fn token_key(&self) -> String {
        format!("wechat:access_token:{}", self.app_id)
    }

    /// The cached access token, or a fresh one.
    async fn access_token(&self, force_new: bool) -> Result<String, ProviderError> {
        let key = self.token_key();
        if !force_new {
            if let Ok(Some(t)) = self.kv.get(&key).await {
                return Ok(t);
            }
        }
        let reply: TokenReply = self
            .http
            .get(format!("{}/cgi-bin/token", self.base))
            .query(&[
                ("grant_type", "client_credential"),
                ("appid", &self.app_id),
                ("secret", &self.secret),
            ])
            .send()
            .await
            .map_err(net)?
            .json()
            .await
            .map_err(net)?;
        let token = match (reply.errcode, reply.access_token) {
            (0, Some(t)) if !t.is_empty() => t,
            (0, _) => return Err(ProviderError::BadReply { provider: PROVIDER }),
            (code, _) => return Err(rejected(code, reply.errmsg)),
        };
        // Keep it until 5 minutes before WeChat's expiry (7200 s usually).
        let life = reply.expires_in.unwrap_or(7200).saturating_sub(300).max(60);
        if let Err(e) = self.kv.set(&key, &token, Duration::from_secs(life)).await {
            tracing::warn!(error = %e, "wechat access token not cached");
        }
        Ok(token)
    }

    /// POSTs JSON to an access-token API, fetching a new token once when
    /// WeChat says the cached one is no longer valid.
    async fn post_with_token(
        &self,
        path: &str,
        body: &serde_json::Value,
        caller_token: Option<&str>,
    ) -> Result<(Option<String>, Vec<u8>), ProviderError> {
        let mut force = false;
        for attempt in 0..2 {
            let token = match caller_token {
                Some(t) => t.to_owned(),
                None => self.access_token(force).await?,
            };
            let resp = self
                .http
                .post(format!("{}{path}", self.base))
                .query(&[("access_token", token.as_str())])
                .json(body)
                .send()
                .await
                .map_err(net)?;
            let ctype = resp
                .headers()
                .get("content-type")
                .and_then(|v| v.to_str().ok())
                .map(str::to_owned);
            let bytes = resp.bytes().await.map_err(net)?;
            let is_json = ctype
                .as_deref()
                .is_some_and(|c| c.contains("json") || c.contains("text"));
            if is_json {
                if let Ok(err) = serde_json::from_slice::<ErrorReply>(&bytes) {
                    if TOKEN_INVALID.contains(&err.errcode)
                        && caller_token.is_none()
                        && attempt == 0
                    {
                        force = true;
                        continue;
                    }
                }
            }
            return Ok((ctype, bytes.to_vec()));
        }
        Err(ProviderError::BadReply { provider: PROVIDER })
    }
}

#[async_trait]
impl WeChat for WeChatClient {
    async fn code_to_session(&self, code: &str) -> Result<WeChatSession, ProviderError> {
        // Not retried: a login code works once.
        let text = self
            .http
            .get(format!("{}/sns/jscode2session", self.base))
            .query(&[
                ("appid", self.app_id.as_str()),
                ("secret", self.secret.as_str()),
                ("js_code", code),
                ("grant_type", "authorization_code"),
            ])
            .send()
            .await
            .map_err(net)?
            .text()
            .await
            .map_err(net)?;
        // WeChat answers this one as text/plain JSON.
        let reply: SessionReply = serde_json::from_str(&text)
            .map_err(|_| ProviderError::BadReply { provider: PROVIDER })?;
        match (reply.errcode, reply.openid) {
            (0, Some(open_id)) if !open_id.is_empty() => Ok(WeChatSession {
                open_id,
                union_id: reply.unionid.filter(|u| !u.is_empty()),
            }),
            (0, _) => Err(ProviderError::BadReply { provider: PROVIDER }),
            (code, _) => Err(rejected(code, reply.errmsg)),
        }
    }

    async fn phone_number(&self, code: &str) -> Result<String, ProviderError> {
        let (_, body) = self
            .post_with_token(
                "/wxa/business/getuserphonenumber",
                &serde_json::json!({ "code": code }),
                None,
            )
            .await?;
        let reply: PhoneReply = serde_json::from_slice(&body)
            .map_err(|_| ProviderError::BadReply { provider: PROVIDER })?;
        if reply.errcode != 0 {
            return Err(rejected(reply.errcode, reply.errmsg));
        }
        reply
            .phone_info
            .and_then(|p| p.pure_phone_number.or(p.phone_number))
            .filter(|p| !p.is_empty())
            .ok_or(ProviderError::BadReply { provider: PROVIDER })
    }

    async fn qrcode_unlimited(
        &self,
        req: &QrcodeRequest,
        access_token: Option<&str>,
    ) -> Result<Vec<u8>, ProviderError> {
        let body = serde_json::to_value(req)
            .map_err(|_| ProviderError::BadReply { provider: PROVIDER })?;
        let (ctype, bytes) = self
            .post_with_token("/wxa/getwxacodeunlimit", &body, access_token)
            .await?;
        // Success is an image; failure is a JSON error body.
        if ctype.as_deref().is_some_and(|c| c.starts_with("image/")) {
            return Ok(bytes);
        }
        match serde_json::from_slice::<ErrorReply>(&bytes) {
            Ok(err) if err.errcode != 0 => Err(rejected(err.errcode, err.errmsg)),
            _ => Err(ProviderError::BadReply { provider: PROVIDER }),
        }
    }
}
