//! A member's places on past boards (issue 52, the spec's member ranking
//! list): kept when a board closes ([`keep`], in the close's transaction)
//! and read back by member, newest period first ([`of_member`]) — one
//! indexed range, not a count over every closed board per request.
//!
//! A place is the member's row number on the board as it was paged: rows
//! at or above the board's minimum of settled picks, ordered by the
//! measure's key, then the tie, then the member id, all descending (as
//! `boards::period_board`). A member below the minimum has no place
//! (null; the board showed them 未上榜). The streak board takes any row.

use chrono::{DateTime, Utc};
use sea_orm::sea_query::{Expr, Query};
use sea_orm::{ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, QueryOrder, QuerySelect};

use super::closing::MAX_LISTED;
use super::settings::QuizRules;
use crate::kernel::{AppContext, AppError, AppResult};
use entities::{quiz_board, quiz_closed_period, quiz_closed_place};

/// Keeps every member's places on `period`'s board (its live rows, read
/// in the close's transaction `db`, the same rows the closed copy took).
pub async fn keep<C: ConnectionTrait>(db: &C, period: &str, rules: &QuizRules) -> AppResult<u64> {
    let min = if rules::quiz::is_month(period) {
        rules.board_min_month
    } else {
        rules.board_min_week
    };
    // Integers of ours only are spliced in (the minimum, a setting read
    // as an i64): the period goes as a value.
    let place = |key: &str, min: i64| {
        Expr::cust(format!(
            "CASE WHEN settled >= {min} THEN ROW_NUMBER() OVER (ORDER BY \
             CASE WHEN settled >= {min} THEN 0 ELSE 1 END, {key} DESC, tie DESC, member_id DESC) END"
        ))
    };
    use quiz_closed_place::Column as P;
    let mut select = Query::select();
    select
        .expr(Expr::val(period))
        .column(quiz_board::Column::MemberId)
        .expr(place("hit_key", min))
        .expr(place("streak_key", 1))
        .expr(place("return_key", min))
        .from(quiz_board::Entity)
        .and_where(quiz_board::Column::Period.eq(period));
    let mut insert = Query::insert();
    insert
        .into_table(quiz_closed_place::Entity)
        .columns([
            P::Period,
            P::MemberId,
            P::HitPlace,
            P::StreakPlace,
            P::ReturnPlace,
        ])
        .select_from(select)
        .map_err(|e| AppError::internal(format!("places of {period}: {e}")))?;
    Ok(db
        .execute(db.get_database_backend().build(&insert))
        .await?
        .rows_affected())
}

/// A member's places on one closed board.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ClosedPlace {
    /// `week:2026-W48` or `month:2026-11`.
    pub period: String,
    pub from: chrono::NaiveDate,
    pub to: chrono::NaiveDate,
    /// The members on that board.
    pub members: i64,
    pub closed_at: DateTime<Utc>,
    pub hit: Option<i64>,
    pub streak: Option<i64>,
    pub ret: Option<i64>,
}

/// `member_id`'s places on the closed boards of a kind (`week`, `month`),
/// newest first, at most [`MAX_LISTED`]: two statements (the places, then
/// their periods).
pub async fn of_member(
    ctx: &AppContext,
    member_id: i64,
    kind: &str,
) -> AppResult<Vec<ClosedPlace>> {
    if kind != "week" && kind != "month" {
        return Err(AppError::invalid("period", "week or month"));
    }
    let places = quiz_closed_place::Entity::find()
        .filter(quiz_closed_place::Column::MemberId.eq(member_id))
        .filter(quiz_closed_place::Column::Period.starts_with(format!("{kind}:")))
        .order_by_desc(quiz_closed_place::Column::Period)
        .limit(MAX_LISTED)
        .all(&ctx.db)
        .await?;
    if places.is_empty() {
        return Ok(Vec::new());
    }
    let periods: std::collections::HashMap<String, quiz_closed_period::Model> =
        quiz_closed_period::Entity::find()
            .filter(
                quiz_closed_period::Column::Period.is_in(places.iter().map(|p| p.period.clone())),
            )
            .all(&ctx.db)
            .await?
            .into_iter()
            .map(|p| (p.period.clone(), p))
            .collect();
    places
        .into_iter()
        .filter_map(|p| periods.get(&p.period).map(|c| (p, c.clone())))
        .map(|(p, c)| {
            // Stored names are made by `rules::quiz::periods`: they parse.
            let (from, to) = rules::quiz::days_of("period", &p.period)?;
            Ok(ClosedPlace {
                period: p.period,
                from,
                to,
                members: c.members,
                closed_at: c.closed_at,
                hit: p.hit_place,
                streak: p.streak_place,
                ret: p.return_place,
            })
        })
        .collect()
}
