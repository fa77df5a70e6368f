//! The boards: each period's (week and month) by hit rate, by the longest
//! streak and by return rate, and each competition's by points won. A
//! board is one indexed range scan: the rows carry each order as one
//! number (`rules::quiz::board_keys`), read descending with the tie and
//! the member id, keyset-paged (a cursor holds the last row's keys and
//! place, so page 50 costs what page 1 does). The caller's own place is
//! one more statement: their row with the count of rows ahead of it,
//! answered even far outside the top. The first page and each caller's
//! place are kept between reads, exact by the boards' events
//! (`kept_board`).

use sea_orm::sea_query::{Alias, Asterisk, Expr, Query, SimpleExpr};
use sea_orm::{ColumnTrait, Condition, EntityTrait, QueryFilter, QueryOrder, QuerySelect};

use std::sync::Arc;

use super::kept_board::{self, KeptBoards, Mine};
use super::settings::QuizRules;
use crate::kernel::paging::Window;
use crate::kernel::{AppContext, AppResult, Viewer};
use entities::{competition_standing, quiz_board};

/// What a period board orders by.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Measure {
    HitRate,
    Streak,
    ReturnRate,
}

impl Measure {
    fn column(self) -> quiz_board::Column {
        match self {
            Measure::HitRate => quiz_board::Column::HitKey,
            Measure::Streak => quiz_board::Column::StreakKey,
            Measure::ReturnRate => quiz_board::Column::ReturnKey,
        }
    }
}

/// Where a row sits: its place and its keys (the page's cursor).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Position {
    pub place: i64,
    pub key: i64,
    pub tie: i64,
    pub member_id: i64,
}

impl Position {
    /// `place:key:tie:member` — documented, not secret.
    pub fn cursor(&self) -> String {
        format!(
            "{}:{}:{}:{}",
            self.place, self.key, self.tie, self.member_id
        )
    }

    pub fn parse(s: &str) -> Option<Self> {
        let mut it = s.split(':').map(|p| p.parse::<i64>().ok());
        let p = Position {
            place: it.next()??,
            key: it.next()??,
            tie: it.next()??,
            member_id: it.next()??,
        };
        (it.next().is_none() && p.place >= 1).then_some(p)
    }
}

/// One row of a period board.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BoardRow {
    pub position: Position,
    pub record: rules::quiz::Record,
}

/// A page of a board and the caller's own row (None: not on this board).
#[derive(Debug, Clone)]
pub struct Page<R> {
    pub rows: Vec<R>,
    pub has_next: bool,
    pub has_previous: bool,
    /// The caller's row, with a place when they qualify for the board.
    pub mine: Option<(Option<i64>, R)>,
}

/// `(key, tie, member)` after (descending) or before the cursor.
fn beyond<C: ColumnTrait>(key: C, tie: C, member: C, at: &Position, after: bool) -> Condition {
    let (k, t, m) = (at.key, at.tie, at.member_id);
    let cmp = |c: C, v: i64| -> SimpleExpr {
        if after {
            c.lt(v)
        } else {
            c.gt(v)
        }
    };
    Condition::any()
        .add(cmp(key, k))
        .add(Condition::all().add(key.eq(k)).add(cmp(tie, t)))
        .add(
            Condition::all()
                .add(key.eq(k))
                .add(tie.eq(t))
                .add(cmp(member, m)),
        )
}

fn record_of(b: &quiz_board::Model) -> rules::quiz::Record {
    rules::quiz::Record {
        settled: b.settled,
        red: b.red,
        stake_fen: b.stake_fen,
        return_fen: b.return_fen,
        current_streak: b.current_streak,
        longest_streak: b.longest_streak,
        recent_bits: b.recent_bits,
        recent_len: b.recent_len,
        void: 0,
    }
}

fn key_of(b: &quiz_board::Model, m: Measure) -> i64 {
    match m {
        Measure::HitRate => b.hit_key,
        Measure::Streak => b.streak_key,
        Measure::ReturnRate => b.return_key,
    }
}

/// A page of `period`'s board by `measure`, and the caller's place. The
/// hit-rate and return-rate boards take members with the period's minimum
/// of settled picks (`QUIZ_BOARD_MIN_WEEK` / `_MONTH`). The first page and
/// the caller's place come from the kept boards when they hold them
/// (`kept_board`): then nothing is read.
pub async fn period_board(
    ctx: &AppContext,
    viewer: Option<&Viewer>,
    period: &str,
    measure: Measure,
    window: &Window<Position>,
) -> AppResult<Page<BoardRow>> {
    let kept = ctx.bus.keeper::<KeptBoards>();
    let (rows, more) = match kept_board::served(window) {
        Some(n) => {
            let page = match kept.page(period, measure) {
                Some(page) => page,
                None => {
                    let ticket = kept.ticket();
                    let first = Window::first(kept_board::KEPT);
                    let page = Arc::new(read_page(ctx, period, measure, &first).await?);
                    kept.remember_page(period, measure, page.clone(), ticket);
                    page
                }
            };
            kept_board::cut(&page, n)
        }
        None => read_page(ctx, period, measure, window).await?,
    };
    let (has_next, has_previous) = window.page_flags(more);
    let mine = match viewer {
        Some(v) => match kept.place(period, measure, v.member_id) {
            Some(mine) => Mine::clone(&mine),
            None => {
                let ticket = kept.ticket();
                let mine = my_row(ctx, v.member_id, period, measure).await?;
                kept.remember_place(period, measure, v.member_id, Arc::new(mine.clone()), ticket);
                mine
            }
        },
        None => None,
    };
    Ok(Page {
        rows,
        has_next,
        has_previous,
        mine,
    })
}

/// The rows of `window` on `period`'s board by `measure` with their
/// places, and whether more lie beyond: one statement.
async fn read_page(
    ctx: &AppContext,
    period: &str,
    measure: Measure,
    window: &Window<Position>,
) -> AppResult<(Vec<BoardRow>, bool)> {
    let min = Expr::cust(minimum_sql(period, measure));
    let key = measure.column();
    let (tie, member) = (quiz_board::Column::Tie, quiz_board::Column::MemberId);
    let mut q = quiz_board::Entity::find()
        .filter(quiz_board::Column::Period.eq(period))
        .filter(Expr::col(quiz_board::Column::Settled).gte(min));
    let backward = window.is_backward();
    if let Some(at) = window.cursor() {
        q = q.filter(beyond(key, tie, member, at, !backward));
    }
    let order = if backward {
        sea_orm::Order::Asc
    } else {
        sea_orm::Order::Desc
    };
    let rows = q
        .order_by(key, order.clone())
        .order_by(tie, order.clone())
        .order_by(member, order)
        .limit(window.size() + 1)
        .all(&ctx.db)
        .await?;
    let (rows, more) = window.finish(rows);
    // Places: counting on from the cursor's (backward: down to it).
    let first_place = match window.cursor() {
        Some(at) if backward => at.place - rows.len() as i64,
        Some(at) => at.place + 1,
        None if backward => 1, // the end of the board, read backward from the last row
        None => 1,
    };
    let rows: Vec<BoardRow> = rows
        .iter()
        .enumerate()
        .map(|(i, b)| BoardRow {
            position: Position {
                place: first_place + i as i64,
                key: key_of(b, measure),
                tie: b.tie,
                member_id: b.member_id,
            },
            record: record_of(b),
        })
        .collect();
    Ok((rows, more))
}

/// The fewest settled picks a board of `period` takes, as SQL read in the
/// board's own statement (the setting, or its default): a board page
/// stays one statement. Only our own constants are spliced in.
fn minimum_sql(period: &str, measure: Measure) -> String {
    let (name, default) = match measure {
        // BIGINT, as the setting: PostgreSQL reads a bare 1 as a 4-byte int.
        Measure::Streak => return "CAST(1 AS BIGINT)".to_owned(),
        // The experts board lists every expert with a pick settled in the
        // window: who is an expert was decided by the recruitment rule.
        _ if period == super::expert_board::NAME => return "CAST(1 AS BIGINT)".to_owned(),
        _ if rules::quiz::is_month(period) => {
            ("QUIZ_BOARD_MIN_MONTH", QuizRules::default().board_min_month)
        }
        _ => ("QUIZ_BOARD_MIN_WEEK", QuizRules::default().board_min_week),
    };
    format!(
        "COALESCE((SELECT int_value FROM system_config WHERE config_type = '{name}'), {default})"
    )
}

/// The caller's row, how many qualifying rows are ahead of it and the
/// board's minimum, in one statement.
async fn my_row(
    ctx: &AppContext,
    member_id: i64,
    period: &str,
    measure: Measure,
) -> AppResult<Option<(Option<i64>, BoardRow)>> {
    use quiz_board::Column as B;
    let min = minimum_sql(period, measure);
    let ahead = rows_ahead(
        quiz_board::Entity,
        (B::Period, sea_orm::Value::from(period)),
        Some(Expr::col((Alias::new("b"), B::Settled)).gte(Expr::cust(min.clone()))),
        [measure.column(), B::Tie, B::MemberId],
    );
    let row: Option<(quiz_board::Model, i64, i64)> = quiz_board::Entity::find()
        .filter(quiz_board::Column::Period.eq(period))
        .filter(quiz_board::Column::MemberId.eq(member_id))
        .column_as(ahead, "ahead")
        .column_as(Expr::cust(min), "minimum")
        .into_model::<WithAhead>()
        .one(&ctx.db)
        .await?
        .map(|w| (w.row(), w.ahead, w.minimum));
    Ok(row.map(|(b, ahead, minimum)| {
        let qualifies = b.settled >= minimum;
        let place = ahead + 1;
        (
            qualifies.then_some(place),
            BoardRow {
                position: Position {
                    place,
                    key: key_of(&b, measure),
                    tie: b.tie,
                    member_id: b.member_id,
                },
                record: record_of(&b),
            },
        )
    }))
}

/// `(SELECT COUNT(*) FROM <table> b WHERE b.<board> = value [AND also] AND
/// (b.key, b.tie, b.member) > (<table>.key, <table>.tie, <table>.member))`:
/// how many rows of the board sort ahead of the outer row, written with
/// the query builder so its one value is bound as every other (no
/// hand-numbered placeholder whose slot depends on where it lands).
fn rows_ahead<E: EntityTrait>(
    table: E,
    board: (E::Column, sea_orm::Value),
    also: Option<SimpleExpr>,
    [key, tie, member]: [E::Column; 3],
) -> SimpleExpr {
    let b = Alias::new("b");
    let inner = |c: E::Column| Expr::col((b.clone(), c));
    let outer = |c: E::Column| Expr::col((table, c));
    let after = Condition::any().add(inner(key).gt(outer(key))).add(
        Condition::all().add(inner(key).eq(outer(key))).add(
            Condition::any().add(inner(tie).gt(outer(tie))).add(
                Condition::all()
                    .add(inner(tie).eq(outer(tie)))
                    .add(inner(member).gt(outer(member))),
            ),
        ),
    );
    let mut q = Query::select();
    q.expr(Expr::col(Asterisk).count())
        .from_as(table, b.clone())
        .and_where(inner(board.0).eq(board.1))
        .cond_where(after);
    if let Some(also) = also {
        q.and_where(also);
    }
    SimpleExpr::SubQuery(None, Box::new(q.into_sub_query_statement()))
}

#[derive(Debug, sea_orm::FromQueryResult)]
struct WithAhead {
    period: String,
    member_id: i64,
    settled: i64,
    red: i64,
    stake_fen: i64,
    return_fen: i64,
    current_streak: i64,
    longest_streak: i64,
    recent_bits: i64,
    recent_len: i64,
    hit_key: i64,
    streak_key: i64,
    return_key: i64,
    tie: i64,
    ahead: i64,
    minimum: i64,
}

impl WithAhead {
    fn row(&self) -> quiz_board::Model {
        quiz_board::Model {
            period: self.period.clone(),
            member_id: self.member_id,
            settled: self.settled,
            red: self.red,
            stake_fen: self.stake_fen,
            return_fen: self.return_fen,
            current_streak: self.current_streak,
            longest_streak: self.longest_streak,
            recent_bits: self.recent_bits,
            recent_len: self.recent_len,
            hit_key: self.hit_key,
            streak_key: self.streak_key,
            return_key: self.return_key,
            tie: self.tie,
        }
    }
}

/// One row of a competition's board.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StandingRow {
    pub position: Position,
    pub standing: competition_standing::Model,
}

/// A page of a competition's board (points won, then the earlier first
/// entry) and the caller's place.
pub async fn competition_board(
    ctx: &AppContext,
    viewer: Option<&Viewer>,
    competition_id: i64,
    window: &Window<Position>,
) -> AppResult<Page<StandingRow>> {
    use competition_standing::Column as C;
    let mut q = competition_standing::Entity::find().filter(C::CompetitionId.eq(competition_id));
    let backward = window.is_backward();
    if let Some(at) = window.cursor() {
        q = q.filter(beyond(C::Won, C::Tie, C::MemberId, at, !backward));
    }
    let order = if backward {
        sea_orm::Order::Asc
    } else {
        sea_orm::Order::Desc
    };
    let rows = q
        .order_by(C::Won, order.clone())
        .order_by(C::Tie, order.clone())
        .order_by(C::MemberId, order)
        .limit(window.size() + 1)
        .all(&ctx.db)
        .await?;
    let (rows, more) = window.finish(rows);
    let (has_next, has_previous) = window.page_flags(more);
    let first_place = match window.cursor() {
        Some(at) if backward => at.place - rows.len() as i64,
        Some(at) => at.place + 1,
        None => 1,
    };
    let pos = |s: &competition_standing::Model, place: i64| Position {
        place,
        key: s.won,
        tie: s.tie,
        member_id: s.member_id,
    };
    let rows: Vec<StandingRow> = rows
        .into_iter()
        .enumerate()
        .map(|(i, s)| StandingRow {
            position: pos(&s, first_place + i as i64),
            standing: s,
        })
        .collect();
    let mine = match viewer {
        Some(v) => {
            let ahead = rows_ahead(
                competition_standing::Entity,
                (C::CompetitionId, sea_orm::Value::from(competition_id)),
                None,
                [C::Won, C::Tie, C::MemberId],
            );
            competition_standing::Entity::find()
                .filter(C::CompetitionId.eq(competition_id))
                .filter(C::MemberId.eq(v.member_id))
                .column_as(ahead, "ahead")
                .into_model::<StandingWithAhead>()
                .one(&ctx.db)
                .await?
                .map(|w| {
                    let place = w.ahead + 1;
                    let s = w.row();
                    (
                        Some(place),
                        StandingRow {
                            position: pos(&s, place),
                            standing: s,
                        },
                    )
                })
        }
        None => None,
    };
    Ok(Page {
        rows,
        has_next,
        has_previous,
        mine,
    })
}

#[derive(Debug, sea_orm::FromQueryResult)]
struct StandingWithAhead {
    competition_id: i64,
    member_id: i64,
    entries: i64,
    staked: i64,
    paid: i64,
    won: i64,
    first_entry_at: chrono::DateTime<chrono::Utc>,
    tie: i64,
    ahead: i64,
}

impl StandingWithAhead {
    fn row(&self) -> competition_standing::Model {
        competition_standing::Model {
            competition_id: self.competition_id,
            member_id: self.member_id,
            entries: self.entries,
            staked: self.staked,
            paid: self.paid,
            won: self.won,
            first_entry_at: self.first_entry_at,
            tie: self.tie,
        }
    }
}

/// A member's records in every scope (the profile and expert pages): one
/// query on the primary key.
pub async fn records(
    ctx: &AppContext,
    member_id: i64,
) -> AppResult<Vec<(String, rules::quiz::Record)>> {
    Ok(entities::quiz_stat::Entity::find()
        .filter(entities::quiz_stat::Column::MemberId.eq(member_id))
        .all(&ctx.db)
        .await?
        .iter()
        .map(|r| (r.scope.clone(), super::record::record_of(r)))
        .collect())
}

/// The records of several members (a page of experts) in `scopes`, in
/// one query.
pub async fn records_of(
    ctx: &AppContext,
    member_ids: &[i64],
    scopes: &[&str],
) -> AppResult<std::collections::HashMap<i64, Vec<(String, rules::quiz::Record)>>> {
    let mut out: std::collections::HashMap<i64, Vec<(String, rules::quiz::Record)>> =
        std::collections::HashMap::new();
    for r in entities::quiz_stat::Entity::find()
        .filter(entities::quiz_stat::Column::MemberId.is_in(member_ids.iter().copied()))
        .filter(entities::quiz_stat::Column::Scope.is_in(scopes.iter().copied()))
        .all(&ctx.db)
        .await?
    {
        out.entry(r.member_id)
            .or_default()
            .push((r.scope.clone(), super::record::record_of(&r)));
    }
    Ok(out)
}

/// Checks a period name a caller gave (`week:2026-W47`) against the kind
/// asked for; answers it.
pub fn check_period_name(name: &str, kind: &str) -> AppResult<String> {
    let name = name.trim();
    rules::quiz::days_of("name", name)?;
    if !name.starts_with(&format!("{kind}:")) {
        return Err(crate::kernel::AppError::invalid(
            "name",
            format!("not a {kind}: {name}"),
        ));
    }
    Ok(name.to_owned())
}

/// The current periods (Shanghai): this week's and this month's names.
pub fn current_periods() -> [String; 2] {
    rules::quiz::periods(crate::kernel::clock::shanghai_day(
        crate::kernel::clock::now(),
    ))
}
