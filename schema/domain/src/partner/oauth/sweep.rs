//! The hourly sweep of spent and expired codes and refresh tokens, so
//! the tables hold what can still be presented, not every refresh ever
//! made (an app refreshing every 10 minutes writes 144 rows a day).
//!
//! What stays, and why: a code until a day after its expiry, a refresh
//! token until its own expiry or a day after its use — long enough that a
//! copy presented again is recognised as spent and ends the grant
//! (`tokens`); later it is only unknown, which refuses it just the same.
//! A revoked grant stays 30 days (the member's list no longer shows it;
//! the audit log keeps who revoked what), then goes with what it issued —
//! the retention the privacy policy states.

use std::time::Duration;

use chrono::Duration as Span;
use sea_orm::{ColumnTrait, Condition, EntityTrait, QueryFilter};

use crate::kernel::context::AppContext;
use crate::kernel::error::AppResult;
use crate::kernel::jobs::{self, Claimed, Registry};
use entities::{oauth_code, oauth_grant, oauth_refresh};

/// The job's kind.
pub const SWEEP: &str = "partner.oauth_sweep";
/// How long a spent or expired secret is still recognised.
pub const KEPT_DAYS: i64 = 1;
/// How long a revoked grant is kept before it is removed.
pub const REVOKED_KEPT_DAYS: i64 = 30;

#[derive(serde::Serialize, serde::Deserialize)]
struct Sweep {}

impl jobs::Job for Sweep {
    const KIND: &'static str = SWEEP;
}

/// Adds the sweep's handler.
pub fn register(registry: &mut Registry) {
    registry.job(|ctx, _: Sweep, run| async move { sweep(&ctx, &run).await });
}

/// Asks for the sweep of the current hour (one job whatever the number of
/// instances asking).
pub async fn enqueue(ctx: &AppContext) -> AppResult<()> {
    let now = crate::kernel::clock::now();
    let hour = now.timestamp() / 3600;
    jobs::ask(&ctx.db, &Sweep {}, now, Some(&format!("{SWEEP}:{hour}"))).await
}

/// Runs for the life of the server: every ten minutes the hour's sweep is
/// asked for.
pub async fn run_forever(ctx: AppContext) {
    let mut tick = tokio::time::interval(Duration::from_secs(600));
    loop {
        tick.tick().await;
        if let Err(e) = enqueue(&ctx).await {
            tracing::warn!(error = %e.message, "OAuth sweep not enqueued");
        }
    }
}

/// The job: removes what is past keeping.
async fn sweep(ctx: &AppContext, _run: &Claimed) -> AppResult<()> {
    sweep_now(ctx).await.map(|_| ())
}

/// Removes what is past keeping; answers the rows removed.
pub async fn sweep_now(ctx: &AppContext) -> AppResult<u64> {
    let before = crate::kernel::clock::now() - Span::days(KEPT_DAYS);
    let codes = oauth_code::Entity::delete_many()
        .filter(oauth_code::Column::ExpiresAt.lt(before))
        .exec(&ctx.db)
        .await?
        .rows_affected;
    let refresh = oauth_refresh::Entity::delete_many()
        .filter(
            Condition::any()
                .add(oauth_refresh::Column::ExpiresAt.lt(crate::kernel::clock::now()))
                .add(oauth_refresh::Column::UsedAt.lt(before)),
        )
        .exec(&ctx.db)
        .await?
        .rows_affected;
    // Codes and refresh tokens of a removed grant go by foreign key.
    let grants = oauth_grant::Entity::delete_many()
        .filter(
            oauth_grant::Column::RevokedAt
                .lt(crate::kernel::clock::now() - Span::days(REVOKED_KEPT_DAYS)),
        )
        .exec(&ctx.db)
        .await?
        .rows_affected;
    tracing::debug!(codes, refresh, grants, "OAuth secrets swept");
    Ok(codes + refresh + grants)
}
