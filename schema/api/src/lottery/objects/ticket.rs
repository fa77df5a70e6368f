//! A ticket as played, checked against one draw (the prize check) or
//! replayed over the last draws.

use async_graphql::{InputObject, SimpleObject};
use domain::lottery::check::{Ticket, TicketCheck};
use domain::lottery::digits::DigitPlay;
use domain::AppError;

use crate::enums::Game;
use crate::lottery::objects::{multiple_of, nums, to_u8s};
use crate::money::Money;
use crate::Result;

/// How a digit game's ticket is played.
#[derive(async_graphql::Enum, Debug, Clone, Copy, PartialEq, Eq)]
pub enum DigitPlayKind {
    /// 直选: the digits in order.
    Direct,
    /// 组选: the digits in any order.
    Group,
}

/// A ticket as played (the bonus calculator and the replay).
#[derive(InputObject)]
pub struct TicketInput {
    /// Red / front numbers, or the digits.
    pub main: Vec<i32>,
    /// Blue / back numbers (七星彩: the last digit).
    #[graphql(default)]
    pub extra: Vec<i32>,
    /// Digit games: how the digits are played (default `DIRECT`).
    pub play: Option<DigitPlayKind>,
    /// 大乐透 追加 (3 yuan a bet).
    pub additional: Option<bool>,
    /// Default 1.
    pub multiple: Option<i32>,
    /// 大乐透 2026 rules: whether the pool before the draw was at least
    /// 8亿; used only when the stored previous draw has no pool.
    pub boosted: Option<bool>,
}

impl TicketInput {
    pub(crate) fn ticket(&self) -> Result<Ticket, AppError> {
        Ok(Ticket {
            main: to_u8s("main", &self.main)?,
            extra: to_u8s("extra", &self.extra)?,
            play: match self.play.unwrap_or(DigitPlayKind::Direct) {
                DigitPlayKind::Direct => DigitPlay::Direct,
                DigitPlayKind::Group => DigitPlay::Group,
            },
            additional: self.additional.unwrap_or(false),
            multiple: multiple_of("multiple", self.multiple)?,
            boosted: self.boosted,
        })
    }
}

/// A tier won.
#[derive(SimpleObject)]
pub struct PrizeLine {
    /// 1 = 一等奖 …; 双色球's 福运奖 is tier 7; the digit games (3D, 排列三,
    /// 排列五) always 1.
    pub tier: i32,
    /// 一等奖 …, 福运奖, or 直选/组三/组六.
    pub name: String,
    /// Winning bets at one multiple.
    pub bets: i64,
    /// Per bet; null for a floating tier without a published amount.
    pub amount: Option<Money>,
    /// What 追加 adds per bet.
    pub additional: Option<Money>,
    /// (amount + 追加) × bets × multiple; null when not known.
    pub total: Option<Money>,
}

/// A ticket against one draw.
#[derive(SimpleObject)]
pub struct TicketResult {
    /// The game.
    pub game: Game,
    /// The draw's issue, `YYYYNNN`.
    pub issue: String,
    /// The day of the draw (开奖日期).
    pub draw_date: crate::scalars::Date,
    /// The draw's red / front numbers, or its digits.
    pub main_numbers: Vec<i32>,
    /// The draw's blue / back / special number / last digit.
    pub extra_numbers: Vec<i32>,
    /// Bets of the ticket at one multiple.
    pub bets: i64,
    /// What the ticket cost: bets × multiple × 2 yuan (3 yuan with 追加).
    pub cost: Money,
    /// 大乐透 2026 rules: whether the boosted amounts applied.
    pub boosted: bool,
    /// The tiers won, one line each; empty when nothing was won.
    #[graphql(directive = crate::list_size::list_size::apply(9, None))]
    pub lines: Vec<PrizeLine>,
    /// The sum of the lines; null when a won tier has no known amount.
    pub total: Option<Money>,
}

impl TryFrom<TicketCheck> for TicketResult {
    type Error = domain::AppError;

    fn try_from(c: TicketCheck) -> Result<Self, domain::AppError> {
        Ok(Self {
            game: Game::stored(&c.draw.game)?,
            issue: c.draw.issue.clone(),
            draw_date: c.draw.draw_date.into(),
            main_numbers: nums(&c.draw.main_numbers),
            extra_numbers: nums(&c.draw.extra_numbers),
            bets: c.outcome.bets as i64,
            cost: Money(c.outcome.cost_fen),
            boosted: c.outcome.boosted,
            lines: c
                .outcome
                .lines
                .into_iter()
                .map(|l| PrizeLine {
                    tier: i32::from(l.tier),
                    name: l.name,
                    bets: l.bets as i64,
                    amount: (l.amount_fen).map(Money),
                    additional: (l.additional_fen).map(Money),
                    total: (l.total_fen).map(Money),
                })
                .collect(),
            total: (c.outcome.total_fen).map(Money),
        })
    }
}

/// A ticket replayed over the last draws.
#[derive(SimpleObject)]
pub struct Replay {
    /// The game.
    pub game: Game,
    /// Draws covered.
    pub draws: i32,
    /// Draws that won something.
    pub won_draws: i32,
    /// What playing it in every one of them would have cost.
    pub cost: Money,
    /// Known winnings (floating tiers without a published amount left out).
    pub won: Money,
    /// Winning lines with no known amount.
    pub unknown_lines: i32,
    /// Each draw, newest first.
    #[graphql(directive = crate::list_size::list_size::apply(rules::lottery::check::MAX_REPLAY_DRAWS as u32, None))]
    pub results: Vec<TicketResult>,
}
