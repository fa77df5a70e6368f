//! Partner API keys: `lmk_<prefix>_<secret><checksum>`.
//!
//! - `prefix`: 8 base62 characters, public, unique; how a key is found
//!   (and how staff and logs name it) without the secret.
//! - `secret`: 43 base62 characters drawn from the OS's generator, 256 bits.
//! - `checksum`: 6 base62 characters of the first 32 bits of SHA-256 over
//!   `lmk_<prefix>_<secret>`, so a secret scanner or this server rejects a
//!   mistyped or made-up key without a lookup (GitHub's token format does
//!   the same with CRC32).
//!
//! Only SHA-256 of the whole key is stored: the secret is high-entropy, so
//! a slow password hash adds nothing; comparison is in constant time.

use rand::distributions::{Alphanumeric, DistString};
use sha2::{Digest, Sha256};
use subtle::ConstantTimeEq;

/// Every key starts with this, so scanners can recognise one.
pub const KEY_PREFIX: &str = "lmk_";
pub const PREFIX_LEN: usize = 8;
pub const SECRET_LEN: usize = 43;
pub const CHECKSUM_LEN: usize = 6;

const BASE62: &[u8; 62] = b"0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

/// A key as issued: the full text (shown once) and what is stored.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewKey {
    /// `lmk_…`, given to the partner once and never again.
    pub text: String,
    pub prefix: String,
    /// SHA-256 (hex) of the key without its checksum.
    pub hash: String,
}

/// A key read from a request: its prefix and the hash to compare.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PresentedKey {
    pub prefix: String,
    pub hash: String,
}

/// Makes a new key from the OS's random generator.
pub fn generate() -> NewKey {
    let mut rng = rand::rngs::OsRng;
    let prefix = Alphanumeric.sample_string(&mut rng, PREFIX_LEN);
    let secret = Alphanumeric.sample_string(&mut rng, SECRET_LEN);
    let body = format!("{KEY_PREFIX}{prefix}_{secret}");
    NewKey {
        text: format!("{body}{}", checksum(&body)),
        hash: hash(&body),
        prefix,
    }
}

/// Reads a presented key; `None` when it is not one of ours (wrong shape
/// or checksum), which is refused without touching the database.
pub fn parse(text: &str) -> Option<PresentedKey> {
    let rest = text.trim().strip_prefix(KEY_PREFIX)?;
    let (prefix, tail) = rest.split_once('_')?;
    let alnum = |s: &str| s.bytes().all(|b| b.is_ascii_alphanumeric());
    if prefix.len() != PREFIX_LEN || tail.len() != SECRET_LEN + CHECKSUM_LEN {
        return None;
    }
    if !alnum(prefix) || !alnum(tail) {
        return None;
    }
    let (secret, sum) = tail.split_at(SECRET_LEN);
    let body = format!("{KEY_PREFIX}{prefix}_{secret}");
    if checksum(&body).as_bytes().ct_eq(sum.as_bytes()).unwrap_u8() != 1 {
        return None;
    }
    Some(PresentedKey {
        prefix: prefix.to_owned(),
        hash: hash(&body),
    })
}

/// Whether a stored hash is the presented key's, in constant time.
pub fn matches(stored_hash: &str, presented: &PresentedKey) -> bool {
    stored_hash
        .as_bytes()
        .ct_eq(presented.hash.as_bytes())
        .unwrap_u8()
        == 1
}

fn hash(body: &str) -> String {
    hex::encode(Sha256::digest(body.as_bytes()))
}

/// Six base62 characters of the digest's first 32 bits (62⁶ > 2³²).
fn checksum(body: &str) -> String {
    let digest = Sha256::digest(body.as_bytes());
    let mut n = u32::from_be_bytes([digest[0], digest[1], digest[2], digest[3]]);
    let mut out = [b'0'; CHECKSUM_LEN];
    for slot in out.iter_mut().rev() {
        *slot = BASE62[(n % 62) as usize];
        n /= 62;
    }
    String::from_utf8_lossy(&out).into_owned()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_generated_key_parses_back_to_its_prefix_and_hash() {
        let key = generate();
        assert!(key.text.starts_with("lmk_"));
        assert_eq!(key.text.len(), 4 + 8 + 1 + 43 + 6);
        let seen = parse(&key.text).unwrap();
        assert_eq!(seen.prefix, key.prefix);
        assert!(matches(&key.hash, &seen));
        assert_ne!(generate().text, key.text);
    }

    #[test]
    fn one_changed_character_fails_the_checksum() {
        let key = generate();
        let mut bytes = key.text.clone().into_bytes();
        // Change a character of the secret, then of the checksum.
        for i in [20, bytes.len() - 1] {
            let original = bytes[i];
            bytes[i] = if original == b'a' { b'b' } else { b'a' };
            assert_eq!(parse(std::str::from_utf8(&bytes).unwrap()), None, "at {i}");
            bytes[i] = original;
        }
    }

    #[test]
    fn other_shapes_are_not_keys() {
        for text in ["", "lmk_", "ghp_abc", "lmk_short_abc", "lmk_12345678_!!"] {
            assert_eq!(parse(text), None, "{text}");
        }
        let key = generate();
        assert_eq!(parse(&format!("{}x", key.text)), None);
        assert_eq!(parse(&key.text.replace("lmk_", "lmx_")), None);
    }
}
