//! Draws as members read them: results with their prize lists, the draw
//! schedule, a game's history as a connection, and the trend statistics
//! (走势: frequency, 遗漏, hot and cold numbers, each draw's shape).

use async_graphql::SimpleObject;
use domain::lottery::service;
use entities::lottery_draw;

use crate::enums::Game;
use crate::lottery::objects::nums;
use crate::money::Money;

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
    #[graphql(directive = crate::list_size::list_size::apply(10, None))]
    pub prize_list: Vec<DrawPrize>,
    /// The jackpot pool (奖池) left after this draw; null when not published.
    pub pool: Option<Money>,
    /// A recorded real draw the demo's replay feed served again, dated
    /// today (回放数据): never today's real draw. Show it labelled.
    // A flag of the row already read: it costs nothing toward the
    // complexity limit (as Money's fields), so asking for it does not push
    // a page of 30 draws over the limit.
    #[graphql(complexity = 0)]
    pub replay: bool,
}

impl TryFrom<lottery_draw::Model> for Draw {
    type Error = domain::AppError;

    fn try_from(d: lottery_draw::Model) -> Result<Self, domain::AppError> {
        Ok(Self {
            game: Game::stored(&d.game)?,
            main_numbers: nums(&d.main_numbers),
            extra_numbers: nums(&d.extra_numbers),
            prize_list: rules::lottery::prize_list::stored(&d.prize_list)
                .into_iter()
                .map(DrawPrize::from)
                .collect(),
            issue: d.issue,
            draw_date: d.draw_date.into(),
            pool: (d.pool_fen).map(Money),
            replay: d.replay,
        })
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

/// A page of a game's draws, newest first.
#[crate::paging::connection(
    edge = DrawEdge,
    node = Draw,
    page_info_doc = "Where this page sits in the game's history.",
)]
pub struct DrawConnection {}

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
    /// The draw is a replay (`Draw.replay`, 回放数据).
    #[graphql(complexity = 0)]
    pub replay: bool,
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
    #[graphql(directive = crate::list_size::list_size::apply(35, None))]
    pub main: Vec<NumberTrend>,
    /// The extra zone (blue / back / special number / last digit): one row
    /// per number of its range, ascending; empty for games without one.
    #[graphql(directive = crate::list_size::list_size::apply(30, None))]
    pub extra: Vec<NumberTrend>,
    /// The 5 most frequent main numbers (热号), most frequent first; ties
    /// go to the smaller number.
    pub hot: Vec<i32>,
    /// The 5 least frequent main numbers (冷号), least frequent first; ties
    /// go to the smaller number.
    pub cold: Vec<i32>,
    /// The shape of each draw's main numbers, newest first.
    #[graphql(directive = crate::list_size::list_size::apply(domain::lottery::service::MAX_TREND_WINDOW as u32, None))]
    pub shapes: Vec<DrawTrendShape>,
}

pub(crate) fn trend_numbers(s: Vec<domain::lottery::stats::NumberStat>) -> Vec<NumberTrend> {
    s.into_iter()
        .map(|n| NumberTrend {
            number: i32::from(n.number),
            frequency: n.frequency as i32,
            current_omission: n.current_omission as i32,
            max_omission: n.max_omission as i32,
        })
        .collect()
}
