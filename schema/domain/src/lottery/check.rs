//! Checking a ticket against stored draws, and the lottery replay (彩票回放):
//! one ticket against each of the last draws. The arithmetic is
//! `rules::lottery::check`; this module finds the draws.

use sea_orm::{ColumnTrait, EntityTrait, QueryFilter, QueryOrder, QuerySelect};

use super::games::{normalize_issue, Game};
use crate::kernel::context::AppContext;
use crate::kernel::error::{AppError, AppResult};
use entities::lottery_draw;
pub use rules::lottery::check::{
    count_selection, selection_spec, Drawn, Outcome, PrizeLine, Ticket, DLT_BOOST_POOL_FEN,
    MAX_REPLAY_DRAWS,
};

/// A ticket against one stored draw.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TicketCheck {
    pub draw: lottery_draw::Model,
    pub outcome: Outcome,
}

fn as_numbers(v: &serde_json::Value) -> Vec<u8> {
    serde_json::from_value(v.clone()).unwrap_or_default()
}

/// `t` against a stored draw, given the pool of the draw before it.
pub fn check_against(
    game: Game,
    t: &Ticket,
    draw: &lottery_draw::Model,
    previous_pool_fen: Option<i64>,
) -> AppResult<TicketCheck> {
    let (main, extra) = (
        as_numbers(&draw.main_numbers),
        as_numbers(&draw.extra_numbers),
    );
    let drawn = Drawn {
        issue: &draw.issue,
        main: &main,
        extra: &extra,
        prize_list: &draw.prize_list,
    };
    let outcome = rules::lottery::check::check_against(game, t, &drawn, previous_pool_fen)?;
    Ok(TicketCheck {
        draw: draw.clone(),
        outcome,
    })
}

/// `t` against the stored draw `issue` of `game`.
pub async fn check_ticket(
    ctx: &AppContext,
    game: Game,
    issue: &str,
    t: &Ticket,
) -> AppResult<TicketCheck> {
    let issue = normalize_issue("issue", issue)?;
    let mut two = lottery_draw::Entity::find()
        .filter(lottery_draw::Column::Game.eq(game.code()))
        .filter(lottery_draw::Column::Issue.lte(issue.clone()))
        .order_by_desc(lottery_draw::Column::Issue)
        .limit(2)
        .all(&ctx.db)
        .await?
        .into_iter();
    let draw = two
        .next()
        .filter(|d| d.issue == issue)
        .ok_or_else(|| AppError::not_found("no such draw"))?;
    let previous_pool = two.next().and_then(|d| d.pool_fen);
    check_against(game, t, &draw, previous_pool)
}

/// A replay: the ticket against each of the last draws, newest first.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Replay {
    pub checks: Vec<TicketCheck>,
    /// Draws that won something.
    pub won_draws: u64,
    /// What playing the ticket in every draw would have cost.
    pub cost_fen: i64,
    /// Known winnings (floating tiers without a published amount left out).
    pub won_fen: i64,
    /// Winning lines with no known amount.
    pub unknown_lines: u64,
}

/// 彩票回放: how `t` would have done in each of the last `last` draws.
pub async fn replay(ctx: &AppContext, game: Game, t: &Ticket, last: u64) -> AppResult<Replay> {
    if !(1..=MAX_REPLAY_DRAWS).contains(&last) {
        return Err(AppError::invalid(
            "last",
            format!("must be 1 to {MAX_REPLAY_DRAWS}"),
        ));
    }
    // One draw more than asked: the oldest needs its predecessor's pool.
    let draws = lottery_draw::Entity::find()
        .filter(lottery_draw::Column::Game.eq(game.code()))
        .order_by_desc(lottery_draw::Column::Issue)
        .limit(last + 1)
        .all(&ctx.db)
        .await?;
    let mut out = Replay {
        checks: Vec::with_capacity(draws.len()),
        won_draws: 0,
        cost_fen: 0,
        won_fen: 0,
        unknown_lines: 0,
    };
    for (i, d) in draws.iter().enumerate().take(last as usize) {
        let c = check_against(game, t, d, draws.get(i + 1).and_then(|p| p.pool_fen))?;
        out.cost_fen = out.cost_fen.saturating_add(c.outcome.cost_fen);
        if !c.outcome.lines.is_empty() {
            out.won_draws += 1;
        }
        for l in &c.outcome.lines {
            match l.total_fen {
                Some(v) => out.won_fen = out.won_fen.saturating_add(v),
                None => out.unknown_lines += 1,
            }
        }
        out.checks.push(c);
    }
    Ok(out)
}
