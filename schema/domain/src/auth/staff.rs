//! Staff sign-in (the spec's `Login`): phone and password, then the
//! second factor (`auth::factor`). Only a sign-in with a right code — or
//! the confirmation of a new factor — gives a staff session; a password
//! alone gives a member's token (legacy `Login` keeps its contract: an
//! enrolled account without `oneTimeCode` gets a token with no staff
//! rights, docs/legacy.md).

use std::time::Duration;

use argon2::{Argon2, PasswordHash, PasswordVerifier};
use chrono::{DateTime, Utc};
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter};

use super::factor::{self, SecondFactor};
use crate::kernel::context::AppContext;
use crate::kernel::enums::Gate;
use crate::kernel::error::{AppError, AppResult};
use crate::kernel::token::TokenKind;
use crate::kernel::viewer::{is_active, Viewer};
use crate::member::{load_profile, MemberView};
use entities::member;

/// Staff password tries per phone per 15 minutes (a right one clears).
const MAX_LOGIN_FAILURES: i64 = 10;

/// A staff password sign-in (the spec's LoginReply).
#[derive(Debug, Clone)]
pub struct StaffSignIn {
    pub token: String,
    pub expire_at: DateTime<Utc>,
    /// The staff member as they see themselves.
    pub member: MemberView,
    /// Whether `token` is a staff session, or what it still needs.
    pub second_factor: SecondFactor,
}

/// Staff sign-in: `user_name` is the phone, `cipher` the password, `code`
/// a one-time code (TOTP or recovery) for an enrolled account. Wrong
/// credentials answer `UNAUTHENTICATED`; repeated failures are rate
/// limited (10 passwords per phone, 5 codes per account, 15 minutes).
pub async fn login(
    ctx: &AppContext,
    user_name: &str,
    cipher: &str,
    _gate: Option<Gate>,
    code: Option<&str>,
) -> AppResult<StaffSignIn> {
    let m = check_password(ctx, user_name, cipher).await?;
    let code = code.map(str::trim).filter(|c| !c.is_empty());
    let second_factor = match (factor::verify::confirmed(&ctx.db, m.id).await?, code) {
        (Some(f), Some(code)) => {
            factor::verify::spend(ctx, &f, code).await?;
            SecondFactor::Verified
        }
        (Some(_), None) => SecondFactor::Required,
        (None, _) => SecondFactor::Enrol,
    };
    sign_in(ctx, m.id, second_factor).await
}

/// The viewer confirms a new factor with its first code: the recovery
/// codes (shown once) and a staff session.
pub async fn confirm_factor(
    ctx: &AppContext,
    viewer: &Viewer,
    code: &str,
) -> AppResult<(Vec<String>, StaffSignIn)> {
    let codes = factor::enrol::confirm(ctx, viewer, code).await?;
    let session = sign_in(ctx, viewer.member_id, SecondFactor::Verified).await?;
    Ok((codes, session))
}

/// The caller's staff session as the console reads it: the permissions it
/// carries now and when it ends unless renewed. Staff sessions only.
pub fn session(viewer: &Viewer) -> AppResult<(Vec<crate::kernel::Permission>, DateTime<Utc>)> {
    viewer.require_staff()?;
    Ok((viewer.permissions.clone(), viewer.expires_at))
}

/// The token for `member_id`: a staff session once the factor is done.
async fn sign_in(
    ctx: &AppContext,
    member_id: i64,
    second_factor: SecondFactor,
) -> AppResult<StaffSignIn> {
    let kind = match second_factor {
        SecondFactor::Verified => TokenKind::Staff,
        SecondFactor::Required | SecondFactor::Enrol => TokenKind::Access,
    };
    let (token, claims) = ctx.tokens.issue(member_id, kind)?;
    Ok(StaffSignIn {
        token,
        expire_at: claims.expires_at(),
        member: MemberView::own(load_profile(&ctx.db, member_id).await?)?,
        second_factor,
    })
}

/// The active staff member with this phone and password.
async fn check_password(
    ctx: &AppContext,
    user_name: &str,
    cipher: &str,
) -> AppResult<member::Model> {
    let wrong = || AppError::unauthenticated("wrong user name or password");
    if user_name.is_empty() || cipher.is_empty() {
        return Err(wrong());
    }
    // Every try counts before the password is checked (an atomic
    // increment: parallel guesses cannot overrun it); a right one clears.
    let fail_key = format!("login:fail:{user_name}");
    crate::kernel::kv::hit_limit(
        ctx.kv.as_ref(),
        &fail_key,
        MAX_LOGIN_FAILURES,
        Duration::from_secs(900),
    )
    .await?;
    let m = member::Entity::find()
        .filter(member::Column::Phone.eq(user_name))
        .one(&ctx.db)
        .await?;
    let hash = m.as_ref().and_then(|m| m.password_hash.clone());
    // argon2 takes tens of milliseconds: keep it off the async workers.
    // Unknown users are checked against a dummy hash so both take as long.
    let password = cipher.to_owned();
    let ok = tokio::task::spawn_blocking(move || {
        let h = match hash {
            Some(h) => h,
            None => dummy_hash()?,
        };
        Ok::<bool, AppError>(
            PasswordHash::new(&h)
                .map(|parsed| {
                    Argon2::default()
                        .verify_password(password.as_bytes(), &parsed)
                        .is_ok()
                })
                .unwrap_or(false),
        )
    })
    .await
    .map_err(AppError::internal)??;
    match m {
        Some(m) if ok && m.is_office && is_active(&m) => {
            let _ = ctx.kv.del(&fail_key).await;
            Ok(m)
        }
        _ => Err(wrong()),
    }
}

/// An argon2id hash of a random string, made once: checking unknown users
/// against it makes them cost as much as known ones.
fn dummy_hash() -> AppResult<String> {
    static DUMMY: std::sync::OnceLock<String> = std::sync::OnceLock::new();
    if let Some(h) = DUMMY.get() {
        return Ok(h.clone());
    }
    let h = crate::member::accounts::hash_password(&uuid::Uuid::new_v4().to_string())?;
    Ok(DUMMY.get_or_init(|| h).clone())
}
