//! The 竞彩 parlay bonus detail (奖金明细) from raw odds: the bet count,
//! cost, bonus range per number of games right, and the single bets a page
//! at a time.

use async_graphql::{ComplexObject, InputObject, SimpleObject};
use domain::sports::parlay::SingleBet;

use crate::money::Money;
use crate::paging;
use crate::Result;

/// A 竞彩 parlay selection: each game's picked options as odds in
/// hundredths (2.10 → 210), played at the parlay sizes (2 for 2串1;
/// several for 自由过关).
#[derive(InputObject)]
pub struct ParlayInput {
    /// Per game, the odds of each picked option in hundredths (2.10 → 210):
    /// 1 to 8 games of 1 to 3 options, each above 1.00.
    pub games: Vec<Vec<i32>>,
    /// The parlay sizes played, each 1 to the number of games, no repeats
    /// (`[2]` for 2串1; several for 自由过关).
    pub sizes: Vec<i32>,
    /// Default 1.
    pub multiple: Option<i32>,
}

/// One leg of a single bet.
#[derive(SimpleObject)]
pub struct ParlayLeg {
    /// Index of the game in the input.
    pub game: i32,
    /// Index of the option within the game.
    pub option: i32,
    /// Its odds in hundredths.
    pub odds: i32,
}

/// One single bet: sp1 × sp2 × … × 倍 × 2 元.
#[derive(SimpleObject)]
pub struct ParlaySingle {
    /// The option picked in each game of the bet.
    #[graphql(directive = crate::list_size::list_size::apply(8, None))]
    pub legs: Vec<ParlayLeg>,
    /// At the order's multiple.
    pub bonus: Money,
}

/// With `hits` games right: winning bets per size and the bonus range.
#[derive(SimpleObject)]
pub struct ParlayHits {
    /// How many games are right.
    pub hits: i32,
    /// The parlay sizes played, ascending.
    pub sizes: Vec<i32>,
    /// Winning bets at each size of `sizes`, in the same order.
    pub winning_bets: Vec<i32>,
    /// The least a win pays over the results that make exactly `hits`
    /// games right (a game whose odds cover every result is always right),
    /// at the order's multiple; 0 when no such result wins anything.
    pub min_bonus: Money,
    /// The most over those results, at the order's multiple.
    pub max_bonus: Money,
}

/// A page of a parlay's single bets.
#[crate::paging::connection(
    edge = ParlaySingleEdge,
    node = ParlaySingle,
    cursor_doc = "The bet's position, 0-based, in decimal: pass as `after` to read on\n\
        from here or as `before` to read back.",
)]
pub struct ParlaySingleConnection {
    /// How many single bets the parlay has (as `ParlayBreakdown.bets`).
    pub total_count: i32,
}

/// The bonus detail (奖金明细) of a parlay.
#[derive(SimpleObject)]
#[graphql(complex)]
pub struct ParlayBreakdown {
    /// Single bets (注) in total, at most 20000.
    pub bets: i32,
    /// bets × 2 yuan × 倍.
    pub cost: Money,
    /// The least a win pays over the results the games can have (the
    /// smallest total one set of results wins), at the order's multiple.
    pub min_bonus: Money,
    /// The most it can pay over the results (every game right at its
    /// highest odds), at the order's multiple.
    pub max_bonus: Money,
    /// A row for each number of games right that some results give, from
    /// all games down to the smallest size, or to the number of games
    /// whose options cover every result (they cannot miss), if larger.
    #[graphql(directive = crate::list_size::list_size::apply(8, None))]
    pub hits: Vec<ParlayHits>,
    #[graphql(skip)]
    pub(crate) singles: Vec<SingleBet>,
    /// Each game's options' odds, in hundredths.
    #[graphql(skip)]
    pub(crate) odds: Vec<Vec<i64>>,
}

#[paging::connection_args]
#[ComplexObject]
impl ParlayBreakdown {
    /// Every single bet with its bonus, a page at a time (up to 20000 in
    /// all; the list is computed, its cursors are positions).
    async fn singles(&self, page: paging::PositionArgs) -> Result<ParlaySingleConnection> {
        let window = page.window()?;
        let (edges, page_info) =
            paging::computed_page(&self.singles, window, |cursor, bet| ParlaySingleEdge {
                cursor,
                node: ParlaySingle {
                    legs: bet
                        .legs
                        .iter()
                        .map(|(g, o)| ParlayLeg {
                            game: *g as i32,
                            option: *o as i32,
                            odds: self.odds[*g][*o] as i32,
                        })
                        .collect(),
                    bonus: Money(bet.bonus_fen),
                },
            })?;
        Ok(ParlaySingleConnection {
            total_count: self.bets,
            edges,
            page_info,
        })
    }
}
