//! What the calculators answer: play types and 过关方式, a selection's
//! breakdown (bets, cost, bonus range, its single bets a page at a time),
//! its printable tickets, 奖金优化, 传统足彩 quotes and the prize checks.
//! Pure arithmetic already done by `domain::sports`; these only carry it.

use async_graphql::{ComplexObject, SimpleObject};
use domain::sports::parlay::{Breakdown, SelectedGame, SingleBet};
use domain::sports::tickets::SportsTicket;
use domain::sports::PlayType;

use crate::money::Money;
use crate::paging;
use crate::sports::objects::SportsPlayType;
use crate::Result;

/// A play type with its options and limits.
#[derive(SimpleObject)]
pub struct SportsPlayInfo {
    /// The play type.
    pub play: SportsPlayType,
    /// Its Chinese name (`胜平负`).
    pub name: String,
    /// The options in ticket order; an option is its index here.
    pub options: Vec<String>,
    /// The most games a parlay of it may hold.
    pub max_games: i32,
    /// The fewest games a selection of it needs.
    pub min_games: i32,
}

/// A 过关方式 and the parlay sizes it plays.
#[derive(SimpleObject)]
pub struct SportsPassType {
    /// `3串4`, or `单关`.
    pub name: String,
    /// M: the games it needs (at least M for M串1, exactly M otherwise).
    pub games: i32,
    /// N: its named combinations.
    pub bets: i32,
    /// The k串1 sizes it is made of.
    pub sizes: Vec<i32>,
}

/// One leg of a single bet.
#[derive(SimpleObject)]
pub struct SportsLeg {
    /// The match's index in the input.
    pub r#match: i32,
    /// The play type of the pick.
    pub play: SportsPlayType,
    /// The option's index in the play type's `options`.
    pub option: i32,
    /// The option's name (`胜`, `2:1`).
    pub option_name: String,
    /// Its odds in hundredths.
    pub odds: i32,
}

/// One single bet: sp1 × sp2 × … × 倍 × 2 元.
#[derive(SimpleObject)]
pub struct SportsSingle {
    /// The option picked in each match of the bet.
    #[graphql(directive = crate::list_size::list_size::apply(15, None))]
    pub legs: Vec<SportsLeg>,
    /// What it pays if every leg wins, at the selection's multiple.
    pub bonus: Money,
    /// Whether the per-bet cap cut it.
    pub capped: bool,
}

/// A page of a selection's single bets.
#[crate::paging::connection(
    edge = SportsSingleEdge,
    node = SportsSingle,
    cursor_doc = "The bet's position, 0-based, in decimal.",
)]
pub struct SportsSingleConnection {
    /// How many single bets are listed (all of them up to 20000, else none).
    pub total_count: i32,
}

/// With `hits` games right: winning bets per size and the bonus range.
#[derive(SimpleObject)]
pub struct SportsHits {
    /// How many matches are right.
    pub hits: i32,
    /// The parlay sizes played, ascending.
    pub sizes: Vec<i32>,
    /// Winning bets at each size (when the most is won).
    pub winning_bets: Vec<i32>,
    /// The least a win pays over the results that make exactly `hits`
    /// matches right (options of a match that one result makes right count
    /// together; a match whose options cover every result is always right),
    /// at the multiple; 0 when no such result wins anything.
    pub min_bonus: Money,
    /// The most over those results, each single bet at most its cap, at the
    /// multiple.
    pub max_bonus: Money,
}

/// The bet count, cost and bonus detail (奖金明细) of a selection.
#[derive(SimpleObject)]
#[graphql(complex)]
pub struct SportsBreakdown {
    /// Single bets (注).
    pub bets: i64,
    /// bets × 2 yuan × 倍.
    pub cost: Money,
    /// The least a win pays over the results the matches can have: the
    /// smallest total of the single bets one set of results makes right
    /// (never a bet that no result wins alone; a match whose options cover
    /// every result counts as right), at the multiple.
    pub min_bonus: Money,
    /// The most the selection can pay over the results: every option one
    /// result makes right counts, each single bet at most its cap (北单:
    /// 500万 per 2-yuan bet, before the multiple), at the multiple.
    pub max_bonus: Money,
    /// The parlay sizes the 过关方式 play.
    pub sizes: Vec<i32>,
    /// A row for each number of matches right that some results give
    /// (up to 8 matches): from all matches down to the smallest size, or
    /// to the number of matches whose picks cover every result (they
    /// cannot miss), if larger.
    #[graphql(directive = crate::list_size::list_size::apply(rules::sports::parlay::HITS_TABLE_GAMES as u32, None))]
    pub hits: Vec<SportsHits>,
    #[graphql(skip)]
    singles: Vec<SingleBet>,
    #[graphql(skip)]
    games: Vec<SelectedGame>,
}

#[paging::connection_args]
#[ComplexObject]
impl SportsBreakdown {
    /// Every single bet with its bonus, a page at a time.
    async fn singles(&self, page: paging::PositionArgs) -> Result<SportsSingleConnection> {
        let window = page.window()?;
        let (edges, page_info) =
            paging::computed_page(&self.singles, window, |cursor, bet| SportsSingleEdge {
                cursor,
                node: SportsSingle {
                    legs: bet
                        .legs
                        .iter()
                        .map(|(g, p)| {
                            let pick = self.games[*g].picks[*p];
                            SportsLeg {
                                r#match: *g as i32,
                                play: pick.play.into(),
                                option: pick.option as i32,
                                option_name: pick.play.options()[pick.option].to_owned(),
                                odds: pick.odds as i32,
                            }
                        })
                        .collect(),
                    bonus: Money(bet.bonus_fen),
                    capped: bet.capped,
                },
            })?;
        Ok(SportsSingleConnection {
            total_count: self.singles.len() as i32,
            edges,
            page_info,
        })
    }
}

impl SportsBreakdown {
    pub(crate) fn new(b: Breakdown, games: Vec<SelectedGame>) -> Self {
        Self {
            bets: b.bets as i64,
            cost: Money(b.cost_fen),
            min_bonus: Money(b.min_fen),
            max_bonus: Money(b.max_fen),
            sizes: b.sizes.iter().map(|s| *s as i32).collect(),
            hits: b
                .hits
                .into_iter()
                .map(|h| SportsHits {
                    hits: h.hits as i32,
                    sizes: h.winning.iter().map(|(s, _)| *s as i32).collect(),
                    winning_bets: h.winning.iter().map(|(_, n)| *n as i32).collect(),
                    min_bonus: Money(h.min_fen),
                    max_bonus: Money(h.max_fen),
                })
                .collect(),
            singles: b.singles,
            games,
        }
    }
}

/// One leg of a printable ticket: a match and the options printed for it.
#[derive(SimpleObject)]
pub struct SportsTicketLeg {
    /// The match's index in the input.
    pub r#match: i32,
    /// The play type printed for it.
    pub play: SportsPlayType,
    /// The options printed, by index.
    pub options: Vec<i32>,
}

/// A printable ticket: an s串1 over its matches.
#[derive(SimpleObject)]
pub struct SportsPrintTicket {
    /// Its matches with the options printed for each.
    #[graphql(directive = crate::list_size::list_size::apply(15, None))]
    pub legs: Vec<SportsTicketLeg>,
    /// Bets at one multiple (at most 10000).
    pub bets: i64,
    /// At most 99.
    pub multiple: i32,
    /// bets × multiple × 2 yuan (at most 20000 yuan).
    pub cost: Money,
}

/// A page of a sports order's printable tickets.
#[crate::paging::connection(
    edge = SportsTicketEdge,
    node = SportsPrintTicket,
    cursor_doc = "The ticket's position, 0-based, in decimal.",
)]
pub struct SportsTicketConnection {
    /// How many tickets the whole split has.
    pub total_count: i32,
}

/// A sports order split into printable tickets (≤ 10000 bets, ≤ 99倍,
/// ≤ 20000 yuan each).
#[derive(SimpleObject)]
#[graphql(complex)]
pub struct SportsSplit {
    /// Bets of the order at one multiple.
    pub bets: i64,
    /// What the whole order costs.
    pub cost: Money,
    /// How many printable tickets.
    pub ticket_count: i32,
    #[graphql(skip)]
    pub(crate) tickets: Vec<SportsTicket>,
    #[graphql(skip)]
    pub(crate) games: Vec<SelectedGame>,
}

#[paging::connection_args]
#[ComplexObject]
impl SportsSplit {
    /// The printable tickets, a page at a time.
    async fn tickets(&self, page: paging::PositionArgs) -> Result<SportsTicketConnection> {
        let window = page.window()?;
        let (edges, page_info) =
            paging::computed_page(&self.tickets, window, |cursor, t| SportsTicketEdge {
                cursor,
                node: SportsPrintTicket {
                    legs: t
                        .legs
                        .iter()
                        .map(|(g, picks)| {
                            let game = &self.games[*g];
                            SportsTicketLeg {
                                r#match: *g as i32,
                                play: picks
                                    .first()
                                    .map_or(PlayType::Spf, |p| game.picks[*p].play)
                                    .into(),
                                options: picks
                                    .iter()
                                    .map(|p| game.picks[*p].option as i32)
                                    .collect(),
                            }
                        })
                        .collect(),
                    bets: t.bets as i64,
                    multiple: t.multiple as i32,
                    cost: Money(t.cost_fen),
                },
            })?;
        Ok(SportsTicketConnection {
            total_count: self.ticket_count,
            edges,
            page_info,
        })
    }
}

/// 奖金优化: each bet's multiple and what it returns.
#[derive(SimpleObject)]
pub struct SportsOptimized {
    /// The multiple of each single bet, in the order of `singles`.
    pub multiples: Vec<i32>,
    /// What each bet returns at its multiple.
    pub returns: Vec<Money>,
    /// The stake, unchanged.
    pub cost: Money,
}

/// A 传统足彩 ticket's bets and cost.
#[derive(SimpleObject)]
pub struct CtzqQuote {
    /// Single bets (注).
    pub bets: i64,
    /// bets × 2 yuan × 倍.
    pub cost: Money,
}

/// What a 竞彩 or 北单 selection won against the stored results.
#[derive(SimpleObject)]
pub struct SportsPrizeCheck {
    /// Single bets whose every leg came in (a void match's leg counts).
    pub winning_bets: i64,
    /// What they pay at the selection's multiple (北单 at its 开奖SP).
    pub won: Money,
    /// Single bets still waiting on a match without a result.
    pub pending_bets: i64,
}

/// One prize tier of a 传统足彩 ticket checked against an issue.
#[derive(SimpleObject)]
pub struct CtzqTierWin {
    /// 1 for 一等奖.
    pub tier: i32,
    /// The ticket's winning bets in this tier (at multiple 1).
    pub bets: i64,
    /// The tier's announced prize per bet (0 until announced or when no
    /// bet won it).
    pub prize: Money,
}

/// A 传统足彩 ticket checked against an issue's results.
#[derive(SimpleObject)]
pub struct CtzqCheck {
    /// Per tier, 一等奖 first.
    #[graphql(directive = crate::list_size::list_size::apply(2, None))]
    pub tiers: Vec<CtzqTierWin>,
    /// What the ticket won at its multiple (prize per bet × bets × 倍).
    pub won: Money,
    /// Whether the pool's prizes are announced (else `won` counts none).
    pub announced: bool,
}
