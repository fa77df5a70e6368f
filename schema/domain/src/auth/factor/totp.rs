//! TOTP codes (RFC 6238 over RFC 4226) by the `totp-rs` crate, and the
//! recovery codes: the parts with no database.
//!
//! Parameters are the ones every authenticator app reads from an
//! `otpauth://` URI without asking: SHA-1, 6 digits, 30 s steps; a code
//! of the step before or after the current one is accepted too (clock
//! drift, a code typed as it turns). The step a code matched is answered,
//! so the caller can refuse a step already used.

use sha2::{Digest, Sha256};
use totp_rs::{Algorithm, Secret, TOTP};

use crate::kernel::error::{AppError, AppResult};

/// Seconds in a step.
pub const STEP_SECS: i64 = 30;
/// Steps accepted either side of the current one.
pub const SKEW_STEPS: i64 = 1;
/// Digits in a code.
pub const DIGITS: usize = 6;
/// Bytes of a new key: 160 bits, the size RFC 4226 recommends for SHA-1.
pub const SECRET_BYTES: usize = 20;
/// The issuer authenticator apps show beside the account.
pub const ISSUER: &str = "彩票会员后台";

fn totp(secret: &[u8], account: &str) -> AppResult<TOTP> {
    // An authenticator app splits the label at ':'; a phone has none, but
    // a stray one must not move the issuer.
    let account = account.replace(':', " ");
    TOTP::new(
        Algorithm::SHA1,
        DIGITS,
        0,
        STEP_SECS as u64,
        secret.to_vec(),
        Some(ISSUER.to_owned()),
        account,
    )
    .map_err(|e| AppError::invalid("totpSecret", format!("not a usable TOTP key: {e}")))
}

/// A new random key.
pub fn new_secret() -> Vec<u8> {
    use rand::RngCore;
    let mut key = vec![0u8; SECRET_BYTES];
    rand::rngs::OsRng.fill_bytes(&mut key);
    key
}

/// The key as authenticator apps take it typed in: base32, no padding.
pub fn to_base32(secret: &[u8]) -> String {
    Secret::Raw(secret.to_vec()).to_encoded().to_string()
}

/// A key typed in base32 (spaces and case ignored): at least 128 bits.
pub fn from_base32(text: &str) -> AppResult<Vec<u8>> {
    let clean: String = text
        .chars()
        .filter(|c| !c.is_whitespace() && *c != '-')
        .map(|c| c.to_ascii_uppercase())
        .collect();
    let bytes = Secret::Encoded(clean.trim_end_matches('=').to_owned())
        .to_bytes()
        .map_err(|_| AppError::invalid("totpSecret", "must be a base32 key"))?;
    if bytes.len() < 16 {
        return Err(AppError::invalid(
            "totpSecret",
            "must hold at least 128 bits (26 base32 characters)",
        ));
    }
    Ok(bytes)
}

/// The `otpauth://totp/…` URI an authenticator app scans from a QR code.
pub fn otpauth_url(secret: &[u8], account: &str) -> AppResult<String> {
    Ok(totp(secret, account)?.get_url())
}

/// The code of the step holding `unix_secs` (tests and scripts sign in
/// with it).
pub fn code_at(secret: &[u8], unix_secs: i64) -> AppResult<String> {
    Ok(totp(secret, "")?.generate(unix_secs.max(0) as u64))
}

/// The step `code` is right for, within one step of `unix_secs`'s, or
/// `None`. Each candidate is compared in constant time.
pub fn matching_step(secret: &[u8], code: &str, unix_secs: i64) -> AppResult<Option<i64>> {
    use subtle::ConstantTimeEq;
    if code.len() != DIGITS || !code.bytes().all(|b| b.is_ascii_digit()) {
        return Ok(None);
    }
    let totp = totp(secret, "")?;
    let now = unix_secs.div_euclid(STEP_SECS);
    let mut found = None;
    for step in (now - SKEW_STEPS)..=(now + SKEW_STEPS) {
        if step < 0 {
            continue;
        }
        let expected = totp.generate((step * STEP_SECS) as u64);
        if bool::from(expected.as_bytes().ct_eq(code.as_bytes())) {
            found = Some(step);
        }
    }
    Ok(found)
}

/// Recovery codes made at enrolment, each usable once.
pub const RECOVERY_CODES: usize = 10;

/// A new recovery code: 10 characters of a 32-letter alphabet without
/// look-alikes (50 bits), shown as `xxxxx-xxxxx`.
pub fn new_recovery_code() -> String {
    use rand::Rng;
    const ALPHABET: &[u8] = b"abcdefghjkmnpqrstuvwxyz23456789";
    let mut rng = rand::rngs::OsRng;
    let mut code: String = (0..10)
        .map(|_| ALPHABET[rng.gen_range(0..ALPHABET.len())] as char)
        .collect();
    code.insert(5, '-');
    code
}

/// Whether `text` has a recovery code's shape (not a 6-digit code).
pub fn looks_like_recovery_code(text: &str) -> bool {
    normalize_recovery(text).len() == 10
}

fn normalize_recovery(text: &str) -> String {
    text.chars()
        .filter(|c| c.is_ascii_alphanumeric())
        .map(|c| c.to_ascii_lowercase())
        .collect()
}

/// What is kept of a recovery code: the SHA-256 of its normalized text
/// (50 random bits, tried at most a few times before the lockout, need no
/// slow hash).
pub fn recovery_hash(text: &str) -> String {
    hex::encode(Sha256::digest(normalize_recovery(text).as_bytes()))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// RFC 6238 Appendix B's SHA-1 key; its 8-digit codes end in these
    /// 6 digits (the truncation keeps the low digits).
    const RFC_KEY: &[u8] = b"12345678901234567890";

    #[test]
    fn rfc_6238_vectors() {
        for (time, code) in [
            (59, "287082"),
            (1_111_111_109, "081804"),
            (1_111_111_111, "050471"),
            (1_234_567_890, "005924"),
            (2_000_000_000, "279037"),
        ] {
            assert_eq!(code_at(RFC_KEY, time).unwrap(), code, "at {time}");
        }
    }

    #[test]
    fn a_code_matches_its_step_and_its_neighbours_only() {
        let t = 1_234_567_890;
        let code = code_at(RFC_KEY, t).unwrap();
        let step = t / STEP_SECS;
        assert_eq!(matching_step(RFC_KEY, &code, t).unwrap(), Some(step));
        assert_eq!(matching_step(RFC_KEY, &code, t + 30).unwrap(), Some(step));
        assert_eq!(matching_step(RFC_KEY, &code, t - 30).unwrap(), Some(step));
        assert_eq!(matching_step(RFC_KEY, &code, t + 61).unwrap(), None);
        assert_eq!(matching_step(RFC_KEY, "12345", t).unwrap(), None);
        assert_eq!(matching_step(RFC_KEY, "abcdef", t).unwrap(), None);
    }

    #[test]
    fn base32_round_trip_and_short_keys_refused() {
        let key = new_secret();
        let text = to_base32(&key);
        assert_eq!(from_base32(&text.to_lowercase()).unwrap(), key);
        assert!(from_base32("JBSWY3DP").is_err());
        assert!(from_base32("not base32!").is_err());
    }

    #[test]
    fn the_uri_names_issuer_and_account() {
        let url = otpauth_url(RFC_KEY, "13500000000").unwrap();
        assert!(url.starts_with("otpauth://totp/"), "{url}");
        assert!(
            url.contains("secret=GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ"),
            "{url}"
        );
        assert!(url.contains("13500000000"), "{url}");
    }

    #[test]
    fn recovery_codes_are_recognised_however_typed() {
        let code = new_recovery_code();
        assert_eq!(code.len(), 11);
        assert!(looks_like_recovery_code(&code));
        assert!(!looks_like_recovery_code("123456"));
        assert_eq!(
            recovery_hash(&code),
            recovery_hash(&code.replace('-', "").to_uppercase())
        );
    }
}
