//! The sports lotteries (lottery-rules.md §5–9): 竞彩足球, 竞彩篮球, 北京单场
//! and 传统足彩. `import` loads matches, odds and results from the shared
//! data's JSON format, `sample` generates flagged fixtures for the games
//! without real data, `staff` enters and corrects matches, odds and
//! results; `service` reads them for the pages and checks prizes. The arithmetic
//! (play types, results read as options, M串N, bet counts, bonuses, the
//! 奖金明细, settlement, 奖金优化, printable tickets, 传统足彩 counts) is the
//! `rules` crate, re-exported here so services read as one area.

pub mod events;
pub mod import;
pub mod records;
pub mod sample;
pub mod service;
pub mod staff;

pub use rules::sports::{
    analysis, bonus, count, ctzq, optimize, outcome, parlay, pass, plays, tickets, PlayType,
    SportsGame,
};
