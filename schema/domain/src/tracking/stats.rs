//! Staff view of the pixel's events: per page and per Asia/Shanghai day.

use chrono::NaiveDate;
use sea_orm::sea_query::{Alias, Expr, Func, Order, Query};
use sea_orm::{ConnectionTrait, DatabaseBackend, FromQueryResult};

use crate::kernel::context::AppContext;
use crate::kernel::error::{AppError, AppResult};
use crate::kernel::Permission;
use crate::kernel::Viewer;
use entities::tracking_event;

/// One page on one day.
#[derive(Debug, Clone, PartialEq, Eq, FromQueryResult)]
pub struct PageDay {
    /// `YYYY-MM-DD` in Asia/Shanghai.
    pub day: String,
    pub page_path: String,
    /// Events of the page that day.
    pub events: i64,
    /// Distinct signed-in users among them.
    pub users: i64,
    /// Seconds on the page (from `pageDuration` events).
    pub duration: i64,
}

/// Events per page per day from `from` to `to` (inclusive, at most 92
/// days), optionally of one event type; most events first within a day.
pub async fn page_days(
    ctx: &AppContext,
    viewer: &Viewer,
    from: NaiveDate,
    to: NaiveDate,
    event_type: Option<&str>,
) -> AppResult<Vec<PageDay>> {
    viewer.require(Permission::Operations)?;
    for (field, d) in [("from", from), ("to", to)] {
        if !(2000..=2100).contains(&chrono::Datelike::year(&d)) {
            return Err(AppError::invalid(field, "must be a date from 2000 to 2100"));
        }
    }
    if to < from || (to - from).num_days() > 92 {
        return Err(AppError::invalid(
            "to",
            "must be on or after from, at most 92 days later",
        ));
    }
    let next = to
        .checked_add_signed(chrono::TimeDelta::days(1))
        .ok_or_else(|| AppError::invalid("to", "is out of range"))?;
    let start = crate::kernel::clock::shanghai_day_start(from);
    let end = crate::kernel::clock::shanghai_day_start(next);
    let backend = ctx.db.get_database_backend();
    // The Shanghai day of a stored time, in each database's dialect.
    let day = match backend {
        DatabaseBackend::Postgres => {
            Expr::cust("to_char(\"created_at\" AT TIME ZONE 'Asia/Shanghai', 'YYYY-MM-DD')")
        }
        _ => Expr::cust("date(\"created_at\", '+8 hours')"),
    };
    let mut q = Query::select();
    q.expr_as(day.clone(), Alias::new("day"))
        .column(tracking_event::Column::PagePath)
        .expr_as(
            Func::count(Expr::col(tracking_event::Column::Id)),
            Alias::new("events"),
        )
        .expr_as(
            Func::count_distinct(Expr::col(tracking_event::Column::UserId)),
            Alias::new("users"),
        )
        // SUM of a bigint is numeric on PostgreSQL: cast back.
        .expr_as(
            Expr::cust("CAST(COALESCE(SUM(\"duration\"), 0) AS BIGINT)"),
            Alias::new("duration"),
        )
        .from(tracking_event::Entity)
        .and_where(Expr::col(tracking_event::Column::CreatedAt).gte(start))
        .and_where(Expr::col(tracking_event::Column::CreatedAt).lt(end))
        .group_by_col(Alias::new("day"))
        .group_by_col(tracking_event::Column::PagePath)
        .order_by(Alias::new("day"), Order::Desc)
        .order_by(Alias::new("events"), Order::Desc)
        .limit(5000);
    if let Some(t) = event_type {
        q.and_where(Expr::col(tracking_event::Column::EventType).eq(t));
    }
    let rows = PageDay::find_by_statement(backend.build(&q))
        .all(&ctx.db)
        .await?;
    Ok(rows)
}

/// Deletes up to `limit` events recorded before `before`, oldest first
/// (the retention job). How many went.
pub async fn prune<C: sea_orm::ConnectionTrait>(
    db: &C,
    before: chrono::DateTime<chrono::Utc>,
    limit: u64,
) -> crate::kernel::AppResult<u64> {
    use entities::tracking_event as t;
    use sea_orm::{ColumnTrait, EntityTrait, QueryFilter};
    let old = t::Entity::find().filter(t::Column::CreatedAt.lt(before));
    crate::kernel::db::delete_oldest(db, old, t::Column::Id, limit).await
}
