//! Checking a staff member's one-time code: a TOTP code (each step used
//! once) or a recovery code (each used once), with a lockout after 5
//! wrong codes in 15 minutes.

use std::time::Duration;

use sea_orm::sea_query::Expr;
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter};

use super::{totp, SEALED_PURPOSE};
use crate::kernel::context::AppContext;
use crate::kernel::error::{AppError, AppResult};
use entities::{staff_factor, staff_recovery_code};

/// Codes tried per account per [`LOCKOUT`] (a right one clears the count).
pub const MAX_CODE_FAILURES: i64 = 5;
/// The lockout window.
pub const LOCKOUT: Duration = Duration::from_secs(15 * 60);

fn fail_key(member_id: i64) -> String {
    format!("factor:fail:{member_id}")
}

/// The member's confirmed factor, if any.
pub async fn confirmed<C: sea_orm::ConnectionTrait>(
    db: &C,
    member_id: i64,
) -> AppResult<Option<staff_factor::Model>> {
    Ok(staff_factor::Entity::find_by_id(member_id)
        .one(db)
        .await?
        .filter(|f| f.confirmed_at.is_some()))
}

/// Checks `code` for `factor`: a right TOTP code of a step not used yet,
/// or an unused recovery code, is spent and answers `Ok`; anything else
/// counts a failure and answers `UNAUTHENTICATED`.
pub async fn spend(ctx: &AppContext, factor: &staff_factor::Model, code: &str) -> AppResult<()> {
    // Every try is counted before the code is looked at (an atomic
    // increment), so even in parallel at most 5 are evaluated a window;
    // a right code clears the count.
    let key = fail_key(factor.member_id);
    crate::kernel::kv::hit_limit(ctx.kv.as_ref(), &key, MAX_CODE_FAILURES, LOCKOUT).await?;
    let code = code.trim();
    let spent = if totp::looks_like_recovery_code(code) {
        spend_recovery(ctx, factor.member_id, code).await?
    } else {
        spend_step(ctx, factor, code).await?
    };
    if spent {
        let _ = ctx.kv.del(&key).await;
        Ok(())
    } else {
        Err(AppError::unauthenticated("wrong or used one-time code").at_field("code"))
    }
}

/// A TOTP code: the step it matches must be newer than the last one used.
pub(super) async fn spend_step(
    ctx: &AppContext,
    factor: &staff_factor::Model,
    code: &str,
) -> AppResult<bool> {
    let secret = crate::kernel::sealed::open(&ctx.tokens, SEALED_PURPOSE, &factor.secret)?;
    let now = crate::kernel::clock::now();
    let Some(step) = totp::matching_step(&secret, code, now.timestamp())? else {
        return Ok(false);
    };
    // The conditional update decides between parallel sign-ins with one
    // code: one moves the step, the others find it moved.
    let moved = staff_factor::Entity::update_many()
        .col_expr(staff_factor::Column::LastStep, Expr::value(step))
        .col_expr(staff_factor::Column::UpdatedAt, Expr::value(now))
        .filter(staff_factor::Column::MemberId.eq(factor.member_id))
        .filter(staff_factor::Column::LastStep.lt(step))
        .exec(&ctx.db)
        .await?;
    Ok(moved.rows_affected == 1)
}

async fn spend_recovery(ctx: &AppContext, member_id: i64, code: &str) -> AppResult<bool> {
    let spent = staff_recovery_code::Entity::update_many()
        .col_expr(
            staff_recovery_code::Column::UsedAt,
            Expr::value(crate::kernel::clock::now()),
        )
        .filter(staff_recovery_code::Column::MemberId.eq(member_id))
        .filter(staff_recovery_code::Column::CodeHash.eq(totp::recovery_hash(code)))
        .filter(staff_recovery_code::Column::UsedAt.is_null())
        .exec(&ctx.db)
        .await?;
    if spent.rows_affected == 1 {
        crate::kernel::audit::record(
            &ctx.db,
            Some(member_id),
            "staff.factor.recovery_code",
            &format!("member:{member_id}"),
            serde_json::json!({}),
        )
        .await?;
    }
    Ok(spent.rows_affected == 1)
}

/// Recovery codes the member has left.
pub async fn recovery_codes_left(ctx: &AppContext, member_id: i64) -> AppResult<u64> {
    use sea_orm::PaginatorTrait;
    Ok(staff_recovery_code::Entity::find()
        .filter(staff_recovery_code::Column::MemberId.eq(member_id))
        .filter(staff_recovery_code::Column::UsedAt.is_null())
        .count(&ctx.db)
        .await?)
}
