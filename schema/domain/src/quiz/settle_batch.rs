//! Settlement of a match's open single picks in batches (W18 of
//! performance.md: 10k picks on one result, at most 0.1 statements a
//! pick). The per-leg path of `settle` costs some fifteen statements and a
//! commit a pick; here a chunk of up to [`CHUNK`] picks costs about thirty
//! in one transaction, whatever the chunk's size.
//!
//! Exactly once, as the per-leg path: a chunk locks its members' rows,
//! moves its legs from "open" by conditional updates and checks that every
//! leg moved. If one did not (another run or instance settled it first),
//! the chunk rolls back whole and its picks go the per-leg way, which
//! handles each race alone. A chunk that committed left its legs decided,
//! so a rerun of the job does not find them open and skips them.
//!
//! What the batch does not take stays on the per-leg path: a 2串1 (its
//! other leg may be open), a leg already decided (a correction), a pick
//! not `OPEN`. Every chunk holds whole members, so a member's picks on the
//! match move their record in pick order within one transaction.

use std::collections::{BTreeMap, HashMap, HashSet};

use futures_util::stream::{FuturesUnordered, StreamExt};
use sea_orm::sea_query::{CaseStatement, Expr};
use sea_orm::{
    ColumnTrait, ConnectionTrait, DbBackend, EntityTrait, QueryFilter, QuerySelect, QueryTrait,
};

use rules::quiz::{periods, pick_return, Outcome, Record};

use super::events::QuizEvent;
use super::record::{self, BoardRow, ALL, PLANS};
use super::settle::Decided;
use crate::kernel::events::DomainEvent;
use crate::kernel::{AppContext, AppResult};
use crate::message::{deliver_to_members, Delivered, MessageType};
use crate::sports::service::MatchView;
use entities::{member, quiz_board, quiz_pick, quiz_pick_leg, quiz_stat};

/// Picks per transaction: the statements of a chunk do not depend on its
/// size, and a thousand keeps every `IN` list and multi-row write within
/// SQLite's bound parameters.
pub const CHUNK: usize = 1000;

/// Chunks in flight at once on PostgreSQL: each holds a connection of the
/// pool (20) for its transaction. Three took W18 (10k picks, two cores)
/// from 7.3 s one after another to 2.6 s (BENCHMARKS.md); other numbers
/// were not tried.
pub const SIDE_BY_SIDE: usize = 3;

/// An open single pick and how its one leg settles.
struct Single {
    leg_id: i64,
    odds: i64,
    pick: quiz_pick::Model,
    outcome: Outcome,
}

/// Settles the open single picks on `view` whose legs are among `legs`,
/// about `chunk` picks a transaction ([`CHUNK`] but in tests); answers the
/// ids of the legs it settled (the per-leg path skips them).
pub(super) async fn settle_open_singles(
    ctx: &AppContext,
    view: &MatchView,
    d: &Decided,
    legs: &[quiz_pick_leg::Model],
    chunk: usize,
) -> AppResult<HashSet<i64>> {
    let open: HashMap<i64, (&quiz_pick_leg::Model, Outcome)> = legs
        .iter()
        .filter(|l| l.outcome.is_none())
        .filter_map(|l| Some((l.pick_id, (l, d.leg(&l.play, l.choice, l.line)?))))
        .collect();
    if open.is_empty() {
        return Ok(HashSet::new());
    }
    // The picks of the open legs, one statement (a subquery, not 10k ids).
    let open_legs = quiz_pick_leg::Entity::find()
        .select_only()
        .column(quiz_pick_leg::Column::PickId)
        .filter(quiz_pick_leg::Column::MatchId.eq(view.id))
        .filter(quiz_pick_leg::Column::Outcome.is_null())
        .as_query()
        .to_owned();
    let picks = quiz_pick::Entity::find()
        .filter(quiz_pick::Column::Id.in_subquery(open_legs))
        .filter(quiz_pick::Column::State.eq("OPEN"))
        .filter(quiz_pick::Column::Parlay.eq(false))
        .all(&ctx.db)
        .await?;
    let mut by_member: BTreeMap<i64, Vec<Single>> = BTreeMap::new();
    for pick in picks {
        if let Some((leg, outcome)) = open.get(&pick.id) {
            by_member.entry(pick.member_id).or_default().push(Single {
                leg_id: leg.id,
                odds: leg.odds,
                pick,
                outcome: *outcome,
            });
        }
    }
    let mut chunks: Vec<Vec<Single>> = vec![];
    let mut current: Vec<Single> = vec![];
    for (_, mut singles) in by_member {
        if !current.is_empty() && current.len() + singles.len() > chunk {
            chunks.push(std::mem::take(&mut current));
        }
        singles.sort_by_key(|s| s.pick.id);
        current.extend(singles);
    }
    if !current.is_empty() {
        chunks.push(current);
    }
    // Chunks hold disjoint members (their rows, records, boards and
    // receipts), so they do not wait for each other's locks: on
    // PostgreSQL a few run side by side (W18: one after another, 10k picks
    // took 7.3 s, each chunk's statements waiting on the one before).
    // SQLite has one writer at a time; there they go one by one.
    let side_by_side = match ctx.db.get_database_backend() {
        DbBackend::Postgres => SIDE_BY_SIDE,
        _ => 1,
    };
    let mut waiting = chunks.iter();
    let mut runs = FuturesUnordered::new();
    for chunk in waiting.by_ref().take(side_by_side) {
        runs.push(run_chunk(ctx, view, chunk));
    }
    // Every chunk runs to its end even when one fails: what committed
    // stays settled, and the job's next run finds only the rest open.
    let mut done = HashSet::new();
    let mut failed = None;
    while let Some(run) = runs.next().await {
        match run {
            Ok(Some(chunk)) => done.extend(chunk.iter().map(|s| s.leg_id)),
            Ok(None) => {}
            Err(e) => failed = failed.or(Some(e)),
        }
        if let Some(chunk) = waiting.next() {
            runs.push(run_chunk(ctx, view, chunk));
        }
    }
    match failed {
        Some(e) => Err(e),
        None => Ok(done),
    }
}

/// [`settle_chunk`] until it does not lose a race; the chunk when it
/// settled.
async fn run_chunk<'a>(
    ctx: &AppContext,
    view: &MatchView,
    chunk: &'a [Single],
) -> AppResult<Option<&'a [Single]>> {
    let settled = crate::kernel::db::retrying(|| settle_chunk(ctx, view, chunk)).await?;
    Ok(settled.then_some(chunk))
}

/// One chunk in one transaction, its messages and each member's overall
/// record announced on commit; `false` when a leg was no longer open (the
/// transaction rolled back; the per-leg path takes the chunk).
async fn settle_chunk(ctx: &AppContext, view: &MatchView, chunk: &[Single]) -> AppResult<bool> {
    let members: Vec<i64> = {
        let mut m: Vec<i64> = chunk.iter().map(|s| s.pick.member_id).collect();
        m.dedup();
        m
    };
    let txn = crate::kernel::db::begin(ctx).await?;
    // Every member's row lock, as `record` asks of its callers.
    member::Entity::update_many()
        .col_expr(member::Column::Id, Expr::col(member::Column::Id).into())
        .filter(member::Column::Id.is_in(members.clone()))
        .exec(&txn)
        .await?;
    for outcome in [Outcome::Red, Outcome::Black, Outcome::Void] {
        let ids: Vec<i64> = chunk
            .iter()
            .filter(|s| s.outcome == outcome)
            .map(|s| s.leg_id)
            .collect();
        if ids.is_empty() {
            continue;
        }
        let moved = quiz_pick_leg::Entity::update_many()
            .col_expr(quiz_pick_leg::Column::Outcome, Expr::value(outcome.code()))
            .filter(quiz_pick_leg::Column::Id.is_in(ids.clone()))
            .filter(quiz_pick_leg::Column::Outcome.is_null())
            .exec(&txn)
            .await?;
        if moved.rows_affected != ids.len() as u64 {
            // Dropped unfinished: rolled back.
            return Ok(false);
        }
    }
    let moved = records(&txn, &members, chunk).await?;
    write_picks(&txn, &moved.picks).await?;
    record::write_stats(&txn, &moved.stats).await?;
    record::write_boards(&txn, &moved.boards).await?;
    let mut delivered = vec![];
    for outcome in [Outcome::Red, Outcome::Black, Outcome::Void] {
        let mut told: Vec<i64> = chunk
            .iter()
            .filter(|s| s.outcome == outcome)
            .map(|s| s.pick.member_id)
            .collect();
        told.dedup();
        delivered.extend(tell(&txn, view, outcome, &told).await?);
    }
    for d in delivered {
        crate::message::announce_on(&txn, d);
    }
    for (member_id, overall) in moved.overall {
        txn.announce(DomainEvent::area(QuizEvent::RecordMoved {
            member_id,
            settled: overall.settled,
            red: overall.red,
            current_streak: overall.current_streak,
        }));
    }
    txn.commit().await?;
    Ok(true)
}

/// A pick's settlement as written: id, outcome, return and its place in
/// the member's record.
struct PickRow {
    id: i64,
    outcome: Outcome,
    ret: i64,
    seq: i64,
}

/// What a chunk writes: the record and board rows it moved, its picks,
/// and each member's overall record after it.
struct Moved {
    stats: Vec<(i64, String, Record)>,
    boards: Vec<BoardRow>,
    picks: Vec<PickRow>,
    overall: BTreeMap<i64, Record>,
}

/// The records after the chunk, moved pick by pick in memory from the
/// rows as stored (two reads), as `record::add` moves them one at a time.
async fn records<C: ConnectionTrait>(
    db: &C,
    members: &[i64],
    chunk: &[Single],
) -> AppResult<Moved> {
    let mut stats: BTreeMap<(i64, String), Record> = quiz_stat::Entity::find()
        .filter(quiz_stat::Column::MemberId.is_in(members.to_vec()))
        .filter(quiz_stat::Column::Scope.ne(PLANS))
        .all(db)
        .await?
        .iter()
        .map(|r| ((r.member_id, r.scope.clone()), record::record_of(r)))
        .collect();
    let names: HashSet<String> = chunk
        .iter()
        .flat_map(|s| periods(crate::kernel::clock::shanghai_day(s.pick.first_kickoff)))
        .collect();
    let mut boards: BTreeMap<(i64, String), (Record, i64)> = quiz_board::Entity::find()
        .filter(quiz_board::Column::MemberId.is_in(members.to_vec()))
        .filter(quiz_board::Column::Period.is_in(names))
        .all(db)
        .await?
        .iter()
        .map(|b| ((b.member_id, b.period.clone()), (record::of_board(b), 0)))
        .collect();
    let mut touched_stats = HashSet::new();
    let mut touched_boards = HashSet::new();
    let mut overall = BTreeMap::new();
    let mut picks = Vec::with_capacity(chunk.len());
    for s in chunk {
        let p = &s.pick;
        let ret = pick_return(s.outcome, p.stake_fen, &[(s.outcome, s.odds)]);
        for scope in record::scopes(&p.game, &p.play, p.parlay) {
            let key = (p.member_id, scope);
            let r = stats.entry(key.clone()).or_default();
            *r = r.add(s.outcome, p.stake_fen, ret);
            if key.1 == ALL {
                overall.insert(p.member_id, *r);
            }
            touched_stats.insert(key);
        }
        if s.outcome != Outcome::Void {
            let kickoff = p.first_kickoff.timestamp();
            for period in periods(crate::kernel::clock::shanghai_day(p.first_kickoff)) {
                let key = (p.member_id, period);
                let (r, last) = boards.entry(key.clone()).or_default();
                *r = r.add(s.outcome, p.stake_fen, ret);
                // As `record::add`: the row's tie-break is this pick's kickoff.
                *last = kickoff;
                touched_boards.insert(key);
            }
        }
        let o = overall.get(&p.member_id).copied().unwrap_or_default();
        picks.push(PickRow {
            id: p.id,
            outcome: s.outcome,
            ret,
            seq: o.settled + o.void,
        });
    }
    let stats = stats
        .into_iter()
        .filter(|(k, _)| touched_stats.contains(k))
        .map(|((m, s), r)| (m, s, r))
        .collect();
    let boards = boards
        .into_iter()
        .filter(|(k, _)| touched_boards.contains(k))
        .map(|((m, p), (r, last))| (m, p, r, last))
        .collect();
    Ok(Moved {
        stats,
        boards,
        picks,
        overall,
    })
}

/// The picks' state, return and place: one update per outcome, the return
/// and place chosen by id.
async fn write_picks<C: ConnectionTrait>(db: &C, picks: &[PickRow]) -> AppResult<()> {
    let at = crate::kernel::clock::now();
    for outcome in [Outcome::Red, Outcome::Black, Outcome::Void] {
        let rows: Vec<&PickRow> = picks.iter().filter(|p| p.outcome == outcome).collect();
        if rows.is_empty() {
            continue;
        }
        let mut ret = CaseStatement::new();
        let mut seq = CaseStatement::new();
        for p in &rows {
            ret = ret.case(quiz_pick::Column::Id.eq(p.id), Expr::val(p.ret));
            seq = seq.case(quiz_pick::Column::Id.eq(p.id), Expr::val(p.seq));
        }
        quiz_pick::Entity::update_many()
            .col_expr(quiz_pick::Column::State, Expr::value(outcome.code()))
            .col_expr(quiz_pick::Column::SettledAt, Expr::value(at))
            .col_expr(
                quiz_pick::Column::ReturnFen,
                ret.finally(Expr::col(quiz_pick::Column::ReturnFen)).into(),
            )
            .col_expr(
                quiz_pick::Column::SettledSeq,
                seq.finally(Expr::col(quiz_pick::Column::SettledSeq)).into(),
            )
            .filter(quiz_pick::Column::Id.is_in(rows.iter().map(|p| p.id)))
            .exec(db)
            .await?;
    }
    Ok(())
}

/// The pickers of one outcome hear it: one message to all of them (the
/// per-leg path writes one a pick; a member with two picks of the same
/// outcome on the match reads one).
async fn tell<C: ConnectionTrait>(
    db: &C,
    view: &MatchView,
    outcome: Outcome,
    members: &[i64],
) -> AppResult<Option<Delivered>> {
    let content = format!(
        "{} {} vs {}：你的竞猜{}",
        view.match_num,
        view.home,
        view.away,
        super::settle::verdict(outcome)
    );
    deliver_to_members(
        db,
        members,
        None,
        MessageType::SystemNotice,
        "竞猜已结算",
        &content,
        serde_json::json!({ "matchId": view.id.to_string() }),
    )
    .await
}
