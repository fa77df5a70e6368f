//! A partner's use of the API per Asia/Shanghai day: requests, cost spent,
//! throttled requests, errors. Counted in memory per request and added to
//! `partner_usage` every few seconds (one upsert per partner and day per
//! flush, from every instance: the rows add up), and as Prometheus
//! counters with a `partner` label at once.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use sea_orm::sea_query::{Expr, OnConflict};
use sea_orm::{
    ActiveValue::Set, ColumnTrait, DatabaseConnection, EntityTrait, QueryFilter, QueryOrder,
};

use crate::kernel::error::{AppError, AppResult};
use crate::kernel::{Permission, Viewer};
use entities::partner_usage;

/// How often counts reach the table.
pub const FLUSH_EVERY: Duration = Duration::from_secs(5);

/// One request's share of a day's counts.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Counts {
    pub requests: i64,
    pub cost: i64,
    pub throttled: i64,
    pub errors: i64,
}

impl Counts {
    fn add(&mut self, other: Counts) {
        self.requests += other.requests;
        self.cost += other.cost;
        self.throttled += other.throttled;
        self.errors += other.errors;
    }
}

/// A day of a partner's usage, as staff read it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UsageDay {
    pub day: chrono::NaiveDate,
    pub counts: Counts,
}

/// Counts not yet written, per (partner, day).
#[derive(Default)]
pub struct UsageRecorder {
    pending: Mutex<HashMap<(i64, chrono::NaiveDate), Counts>>,
}

impl UsageRecorder {
    /// A recorder that flushes into `db` every [`FLUSH_EVERY`] until the
    /// process ends.
    pub fn start(db: DatabaseConnection) -> Arc<Self> {
        let recorder = Arc::new(Self::default());
        let r = recorder.clone();
        tokio::spawn(async move {
            let mut tick = tokio::time::interval(FLUSH_EVERY);
            loop {
                tick.tick().await;
                if let Err(e) = r.flush(&db).await {
                    tracing::warn!(error = %e.message, "partner usage not written; kept for the next flush");
                }
            }
        });
        recorder
    }

    /// Counts one request of `partner` now.
    pub fn record(&self, partner_id: i64, partner_name: &str, counts: Counts) {
        let label = [("partner", partner_name.to_owned())];
        metrics::counter!("partner_requests_total", &label)
            .increment(counts.requests.max(0) as u64);
        metrics::counter!("partner_cost_total", &label).increment(counts.cost.max(0) as u64);
        metrics::counter!("partner_throttled_total", &label)
            .increment(counts.throttled.max(0) as u64);
        if counts.throttled > 0 {
            // Beside members' and IPs' refusals, so one series shows every
            // refusal by rate (docs/observability.md).
            metrics::counter!("rate_limited_total", "bucket" => "partner")
                .increment(counts.throttled as u64);
        }
        metrics::counter!("partner_errors_total", &label).increment(counts.errors.max(0) as u64);
        let day = crate::kernel::clock::shanghai_day(crate::kernel::clock::now());
        if let Ok(mut p) = self.pending.lock() {
            p.entry((partner_id, day)).or_default().add(counts);
        }
    }

    /// Adds the pending counts to the table. On failure they stay pending.
    pub async fn flush(&self, db: &DatabaseConnection) -> AppResult<()> {
        let batch: Vec<((i64, chrono::NaiveDate), Counts)> = match self.pending.lock() {
            Ok(mut p) => p.drain().collect(),
            Err(_) => return Err(AppError::internal("usage lock poisoned")),
        };
        // The existing row's counts are named with the table: PostgreSQL
        // finds a bare name ambiguous beside `excluded`.
        for (i, ((partner_id, day), c)) in batch.iter().enumerate() {
            let row = partner_usage::ActiveModel {
                partner_id: Set(*partner_id),
                day: Set(day.format("%Y-%m-%d").to_string()),
                requests: Set(c.requests),
                cost: Set(c.cost),
                throttled: Set(c.throttled),
                errors: Set(c.errors),
                ..Default::default()
            };
            let written = partner_usage::Entity::insert(row)
                .on_conflict(
                    OnConflict::columns([
                        partner_usage::Column::PartnerId,
                        partner_usage::Column::Day,
                    ])
                    .value(
                        partner_usage::Column::Requests,
                        Expr::col((partner_usage::Entity, partner_usage::Column::Requests))
                            .add(c.requests),
                    )
                    .value(
                        partner_usage::Column::Cost,
                        Expr::col((partner_usage::Entity, partner_usage::Column::Cost)).add(c.cost),
                    )
                    .value(
                        partner_usage::Column::Throttled,
                        Expr::col((partner_usage::Entity, partner_usage::Column::Throttled))
                            .add(c.throttled),
                    )
                    .value(
                        partner_usage::Column::Errors,
                        Expr::col((partner_usage::Entity, partner_usage::Column::Errors))
                            .add(c.errors),
                    )
                    .to_owned(),
                )
                .exec_without_returning(db)
                .await;
            if let Err(e) = written {
                // Keep this and the rest for the next flush.
                if let Ok(mut p) = self.pending.lock() {
                    for (key, c) in &batch[i..] {
                        p.entry(*key).or_default().add(*c);
                    }
                }
                return Err(e.into());
            }
        }
        Ok(())
    }
}

/// A partner's usage from `from` to `to` (Asia/Shanghai days, both
/// included), for staff.
pub async fn usage(
    db: &DatabaseConnection,
    actor: &Viewer,
    partner_id: i64,
    from: chrono::NaiveDate,
    to: chrono::NaiveDate,
) -> AppResult<Vec<UsageDay>> {
    actor.require(Permission::Operations)?;
    days_of(db, partner_id, from, to).await
}

/// The calling partner's own usage (a key with `channel:stats`).
pub async fn own_usage(
    db: &DatabaseConnection,
    caller: &super::PartnerCaller,
    from: chrono::NaiveDate,
    to: chrono::NaiveDate,
) -> AppResult<Vec<UsageDay>> {
    caller.require(super::Scope::ChannelStats)?;
    days_of(db, caller.partner_id, from, to).await
}

async fn days_of(
    db: &DatabaseConnection,
    partner_id: i64,
    from: chrono::NaiveDate,
    to: chrono::NaiveDate,
) -> AppResult<Vec<UsageDay>> {
    if to < from || (to - from).num_days() > 366 {
        return Err(AppError::invalid(
            "to",
            "must be on or after `from`, within a year",
        ));
    }
    let fmt = |d: chrono::NaiveDate| d.format("%Y-%m-%d").to_string();
    let rows = partner_usage::Entity::find()
        .filter(partner_usage::Column::PartnerId.eq(partner_id))
        .filter(partner_usage::Column::Day.gte(fmt(from)))
        .filter(partner_usage::Column::Day.lte(fmt(to)))
        .order_by_asc(partner_usage::Column::Day)
        .all(db)
        .await?;
    Ok(rows
        .into_iter()
        .filter_map(|r| {
            Some(UsageDay {
                day: chrono::NaiveDate::parse_from_str(&r.day, "%Y-%m-%d").ok()?,
                counts: Counts {
                    requests: r.requests,
                    cost: r.cost,
                    throttled: r.throttled,
                    errors: r.errors,
                },
            })
        })
        .collect())
}
