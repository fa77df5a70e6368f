//! Points: the append-only ledger and the balance kept beside it, and the
//! ways points are earned here (daily check-in, rewarded ads). Invite
//! rewards live in `invite`, spending in `shop`; both post through
//! [`ledger::post`].

pub mod ad;
pub mod check_in;
pub mod ledger;
pub mod rules;
pub mod service;

pub use service::{balance, history_page, history_window, record};
