//! The draw lotteries (lottery-rules.md): draws and their import, trend
//! statistics, prize checks against stored draws, and members' saved
//! selections and splits. The arithmetic (bet counts, prizes, splits) is
//! the `rules` crate, re-exported here so services read as one area.

pub mod check;
pub mod events;
pub mod records;
pub mod service;
pub mod split_records;

pub use rules::lottery::{
    bets, digits, games, prize, prize_list, schedule, selection, split, stats, Game,
};
