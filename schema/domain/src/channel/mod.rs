//! Channels, their daily figures, commission, earnings and withdrawals
//! (issue 35; platform-rules.md §6).
//!
//! Design notes:
//! - **One channel table.** `partner_channel` is the channel: a partner
//!   may own it (`partner_id`, §8: its figures reach the partner through
//!   `partnerChannelStats`), a member may run it (`operator_id`, a
//!   distributor: `member.is_distributor`, the flag staff already set; no
//!   role of its own, because the distributor flag is exactly "may run a
//!   channel and invite for it"). A member belongs to the channel of the
//!   invite code they registered with (`invite.channel`); an operator's
//!   codes for a channel are `invite_code(operator, channel)`, made when
//!   staff assign the operator. A partner's channel may have an operator
//!   too: the partner sees the figures, the operator earns the commission.
//!   Staff (operations) create channels, assign operators, and see and
//!   compare every channel; an operator sees only their own (another's is
//!   `NOT_FOUND`, so ids are not probed).
//! - **The daily roll-up** (`channel_daily`, `rollup`): the durable job
//!   `channel.rollup`, asked for every 5 minutes (one job per 5-minute
//!   slot whatever the number of instances, like `community.rescore`),
//!   recomputes today and yesterday (Asia/Shanghai) from the source tables
//!   with one GROUP BY per figure (registrations and invites from
//!   `invite`, active members from `member_activity`, check-ins, points
//!   issued and spent from `points_ledger` in one, earnings from the
//!   earnings ledger), and upserts every channel's two rows. Nothing reads
//!   the source tables on a request: a channel's detail is one range read
//!   of `channel_daily` (plus the channel's row), so 90 days of a channel
//!   of 100k members is two statements.
//! - **Activity** (`member_activity`) is written by the kernel
//!   (`kernel::activity`) where every signed-in request passes (the
//!   viewer's resolution) and at sign-in: one row per member and day,
//!   `INSERT … ON CONFLICT DO NOTHING`, at most once per member and day
//!   per process (an in-process set of the day's members).
//! - **Commission** [choice, `COMMISSION_FEN`, default 200 fen]: a member
//!   who registered through a channel with an operator, passed real-name
//!   authentication and checked in on 3 distinct days within 30 days of
//!   registering (`rules::channel::qualifies`) earns the channel's operator
//!   the amount, once: the roll-up run credits it under the ledger key
//!   `commission:<member>`. Two runs at once credit once (the key).
//! - **The earnings ledger** (`earnings`): integer fen, apart from points.
//!   A posting moves `member_earnings.balance_fen` by a conditional update
//!   and appends the row with the balance after it, in one transaction;
//!   the key is unique and written `ON CONFLICT DO NOTHING` (a lost race
//!   rolls the posting back, PostgreSQL's transaction stays usable). So
//!   the sum of a member's postings is always the balance; `held_fen` is
//!   what open withdrawals hold (both never negative: CHECKs).
//! - **Withdrawals** (`withdrawals`, record workflow kind `withdrawal`):
//!   only earned commission. The operator needs real-name authentication
//!   and a payee account in the same legal name (`payee`). The request
//!   holds the amount by a conditional update (`balance_fen >= amount`)
//!   that also takes the member's earnings row, so today's count and sum
//!   are read after it and the limits (minimum, daily maximum, 3 a day:
//!   system config) hold under any parallelism: of 20 parallel requests of
//!   the whole balance one is held and 19 are `INSUFFICIENT_BALANCE`. An
//!   idempotency key (`kernel::idempotency::once`) makes a retried request
//!   one withdrawal. Staff approve (still processing, outcome `APPROVED`),
//!   reject with a reason (closed; the hold returns, once: the
//!   conditional state update first, then the return posting under its
//!   own key) or mark an approved one paid (closed, `PAID`; the hold
//!   leaves `held_fen`); the member may cancel before approval (the hold
//!   returns). Every step is audit-logged (`withdrawal.<step>`) and
//!   messages the operator in its transaction.
//! - **Payee** (receive info): legal name, bank or Alipay, account number;
//!   the legal name must equal the member's real-name legal name. Views
//!   mask the account (last 4) and the name for everyone but the member;
//!   staff with the members permission read it in full, audit-logged.
//! - **Staff credits** (`credit`, 补发佣金): staff with the operations
//!   permission credit an operator's earnings by hand with a reason, once
//!   per required idempotency key (also the ledger key); audit-logged and
//!   messaged. Credits only: nothing takes earnings back by hand.
//! - **Webhooks**: `commission.credited` and `withdrawal.updated` are
//!   written to the webhook outbox inside the transaction of the change
//!   (`events::emit_*`).
//! - Tables: `partner_channel` (extended), `channel_daily`,
//!   `member_activity`, `earnings_ledger`, `member_earnings`,
//!   `payee_account`, `withdrawal`.

pub mod activity;
pub mod channels;
pub mod codes;
pub mod commission;
pub mod credit;
pub mod detail;
pub mod earnings;
pub mod events;
pub mod payee;
pub mod rollup;
pub mod settings;
pub mod withdrawals;

pub use channels::{Channel, NewChannel};
pub use credit::StaffCredit;
pub use detail::{Chart, ChartSeries, Day};
pub use earnings::{Balance, LedgerEntry};
pub use payee::{Payee, PayeeInput, PayeeKind};
pub use withdrawals::{Withdrawal, WithdrawalRequest};
