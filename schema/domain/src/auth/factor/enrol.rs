//! Enrolling a staff member's authenticator: a new key shown once (as an
//! `otpauth://` URI for a QR code, and as text), confirmed by a first
//! right code, which also hands out the recovery codes, shown once.
//! Staff holding the members permission reset another's factor (a lost
//! phone); the command line sets one (`create-staff --totp-secret`).

use sea_orm::sea_query::{Expr, OnConflict};
use sea_orm::{ActiveValue::Set, ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter};

use super::{totp, SEALED_PURPOSE};
use crate::kernel::context::AppContext;
use crate::kernel::error::{AppError, AppResult};
use crate::kernel::permission::Permission;
use crate::kernel::token::TokenService;
use crate::kernel::viewer::{is_active, Viewer};
use entities::{member, staff_factor, staff_recovery_code};

/// A key waiting for its first code.
#[derive(Debug, Clone)]
pub struct Enrolment {
    /// The key in base32, for typing into an app.
    pub secret: String,
    /// The `otpauth://` URI, for a QR code.
    pub otpauth_url: String,
}

/// The staff account `member_id` (by its row: the caller holds only a
/// member's token until the factor is confirmed).
async fn staff_row<C: ConnectionTrait>(db: &C, member_id: i64) -> AppResult<member::Model> {
    member::Entity::find_by_id(member_id)
        .one(db)
        .await?
        .filter(|m| m.is_office && is_active(m))
        .ok_or_else(|| AppError::forbidden("staff only"))
}

/// Writes `secret` (sealed) as `member_id`'s factor, confirmed or not,
/// replacing any earlier one.
async fn store<C: ConnectionTrait>(
    db: &C,
    tokens: &TokenService,
    member_id: i64,
    secret: &[u8],
    confirmed: bool,
) -> AppResult<()> {
    let now = crate::kernel::clock::now();
    let sealed = crate::kernel::sealed::seal(tokens, SEALED_PURPOSE, secret)?;
    staff_factor::Entity::insert(staff_factor::ActiveModel {
        member_id: Set(member_id),
        secret: Set(sealed),
        confirmed_at: Set(confirmed.then_some(now)),
        last_step: Set(0),
        created_at: Set(now),
        updated_at: Set(now),
    })
    .on_conflict(
        OnConflict::column(staff_factor::Column::MemberId)
            .update_columns([
                staff_factor::Column::Secret,
                staff_factor::Column::ConfirmedAt,
                staff_factor::Column::LastStep,
                staff_factor::Column::UpdatedAt,
            ])
            .to_owned(),
    )
    .exec(db)
    .await?;
    Ok(())
}

/// The viewer (a staff account without a confirmed factor) gets a new
/// key; asking again replaces it until one is confirmed.
pub async fn begin(ctx: &AppContext, viewer: &Viewer) -> AppResult<Enrolment> {
    let row = staff_row(&ctx.db, viewer.member_id).await?;
    if super::verify::confirmed(&ctx.db, row.id).await?.is_some() {
        return Err(AppError::conflict(
            "a second factor is already enrolled; staff with the members permission can reset it",
        ));
    }
    let secret = totp::new_secret();
    store(&ctx.db, &ctx.tokens, row.id, &secret, false).await?;
    Ok(Enrolment {
        secret: totp::to_base32(&secret),
        otpauth_url: totp::otpauth_url(&secret, row.phone.as_deref().unwrap_or_default())?,
    })
}

/// The first right code confirms the key: answers the recovery codes
/// (shown once; only their hashes are kept). The caller then issues the
/// staff session.
pub async fn confirm(ctx: &AppContext, viewer: &Viewer, code: &str) -> AppResult<Vec<String>> {
    let row = staff_row(&ctx.db, viewer.member_id).await?;
    let factor = staff_factor::Entity::find_by_id(row.id)
        .one(&ctx.db)
        .await?
        .filter(|f| f.confirmed_at.is_none())
        .ok_or_else(|| AppError::conflict("no enrolment is waiting: start one first"))?;
    if !super::verify::spend_step(ctx, &factor, code.trim()).await? {
        return Err(AppError::invalid(
            "code",
            "wrong code: type the code the app shows now",
        ));
    }
    let now = crate::kernel::clock::now();
    let txn = crate::kernel::db::begin(ctx).await?;
    let confirmed = staff_factor::Entity::update_many()
        .col_expr(staff_factor::Column::ConfirmedAt, Expr::value(now))
        .filter(staff_factor::Column::MemberId.eq(row.id))
        .filter(staff_factor::Column::ConfirmedAt.is_null())
        .filter(staff_factor::Column::Secret.eq(factor.secret.clone()))
        .exec(&txn)
        .await?;
    if confirmed.rows_affected != 1 {
        return Err(AppError::conflict(
            "this enrolment was replaced: start again",
        ));
    }
    let codes = replace_recovery_codes(&txn, row.id).await?;
    crate::kernel::audit::record(
        &txn,
        Some(row.id),
        "staff.factor.enrol",
        &format!("member:{}", row.id),
        serde_json::json!({}),
    )
    .await?;
    txn.commit().await?;
    Ok(codes)
}

/// New recovery codes for `member_id`, the old ones gone.
async fn replace_recovery_codes<C: sea_orm::ConnectionTrait>(
    db: &C,
    member_id: i64,
) -> AppResult<Vec<String>> {
    staff_recovery_code::Entity::delete_many()
        .filter(staff_recovery_code::Column::MemberId.eq(member_id))
        .exec(db)
        .await?;
    let now = crate::kernel::clock::now();
    let codes: Vec<String> = (0..totp::RECOVERY_CODES)
        .map(|_| totp::new_recovery_code())
        .collect();
    staff_recovery_code::Entity::insert_many(codes.iter().map(|c| {
        staff_recovery_code::ActiveModel {
            member_id: Set(member_id),
            code_hash: Set(totp::recovery_hash(c)),
            created_at: Set(now),
            ..Default::default()
        }
    }))
    .exec(db)
    .await?;
    Ok(codes)
}

/// Staff with the members permission remove `member_id`'s factor (a lost
/// phone): that account enrols again at its next sign-in. Its staff
/// sessions end at once (signed out everywhere).
pub async fn reset(ctx: &AppContext, viewer: &Viewer, member_id: i64) -> AppResult<()> {
    viewer.require(Permission::Members)?;
    let txn = crate::kernel::db::begin(ctx).await?;
    let gone = staff_factor::Entity::delete_by_id(member_id)
        .exec(&txn)
        .await?;
    staff_recovery_code::Entity::delete_many()
        .filter(staff_recovery_code::Column::MemberId.eq(member_id))
        .exec(&txn)
        .await?;
    if gone.rows_affected == 0 {
        return Err(AppError::not_found("this account has no second factor"));
    }
    crate::kernel::audit::record(
        &txn,
        Some(viewer.member_id),
        "staff.factor.reset",
        &format!("member:{member_id}"),
        serde_json::json!({}),
    )
    .await?;
    // Whoever holds the lost phone may hold a session too: every token of
    // the account ends, on every instance.
    let now = crate::kernel::clock::now();
    member::Entity::update_many()
        .col_expr(member::Column::TokensValidAfter, Expr::value(now))
        .filter(member::Column::Id.eq(member_id))
        .exec(&txn)
        .await?;
    txn.announce(crate::kernel::events::DomainEvent::TokensRevoked {
        member_id,
        token_id: None,
        before: Some(now),
    });
    txn.commit().await?;
    Ok(())
}

/// The command line sets `member_id`'s key (`create-staff
/// --totp-secret`, or a new one it prints): confirmed at once, as the
/// operator holds it. Answers the key in base32 and its URI.
pub async fn set_secret<C: ConnectionTrait>(
    db: &C,
    tokens: &TokenService,
    member_id: i64,
    secret_base32: Option<&str>,
) -> AppResult<Enrolment> {
    let row = staff_row(db, member_id).await?;
    let secret = match secret_base32 {
        Some(text) => totp::from_base32(text)?,
        None => totp::new_secret(),
    };
    store(db, tokens, member_id, &secret, true).await?;
    crate::kernel::audit::record(
        db,
        None,
        "staff.factor.set",
        &format!("member:{member_id}"),
        serde_json::json!({"by": "command line"}),
    )
    .await?;
    Ok(Enrolment {
        secret: totp::to_base32(&secret),
        otpauth_url: totp::otpauth_url(&secret, row.phone.as_deref().unwrap_or_default())?,
    })
}

/// Whether `member_id` has a confirmed factor (the command line keeps it
/// unless asked to replace it).
pub async fn is_enrolled<C: ConnectionTrait>(db: &C, member_id: i64) -> AppResult<bool> {
    Ok(super::verify::confirmed(db, member_id).await?.is_some())
}

/// Removes `member_id`'s factor and recovery codes (account cancellation).
pub async fn erase<C: ConnectionTrait>(db: &C, member_id: i64) -> AppResult<()> {
    staff_recovery_code::Entity::delete_many()
        .filter(staff_recovery_code::Column::MemberId.eq(member_id))
        .exec(db)
        .await?;
    staff_factor::Entity::delete_by_id(member_id)
        .exec(db)
        .await?;
    Ok(())
}
