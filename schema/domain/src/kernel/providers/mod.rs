//! Outside providers behind traits: an SMS gateway, WeChat, the carrier
//! one-click service, app push (个推). Real HTTP clients live in the submodules; each is
//! tested against a local fake server with the provider's documented reply
//! shapes and error codes.
//!
//! Rules the services rely on: a provider call has a 5 s time-out and is
//! tried at most twice (only where a retry cannot do anything twice); a
//! failure becomes `PROVIDER_ERROR` naming the provider and its code; the
//! service marks nothing as used unless the provider call succeeded.

pub mod aliyun;
pub mod console;
pub mod getui;
pub mod shared_token;
pub mod wechat;

use std::sync::Arc;
use std::time::Duration;

use async_trait::async_trait;

use crate::kernel::error::{AppError, ErrorCode};

pub const TIMEOUT: Duration = Duration::from_secs(5);

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ProviderError {
    #[error("{provider} did not answer in time")]
    Timeout { provider: &'static str },
    #[error("{provider} is unreachable")]
    Unreachable { provider: &'static str },
    #[error("{provider} refused: {code} {message}")]
    Rejected {
        provider: &'static str,
        code: String,
        message: String,
    },
    #[error("{provider} sent a reply we cannot read")]
    BadReply { provider: &'static str },
    #[error("{0} is not configured on this server")]
    NotConfigured(&'static str),
}

impl ProviderError {
    pub fn from_reqwest(provider: &'static str, err: &reqwest::Error) -> Self {
        if err.is_timeout() {
            ProviderError::Timeout { provider }
        } else if err.is_decode() || err.is_body() {
            ProviderError::BadReply { provider }
        } else {
            ProviderError::Unreachable { provider }
        }
    }

    /// The provider's own error code, when it answered with one.
    pub fn provider_code(&self) -> Option<&str> {
        match self {
            ProviderError::Rejected { code, .. } => Some(code),
            _ => None,
        }
    }
}

impl From<ProviderError> for AppError {
    fn from(err: ProviderError) -> Self {
        tracing::warn!(error = %err, "provider call failed");
        match err {
            ProviderError::NotConfigured(_) => {
                AppError::new(ErrorCode::ServiceUnavailable, err.to_string())
            }
            other => AppError::new(ErrorCode::ProviderError, other.to_string()),
        }
    }
}

/// A client for outside calls with the product's time-outs.
pub fn http_client() -> reqwest::Client {
    reqwest::Client::builder()
        .timeout(TIMEOUT)
        .connect_timeout(Duration::from_secs(3))
        .build()
        .unwrap_or_default()
}

/// Sends SMS verification codes.
#[async_trait]
pub trait SmsSender: Send + Sync {
    async fn send_code(&self, mobile: &str, code: &str) -> Result<(), ProviderError>;
}

/// Turns a carrier one-click token into the phone number it proves.
#[async_trait]
pub trait CarrierOneClick: Send + Sync {
    async fn phone_for_token(&self, token: &str) -> Result<String, ProviderError>;
}

/// What `code2session` proves about a mini-program user.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct WeChatSession {
    pub open_id: String,
    pub union_id: Option<String>,
}

/// A mini-program code request (spec's CreateQrcodeRequest, less the token).
#[derive(Debug, Clone, Default, serde::Serialize)]
pub struct QrcodeRequest {
    pub scene: String,
    #[serde(skip_serializing_if = "String::is_empty")]
    pub page: String,
    pub check_path: bool,
    #[serde(skip_serializing_if = "String::is_empty")]
    pub env_version: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub width: Option<u32>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub line_color: Option<LineColor>,
    pub is_hyaline: bool,
}

#[derive(Debug, Clone, Default, serde::Serialize)]
pub struct LineColor {
    pub r: String,
    pub g: String,
    pub b: String,
}

/// The mini-program platform.
#[async_trait]
pub trait WeChat: Send + Sync {
    /// `wx.login` code → openid/unionid. The session key stays with WeChat
    /// (we never keep it).
    async fn code_to_session(&self, code: &str) -> Result<WeChatSession, ProviderError>;
    /// Phone-number grant code → the phone number.
    async fn phone_number(&self, code: &str) -> Result<String, ProviderError>;
    /// A mini-program code image (unlimited scenes). `access_token` overrides
    /// the server's own token when a caller brings one.
    async fn qrcode_unlimited(
        &self,
        req: &QrcodeRequest,
        access_token: Option<&str>,
    ) -> Result<Vec<u8>, ProviderError>;
    /// A subscription message (`subscribeMessage.send`) to `open_id` with
    /// `template_id`, whose fields are `thing1` (title), `thing2` (body)
    /// and `time3` (when); opening it goes to `note.link`.
    async fn subscribe_send(
        &self,
        open_id: &str,
        template_id: &str,
        note: &PushNote<'_>,
    ) -> Result<PushOutcome, ProviderError>;
}

/// A notification as a provider sends it.
#[derive(Debug, Clone, Copy)]
pub struct PushNote<'a> {
    /// The same for every try of one notification to one device, so a
    /// provider that drops repeats (个推) delivers a retried push once.
    pub request_id: &'a str,
    pub title: &'a str,
    pub body: &'a str,
    /// The in-app page it opens.
    pub link: &'a str,
}

/// What a provider did with a notification (a failure worth retrying is
/// an `Err`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PushOutcome {
    Delivered,
    /// The device or account is no longer a valid target: unbind it.
    Unbound,
    /// The member gave no consent for it (WeChat's 43101).
    Refused,
}

/// Sends notifications to app devices by their push client id.
#[async_trait]
pub trait PushSender: Send + Sync {
    /// The provider's name in deliveries and metrics.
    fn name(&self) -> &'static str;
    async fn push(
        &self,
        client_id: &str,
        note: &PushNote<'_>,
    ) -> Result<PushOutcome, ProviderError>;
}

/// The providers a deployment has.
#[derive(Clone)]
pub struct Providers {
    pub sms: Arc<dyn SmsSender>,
    /// `None` when WeChat is not configured: WeChat sign-in answers 503.
    pub wechat: Option<Arc<dyn WeChat>>,
    /// `None` when carrier one-click is not configured.
    pub carrier: Option<Arc<dyn CarrierOneClick>>,
    /// Rewarded-ad callback secrets by provider name; a provider without a
    /// secret has its callbacks refused.
    pub ad_secrets: Arc<std::collections::BTreeMap<String, String>>,
    /// App push; `None` when the deployment has none (mini-program only).
    pub push: Option<Arc<dyn PushSender>>,
    /// WeChat subscription templates by notification category code.
    pub subscribe_templates: Arc<std::collections::BTreeMap<String, String>>,
}

impl Providers {
    /// The embedded default: codes and notifications to the log, no
    /// WeChat, no one-click.
    pub fn console() -> Self {
        Self {
            sms: Arc::new(console::ConsoleSms),
            wechat: None,
            carrier: None,
            ad_secrets: Arc::default(),
            push: Some(Arc::new(console::ConsolePush)),
            subscribe_templates: Arc::default(),
        }
    }

    pub fn wechat(&self) -> Result<&Arc<dyn WeChat>, ProviderError> {
        self.wechat
            .as_ref()
            .ok_or(ProviderError::NotConfigured("WeChat sign-in"))
    }

    pub fn carrier(&self) -> Result<&Arc<dyn CarrierOneClick>, ProviderError> {
        self.carrier
            .as_ref()
            .ok_or(ProviderError::NotConfigured("carrier one-click sign-in"))
    }
}
