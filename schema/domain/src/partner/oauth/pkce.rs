//! Proof Key for Code Exchange (RFC 7636): the S256 method only, as §4.2
//! recommends; `plain` would give an intercepted code's thief the
//! verifier with it. Twenty lines need no crate; the RFC's own vector
//! (Appendix B) tests them.

use base64::Engine;
use sha2::{Digest, Sha256};

/// The one method accepted.
pub const S256: &str = "S256";

/// `BASE64URL(SHA256(ASCII(code_verifier)))`, RFC 7636 §4.2.
pub fn challenge(verifier: &str) -> String {
    base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(Sha256::digest(verifier.as_bytes()))
}

/// A verifier as §4.1 allows: 43 to 128 characters of `[A-Z a-z 0-9 - . _ ~]`.
pub fn is_verifier(text: &str) -> bool {
    (43..=128).contains(&text.len()) && text.bytes().all(unreserved)
}

/// A challenge as S256 makes it: 43 base64url characters (32 bytes).
pub fn is_challenge(text: &str) -> bool {
    text.len() == 43
        && text
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
}

/// Whether `verifier` answers `challenge`, compared in constant time.
pub fn verifies(verifier: &str, challenge_text: &str) -> bool {
    use subtle::ConstantTimeEq;
    is_verifier(verifier)
        && bool::from(
            challenge(verifier)
                .as_bytes()
                .ct_eq(challenge_text.as_bytes()),
        )
}

fn unreserved(b: u8) -> bool {
    b.is_ascii_alphanumeric() || matches!(b, b'-' | b'.' | b'_' | b'~')
}

#[cfg(test)]
mod tests {
    use super::*;

    /// RFC 7636 Appendix B.
    const VERIFIER: &str = "dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk";
    const CHALLENGE: &str = "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM";

    #[test]
    fn the_rfcs_vector() {
        assert_eq!(challenge(VERIFIER), CHALLENGE);
        assert!(verifies(VERIFIER, CHALLENGE));
        assert!(is_challenge(CHALLENGE));
    }

    #[test]
    fn a_wrong_or_malformed_verifier_fails() {
        let mut other = VERIFIER.to_owned();
        other.replace_range(0..1, "e");
        assert!(!verifies(&other, CHALLENGE));
        // Too short, and a character outside the unreserved set.
        assert!(!is_verifier("abc"));
        assert!(!is_verifier(&format!("{}+", &VERIFIER[..43])));
        assert!(is_verifier(&"~".repeat(128)));
        assert!(!is_verifier(&"a".repeat(129)));
        // An S256 challenge is exactly 32 bytes in base64url.
        assert!(!is_challenge(&format!("{CHALLENGE}A")));
        assert!(!is_challenge(&CHALLENGE.replace('-', "+")));
    }
}
