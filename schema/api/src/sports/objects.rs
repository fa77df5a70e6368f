//! The sports area's GraphQL types. The enums every part shares live here;
//! the rest is split by what it describes: calculator input and answers,
//! stored matches and issues, and saved selections.

use async_graphql::Enum;

mod calculator;
mod input;
mod match_;
mod selection;

pub use calculator::{
    CtzqCheck, CtzqQuote, CtzqTierWin, SportsBreakdown, SportsOptimized, SportsPassType,
    SportsPlayInfo, SportsPrizeCheck, SportsSplit,
};
pub(crate) use input::index;
pub use input::{CtzqTicketInput, SportsSelectionInput};
pub use match_::{SportsIssue, SportsIssueSummary, SportsMatch};
pub use selection::{SportsSelection, SportsSelectionConnection};

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
