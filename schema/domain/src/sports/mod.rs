//! The sports lotteries (lottery-rules.md §5–9): 竞彩足球, 竞彩篮球, 北京单场
//! and 传统足彩. `import` loads matches, odds and results from the shared
//! data's JSON format, `sample` generates flagged fixtures for the games
//! without real data, `staff` enters and corrects matches, odds and
//! results; `service` reads them for the pages and checks prizes. The arithmetic
//! (play types, results read as options, M串N, bet counts, bonuses, the
//! 奖金明细, settlement, 奖金优化, printable tickets, 传统足彩 counts) is the
//! `rules` crate, re-exported here so services read as one area.
//!
//! # Design notes
//!
//! `rules::sports` (`schema/rules/src/sports/`) is lottery-rules.md §5–9:
//! `plays.rs` (games, play types, options in ticket order, game limits),
//! `outcome.rs` (which option a 90-minute / half-time / overtime score makes
//! right, with the handicap and total sold), `pass.rs` (the 竞彩 and 北单 M串N
//! tables; a test checks N = Σ C(M, s) on every row), `count.rs` (bets by
//! formula), `bonus.rs` (one bet's bonus), `parlay.rs` (a selection: checks,
//! 奖金明细, hits table, settlement), `optimize.rs` (奖金优化), `ctzq.rs`
//! (传统足彩), `tickets.rs` (printable tickets) and `analysis.rs` (form,
//! head-to-head and goal statistics over given results). this area re-exports
//! it; `api::sports` maps it to the calculator queries. The lottery tools'
//! `parlayBreakdown` calls `sports::parlay::odds_breakdown`, so 竞彩 arithmetic
//! lives once.
//!
//! Matches live in `sports_match` and `sports_odds` (tables below).
//! `import` reads the shared data's JSON format: each row is
//! deserialised on its own (serde_json's `RawValue` keeps where it starts in
//! the file, serde_path_to_error the field), so a bad row is named by its line
//! and field (`line 812, matches[41].ftScore`), and everything is checked
//! before one transaction writes. A stored match is matched on its source id;
//! a result or state the file moves on updates it, new odds add a row, and a
//! match stored with other teams, or odds stored for the same moment with
//! other prices, refuse the whole file. `service` reads a day
//! (in the sales business day order: 周五003 kicking off after midnight is
//! dated Saturday but comes first), the days with matches, one match (also
//! through `node`), and the odds history; each match's results per play type
//! are read by the rules from the stored score and line. A day's list reads
//! the odds in force in one query; a list asking for each match's odds
//! history or analysis goes through DataLoaders (`odds_histories`: one query;
//! `analyses`: two, the matches and every earlier finished match of their
//! teams, filtered per match in memory). `node`/`nodes` read sports matches
//! through a loader too (`views_by_id`: the rows and the odds in force), and
//! `nodes` resolves its ids together so every kind with a loader batches:
//! the pages that show a selection name its matches with one `nodes` call. It also checks a
//! selection against the stored results (`prize_check`: a void match counts
//! at 1.00, 北单 pays at the SP in force after the match, its 开奖SP) and a
//! 传统足彩 ticket against an issue (`issue`, `check_ctzq`: the pools' results
//! read by `ctzq::pool_results` from the matches, the prize tiers as
//! announced).
//!
//! Issues (期) of the games sold by issue live in `sports_issue` (传统足彩's
//! 14 matches, 北单's week), each match naming its issue. No real data exists
//! for 竞彩篮球, 北单 or 传统足彩, so `sample` generates
//! fixtures from a small model (Poisson goals, normal points, odds at the
//! game's payout rate moving during the sale, 开奖SP, prize tiers from a
//! sample fund; each team once a round), flagged `sample` on every row; the
//! pages label them 示例数据. Staff enter and correct matches, odds and
//! results (`staff`); each change is audited and published
//! on the bus carrying the whole `MatchView`, so `oddsChanged` and
//! `matchResultPublished` subscribers read nothing. Members save 竞彩 / 北单
//! selections (`records`, table `sports_selection`): the
//! server recounts bets, cost and tickets from the selection, and checks it
//! against the stored results when it is read (a page of 方案 through a
//! DataLoader: `records::checks` reads the selections and every match they
//! name in three queries). The generator is seeded (a test and the demo see
//! the same fixtures) and stores through the importer's own transaction
//! (`import_with_issues`), so it is idempotent the same way.
//!
//! The client's sports feature (`client/src/features/sports/`) holds a
//! selection as matches with their picks at the odds shown (`order.ts`); the
//! selection travels in the query string, so 奖金明细, 拆单 and the share page
//! reload and share as they were, and a share link is stable without a table
//! behind it. The share image is drawn on a canvas in the page (no server
//! rendering, nothing stored). The odds movement chart is ECharts (the chart
//! library of Chinese sports and lottery sites) on its SVG renderer, in a
//! chunk of its own fetched only when the analysis page's odds tab opens and
//! left out of the service worker's precache (it is ~140 KB brotli).
//!
//! Why these choices:
//!
//! - **Counting by formula.** The bets of a size are the elementary symmetric
//!   polynomial of the option counts (胆 multiplied in), built in one pass in
//!   u128: a 15-match 北单 or a wide 比分 selection is counted without listing
//!   millions of bets. Listing (the 奖金明细, the hits table) is only done up
//!   to 20000 bets, and the property test compares the two.
//! - **Exact bonuses with big integers** (num-bigint). 2 × Π odds is exact in
//!   hundredths, but 15 北单 legs of three-digit SP outgrow i128; a bet's
//!   bonus is computed as one fraction, compared with the cap and the minimum
//!   before rounding, and rounded once after the multiple (the official
//!   343.20 example). The rounding rule is a setting because the sources
//!   disagree.
//! - **Mixed matches by walking results.** In 混合过关 one result can make
//!   several picks of a match right (胜, 2:1, 3 goals). `parlay::scenarios`
//!   walks the scores (football to 8 goals a side with every half-time score,
//!   basketball margins to 30 either side of the preset total) and keeps the
//!   distinct sets of picks that come in together; the bonus range takes,
//!   per match, the set with the lowest or highest odds sum (every bet holding
//!   the match scales with that sum, so this is exact without caps; a cap can
//!   only lower the true maximum, which the per-bet arithmetic applies).
//! - **Tickets from the bets' own order.** `tickets::split` walks the bets in
//!   subset order and makes a ticket per new set of matches and play type
//!   per match, so the tickets partition the bets exactly; wide tickets are
//!   halved on their widest match (a partition again), then multiples chunk
//!   with the draw lotteries' `split_multiples`.
//!
//! Tables: `sports_match` and `sports_odds` (unique (game, source id), so an
//! import matches on the source's id; the line and the results on the match;
//! `sports_odds` one row per match, play type and moment, never updated, so a
//! ticket's odds are the ones in force when it was made; `sample` marks
//! generated fixtures; `issue` names the 期), `sports_issue` (unique (game,
//! issue); close date; prize tiers per pool as JSON once announced),
//! `sports_selection` (members' saved 竞彩 / 北单 selections: bets, cost and
//! ticket count counted by the server; at most 200 each).

pub mod events;
pub mod feed_apply;
pub mod feed_results;
pub mod import;
pub mod locks;
pub mod records;
pub mod sample;
pub mod service;
pub mod staff;

pub use rules::sports::{
    analysis, bonus, count, ctzq, optimize, outcome, parlay, pass, plays, tickets, PlayType,
    SportsGame,
};
