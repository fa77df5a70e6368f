//! GraphQL face of the sports calculators (lottery-rules.md §5–9): play
//! types and 过关方式, the bet count, cost and bonus detail of a 竞彩 or 北单
//! selection, its printable tickets, 奖金优化, and 传统足彩 counts. Pure
//! arithmetic from `domain::sports` (the `rules` crate); no database. The
//! resolvers only map input and output.

use std::collections::HashMap;

use async_graphql::dataloader::{DataLoader, Loader};
use async_graphql::{
    ComplexObject, Context, Enum, InputObject, Object, SimpleObject, Subscription, ID,
};
use chrono::{DateTime, Utc};
use domain::sports::staff;
use futures_util::{Stream, StreamExt};

use crate::ids::{global, NodeKind};
use crate::request::app;
use crate::scalars::Date;
use domain::sports::service::{self, MatchView, OddsView};

use crate::money::Money;
use crate::paging::{self, PageInfo};
use crate::Result;
use domain::sports::ctzq::Ticket;
use domain::sports::optimize;
use domain::sports::outcome::Line;
use domain::sports::parlay::{self, Breakdown, Pick, SelectedGame, Selection, SingleBet};
use domain::sports::pass::{PassTable, PassType};
use domain::sports::tickets::{self, SportsTicket};
use domain::sports::{PlayType, SportsGame as RuleGame};
use domain::AppError;

/// A sports lottery.
#[derive(Enum, Debug, Clone, Copy, PartialEq, Eq)]
#[graphql(remote = "domain::sports::SportsGame")]
pub enum SportsGame {
    /// 竞彩足球: fixed odds at sale.
    Jczq,
    /// 竞彩篮球: fixed odds at sale; results include overtime.
    Jclq,
    /// 北京单场: floating SP; pays 65% of 2 × Π SP.
    Bjdc,
    /// 传统足彩: 14场胜负彩, 任九, 6场半全场, 4场进球.
    Ctzq,
}

/// A play type (玩法).
#[derive(Enum, Debug, Clone, Copy, PartialEq, Eq)]
#[graphql(remote = "domain::sports::PlayType")]
pub enum SportsPlayType {
    /// 竞彩足球 胜平负.
    Spf,
    /// 竞彩足球 让球胜平负.
    Rqspf,
    /// 竞彩足球 比分.
    Bf,
    /// 竞彩足球 总进球.
    Zjq,
    /// 竞彩足球 半全场.
    Bqc,
    /// 竞彩篮球 胜负.
    Sf,
    /// 竞彩篮球 让分胜负.
    Rfsf,
    /// 竞彩篮球 大小分.
    Dxf,
    /// 竞彩篮球 胜分差.
    Sfc,
    /// 北京单场 让球胜平负.
    BdRqspf,
    /// 北京单场 总进球.
    BdZjq,
    /// 北京单场 上下单双.
    BdSxds,
    /// 北京单场 半全场.
    BdBqc,
    /// 北京单场 比分.
    BdBf,
    /// 北京单场 胜负过关.
    BdSfgg,
}

/// How a bonus is rounded to the fen (the rules are unsure; the default is
/// 四舍五入).
#[derive(Enum, Debug, Clone, Copy, PartialEq, Eq, Default)]
#[graphql(remote = "domain::sports::bonus::Rounding")]
pub enum BonusRounding {
    /// 四舍五入.
    #[default]
    HalfUp,
    /// 四舍六入五成双.
    HalfEven,
}

/// 奖金优化: how the same stake is spread over the single bets.
#[derive(Enum, Debug, Clone, Copy, PartialEq, Eq)]
#[graphql(remote = "domain::sports::optimize::Strategy")]
pub enum BonusStrategy {
    /// 平均优化: every bet returns about the same.
    Even,
    /// 博热优化: every bet returns the stake, the rest on the likeliest.
    Favourite,
    /// 博冷优化: every bet returns the stake, the rest on the longest shot.
    Longshot,
}

/// A 传统足彩 pool.
#[derive(Enum, Debug, Clone, Copy, PartialEq, Eq)]
#[graphql(remote = "domain::sports::ctzq::Pool")]
pub enum CtzqPool {
    /// 14场胜负彩.
    #[graphql(name = "SFC14")]
    Sfc14,
    /// 任选九场.
    #[graphql(name = "RX9")]
    Rx9,
    /// 6场半全场.
    #[graphql(name = "BQC6")]
    Bqc6,
    /// 4场进球.
    #[graphql(name = "JQ4")]
    Jq4,
}

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

/// One option picked in a match.
#[derive(InputObject)]
pub struct SportsPickInput {
    /// The play type.
    pub play: SportsPlayType,
    /// The option's index in the play type's `options`.
    pub option: i32,
    /// Its odds (竞彩) or SP (北单) in hundredths (2.10 → 210).
    pub odds: i32,
}

/// A match of a selection.
#[derive(InputObject)]
pub struct SportsMatchInput {
    /// The options picked (several play types for 混合过关).
    pub picks: Vec<SportsPickInput>,
    /// A 胆: in every bet.
    #[graphql(default)]
    pub banker: bool,
    /// 让球 / 让分 for the home side in tenths (−1 goal = −10, −1.5 points
    /// = −15), as sold.
    #[graphql(default)]
    pub handicap: i32,
    /// 大小分's preset total points in tenths (178.5 → 1785).
    #[graphql(default)]
    pub total_line: i32,
    /// The stored match (`SportsMatch.id`): needed by `sportsPrizeCheck`,
    /// ignored by the calculators.
    pub match_id: Option<ID>,
}

/// A 竞彩 or 北单 selection.
#[derive(InputObject)]
pub struct SportsSelectionInput {
    /// 竞彩足球, 竞彩篮球 or 北京单场.
    pub game: SportsGame,
    /// The matches, each with its picks.
    pub matches: Vec<SportsMatchInput>,
    /// 过关方式 such as `["3串4"]`, or several M串1 (`["2串1", "3串1"]`,
    /// 自由过关); `单关` for singles.
    pub pass_types: Vec<String>,
    /// Default 1.
    pub multiple: Option<i32>,
}

fn index(field: &str, v: i32) -> Result<usize, AppError> {
    usize::try_from(v).map_err(|_| AppError::invalid(field, "must not be negative"))
}

impl SportsSelectionInput {
    /// Each match's stored id, in order (the prize check needs them all).
    fn match_ids(&self) -> Result<Vec<i64>, AppError> {
        self.matches
            .iter()
            .enumerate()
            .map(|(i, m)| {
                let field = format!("matches[{i}].matchId");
                let id = m
                    .match_id
                    .as_ref()
                    .ok_or_else(|| AppError::invalid(&field, "is needed to check a prize"))?;
                crate::ids::parse_id(&field, NodeKind::SportsMatch, id)
            })
            .collect()
    }

    fn selection(&self) -> Result<Selection, AppError> {
        let games = self
            .matches
            .iter()
            .enumerate()
            .map(|(i, m)| {
                let picks = m
                    .picks
                    .iter()
                    .map(|p| {
                        Ok(Pick {
                            play: p.play.into(),
                            option: index(&format!("matches[{i}].option"), p.option)?,
                            odds: i64::from(p.odds),
                        })
                    })
                    .collect::<Result<Vec<_>, AppError>>()?;
                Ok(SelectedGame {
                    picks,
                    banker: m.banker,
                    line: Line {
                        handicap: m.handicap,
                        total: m.total_line,
                    },
                })
            })
            .collect::<Result<Vec<_>, AppError>>()?;
        let passes = self
            .pass_types
            .iter()
            .map(|p| PassType::parse(p))
            .collect::<Result<Vec<_>, _>>()?;
        Ok(Selection {
            game: self.game.into(),
            games,
            passes,
            multiple: u32::try_from(self.multiple.unwrap_or(1))
                .map_err(|_| AppError::invalid("multiple", "must be positive"))?,
        })
    }
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
    pub legs: Vec<SportsLeg>,
    /// What it pays if every leg wins, at the selection's multiple.
    pub bonus: Money,
    /// Whether the per-bet cap cut it.
    pub capped: bool,
}

/// A single bet with its cursor (its 0-based position).
#[derive(SimpleObject)]
pub struct SportsSingleEdge {
    /// The bet's position, 0-based, in decimal.
    pub cursor: String,
    /// The single bet.
    pub node: SportsSingle,
}

/// A page of a selection's single bets.
#[derive(SimpleObject)]
#[graphql(complex)]
pub struct SportsSingleConnection {
    /// How many single bets are listed (all of them up to 20000, else none).
    pub total_count: i32,
    /// The single bets of this page with their cursors.
    pub edges: Vec<SportsSingleEdge>,
    /// Where this page sits in the list.
    pub page_info: PageInfo,
}

crate::paging::connection_nodes!(SportsSingleConnection, SportsSingleEdge, SportsSingle);

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
    /// From all matches right down to the smallest size (up to 8 matches).
    pub hits: Vec<SportsHits>,
    #[graphql(skip)]
    singles: Vec<SingleBet>,
    #[graphql(skip)]
    games: Vec<SelectedGame>,
}

#[ComplexObject]
impl SportsBreakdown {
    /// Every single bet with its bonus, a page at a time.
    #[graphql(complexity = "first.or(last).unwrap_or(20).max(1) as usize * child_complexity")]
    async fn singles(
        &self,
        #[graphql(desc = "How many from the start, or after `after`: 1 to 100 (default 20).")]
        first: Option<i32>,
        #[graphql(desc = "The `endCursor` of the page before this one (or a position).")]
        after: Option<String>,
        #[graphql(
            desc = "How many from the end, or before `before`: 1 to 100. Reads backward; not with `first` or `after`."
        )]
        last: Option<i32>,
        #[graphql(desc = "The `startCursor` of the page after this one (or a position).")]
        before: Option<String>,
    ) -> Result<SportsSingleConnection> {
        let window = paging::Window::new(first, after, last, before)?;
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
    fn new(b: Breakdown, games: Vec<SelectedGame>) -> Self {
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
    pub legs: Vec<SportsTicketLeg>,
    /// Bets at one multiple (at most 10000).
    pub bets: i64,
    /// At most 99.
    pub multiple: i32,
    /// bets × multiple × 2 yuan (at most 20000 yuan).
    pub cost: Money,
}

/// A printable ticket with its cursor (its 0-based position).
#[derive(SimpleObject)]
pub struct SportsTicketEdge {
    /// The ticket's position, 0-based, in decimal.
    pub cursor: String,
    /// The ticket.
    pub node: SportsPrintTicket,
}

/// A page of a sports order's printable tickets.
#[derive(SimpleObject)]
#[graphql(complex)]
pub struct SportsTicketConnection {
    /// How many tickets the whole split has.
    pub total_count: i32,
    /// The tickets of this page with their cursors.
    pub edges: Vec<SportsTicketEdge>,
    /// Where this page sits in the list.
    pub page_info: PageInfo,
}

crate::paging::connection_nodes!(SportsTicketConnection, SportsTicketEdge, SportsPrintTicket);

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
    tickets: Vec<SportsTicket>,
    #[graphql(skip)]
    games: Vec<SelectedGame>,
}

#[ComplexObject]
impl SportsSplit {
    /// The printable tickets, a page at a time.
    #[graphql(complexity = "first.or(last).unwrap_or(20).max(1) as usize * child_complexity")]
    async fn tickets(
        &self,
        #[graphql(desc = "How many from the start, or after `after`: 1 to 100 (default 20).")]
        first: Option<i32>,
        #[graphql(desc = "The `endCursor` of the page before this one (or a position).")]
        after: Option<String>,
        #[graphql(
            desc = "How many from the end, or before `before`: 1 to 100. Reads backward; not with `first` or `after`."
        )]
        last: Option<i32>,
        #[graphql(desc = "The `startCursor` of the page after this one (or a position).")]
        before: Option<String>,
    ) -> Result<SportsTicketConnection> {
        let window = paging::Window::new(first, after, last, before)?;
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

/// A 传统足彩 ticket.
#[derive(InputObject)]
pub struct CtzqTicketInput {
    /// The pool played.
    pub pool: CtzqPool,
    /// Per result (14, 12 or 8) the options picked by index (`3`/`1`/`0`
    /// are 0/1/2; 进球 `0`–`3+` are 0–3); empty for a match 任九 leaves out.
    pub picks: Vec<Vec<i32>>,
    /// 任九's 胆, one flag per match (or none).
    #[graphql(default)]
    pub bankers: Vec<bool>,
}

impl CtzqTicketInput {
    fn ticket(&self) -> Result<Ticket, AppError> {
        Ok(Ticket {
            pool: self.pool.into(),
            picks: self
                .picks
                .iter()
                .enumerate()
                .map(|(i, p)| {
                    p.iter()
                        .map(|o| index(&format!("picks[{i}]"), *o))
                        .collect()
                })
                .collect::<Result<_, _>>()?,
            bankers: self.bankers.clone(),
        })
    }
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
    pub tiers: Vec<CtzqTierWin>,
    /// What the ticket won at its multiple (prize per bet × bets × 倍).
    pub won: Money,
    /// Whether the pool's prizes are announced (else `won` counts none).
    pub announced: bool,
}

#[derive(Default)]
pub struct SportsQuery;

#[Object]
impl SportsQuery {
    /// The play types of a sports game with their options and limits.
    async fn sports_play_types(
        &self,
        #[graphql(desc = "The game.")] game: SportsGame,
    ) -> Vec<SportsPlayInfo> {
        RuleGame::from(game)
            .plays()
            .into_iter()
            .map(|p| SportsPlayInfo {
                play: p.into(),
                name: p.name().to_owned(),
                options: p.options().iter().map(|o| (*o).to_owned()).collect(),
                max_games: p.max_games() as i32,
                min_games: p.min_games() as i32,
            })
            .collect()
    }

    /// The 过关方式 of a sports game with their sizes (none for 传统足彩).
    async fn sports_pass_types(
        &self,
        #[graphql(desc = "The game.")] game: SportsGame,
    ) -> Vec<SportsPassType> {
        let table = match game {
            SportsGame::Ctzq => return Vec::new(),
            SportsGame::Bjdc => PassTable::Beidan,
            _ => PassTable::Jingcai,
        };
        table
            .rows()
            .into_iter()
            .map(|(p, sizes)| SportsPassType {
                name: p.to_string(),
                games: p.games as i32,
                bets: p.bets as i32,
                sizes: sizes.iter().map(|s| *s as i32).collect(),
            })
            .collect()
    }

    /// A selection's bets, cost and bonus detail (奖金明细): refused with the
    /// field named when it breaks a rule (a play type's game limit, a
    /// 过关方式 the match count does not fit, too many 胆).
    async fn sports_breakdown(
        &self,
        #[graphql(desc = "The selection.")] input: SportsSelectionInput,
        #[graphql(default, desc = "How bonuses round to the fen (default `HALF_UP`).")]
        rounding: BonusRounding,
    ) -> Result<SportsBreakdown> {
        let selection = input.selection()?;
        let b = parlay::breakdown(&selection, rounding.into())?;
        Ok(SportsBreakdown::new(b, selection.games))
    }

    /// A sports order split into printable tickets.
    async fn sports_split(
        &self,
        #[graphql(desc = "The order.")] input: SportsSelectionInput,
    ) -> Result<SportsSplit> {
        let selection = input.selection()?;
        let bets = selection.bet_count()?;
        let tickets = tickets::split(&selection)?;
        Ok(SportsSplit {
            bets: bets as i64,
            cost: Money(tickets.iter().map(|t| t.cost_fen).sum()),
            ticket_count: tickets.len() as i32,
            tickets,
            games: selection.games,
        })
    }

    /// 奖金优化: the selection's stake (bets × 2 yuan × multiple) spread
    /// over its single bets by `strategy`.
    async fn sports_optimize(
        &self,
        #[graphql(desc = "The selection; its stake is bets × 2 yuan × multiple.")]
        input: SportsSelectionInput,
        #[graphql(desc = "How to spread the stake.")] strategy: BonusStrategy,
        #[graphql(default, desc = "How bonuses round to the fen (default `HALF_UP`).")]
        rounding: BonusRounding,
    ) -> Result<SportsOptimized> {
        let o =
            optimize::optimize_selection(&input.selection()?, strategy.into(), rounding.into())?;
        Ok(SportsOptimized {
            returns: o.returns_fen.into_iter().map(Money).collect(),
            multiples: o.multiples.iter().map(|m| *m as i32).collect(),
            cost: Money(o.stake_fen),
        })
    }

    /// A 传统足彩 ticket's bets and cost.
    async fn ctzq_quote(
        &self,
        #[graphql(desc = "The ticket.")] input: CtzqTicketInput,
        #[graphql(desc = "1 to 99 (default 1).")] multiple: Option<i32>,
    ) -> Result<CtzqQuote> {
        let multiple = u32::try_from(multiple.unwrap_or(1))
            .map_err(|_| AppError::invalid("multiple", "must be 1 to 99"))?;
        let (bets, cost) = input.ticket()?.quote(multiple)?;
        Ok(CtzqQuote {
            bets: bets as i64,
            cost: Money(cost),
        })
    }

    /// A 传统足彩 ticket's winning bets per tier (一等奖 first) for the
    /// results (each result's option index; null for a cancelled match,
    /// which makes every option right).
    async fn ctzq_winning_bets(
        &self,
        #[graphql(desc = "The ticket.")] input: CtzqTicketInput,
        #[graphql(
            desc = "One per result, in the ticket's order: the option that came in, or null for a cancelled match."
        )]
        results: Vec<Option<i32>>,
    ) -> Result<Vec<i64>> {
        let results = results
            .iter()
            .map(|r| r.map(|o| index("results", o)).transpose())
            .collect::<Result<Vec<_>, _>>()?;
        Ok(input
            .ticket()?
            .winning_bets(&results)?
            .into_iter()
            .map(|n| n as i64)
            .collect())
    }
}

/// A match's sale and result state.
#[derive(Enum, Debug, Clone, Copy, PartialEq, Eq)]
#[graphql(remote = "domain::sports::import::MatchState")]
pub enum SportsMatchState {
    /// On sale.
    Selling,
    /// Sales closed, no result yet.
    Closed,
    /// Finished: the result is in.
    Finished,
    /// Declared invalid (无效场次): every leg on it counts at odds 1.00.
    Void,
}

/// A score, home first.
#[derive(SimpleObject)]
pub struct SportsScore {
    /// The home side's goals or points.
    pub home: i32,
    /// The away side's.
    pub away: i32,
}

/// One play type's odds from one moment on.
#[derive(SimpleObject)]
pub struct SportsOdds {
    /// The play type.
    pub play: SportsPlayType,
    /// Each option's odds in hundredths, in the order of the play type's
    /// `options` (null: not offered).
    pub odds: Vec<Option<i32>>,
    /// Whether single-match bets (单关) were taken.
    pub single: bool,
    /// When these odds came into force.
    pub recorded_at: DateTime<Utc>,
}

impl From<OddsView> for SportsOdds {
    fn from(o: OddsView) -> Self {
        Self {
            play: o.play.into(),
            odds: o.odds.iter().map(|x| x.map(|v| v as i32)).collect(),
            single: o.single,
            recorded_at: o.recorded_at,
        }
    }
}

/// The right option of a play type.
#[derive(SimpleObject)]
pub struct SportsPlayResult {
    /// The play type.
    pub play: SportsPlayType,
    /// The right option's index in the play type's `options`.
    pub option: i32,
    /// Its name (`胜`, `2:1`, `让平`).
    pub option_name: String,
}

/// A sports match with its line, result and the odds in force.
pub struct SportsMatch {
    id: ID,
    m: MatchView,
}

impl SportsMatch {
    pub fn new(m: MatchView) -> Self {
        Self {
            id: global(NodeKind::SportsMatch, m.id),
            m,
        }
    }
}

/// A sports match with its line, result and the odds in force.
#[Object]
impl SportsMatch {
    /// The global id (opaque).
    pub async fn id(&self) -> &ID {
        &self.id
    }

    /// The game.
    async fn game(&self) -> SportsGame {
        self.m.game.into()
    }

    /// The official match number (`周三001`; the weekday is the sales day).
    async fn match_num(&self) -> &str {
        &self.m.match_num
    }

    /// The Beijing date of kickoff.
    async fn match_date(&self) -> Date {
        self.m.match_date.into()
    }

    /// Kickoff, when known.
    async fn kickoff(&self) -> Option<DateTime<Utc>> {
        self.m.kickoff
    }

    /// The league's short name (`英超`).
    async fn league(&self) -> &str {
        &self.m.league
    }

    /// The home team.
    async fn home(&self) -> &str {
        &self.m.home
    }

    /// The away team.
    async fn away(&self) -> &str {
        &self.m.away
    }

    /// 让球 / 让分 for the home side in tenths (−1 goal = −10), when known.
    async fn handicap(&self) -> Option<i32> {
        self.m.handicap
    }

    /// 大小分's preset total points in tenths, when known.
    async fn total_line(&self) -> Option<i32> {
        self.m.total_line
    }

    /// Sale and result state.
    async fn state(&self) -> SportsMatchState {
        self.m.state.into()
    }

    /// The full-time score (football: 90 minutes and stoppage time;
    /// basketball: with overtime).
    async fn full_time(&self) -> Option<SportsScore> {
        self.m.full.map(|(home, away)| SportsScore { home, away })
    }

    /// The half-time score (football).
    async fn half_time(&self) -> Option<SportsScore> {
        self.m.half.map(|(home, away)| SportsScore { home, away })
    }

    /// Generated sample fixtures (no real data exists for the game): never
    /// real results, and the pages say so.
    async fn sample(&self) -> bool {
        self.m.sample
    }

    /// The 期 it belongs to (传统足彩, 北京单场).
    async fn issue(&self) -> Option<&str> {
        self.m.issue.as_deref()
    }

    /// The odds in force, one entry per play type on sale.
    async fn odds(&self) -> Vec<SportsOdds> {
        self.m.odds.iter().cloned().map(Into::into).collect()
    }

    /// The right option of each play type, once the result is in.
    async fn results(&self) -> Vec<SportsPlayResult> {
        self.m
            .results
            .iter()
            .map(|(play, option)| SportsPlayResult {
                play: (*play).into(),
                option: *option as i32,
                option_name: play.options()[*option].to_owned(),
            })
            .collect()
    }

    /// Both teams' recent form, their head-to-head record and goal
    /// statistics, from the stored results before this match.
    async fn analysis(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "How many earlier matches per record: 1 to 50 (default 10).")]
        last: Option<i32>,
    ) -> Result<SportsAnalysis> {
        let n = last.unwrap_or(10);
        if !(1..=50).contains(&n) {
            return Err(AppError::invalid("last", "must be 1 to 50").into());
        }
        let a = loader::<SportsAnalysisLoader>(ctx)?
            .load_one((self.m.id, n as usize))
            .await?
            .ok_or_else(|| AppError::not_found("no such match"))?;
        Ok(SportsAnalysis {
            home: a.home.into(),
            away: a.away.into(),
            head_to_head: a.head_to_head.into(),
        })
    }

    /// Every odds change of a play type, oldest first (the odds movement).
    async fn odds_history(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "The play type.")] play: SportsPlayType,
    ) -> Result<Vec<SportsOdds>> {
        Ok(loader::<SportsOddsHistoryLoader>(ctx)?
            .load_one((self.m.id, play.into()))
            .await?
            .unwrap_or_default()
            .into_iter()
            .map(Into::into)
            .collect())
    }
}

/// One announced prize tier of a 传统足彩 pool.
#[derive(SimpleObject)]
pub struct SportsPrizeTier {
    /// The pool.
    pub pool: CtzqPool,
    /// 1 for 一等奖.
    pub tier: i32,
    /// Winning bets across the country.
    pub bets: i64,
    /// The prize per bet (floating, whole yuan, at most 500万; 0 when no
    /// bet won).
    pub prize: Money,
}

/// A 期 of a game sold by issue (传统足彩, 北京单场).
pub struct SportsIssue {
    /// The issue as the service reads it.
    i: service::IssueView,
}

/// A 期 of a game sold by issue (传统足彩, 北京单场): its matches, pool
/// results and prize tiers.
#[Object]
impl SportsIssue {
    /// The issue number (`26134`).
    async fn issue(&self) -> &str {
        &self.i.issue
    }

    /// The game.
    async fn game(&self) -> SportsGame {
        self.i.game.into()
    }

    /// The Beijing date sales close.
    async fn close_date(&self) -> Date {
        Date::from(self.i.close_date)
    }

    /// Generated sample data (no real data exists for the game): never
    /// real results, and the pages say so.
    async fn sample(&self) -> bool {
        self.i.sample
    }

    /// The matches in issue order (传统足彩: 1 to 14).
    async fn matches(&self) -> Vec<SportsMatch> {
        self.i
            .matches
            .iter()
            .cloned()
            .map(SportsMatch::new)
            .collect()
    }

    /// The announced prize tiers (empty before the announcement).
    async fn prizes(&self) -> Vec<SportsPrizeTier> {
        self.i
            .prizes
            .iter()
            .filter_map(|p| {
                Some(SportsPrizeTier {
                    pool: domain::sports::ctzq::Pool::ALL
                        .into_iter()
                        .find(|x| x.code() == p.pool)?
                        .into(),
                    tier: i32::from(p.tier),
                    bets: i64::try_from(p.bets).unwrap_or(i64::MAX),
                    prize: Money(p.prize_fen),
                })
            })
            .collect()
    }

    /// A 传统足彩 pool's results in ticket order (each the option index as
    /// `CtzqTicketInput.picks` counts them; null for a cancelled match), or
    /// null while a result is missing. 6场半全场 reads the first six
    /// matches, 4场进球 the first four.
    async fn results(
        &self,
        #[graphql(desc = "The pool.")] pool: CtzqPool,
    ) -> Option<Vec<Option<i32>>> {
        self.i
            .results(pool.into())
            .map(|r| r.into_iter().map(|o| o.map(|o| o as i32)).collect())
    }
}

#[derive(Default)]
pub struct SportsMatchQuery;

#[Object]
impl SportsMatchQuery {
    /// The issues of a game sold by issue (传统足彩, 北京单场), newest first.
    async fn sports_issues(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "The game.")] game: SportsGame,
        #[graphql(desc = "Only issues closing before this day (the next page).")] before: Option<
            Date,
        >,
        #[graphql(desc = "How many: 1 to 100 (default 20).")] first: Option<i32>,
    ) -> Result<Vec<SportsIssueSummary>> {
        let n = first.unwrap_or(20);
        if !(1..=100).contains(&n) {
            return Err(AppError::invalid("first", "must be 1 to 100").into());
        }
        Ok(
            service::issues(app(ctx)?, game.into(), before.map(|d| d.0), n as u64)
                .await?
                .into_iter()
                .map(|(issue, close, sample)| SportsIssueSummary {
                    issue,
                    close_date: Date::from(close),
                    sample,
                })
                .collect(),
        )
    }

    /// One issue with its matches, results and prize tiers.
    async fn sports_issue(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "The game.")] game: SportsGame,
        #[graphql(desc = "The issue number (`26134`).")] issue: String,
    ) -> Result<SportsIssue> {
        Ok(SportsIssue {
            i: service::issue(app(ctx)?, game.into(), issue.trim()).await?,
        })
    }

    /// 兑奖: a 竞彩 or 北单 selection (every match with its `matchId`)
    /// checked against the stored results.
    async fn sports_prize_check(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "The selection, each match with its `matchId`.")]
        input: SportsSelectionInput,
        #[graphql(default, desc = "How bonuses round to the fen (default `HALF_UP`).")]
        rounding: BonusRounding,
    ) -> Result<SportsPrizeCheck> {
        let ids = input.match_ids()?;
        let selection = input.selection()?;
        let s = service::prize_check(app(ctx)?, &selection, &ids, rounding.into()).await?;
        Ok(SportsPrizeCheck {
            winning_bets: s.winning_bets as i64,
            won: Money(s.won_fen),
            pending_bets: s.pending_bets as i64,
        })
    }

    /// 兑奖 for 传统足彩: a ticket checked against an issue's results and
    /// announced prizes; null while the issue's results are not all in.
    async fn ctzq_check(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "The issue number.")] issue: String,
        #[graphql(desc = "The ticket.")] input: CtzqTicketInput,
        #[graphql(desc = "1 to 99 (default 1).")] multiple: Option<i32>,
    ) -> Result<Option<CtzqCheck>> {
        let multiple = u32::try_from(multiple.unwrap_or(1))
            .map_err(|_| AppError::invalid("multiple", "must be 1 to 99"))?;
        let checked =
            service::check_ctzq(app(ctx)?, issue.trim(), &input.ticket()?, multiple).await?;
        Ok(checked.map(|c| CtzqCheck {
            tiers: c
                .tiers
                .into_iter()
                .enumerate()
                .map(|(n, (bets, prize))| CtzqTierWin {
                    tier: n as i32 + 1,
                    bets: bets as i64,
                    prize: Money(prize),
                })
                .collect(),
            won: Money(c.won_fen),
            announced: c.announced,
        }))
    }

    /// The matches of a game on a day (Beijing), in sales order, with their
    /// results and the odds in force (no sign-in needed).
    async fn sports_matches(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "The game.")] game: SportsGame,
        #[graphql(desc = "The Beijing date of kickoff.")] date: Date,
    ) -> Result<Vec<SportsMatch>> {
        Ok(service::matches_on(app(ctx)?, game.into(), date.0)
            .await?
            .into_iter()
            .map(SportsMatch::new)
            .collect())
    }

    /// The days that have matches of a game, newest first.
    async fn sports_match_days(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "The game.")] game: SportsGame,
        #[graphql(desc = "Only days before this one (the next page).")] before: Option<Date>,
        #[graphql(desc = "How many: 1 to 100 (default 30).")] first: Option<i32>,
    ) -> Result<Vec<Date>> {
        let n = first.unwrap_or(30);
        if !(1..=100).contains(&n) {
            return Err(AppError::invalid("first", "must be 1 to 100").into());
        }
        Ok(
            service::match_days(app(ctx)?, game.into(), before.map(|d| d.0), n as u64)
                .await?
                .into_iter()
                .map(Date::from)
                .collect(),
        )
    }
}

/// An issue in a list.
#[derive(SimpleObject)]
pub struct SportsIssueSummary {
    /// The issue number.
    pub issue: String,
    /// The Beijing date sales close.
    pub close_date: Date,
    /// Generated sample data.
    pub sample: bool,
}

/// A team's record over some finished matches, from its own side.
#[derive(SimpleObject)]
pub struct SportsRecord {
    /// Matches counted.
    pub played: i32,
    /// Matches won.
    pub wins: i32,
    /// Matches drawn.
    pub draws: i32,
    /// Matches lost.
    pub losses: i32,
    /// Goals scored.
    pub goals_for: i32,
    /// Goals conceded.
    pub goals_against: i32,
    /// Matches with three goals or more.
    pub over_two_and_a_half: i32,
    /// Matches where both sides scored.
    pub both_scored: i32,
    /// `W` / `D` / `L` per match, newest first.
    pub form: String,
}

impl From<domain::sports::analysis::Record> for SportsRecord {
    fn from(r: domain::sports::analysis::Record) -> Self {
        Self {
            played: r.played as i32,
            wins: r.won as i32,
            draws: r.drawn as i32,
            losses: r.lost as i32,
            goals_for: r.goals_for as i32,
            goals_against: r.goals_against as i32,
            over_two_and_a_half: r.over_two_and_a_half as i32,
            both_scored: r.both_scored as i32,
            form: r.form,
        }
    }
}

/// A match's analysis: both teams' form and their head-to-head record.
#[derive(SimpleObject)]
pub struct SportsAnalysis {
    /// The home team's recent matches.
    pub home: SportsRecord,
    /// The away team's recent matches.
    pub away: SportsRecord,
    /// Their meetings, from the home team's side.
    pub head_to_head: SportsRecord,
}

impl From<MatchView> for SportsMatch {
    fn from(m: MatchView) -> Self {
        SportsMatch::new(m)
    }
}

/// A score as staff enter it, home first.
#[derive(InputObject)]
pub struct SportsScoreInput {
    /// The home side's goals or points.
    pub home: i32,
    /// The away side's.
    pub away: i32,
}

impl SportsScoreInput {
    fn pair(&self, field: &str) -> Result<(u16, u16), AppError> {
        let side = |v: i32| u16::try_from(v).ok();
        side(self.home)
            .zip(side(self.away))
            .ok_or_else(|| AppError::invalid(field, format!("each side 0 to {}", staff::MAX_SCORE)))
    }
}

/// A sports match as staff enter or correct it.
#[derive(InputObject)]
pub struct SaveSportsMatchInput {
    /// The match to correct; absent to enter a new one.
    pub id: Option<ID>,
    /// The game (a correction keeps it).
    pub game: SportsGame,
    /// The official number (`周三001` for 竞彩; the number in its issue
    /// for 北单 and 传统足彩).
    pub match_num: String,
    /// The Beijing date of kickoff.
    pub match_date: Date,
    /// Kickoff, when known.
    pub kickoff: Option<DateTime<Utc>>,
    /// The league's short name, 1 to 40 characters.
    pub league: String,
    /// The home team, 1 to 40 characters.
    pub home: String,
    /// The away team, 1 to 40 characters.
    pub away: String,
    /// 让球 / 让分 for the home side in tenths (football whole goals, −10;
    /// basketball x.5 points, −35).
    pub handicap: Option<i32>,
    /// 大小分's preset total in tenths (basketball, ending in .5: 1785).
    pub total_line: Option<i32>,
    /// The 期 (北单 and 传统足彩 matches need one).
    pub issue: Option<String>,
}

/// New odds for one play type of a match.
#[derive(InputObject)]
pub struct SetSportsOddsInput {
    /// The match (`SportsMatch.id`).
    pub match_id: ID,
    /// The play type.
    pub play: SportsPlayType,
    /// Each option's odds in hundredths in the order of the play type's
    /// `options` (101 to 99900), null for an option not offered.
    pub odds: Vec<Option<i32>>,
    /// Whether single-match bets (单关) are taken.
    #[graphql(default)]
    pub single: bool,
}

/// A match's result as staff publish or correct it.
#[derive(InputObject)]
pub struct PublishSportsResultInput {
    /// The match (`SportsMatch.id`).
    pub match_id: ID,
    /// The full-time score (football: 90 minutes; basketball: with
    /// overtime); absent when `void`.
    pub full_time: Option<SportsScoreInput>,
    /// The half-time score (football).
    pub half_time: Option<SportsScoreInput>,
    /// 无效场次: the match is declared void (every leg counts at 1.00).
    #[graphql(default)]
    pub void: bool,
}

crate::payload::payload!(
    /// The answer of `saveSportsMatch`.
    SaveSportsMatchPayload { sports_match: SportsMatch, "The match as stored; null on failure." }
);
crate::payload::payload!(
    /// The answer of `setSportsOdds`.
    SetSportsOddsPayload { sports_match: SportsMatch, "The match with the new odds in force; null on failure." }
);
crate::payload::payload!(
    /// The answer of `publishSportsResult`.
    PublishSportsResultPayload { sports_match: SportsMatch, "The match with its result; null on failure." }
);

/// Staff operations of the sports area (operations permission): invisible
/// to members and partners in introspection, and refused to them.
#[derive(Default)]
pub struct SportsStaffMutation;

#[Object]
impl SportsStaffMutation {
    /// Enters a sports match, or corrects a stored one (staff, operations
    /// permission).
    #[graphql(visible = "crate::audience::staff")]
    async fn save_sports_match(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "The match; with `id` a correction.")] input: SaveSportsMatchInput,
    ) -> Result<SaveSportsMatchPayload> {
        let (a, v) = (app(ctx)?, crate::request::viewer(ctx)?);
        let done = async {
            let id = input
                .id
                .as_ref()
                .map(|id| crate::ids::parse_id("id", NodeKind::SportsMatch, id))
                .transpose()?;
            staff::save_match(
                a,
                v,
                id,
                staff::MatchInput {
                    game: input.game.into(),
                    match_num: input.match_num,
                    match_date: input.match_date.0,
                    kickoff: input.kickoff,
                    league: input.league,
                    home: input.home,
                    away: input.away,
                    handicap: input.handicap,
                    total_line: input.total_line,
                    issue: input
                        .issue
                        .map(|i| i.trim().to_owned())
                        .filter(|i| !i.is_empty()),
                },
            )
            .await
        }
        .await;
        crate::payload::answer::<_, SportsMatch, _>(done)
    }

    /// Sets new odds for one play type of a match, in force from now; the
    /// old ones stay in its odds history (staff, operations permission).
    #[graphql(visible = "crate::audience::staff")]
    async fn set_sports_odds(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "The match, play type and odds.")] input: SetSportsOddsInput,
    ) -> Result<SetSportsOddsPayload> {
        let (a, v) = (app(ctx)?, crate::request::viewer(ctx)?);
        let done = async {
            let id = crate::ids::parse_id("matchId", NodeKind::SportsMatch, &input.match_id)?;
            let odds = input.odds.iter().map(|o| o.map(i64::from)).collect();
            staff::set_odds(a, v, id, input.play.into(), odds, input.single).await
        }
        .await;
        crate::payload::answer::<_, SportsMatch, _>(done)
    }

    /// Publishes a match's result, or corrects it by publishing again
    /// (staff, operations permission).
    #[graphql(visible = "crate::audience::staff")]
    async fn publish_sports_result(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "The match and its scores, or `void`.")] input: PublishSportsResultInput,
    ) -> Result<PublishSportsResultPayload> {
        let (a, v) = (app(ctx)?, crate::request::viewer(ctx)?);
        let done = async {
            let id = crate::ids::parse_id("matchId", NodeKind::SportsMatch, &input.match_id)?;
            let result = match (&input.full_time, input.void) {
                (_, true) => staff::ResultInput::Void,
                (Some(full), false) => staff::ResultInput::Played {
                    full: full.pair("fullTime")?,
                    half: input
                        .half_time
                        .as_ref()
                        .map(|h| h.pair("halfTime"))
                        .transpose()?,
                },
                (None, false) => {
                    return Err(AppError::invalid(
                        "fullTime",
                        "give the score, or void: true",
                    ))
                }
            };
            staff::publish_result(a, v, id, result).await
        }
        .await;
        crate::payload::answer::<_, SportsMatch, _>(done)
    }
}

/// A play type's odds changing on a match.
#[derive(SimpleObject)]
pub struct SportsOddsChange {
    /// The match with the odds now in force.
    pub sports_match: SportsMatch,
    /// The play type whose odds changed.
    pub play: SportsPlayType,
}

#[derive(Default)]
pub struct SportsSubscription;

#[Subscription]
impl SportsSubscription {
    /// Each sports result as staff publish (or correct) it, with the match
    /// (no sign-in needed).
    async fn match_result_published(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "Only matches of this game; null for every game.")] game: Option<
            SportsGame,
        >,
    ) -> Result<impl Stream<Item = SportsMatch>> {
        let want: Option<RuleGame> = game.map(Into::into);
        Ok(domain::sports::events::results(app(ctx)?, want).map(SportsMatch::new))
    }

    /// Each odds change of the matches named (or of a game), with the odds
    /// now in force (no sign-in needed).
    async fn odds_changed(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "Only matches of this game; null for every game.")] game: Option<
            SportsGame,
        >,
        #[graphql(
            desc = "Only these matches (`SportsMatch.id`, at most 100); every match when absent."
        )]
        match_ids: Option<Vec<ID>>,
    ) -> Result<impl Stream<Item = SportsOddsChange>> {
        let ids = match &match_ids {
            Some(ids) if ids.len() > 100 => {
                return Err(AppError::invalid("matchIds", "at most 100").into())
            }
            Some(ids) => Some(crate::ids::parse_ids(
                "matchIds",
                NodeKind::SportsMatch,
                ids,
            )?),
            None => None,
        };
        let want: Option<RuleGame> = game.map(Into::into);
        Ok(
            domain::sports::events::odds_changes(app(ctx)?, want, ids).map(|(play, m)| {
                SportsOddsChange {
                    sports_match: SportsMatch::new(m),
                    play: play.into(),
                }
            }),
        )
    }
}

/// One pick of a saved selection.
#[derive(SimpleObject)]
pub struct SportsSavedPick {
    /// The play type.
    pub play: SportsPlayType,
    /// The option's index in the play type's `options`.
    pub option: i32,
    /// The option's name (`胜`, `2:1`).
    pub option_name: String,
    /// Its odds (竞彩) or SP (北单) when saved, in hundredths.
    pub odds: i32,
}

/// One match of a saved selection.
#[derive(SimpleObject)]
pub struct SportsSavedMatch {
    /// The match (`SportsMatch.id`): read it with `nodes`.
    pub match_id: ID,
    /// A 胆: in every bet.
    pub banker: bool,
    /// 让球 / 让分 in tenths, as saved.
    pub handicap: i32,
    /// 大小分's preset total in tenths, as saved.
    pub total_line: i32,
    /// The options picked at their odds.
    pub picks: Vec<SportsSavedPick>,
}

/// A member's saved sports selection (竞彩 / 北单 方案), with the bets, cost
/// and printable tickets the server counted.
pub struct SportsSelection {
    id: ID,
    s: domain::sports::records::SavedView,
}

impl SportsSelection {
    pub fn new(s: domain::sports::records::SavedView) -> Self {
        Self {
            id: global(NodeKind::SportsSelection, s.id),
            s,
        }
    }
}

impl From<domain::sports::records::SavedView> for SportsSelection {
    fn from(s: domain::sports::records::SavedView) -> Self {
        Self::new(s)
    }
}

/// A member's saved sports selection (竞彩 / 北单 方案), with the bets, cost
/// and printable tickets the server counted, and its prize check.
#[Object]
impl SportsSelection {
    /// The global id (opaque).
    pub async fn id(&self) -> &ID {
        &self.id
    }

    /// The game.
    async fn game(&self) -> SportsGame {
        self.s.game.into()
    }

    /// The matches with the options picked at their odds.
    async fn matches(&self) -> Vec<SportsSavedMatch> {
        self.s
            .matches
            .iter()
            .map(|m| SportsSavedMatch {
                match_id: global(NodeKind::SportsMatch, m.match_id),
                banker: m.banker,
                handicap: m.handicap,
                total_line: m.total_line,
                picks: m
                    .picks
                    .iter()
                    .map(|p| SportsSavedPick {
                        play: p.play.into(),
                        option: p.option as i32,
                        option_name: p
                            .play
                            .options()
                            .get(p.option)
                            .map(|o| (*o).to_owned())
                            .unwrap_or_default(),
                        odds: i32::try_from(p.odds).unwrap_or(i32::MAX),
                    })
                    .collect(),
            })
            .collect()
    }

    /// 过关方式 (`3串4`, or several M串1).
    async fn pass_types(&self) -> &[String] {
        &self.s.pass_types
    }

    /// 倍数.
    async fn multiple(&self) -> i32 {
        i32::try_from(self.s.multiple).unwrap_or(i32::MAX)
    }

    /// Single bets (注) at one multiple.
    async fn bets(&self) -> i64 {
        self.s.bets
    }

    /// bets × 2 yuan × 倍.
    async fn cost(&self) -> Money {
        Money(self.s.cost_fen)
    }

    /// How many printable tickets the order splits into (`sportsSplit`).
    async fn ticket_count(&self) -> i32 {
        self.s.ticket_count
    }

    /// When it was saved.
    async fn created_at(&self) -> DateTime<Utc> {
        self.s.created_at
    }

    /// 兑奖: the selection against the stored results now.
    async fn prize_check(&self, ctx: &Context<'_>) -> Result<SportsPrizeCheck> {
        let s = loader::<SportsSelectionCheckLoader>(ctx)?
            .load_one(self.s.id)
            .await?
            .ok_or_else(|| AppError::not_found("no such saved selection"))?;
        Ok(SportsPrizeCheck {
            winning_bets: s.winning_bets as i64,
            won: Money(s.won_fen),
            pending_bets: s.pending_bets as i64,
        })
    }
}

/// A saved sports selection with its cursor.
#[derive(SimpleObject)]
pub struct SportsSelectionEdge {
    /// Pass as `after` to read on from here, or as `before` to read back.
    pub cursor: String,
    /// The saved selection.
    pub node: SportsSelection,
}

/// A page of the caller's saved sports selections, newest first.
#[derive(SimpleObject)]
#[graphql(complex)]
pub struct SportsSelectionConnection {
    /// The selections of this page with their cursors.
    pub edges: Vec<SportsSelectionEdge>,
    /// Where this page sits in the list.
    pub page_info: PageInfo,
}

crate::paging::connection_nodes!(
    SportsSelectionConnection,
    SportsSelectionEdge,
    SportsSelection
);

/// Input of `saveSportsSelection`.
#[derive(InputObject)]
pub struct SaveSportsSelectionInput {
    /// The selection, every match with its `matchId`.
    pub selection: SportsSelectionInput,
}

crate::payload::payload!(
    /// The answer of `saveSportsSelection`.
    SaveSportsSelectionPayload { sports_selection: SportsSelection, "The saved selection with its bets, cost and ticket count; null on failure." }
);

/// Input of `deleteSportsSelection`.
#[derive(InputObject)]
pub struct DeleteSportsSelectionInput {
    /// The saved selection (global id).
    pub id: ID,
}

#[derive(Default)]
pub struct SportsRecordQuery;

#[Object]
impl SportsRecordQuery {
    /// The caller's saved sports selections, newest first.
    #[graphql(complexity = "first.or(last).unwrap_or(20).max(1) as usize * child_complexity")]
    async fn my_sports_selections(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "How many from the start, or after `after`: 1 to 100 (default 20).")]
        first: Option<i32>,
        #[graphql(desc = "The `endCursor` of the page before this one.")] after: Option<String>,
        #[graphql(
            desc = "How many from the end, or before `before`: 1 to 100. Reads backward; not with `first` or `after`."
        )]
        last: Option<i32>,
        #[graphql(desc = "The `startCursor` of the page after this one.")] before: Option<String>,
    ) -> Result<SportsSelectionConnection> {
        let window =
            paging::Window::new(first, after, last, before)?.decode(paging::parse_id_cursor)?;
        let (rows, more) =
            domain::sports::records::mine(app(ctx)?, crate::request::viewer(ctx)?, &window).await?;
        let edges: Vec<SportsSelectionEdge> = rows
            .into_iter()
            .map(|s| SportsSelectionEdge {
                cursor: s.id.to_string(),
                node: SportsSelection::new(s),
            })
            .collect();
        Ok(SportsSelectionConnection {
            page_info: PageInfo::of(&edges, &window, more),
            edges,
        })
    }
}

#[derive(Default)]
pub struct SportsRecordMutation;

#[Object]
impl SportsRecordMutation {
    /// Saves a 竞彩 or 北单 selection of the caller (every match with its
    /// `matchId`); the server counts its bets, cost and tickets.
    async fn save_sports_selection(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "The selection to keep.")] input: SaveSportsSelectionInput,
    ) -> Result<SaveSportsSelectionPayload> {
        let (a, v) = (app(ctx)?, crate::request::viewer(ctx)?);
        let done = async {
            let ids = input.selection.match_ids()?;
            let selection = input.selection.selection()?;
            domain::sports::records::save(a, v, &selection, &ids).await
        }
        .await
        .map_err(|e| e.nested("selection", &[]));
        crate::payload::answer::<_, SportsSelection, _>(done)
    }

    /// Deletes one of the caller's saved sports selections.
    async fn delete_sports_selection(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "The saved selection to delete.")] input: DeleteSportsSelectionInput,
    ) -> Result<crate::lottery::DeletePayload> {
        let (a, v) = (app(ctx)?, crate::request::viewer(ctx)?);
        let done = async {
            let id = crate::ids::parse_id("id", NodeKind::SportsSelection, &input.id)?;
            domain::sports::records::delete(a, v, id).await
        }
        .await;
        let (deleted, user_errors) = crate::payload::split(done)?;
        Ok(crate::lottery::DeletePayload {
            deleted_id: deleted.filter(|d| *d).map(|_| input.id),
            user_errors,
        })
    }
}

/// The schema's loader of type `L` (registered by `build_schema`).
fn loader<'a, L: Send + Sync + 'static>(
    ctx: &'a Context<'_>,
) -> Result<&'a DataLoader<L>, AppError> {
    ctx.data::<DataLoader<L>>()
        .map_err(|_| AppError::internal("schema built without a sports loader"))
}

/// Loads odds histories by (match, play type) in batches: a list of
/// matches asking for their odds movement is one query.
pub struct SportsOddsHistoryLoader {
    ctx: domain::AppContext,
}

impl SportsOddsHistoryLoader {
    pub fn new(ctx: domain::AppContext) -> Self {
        Self { ctx }
    }
}

impl Loader<(i64, PlayType)> for SportsOddsHistoryLoader {
    type Value = Vec<OddsView>;
    type Error = AppError;

    async fn load(
        &self,
        keys: &[(i64, PlayType)],
    ) -> std::result::Result<HashMap<(i64, PlayType), Vec<OddsView>>, AppError> {
        service::odds_histories(&self.ctx, keys).await
    }
}

/// Loads match analyses by (match, how many earlier matches) in batches: a
/// list of matches asking for their analysis is two queries.
pub struct SportsAnalysisLoader {
    ctx: domain::AppContext,
}

impl SportsAnalysisLoader {
    pub fn new(ctx: domain::AppContext) -> Self {
        Self { ctx }
    }
}

impl Loader<(i64, usize)> for SportsAnalysisLoader {
    type Value = service::AnalysisView;
    type Error = AppError;

    async fn load(
        &self,
        keys: &[(i64, usize)],
    ) -> std::result::Result<HashMap<(i64, usize), service::AnalysisView>, AppError> {
        service::analyses(&self.ctx, keys).await
    }
}

/// Checks saved selections against the results by id in batches: a page of
/// 方案 asking for their 兑奖 is three queries. Keys come only from
/// selections the viewer has already read.
pub struct SportsSelectionCheckLoader {
    ctx: domain::AppContext,
}

impl SportsSelectionCheckLoader {
    pub fn new(ctx: domain::AppContext) -> Self {
        Self { ctx }
    }
}

impl Loader<i64> for SportsSelectionCheckLoader {
    type Value = domain::sports::parlay::Settlement;
    type Error = AppError;

    async fn load(
        &self,
        keys: &[i64],
    ) -> std::result::Result<HashMap<i64, domain::sports::parlay::Settlement>, AppError> {
        domain::sports::records::checks(&self.ctx, keys).await
    }
}

/// Loads sports matches by id in batches, as members read them (the rows
/// and the odds in force: two queries for any number).
pub struct SportsMatchLoader {
    ctx: domain::AppContext,
}

impl SportsMatchLoader {
    pub fn new(ctx: domain::AppContext) -> Self {
        Self { ctx }
    }
}

impl Loader<i64> for SportsMatchLoader {
    type Value = MatchView;
    type Error = AppError;

    async fn load(&self, keys: &[i64]) -> std::result::Result<HashMap<i64, MatchView>, AppError> {
        service::views_by_id(&self.ctx, keys).await
    }
}

/// One sports match through the schema's loader; `None` when there is none.
pub async fn load_match(ctx: &Context<'_>, id: i64) -> Result<Option<MatchView>> {
    Ok(loader::<SportsMatchLoader>(ctx)?.load_one(id).await?)
}
