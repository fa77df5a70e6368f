//! Members' records as counters: `quiz_stat` per scope and `quiz_board`
//! per period, moved once when a pick settles. A correction after
//! settlement (rare: staff re-publish a result) rebuilds the member's rows
//! from their settled picks in settled order, so streaks and 近N中M stay
//! exact without keeping history in the counters. Callers hold the
//! member's row lock (`kernel::db::lock_member`) in the transaction: two
//! matches settling at once move one member's record one after the other.

use std::collections::BTreeMap;

use sea_orm::sea_query::OnConflict;
use sea_orm::{
    ActiveValue::Set, ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, QueryOrder,
};

use rules::quiz::{board_keys, periods, Outcome, Record};

use crate::kernel::events::DomainEvent;
use crate::kernel::work::Work;
use crate::kernel::AppResult;
use entities::{quiz_board, quiz_pick, quiz_stat};

/// The scope of everything a member picked.
pub const ALL: &str = "all";
/// The scope of an expert's plans (the plan is the unit).
pub const PLANS: &str = "plans";

/// The scopes a pick counts in: everything, its game and its play type
/// (a 2串1 under `play:2x1`).
pub fn scopes(game: &str, play: &str, parlay: bool) -> Vec<String> {
    let play = if parlay { "2x1" } else { play };
    vec![
        ALL.to_owned(),
        format!("game:{game}"),
        format!("play:{play}"),
    ]
}

/// A stored record row as the rules' record.
pub fn record_of(r: &quiz_stat::Model) -> Record {
    Record {
        settled: r.settled,
        red: r.red,
        void: r.void,
        stake_fen: r.stake_fen,
        return_fen: r.return_fen,
        current_streak: r.current_streak,
        longest_streak: r.longest_streak,
        recent_bits: r.recent_bits,
        recent_len: r.recent_len,
    }
}

/// A stored board row as the rules' record.
pub fn of_board(r: &quiz_board::Model) -> Record {
    Record {
        settled: r.settled,
        red: r.red,
        stake_fen: r.stake_fen,
        return_fen: r.return_fen,
        current_streak: r.current_streak,
        longest_streak: r.longest_streak,
        recent_bits: r.recent_bits,
        recent_len: r.recent_len,
        void: 0,
    }
}

/// Rows per upsert of [`write_stats`] and [`write_boards`]: 14 columns
/// each stays well under SQLite's 32,766 bound parameters.
const WRITE_ROWS: usize = 1000;

fn stat_row(member_id: i64, scope: &str, r: &Record) -> quiz_stat::ActiveModel {
    quiz_stat::ActiveModel {
        member_id: Set(member_id),
        scope: Set(scope.to_owned()),
        settled: Set(r.settled),
        red: Set(r.red),
        void: Set(r.void),
        stake_fen: Set(r.stake_fen),
        return_fen: Set(r.return_fen),
        current_streak: Set(r.current_streak),
        longest_streak: Set(r.longest_streak),
        recent_bits: Set(r.recent_bits),
        recent_len: Set(r.recent_len),
        updated_at: Set(crate::kernel::clock::now()),
    }
}

async fn write_stat<C: ConnectionTrait>(
    db: &C,
    member_id: i64,
    scope: &str,
    r: &Record,
) -> AppResult<()> {
    write_stats(db, &[(member_id, scope.to_owned(), *r)]).await
}

/// Writes record rows `(member, scope, record)`, a multi-row upsert per
/// [`WRITE_ROWS`] (settlement's batch path writes a thousand at once).
pub async fn write_stats<C: ConnectionTrait>(
    db: &C,
    rows: &[(i64, String, Record)],
) -> AppResult<()> {
    for chunk in rows.chunks(WRITE_ROWS) {
        quiz_stat::Entity::insert_many(chunk.iter().map(|(m, s, r)| stat_row(*m, s, r)))
            .on_conflict(
                OnConflict::columns([quiz_stat::Column::MemberId, quiz_stat::Column::Scope])
                    .update_columns([
                        quiz_stat::Column::Settled,
                        quiz_stat::Column::Red,
                        quiz_stat::Column::Void,
                        quiz_stat::Column::StakeFen,
                        quiz_stat::Column::ReturnFen,
                        quiz_stat::Column::CurrentStreak,
                        quiz_stat::Column::LongestStreak,
                        quiz_stat::Column::RecentBits,
                        quiz_stat::Column::RecentLen,
                        quiz_stat::Column::UpdatedAt,
                    ])
                    .to_owned(),
            )
            .exec_without_returning(db)
            .await?;
    }
    Ok(())
}

/// A board row to write: member, period, record and the last pick's
/// kickoff (seconds; the tie-break).
pub type BoardRow = (i64, String, Record, i64);

/// The `quiz_board` row of `member_id`'s record on `period`'s board (its
/// keys made here, the one place they are).
pub(crate) fn board_row(
    member_id: i64,
    period: &str,
    r: &Record,
    last_pick_secs: i64,
) -> quiz_board::ActiveModel {
    let keys = board_keys(r, last_pick_secs);
    quiz_board::ActiveModel {
        period: Set(period.to_owned()),
        member_id: Set(member_id),
        settled: Set(r.settled),
        red: Set(r.red),
        stake_fen: Set(r.stake_fen),
        return_fen: Set(r.return_fen),
        current_streak: Set(r.current_streak),
        longest_streak: Set(r.longest_streak),
        recent_bits: Set(r.recent_bits),
        recent_len: Set(r.recent_len),
        hit_key: Set(keys.hit),
        streak_key: Set(keys.streak),
        return_key: Set(keys.ret),
        tie: Set(keys.tie),
    }
}

async fn write_board(
    db: &Work,
    member_id: i64,
    period: &str,
    r: &Record,
    last_pick_secs: i64,
) -> AppResult<()> {
    write_boards(db, &[(member_id, period.to_owned(), *r, last_pick_secs)]).await
}

/// Writes board rows, a multi-row upsert per [`WRITE_ROWS`], and
/// announces that boards moved (the kept boards are forgotten when the
/// work commits: `kept_board`).
pub async fn write_boards(db: &Work, rows: &[BoardRow]) -> AppResult<()> {
    if !rows.is_empty() {
        boards_moved(db);
    }
    for chunk in rows.chunks(WRITE_ROWS) {
        quiz_board::Entity::insert_many(
            chunk
                .iter()
                .map(|(m, p, r, last)| board_row(*m, p, r, *last)),
        )
        .on_conflict(
            OnConflict::columns([quiz_board::Column::Period, quiz_board::Column::MemberId])
                .update_columns([
                    quiz_board::Column::Settled,
                    quiz_board::Column::Red,
                    quiz_board::Column::StakeFen,
                    quiz_board::Column::ReturnFen,
                    quiz_board::Column::CurrentStreak,
                    quiz_board::Column::LongestStreak,
                    quiz_board::Column::RecentBits,
                    quiz_board::Column::RecentLen,
                    quiz_board::Column::HitKey,
                    quiz_board::Column::StreakKey,
                    quiz_board::Column::ReturnKey,
                    quiz_board::Column::Tie,
                ])
                .to_owned(),
        )
        .exec_without_returning(db)
        .await?;
    }
    Ok(())
}

/// One settled pick, as the record needs it.
#[derive(Debug, Clone)]
pub struct Settled {
    pub scopes: Vec<String>,
    pub kickoff: chrono::DateTime<chrono::Utc>,
    pub outcome: Outcome,
    pub stake_fen: i64,
    pub return_fen: i64,
}

/// Moves `member_id`'s record by one newly settled pick: its scopes and
/// its periods. Answers the pick's place in the member's record (its
/// `settled_seq`) and the overall record after it.
pub async fn add(db: &Work, member_id: i64, s: &Settled) -> AppResult<(i64, Record)> {
    let rows = quiz_stat::Entity::find()
        .filter(quiz_stat::Column::MemberId.eq(member_id))
        .filter(quiz_stat::Column::Scope.is_in(s.scopes.clone()))
        .all(db)
        .await?;
    let mut overall = Record::default();
    for scope in &s.scopes {
        let before = rows
            .iter()
            .find(|r| &r.scope == scope)
            .map(record_of)
            .unwrap_or_default();
        let after = before.add(s.outcome, s.stake_fen, s.return_fen);
        write_stat(db, member_id, scope, &after).await?;
        if scope == ALL {
            overall = after;
        }
    }
    if s.outcome != Outcome::Void {
        let day = crate::kernel::clock::shanghai_day(s.kickoff);
        let names = periods(day);
        let boards = quiz_board::Entity::find()
            .filter(quiz_board::Column::MemberId.eq(member_id))
            .filter(quiz_board::Column::Period.is_in(names.iter().cloned()))
            .all(db)
            .await?;
        for period in &names {
            let before = boards
                .iter()
                .find(|b| &b.period == period)
                .map(of_board)
                .unwrap_or_default();
            let after = before.add(s.outcome, s.stake_fen, s.return_fen);
            write_board(db, member_id, period, &after, s.kickoff.timestamp()).await?;
        }
    }
    Ok((overall.settled + overall.void, overall))
}

/// Rebuilds `member_id`'s pick records (every scope but plans) and board
/// rows from their settled picks in settled order: after a correction.
pub async fn rebuild(db: &Work, member_id: i64) -> AppResult<Record> {
    let picks = quiz_pick::Entity::find()
        .filter(quiz_pick::Column::MemberId.eq(member_id))
        .filter(quiz_pick::Column::SettledSeq.is_not_null())
        .order_by_asc(quiz_pick::Column::SettledSeq)
        .order_by_asc(quiz_pick::Column::Id)
        .all(db)
        .await?;
    let mut stats: BTreeMap<String, Record> = BTreeMap::new();
    let mut boards: BTreeMap<String, (Record, i64)> = BTreeMap::new();
    for p in &picks {
        let Some(outcome) = Outcome::from_code(&p.state) else {
            continue;
        };
        for scope in scopes(&p.game, &p.play, p.parlay) {
            let r = stats.entry(scope).or_default();
            *r = r.add(outcome, p.stake_fen, p.return_fen);
        }
        if outcome != Outcome::Void {
            for period in periods(crate::kernel::clock::shanghai_day(p.first_kickoff)) {
                let (r, last) = boards.entry(period).or_default();
                *r = r.add(outcome, p.stake_fen, p.return_fen);
                *last = (*last).max(p.first_kickoff.timestamp());
            }
        }
    }
    quiz_stat::Entity::delete_many()
        .filter(quiz_stat::Column::MemberId.eq(member_id))
        .filter(quiz_stat::Column::Scope.ne(PLANS))
        .exec(db)
        .await?;
    quiz_board::Entity::delete_many()
        .filter(quiz_board::Column::MemberId.eq(member_id))
        .exec(db)
        .await?;
    boards_moved(db);
    for (scope, r) in &stats {
        write_stat(db, member_id, scope, r).await?;
    }
    for (period, (r, last)) in &boards {
        write_board(db, member_id, period, r, *last).await?;
    }
    Ok(stats.get(ALL).copied().unwrap_or_default())
}

/// Moves an expert's plan record by one settled plan.
pub async fn add_plan<C: ConnectionTrait>(
    db: &C,
    expert_id: i64,
    outcome: Outcome,
    stake: i64,
    ret: i64,
) -> AppResult<()> {
    let before = quiz_stat::Entity::find_by_id((expert_id, PLANS.to_owned()))
        .one(db)
        .await?
        .map(|r| record_of(&r))
        .unwrap_or_default();
    write_stat(db, expert_id, PLANS, &before.add(outcome, stake, ret)).await
}

/// Rebuilds an expert's plan record from their settled plans (after a
/// correction), in settled order.
pub async fn rebuild_plans<C: ConnectionTrait>(db: &C, expert_id: i64) -> AppResult<()> {
    use entities::expert_plan;
    let plans = expert_plan::Entity::find()
        .filter(expert_plan::Column::ExpertId.eq(expert_id))
        .filter(expert_plan::Column::SettledAt.is_not_null())
        .order_by_asc(expert_plan::Column::SettledAt)
        .order_by_asc(expert_plan::Column::Id)
        .all(db)
        .await?;
    let mut r = Record::default();
    for p in &plans {
        if let Some(o) = Outcome::from_code(&p.state) {
            let (stake, ret) = super::plans::notional(p);
            r = r.add(o, stake, ret);
        }
    }
    write_stat(db, expert_id, PLANS, &r).await
}

/// Says that `quiz_board` rows change in `work`: every writer of the
/// table calls it (the kept first pages and places depend on it).
pub(crate) fn boards_moved(work: &Work) {
    work.announce(DomainEvent::area(super::events::QuizEvent::BoardsMoved));
}
