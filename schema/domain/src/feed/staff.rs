//! Staff and the feeds (issue 57): each feed's health (the last success,
//! the lag behind the source's own time, failures, the circuit) and a
//! pause that stops its polls until lifted.

use chrono::{DateTime, Utc};
use sea_orm::{ActiveModelTrait, EntityTrait, QueryOrder, Set};

use super::poll::{self, Feed, OPEN_AFTER};
use crate::kernel::{AppContext, AppError, AppResult, Permission, Viewer};
use entities::feed_state;

/// A feed's health as staff read it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FeedHealth {
    pub state: feed_state::Model,
    /// Seconds from the source's own time of the data last taken to now.
    pub lag_secs: Option<i64>,
    /// The circuit is open: polls wait until `next_attempt_at`.
    pub circuit_open: bool,
}

/// `row`'s health at `now`.
pub fn health_of(row: feed_state::Model, now: DateTime<Utc>) -> FeedHealth {
    FeedHealth {
        lag_secs: row.source_time.map(|t| (now - t).num_seconds().max(0)),
        circuit_open: row.consecutive_failures >= OPEN_AFTER
            && row.next_attempt_at.is_some_and(|at| at > now),
        state: row,
    }
}

/// Every feed that has polled (a configured feed's row is written by its
/// first poll, within a minute of the start).
pub async fn health(ctx: &AppContext, viewer: &Viewer) -> AppResult<Vec<FeedHealth>> {
    viewer.require(Permission::Operations)?;
    all(ctx).await
}

/// Every feed's health (also the metrics' source, without a viewer).
pub async fn all(ctx: &AppContext) -> AppResult<Vec<FeedHealth>> {
    let now = crate::kernel::clock::now();
    Ok(feed_state::Entity::find()
        .order_by_asc(feed_state::Column::Feed)
        .all(&ctx.db)
        .await?
        .into_iter()
        .map(|r| health_of(r, now))
        .collect())
}

/// Pauses or resumes the feed named `name` (operations; audited).
pub async fn set_paused(
    ctx: &AppContext,
    viewer: &Viewer,
    name: &str,
    paused: bool,
) -> AppResult<FeedHealth> {
    viewer.require(Permission::Operations)?;
    let feed = Feed::from_name(name)
        .ok_or_else(|| AppError::invalid("feed", format!("no feed named {name:?}")))?;
    let st = poll::state(ctx, feed).await?;
    let txn = crate::kernel::db::begin(ctx).await?;
    let mut row: feed_state::ActiveModel = st.into();
    row.paused = Set(paused);
    row.updated_at = Set(crate::kernel::clock::now());
    let saved = row.update(&txn).await?;
    crate::kernel::audit::record(
        &txn,
        Some(viewer.member_id),
        if paused { "feed.pause" } else { "feed.resume" },
        &format!("feed:{}", feed.name()),
        serde_json::json!({}),
    )
    .await?;
    txn.commit().await?;
    Ok(health_of(saved, crate::kernel::clock::now()))
}

/// Sets the gauges a dashboard and an alert read: per feed the seconds
/// since its last success and its lag behind the source.
pub async fn export_gauges(ctx: &AppContext) -> AppResult<()> {
    let now = crate::kernel::clock::now();
    for h in all(ctx).await? {
        let name = h.state.feed.clone();
        if let Some(at) = h.state.last_success_at {
            metrics::gauge!("feed_since_success_seconds", "feed" => name.clone())
                .set((now - at).num_seconds().max(0) as f64);
        }
        if let Some(lag) = h.lag_secs {
            metrics::gauge!("feed_lag_seconds", "feed" => name.clone()).set(lag as f64);
        }
        metrics::gauge!("feed_paused", "feed" => name).set(if h.state.paused { 1.0 } else { 0.0 });
    }
    Ok(())
}
