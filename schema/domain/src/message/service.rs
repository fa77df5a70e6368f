//! The Message service of spec §7, as one face over the files that do
//! each part: sending (`send.rs`), scheduled messages and their job
//! (`scheduled.rs`), a member's list and counts (`inbox.rs`), and read
//! marks (`marks.rs`).

pub use super::inbox::{
    find, list_page, list_window, staff_list, unread_count, ListFilter, MessageItem,
};
pub use super::marks::{set_read, set_unread, Marked};
pub use super::scheduled::{cancel_schedule, send_due};
pub use super::send::{send, Audience, SendInput, MAX_CONTENT, MAX_RECIPIENTS, MAX_TITLE};
