//! Boards over time (issue 52): a week's or month's board is kept as it
//! was when the period ended. The job `quiz.close_boards` (asked every
//! minute, one per ten-minute slot whatever the number of instances)
//! closes the week and the month that ended last: in one transaction it
//! records the period in `quiz_closed_period` (its primary key makes the
//! close once-only) and copies the period's `quiz_board` rows under the
//! name `closed:<period>` with one `INSERT … SELECT`. A closed board is
//! then paged like a live one (`boards::period_board` with the closed
//! name, the same indexes); settlements after the close (a late result, a
//! correction) move the live rows and the records, never the closed copy.
//!
//! Only the period that ended last is closed: a server stopped for more
//! than a week leaves the one before unclosed, and its board is answered
//! live ([`board_name`]) — said in docs/api.md.

use chrono::{DateTime, Utc};
use sea_orm::sea_query::{Expr, Query};
use sea_orm::{
    ActiveValue::Set, ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, QueryOrder,
    QuerySelect,
};
use serde::{Deserialize, Serialize};

use crate::kernel::jobs::{self, Claimed, Registry};
use crate::kernel::{periodic, AppContext, AppError, AppResult};
use entities::{quiz_board, quiz_closed_period};
use rules::quiz::{closed_name, previous_periods};

/// The job's kind.
pub const JOB: &str = "quiz.close_boards";
/// How often the close is asked for, in seconds.
const EVERY_SECS: i64 = 600;

#[derive(Debug, Serialize, Deserialize)]
struct Close {}

impl jobs::Job for Close {
    const KIND: &'static str = JOB;
}

/// Adds the job's handler.
pub fn register(registry: &mut Registry) {
    registry.job(|ctx, _: Close, run| async move { close_job(&ctx, &run).await });
}

/// Asks for this slot's close (the settlement loop's minute tick calls it).
pub async fn ask(ctx: &AppContext) -> AppResult<()> {
    periodic::ask_in_slot(ctx, &Close {}, EVERY_SECS).await
}

async fn close_job(ctx: &AppContext, _run: &Claimed) -> AppResult<()> {
    close_ended(ctx, crate::kernel::clock::now())
        .await
        .map(|_| ())
}

/// Closes the week and the month that ended last as of `now` (those not
/// closed yet); answers the periods this call closed.
pub async fn close_ended(ctx: &AppContext, now: DateTime<Utc>) -> AppResult<Vec<String>> {
    let today = crate::kernel::clock::shanghai_day(now);
    let mut closed = Vec::new();
    for period in previous_periods(today) {
        if close(ctx, &period, now).await? {
            closed.push(period);
        }
    }
    Ok(closed)
}

/// Closes `period` now: false when it was closed before.
pub async fn close(ctx: &AppContext, period: &str, now: DateTime<Utc>) -> AppResult<bool> {
    let rules = super::settings::load(ctx).await?;
    let txn = crate::kernel::db::begin(ctx).await?;
    let first = quiz_closed_period::Entity::insert(quiz_closed_period::ActiveModel {
        period: Set(period.to_owned()),
        members: Set(0),
        closed_at: Set(now),
    })
    .on_conflict(
        sea_orm::sea_query::OnConflict::column(quiz_closed_period::Column::Period)
            .do_nothing()
            .to_owned(),
    )
    .exec_without_returning(&*txn)
    .await?;
    if first == 0 {
        return Ok(false);
    }
    use quiz_board::Column as C;
    let copied = [
        C::MemberId,
        C::Settled,
        C::Red,
        C::StakeFen,
        C::ReturnFen,
        C::CurrentStreak,
        C::LongestStreak,
        C::RecentBits,
        C::RecentLen,
        C::HitKey,
        C::StreakKey,
        C::ReturnKey,
        C::Tie,
    ];
    let mut select = Query::select();
    select
        .expr(Expr::val(closed_name(period)))
        .columns(copied)
        .from(quiz_board::Entity)
        .and_where(C::Period.eq(period));
    let mut insert = Query::insert();
    insert
        .into_table(quiz_board::Entity)
        .columns(std::iter::once(C::Period).chain(copied))
        .select_from(select)
        .map_err(|e| AppError::internal(format!("closing {period}: {e}")))?;
    let members = txn
        .execute(txn.get_database_backend().build(&insert))
        .await?
        .rows_affected();
    super::record::boards_moved(&txn);
    // Each member's places on it, kept beside it (the member ranking list).
    super::places::keep(&*txn, period, &rules).await?;
    quiz_closed_period::Entity::update_many()
        .col_expr(
            quiz_closed_period::Column::Members,
            Expr::value(members as i64),
        )
        .filter(quiz_closed_period::Column::Period.eq(period))
        .exec(&*txn)
        .await?;
    txn.commit().await?;
    tracing::info!(period, members, "board closed");
    Ok(true)
}

/// A closed period.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ClosedPeriod {
    /// `week:2026-W48` or `month:2026-11`.
    pub period: String,
    /// Its first and last day (Asia/Shanghai).
    pub from: chrono::NaiveDate,
    pub to: chrono::NaiveDate,
    pub members: i64,
    pub closed_at: DateTime<Utc>,
}

/// The most closed periods listed: a year of weeks, five of months.
pub const MAX_LISTED: u64 = 60;

/// The closed periods of one kind (`week` or `month`), newest first, at
/// most [`MAX_LISTED`]: names sort by time within a kind, so this is one
/// range of the primary key.
pub async fn closed_periods(ctx: &AppContext, kind: &str) -> AppResult<Vec<ClosedPeriod>> {
    if kind != "week" && kind != "month" {
        return Err(AppError::invalid("period", "week or month"));
    }
    quiz_closed_period::Entity::find()
        .filter(quiz_closed_period::Column::Period.starts_with(format!("{kind}:")))
        .order_by_desc(quiz_closed_period::Column::Period)
        .limit(MAX_LISTED)
        .all(&ctx.db)
        .await?
        .into_iter()
        .map(|r| {
            // Stored names are made by `rules::quiz::periods`: they parse.
            let (from, to) = rules::quiz::days_of("period", &r.period)?;
            Ok(ClosedPeriod {
                period: r.period,
                from,
                to,
                members: r.members,
                closed_at: r.closed_at,
            })
        })
        .collect()
}

/// The name a board of `period` is read under and when it closed: the
/// closed copy once the period is closed, the live rows before. A period
/// that has not ended at `now` (this week's, this month's) cannot be closed, so it
/// is answered without a read: the board page stays at two statements
/// (performance.md W16).
pub async fn board_name(
    ctx: &AppContext,
    period: &str,
    now: DateTime<Utc>,
) -> AppResult<(String, Option<DateTime<Utc>>)> {
    let today = crate::kernel::clock::shanghai_day(now);
    let ended = rules::quiz::days_of("period", period).is_ok_and(|(_, last)| last < today);
    if !ended {
        return Ok((period.to_owned(), None));
    }
    let closed = quiz_closed_period::Entity::find_by_id(period.to_owned())
        .one(&ctx.db)
        .await?;
    Ok(match closed {
        Some(c) => (closed_name(period), Some(c.closed_at)),
        None => (period.to_owned(), None),
    })
}
