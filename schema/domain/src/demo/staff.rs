//! The demo's staff account, so the staff console can be tried at once:
//! a fresh password and TOTP key each time the demo is loaded, printed
//! once by `serve --demo` (never fixed in the code: a demo left running
//! on a reachable address must not open with known credentials).

use crate::kernel::error::AppResult;
use crate::kernel::token::TokenService;

/// The demo staff account's phone (outside the demo members' range).
pub const PHONE: &str = "13800000001";

/// What to sign in with.
#[derive(Debug, Clone)]
pub struct DemoStaff {
    pub phone: String,
    pub password: String,
    /// The TOTP key, base32.
    pub totp_secret: String,
    pub otpauth_url: String,
}

/// Creates the demo's administrator with a random password and key.
pub async fn create(
    db: &sea_orm::DatabaseConnection,
    tokens: &TokenService,
) -> AppResult<DemoStaff> {
    use rand::Rng;
    const ALPHABET: &[u8] = b"abcdefghjkmnpqrstuvwxyz23456789";
    let mut rng = rand::rngs::OsRng;
    let password: String = (0..16)
        .map(|_| ALPHABET[rng.gen_range(0..ALPHABET.len())] as char)
        .collect();
    let staff =
        crate::member::accounts::create_or_promote(db, PHONE, &password, Some("演示管理员"))
            .await?;
    let key = crate::auth::factor::enrol::set_secret(db, tokens, staff.member_id, None).await?;
    Ok(DemoStaff {
        phone: PHONE.to_owned(),
        password,
        totp_secret: key.secret,
        otpauth_url: key.otpauth_url,
    })
}
