//! Members' picks: a single option or a 2串1 in one play type per match,
//! made before kickoff, final once made. The unique (member, match, play)
//! on the legs is "one pick per member, match and play type" whatever the
//! number of instances or parallel requests.

use std::collections::HashMap;

use sea_orm::{ActiveModelTrait, ActiveValue::Set, ColumnTrait, EntityTrait, QueryFilter};

use rules::quiz::{Outcome, NOTIONAL_STAKE_FEN};

use super::legs::{self, Leg, LegInput};
use crate::kernel::error::ErrorCode;
use crate::kernel::paging::{newest_by_id, Window};
use crate::kernel::{AppContext, AppError, AppResult, Viewer};
use crate::sports::PlayType;
use entities::{quiz_pick, quiz_pick_leg};

/// A pick as its viewer reads it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PickView {
    pub id: i64,
    pub member_id: i64,
    pub game: String,
    pub parlay: bool,
    /// None while open.
    pub outcome: Option<Outcome>,
    pub stake_fen: i64,
    pub return_fen: i64,
    pub first_kickoff: chrono::DateTime<chrono::Utc>,
    pub created_at: chrono::DateTime<chrono::Utc>,
    pub settled_at: Option<chrono::DateTime<chrono::Utc>>,
    pub legs: Vec<Leg>,
}

fn leg_of(l: &quiz_pick_leg::Model) -> Option<Leg> {
    Some(Leg {
        match_id: l.match_id,
        play: PlayType::from_code(&l.play)?,
        choice: usize::try_from(l.choice).ok()?,
        odds: l.odds,
        line: l.line,
        outcome: l.outcome.as_deref().and_then(Outcome::from_code),
    })
}

fn view(p: quiz_pick::Model, legs: Vec<Leg>) -> PickView {
    PickView {
        id: p.id,
        member_id: p.member_id,
        outcome: Outcome::from_code(&p.state),
        game: p.game,
        parlay: p.parlay,
        stake_fen: p.stake_fen,
        return_fen: p.return_fen,
        first_kickoff: p.first_kickoff,
        created_at: p.created_at,
        settled_at: p.settled_at,
        legs,
    }
}

/// The caller picks: one leg (a single) or two on two matches (a 2串1).
/// `PICKS_CLOSED` after kickoff or once the match stops selling;
/// `ALREADY_PICKED` for a match and play type picked before.
pub async fn pick(ctx: &AppContext, viewer: &Viewer, input: &[LegInput]) -> AppResult<PickView> {
    if input.is_empty() || input.len() > 2 {
        return Err(AppError::invalid(
            "legs",
            "a pick is one leg, or two for a 2串1",
        ));
    }
    if input.len() == 2 && input[0].match_id == input[1].match_id {
        return Err(AppError::invalid(
            "legs",
            "a 2串1 takes two different matches",
        ));
    }
    let (taken, matches) = legs::take(ctx, "legs", input).await?;
    let first = taken
        .iter()
        .filter_map(|l| matches.get(&l.match_id).and_then(|m| m.kickoff))
        .min()
        .ok_or_else(|| AppError::internal("picked legs without a kickoff"))?;
    let game = matches
        .get(&taken[0].match_id)
        .map(|m| m.game.code())
        .unwrap_or_default();
    let now = crate::kernel::clock::now();
    let txn = crate::kernel::db::begin(ctx).await?;
    let pick = quiz_pick::ActiveModel {
        member_id: Set(viewer.member_id),
        game: Set(game.to_owned()),
        play: Set(taken[0].play.code().to_owned()),
        parlay: Set(taken.len() == 2),
        first_kickoff: Set(first),
        state: Set("OPEN".to_owned()),
        stake_fen: Set(NOTIONAL_STAKE_FEN),
        return_fen: Set(0),
        settled_seq: Set(None),
        settled_at: Set(None),
        period: Set(rules::quiz::periods(crate::kernel::clock::shanghai_day(first))[0].clone()),
        created_at: Set(now),
        ..Default::default()
    }
    .insert(&txn)
    .await?;
    for l in &taken {
        let row = quiz_pick_leg::ActiveModel {
            pick_id: Set(pick.id),
            member_id: Set(viewer.member_id),
            match_id: Set(l.match_id),
            play: Set(l.play.code().to_owned()),
            choice: Set(l.choice as i16),
            odds: Set(l.odds),
            line: Set(l.line),
            outcome: Set(None),
            ..Default::default()
        };
        if let Err(e) = quiz_pick_leg::Entity::insert(row)
            .exec_without_returning(&txn)
            .await
        {
            return Err(if crate::kernel::db::is_unique_violation(&e) {
                AppError::new(
                    ErrorCode::AlreadyPicked,
                    format!("you picked {} of this match already", l.play.name()),
                )
            } else {
                e.into()
            });
        }
    }
    txn.commit().await?;
    Ok(view(pick, taken))
}

/// Legs of `picks`, in one query.
async fn legs_of(ctx: &AppContext, picks: &[i64]) -> AppResult<HashMap<i64, Vec<Leg>>> {
    let mut out: HashMap<i64, Vec<Leg>> = HashMap::new();
    for l in quiz_pick_leg::Entity::find()
        .filter(quiz_pick_leg::Column::PickId.is_in(picks.iter().copied()))
        .all(&ctx.db)
        .await?
    {
        if let Some(leg) = leg_of(&l) {
            out.entry(l.pick_id).or_default().push(leg);
        }
    }
    Ok(out)
}

/// `member_id`'s picks, newest first. Others see only picks whose first
/// match has kicked off (no copying of open picks).
pub async fn of_member(
    ctx: &AppContext,
    viewer: Option<&Viewer>,
    member_id: i64,
    game: Option<crate::sports::SportsGame>,
    window: &Window<i64>,
) -> AppResult<(Vec<PickView>, bool)> {
    let mut q = quiz_pick::Entity::find().filter(quiz_pick::Column::MemberId.eq(member_id));
    if let Some(g) = game {
        // `ix_quiz_pick_member_game` (000038): one game's picks by id.
        q = q.filter(quiz_pick::Column::Game.eq(g.code()));
    }
    if viewer.map(|v| v.member_id) != Some(member_id) {
        q = q.filter(quiz_pick::Column::FirstKickoff.lte(crate::kernel::clock::now()));
    }
    let (rows, more) = newest_by_id(&ctx.db, q, quiz_pick::Column::Id, window).await?;
    let ids: Vec<i64> = rows.iter().map(|p| p.id).collect();
    let mut legs = legs_of(ctx, &ids).await?;
    Ok((
        rows.into_iter()
            .map(|p| {
                let l = legs.remove(&p.id).unwrap_or_default();
                view(p, l)
            })
            .collect(),
        more,
    ))
}

/// The caller's picks on `match_ids` (the pick page marks what is taken).
pub async fn mine_on(
    ctx: &AppContext,
    viewer: &Viewer,
    match_ids: &[i64],
) -> AppResult<Vec<(i64, PlayType, usize)>> {
    Ok(quiz_pick_leg::Entity::find()
        .filter(quiz_pick_leg::Column::MemberId.eq(viewer.member_id))
        .filter(quiz_pick_leg::Column::MatchId.is_in(match_ids.iter().copied()))
        .all(&ctx.db)
        .await?
        .iter()
        .filter_map(|l| {
            Some((
                l.match_id,
                PlayType::from_code(&l.play)?,
                usize::try_from(l.choice).ok()?,
            ))
        })
        .collect())
}
