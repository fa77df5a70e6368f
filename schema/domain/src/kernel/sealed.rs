//! Secrets the server must read back (a staff member's TOTP key) sealed
//! at rest with ChaCha20-Poly1305 (RFC 8439), so a copy of the database
//! alone — a backup, a replica, a leaked dump — does not give them away.
//!
//! The key is derived from the token signing secret (`TokenService::
//! sealing_keys`), separated by purpose, so no new secret has to be
//! configured and a rotation keeps working: a value names the key id it
//! was sealed under and opens under a previous secret as long as that
//! secret is still configured. The purpose is also the associated data:
//! a value sealed for one purpose does not open for another.
//!
//! Format: `v1.<key id>.<nonce>.<ciphertext>`, base64url without padding.

use base64::engine::general_purpose::URL_SAFE_NO_PAD as B64;
use base64::Engine;
use chacha20poly1305::aead::{Aead, KeyInit, Payload};
use chacha20poly1305::{ChaCha20Poly1305, Key, Nonce};

use super::error::{AppError, AppResult};
use super::token::TokenService;

/// Seals `plain` for `purpose` under the current key.
pub fn seal(tokens: &TokenService, purpose: &str, plain: &[u8]) -> AppResult<String> {
    use rand::RngCore;
    let keys = tokens.sealing_keys(purpose);
    let (kid, key) = keys
        .first()
        .ok_or_else(|| AppError::internal("no sealing key"))?;
    let mut nonce = [0u8; 12];
    rand::rngs::OsRng.fill_bytes(&mut nonce);
    let cipher = ChaCha20Poly1305::new(Key::from_slice(key));
    let sealed = cipher
        .encrypt(
            Nonce::from_slice(&nonce),
            Payload {
                msg: plain,
                aad: purpose.as_bytes(),
            },
        )
        .map_err(|_| AppError::internal("sealing failed"))?;
    Ok(format!(
        "v1.{kid}.{}.{}",
        B64.encode(nonce),
        B64.encode(sealed)
    ))
}

/// Opens a value [`seal`] made for `purpose`, under whichever configured
/// key it names. A value altered, sealed for another purpose or under a
/// key no longer configured is an internal error (it never reaches a
/// member as text).
pub fn open(tokens: &TokenService, purpose: &str, sealed: &str) -> AppResult<Vec<u8>> {
    let broken = || AppError::internal("a sealed value does not open");
    let mut parts = sealed.split('.');
    let (Some("v1"), Some(kid), Some(nonce), Some(body), None) = (
        parts.next(),
        parts.next(),
        parts.next(),
        parts.next(),
        parts.next(),
    ) else {
        return Err(broken());
    };
    let nonce = B64.decode(nonce).map_err(|_| broken())?;
    let body = B64.decode(body).map_err(|_| broken())?;
    if nonce.len() != 12 {
        return Err(broken());
    }
    let keys = tokens.sealing_keys(purpose);
    let (_, key) = keys.iter().find(|(k, _)| *k == kid).ok_or_else(broken)?;
    ChaCha20Poly1305::new(Key::from_slice(key))
        .decrypt(
            Nonce::from_slice(&nonce),
            Payload {
                msg: &body,
                aad: purpose.as_bytes(),
            },
        )
        .map_err(|_| broken())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tokens(secret: u8, previous: &[u8]) -> TokenService {
        let previous: Vec<Vec<u8>> = previous.iter().map(|b| vec![*b; 32]).collect();
        TokenService::new(&[secret; 32], &previous).unwrap()
    }

    #[test]
    fn a_sealed_value_opens_for_its_purpose_only() {
        let t = tokens(1, &[]);
        let sealed = seal(&t, "staff-totp", b"key bytes").unwrap();
        assert!(!sealed.contains("key bytes"));
        assert_eq!(open(&t, "staff-totp", &sealed).unwrap(), b"key bytes");
        assert!(open(&t, "other", &sealed).is_err());
    }

    #[test]
    fn two_seals_of_one_value_differ() {
        let t = tokens(1, &[]);
        assert_ne!(
            seal(&t, "p", b"same").unwrap(),
            seal(&t, "p", b"same").unwrap()
        );
    }

    #[test]
    fn an_altered_value_does_not_open() {
        let t = tokens(1, &[]);
        let sealed = seal(&t, "p", b"secret").unwrap();
        let mut bytes = sealed.into_bytes();
        let last = bytes.len() - 1;
        bytes[last] = if bytes[last] == b'A' { b'B' } else { b'A' };
        assert!(open(&t, "p", &String::from_utf8(bytes).unwrap()).is_err());
        assert!(open(&t, "p", "v1.x.y").is_err());
    }

    #[test]
    fn a_value_sealed_before_a_rotation_still_opens() {
        let before = tokens(1, &[]);
        let sealed = seal(&before, "p", b"secret").unwrap();
        let after = tokens(2, &[1]);
        assert_eq!(open(&after, "p", &sealed).unwrap(), b"secret");
        // Once the old secret is dropped, it no longer opens.
        assert!(open(&tokens(2, &[]), "p", &sealed).is_err());
    }
}
