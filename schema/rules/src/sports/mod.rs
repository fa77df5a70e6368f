//! The sports lotteries (lottery-rules.md §5–9): 竞彩足球, 竞彩篮球, 北京单场
//! and 传统足彩 — play types and their options, which option a result makes
//! right, M串N, bet counts, bonuses, the 奖金明细, settlement, 奖金优化 and
//! printable-ticket splits.

pub mod analysis;
pub mod bonus;
pub mod count;
pub mod ctzq;
pub mod optimize;
pub mod outcome;
pub mod parlay;
pub mod pass;
pub mod plays;
pub mod range;
pub mod tickets;

pub use plays::{PlayType, SportsGame};
