//! The 排行 tab (platform-rules.md §2–4): picks on 竞彩 matches, their
//! settlement and members' records, the week and month boards, expert
//! applications and plans, and guessing competitions. The arithmetic
//! (settlement, records, board keys, payouts, the recruitment rule, the
//! settings) is `rules::quiz`.
//!
//! # Design notes
//!
//! - **Picks** (`picks`): one or two legs (`legs` checks each match still
//!   takes picks by the server's clock and copies the odds and line in
//!   force). `quiz_pick_leg`'s unique (member, match, play) makes "one pick
//!   per member, match and play type" hold across instances.
//! - **Settlement** (`settle`): a durable job per match and result version
//!   (`quiz.settle_match`), enqueued from `ResultPublished` and by a
//!   minute's sweep. Open single picks settle in chunks of a thousand, one
//!   transaction each (`settle_batch`: about thirty statements a chunk,
//!   W18); a 2串1 and a correction leg by leg. Either way a leg moves by a
//!   conditional update in the transaction of everything that follows from
//!   it, so a job killed halfway and run again finishes the rest once. A correction re-settles
//!   what changed: records are rebuilt from the member's settled picks,
//!   competition payouts move by the difference (`competitions`), refunds
//!   are final.
//! - **Records** (`record`): counters per member and scope (`quiz_stat`)
//!   and per period (`quiz_board`), moved under the member's row lock; a
//!   profile reads one row per scope, never the picks.
//! - **Boards** (`boards`): one indexed range scan per page, one statement
//!   for the caller's place. **Closing** (`closing`): a period's board is
//!   copied as it ended (`closed:<period>`) by a job, and past boards are
//!   read from the copy.
//! - **Experts** (`experts`): applications through the record workflow
//!   (kind `expert_application`); approval sets the flag through the
//!   member service. **Plans** (`plans`): unlock once per member (unique
//!   row first), 不中退款 and follower notices as jobs.
//! - **Competitions** (`competitions`): stakes and payouts through the
//!   points ledger with unique keys; standings as counters; prizes once
//!   by a job.
//!
//! Tables: `quiz_pick`, `quiz_pick_leg`, `quiz_stat`, `quiz_board`,
//! `expert_application`, `expert_plan`, `expert_plan_leg`, `plan_unlock`,
//! `competition`, `competition_match`, `competition_entry`,
//! `competition_standing` (migration `m20261126_000015_quiz`),
//! `quiz_closed_period` (`m20261214_000039_closed_boards`).

pub mod boards;
pub mod closing;
pub mod competitions;
pub mod events;
pub mod expert_board;
pub mod experts;
pub mod kept_board;
pub mod legs;
pub mod match_settlement;
pub mod picks;
pub mod places;
pub mod plan_withdraw;
pub mod plans;
pub mod record;
pub mod settings;
pub mod settle;
mod settle_batch;

pub use rules::quiz::{Outcome, Record};
