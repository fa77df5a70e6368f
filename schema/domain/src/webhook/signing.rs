//! Standard Webhooks signatures: `whsec_` secrets and the three headers.
//!
//! A signature is `v1,` + base64 of HMAC-SHA256 over
//! `<webhook-id>.<webhook-timestamp>.<body>` keyed with the secret's
//! bytes (the base64 after `whsec_`). Signing is the reference
//! implementation's (`standardwebhooks`, by Svix), so what we send is what
//! every Standard Webhooks library verifies. During a rotation's overlap
//! the header carries both secrets' signatures, separated by a space; a
//! receiver accepts the delivery when any one verifies.

use base64::Engine;
use chrono::{DateTime, Utc};
use rand::RngCore;

use crate::kernel::error::{AppError, AppResult};

/// Every secret starts so (the specification's prefix; secret scanners
/// know it).
pub const SECRET_PREFIX: &str = "whsec_";
/// Random bytes in a secret (the specification asks for 24 to 64).
pub const SECRET_BYTES: usize = 32;

/// A fresh secret: `whsec_` + base64 of 32 random bytes.
pub fn new_secret() -> String {
    let mut bytes = [0u8; SECRET_BYTES];
    rand::rngs::OsRng.fill_bytes(&mut bytes);
    format!(
        "{SECRET_PREFIX}{}",
        base64::engine::general_purpose::STANDARD.encode(bytes)
    )
}

/// One `v1,<base64>` signature of `body` for `id` at `timestamp`.
pub fn sign(secret: &str, id: &str, timestamp: i64, body: &str) -> AppResult<String> {
    let hook = standardwebhooks::Webhook::new(secret).map_err(AppError::internal)?;
    hook.sign(id, timestamp, body.as_bytes())
        .map_err(AppError::internal)
}

/// The headers of one attempt.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Headers {
    /// `webhook-id`: the event's id, the same on every attempt.
    pub id: String,
    /// `webhook-timestamp`: this attempt's time, Unix seconds.
    pub timestamp: i64,
    /// `webhook-signature`: one `v1,…` per secret, space-separated.
    pub signature: String,
}

/// The headers for sending `body` as event `id` at `at`, signed with every
/// secret in `secrets` (the current one first).
pub fn headers(secrets: &[&str], id: &str, at: DateTime<Utc>, body: &str) -> AppResult<Headers> {
    let timestamp = at.timestamp();
    let signature = secrets
        .iter()
        .map(|s| sign(s, id, timestamp, body))
        .collect::<AppResult<Vec<_>>>()?
        .join(" ");
    Ok(Headers {
        id: id.to_owned(),
        timestamp,
        signature,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use hmac::{Hmac, Mac};

    /// An HMAC of our own, to check the library's output independently.
    fn independent(secret: &str, id: &str, ts: i64, body: &str) -> String {
        let key = base64::engine::general_purpose::STANDARD
            .decode(secret.strip_prefix(SECRET_PREFIX).unwrap())
            .unwrap();
        let mut mac = Hmac::<sha2::Sha256>::new_from_slice(&key).unwrap();
        mac.update(format!("{id}.{ts}.{body}").as_bytes());
        format!(
            "v1,{}",
            base64::engine::general_purpose::STANDARD.encode(mac.finalize().into_bytes())
        )
    }

    #[test]
    fn the_specifications_example_signs_as_published() {
        // The example of the Standard Webhooks specification.
        let secret = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw";
        let id = "msg_p5jXN8AQM9LWM0D4loKWxJek";
        let body = r#"{"test": 2432232314}"#;
        let sig = sign(secret, id, 1614265330, body).unwrap();
        assert_eq!(sig, "v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=");
        assert_eq!(sig, independent(secret, id, 1614265330, body));
    }

    #[test]
    fn secrets_are_prefixed_random_and_long_enough() {
        let a = new_secret();
        let b = new_secret();
        assert_ne!(a, b);
        let raw = base64::engine::general_purpose::STANDARD
            .decode(a.strip_prefix(SECRET_PREFIX).unwrap())
            .unwrap();
        assert_eq!(raw.len(), SECRET_BYTES);
    }

    #[test]
    fn two_secrets_give_two_signatures() {
        let (a, b) = (new_secret(), new_secret());
        let at = DateTime::from_timestamp(1_700_000_000, 0).unwrap();
        let h = headers(&[&a, &b], "msg_1", at, "{}").unwrap();
        let parts: Vec<&str> = h.signature.split(' ').collect();
        assert_eq!(
            parts,
            [
                independent(&a, "msg_1", 1_700_000_000, "{}"),
                independent(&b, "msg_1", 1_700_000_000, "{}")
            ]
        );
    }
}
