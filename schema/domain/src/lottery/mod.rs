//! The draw lotteries (lottery-rules.md): draws and their import, trend
//! statistics, prize checks against stored draws, and members' saved
//! selections and splits. The arithmetic (bet counts, prizes, splits) is
//! the `rules` crate, re-exported here so services read as one area.
//!
//! # Design notes
//!
//! `rules::lottery` (`schema/rules/src/lottery/`) keeps the rules of
//! lottery-rules.md as pure functions
//! with the rules source's worked examples as their unit tests: `games.rs`
//! (number ranges per game, issue numbers normalised to `YYYYNNN` so rule
//! versions compare as strings), `bets.rs` (counting and cost in fen),
//! `prize.rs` and `digits.rs` (tiers by issue: 大乐透 2014 rules before 19019,
//! 2019 rules to 26013, 2026 rules from 26014), `prize_list.rs` (the published
//! per-draw list, checked on entry), `check.rs` (a ticket against a draw:
//! tiers, published-or-rule amounts, 追加, the boost decided by the previous
//! stored draw's pool; the replay over the last draws), `split.rs` (printable
//! tickets: temporary 胆 for pieces over 10000 bets, then ≤ 99 倍 and ≤ 20000
//! yuan; the per-bet breakdown), `selection.rs` (filtered 6-red
//! combinations), `stats.rs` (frequency and omission). Draws live in
//! `lottery_draw` (unique game + issue); `service` imports a
//! history file in
//! one transaction after checking every ball and refuses an issue stored with
//! other numbers. `drawPublished` carries the whole draw, so subscribers read
//! nothing.
//!
//! Why the split is cut by temporary 胆: it partitions the bets exactly (each
//! bet either holds the chosen number or not), keeps every piece a legal 胆拖
//! ticket the station can print, and needs no list of single bets in memory;
//! the unit tests expand every piece and compare with the order's bets. A saved
//! split (`split_record`) stores the order, not its tickets: the split is a pure
//! function of the order, so the info page splits it again, and a row stays
//! small for an order of thousands of tickets.
//!
//! Two GraphQL modules (`api::lottery`): `draws.rs` for draws, trends, counts
//! and selections; `tools.rs` for what works on a member's ticket or order (prize check,
//! replay, splits, split records, the parlay breakdown). Both only map input
//! and output.
//!
//! Tables: `lottery_draw` (one draw per game and issue, the issue as
//! `YYYYNNN`, numbers and prize list as JSON), `saved_selection` (bets, cost
//! and ticket split counted by the server), `split_record` (the order's zones
//! as picked; bets, cost and ticket count from the server's split). A member
//! keeps at most 200 of each, counted under `kernel::db::lock_member`.

pub mod check;
pub mod events;
pub mod feed_apply;
pub mod records;
pub mod service;
pub mod split_records;

pub use rules::lottery::{
    bets, digits, games, prize, prize_list, schedule, selection, split, stats, Game,
};
