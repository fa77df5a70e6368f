//! The token denylist: tokens signed out, or replaced by a refresh (they
//! keep working [`ROTATION_GRACE_SECS`] more, for requests already in
//! flight). Its source of truth is the `token_denial` table, so a
//! signed-in request can be checked whatever the short-lived store does:
//! with Redis down every request is checked here (one primary-key read,
//! folded into the member read when both are needed), and logouts and
//! refreshes keep working.
//!
//! The identity cache (`kernel::identity`) keeps what it read and learns
//! every change from the bus (`TokensRevoked`, `TokenRotated`), so with the
//! bus up a token is read here about once per [`identity::TTL`]. There is
//! no copy in Redis: it would go stale across an outage (what was written
//! meanwhile) and across a restart of a Redis that keeps nothing on disk,
//! and it would save no statement, the member's row being read at the same
//! moment anyway.
//!
//! [`ROTATION_GRACE_SECS`]: super::viewer::ROTATION_GRACE_SECS
//! [`identity::TTL`]: super::identity::TTL

use std::sync::Arc;
use std::time::Duration;

use chrono::{DateTime, Utc};
use sea_orm::sea_query::{Expr, OnConflict};
use sea_orm::{
    ActiveValue::Set, ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, QuerySelect,
};

use super::context::AppContext;
use super::error::AppResult;
use super::identity::DenyEntry;
use super::jobs::{self, Claimed, Registry};
use entities::token_denial;

/// A token signed out: refused from now on.
pub const LOGOUT: &str = "logout";
/// A token replaced by a refresh: refused after the grace.
pub const ROTATED: &str = "rotated";
/// The job that removes rows of tokens past their expiry.
pub const SWEEP: &str = "kernel.denylist_sweep";
/// Rows removed per statement by the sweep.
const SWEEP_BATCH: u64 = 1000;

/// The identity cache's form of a row: `logout`, or `rotated:<unix secs>`.
pub fn entry(reason: &str, at: DateTime<Utc>) -> Arc<str> {
    if reason == ROTATED {
        Arc::from(format!("{ROTATED}:{}", at.timestamp()))
    } else {
        Arc::from(LOGOUT)
    }
}

/// Token `jti`'s entry, if it is on the list.
pub async fn read<C: ConnectionTrait>(db: &C, jti: &str) -> AppResult<DenyEntry> {
    Ok(token_denial::Entity::find_by_id(jti.to_owned())
        .one(db)
        .await?
        .map(|r| entry(&r.reason, r.at)))
}

/// Signs token `jti` of `member_id` out (it expires at `expires_at`):
/// refused from now on, also when a refresh had replaced it.
pub async fn sign_out<C: ConnectionTrait>(
    db: &C,
    jti: &str,
    member_id: i64,
    expires_at: DateTime<Utc>,
) -> AppResult<()> {
    let now = super::clock::now();
    token_denial::Entity::insert(token_denial::ActiveModel {
        jti: Set(jti.to_owned()),
        member_id: Set(member_id),
        reason: Set(LOGOUT.to_owned()),
        at: Set(now),
        expires_at: Set(expires_at),
    })
    .on_conflict(
        OnConflict::column(token_denial::Column::Jti)
            .update_columns([token_denial::Column::Reason, token_denial::Column::At])
            .to_owned(),
    )
    .exec_without_returning(db)
    .await?;
    Ok(())
}

/// How a refresh of a token stands.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Rotation {
    /// When the token was replaced: the replacement's issue time.
    pub at: DateTime<Utc>,
    /// This call replaced it (the others that raced it read its time).
    pub first: bool,
    /// The token was signed out instead.
    pub signed_out: bool,
}

/// Replaces token `jti` at `now`, once: parallel refreshes of one token
/// all answer the first one's time, from which each derives the same
/// replacement token (`TokenService::replacement`).
pub async fn rotate<C: ConnectionTrait>(
    db: &C,
    jti: &str,
    member_id: i64,
    expires_at: DateTime<Utc>,
    now: DateTime<Utc>,
) -> AppResult<Rotation> {
    let inserted = token_denial::Entity::insert(token_denial::ActiveModel {
        jti: Set(jti.to_owned()),
        member_id: Set(member_id),
        reason: Set(ROTATED.to_owned()),
        at: Set(now),
        expires_at: Set(expires_at),
    })
    .on_conflict(
        OnConflict::column(token_denial::Column::Jti)
            .do_nothing()
            .to_owned(),
    )
    .exec_without_returning(db)
    .await?;
    if inserted == 1 {
        return Ok(Rotation {
            at: now,
            first: true,
            signed_out: false,
        });
    }
    let row = token_denial::Entity::find_by_id(jti.to_owned())
        .one(db)
        .await?
        .ok_or_else(|| super::error::AppError::conflict("the token changed; retry"))?;
    Ok(Rotation {
        at: row.at,
        first: false,
        signed_out: row.reason != ROTATED,
    })
}

/// The sweep job (no payload).
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
pub async fn enqueue_sweep(ctx: &AppContext) -> AppResult<()> {
    let now = super::clock::now();
    let hour = now.timestamp() / 3600;
    jobs::ask(&ctx.db, &Sweep {}, now, Some(&format!("{SWEEP}:{hour}"))).await
}

/// Runs for the life of the server: every ten minutes the hour's sweep is
/// asked for.
pub async fn run_forever(ctx: AppContext) {
    let mut tick = tokio::time::interval(Duration::from_secs(600));
    loop {
        tick.tick().await;
        if let Err(e) = enqueue_sweep(&ctx).await {
            tracing::warn!(error = %e.message, "denylist sweep not enqueued");
        }
    }
}

/// Removes the rows of tokens that expired (a minute's leeway past the
/// verifier's), [`SWEEP_BATCH`] at a time.
async fn sweep(ctx: &AppContext, _run: &Claimed) -> AppResult<()> {
    let before = super::clock::now() - chrono::Duration::minutes(2);
    let mut gone = 0u64;
    loop {
        let batch: Vec<String> = token_denial::Entity::find()
            .select_only()
            .column(token_denial::Column::Jti)
            .filter(token_denial::Column::ExpiresAt.lt(before))
            .limit(SWEEP_BATCH)
            .into_tuple()
            .all(&ctx.db)
            .await?;
        if batch.is_empty() {
            break;
        }
        let n = batch.len() as u64;
        token_denial::Entity::delete_many()
            .filter(token_denial::Column::Jti.is_in(batch))
            .filter(Expr::col(token_denial::Column::ExpiresAt).lt(before))
            .exec(&ctx.db)
            .await?;
        gone += n;
        if n < SWEEP_BATCH {
            break;
        }
    }
    tracing::debug!(rows = gone, "denylist swept");
    Ok(())
}
