//! Settlement: when a match's result is published (or corrected), a
//! durable job (`quiz.settle_match`) settles every pick, plan and
//! competition entry on it. A listener turns each `ResultPublished` event
//! into a job, and a sweep every minute enqueues the matches whose legs
//! are still open or whose result changed lately (events can be lost).
//! The job's key includes the match's `updated_at`, so a correction is a
//! new job and a repeated event is the same one.
//!
//! Exactly once, however often the job runs or wherever it dies: each
//! leg moves by a conditional update from the outcome it had, in one
//! transaction with what follows from it (the pick's state, the record,
//! the message, the ledger row with its unique key), so a rerun finds the
//! work done and skips it. Open single picks go a thousand to a
//! transaction (`settle_batch`), the rest one leg to a transaction. A correction moves what changed by
//! the difference: a pick's record is rebuilt, an entry's payout is paid
//! or taken back by the difference, never twice.

use std::time::Duration;

use futures_util::StreamExt;
use sea_orm::sea_query::Expr;
use sea_orm::{ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, QuerySelect, QueryTrait};
use serde::{Deserialize, Serialize};

use rules::quiz::{pick_return, Outcome};

use super::events::QuizEvent;
use super::legs::{self, LegTable, Moved};
use super::record::{self, Settled};
use crate::kernel::events::DomainEvent;
use crate::kernel::jobs::{self, Claimed, Registry};
use crate::kernel::{AppContext, AppError, AppResult};
use crate::message::{deliver_to_member, Delivered, MessageType};
use crate::sports::import::MatchState;
use crate::sports::service::MatchView;
use crate::sports::{PlayType, SportsGame};
use entities::{quiz_pick, quiz_pick_leg, sports_match};

/// The picks' legs as settlement moves them.
const PICK_LEGS: LegTable<quiz_pick_leg::Entity> = LegTable {
    id: quiz_pick_leg::Column::Id,
    parent: quiz_pick_leg::Column::PickId,
    outcome: quiz_pick_leg::Column::Outcome,
    read: |l| (l.outcome.as_deref(), l.odds),
};

/// The job settling one match's picks, plans and entries.
pub const JOB: &str = "quiz.settle_match";

#[derive(Debug, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
struct Payload {
    match_id: i64,
}

impl jobs::Job for Payload {
    const KIND: &'static str = JOB;
}

/// Registers the settlement jobs.
pub fn register(registry: &mut Registry) {
    registry.job(|ctx, p: Payload, run| async move { settle_job(&ctx, p, &run).await });
    super::plans::register(registry);
    super::competitions::register(registry);
    super::closing::register(registry);
    super::expert_board::register(registry);
}

/// Asks for `match_id` (last changed at `version`) to be settled.
pub async fn enqueue<C: ConnectionTrait>(
    db: &C,
    match_id: i64,
    version: chrono::DateTime<chrono::Utc>,
) -> AppResult<()> {
    let key = format!("{JOB}:{match_id}:{}", version.timestamp_micros());
    jobs::ask(
        db,
        &Payload { match_id },
        crate::kernel::clock::now(),
        Some(&key),
    )
    .await
}

/// Runs for the life of the server: each published result becomes a job,
/// and every minute a sweep enqueues what an event may have missed and
/// the close of the boards that ended last and the experts board's
/// rebuild are asked for.
pub async fn listen(ctx: AppContext) {
    let results = crate::sports::events::results(&ctx, None);
    tokio::pin!(results);
    let mut tick = tokio::time::interval(Duration::from_secs(60));
    loop {
        tokio::select! {
            view = results.next() => {
                let Some(view) = view else { return };
                if let Err(e) = enqueue_view(&ctx, &view).await {
                    tracing::warn!(error = %e.message, match_id = view.id, "settlement not enqueued; the sweep will");
                }
            }
            _ = tick.tick() => {
                if let Err(e) = sweep(&ctx).await {
                    tracing::warn!(error = %e.message, "settlement sweep failed");
                }
                // The boards of the period that ended last are kept as
                // they closed (one job per ten minutes, `closing`).
                if let Err(e) = super::closing::ask(&ctx).await {
                    tracing::warn!(error = %e.message, "board close not asked for");
                }
                // The experts board over the recruitment window, rebuilt
                // once per ten minutes (`expert_board`).
                if let Err(e) = super::expert_board::ask(&ctx).await {
                    tracing::warn!(error = %e.message, "experts board not asked for");
                }
            }
        }
    }
}

async fn enqueue_view(ctx: &AppContext, view: &MatchView) -> AppResult<()> {
    let version: Option<chrono::DateTime<chrono::Utc>> = sports_match::Entity::find_by_id(view.id)
        .select_only()
        .column(sports_match::Column::UpdatedAt)
        .into_tuple()
        .one(&ctx.db)
        .await?;
    if let Some(v) = version {
        enqueue(&ctx.db, view.id, v).await?;
    }
    Ok(())
}

/// Enqueues a settlement for every decided match with an open leg, and for
/// every decided match changed in the last three days (a correction whose
/// event was lost). The job keys make a match already settled at its
/// current version one job. Answers how many matches it looked at.
pub async fn sweep(ctx: &AppContext) -> AppResult<usize> {
    use entities::{competition_entry, expert_plan_leg};
    let decided = [MatchState::Finished.code(), MatchState::Void.code()];
    let open_legs = quiz_pick_leg::Entity::find()
        .select_only()
        .column(quiz_pick_leg::Column::MatchId)
        .filter(quiz_pick_leg::Column::Outcome.is_null())
        .distinct()
        .as_query()
        .to_owned();
    let open_plan_legs = expert_plan_leg::Entity::find()
        .select_only()
        .column(expert_plan_leg::Column::MatchId)
        .filter(expert_plan_leg::Column::Outcome.is_null())
        .distinct()
        .as_query()
        .to_owned();
    let open_entries = competition_entry::Entity::find()
        .select_only()
        .column(competition_entry::Column::MatchId)
        .filter(competition_entry::Column::Outcome.is_null())
        .distinct()
        .as_query()
        .to_owned();
    let recent = crate::kernel::clock::now() - chrono::Duration::days(3);
    let rows: Vec<(i64, chrono::DateTime<chrono::Utc>)> = sports_match::Entity::find()
        .select_only()
        .column(sports_match::Column::Id)
        .column(sports_match::Column::UpdatedAt)
        .filter(sports_match::Column::State.is_in(decided))
        .filter(
            sea_orm::Condition::any()
                .add(sports_match::Column::Id.in_subquery(open_legs))
                .add(sports_match::Column::Id.in_subquery(open_plan_legs))
                .add(sports_match::Column::Id.in_subquery(open_entries))
                .add(sports_match::Column::UpdatedAt.gte(recent)),
        )
        .into_tuple()
        .all(&ctx.db)
        .await?;
    for (id, version) in &rows {
        enqueue(&ctx.db, *id, *version).await?;
    }
    Ok(rows.len())
}

/// The decided result of a match as the legs read it.
pub(super) struct Decided {
    pub game: SportsGame,
    pub result: Option<(
        crate::sports::outcome::Score,
        Option<crate::sports::outcome::Score>,
    )>,
}

impl Decided {
    pub fn leg(&self, play: &str, choice: i16, line: Option<i32>) -> Option<Outcome> {
        let play = PlayType::from_code(play)?;
        legs::settle(
            self.game,
            self.result,
            play,
            usize::try_from(choice).ok()?,
            line,
        )
    }
}

async fn settle_job(ctx: &AppContext, p: Payload, run: &Claimed) -> AppResult<()> {
    settle_match(ctx, p.match_id).await?;
    let txn = crate::kernel::db::begin(ctx).await?;
    jobs::finish(&txn, run).await?;
    txn.commit().await?;
    Ok(())
}

/// Settles everything on `match_id` as its stored result says (nothing
/// while it is undecided). Safe to run any number of times.
pub async fn settle_match(ctx: &AppContext, match_id: i64) -> AppResult<()> {
    settle_match_in_chunks(ctx, match_id, super::settle_batch::CHUNK).await
}

/// [`settle_match`] with open singles batched `chunk` picks a transaction
/// (tests settle a few hundred picks in many chunks, side by side).
pub async fn settle_match_in_chunks(
    ctx: &AppContext,
    match_id: i64,
    chunk: usize,
) -> AppResult<()> {
    let view = match crate::sports::service::get(ctx, match_id).await {
        Ok(v) => v,
        Err(e) if e.code == crate::kernel::error::ErrorCode::NotFound => return Ok(()),
        Err(e) => return Err(e),
    };
    let Some(result) = legs::decided(&view) else {
        return Ok(());
    };
    let decided = Decided {
        game: view.game,
        result,
    };
    settle_picks(ctx, &view, &decided, chunk).await?;
    super::plans::settle_on(ctx, match_id, &decided).await?;
    super::competitions::settle_on(ctx, match_id, &decided).await?;
    // The experts board follows within seconds (one rebuild for a burst
    // of settlements, after the last of them).
    super::expert_board::ask_soon(ctx).await?;
    Ok(())
}

async fn settle_picks(
    ctx: &AppContext,
    view: &MatchView,
    d: &Decided,
    chunk: usize,
) -> AppResult<()> {
    let legs = quiz_pick_leg::Entity::find()
        .filter(quiz_pick_leg::Column::MatchId.eq(view.id))
        .all(&ctx.db)
        .await?;
    // Open singles in batches first; what is left (2串1, corrections,
    // a chunk that lost a race) one leg at a time.
    let batched = super::settle_batch::settle_open_singles(ctx, view, d, &legs, chunk).await?;
    for leg in legs {
        if batched.contains(&leg.id) {
            continue;
        }
        let Some(now) = d.leg(&leg.play, leg.choice, leg.line) else {
            continue;
        };
        if leg.outcome.as_deref() == Some(now.code()) {
            continue;
        }
        crate::kernel::db::retrying(|| settle_leg(ctx, view, &leg, now)).await?;
    }
    Ok(())
}

/// Moves one leg to `now` and what follows from it, in one transaction.
async fn settle_leg(
    ctx: &AppContext,
    view: &MatchView,
    leg: &quiz_pick_leg::Model,
    now: Outcome,
) -> AppResult<()> {
    let txn = crate::kernel::db::begin(ctx).await?;
    crate::kernel::db::lock_member(&txn, leg.member_id).await?;
    let (outcome, legs) = match legs::move_leg(
        &txn,
        &PICK_LEGS,
        leg.id,
        leg.pick_id,
        leg.outcome.as_deref(),
        now,
    )
    .await?
    {
        Moved::Lost => return Ok(()),
        Moved::Waiting => return Ok(txn.commit().await?),
        Moved::Decided { outcome, legs } => (outcome, legs),
    };
    let pick = quiz_pick::Entity::find_by_id(leg.pick_id)
        .one(&txn)
        .await?
        .ok_or_else(|| AppError::internal("a leg without its pick"))?;
    let ret = pick_return(outcome, pick.stake_fen, &legs);
    let at = crate::kernel::clock::now();
    let first = pick.state == "OPEN";
    if !first && pick.state == outcome.code() && pick.return_fen == ret {
        txn.commit().await?;
        return Ok(());
    }
    let overall = if first {
        let settled = Settled {
            scopes: record::scopes(&pick.game, &pick.play, pick.parlay),
            kickoff: pick.first_kickoff,
            outcome,
            stake_fen: pick.stake_fen,
            return_fen: ret,
        };
        let (seq, overall) = record::add(&txn, pick.member_id, &settled).await?;
        set_pick(&txn, pick.id, outcome, ret, Some(seq), at).await?;
        overall
    } else {
        set_pick(&txn, pick.id, outcome, ret, None, at).await?;
        record::rebuild(&txn, pick.member_id).await?
    };
    let delivered = tell(&txn, &pick, view, outcome, first).await?;
    crate::message::announce_on(&txn, delivered);
    txn.announce(DomainEvent::area(QuizEvent::RecordMoved {
        member_id: pick.member_id,
        settled: overall.settled,
        red: overall.red,
        current_streak: overall.current_streak,
    }));
    txn.commit().await?;
    Ok(())
}

async fn set_pick<C: ConnectionTrait>(
    db: &C,
    id: i64,
    outcome: Outcome,
    ret: i64,
    seq: Option<i64>,
    at: chrono::DateTime<chrono::Utc>,
) -> AppResult<()> {
    let mut update = quiz_pick::Entity::update_many()
        .col_expr(quiz_pick::Column::State, Expr::value(outcome.code()))
        .col_expr(quiz_pick::Column::ReturnFen, Expr::value(ret))
        .col_expr(quiz_pick::Column::SettledAt, Expr::value(at))
        .filter(quiz_pick::Column::Id.eq(id));
    if let Some(seq) = seq {
        update = update.col_expr(quiz_pick::Column::SettledSeq, Expr::value(seq));
    }
    update.exec(db).await?;
    Ok(())
}

/// The picker hears how their pick settled (or was corrected).
async fn tell<C: ConnectionTrait>(
    db: &C,
    pick: &quiz_pick::Model,
    view: &MatchView,
    outcome: Outcome,
    first: bool,
) -> AppResult<Delivered> {
    let title = if first {
        "竞猜已结算"
    } else {
        "竞猜结果已更正"
    };
    let content = format!(
        "{} {} vs {}：你的竞猜{}",
        view.match_num,
        view.home,
        view.away,
        verdict(outcome)
    );
    deliver_to_member(
        db,
        pick.member_id,
        None,
        MessageType::SystemNotice,
        title,
        &content,
        serde_json::json!({ "pickId": pick.id.to_string() }),
    )
    .await
}

/// How a settled pick reads in its message.
pub(super) fn verdict(outcome: Outcome) -> &'static str {
    match outcome {
        Outcome::Red => "红单",
        Outcome::Black => "未中",
        Outcome::Void => "走盘（比赛取消）",
    }
}
