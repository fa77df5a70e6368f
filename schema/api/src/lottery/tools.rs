//! GraphQL face of the lottery tools that work on a member's ticket or
//! order: the prize check (bonus calculator result), the lottery replay,
//! order splitting with its per-bet breakdown, and saved split records.
//! Resolvers only map input and output; the rules are in `check` and
//! `split`.

use async_graphql::{ComplexObject, Context, InputObject, Object, SimpleObject};

use crate::ids::{parse_id, NodeKind};
use crate::money::Money;
use crate::scalars::BigInt;
use crate::Result;

use super::draws::to_u8s;
use crate::enums::Game;
use crate::paging::{self, PageInfo};
use crate::request::{app, viewer};
use domain::lottery::check::{self, Ticket, TicketCheck};
use domain::lottery::digits::DigitPlay;
use domain::lottery::split::{self, Order, PrintTicket, SplitPlan, ZonePick};
use domain::lottery::split_records;
use domain::lottery::Game as DomainGame;
use domain::sports::parlay::{self, SingleBet};
use domain::AppError;
use entities::split_record;

fn to_i32s(v: &[u8]) -> Vec<i32> {
    v.iter().map(|n| i32::from(*n)).collect()
}

fn multiple_of(field: &str, m: Option<i32>) -> Result<u32, AppError> {
    u32::try_from(m.unwrap_or(1)).map_err(|_| AppError::invalid(field, "must be positive"))
}

fn clamp(first: Option<i32>, default: i32, max: i32, field: &str) -> Result<usize, AppError> {
    let n = first.unwrap_or(default);
    if !(1..=max).contains(&n) {
        return Err(AppError::invalid(field, format!("must be 1 to {max}")));
    }
    Ok(n as usize)
}

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
    fn ticket(&self) -> Result<Ticket, AppError> {
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
    pub lines: Vec<PrizeLine>,
    /// The sum of the lines; null when a won tier has no known amount.
    pub total: Option<Money>,
}

fn nums(v: &serde_json::Value) -> Vec<i32> {
    serde_json::from_value(v.clone()).unwrap_or_default()
}

impl From<TicketCheck> for TicketResult {
    fn from(c: TicketCheck) -> Self {
        Self {
            game: Game::from(DomainGame::from_code(&c.draw.game).unwrap_or(DomainGame::Ssq)),
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
        }
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
    pub results: Vec<TicketResult>,
}

/// One zone of an order: 胆 and 拖 (a plain 复式 has only 拖; a digit
/// position lists its digits as 拖).
#[derive(InputObject)]
pub struct ZoneInput {
    /// 胆: numbers on every bet (default none).
    #[graphql(default)]
    pub dan: Vec<i32>,
    /// 拖: the numbers the rest of each bet is chosen from (all the numbers
    /// of a plain 复式 zone, or a digit position's digits).
    pub tuo: Vec<i32>,
}

/// An order to split: 双色球 [red, blue], 大乐透 [front, back], 七乐彩
/// [numbers], 3D/排列三 3 positions, 排列五 5, 七星彩 7.
#[derive(InputObject)]
pub struct SplitOrderInput {
    /// The game.
    pub game: Game,
    /// The zones in the game's order: 双色球 [red, blue], 大乐透 [front,
    /// back], 七乐彩 [numbers], 3D/排列三 3 positions, 排列五 5, 七星彩 7.
    pub zones: Vec<ZoneInput>,
    /// Default 1.
    pub multiple: Option<i32>,
    /// 大乐透 追加.
    pub additional: Option<bool>,
}

impl SplitOrderInput {
    fn order(&self) -> Result<Order, AppError> {
        let sizes = split::zone_sizes(self.game.into());
        if self.zones.len() != sizes.len() {
            return Err(AppError::invalid(
                "zones",
                format!(
                    "{} needs {} zones",
                    DomainGame::from(self.game).name(),
                    sizes.len()
                ),
            ));
        }
        let zones = self
            .zones
            .iter()
            .zip(sizes)
            .enumerate()
            .map(|(i, (z, size))| {
                let field = format!("zones[{i}]");
                Ok(ZonePick {
                    dan: to_u8s(&field, &z.dan)?,
                    tuo: to_u8s(&field, &z.tuo)?,
                    size,
                })
            })
            .collect::<Result<_, AppError>>()?;
        Ok(Order {
            game: self.game.into(),
            zones,
            multiple: multiple_of("multiple", self.multiple)?,
            additional: self.additional.unwrap_or(false),
        })
    }
}

/// A zone of a printed ticket.
#[derive(SimpleObject)]
pub struct TicketZone {
    /// 胆 of the zone as picked (on a printed ticket also 拖 the split moved
    /// into 胆 to keep it within 10000 bets); empty for a plain 复式 zone.
    pub dan: Vec<i32>,
    /// 拖 of the zone (all the numbers of a plain 复式 zone, or a digit
    /// position's digits).
    pub tuo: Vec<i32>,
}

/// One printable ticket.
#[derive(SimpleObject)]
#[graphql(complex)]
pub struct SplitTicket {
    /// The numbers to print, one entry per zone in the game's order.
    pub zones: Vec<TicketZone>,
    /// Bets on the ticket at one multiple (at most 10000).
    pub bets: i64,
    /// 倍数 printed on the ticket, 1 to 99.
    pub multiple: i32,
    /// bets × multiple × 2 yuan (3 yuan with 追加); at most 20000 yuan.
    pub cost: Money,
    #[graphql(skip)]
    picks: Vec<ZonePick>,
}

#[ComplexObject]
impl SplitTicket {
    /// The ticket's single bets (拆分明细), each as one number list per
    /// zone; the first `first` (default 20, at most 500).
    async fn single_bets(
        &self,
        #[graphql(desc = "How many single bets, 1 to 500 (default 20).")] first: Option<i32>,
    ) -> Result<Vec<Vec<Vec<i32>>>> {
        let n = clamp(first, 20, 500, "first")?;
        Ok(split::single_bets(&self.picks, n)
            .into_iter()
            .map(|b| b.iter().map(|z| to_i32s(z)).collect())
            .collect())
    }
}

impl From<PrintTicket> for SplitTicket {
    fn from(t: PrintTicket) -> Self {
        Self {
            zones: t
                .zones
                .iter()
                .map(|z| TicketZone {
                    dan: to_i32s(&z.dan),
                    tuo: to_i32s(&z.tuo),
                })
                .collect(),
            bets: t.bets as i64,
            multiple: t.multiple as i32,
            cost: Money(t.cost_fen),
            picks: t.zones,
        }
    }
}

/// A printable ticket with its cursor (its 0-based position in the split).
#[derive(SimpleObject)]
pub struct SplitTicketEdge {
    /// The ticket's position, 0-based, in decimal: pass as `after` to read
    /// on from here or as `before` to read back; `after: "29"` opens the
    /// second page of 30.
    pub cursor: String,
    /// The ticket.
    pub node: SplitTicket,
}

/// A page of a split's printable tickets, in printing order.
#[derive(SimpleObject)]
#[graphql(complex)]
pub struct SplitTicketConnection {
    /// How many tickets the whole split has.
    pub total_count: i32,
    /// The tickets of this page with their cursors.
    pub edges: Vec<SplitTicketEdge>,
    /// Where this page sits in the list.
    pub page_info: PageInfo,
}

crate::paging::connection_nodes!(SplitTicketConnection, SplitTicketEdge, SplitTicket);

/// An order split into printable tickets.
#[derive(SimpleObject)]
#[graphql(complex)]
pub struct OrderSplit {
    /// The game.
    pub game: Game,
    /// Bets of the order at one multiple.
    pub bets: i64,
    /// What the whole order costs: bets × multiple × 2 yuan (3 yuan with
    /// 追加).
    pub cost: Money,
    /// How many printable tickets the order splits into.
    pub ticket_count: i32,
    #[graphql(skip)]
    plan: SplitPlan,
}

#[ComplexObject]
impl OrderSplit {
    /// The printable tickets, a page at a time (the list is computed; its
    /// cursors are positions).
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
    ) -> Result<SplitTicketConnection> {
        let window = paging::Window::new(first, after, last, before)?;
        let (edges, page_info) =
            paging::computed_page(&self.plan.tickets, window, |cursor, t| SplitTicketEdge {
                cursor,
                node: t.clone().into(),
            })?;
        Ok(SplitTicketConnection {
            total_count: self.ticket_count,
            edges,
            page_info,
        })
    }
}

impl OrderSplit {
    fn new(game: Game, plan: SplitPlan) -> Self {
        Self {
            game,
            bets: plan.bets as i64,
            cost: Money(plan.cost_fen),
            ticket_count: plan.tickets.len() as i32,
            plan,
        }
    }
}

/// A saved order split.
#[derive(SimpleObject)]
pub struct SplitRecord {
    /// The split record's global id (opaque).
    pub id: async_graphql::ID,
    /// The row id the legacy layer (`POST /api/...`) uses for this object.
    pub legacy_id: BigInt,
    /// The game.
    pub game: Game,
    /// The order as picked.
    pub zones: Vec<TicketZone>,
    /// 倍数 of the order, 1 or more.
    pub multiple: i32,
    /// Whether the order is played with 大乐透 追加 (3 yuan a bet).
    pub additional: bool,
    /// Bets of the order at one multiple.
    pub bets: i64,
    /// What the whole order costs: bets × multiple × 2 yuan (3 yuan with
    /// 追加).
    pub cost: Money,
    /// How many printable tickets the order splits into.
    pub ticket_count: i32,
    /// When it was saved.
    pub created_at: chrono::DateTime<chrono::Utc>,
}

impl From<split_record::Model> for SplitRecord {
    fn from(m: split_record::Model) -> Self {
        let zones = m
            .zones
            .as_array()
            .map(|zs| {
                zs.iter()
                    .map(|z| TicketZone {
                        dan: nums(&z["dan"]),
                        tuo: nums(&z["tuo"]),
                    })
                    .collect()
            })
            .unwrap_or_default();
        Self {
            id: crate::ids::global(NodeKind::SplitRecord, m.id),
            legacy_id: BigInt(m.id),
            game: Game::from(DomainGame::from_code(&m.game).unwrap_or(DomainGame::Ssq)),
            zones,
            multiple: m.multiple,
            additional: m.additional,
            bets: m.bets,
            cost: Money(m.cost_fen),
            ticket_count: m.ticket_count,
            created_at: m.created_at,
        }
    }
}

/// A saved split with its tickets (the split info page).
#[derive(SimpleObject)]
pub struct SplitRecordDetail {
    /// The saved record.
    pub record: SplitRecord,
    /// The order split into printable tickets.
    pub split: OrderSplit,
}

/// A split record with its cursor.
#[derive(SimpleObject)]
pub struct SplitRecordEdge {
    /// Pass as `after` to read on from here, or as `before` to read back.
    pub cursor: String,
    /// The split record.
    pub node: SplitRecord,
}

/// A page of the caller's split records, newest first.
#[derive(SimpleObject)]
#[graphql(complex)]
pub struct SplitRecordConnection {
    /// The records of this page with their cursors.
    pub edges: Vec<SplitRecordEdge>,
    /// Where this page sits in the list.
    pub page_info: PageInfo,
}

crate::paging::connection_nodes!(SplitRecordConnection, SplitRecordEdge, SplitRecord);

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

/// A single bet with its cursor (its 0-based position in the breakdown).
#[derive(SimpleObject)]
pub struct ParlaySingleEdge {
    /// The bet's position, 0-based, in decimal: pass as `after` to read on
    /// from here or as `before` to read back.
    pub cursor: String,
    /// The single bet.
    pub node: ParlaySingle,
}

/// A page of a parlay's single bets.
#[derive(SimpleObject)]
#[graphql(complex)]
pub struct ParlaySingleConnection {
    /// How many single bets the parlay has (as `ParlayBreakdown.bets`).
    pub total_count: i32,
    /// The single bets of this page with their cursors.
    pub edges: Vec<ParlaySingleEdge>,
    /// Where this page sits in the list.
    pub page_info: PageInfo,
}

crate::paging::connection_nodes!(ParlaySingleConnection, ParlaySingleEdge, ParlaySingle);

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
    /// From all games right down to the smallest size.
    pub hits: Vec<ParlayHits>,
    #[graphql(skip)]
    singles: Vec<SingleBet>,
    /// Each game's options' odds, in hundredths.
    #[graphql(skip)]
    odds: Vec<Vec<i64>>,
}

#[ComplexObject]
impl ParlayBreakdown {
    /// Every single bet with its bonus, a page at a time (up to 20000 in
    /// all; the list is computed, its cursors are positions).
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
    ) -> Result<ParlaySingleConnection> {
        let window = paging::Window::new(first, after, last, before)?;
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

#[derive(Default)]
pub struct LotteryToolsQuery;

#[Object]
impl LotteryToolsQuery {
    /// The tiers a ticket won in a stored draw, with amounts: fixed by the
    /// rules of the draw's issue, floating ones from its prize list.
    async fn check_ticket(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "The game.")] game: Game,
        #[graphql(desc = "The draw's issue, `YYYYNNN` (`2026096`) or `YYNNN` (`26096`).")]
        issue: String,
        #[graphql(desc = "The ticket as played.")] ticket: TicketInput,
    ) -> Result<TicketResult> {
        let c = check::check_ticket(app(ctx)?, game.into(), &issue, &ticket.ticket()?).await?;
        Ok(c.into())
    }

    /// 彩票回放: a ticket against each of the last `last` draws (default
    /// 30, at most 500).
    // Each draw is a pure check of a few numbers: counted as one more
    // child per 50 draws, so a 100-draw replay with its prize lines fits
    // the complexity limit that guards against really large answers.
    #[graphql(complexity = "(1 + last.unwrap_or(30).max(1) as usize / 50) * child_complexity")]
    async fn lottery_replay(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "The game.")] game: Game,
        #[graphql(desc = "The ticket as played.")] ticket: TicketInput,
        #[graphql(desc = "How many of the newest draws, 1 to 500 (default 30).")] last: Option<i32>,
    ) -> Result<Replay> {
        let last = u64::try_from(last.unwrap_or(30)).unwrap_or(0);
        let r = check::replay(app(ctx)?, game.into(), &ticket.ticket()?, last).await?;
        Ok(Replay {
            game,
            draws: r.checks.len() as i32,
            won_draws: r.won_draws as i32,
            cost: Money(r.cost_fen),
            won: Money(r.won_fen),
            unknown_lines: r.unknown_lines as i32,
            results: r.checks.into_iter().map(Into::into).collect(),
        })
    }

    /// Splits an order into printable tickets (≤ 10000 bets, 99 倍 and
    /// 20000 yuan each).
    async fn split_order(
        &self,
        #[graphql(desc = "The order to split.")] input: SplitOrderInput,
    ) -> Result<OrderSplit> {
        Ok(OrderSplit::new(
            input.game,
            split::split_order(&input.order()?)?,
        ))
    }

    /// 竞彩 bonus detail (奖金明细): every single bet with its bonus, the
    /// cost, and the bonus range by the number of games right.
    async fn parlay_breakdown(
        &self,
        #[graphql(desc = "The games' odds, the parlay sizes and the multiple.")] input: ParlayInput,
    ) -> Result<ParlayBreakdown> {
        let games: Vec<Vec<i64>> = input
            .games
            .iter()
            .map(|g| g.iter().map(|o| i64::from(*o)).collect())
            .collect();
        let sizes = input
            .sizes
            .iter()
            .map(|s| {
                usize::try_from(*s).map_err(|_| AppError::invalid("sizes", "must be positive"))
            })
            .collect::<Result<Vec<_>, _>>()?;
        let b = parlay::odds_breakdown(&games, &sizes, multiple_of("multiple", input.multiple)?)?;
        Ok(ParlayBreakdown {
            bets: b.bets as i32,
            cost: Money(b.cost_fen),
            min_bonus: Money(b.min_fen),
            max_bonus: Money(b.max_fen),
            hits: b
                .hits
                .into_iter()
                .map(|h| ParlayHits {
                    hits: h.hits as i32,
                    sizes: h.winning.iter().map(|(s, _)| *s as i32).collect(),
                    winning_bets: h.winning.iter().map(|(_, n)| *n as i32).collect(),
                    min_bonus: Money(h.min_fen),
                    max_bonus: Money(h.max_fen),
                })
                .collect(),
            singles: b.singles,
            odds: games,
        })
    }

    /// The caller's split records, newest first.
    #[graphql(complexity = "first.or(last).unwrap_or(20).max(1) as usize * child_complexity")]
    async fn my_splits(
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
    ) -> Result<SplitRecordConnection> {
        let window =
            paging::Window::new(first, after, last, before)?.decode(paging::parse_id_cursor)?;
        let (rows, more) = split_records::mine(app(ctx)?, viewer(ctx)?, &window).await?;
        let edges: Vec<SplitRecordEdge> = rows
            .into_iter()
            .map(|m| SplitRecordEdge {
                cursor: m.id.to_string(),
                node: m.into(),
            })
            .collect();
        Ok(SplitRecordConnection {
            page_info: PageInfo::of(&edges, &window, more),
            edges,
        })
    }

    /// One of the caller's split records with its tickets.
    async fn split_record(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "The split record (global id).")] id: async_graphql::ID,
    ) -> Result<Option<SplitRecordDetail>> {
        let found = split_records::get(
            app(ctx)?,
            viewer(ctx)?,
            parse_id("id", NodeKind::SplitRecord, &id)?,
        )
        .await?;
        Ok(found.map(|(m, plan)| {
            let game = Game::from(DomainGame::from_code(&m.game).unwrap_or(DomainGame::Ssq));
            SplitRecordDetail {
                record: m.into(),
                split: OrderSplit::new(game, plan),
            }
        }))
    }
}

/// Input of `saveSplit`.
#[derive(InputObject)]
pub struct SaveSplitInput {
    /// The order to split and keep.
    pub order: SplitOrderInput,
}

crate::payload::payload!(
    /// The answer of `saveSplit`.
    SaveSplitPayload { split_record: SplitRecordDetail, "The saved record with its tickets; null on failure." }
);

/// Input of `deleteSplit`.
#[derive(InputObject)]
pub struct DeleteSplitInput {
    /// The split record (global id).
    pub id: async_graphql::ID,
}

#[derive(Default)]
pub struct LotteryToolsMutation;

#[Object]
impl LotteryToolsMutation {
    /// Splits the caller's order into tickets and keeps it as a split
    /// record (拆单记录).
    async fn save_split(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "The order to split and keep.")] input: SaveSplitInput,
    ) -> Result<SaveSplitPayload> {
        let (a, v) = (app(ctx)?, viewer(ctx)?);
        let game = input.order.game;
        let done = async {
            let order = input.order.order()?;
            split_records::save(a, v, &order).await
        }
        .await
        .map_err(|e| e.nested("order", &[]));
        let (saved, user_errors) = crate::payload::split(done)?;
        Ok(SaveSplitPayload {
            split_record: saved.map(|(m, plan)| SplitRecordDetail {
                record: m.into(),
                split: OrderSplit::new(game, plan),
            }),
            user_errors,
        })
    }

    /// Deletes one of the caller's split records.
    async fn delete_split(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "The split record to delete.")] input: DeleteSplitInput,
    ) -> Result<super::draws::DeletePayload> {
        let (a, v) = (app(ctx)?, viewer(ctx)?);
        let done = async {
            let id = parse_id("id", NodeKind::SplitRecord, &input.id)?;
            split_records::delete(a, v, id).await
        }
        .await;
        let (deleted, user_errors) = crate::payload::split(done)?;
        Ok(super::draws::DeletePayload {
            deleted_id: deleted.filter(|d| *d).map(|_| input.id),
            user_errors,
        })
    }
}
