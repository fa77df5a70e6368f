//! The WeChat mini-program server APIs:
//! - `GET /sns/jscode2session` (login code → openid/unionid),
//! - `GET /cgi-bin/token` (the app's access token, cached until 5 minutes
//!   before it expires and fetched again when WeChat says it is invalid),
//! - `POST /wxa/business/getuserphonenumber` (phone-number grant code → phone),
//! - `POST /wxa/getwxacodeunlimit` (mini-program code image),
//! - `POST /cgi-bin/message/subscribe/send` (a subscription message).
//!
//! The access token is kept once for every instance (`shared_token`): one
//! instance fetches it, the others wait for it.
//!
//! Errors come as `{"errcode": N, "errmsg": "…"}`; they become
//! `ProviderError::Rejected` with the code, e.g. 40029 (invalid code),
//! 40163 (code already used), 45011 (rate limited), -1 (system busy).

use std::sync::Arc;
use std::time::Duration;

use async_trait::async_trait;
use serde::Deserialize;

use super::{
    http_client, shared_token, ProviderError, PushNote, PushOutcome, QrcodeRequest, WeChat,
    WeChatSession,
};
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

    /// The shared access token, or a fresh one when there is none or when
    /// WeChat just refused `stale`.
    async fn access_token(&self, stale: Option<&str>) -> Result<String, ProviderError> {
        shared_token::token(&*self.kv, &self.token_key(), stale, PROVIDER, || {
            self.fetch_token()
        })
        .await
    }

    async fn fetch_token(&self) -> Result<(String, Duration), ProviderError> {
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
        // Kept until shortly before WeChat's expiry (7200 s usually).
        let life = reply.expires_in.unwrap_or(7200).saturating_sub(240).max(60);
        Ok((token, Duration::from_secs(life)))
    }

    /// POSTs JSON to an access-token API, fetching a new token once when
    /// WeChat says the cached one is no longer valid.
    async fn post_with_token(
        &self,
        path: &str,
        body: &serde_json::Value,
        caller_token: Option<&str>,
    ) -> Result<(Option<String>, Vec<u8>), ProviderError> {
        let mut stale: Option<String> = None;
        for attempt in 0..2 {
            let token = match caller_token {
                Some(t) => t.to_owned(),
                None => self.access_token(stale.as_deref()).await?,
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
                        stale = Some(token);
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

    async fn subscribe_send(
        &self,
        open_id: &str,
        template_id: &str,
        note: &PushNote<'_>,
    ) -> Result<PushOutcome, ProviderError> {
        let when = (crate::kernel::clock::now() + chrono::Duration::hours(8))
            .format("%Y-%m-%d %H:%M")
            .to_string();
        let body = serde_json::json!({
            "touser": open_id,
            "template_id": template_id,
            "page": note.link.trim_start_matches('/'),
            "data": {
                "thing1": { "value": clip(note.title, 20) },
                "thing2": { "value": clip(note.body, 20) },
                "time3": { "value": when },
            },
        });
        let (_, bytes) = self
            .post_with_token("/cgi-bin/message/subscribe/send", &body, None)
            .await?;
        let reply: ErrorReply = serde_json::from_slice(&bytes)
            .map_err(|_| ProviderError::BadReply { provider: PROVIDER })?;
        match reply.errcode {
            0 => Ok(PushOutcome::Delivered),
            // The member refused, or the consent was spent.
            NO_CONSENT => Ok(PushOutcome::Refused),
            // The openid is not this mini-program's user (any more).
            BAD_OPENID => Ok(PushOutcome::Unbound),
            code => Err(rejected(code, reply.errmsg)),
        }
    }
}

/// WeChat's "user refused to receive" (no consent left for the template).
const NO_CONSENT: i64 = 43101;
/// WeChat's "invalid openid".
const BAD_OPENID: i64 = 40003;

/// A `thing` field holds at most 20 characters.
fn clip(s: &str, n: usize) -> String {
    if s.chars().count() <= n {
        return s.to_owned();
    }
    let mut out: String = s.chars().take(n - 1).collect();
    out.push('…');
    out
}
