//! The retention job (issue 53): the append-only records — done jobs,
//! webhook deliveries, tracking events, notifications — are deleted once
//! older than their retention (`rules::retention`, staff may change it in
//! system config), so the tables grow with the traffic of a window, not of
//! the product's life. Each owning area deletes its own rows
//! (`jobs::prune_done`, `webhook::log::prune`, `tracking::prune`,
//! `notify::retention::prune`); this job asks them in batches.
//!
//! One job an hour whatever the number of instances (`periodic`); each run
//! deletes at most [`MOST_BATCHES`] × [`BATCH`] rows a table, oldest
//! first, so a first run on a large table is spread over hours rather than
//! holding the database. Deleting is idempotent: a run cut short by a
//! restart is simply run again.

use std::future::Future;

use chrono::{DateTime, Duration, Utc};
use rules::retention::{validate, Retention, SETTINGS};
use serde::{Deserialize, Serialize};

use crate::kernel::jobs::{Claimed, Job, Registry};
use crate::kernel::{periodic, AppContext, AppResult};

/// Rows one statement deletes.
pub const BATCH: u64 = 2_000;
/// Batches a table gets in one run.
pub const MOST_BATCHES: u32 = 50;
/// Metric: rows deleted, by table.
pub const PRUNED_METRIC: &str = "retention_pruned_total";

/// The hourly job.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct Prune {}

impl Job for Prune {
    const KIND: &'static str = "retention.prune";
}

pub fn register(registry: &mut Registry) {
    registry.job(|ctx, _: Prune, _run: Claimed| async move {
        prune_now(&ctx, crate::kernel::clock::now())
            .await
            .map(|_| ())
    });
}

/// Registers the settings with system config's check.
pub fn register_settings(settings: &mut crate::kernel::settings::Registry) {
    settings.own(
        "retention",
        crate::kernel::settings::Definition::ints(&SETTINGS),
        |key, _, int_value| validate(key, int_value),
    );
}

/// How long after an instance starts it first asks: a start (a rolling
/// restart, a benchmark's server) is busy enough without a prune.
pub const FIRST_ASK_AFTER: std::time::Duration = std::time::Duration::from_secs(600);

/// Runs for the life of the server: from [`FIRST_ASK_AFTER`] on, each
/// minute the hour's prune is asked for (one job whatever the number of
/// instances).
pub async fn run_forever(ctx: AppContext) {
    tokio::time::sleep(FIRST_ASK_AFTER).await;
    periodic::every_minute(ctx, "retention", |ctx| async move {
        periodic::ask_in_slot(&ctx, &Prune {}, 3600).await
    })
    .await
}

/// The retention in force (a stored value out of range: logged, default).
pub async fn load(ctx: &AppContext) -> AppResult<Retention> {
    let types: Vec<String> = SETTINGS.iter().map(|s| s.0.to_owned()).collect();
    let mut r = Retention::default();
    for item in crate::system_config::get(ctx, &types).await? {
        if let Err(e) = validate(&item.config_type, Some(item.int_value)) {
            tracing::warn!(config = %item.config_type, error = %e.message, "retention setting unreadable; using the default");
            continue;
        }
        r.set(&item.config_type, item.int_value);
    }
    Ok(r)
}

/// What one run deleted, by table.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Pruned {
    pub jobs: u64,
    pub webhook_deliveries: u64,
    pub tracking_events: u64,
    pub notifications: u64,
}

/// Deletes what is past its retention as of `now`.
pub async fn prune_now(ctx: &AppContext, now: DateTime<Utc>) -> AppResult<Pruned> {
    let r = load(ctx).await?;
    let cut = |days: i64| now - Duration::days(days);
    let db = &ctx.db;
    let pruned = Pruned {
        jobs: batches("job", |n| {
            crate::kernel::jobs::prune_done(db, cut(r.job_days), n)
        })
        .await?,
        webhook_deliveries: batches("webhook_delivery", |n| {
            crate::webhook::log::prune(db, cut(r.webhook_delivery_days), n)
        })
        .await?,
        tracking_events: batches("tracking_event", |n| {
            crate::tracking::prune(db, cut(r.tracking_days), n)
        })
        .await?,
        notifications: batches("notification", |n| {
            crate::notify::retention::prune(db, cut(r.notification_days), n)
        })
        .await?,
    };
    tracing::info!(?pruned, "retention: old records deleted");
    Ok(pruned)
}

/// Runs `prune` batch after batch until a batch comes back short (or
/// [`MOST_BATCHES`] ran).
async fn batches<F, Fut>(table: &'static str, prune: F) -> AppResult<u64>
where
    F: Fn(u64) -> Fut,
    Fut: Future<Output = AppResult<u64>>,
{
    let mut total = 0;
    for _ in 0..MOST_BATCHES {
        let n = prune(BATCH).await?;
        total += n;
        metrics::counter!(PRUNED_METRIC, "table" => table).increment(n);
        if n < BATCH {
            break;
        }
    }
    Ok(total)
}
