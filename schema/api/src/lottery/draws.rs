//! GraphQL face of the draw lotteries: results, history, trends, the
//! calculators, staff publishing, and `drawPublished`.

use async_graphql::{Context, Enum, InputObject, Object, SimpleObject, Subscription};

use crate::ids::{parse_id, NodeKind};
use crate::money::Money;
use crate::scalars::BigInt;
use crate::Result;
use futures_util::{Stream, StreamExt};

use crate::enums::Game;
use crate::paging::{self, PageInfo};
use crate::request::{app, viewer};
use domain::lottery::bets::{self, BetSpec};
use domain::lottery::games::normalize_issue;
use domain::lottery::service;
use domain::lottery::Game as DomainGame;
use domain::AppError;
use entities::lottery_draw;

/// A draw.
#[derive(SimpleObject)]
pub struct Draw {
    /// The game drawn.
    pub game: Game,
    /// `YYYYNNN`.
    pub issue: String,
    /// The day of the draw (开奖日期).
    pub draw_date: crate::scalars::Date,
    /// Red / front numbers, or the digits.
    pub main_numbers: Vec<i32>,
    /// Blue / back / special number / last digit.
    pub extra_numbers: Vec<i32>,
    /// The published prize list (开奖公告), one row per tier; empty until
    /// published.
    pub prize_list: Vec<DrawPrize>,
    /// The jackpot pool (奖池) left after this draw; null when not published.
    pub pool: Option<Money>,
}

fn nums(v: &serde_json::Value) -> Vec<i32> {
    serde_json::from_value(v.clone()).unwrap_or_default()
}

impl From<lottery_draw::Model> for Draw {
    fn from(d: lottery_draw::Model) -> Self {
        Self {
            game: Game::from(DomainGame::from_code(&d.game).unwrap_or(DomainGame::Ssq)),
            main_numbers: nums(&d.main_numbers),
            extra_numbers: nums(&d.extra_numbers),
            prize_list: rules::lottery::prize_list::stored(&d.prize_list)
                .into_iter()
                .map(DrawPrize::from)
                .collect(),
            issue: d.issue,
            draw_date: d.draw_date.into(),
            pool: (d.pool_fen).map(Money),
        }
    }
}

/// When a game draws, and its next draw.
#[derive(SimpleObject)]
pub struct DrawSchedule {
    /// The game.
    pub game: Game,
    /// Draw days, 1 = Monday … 7 = Sunday.
    pub weekdays: Vec<i32>,
    /// The draw time, `HH:MM` Beijing time.
    pub time: String,
    /// The next draw after now (holiday breaks not counted).
    pub next_draw_at: chrono::DateTime<chrono::Utc>,
}

impl From<service::GameSchedule> for DrawSchedule {
    fn from(s: service::GameSchedule) -> Self {
        Self {
            game: s.game.into(),
            weekdays: s.weekdays.into_iter().map(i32::from).collect(),
            time: s.time,
            next_draw_at: s.next_draw_at,
        }
    }
}

/// A tier of a draw's published prize list.
#[derive(SimpleObject)]
pub struct DrawPrize {
    /// 1 = 一等奖 …; 双色球's 福运奖 is tier 7.
    pub tier: i32,
    /// The tier's name as published; null when not given.
    pub name: Option<String>,
    /// Per winning bet.
    pub amount: Money,
    /// 大乐透: what a 追加 bet adds per winning bet; null for other games.
    pub additional: Option<Money>,
    /// Winning bets nationwide; null when not published.
    pub winners: Option<i64>,
}

impl From<rules::lottery::prize_list::PrizeEntry> for DrawPrize {
    fn from(e: rules::lottery::prize_list::PrizeEntry) -> Self {
        Self {
            tier: i32::from(e.tier),
            name: e.name,
            amount: Money(e.amount_fen),
            additional: e.additional_fen.map(Money),
            winners: e.winners,
        }
    }
}

/// A tier of a prize list as staff enter it.
#[derive(InputObject)]
pub struct DrawPrizeInput {
    /// 1 = 一等奖 … 10; one row per tier.
    pub tier: i32,
    /// The tier's name as published.
    pub name: Option<String>,
    /// Per winning bet, in fen.
    pub amount_fen: crate::scalars::BigInt,
    /// 大乐透: what a 追加 bet adds per winning bet, in fen.
    pub additional_fen: Option<crate::scalars::BigInt>,
    /// Winning bets nationwide.
    pub winners: Option<i64>,
}

impl DrawPrizeInput {
    /// The row as the prize-list rules read it.
    fn to_json(&self) -> serde_json::Value {
        let mut row = serde_json::json!({"tier": self.tier, "amountFen": self.amount_fen.0});
        if let Some(name) = &self.name {
            row["name"] = name.clone().into();
        }
        if let Some(a) = self.additional_fen {
            row["additionalFen"] = a.0.into();
        }
        if let Some(w) = self.winners {
            row["winners"] = w.into();
        }
        row
    }
}

/// A draw with its cursor.
#[derive(SimpleObject)]
pub struct DrawEdge {
    /// Pass as `after` to read on from here, or as `before` to read back.
    pub cursor: String,
    /// The draw.
    pub node: Draw,
}

/// A page of a game's draws, newest first.
#[derive(SimpleObject)]
#[graphql(complex)]
pub struct DrawConnection {
    /// The draws of this page with their cursors.
    pub edges: Vec<DrawEdge>,
    /// Where this page sits in the game's history.
    pub page_info: PageInfo,
}

crate::paging::connection_nodes!(DrawConnection, DrawEdge, Draw);

/// One number of a zone over the trend's draws (走势).
#[derive(SimpleObject)]
pub struct NumberTrend {
    /// The number (a digit in the digit games).
    pub number: i32,
    /// Draws in the window that contained it (出现次数).
    pub frequency: i32,
    /// Draws since it last appeared (遗漏).
    pub current_omission: i32,
    /// The longest run of draws in the window without it (最大遗漏).
    pub max_omission: i32,
}

/// The shape (形态) of one draw's main numbers (red / front numbers, or
/// the digits).
#[derive(SimpleObject)]
pub struct DrawTrendShape {
    /// The draw's issue, `YYYYNNN`.
    pub issue: String,
    /// How many of the numbers are odd (奇).
    pub odd: i32,
    /// How many of the numbers are even (偶).
    pub even: i32,
    /// How many are above the middle of the zone's range, (min + max) / 2
    /// rounded down (大; 双色球 reds: 18–33).
    pub big: i32,
    /// How many are at or below the middle of the zone's range (小).
    pub small: i32,
    /// The sum of the numbers (和值).
    pub sum: i32,
    /// The largest number minus the smallest (跨度).
    pub span: i32,
    /// Pairs of consecutive numbers (连号; 15 and 16 are one pair).
    pub consecutive: i32,
}

/// Trend statistics (走势) of a game over its newest draws: frequency,
/// omission (遗漏), hot and cold numbers, and each draw's shape.
#[derive(SimpleObject)]
pub struct Trend {
    /// The game.
    pub game: Game,
    /// How many draws it covers.
    pub draws: i32,
    /// The main zone (red / front numbers, or the digits): one row per
    /// number of the zone's range, ascending.
    pub main: Vec<NumberTrend>,
    /// The extra zone (blue / back / special number / last digit): one row
    /// per number of its range, ascending; empty for games without one.
    pub extra: Vec<NumberTrend>,
    /// The 5 most frequent main numbers (热号), most frequent first; ties
    /// go to the smaller number.
    pub hot: Vec<i32>,
    /// The 5 least frequent main numbers (冷号), least frequent first; ties
    /// go to the smaller number.
    pub cold: Vec<i32>,
    /// The shape of each draw's main numbers, newest first.
    pub shapes: Vec<DrawTrendShape>,
}

fn trend_numbers(s: Vec<domain::lottery::stats::NumberStat>) -> Vec<NumberTrend> {
    s.into_iter()
        .map(|n| NumberTrend {
            number: i32::from(n.number),
            frequency: n.frequency as i32,
            current_omission: n.current_omission as i32,
            max_omission: n.max_omission as i32,
        })
        .collect()
}

/// A bet form the bonus calculator counts (投注方式).
#[derive(Enum, Debug, Clone, Copy, PartialEq, Eq)]
pub enum BetKind {
    /// 双色球 复式: `red` and `blue` picked.
    SsqMulti,
    /// 双色球 胆拖: `dan`, `tuo` and `blue`.
    SsqDantuo,
    /// 大乐透 复式: `front` and `back`.
    DltMulti,
    /// 大乐透 胆拖: `frontDan`, `frontTuo`, `backDan`, `backTuo`.
    DltDantuo,
    /// 3D / 排列三 / 排列五 直选复式: digits per position in `positions`.
    DirectMulti,
    /// 组三 复式: `digits` picked.
    #[graphql(name = "GROUP3")]
    Group3,
    /// 组六 复式: `digits` picked.
    #[graphql(name = "GROUP6")]
    Group6,
    /// 直选和值: the `sum`.
    DirectSum,
    /// 组选和值: the `sum`.
    GroupSum,
    /// 七乐彩 复式: `numbers` picked.
    QlcMulti,
}

/// What to count: the game's bet form and how many numbers were picked.
#[derive(InputObject)]
pub struct BetCountInput {
    /// The bet form.
    pub kind: BetKind,
    /// `SSQ_MULTI`: reds picked, 6 to 20.
    pub red: Option<i32>,
    /// `SSQ_MULTI`, `SSQ_DANTUO`: blues picked, 1 to 16.
    pub blue: Option<i32>,
    /// `SSQ_DANTUO`: red 胆 picked, 1 to 5.
    pub dan: Option<i32>,
    /// `SSQ_DANTUO`: red 拖 picked; 胆 + 拖 is 7 to 33.
    pub tuo: Option<i32>,
    /// `DLT_MULTI`: front numbers picked, 5 to 35.
    pub front: Option<i32>,
    /// `DLT_MULTI`: back numbers picked, 2 to 12.
    pub back: Option<i32>,
    /// `DLT_DANTUO`: front 胆 picked, 1 to 4.
    pub front_dan: Option<i32>,
    /// `DLT_DANTUO`: front 拖 picked; front 胆 + 拖 is 6 to 35.
    pub front_tuo: Option<i32>,
    /// `DLT_DANTUO`: back 胆 picked, 0 or 1 (default 0).
    pub back_dan: Option<i32>,
    /// `DLT_DANTUO`: back 拖 picked; back 胆 + 拖 is 3 to 12 with a back 胆,
    /// 2 to 12 without.
    pub back_tuo: Option<i32>,
    /// Digits picked per position (直选复式).
    pub positions: Option<Vec<i32>>,
    /// `GROUP3`: digits picked, 2 to 10 (组三复式); `GROUP6`: 3 to 10
    /// (组六复式).
    pub digits: Option<i32>,
    /// `DIRECT_SUM`: the sum, 0 to 27 (直选和值); `GROUP_SUM`: 1 to 26
    /// (组选和值).
    pub sum: Option<i32>,
    /// `QLC_MULTI`: numbers picked, 7 to 30 (七乐彩复式).
    pub numbers: Option<i32>,
    /// Default 1.
    pub multiple: Option<i32>,
    /// 大乐透 追加 (3 yuan a bet).
    pub additional: Option<bool>,
}

/// What a bet form comes to (the bonus calculator): bets, cost and the
/// ticket split.
#[derive(SimpleObject)]
pub struct BetCount {
    /// Bets (注) of the form at one multiple.
    pub bets: i64,
    /// The cost of the bets at the multiple.
    pub cost: Money,
    /// How the order splits into tickets (multiples per ticket).
    pub tickets: Vec<i32>,
}

fn need(field: &str, v: Option<i32>) -> Result<u64, AppError> {
    v.and_then(|n| u64::try_from(n).ok())
        .ok_or_else(|| AppError::invalid(field, "is required"))
}

fn spec(i: &BetCountInput) -> Result<BetSpec, AppError> {
    Ok(match i.kind {
        BetKind::SsqMulti => BetSpec::SsqMulti {
            red: need("red", i.red)?,
            blue: need("blue", i.blue)?,
        },
        BetKind::SsqDantuo => BetSpec::SsqDanTuo {
            dan: need("dan", i.dan)?,
            tuo: need("tuo", i.tuo)?,
            blue: need("blue", i.blue)?,
        },
        BetKind::DltMulti => BetSpec::DltMulti {
            front: need("front", i.front)?,
            back: need("back", i.back)?,
        },
        BetKind::DltDantuo => BetSpec::DltDanTuo {
            front_dan: need("frontDan", i.front_dan)?,
            front_tuo: need("frontTuo", i.front_tuo)?,
            back_dan: need("backDan", i.back_dan.or(Some(0)))?,
            back_tuo: need("backTuo", i.back_tuo)?,
        },
        BetKind::DirectMulti => BetSpec::DirectMulti {
            positions: i
                .positions
                .as_deref()
                .ok_or_else(|| AppError::invalid("positions", "is required"))?
                .iter()
                .map(|p| {
                    u64::try_from(*p)
                        .map_err(|_| AppError::invalid("positions", "must be positive"))
                })
                .collect::<Result<_, _>>()?,
        },
        BetKind::Group3 => BetSpec::Group3 {
            digits: need("digits", i.digits)?,
        },
        BetKind::Group6 => BetSpec::Group6 {
            digits: need("digits", i.digits)?,
        },
        BetKind::DirectSum => BetSpec::DirectSum {
            sum: need("sum", i.sum)?,
        },
        BetKind::GroupSum => BetSpec::GroupSum {
            sum: need("sum", i.sum)?,
        },
        BetKind::QlcMulti => BetSpec::QlcMulti {
            numbers: need("numbers", i.numbers)?,
        },
    })
}

pub(super) fn to_u8s(field: &str, v: &[i32]) -> Result<Vec<u8>, AppError> {
    v.iter()
        .map(|n| u8::try_from(*n).map_err(|_| AppError::invalid(field, "numbers must be 0 to 255")))
        .collect()
}

/// A saved selection.
#[derive(SimpleObject)]
pub struct SavedSelection {
    /// The selection's global id (opaque).
    pub id: async_graphql::ID,
    /// The row id the legacy layer (`POST /api/...`) uses for this object.
    pub legacy_id: BigInt,
    /// The game: 双色球, 大乐透 or 七乐彩.
    pub game: Game,
    /// Red / front numbers picked (七乐彩: the numbers).
    pub main_numbers: Vec<i32>,
    /// Blue / back numbers picked; empty for 七乐彩.
    pub extra_numbers: Vec<i32>,
    /// Bets (注) of the selection at one multiple.
    pub bets: i64,
    /// 倍数, 1 or more.
    pub multiple: i32,
    /// bets × multiple × 2 yuan.
    pub cost: Money,
    /// Multiples per printable ticket.
    pub tickets: Vec<i32>,
    /// When it was saved.
    pub created_at: chrono::DateTime<chrono::Utc>,
}

impl From<entities::saved_selection::Model> for SavedSelection {
    fn from(m: entities::saved_selection::Model) -> Self {
        Self {
            id: crate::ids::global(NodeKind::SavedSelection, m.id),
            legacy_id: BigInt(m.id),
            game: Game::from(DomainGame::from_code(&m.game).unwrap_or(DomainGame::Ssq)),
            main_numbers: nums(&m.numbers["main"]),
            extra_numbers: nums(&m.numbers["extra"]),
            bets: m.bets,
            multiple: m.multiple,
            cost: Money(m.cost_fen),
            tickets: nums(&m.tickets),
            created_at: m.created_at,
        }
    }
}

/// A saved selection with its cursor.
#[derive(SimpleObject)]
pub struct SavedSelectionEdge {
    /// Pass as `after` to read on from here, or as `before` to read back.
    pub cursor: String,
    /// The saved selection.
    pub node: SavedSelection,
}

/// A page of the caller's saved selections, newest first.
#[derive(SimpleObject)]
#[graphql(complex)]
pub struct SavedSelectionConnection {
    /// The selections of this page with their cursors.
    pub edges: Vec<SavedSelectionEdge>,
    /// Where this page sits in the list.
    pub page_info: PageInfo,
}

crate::paging::connection_nodes!(SavedSelectionConnection, SavedSelectionEdge, SavedSelection);

#[derive(Default)]
pub struct LotteryQuery;

#[Object]
impl LotteryQuery {
    /// The caller's saved selections, newest first.
    #[graphql(complexity = "first.or(last).unwrap_or(20).max(1) as usize * child_complexity")]
    async fn my_selections(
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
    ) -> Result<SavedSelectionConnection> {
        let window =
            paging::Window::new(first, after, last, before)?.decode(paging::parse_id_cursor)?;
        let (rows, more) = domain::lottery::records::mine(app(ctx)?, viewer(ctx)?, &window).await?;
        let edges: Vec<SavedSelectionEdge> = rows
            .into_iter()
            .map(|m| SavedSelectionEdge {
                cursor: m.id.to_string(),
                node: m.into(),
            })
            .collect();
        Ok(SavedSelectionConnection {
            page_info: PageInfo::of(&edges, &window, more),
            edges,
        })
    }

    /// One of the caller's saved selections (the selection info page).
    async fn saved_selection(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "The saved selection (global id).")] id: async_graphql::ID,
    ) -> Result<Option<SavedSelection>> {
        let id = parse_id("id", NodeKind::SavedSelection, &id)?;
        Ok(domain::lottery::records::get(app(ctx)?, viewer(ctx)?, id)
            .await?
            .map(Into::into))
    }

    /// Every game's draw days and time and its next draw (no sign-in
    /// needed): the home page's countdowns.
    async fn draw_schedules(&self) -> Vec<DrawSchedule> {
        service::schedules(domain::kernel::clock::now())
            .into_iter()
            .map(Into::into)
            .collect()
    }

    /// The newest draw of each game (no sign-in needed).
    async fn latest_draws(&self, ctx: &Context<'_>) -> Result<Vec<Draw>> {
        Ok(service::latest(app(ctx)?)
            .await?
            .into_iter()
            .map(Into::into)
            .collect())
    }

    /// A game's draws, newest first.
    #[graphql(complexity = "first.or(last).unwrap_or(20).max(1) as usize * child_complexity")]
    async fn draw_history(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "The game.")] game: Game,
        #[graphql(desc = "How many from the start, or after `after`: 1 to 100 (default 20).")]
        first: Option<i32>,
        #[graphql(desc = "The `endCursor` of the page before this one.")] after: Option<String>,
        #[graphql(
            desc = "How many from the end, or before `before`: 1 to 100. Reads backward; not with `first` or `after`."
        )]
        last: Option<i32>,
        #[graphql(desc = "The `startCursor` of the page after this one.")] before: Option<String>,
    ) -> Result<DrawConnection> {
        let window = paging::Window::new(first, after, last, before)?;
        let (rows, more) = service::history(app(ctx)?, game.into(), &window).await?;
        let edges: Vec<DrawEdge> = rows
            .into_iter()
            .map(|d| DrawEdge {
                cursor: d.issue.clone(),
                node: d.into(),
            })
            .collect();
        Ok(DrawConnection {
            page_info: PageInfo::of(&edges, &window, more),
            edges,
        })
    }

    /// One draw by issue (`2026096` or `26096`).
    async fn draw(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "The game.")] game: Game,
        #[graphql(desc = "The issue, `YYYYNNN` (`2026096`) or `YYNNN` (`26096`).")] issue: String,
    ) -> Result<Option<Draw>> {
        Ok(service::draw(app(ctx)?, game.into(), &issue)
            .await?
            .map(Into::into))
    }

    /// Frequency, omission (遗漏), hot/cold and shapes over the last draws.
    async fn trend(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "The game.")] game: Game,
        #[graphql(desc = "How many of the newest draws to cover, 1 to 500 (default 30).")]
        last: Option<i32>,
    ) -> Result<Trend> {
        let window = u64::try_from(last.unwrap_or(30)).unwrap_or(0);
        let t = service::trend(app(ctx)?, game.into(), window).await?;
        Ok(Trend {
            game,
            draws: t.draws.len() as i32,
            shapes: t
                .draws
                .iter()
                .zip(t.shapes)
                .map(|(d, s)| DrawTrendShape {
                    issue: d.issue.clone(),
                    odd: s.odd as i32,
                    even: s.even as i32,
                    big: s.big as i32,
                    small: s.small as i32,
                    sum: s.sum as i32,
                    span: s.span as i32,
                    consecutive: s.consecutive as i32,
                })
                .collect(),
            main: trend_numbers(t.main),
            extra: trend_numbers(t.extra),
            hot: t.hot.into_iter().map(i32::from).collect(),
            cold: t.cold.into_iter().map(i32::from).collect(),
        })
    }

    /// Bets, cost and ticket split of a bet form (the bonus calculator).
    async fn bet_count(
        &self,
        #[graphql(desc = "The bet form and how many numbers were picked.")] input: BetCountInput,
    ) -> Result<BetCount> {
        let multiple = u32::try_from(input.multiple.unwrap_or(1))
            .map_err(|_| AppError::invalid("multiple", "must be positive"))?;
        let q = bets::quote(&spec(&input)?, multiple, input.additional.unwrap_or(false))?;
        Ok(BetCount {
            bets: q.bets as i64,
            cost: Money(q.cost_fen),
            tickets: q.tickets.into_iter().map(|t| t as i32).collect(),
        })
    }

    /// 双色球 number selection: the combinations of the candidates that pass
    /// the filters.
    async fn select_numbers(
        &self,
        #[graphql(desc = "The candidate reds, the blues and the filters.")]
        input: SelectNumbersInput,
    ) -> Result<Selection> {
        let filters = domain::lottery::selection::Filters {
            sum: pair(input.sum_min, input.sum_max),
            odd: pair(input.odd_min, input.odd_max),
            big: pair(input.big_min, input.big_max),
            span: pair(input.span_min, input.span_max),
            must: to_u8s("must", input.must.as_deref().unwrap_or_default())?,
            exclude: to_u8s("exclude", input.exclude.as_deref().unwrap_or_default())?,
        };
        let s = domain::lottery::selection::select(
            &to_u8s("candidates", &input.candidates)?,
            &to_u8s("blues", &input.blues)?,
            &filters,
        )?;
        Ok(Selection {
            bets: s.bets as i64,
            cost: Money(s.cost_fen),
            // The answer lists the first 200 combinations; `bets` counts all.
            reds: s
                .reds
                .iter()
                .take(200)
                .map(|r| r.iter().map(|n| i32::from(*n)).collect())
                .collect(),
            blues: s.blues.iter().map(|b| i32::from(*b)).collect(),
        })
    }
}

/// Number selection filters (双色球): ranges are inclusive.
#[derive(InputObject)]
pub struct SelectNumbersInput {
    /// 6 to 20 candidate reds.
    pub candidates: Vec<i32>,
    /// Blues to play with every combination (at least one).
    pub blues: Vec<i32>,
    /// The smallest sum of a combination's six reds (和值).
    pub sum_min: Option<i32>,
    /// The largest sum of a combination's six reds (和值).
    pub sum_max: Option<i32>,
    /// The fewest odd reds in a combination, 0 to 6.
    pub odd_min: Option<i32>,
    /// The most odd reds in a combination, 0 to 6.
    pub odd_max: Option<i32>,
    /// The fewest big reds (大, 17–33) in a combination, 0 to 6.
    pub big_min: Option<i32>,
    /// The most big reds (大, 17–33) in a combination, 0 to 6.
    pub big_max: Option<i32>,
    /// The smallest span of a combination (跨度: largest red minus smallest).
    pub span_min: Option<i32>,
    /// The largest span of a combination (跨度: largest red minus smallest).
    pub span_max: Option<i32>,
    /// Reds every combination must contain; each must be a candidate.
    pub must: Option<Vec<i32>>,
    /// Reds no combination may contain (杀号).
    pub exclude: Option<Vec<i32>>,
}

/// The result of a 双色球 number selection (选号): the red combinations
/// that pass the filters, each played with every chosen blue.
#[derive(SimpleObject)]
pub struct Selection {
    /// Bets in total (red combinations × blues).
    pub bets: i64,
    /// The cost of all the bets at 1 倍 (2 yuan a bet).
    pub cost: Money,
    /// The first red combinations (at most 200); each is played with every blue.
    pub reds: Vec<Vec<i32>>,
    /// The blues played with every red combination.
    pub blues: Vec<i32>,
}

fn pair(lo: Option<i32>, hi: Option<i32>) -> Option<(u32, u32)> {
    match (lo, hi) {
        (None, None) => None,
        (lo, hi) => Some((
            u32::try_from(lo.unwrap_or(0)).unwrap_or(0),
            u32::try_from(hi.unwrap_or(i32::MAX)).unwrap_or(u32::MAX),
        )),
    }
}

#[derive(InputObject)]
pub struct PublishDrawInput {
    pub game: Game,
    pub issue: String,
    pub draw_date: crate::scalars::Date,
    pub main_numbers: Vec<i32>,
    pub extra_numbers: Vec<i32>,
    /// The published prize list, one row per tier.
    pub prize_list: Option<Vec<DrawPrizeInput>>,
    /// The jackpot pool after the draw, in fen.
    pub pool_fen: Option<crate::scalars::BigInt>,
}

/// Input of `saveSelection`.
#[derive(InputObject)]
pub struct SaveSelectionInput {
    /// The game: 双色球, 大乐透 or 七乐彩.
    pub game: Game,
    /// Red / front numbers picked.
    pub main_numbers: Vec<i32>,
    /// Blue / back numbers picked.
    pub extra_numbers: Vec<i32>,
    /// 倍数, 1 or more (default 1).
    pub multiple: Option<i32>,
}

crate::payload::payload!(
    /// The answer of `saveSelection`.
    SaveSelectionPayload { selection: SavedSelection, "The saved selection with its bets and cost; null on failure." }
);

/// Input of `deleteSelection`.
#[derive(InputObject)]
pub struct DeleteSelectionInput {
    /// The saved selection (global id).
    pub id: async_graphql::ID,
}

/// The answer of `deleteSelection` and `deleteSplit`.
#[derive(SimpleObject, Default)]
pub struct DeletePayload {
    /// The global id of what was deleted; null when the caller had no such
    /// one.
    pub deleted_id: Option<async_graphql::ID>,
    /// Failures the caller can act on; empty on success.
    pub user_errors: Vec<crate::payload::UserError>,
}

crate::payload::payload!(
    /// The answer of `publishDraw`.
    PublishDrawPayload { draw: Draw, "The published draw; null on failure." }
);

#[derive(Default)]
pub struct LotteryMutation;

#[Object]
impl LotteryMutation {
    /// Saves a 复式 selection of the caller (双色球, 大乐透, 七乐彩); the
    /// server counts its bets and cost.
    async fn save_selection(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "The game, the numbers picked and the multiple.")]
        input: SaveSelectionInput,
    ) -> Result<SaveSelectionPayload> {
        let (a, v) = (app(ctx)?, viewer(ctx)?);
        let done = async {
            let multiple = u32::try_from(input.multiple.unwrap_or(1))
                .map_err(|_| AppError::invalid("multiple", "must be positive"))?;
            domain::lottery::records::save(
                a,
                v,
                input.game.into(),
                &to_u8s("mainNumbers", &input.main_numbers)?,
                &to_u8s("extraNumbers", &input.extra_numbers)?,
                multiple,
            )
            .await
        }
        .await;
        crate::payload::answer::<_, SavedSelection, _>(done)
    }

    /// Deletes one of the caller's saved selections.
    async fn delete_selection(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "The saved selection to delete.")] input: DeleteSelectionInput,
    ) -> Result<DeletePayload> {
        let (a, v) = (app(ctx)?, viewer(ctx)?);
        let done = async {
            let id = parse_id("id", NodeKind::SavedSelection, &input.id)?;
            domain::lottery::records::delete(a, v, id).await
        }
        .await;
        let (deleted, user_errors) = crate::payload::split(done)?;
        Ok(DeletePayload {
            deleted_id: deleted.filter(|d| *d).map(|_| input.id),
            user_errors,
        })
    }
}

#[derive(Default)]
pub struct LotterySubscription;

#[Subscription]
impl LotterySubscription {
    /// Each newly published draw (of one game, or all).
    async fn draw_published(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "Only draws of this game; null for every game.")] game: Option<Game>,
    ) -> Result<impl Stream<Item = Draw>> {
        let want = game.map(DomainGame::from);
        Ok(
            domain::lottery::events::draws(app(ctx)?, want).map(|(g, d)| Draw {
                game: g.into(),
                issue: d.issue,
                draw_date: d.draw_date.into(),
                main_numbers: d.main.iter().map(|n| i32::from(*n)).collect(),
                extra_numbers: d.extra.iter().map(|n| i32::from(*n)).collect(),
                prize_list: rules::lottery::prize_list::stored(&d.prize_list)
                    .into_iter()
                    .map(DrawPrize::from)
                    .collect(),
                pool: d.pool_fen.map(Money),
            }),
        )
    }
}

/// Staff operations of this area: invisible to members and partners in
/// introspection, and refused to them (ARCHITECTURE.md "Three audiences").
#[derive(Default)]
pub struct LotteryStaffMutation;

#[Object]
impl LotteryStaffMutation {
    /// Publishes a draw with its prize list (staff, operations permission).
    #[graphql(visible = "crate::audience::staff")]
    async fn publish_draw(
        &self,
        ctx: &Context<'_>,
        input: PublishDrawInput,
    ) -> Result<PublishDrawPayload> {
        let (a, v) = (app(ctx)?, viewer(ctx)?);
        let done = async {
            let draw = service::NewDraw {
                issue: normalize_issue("issue", &input.issue)?,
                draw_date: input.draw_date.0,
                main: to_u8s("mainNumbers", &input.main_numbers)?,
                extra: to_u8s("extraNumbers", &input.extra_numbers)?,
            };
            let prizes = serde_json::Value::Array(
                input
                    .prize_list
                    .iter()
                    .flatten()
                    .map(DrawPrizeInput::to_json)
                    .collect(),
            );
            service::publish(
                a,
                v,
                input.game.into(),
                draw,
                prizes,
                input.pool_fen.map(|p| p.0),
            )
            .await
        }
        .await;
        crate::payload::answer::<_, Draw, _>(done)
    }
}
