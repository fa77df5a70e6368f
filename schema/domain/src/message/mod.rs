//! The message centre: sending (to members, a group, everyone; now or
//! scheduled), a member's list with read state, unread counts that are two
//! counters and a sequence number, and live counts for subscribers.

pub mod deliver;
pub mod live;
pub mod service;

pub use deliver::{
    announce, deliver_to_member, join_point, latest_seq, unread_of, Delivered, MessageSummary,
    MessageType,
};
