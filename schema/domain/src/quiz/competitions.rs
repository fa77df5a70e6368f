//! Guessing competitions: staff create one over matches (play types per
//! match) with an open and close time, a stake range and a prize table,
//! and release (发布) it; released, its matches and prizes can't change.
//! A member enters once per match and play type with a stake in the range,
//! taken from their points in the entry's transaction (the unique entry
//! row is written first: one entry, one charge). Settlement pays stake ×
//! odds through the ledger (a correction pays or takes back exactly the
//! difference, keyed by the entry's settlement count); each member's
//! running total (`competition_standing`) is the board, one indexed query.
//! When its last match settles, a job pays the prize table to the top
//! places once (the competition moves RELEASED → PRIZED in the same
//! transaction as the postings).
//!
//! A correction that takes points back takes at most the balance (points
//! never go negative); the entry keeps what was actually paid, so the
//! next settlement of that match takes the rest. Prizes are final.

use std::collections::HashMap;

use sea_orm::sea_query::{Expr, OnConflict};
use sea_orm::{
    ActiveModelTrait, ActiveValue::Set, ColumnTrait, EntityTrait, QueryFilter, QueryOrder,
    QuerySelect,
};
use serde::{Deserialize, Serialize};

use rules::quiz::{check_prizes, check_stake, entry_payout, Outcome};

use super::legs::{self, LegInput};
use super::settle::Decided;
use crate::kernel::error::ErrorCode;
use crate::kernel::jobs::{self, Claimed, Registry};
use crate::kernel::paging::{newest_by_id, Window};
use crate::kernel::{validate, AppContext, AppError, AppResult, Permission, Viewer};
use crate::message::MessageType;
use crate::points::ledger::{self, Entry, Reason};
use crate::sports::PlayType;
use entities::{competition, competition_entry, competition_match, competition_standing, member};

const PRIZE_JOB: &str = "quiz.competition_prizes";
pub const DRAFT: &str = "DRAFT";
pub const RELEASED: &str = "RELEASED";
pub const PRIZED: &str = "PRIZED";
/// Most matches in one competition.
pub const MAX_MATCHES: usize = 30;

/// A competition as staff write it.
#[derive(Debug, Clone)]
pub struct CompetitionInput {
    pub title: String,
    pub description: String,
    pub open_at: chrono::DateTime<chrono::Utc>,
    pub close_at: chrono::DateTime<chrono::Utc>,
    pub stake_min: Option<i64>,
    pub stake_max: Option<i64>,
    pub prizes: Vec<i64>,
    pub matches: Vec<(i64, Vec<PlayType>)>,
}

/// A competition with its matches.
#[derive(Debug, Clone)]
pub struct CompetitionView {
    pub row: competition::Model,
    pub prizes: Vec<i64>,
    pub matches: Vec<(i64, Vec<PlayType>)>,
}

#[derive(Debug, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
struct PrizeJob {
    competition_id: i64,
}

impl jobs::Job for PrizeJob {
    const KIND: &'static str = PRIZE_JOB;
}

pub(super) fn register(registry: &mut Registry) {
    registry.job(|ctx, p: PrizeJob, run| async move { prize_job(&ctx, p, &run).await });
}

/// Staff create a competition (a draft until released).
pub async fn create(
    ctx: &AppContext,
    viewer: &Viewer,
    input: CompetitionInput,
) -> AppResult<CompetitionView> {
    viewer.require(Permission::Operations)?;
    let rules = super::settings::load(ctx).await?;
    let title = validate::display_name("title", &input.title, 40)?;
    let description = validate::max_chars("description", input.description.trim(), 2000)?;
    if input.close_at <= input.open_at {
        return Err(AppError::invalid("closeAt", "must be after openAt"));
    }
    let (min, max) = (
        input.stake_min.unwrap_or(rules.stake_min),
        input.stake_max.unwrap_or(rules.stake_max),
    );
    if min < 1 || max < min {
        return Err(AppError::invalid(
            "stakeMax",
            "a range of at least 1 point, min ≤ max",
        ));
    }
    check_prizes(&input.prizes)?;
    if input.matches.is_empty() || input.matches.len() > MAX_MATCHES {
        return Err(AppError::invalid(
            "matches",
            format!("1 to {MAX_MATCHES} matches"),
        ));
    }
    let ids: Vec<i64> = input.matches.iter().map(|m| m.0).collect();
    let found = crate::sports::service::views_by_id(ctx, &ids).await?;
    for (i, (id, plays)) in input.matches.iter().enumerate() {
        let m = found
            .get(id)
            .ok_or_else(|| AppError::invalid(format!("matches[{i}].matchId"), "no such match"))?;
        if plays.is_empty() {
            return Err(AppError::invalid(
                format!("matches[{i}].plays"),
                "at least one play type",
            ));
        }
        for p in plays {
            rules::quiz::check_play(&format!("matches[{i}].plays"), *p)?;
            if p.game() != m.game {
                return Err(AppError::invalid(
                    format!("matches[{i}].plays"),
                    "not a play type of this match",
                ));
            }
        }
    }
    let now = crate::kernel::clock::now();
    let txn = crate::kernel::db::begin(ctx).await?;
    let row = competition::ActiveModel {
        title: Set(title),
        description: Set(description),
        open_at: Set(input.open_at),
        close_at: Set(input.close_at),
        stake_min: Set(min),
        stake_max: Set(max),
        prizes: Set(serde_json::json!(input.prizes)),
        state: Set(DRAFT.to_owned()),
        matches: Set(input.matches.len() as i64),
        settled: Set(0),
        created_by: Set(viewer.member_id),
        created_at: Set(now),
        released_at: Set(None),
        prized_at: Set(None),
        ..Default::default()
    }
    .insert(&txn)
    .await?;
    competition_match::Entity::insert_many(input.matches.iter().map(|(id, plays)| {
        competition_match::ActiveModel {
            competition_id: Set(row.id),
            match_id: Set(*id),
            plays: Set(serde_json::json!(plays
                .iter()
                .map(|p| p.code())
                .collect::<Vec<_>>())),
            settled: Set(false),
        }
    }))
    .exec_without_returning(&txn)
    .await?;
    crate::kernel::audit::record(
        &txn,
        Some(viewer.member_id),
        "competition.create",
        &format!("competition:{}", row.id),
        serde_json::json!({}),
    )
    .await?;
    txn.commit().await?;
    get(ctx, None, row.id).await
}

/// Staff release (发布) a draft: it shows to members, and its matches and
/// prizes are fixed. `CONFLICT` when it is no longer a draft.
pub async fn release(ctx: &AppContext, viewer: &Viewer, id: i64) -> AppResult<CompetitionView> {
    viewer.require(Permission::Operations)?;
    let txn = crate::kernel::db::begin(ctx).await?;
    let moved = competition::Entity::update_many()
        .col_expr(competition::Column::State, Expr::value(RELEASED))
        .col_expr(
            competition::Column::ReleasedAt,
            Expr::value(crate::kernel::clock::now()),
        )
        .filter(competition::Column::Id.eq(id))
        .filter(competition::Column::State.eq(DRAFT))
        .exec(&txn)
        .await?;
    if moved.rows_affected == 0 {
        return Err(AppError::conflict(
            "only a draft competition can be released",
        ));
    }
    crate::kernel::audit::record(
        &txn,
        Some(viewer.member_id),
        "competition.release",
        &format!("competition:{id}"),
        serde_json::json!({}),
    )
    .await?;
    txn.commit().await?;
    get(ctx, None, id).await
}

fn plays_of(v: &serde_json::Value) -> Vec<PlayType> {
    v.as_array()
        .map(|a| {
            a.iter()
                .filter_map(|p| p.as_str().and_then(PlayType::from_code))
                .collect()
        })
        .unwrap_or_default()
}

/// One competition (drafts only for staff).
pub async fn get(ctx: &AppContext, viewer: Option<&Viewer>, id: i64) -> AppResult<CompetitionView> {
    let row = competition::Entity::find_by_id(id)
        .one(&ctx.db)
        .await?
        .filter(|c| {
            c.state != DRAFT || viewer.is_none_or(|v| v.is_staff_with(Permission::Operations))
        })
        .ok_or_else(|| AppError::not_found("no such competition"))?;
    let matches = competition_match::Entity::find()
        .filter(competition_match::Column::CompetitionId.eq(id))
        .order_by_asc(competition_match::Column::MatchId)
        .all(&ctx.db)
        .await?
        .into_iter()
        .map(|m| (m.match_id, plays_of(&m.plays)))
        .collect();
    let prizes = serde_json::from_value(row.prizes.clone()).unwrap_or_default();
    Ok(CompetitionView {
        row,
        prizes,
        matches,
    })
}

/// Competitions newest first: released and prized ones, drafts too for
/// staff who ask.
pub async fn list(
    ctx: &AppContext,
    viewer: Option<&Viewer>,
    drafts: bool,
    window: &Window<i64>,
) -> AppResult<(Vec<CompetitionView>, bool)> {
    let mut q = competition::Entity::find();
    if drafts {
        viewer
            .ok_or_else(|| AppError::unauthenticated("sign in first"))?
            .require(Permission::Operations)?;
    } else {
        q = q.filter(competition::Column::State.ne(DRAFT));
    }
    let (rows, more) = newest_by_id(&ctx.db, q, competition::Column::Id, window).await?;
    let ids: Vec<i64> = rows.iter().map(|c| c.id).collect();
    let mut matches: HashMap<i64, Vec<(i64, Vec<PlayType>)>> = HashMap::new();
    for m in competition_match::Entity::find()
        .filter(competition_match::Column::CompetitionId.is_in(ids))
        .order_by_asc(competition_match::Column::MatchId)
        .all(&ctx.db)
        .await?
    {
        matches
            .entry(m.competition_id)
            .or_default()
            .push((m.match_id, plays_of(&m.plays)));
    }
    Ok((
        rows.into_iter()
            .map(|row| CompetitionView {
                prizes: serde_json::from_value(row.prizes.clone()).unwrap_or_default(),
                matches: matches.remove(&row.id).unwrap_or_default(),
                row,
            })
            .collect(),
        more,
    ))
}

/// The caller enters: one match and play type of a released, open
/// competition, before the match's kickoff, with a stake in the range
/// taken from their points. `PICKS_CLOSED`, `ALREADY_PICKED`,
/// `STAKE_OUT_OF_RANGE`, `INSUFFICIENT_POINTS`.
pub async fn enter(
    ctx: &AppContext,
    viewer: &Viewer,
    competition_id: i64,
    leg: LegInput,
    stake: i64,
) -> AppResult<competition_entry::Model> {
    let c = get(ctx, Some(viewer), competition_id).await?;
    let now = crate::kernel::clock::now();
    if c.row.state != RELEASED || now < c.row.open_at || now >= c.row.close_at {
        return Err(AppError::new(
            ErrorCode::PicksClosed,
            "this competition takes no entries now",
        ));
    }
    let Some((_, plays)) = c.matches.iter().find(|m| m.0 == leg.match_id) else {
        return Err(AppError::invalid(
            "matchId",
            "not a match of this competition",
        ));
    };
    if !plays.contains(&leg.play) {
        return Err(AppError::invalid("play", "not open in this competition"));
    }
    check_stake(stake, c.row.stake_min, c.row.stake_max)
        .map_err(|e| AppError::new(ErrorCode::StakeOutOfRange, e.message).at_field("stake"))?;
    let (taken, _) = legs::take(ctx, "entry", &[leg]).await?;
    let l = &taken[0];
    let entry = crate::kernel::db::retrying(|| async {
        let txn = crate::kernel::db::begin(ctx).await?;
        let entry = competition_entry::ActiveModel {
            competition_id: Set(competition_id),
            member_id: Set(viewer.member_id),
            match_id: Set(l.match_id),
            play: Set(l.play.code().to_owned()),
            choice: Set(l.choice as i16),
            odds: Set(l.odds),
            line: Set(l.line),
            outcome: Set(None),
            stake: Set(stake),
            payout: Set(0),
            version: Set(0),
            created_at: Set(now),
            ..Default::default()
        }
        .insert(&txn)
        .await
        .map_err(|e| {
            if crate::kernel::db::is_unique_violation(&e) {
                AppError::new(
                    ErrorCode::AlreadyPicked,
                    "you entered this match and play type already",
                )
            } else {
                e.into()
            }
        })?;
        ledger::post(
            &txn,
            Entry {
                member_id: viewer.member_id,
                points: stake,
                reason: Reason::QuizStake,
                description: format!("竞猜大赛投注：{}", c.row.title),
                key: format!("entry:{}:stake", entry.id),
            },
        )
        .await?;
        competition_standing::Entity::insert(competition_standing::ActiveModel {
            competition_id: Set(competition_id),
            member_id: Set(viewer.member_id),
            entries: Set(0),
            staked: Set(0),
            paid: Set(0),
            won: Set(0),
            first_entry_at: Set(now),
            tie: Set(-now.timestamp_micros()),
        })
        .on_conflict(
            OnConflict::columns([
                competition_standing::Column::CompetitionId,
                competition_standing::Column::MemberId,
            ])
            .do_nothing()
            .to_owned(),
        )
        .do_nothing()
        .exec_without_returning(&txn)
        .await?;
        competition_standing::Entity::update_many()
            .col_expr(
                competition_standing::Column::Entries,
                Expr::col(competition_standing::Column::Entries).add(1),
            )
            .col_expr(
                competition_standing::Column::Staked,
                Expr::col(competition_standing::Column::Staked).add(stake),
            )
            .col_expr(
                competition_standing::Column::Won,
                Expr::col(competition_standing::Column::Won).sub(stake),
            )
            .filter(competition_standing::Column::CompetitionId.eq(competition_id))
            .filter(competition_standing::Column::MemberId.eq(viewer.member_id))
            .exec(&txn)
            .await?;
        txn.commit().await?;
        Ok(entry)
    })
    .await?;
    Ok(entry)
}

/// The caller's entries in a competition (at most one per match and play:
/// the list is short).
pub async fn my_entries(
    ctx: &AppContext,
    viewer: &Viewer,
    competition_id: i64,
) -> AppResult<Vec<competition_entry::Model>> {
    Ok(competition_entry::Entity::find()
        .filter(competition_entry::Column::CompetitionId.eq(competition_id))
        .filter(competition_entry::Column::MemberId.eq(viewer.member_id))
        .order_by_asc(competition_entry::Column::Id)
        .all(&ctx.db)
        .await?)
}

/// Settles the entries on a decided match, then counts the match settled
/// in each competition holding it (prizes once the last one is).
pub(super) async fn settle_on(ctx: &AppContext, match_id: i64, d: &Decided) -> AppResult<()> {
    let entries = competition_entry::Entity::find()
        .filter(competition_entry::Column::MatchId.eq(match_id))
        .all(&ctx.db)
        .await?;
    for e in entries {
        let Some(outcome) = d.leg(&e.play, e.choice, e.line) else {
            continue;
        };
        let payout = entry_payout(outcome, e.stake, e.odds);
        if e.outcome.as_deref() == Some(outcome.code()) && e.payout == payout {
            continue;
        }
        crate::kernel::db::retrying(|| settle_entry(ctx, &e, outcome, payout)).await?;
    }
    let holders = competition_match::Entity::find()
        .filter(competition_match::Column::MatchId.eq(match_id))
        .filter(competition_match::Column::Settled.eq(false))
        .all(&ctx.db)
        .await?;
    for h in holders {
        let txn = crate::kernel::db::begin(ctx).await?;
        let moved = competition_match::Entity::update_many()
            .col_expr(competition_match::Column::Settled, Expr::value(true))
            .filter(competition_match::Column::CompetitionId.eq(h.competition_id))
            .filter(competition_match::Column::MatchId.eq(match_id))
            .filter(competition_match::Column::Settled.eq(false))
            .exec(&txn)
            .await?;
        if moved.rows_affected == 1 {
            competition::Entity::update_many()
                .col_expr(
                    competition::Column::Settled,
                    Expr::col(competition::Column::Settled).add(1),
                )
                .filter(competition::Column::Id.eq(h.competition_id))
                .exec(&txn)
                .await?;
            let c = competition::Entity::find_by_id(h.competition_id)
                .one(&txn)
                .await?;
            if let Some(c) = c.filter(|c| c.settled >= c.matches && c.state == RELEASED) {
                jobs::ask(
                    &txn,
                    &PrizeJob {
                        competition_id: c.id,
                    },
                    crate::kernel::clock::now(),
                    Some(&format!("{PRIZE_JOB}:{}", c.id)),
                )
                .await?;
            }
        }
        txn.commit().await?;
    }
    Ok(())
}

async fn settle_entry(
    ctx: &AppContext,
    e: &competition_entry::Model,
    outcome: Outcome,
    payout: i64,
) -> AppResult<()> {
    let txn = crate::kernel::db::begin(ctx).await?;
    crate::kernel::db::lock_member(&txn, e.member_id).await?;
    let current = competition_entry::Entity::find_by_id(e.id)
        .one(&txn)
        .await?
        .ok_or_else(|| AppError::internal("entry vanished"))?;
    if current.version != e.version {
        // Another run settled it since it was read.
        return Ok(());
    }
    let version = e.version + 1;
    let mut posted = Vec::new();
    let diff = payout - e.payout;
    let moved = if diff > 0 {
        posted.push(
            ledger::post(
                &txn,
                Entry {
                    member_id: e.member_id,
                    points: diff,
                    reason: Reason::QuizPayout,
                    description: if e.version == 0 {
                        "竞猜大赛派奖".to_owned()
                    } else {
                        "竞猜大赛结果更正：补发".to_owned()
                    },
                    key: format!("entry:{}:v{version}", e.id),
                },
            )
            .await?,
        );
        diff
    } else if diff < 0 {
        let balance: i64 = member::Entity::find_by_id(e.member_id)
            .select_only()
            .column(member::Column::Points)
            .into_tuple()
            .one(&txn)
            .await?
            .unwrap_or(0);
        let take = (-diff).min(balance);
        if take > 0 {
            posted.push(
                ledger::post(
                    &txn,
                    Entry {
                        member_id: e.member_id,
                        points: take,
                        reason: Reason::QuizReversal,
                        description: "竞猜大赛结果更正：扣回".to_owned(),
                        key: format!("entry:{}:v{version}", e.id),
                    },
                )
                .await?,
            );
        }
        -take
    } else {
        0
    };
    competition_entry::Entity::update_many()
        .col_expr(
            competition_entry::Column::Outcome,
            Expr::value(outcome.code()),
        )
        .col_expr(
            competition_entry::Column::Payout,
            Expr::value(e.payout + moved),
        )
        .col_expr(competition_entry::Column::Version, Expr::value(version))
        .filter(competition_entry::Column::Id.eq(e.id))
        .filter(competition_entry::Column::Version.eq(e.version))
        .exec(&txn)
        .await?;
    if moved != 0 {
        competition_standing::Entity::update_many()
            .col_expr(
                competition_standing::Column::Paid,
                Expr::col(competition_standing::Column::Paid).add(moved),
            )
            .col_expr(
                competition_standing::Column::Won,
                Expr::col(competition_standing::Column::Won).add(moved),
            )
            .filter(competition_standing::Column::CompetitionId.eq(e.competition_id))
            .filter(competition_standing::Column::MemberId.eq(e.member_id))
            .exec(&txn)
            .await?;
    }
    let delivered = if e.version == 0 {
        let text = match outcome {
            Outcome::Red => format!("你的竞猜大赛投注命中，获得 {payout} 积分"),
            Outcome::Void => format!("比赛取消，{payout} 积分已退回"),
            Outcome::Black => "你的竞猜大赛投注未中".to_owned(),
        };
        Some(
            crate::message::deliver_to_member(
                &txn,
                e.member_id,
                None,
                MessageType::Points,
                "竞猜大赛已结算",
                &text,
                serde_json::json!({ "competitionId": e.competition_id.to_string() }),
            )
            .await?,
        )
    } else {
        None
    };
    if let Some(d) = delivered {
        crate::message::announce_on(&txn, d);
    }
    txn.commit().await?;
    Ok(())
}

/// Pays the prize table to the top places once, with the competition's
/// move to PRIZED and the job's end in one transaction.
async fn prize_job(ctx: &AppContext, p: PrizeJob, run: &Claimed) -> AppResult<()> {
    let txn = crate::kernel::db::begin(ctx).await?;
    let mut posted = Vec::new();
    let mut delivered = Vec::new();
    let moved = competition::Entity::update_many()
        .col_expr(competition::Column::State, Expr::value(PRIZED))
        .col_expr(
            competition::Column::PrizedAt,
            Expr::value(crate::kernel::clock::now()),
        )
        .filter(competition::Column::Id.eq(p.competition_id))
        .filter(competition::Column::State.eq(RELEASED))
        .exec(&txn)
        .await?;
    if moved.rows_affected == 1 {
        let c = competition::Entity::find_by_id(p.competition_id)
            .one(&txn)
            .await?
            .ok_or_else(|| AppError::internal("competition vanished"))?;
        let prizes: Vec<i64> = serde_json::from_value(c.prizes.clone()).unwrap_or_default();
        let top = competition_standing::Entity::find()
            .filter(competition_standing::Column::CompetitionId.eq(c.id))
            .order_by_desc(competition_standing::Column::Won)
            .order_by_desc(competition_standing::Column::Tie)
            .order_by_desc(competition_standing::Column::MemberId)
            .limit(prizes.len() as u64)
            .all(&txn)
            .await?;
        for (place, (s, points)) in top.iter().zip(prizes.iter()).enumerate() {
            let place = place + 1;
            posted.push(
                ledger::post(
                    &txn,
                    Entry {
                        member_id: s.member_id,
                        points: *points,
                        reason: Reason::QuizPrize,
                        description: format!("竞猜大赛第{place}名：{}", c.title),
                        key: format!("prize:{}:{place}", c.id),
                    },
                )
                .await?,
            );
            delivered.push(
                crate::message::deliver_to_member(
                    &txn,
                    s.member_id,
                    None,
                    MessageType::Points,
                    "竞猜大赛获奖",
                    &format!(
                        "恭喜！你在「{}」中获得第{place}名，奖励 {points} 积分",
                        c.title
                    ),
                    serde_json::json!({ "competitionId": c.id.to_string() }),
                )
                .await?,
            );
        }
    }
    jobs::finish(&txn, run).await?;
    for d in delivered {
        crate::message::announce_on(&txn, d);
    }
    txn.commit().await?;
    Ok(())
}
