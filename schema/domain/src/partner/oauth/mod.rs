//! Acting for a member by consent: OAuth 2.0 authorization codes with
//! PKCE (RFC 6749 §4.1, RFC 7636), the partner as a confidential client
//! (its key is the `client_secret`).
//!
//! # Design notes
//!
//! The partner sends the member to the member app's consent page
//! (`/oauth/authorize?…`, a page of the app: the member is signed in
//! there); the page shows the partner and the scopes in Chinese
//! (`consent::check`) and the member's answer (`consent::decide`) records
//! a grant and sends the browser back with a code. The partner's server
//! trades the code and its verifier at `POST /oauth/token`
//! (`tokens::exchange_code`) for a short access token (`lmo_…`, 10
//! minutes) and a refresh token (`lmr_…`, 30 days, replaced at each use,
//! `tokens::refresh`). A request with the key and the access token acts
//! for the member with the key's scopes narrowed to the grant's
//! (`access::resolve`).
//!
//! Why by hand and not the `oauth2` crate: that crate is a client; the
//! server crates (oxide-auth) bring their own frontends, storage traits
//! and request types that would sit beside axum's and sea-orm's rather
//! than in them. What a server needs here is small and each part has a
//! test from its RFC: S256 (`pkce`, RFC 7636 Appendix B), exact redirect
//! matching (`redirect`), single-use codes and rotated refresh tokens
//! (conditional updates), §5.2's error codes (`tokens::TokenError`).
//!
//! Revocation: a grant has a `generation`; every code, access token (in
//! its `jti`) and refresh token carries the generation it was issued at,
//! and revoking moves it. A partner request reads its grant's row, so a
//! revocation holds on the next request on every instance, bus or no bus
//! (docs/partners.md, "Acting for a member"). A spent code or refresh
//! token presented again ends the grant (RFC 6749 §4.1.2, RFC 6819
//! §5.2.2.3): a copy is in someone else's hands.
//!
//! Secrets at rest: codes and refresh tokens are kept as their SHA-256
//! (256 random bits each, so no salt or slow hash is needed); access
//! tokens are signed JWTs (`kernel::token`, `typ: partner`) and not kept.
//!
//! Tables: `oauth_grant` (unique per partner and member), `oauth_code`,
//! `oauth_refresh` (swept hourly of what can no longer be presented:
//! `sweep`); `partner.redirect_uris`.

pub mod access;
pub mod consent;
pub mod grants;
pub mod pkce;
pub mod redirect;
pub mod sweep;
pub mod tokens;

pub use consent::{AuthorizationRequest, Consent, Refusal};
pub use grants::AuthorizedApp;
pub use tokens::{TokenError, TokenSet};

/// 256 random bits as 43 base64url characters: a code or refresh token.
fn random_secret() -> String {
    use base64::Engine;
    use rand::RngCore;
    let mut bytes = [0u8; 32];
    rand::rngs::OsRng.fill_bytes(&mut bytes);
    base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(bytes)
}

/// How a code or refresh token is kept: its SHA-256, hex.
fn sha256_hex(secret: &str) -> String {
    use sha2::{Digest, Sha256};
    hex::encode(Sha256::digest(secret.as_bytes()))
}
