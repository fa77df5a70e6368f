//! Aliyun's RPC APIs: SMS (`dysmsapi`, `SendSms`) and carrier one-click
//! number verification (`dypnsapi`, `GetMobile`). Both use the same signed
//! request (signature version 1.0, HMAC-SHA1 over the sorted parameters) and
//! the same reply envelope `{"Code": "OK" | "<error code>", "Message", "RequestId"}`.

use async_trait::async_trait;
use base64::Engine;
use hmac::{Hmac, Mac};
use percent_encoding::{utf8_percent_encode, AsciiSet, NON_ALPHANUMERIC};
use serde::Deserialize;
use sha1::Sha1;

use super::{http_client, CarrierOneClick, ProviderError, SmsSender};

pub const SMS_ENDPOINT: &str = "https://dysmsapi.aliyuncs.com";
pub const ONE_CLICK_ENDPOINT: &str = "https://dypnsapi.aliyuncs.com";

/// RFC 3986 unreserved characters stay; everything else is %XX (Aliyun's
/// "percentEncode": space is %20, `*` is %2A, `~` stays).
const ENCODE: &AsciiSet = &NON_ALPHANUMERIC
    .remove(b'-')
    .remove(b'_')
    .remove(b'.')
    .remove(b'~');

fn pct(s: &str) -> String {
    utf8_percent_encode(s, ENCODE).to_string()
}

/// Access key pair.
#[derive(Clone)]
pub struct AliyunCredentials {
    pub access_key_id: String,
    pub access_key_secret: String,
}

/// Signs `params` (without `Signature`) for a POST, per signature v1.0.
pub fn sign(secret: &str, params: &[(String, String)]) -> String {
    let mut sorted: Vec<&(String, String)> = params.iter().collect();
    sorted.sort_by(|a, b| a.0.cmp(&b.0));
    let canonical = sorted
        .iter()
        .map(|(k, v)| format!("{}={}", pct(k), pct(v)))
        .collect::<Vec<_>>()
        .join("&");
    let to_sign = format!("POST&{}&{}", pct("/"), pct(&canonical));
    let key = format!("{secret}&");
    let mut mac = match Hmac::<Sha1>::new_from_slice(key.as_bytes()) {
        Ok(m) => m,
        // HMAC takes keys of any length; this cannot happen.
        Err(_) => return String::new(),
    };
    mac.update(to_sign.as_bytes());
    base64::engine::general_purpose::STANDARD.encode(mac.finalize().into_bytes())
}

#[derive(Deserialize)]
#[serde(rename_all = "PascalCase")]
struct Envelope {
    code: Option<String>,
    message: Option<String>,
    #[serde(rename = "GetMobileResultDTO")]
    get_mobile_result_dto: Option<MobileResult>,
}

#[derive(Deserialize)]
#[serde(rename_all = "PascalCase")]
struct MobileResult {
    mobile: Option<String>,
}

struct RpcClient {
    http: reqwest::Client,
    endpoint: String,
    creds: AliyunCredentials,
    provider: &'static str,
}

impl RpcClient {
    async fn call(&self, action: &str, extra: &[(&str, &str)]) -> Result<Envelope, ProviderError> {
        let provider = self.provider;
        let mut params: Vec<(String, String)> = vec![
            ("AccessKeyId".into(), self.creds.access_key_id.clone()),
            ("Action".into(), action.into()),
            ("Format".into(), "JSON".into()),
            ("RegionId".into(), "cn-hangzhou".into()),
            ("SignatureMethod".into(), "HMAC-SHA1".into()),
            ("SignatureNonce".into(), uuid::Uuid::new_v4().to_string()),
            ("SignatureVersion".into(), "1.0".into()),
            (
                "Timestamp".into(),
                crate::kernel::clock::now()
                    .format("%Y-%m-%dT%H:%M:%SZ")
                    .to_string(),
            ),
            ("Version".into(), "2017-05-25".into()),
        ];
        params.extend(
            extra
                .iter()
                .map(|(k, v)| ((*k).to_owned(), (*v).to_owned())),
        );
        let signature = sign(&self.creds.access_key_secret, &params);
        params.push(("Signature".into(), signature));
        let body = params
            .iter()
            .map(|(k, v)| format!("{}={}", pct(k), pct(v)))
            .collect::<Vec<_>>()
            .join("&");
        let resp = self
            .http
            .post(format!("{}/", self.endpoint.trim_end_matches('/')))
            .header("content-type", "application/x-www-form-urlencoded")
            .body(body)
            .send()
            .await
            .map_err(|e| ProviderError::from_reqwest(provider, &e))?;
        let status = resp.status();
        let text = resp
            .text()
            .await
            .map_err(|e| ProviderError::from_reqwest(provider, &e))?;
        let env: Envelope =
            serde_json::from_str(&text).map_err(|_| ProviderError::BadReply { provider })?;
        match env.code.as_deref() {
            Some("OK") if status.is_success() => Ok(env),
            Some(code) => Err(ProviderError::Rejected {
                provider,
                code: code.to_owned(),
                message: env.message.clone().unwrap_or_default(),
            }),
            None => Err(ProviderError::BadReply { provider }),
        }
    }
}

/// SMS through Aliyun `SendSms` with a template whose parameter is `code`.
pub struct AliyunSms {
    rpc: RpcClient,
    sign_name: String,
    template_code: String,
}

impl AliyunSms {
    pub fn new(
        endpoint: &str,
        creds: AliyunCredentials,
        sign_name: &str,
        template_code: &str,
    ) -> Self {
        Self {
            rpc: RpcClient {
                http: http_client(),
                endpoint: endpoint.to_owned(),
                creds,
                provider: "aliyun-sms",
            },
            sign_name: sign_name.to_owned(),
            template_code: template_code.to_owned(),
        }
    }
}

#[async_trait]
impl SmsSender for AliyunSms {
    /// Not retried: a retry after a time-out could send the code twice.
    async fn send_code(&self, mobile: &str, code: &str) -> Result<(), ProviderError> {
        let param = serde_json::json!({ "code": code }).to_string();
        self.rpc
            .call(
                "SendSms",
                &[
                    ("PhoneNumbers", mobile),
                    ("SignName", &self.sign_name),
                    ("TemplateCode", &self.template_code),
                    ("TemplateParam", &param),
                ],
            )
            .await
            .map(|_| ())
    }
}

/// Carrier one-click through Aliyun `GetMobile`.
pub struct AliyunOneClick {
    rpc: RpcClient,
}

impl AliyunOneClick {
    pub fn new(endpoint: &str, creds: AliyunCredentials) -> Self {
        Self {
            rpc: RpcClient {
                http: http_client(),
                endpoint: endpoint.to_owned(),
                creds,
                provider: "aliyun-one-click",
            },
        }
    }
}

#[async_trait]
impl CarrierOneClick for AliyunOneClick {
    async fn phone_for_token(&self, token: &str) -> Result<String, ProviderError> {
        let env = self
            .rpc
            .call("GetMobile", &[("AccessToken", token)])
            .await?;
        env.get_mobile_result_dto
            .and_then(|d| d.mobile)
            .filter(|m| !m.is_empty())
            .ok_or(ProviderError::BadReply {
                provider: "aliyun-one-click",
            })
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn percent_encoding_follows_aliyun() {
        assert_eq!(super::pct("a b*c~d/é"), "a%20b%2Ac~d%2F%C3%A9");
    }

    #[test]
    fn signature_is_stable_and_order_independent() {
        let p1 = vec![
            ("B".to_owned(), "2".to_owned()),
            ("A".to_owned(), "1".to_owned()),
        ];
        let p2 = vec![
            ("A".to_owned(), "1".to_owned()),
            ("B".to_owned(), "2".to_owned()),
        ];
        let s = super::sign("secret", &p1);
        assert_eq!(s, super::sign("secret", &p2));
        assert_ne!(s, super::sign("other", &p1));
        assert_eq!(s.len(), 28); // base64 of 20 bytes
    }
}
