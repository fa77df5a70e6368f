//! Legs: one match, play type and option, at the odds and line in force.
//! Picks, plans and competition entries all take their legs here, so "the
//! match still takes picks" and "the odds and line are copied" hold once;
//! and each settles here by the line it was made with (the match row's
//! line may move later).

use std::collections::HashMap;

use rules::quiz::{check_play, leg_outcome, open_for_picks, Outcome};

use crate::kernel::error::ErrorCode;
use crate::kernel::{AppContext, AppError, AppResult};
use crate::sports::import::MatchState;
use crate::sports::outcome::{self, Line, Score};
use crate::sports::service::MatchView;
use crate::sports::{PlayType, SportsGame};

/// A leg as asked for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct LegInput {
    pub match_id: i64,
    pub play: PlayType,
    pub choice: usize,
}

/// A leg as stored: with the odds (hundredths) and line (tenths) in force.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Leg {
    pub match_id: i64,
    pub play: PlayType,
    pub choice: usize,
    pub odds: i64,
    pub line: Option<i32>,
    pub outcome: Option<Outcome>,
}

/// The line a play type is sold with, from the match.
fn line_of(play: PlayType, m: &MatchView) -> Option<i32> {
    match play {
        PlayType::Rqspf | PlayType::Rfsf => m.handicap,
        PlayType::Dxf => m.total_line,
        _ => None,
    }
}

/// Checks `legs` (under `field`) against the matches now and copies the
/// odds and line in force: each play type takes picks, each match is a
/// 竞彩 match still selling before its kickoff (`PICKS_CLOSED` otherwise),
/// and the option is offered. Answers the legs and the matches read.
pub async fn take(
    ctx: &AppContext,
    field: &str,
    legs: &[LegInput],
) -> AppResult<(Vec<Leg>, HashMap<i64, MatchView>)> {
    let ids: Vec<i64> = legs.iter().map(|l| l.match_id).collect();
    let matches = crate::sports::service::views_by_id(ctx, &ids).await?;
    let now = crate::kernel::clock::now().timestamp();
    let mut out = Vec::with_capacity(legs.len());
    for (i, l) in legs.iter().enumerate() {
        let at = |f: &str| format!("{field}[{i}].{f}");
        check_play(&at("play"), l.play).map_err(AppError::from)?;
        let m = matches
            .get(&l.match_id)
            .ok_or_else(|| AppError::invalid(at("matchId"), "no such match"))?;
        if !matches!(m.game, SportsGame::Jczq | SportsGame::Jclq) || l.play.game() != m.game {
            return Err(AppError::invalid(
                at("play"),
                format!("{} is not a play type of this match", l.play.name()),
            ));
        }
        if !open_for_picks(
            m.kickoff.map(|k| k.timestamp()),
            m.state == MatchState::Selling,
            now,
        ) {
            return Err(AppError::new(
                ErrorCode::PicksClosed,
                format!("{} {} no longer takes picks", m.match_num, m.home),
            )
            .at_field(at("matchId")));
        }
        let odds = m
            .odds
            .iter()
            .find(|o| o.play == l.play)
            .and_then(|o| o.odds.get(l.choice).copied().flatten())
            .ok_or_else(|| AppError::invalid(at("choice"), "this option is not offered"))?;
        let line = line_of(l.play, m);
        if matches!(l.play, PlayType::Rqspf | PlayType::Rfsf | PlayType::Dxf) && line.is_none() {
            return Err(AppError::invalid(
                at("play"),
                "this match has no line for it yet",
            ));
        }
        out.push(Leg {
            match_id: l.match_id,
            play: l.play,
            choice: l.choice,
            odds,
            line,
            outcome: None,
        });
    }
    Ok((out, matches))
}

/// Whether a match is decided: `Some(None)` for a void match, `Some(score)`
/// for a finished one, `None` while it is not.
pub fn decided(m: &MatchView) -> Option<Option<(Score, Option<Score>)>> {
    let score = |s: (i32, i32)| {
        Some(Score::new(
            u16::try_from(s.0).ok()?,
            u16::try_from(s.1).ok()?,
        ))
    };
    match m.state {
        MatchState::Void => Some(None),
        MatchState::Finished => {
            let full = score(m.full?)?;
            Some(Some((full, m.half.and_then(score))))
        }
        _ => None,
    }
}

/// How a leg settles on a decided match (see [`decided`]), by the line it
/// was made with. `None`: the result cannot decide it (no half-time score
/// for a play that needs one).
pub fn settle(
    game: SportsGame,
    result: Option<(Score, Option<Score>)>,
    play: PlayType,
    choice: usize,
    line: Option<i32>,
) -> Option<Outcome> {
    let Some((full, half)) = result else {
        return leg_outcome(choice, None, true);
    };
    let line = Line {
        handicap: line.unwrap_or(0),
        total: line.unwrap_or(0),
    };
    let right = match game {
        SportsGame::Jclq => outcome::basketball(play, full, line),
        _ => outcome::football(play, full, half, line),
    };
    leg_outcome(choice, right, false)
}

/// Where a table of legs keeps each leg's id, its parent (the pick, plan
/// …) and its outcome; `read` gives a leg's stored outcome and odds.
pub struct LegTable<E: sea_orm::EntityTrait> {
    pub id: E::Column,
    pub parent: E::Column,
    pub outcome: E::Column,
    pub read: fn(&E::Model) -> (Option<&str>, i64),
}

/// What moving a leg did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Moved {
    /// Another run moved it first: nothing to do.
    Lost,
    /// Moved, but another leg of its parent is still open (a 2串1 waiting
    /// for its other match).
    Waiting,
    /// Moved, and every leg of the parent is decided: the parent's outcome
    /// ([`rules::quiz::combined`]) and each leg's outcome with its odds.
    Decided {
        outcome: Outcome,
        legs: Vec<(Outcome, i64)>,
    },
}

/// Moves leg `id` of `parent` from the outcome it had (`from`) to `to` by
/// a conditional update in `db`, then reads its parent's legs: one step of
/// settlement, the same for picks and plans.
pub async fn move_leg<E, C>(
    db: &C,
    t: &LegTable<E>,
    id: i64,
    parent: i64,
    from: Option<&str>,
    to: Outcome,
) -> AppResult<Moved>
where
    E: sea_orm::EntityTrait,
    C: sea_orm::ConnectionTrait,
{
    use sea_orm::sea_query::Expr;
    use sea_orm::{ColumnTrait, QueryFilter};
    let mut update = E::update_many()
        .col_expr(t.outcome, Expr::value(to.code()))
        .filter(t.id.eq(id));
    update = match from {
        Some(o) => update.filter(t.outcome.eq(o)),
        None => update.filter(t.outcome.is_null()),
    };
    if update.exec(db).await?.rows_affected == 0 {
        return Ok(Moved::Lost);
    }
    let legs = E::find().filter(t.parent.eq(parent)).all(db).await?;
    let decided: Option<Vec<(Outcome, i64)>> = legs
        .iter()
        .map(|l| {
            let (o, odds) = (t.read)(l);
            Some((Outcome::from_code(o?)?, odds))
        })
        .collect();
    Ok(match decided {
        None => Moved::Waiting,
        Some(legs) => Moved::Decided {
            outcome: rules::quiz::combined(&legs.iter().map(|l| l.0).collect::<Vec<_>>()),
            legs,
        },
    })
}
