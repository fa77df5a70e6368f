//! Points: the append-only ledger and the balance kept beside it, and the
//! ways points are earned here (daily check-in, rewarded ads). Invite
//! rewards live in `invite`, spending in `shop`; both post through
//! [`ledger::post`].
//!
//! # Design notes: one way to move a balance
//!
//! Every earn and spend goes through `ledger::post`, inside the caller's
//! unit of work (`kernel::work`): one conditional `UPDATE member SET points
//! = points ± n … RETURNING points` (for a spend: `WHERE points >= n`;
//! `kernel::counters`), then the ledger row with the balance after it. The
//! balance therefore equals the sum of the ledger, and a failure leaves
//! neither half. The new balance is announced as `MemberCounters` when the
//! work commits, never before and never on a rollback.
//!
//! "At most once" is decided by a unique row the caller writes *first* in its
//! transaction — the member's check-in summary (a conditional update on
//! `last_check_in_day < today`), the `ad_reward` (provider, trans id), the
//! `invite` invitee, the redemption's stock take and (member, key). Writing
//! first matters on SQLite: a deferred transaction that reads before it
//! writes cannot wait for the write lock and fails instead. The ledger's
//! unique idempotency key (`checkin:…`, `ad:…`, `invite:…`, `redeem:…`,
//! `refund:…`) is the second line. Concurrency is proven by tests, on both
//! databases: 20 parallel check-ins, 100 parallel ad callbacks, 50 parallel
//! redemptions, each followed by `testing::assert_points_invariants`
//! (balances = ledgers, counters = rows, stock ≥ 0).
//!
//! The first page of a member's history is kept between reads and
//! forgotten by that announcement (`first_page`); no ledger row can be
//! written without it.
//!
//! The tunable numbers (check-in table, ad reward and daily limit, invite
//! reward) are system config values read at use (`rules`), validated on
//! write, with defaults when unset.
//!
//! Tables: `points_ledger` (append-only; positive `points`, the direction in
//! `points_type`, `balance_after`, unique `idempotency_key`), `check_in` (one
//! per member and Asia/Shanghai day), `ad_reward` (unique (provider,
//! trans_id)).

pub mod ad;
pub mod check_in;
pub mod first_page;
pub mod ledger;
pub mod rules;
pub mod service;

pub use service::{balance, history_page, history_window, record};
