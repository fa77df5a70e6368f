//! The draw lotteries (lottery-rules.md): games and their number rules,
//! draws and their import, trend statistics, and the calculators (bet
//! counts and costs, prize checks, order splitting) as pure functions.

pub mod bets;
pub mod check;
pub mod digits;
pub mod games;
mod graphql;
pub mod parlay;
pub mod prize;
pub mod prize_list;
pub mod records;
pub mod selection;
pub mod service;
pub mod split;
pub mod split_records;
pub mod stats;
mod tools_graphql;

pub use games::Game;
pub use graphql::{LotteryMutation, LotteryQuery, LotterySubscription};
pub use tools_graphql::{LotteryToolsMutation, LotteryToolsQuery};
