//! The overview as staff read it: the roll-up's days, and what waits now.

use chrono::{DateTime, NaiveDate, Utc};
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter, QueryOrder};

use super::rollup::Figures;
use crate::kernel::clock::shanghai_day;
use crate::kernel::{AppContext, AppError, AppResult, Permission, Viewer};
use entities::platform_daily;

/// The longest range the page charts.
pub const MAX_DAYS: i64 = 90;

/// One day's figures (zero on a day the roll-up has no row for).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Day {
    pub day: NaiveDate,
    pub figures: Figures,
}

/// Open records of each review queue.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct OpenReviews {
    pub experts: i64,
    pub shops: i64,
    pub withdrawals: i64,
    pub community: i64,
    pub feedback: i64,
}

/// The overview.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Overview {
    /// The last `days` Beijing days, oldest first, today last.
    pub days: Vec<Day>,
    /// When the newest of those rows was computed; `None` before the
    /// first roll-up.
    pub updated_at: Option<DateTime<Utc>>,
    pub open: OpenReviews,
    /// Jobs failed for good, waiting for a retry.
    pub failed_jobs: i64,
    /// Webhook deliveries that failed in the last 24 hours.
    pub failed_deliveries: i64,
}

/// The overview over the last `days` days (1 to 90), operations staff only.
pub async fn overview(ctx: &AppContext, viewer: &Viewer, days: i64) -> AppResult<Overview> {
    viewer.require(Permission::Operations)?;
    if !(1..=MAX_DAYS).contains(&days) {
        return Err(AppError::invalid("days", format!("1 to {MAX_DAYS}")));
    }
    let now = crate::kernel::clock::now();
    let today = shanghai_day(now);
    let first = today - chrono::Duration::days(days - 1);
    let rows = platform_daily::Entity::find()
        .filter(platform_daily::Column::Day.gte(first))
        .filter(platform_daily::Column::Day.lte(today))
        .order_by_asc(platform_daily::Column::Day)
        .all(&ctx.db)
        .await?;
    let updated_at = rows.iter().map(|r| r.updated_at).max();
    let days = first
        .iter_days()
        .take_while(|d| *d <= today)
        .map(|day| Day {
            day,
            figures: rows
                .iter()
                .find(|r| r.day == day)
                .map(|r| Figures {
                    registrations: r.registrations,
                    active: r.active,
                    check_ins: r.check_ins,
                    points_issued: r.points_issued,
                    points_spent: r.points_spent,
                })
                .unwrap_or_default(),
        })
        .collect();
    let open = OpenReviews {
        experts: crate::quiz::experts::open_count(ctx).await?,
        shops: crate::shop_manager::certification::open_count(ctx).await?,
        withdrawals: crate::channel::withdrawals::open_count(ctx).await?,
        community: crate::community::review::open_count(ctx).await?,
        feedback: crate::feedback::service::open_count(ctx).await?,
    };
    Ok(Overview {
        days,
        updated_at,
        open,
        failed_jobs: crate::kernel::jobs::failed_count(&ctx.db).await?,
        failed_deliveries: crate::webhook::log::failed_since(
            ctx,
            now - chrono::Duration::hours(24),
        )
        .await?,
    })
}
