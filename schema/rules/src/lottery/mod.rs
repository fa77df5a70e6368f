//! The draw lotteries (lottery-rules.md §1–4, §9): games and their number
//! rules, bet counting and cost, prize tiers, printable-ticket splits,
//! number selection and trend statistics. (竞彩's bonus detail is in
//! `sports::parlay`.)

pub mod bets;
pub mod check;
pub mod digits;
pub mod games;
pub mod prize;
pub mod prize_list;
pub mod schedule;
pub mod selection;
pub mod split;
pub mod stats;

pub use games::Game;
