//! Notifications while the app is closed (issue 54): app push through 个推
//! (UniPush) and WeChat subscription messages, fed by what the other areas
//! already do.
//!
//! # Design notes
//!
//! - **Fed by the message centre and the draws, through jobs.** Every
//!   message delivered (`message::deliver_receipts`, the one-statement
//!   send) and every draw published asks, in its own transaction, for a
//!   job (`kernel::notice`): the change never waits on a provider, and the
//!   job exists exactly when the change committed. `fanout` turns the job
//!   into one notification per member who wants it: a message's category
//!   comes from what it is about (`category_of`); a draw goes to the
//!   members who chose its game (`notify_game`). A broadcast and a draw go
//!   page by page (a job per 500 members, each asking for the next).
//! - **The member decides** (`settings`): categories off, the games, quiet
//!   hours (Beijing time; a held notification is due when they end;
//!   withdrawals and staff notices are never held), and a daily cap
//!   counted by a conditional update (`notify_setting.sent_count`).
//! - **Several events become one** (`rules::notify::COALESCE_SECS`): a
//!   notification is due at the end of its 10-second window and keyed by
//!   (member, category, window) — or, held by quiet hours, by the moment
//!   they end — so a later event of the same kind joins the row (its
//!   count and words) instead of adding one. An event that arrives after
//!   its window's notification went out starts a row of its own.
//! - **Delivery is a job per notification** (`deliver`), exactly once per
//!   (notification, device): a delivery row per target, unique, written
//!   before the call; 个推 drops a repeated `request_id`, so the retry of a
//!   call whose outcome a crash lost reaches the phone once. WeChat keeps
//!   no such id, so a WeChat send whose outcome was lost is not repeated
//!   (at most once, and said so in docs/notifications.md). A provider
//!   failure holds the notification: the job asks for itself again with
//!   back-off until [`deliver::HOLD_HOURS`], then it expires. A target the
//!   provider calls invalid is unbound.
//! - Tables: `notify_setting`, `notify_game`, `notification`,
//!   `notification_delivery`, `notify_consent` (migration 000042).

pub mod category;
pub mod deliver;
pub mod fanout;
pub mod retention;
pub mod settings;

pub use category::category_of;
pub use settings::{NotifySettings, SettingsUpdate};

use crate::kernel::jobs::Registry;

/// Adds the area's job handlers.
pub fn register(registry: &mut Registry) {
    fanout::register(registry);
    deliver::register(registry);
}
