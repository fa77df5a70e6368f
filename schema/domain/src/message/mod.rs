//! The message centre: sending (to members, a group, everyone; now or
//! scheduled), a member's list with read state, unread counts that are two
//! counters and a sequence number, and live counts for subscribers.

pub mod deliver;
pub mod events;
pub mod inbox;
pub mod live;
pub mod marks;
pub mod scheduled;
pub mod send;
pub mod service;

pub use deliver::{
    announce, deliver_to_member, join_point, latest_seq, unread_of, Delivered, MessageSummary,
    MessageType,
};
pub use events::{LatestSeq, MessageEvent};
