//! Daily check-in: once per member per Asia/Shanghai calendar day, a streak
//! of continuous days, a reward from the `CHECK_IN_REWARDS` table.
//!
//! The member row is the serialisation point: one conditional update moves
//! the check-in summary only if the member has not checked in on that day,
//! so of 20 parallel check-ins exactly one passes; the others change
//! nothing and answer `ALREADY_CHECKED_IN`. The unique (member, day) row is
//! the backstop, and the check-in row, the summary and the ledger posting
//! commit together or not at all.

use chrono::{DateTime, Datelike, NaiveDate, TimeDelta, Utc};
use sea_orm::sea_query::{Expr, SimpleExpr};
use sea_orm::{ActiveValue::Set, ColumnTrait, Condition, EntityTrait, QueryFilter, QueryOrder};

use super::ledger::{self, Entry, Reason};
use super::rules;
use crate::kernel::clock::shanghai_day;
use crate::kernel::context::AppContext;
use crate::kernel::error::{AppError, AppResult, ErrorCode};
use crate::kernel::Viewer;
use entities::{check_in, member};

/// What a successful check-in gave.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct CheckedIn {
    pub day: NaiveDate,
    pub points: i64,
    pub continuous_days: i32,
    pub total_days: i32,
    pub balance: i64,
}

/// The caller checks in now.
pub async fn check_in(ctx: &AppContext, viewer: &Viewer) -> AppResult<CheckedIn> {
    check_in_at(ctx, viewer.member_id, crate::kernel::clock::now()).await
}

/// The caller checks in now; a retry with the same idempotency key answers
/// the first check-in instead of `ALREADY_CHECKED_IN`.
pub async fn check_in_once(
    ctx: &AppContext,
    viewer: &Viewer,
    key: Option<&str>,
) -> AppResult<CheckedIn> {
    crate::kernel::idempotency::once(
        ctx,
        "points.check_in",
        viewer.member_id,
        key,
        // A key stands for one day's check-in: reused on another day it is
        // another request, refused instead of answering yesterday's.
        &serde_json::json!({"day": shanghai_day(crate::kernel::clock::now())}),
        || check_in(ctx, viewer),
    )
    .await
}

/// `member_id` checks in at the instant `at` (the clock is a parameter so the
/// day boundary can be tested; the API always passes "now").
pub async fn check_in_at(
    ctx: &AppContext,
    member_id: i64,
    at: DateTime<Utc>,
) -> AppResult<CheckedIn> {
    let rules = rules::load(ctx).await?;
    let today = shanghai_day(at);
    let yesterday = today - TimeDelta::days(1);

    let txn = crate::kernel::db::begin(ctx).await?;
    let continued: SimpleExpr = Expr::case(
        Expr::col(member::Column::LastCheckInDay).eq(yesterday),
        Expr::col(member::Column::ContinuousCheckInDays).add(1),
    )
    .finally(1)
    .into();
    let moved = member::Entity::update_many()
        .col_expr(member::Column::ContinuousCheckInDays, continued)
        .col_expr(
            member::Column::CheckInDays,
            Expr::col(member::Column::CheckInDays).add(1),
        )
        .col_expr(member::Column::LastCheckInDay, Expr::value(today))
        .filter(member::Column::Id.eq(member_id))
        .filter(
            Condition::any()
                .add(member::Column::LastCheckInDay.is_null())
                .add(member::Column::LastCheckInDay.lt(today)),
        )
        .exec(&txn)
        .await?;
    if moved.rows_affected == 0 {
        return Err(AppError::new(
            ErrorCode::AlreadyCheckedIn,
            "you have already checked in today",
        ));
    }
    let m = member::Entity::find_by_id(member_id)
        .one(&txn)
        .await?
        .ok_or_else(|| AppError::not_found("no such member"))?;
    let continuous_days = m.continuous_check_in_days;
    let points = rules.check_in_reward(continuous_days);
    check_in::Entity::insert(check_in::ActiveModel {
        member_id: Set(member_id),
        day: Set(today),
        continuous_days: Set(continuous_days),
        points: Set(points),
        created_at: Set(at),
        ..Default::default()
    })
    .exec(&txn)
    .await
    .map_err(|e| {
        if crate::kernel::db::is_unique_violation(&e) {
            AppError::new(
                ErrorCode::AlreadyCheckedIn,
                "you have already checked in today",
            )
        } else {
            e.into()
        }
    })?;
    let posted = ledger::post(
        &txn,
        Entry {
            member_id,
            points,
            reason: Reason::CheckIn,
            description: format!("每日签到（连续第{continuous_days}天）"),
            key: format!("checkin:{member_id}:{today}"),
        },
    )
    .await?;
    txn.commit().await?;
    Ok(CheckedIn {
        day: today,
        points,
        continuous_days,
        total_days: m.check_in_days,
        balance: posted.balance,
    })
}

/// The check-in card of the "my / check-in" page.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CheckInStatus {
    pub today: NaiveDate,
    pub checked_in_today: bool,
    /// The streak as of today: 0 when yesterday and today were both missed.
    pub continuous_days: i32,
    pub total_days: i32,
    /// What today's check-in gives (or gave).
    pub today_reward: i64,
    /// The reward table, day 1 of a streak first.
    pub rewards: Vec<i64>,
}

pub async fn status(ctx: &AppContext, viewer: &Viewer) -> AppResult<CheckInStatus> {
    status_at(ctx, viewer.member_id, crate::kernel::clock::now()).await
}

pub async fn status_at(
    ctx: &AppContext,
    member_id: i64,
    at: DateTime<Utc>,
) -> AppResult<CheckInStatus> {
    let rules = rules::load(ctx).await?;
    let m = member::Entity::find_by_id(member_id)
        .one(&ctx.db)
        .await?
        .ok_or_else(|| AppError::not_found("no such member"))?;
    let today = shanghai_day(at);
    let last = m.last_check_in_day;
    let checked_in_today = last == Some(today);
    let streak_alive = last.is_some_and(|d| d >= today - TimeDelta::days(1));
    let continuous_days = if streak_alive {
        m.continuous_check_in_days
    } else {
        0
    };
    let today_reward = if checked_in_today {
        rules.check_in_reward(continuous_days)
    } else {
        rules.check_in_reward(continuous_days + 1)
    };
    Ok(CheckInStatus {
        today,
        checked_in_today,
        continuous_days,
        total_days: m.check_in_days,
        today_reward,
        rewards: rules.check_in_rewards,
    })
}

/// The caller's check-ins in one calendar month (`2026-11`), by day.
pub async fn calendar(
    ctx: &AppContext,
    viewer: &Viewer,
    month: &str,
) -> AppResult<Vec<check_in::Model>> {
    let first = NaiveDate::parse_from_str(&format!("{month}-01"), "%Y-%m-%d")
        .ok()
        .filter(|d| (2000..=2100).contains(&d.year()))
        .ok_or_else(|| AppError::invalid("month", "must be a month like 2026-11"))?;
    let next = first
        .checked_add_months(chrono::Months::new(1))
        .ok_or_else(|| AppError::invalid("month", "must be a month like 2026-11"))?;
    Ok(check_in::Entity::find()
        .filter(check_in::Column::MemberId.eq(viewer.member_id))
        .filter(check_in::Column::Day.gte(first))
        .filter(check_in::Column::Day.lt(next))
        .order_by_asc(check_in::Column::Day)
        .all(&ctx.db)
        .await?)
}
