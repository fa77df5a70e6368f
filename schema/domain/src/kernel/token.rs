//! JWT issue and verification, per `design/security.md`: one pinned algorithm
//! (HS256), `exp`/`iat`/`sub`/`iss`/`aud`/`jti` required, 60 s leeway, a key id
//! in the header so an old and a new key can both verify during rotation, and
//! access and refresh tokens told apart by the `typ` claim.

use std::sync::Arc;

use chrono::{DateTime, Duration, Utc};
use jsonwebtoken::{Algorithm, DecodingKey, EncodingKey, Header, Validation};
use quick_cache::sync::Cache;
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};

use crate::kernel::error::{AppError, AppResult};

const ISSUER: &str = "lottery-member";
const AUDIENCE: &str = "lottery-member-app";
const LEEWAY_SECS: u64 = 60;
/// Secrets shorter than this are refused (256 bits).
pub const MIN_SECRET_BYTES: usize = 32;
/// Session tokens remembered once verified (least recently used go
/// first): about 400 bytes each, so at most some 20 MB.
const VERIFIED_CAPACITY: usize = 50_000;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum TokenKind {
    Access,
    Refresh,
    /// A partner's access token for a member's grant (OAuth 2.0,
    /// `partner::oauth`): its `jti` names the grant and its generation.
    Partner,
    /// A staff session: signed in with a password and a second factor
    /// (`auth::factor`). Only this kind carries staff rights; it lives
    /// [`STAFF_SESSION_MINUTES`] and each refresh starts that span again,
    /// so a session ends after that long without a refresh (idle).
    Staff,
}

/// How long a staff session lasts without a refresh (security.md: staff
/// sessions end after 30 minutes idle).
pub const STAFF_SESSION_MINUTES: i64 = 30;

/// The claims of every token we issue. All are required when decoding.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct Claims {
    /// The member id.
    pub sub: String,
    pub iss: String,
    pub aud: String,
    pub iat: i64,
    pub exp: i64,
    pub jti: String,
    pub typ: TokenKind,
    /// When it was issued, in microseconds since the epoch: `iat` has
    /// whole seconds, and a token signed in after a revocation of the
    /// member's tokens but in its second (a staff sign-in right after a
    /// factor reset) must not be taken for one before it.
    /// Tokens issued before this claim existed count from the start of
    /// their `iat` second (the safe side).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub iat_us: Option<i64>,
}

impl Claims {
    pub fn member_id(&self) -> AppResult<i64> {
        self.sub
            .parse()
            .map_err(|_| AppError::unauthenticated("invalid token"))
    }

    pub fn issued_at(&self) -> DateTime<Utc> {
        DateTime::from_timestamp(self.iat, 0).unwrap_or_default()
    }

    pub fn expires_at(&self) -> DateTime<Utc> {
        DateTime::from_timestamp(self.exp, 0).unwrap_or_default()
    }

    /// Whether the token was issued at or before `at` (a revocation of
    /// every token of its member then): to the microsecond, or by its
    /// `iat` second for a token without [`Claims::iat_us`]. The same
    /// microsecond counts as before (the safe side).
    pub fn issued_by(&self, at: DateTime<Utc>) -> bool {
        let issued = self
            .iat_us
            .unwrap_or_else(|| self.iat.saturating_mul(1_000_000));
        issued <= at.timestamp_micros()
    }
}

struct Key {
    kid: String,
    secret: Vec<u8>,
    encoding: EncodingKey,
    decoding: DecodingKey,
}

impl Key {
    fn new(secret: &[u8]) -> Self {
        // The key id names the key without revealing it.
        let kid = hex::encode(&Sha256::digest(secret)[..8]);
        Self {
            kid,
            secret: secret.to_vec(),
            encoding: EncodingKey::from_secret(secret),
            decoding: DecodingKey::from_secret(secret),
        }
    }
}

/// Issues and verifies tokens. Cheap to clone behind an `Arc`.
pub struct TokenService {
    current: Key,
    /// Keys that still verify but no longer sign (rotation).
    previous: Vec<Key>,
    /// What every token is checked for (algorithm, issuer, audience, the
    /// claims it must hold, the leeway): built once, not per request (its
    /// three sets were allocated on every signed-in request).
    validation: Validation,
    /// Session tokens whose signature and fixed claims were checked, by
    /// their text: a token's text cannot change, and the keys live as
    /// long as this service, so only its times are checked again on each
    /// use. The decode (base64, JSON, HMAC) was the largest cost of ours
    /// left in a trivial signed-in request (BENCHMARKS.md, W1).
    verified: Cache<Arc<str>, Arc<Claims>>,
    pub access_ttl: Duration,
    pub refresh_ttl: Duration,
}

impl TokenService {
    /// The shortest secret accepted, in bytes.
    pub const MIN_SECRET_LEN: usize = MIN_SECRET_BYTES;

    /// `secret` signs new tokens; `previous` secrets still verify old ones.
    pub fn new(secret: &[u8], previous: &[Vec<u8>]) -> AppResult<Self> {
        if secret.len() < MIN_SECRET_BYTES {
            return Err(AppError::invalid(
                "jwtSecret",
                format!("must be at least {MIN_SECRET_BYTES} bytes"),
            ));
        }
        let mut validation = Validation::new(Algorithm::HS256);
        validation.leeway = LEEWAY_SECS;
        validation.set_issuer(&[ISSUER]);
        validation.set_audience(&[AUDIENCE]);
        validation.set_required_spec_claims(&["exp", "sub", "iss", "aud"]);
        Ok(Self {
            current: Key::new(secret),
            previous: previous.iter().map(|s| Key::new(s)).collect(),
            validation,
            verified: Cache::new(VERIFIED_CAPACITY),
            access_ttl: Duration::days(7),
            refresh_ttl: Duration::days(30),
        })
    }

    pub fn key_id(&self) -> &str {
        &self.current.kid
    }

    /// HMAC-SHA256 of `data` under the current key, separated by `purpose`
    /// (SMS code hashes, sign-in signatures), as hex.
    pub fn mac(&self, purpose: &str, data: &str) -> String {
        mac_with(&self.current.secret, purpose, data)
    }

    /// `data`'s MACs under each previous key (a rotation), as [`Self::mac`]
    /// makes them: a value kept under an old key is still found.
    pub fn previous_macs(&self, purpose: &str, data: &str) -> Vec<String> {
        self.previous
            .iter()
            .map(|k| mac_with(&k.secret, purpose, data))
            .collect()
    }

    /// Whether `mac` is `data`'s MAC under the current or a previous key,
    /// compared in constant time.
    pub fn verify_mac(&self, purpose: &str, data: &str, mac: &str) -> bool {
        use subtle::ConstantTimeEq;
        std::iter::once(&self.current)
            .chain(self.previous.iter())
            .any(|k| {
                bool::from(
                    mac_with(&k.secret, purpose, data)
                        .as_bytes()
                        .ct_eq(mac.as_bytes()),
                )
            })
    }

    /// 256-bit keys for sealing data at rest (`kernel::sealed`), derived
    /// from each signing secret and separated by `purpose`: the current
    /// key first, then the previous ones (a value sealed before a rotation
    /// still opens), each with its key id.
    pub(crate) fn sealing_keys(&self, purpose: &str) -> Vec<(&str, [u8; 32])> {
        std::iter::once(&self.current)
            .chain(self.previous.iter())
            .map(|k| {
                let mut key = [0u8; 32];
                let hex = mac_with(&k.secret, "sealing-key", purpose);
                // `mac_with` answers 64 hex digits: decoding cannot fail.
                let _ = hex::decode_to_slice(hex, &mut key);
                (k.kid.as_str(), key)
            })
            .collect()
    }

    /// Signs a new token for `member_id`, returning it with its claims.
    pub fn issue(&self, member_id: i64, kind: TokenKind) -> AppResult<(String, Claims)> {
        let ttl = match kind {
            TokenKind::Access => self.access_ttl,
            TokenKind::Refresh => self.refresh_ttl,
            TokenKind::Partner => Duration::minutes(10),
            TokenKind::Staff => Duration::minutes(STAFF_SESSION_MINUTES),
        };
        self.issue_for(member_id, kind, ttl)
    }

    /// Signs a token with an explicit lifetime.
    pub fn issue_for(
        &self,
        member_id: i64,
        kind: TokenKind,
        ttl: Duration,
    ) -> AppResult<(String, Claims)> {
        self.issue_named(member_id, kind, ttl, random_jti())
    }

    /// Signs a token whose `jti` the caller chose (a partner's access
    /// token names its grant there).
    pub fn issue_named(
        &self,
        member_id: i64,
        kind: TokenKind,
        ttl: Duration,
        jti: String,
    ) -> AppResult<(String, Claims)> {
        let now = crate::kernel::clock::now();
        let claims = Claims {
            sub: member_id.to_string(),
            iss: ISSUER.into(),
            aud: AUDIENCE.into(),
            iat: now.timestamp(),
            exp: (now + ttl).timestamp(),
            jti,
            typ: kind,
            iat_us: Some(now.timestamp_micros()),
        };
        let mut header = Header::new(Algorithm::HS256);
        header.kid = Some(self.current.kid.clone());
        let token = jsonwebtoken::encode(&header, &claims, &self.current.encoding)
            .map_err(AppError::internal)?;
        Ok((token, claims))
    }

    /// The token of `kind` (a member's access token or a staff session)
    /// that replaces token `old_jti` of `member_id`, replaced at `at`: its
    /// id is derived from the old one's and its times from `at`, so every
    /// refresh of one token, on any instance, signs the same claims and so
    /// the same token (HS256 is deterministic) without keeping the new
    /// token anywhere.
    pub fn replacement(
        &self,
        member_id: i64,
        old_jti: &str,
        at: DateTime<Utc>,
        kind: TokenKind,
    ) -> AppResult<(String, Claims)> {
        let ttl = match kind {
            TokenKind::Staff => Duration::minutes(STAFF_SESSION_MINUTES),
            _ => self.access_ttl,
        };
        let claims = Claims {
            sub: member_id.to_string(),
            iss: ISSUER.into(),
            aud: AUDIENCE.into(),
            iat: at.timestamp(),
            exp: (at + ttl).timestamp(),
            jti: self.mac("replacement", old_jti)[..32].to_owned(),
            typ: kind,
            iat_us: Some(at.timestamp_micros()),
        };
        let mut header = Header::new(Algorithm::HS256);
        header.kid = Some(self.current.kid.clone());
        let token = jsonwebtoken::encode(&header, &claims, &self.current.encoding)
            .map_err(AppError::internal)?;
        Ok((token, claims))
    }

    /// Verifies a token a signed-in caller sends: a member's access token
    /// or a staff session. Decoded once, whichever of the two it is (trying
    /// one kind and then the other decoded a member's token twice: the
    /// signature, the base64 and the JSON, on every signed-in request).
    /// A token verified before is not decoded again (`verified`); its
    /// expiry and issue time are checked on every use, as the decode
    /// checks them.
    pub fn verify_session(&self, token: &str) -> AppResult<Arc<Claims>> {
        if let Some(claims) = self.verified.get(token) {
            return if within_times(&claims, crate::kernel::clock::now().timestamp()) {
                Ok(claims)
            } else {
                Err(Self::invalid())
            };
        }
        let claims = self.decode(token)?;
        match claims.typ {
            TokenKind::Staff | TokenKind::Access => {
                let claims = Arc::new(claims);
                self.verified.insert(Arc::from(token), claims.clone());
                Ok(claims)
            }
            _ => Err(Self::invalid()),
        }
    }

    /// Verifies signature, algorithm, issuer, audience, times and kind.
    pub fn verify(&self, token: &str, kind: TokenKind) -> AppResult<Claims> {
        let claims = self.decode(token)?;
        if claims.typ != kind {
            return Err(Self::invalid());
        }
        Ok(claims)
    }

    fn invalid() -> AppError {
        AppError::unauthenticated("invalid or expired token")
    }

    /// Signature, algorithm, key, issuer, audience and times; not the kind.
    fn decode(&self, token: &str) -> AppResult<Claims> {
        let invalid = Self::invalid;
        let header = jsonwebtoken::decode_header(token).map_err(|_| invalid())?;
        if header.alg != Algorithm::HS256 {
            return Err(invalid());
        }
        let key = match header.kid.as_deref() {
            Some(kid) => std::iter::once(&self.current)
                .chain(self.previous.iter())
                .find(|k| k.kid == kid)
                .ok_or_else(invalid)?,
            None => return Err(invalid()),
        };
        let data = jsonwebtoken::decode::<Claims>(token, &key.decoding, &self.validation)
            .map_err(|_| invalid())?;
        let claims = data.claims;
        // `iat` and `jti` are required by the Claims type itself; a token
        // issued in the future (beyond the leeway) is forged or from a bad clock.
        if !within_times(&claims, crate::kernel::clock::now().timestamp()) || claims.jti.is_empty()
        {
            return Err(invalid());
        }
        Ok(claims)
    }
}

/// The checks of a token's times at `now` (seconds): not expired beyond
/// the leeway (as the decode's validation checks `exp`), not issued in the
/// future beyond it.
fn within_times(claims: &Claims, now: i64) -> bool {
    let leeway = LEEWAY_SECS as i64;
    claims.exp >= now - leeway && claims.iat <= now + leeway
}

fn mac_with(secret: &[u8], purpose: &str, data: &str) -> String {
    use hmac::{Hmac, Mac};
    let Ok(mut mac) = Hmac::<Sha256>::new_from_slice(secret) else {
        return String::new();
    };
    mac.update(purpose.as_bytes());
    mac.update(b"\0");
    mac.update(data.as_bytes());
    hex::encode(mac.finalize().into_bytes())
}

fn random_jti() -> String {
    use rand::RngCore;
    let mut bytes = [0u8; 16];
    rand::rngs::OsRng.fill_bytes(&mut bytes);
    hex::encode(bytes)
}

#[cfg(test)]
mod tests {
    use super::*;
    use base64::Engine;

    fn service() -> TokenService {
        TokenService::new(&[7u8; 32], &[]).unwrap()
    }

    #[test]
    fn round_trip_access_token() {
        let s = service();
        let (token, claims) = s.issue(42, TokenKind::Access).unwrap();
        let back = s.verify(&token, TokenKind::Access).unwrap();
        assert_eq!(back.member_id().unwrap(), 42);
        assert_eq!(back.jti, claims.jti);
    }

    #[test]
    fn a_revocation_is_compared_to_the_microsecond() {
        let s = service();
        let (token, _) = s.issue(42, TokenKind::Access).unwrap();
        let claims = s.verify(&token, TokenKind::Access).unwrap();
        let issued = DateTime::from_timestamp_micros(claims.iat_us.unwrap()).unwrap();
        assert_eq!(issued.timestamp(), claims.iat);
        let micro = Duration::microseconds(1);
        assert!(claims.issued_by(issued), "the same microsecond is before");
        assert!(claims.issued_by(issued + micro));
        assert!(
            !claims.issued_by(issued - micro),
            "after a revocation in its second"
        );
        // A token without the claim counts from the start of its second.
        let old = Claims {
            iat_us: None,
            ..claims
        };
        let second = DateTime::from_timestamp(old.iat, 0).unwrap();
        assert!(old.issued_by(second));
        assert!(!old.issued_by(second - micro));
        assert!(old.issued_by(second + Duration::milliseconds(999)));
    }

    #[test]
    fn a_session_token_is_decoded_once_and_its_times_checked_on_every_use() {
        let s = service();
        let (token, _) = s.issue(42, TokenKind::Access).unwrap();
        let first = s.verify_session(&token).unwrap();
        let again = s.verify_session(&token).unwrap();
        assert!(Arc::ptr_eq(&first, &again), "the second use is not decoded");
        // The kept claims of a token past its expiry (and the leeway).
        let now = crate::kernel::clock::now().timestamp();
        let lapsed = Claims {
            exp: now - LEEWAY_SECS as i64 - 1,
            ..(*first).clone()
        };
        s.verified
            .insert(Arc::from(token.as_str()), Arc::new(lapsed));
        assert!(s.verify_session(&token).is_err());
        // Within the leeway it still works, as when decoded.
        let late = Claims {
            exp: now - LEEWAY_SECS as i64 + 5,
            ..(*first).clone()
        };
        s.verified.insert(Arc::from(token.as_str()), Arc::new(late));
        assert!(s.verify_session(&token).is_ok());
        // A token refused is not kept.
        let (refresh, _) = s.issue(42, TokenKind::Refresh).unwrap();
        assert!(s.verify_session(&refresh).is_err());
        assert!(s.verified.get(refresh.as_str()).is_none());
    }

    #[test]
    fn refresh_token_is_not_an_access_token() {
        let s = service();
        let (token, _) = s.issue(42, TokenKind::Refresh).unwrap();
        assert!(s.verify(&token, TokenKind::Access).is_err());
    }

    #[test]
    fn a_partners_token_is_not_a_members() {
        let s = service();
        let (token, _) = s.issue(42, TokenKind::Partner).unwrap();
        assert!(s.verify(&token, TokenKind::Access).is_err());
        assert!(s.verify(&token, TokenKind::Partner).is_ok());
        let (member, _) = s.issue(42, TokenKind::Access).unwrap();
        assert!(s.verify(&member, TokenKind::Partner).is_err());
    }

    #[test]
    fn a_staff_session_is_a_session_and_lives_thirty_minutes() {
        let s = service();
        let (token, claims) = s.issue(7, TokenKind::Staff).unwrap();
        assert_eq!(claims.exp - claims.iat, 30 * 60);
        assert_eq!(s.verify_session(&token).unwrap().typ, TokenKind::Staff);
        let (member, _) = s.issue(7, TokenKind::Access).unwrap();
        assert_eq!(s.verify_session(&member).unwrap().typ, TokenKind::Access);
        let (partner, _) = s.issue(7, TokenKind::Partner).unwrap();
        assert!(s.verify_session(&partner).is_err());
        let (refresh, _) = s.issue(7, TokenKind::Refresh).unwrap();
        assert!(s.verify_session(&refresh).is_err());
        // A refresh keeps the kind and starts the 30 minutes again.
        let later = crate::kernel::clock::now() + Duration::minutes(20);
        let (_, next) = s
            .replacement(7, &claims.jti, later, TokenKind::Staff)
            .unwrap();
        assert_eq!(next.typ, TokenKind::Staff);
        assert_eq!(next.exp, (later + Duration::minutes(30)).timestamp());
    }

    #[test]
    fn short_secret_is_refused() {
        assert!(TokenService::new(b"short", &[]).is_err());
    }

    #[test]
    fn other_key_and_alg_none_are_rejected() {
        let s = service();
        let other = TokenService::new(&[8u8; 32], &[]).unwrap();
        let (token, _) = other.issue(1, TokenKind::Access).unwrap();
        assert!(s.verify(&token, TokenKind::Access).is_err());

        // Hand-made `alg: none` token with our kid.
        let b64 = base64::engine::general_purpose::URL_SAFE_NO_PAD;
        let header = b64.encode(format!(r#"{{"alg":"none","kid":"{}"}}"#, s.key_id()));
        let (_, claims) = s.issue(1, TokenKind::Access).unwrap();
        let body = b64.encode(serde_json::to_vec(&claims).unwrap());
        assert!(s
            .verify(&format!("{header}.{body}."), TokenKind::Access)
            .is_err());
    }

    #[test]
    fn previous_key_still_verifies_during_rotation() {
        let old = TokenService::new(&[1u8; 32], &[]).unwrap();
        let (token, _) = old.issue(5, TokenKind::Access).unwrap();
        let rotated = TokenService::new(&[2u8; 32], &[vec![1u8; 32]]).unwrap();
        assert_eq!(
            rotated
                .verify(&token, TokenKind::Access)
                .unwrap()
                .member_id()
                .unwrap(),
            5
        );
    }
}
