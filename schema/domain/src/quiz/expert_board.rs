//! The experts board (issue 52): every expert ranked by their record over
//! the recruitment window (`EXPERT_WINDOW_DAYS`, the record an applicant
//! is judged on) — by hit rate, return rate or the longest run of reds.
//!
//! A rolling window is not a counter: a pick leaves it as days pass, with
//! no event. So the board is rebuilt by the job `quiz.expert_board` —
//! asked when a match settles or an expert is approved (within
//! [`SOON_SECS`], one rebuild for a burst), and by the settlement loop's minute tick once per ten-minute
//! slot for the window's moving edge (whatever the number of instances)
//! — and kept in `quiz_board` under the name
//! [`NAME`]: paged, with the caller's place, by the boards' one pager
//! (`boards::period_board`) over the same indexes. One rebuild reads the
//! experts' settled picks of the window once (`ix_quiz_pick_member_game`
//! by member) and rewrites the rows in one transaction, so a reader sees
//! the old board or the new one, never half of each. Experts with nothing
//! settled in the window are not on it.

use std::collections::BTreeMap;

use chrono::{DateTime, Duration, Utc};
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter, QueryOrder, QuerySelect};
use serde::{Deserialize, Serialize};

use crate::kernel::jobs::{self, Claimed, Registry};
use crate::kernel::{periodic, AppContext, AppResult};
use entities::{member, quiz_board, quiz_pick};
use rules::quiz::{Outcome, Record};

/// The board's name in `quiz_board.period`.
pub const NAME: &str = "experts";
/// The job's kind.
pub const JOB: &str = "quiz.expert_board";
/// How often the board is rebuilt, in seconds.
pub const EVERY_SECS: i64 = 600;
/// Rows written per statement.
const CHUNK: usize = 500;

/// A settled pick as the rebuild reads it: member, state, stake, return,
/// when it settled.
type SettledPick = (i64, String, i64, i64, Option<DateTime<Utc>>);

#[derive(Debug, Serialize, Deserialize)]
struct Rebuild {}

impl jobs::Job for Rebuild {
    const KIND: &'static str = JOB;
}

/// Adds the job's handler.
pub fn register(registry: &mut Registry) {
    registry.job(|ctx, _: Rebuild, run: Claimed| async move {
        rebuild(&ctx, crate::kernel::clock::now(), Some(&run))
            .await
            .map(|_| ())
    });
}

/// Asks for this slot's rebuild (the settlement loop's minute tick).
pub async fn ask(ctx: &AppContext) -> AppResult<()> {
    periodic::ask_in_slot(ctx, &Rebuild {}, EVERY_SECS).await
}

/// How soon after a settlement or an approval the board follows, at
/// most, in seconds (one rebuild per this many however many ask).
pub const SOON_SECS: i64 = 15;

/// Asks for a rebuild after a match settled or an expert was approved:
/// at the start of the next [`SOON_SECS`] slot, so it reads what the
/// asker committed, and a burst of settlements is one rebuild.
pub async fn ask_soon(ctx: &AppContext) -> AppResult<()> {
    periodic::ask_after_slot(ctx, &Rebuild {}, SOON_SECS).await
}

/// Rebuilds the board as of `now` (finishing `run` in the same
/// transaction when given); answers how many experts are on it.
pub async fn rebuild(
    ctx: &AppContext,
    now: DateTime<Utc>,
    run: Option<&Claimed>,
) -> AppResult<usize> {
    let rules = super::settings::load(ctx).await?;
    let since = now - Duration::days(rules.expert_window_days);
    let experts: Vec<i64> = member::Entity::find()
        .select_only()
        .column(member::Column::Id)
        .filter(member::Column::IsProfessor.eq(true))
        .filter(member::Column::Enable.eq(true))
        .into_tuple()
        .all(&ctx.db)
        .await?;
    // Each expert's settled picks of the window, in settlement order.
    let mut picks: BTreeMap<i64, Vec<(Outcome, i64, i64)>> = BTreeMap::new();
    let mut last: BTreeMap<i64, i64> = BTreeMap::new();
    for chunk in experts.chunks(CHUNK) {
        let rows: Vec<SettledPick> = quiz_pick::Entity::find()
            .select_only()
            .columns([
                quiz_pick::Column::MemberId,
                quiz_pick::Column::State,
                quiz_pick::Column::StakeFen,
                quiz_pick::Column::ReturnFen,
                quiz_pick::Column::SettledAt,
            ])
            .filter(quiz_pick::Column::MemberId.is_in(chunk.iter().copied()))
            .filter(quiz_pick::Column::SettledAt.gte(since))
            .filter(quiz_pick::Column::State.is_in(["RED", "BLACK", "VOID"]))
            .order_by_asc(quiz_pick::Column::MemberId)
            .order_by_asc(quiz_pick::Column::SettledSeq)
            .order_by_asc(quiz_pick::Column::Id)
            .into_tuple()
            .all(&ctx.db)
            .await?;
        for (member_id, state, stake, ret, settled_at) in rows {
            let Some(outcome) = Outcome::from_code(&state) else {
                continue;
            };
            picks
                .entry(member_id)
                .or_default()
                .push((outcome, stake, ret));
            if let Some(at) = settled_at {
                last.insert(member_id, at.timestamp());
            }
        }
    }
    let rows: Vec<quiz_board::ActiveModel> = picks
        .into_iter()
        .filter_map(|(member_id, p)| {
            let r = Record::of(p);
            (r.settled > 0).then(|| {
                let last_pick = last.get(&member_id).copied().unwrap_or(0);
                super::record::board_row(member_id, NAME, &r, last_pick)
            })
        })
        .collect();
    let on_board = rows.len();
    let txn = crate::kernel::db::begin(ctx).await?;
    quiz_board::Entity::delete_many()
        .filter(quiz_board::Column::Period.eq(NAME))
        .exec(&txn)
        .await?;
    super::record::boards_moved(&txn);
    for chunk in rows.chunks(CHUNK) {
        quiz_board::Entity::insert_many(chunk.to_vec())
            .exec_without_returning(&txn)
            .await?;
    }
    if let Some(run) = run {
        jobs::finish(&txn, run).await?;
    }
    txn.commit().await?;
    Ok(on_board)
}
