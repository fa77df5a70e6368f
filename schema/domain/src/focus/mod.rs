//! Follow and fans (the spec's Focus service).

pub mod service;

pub use service::{
    cancel_focus, counts, focus, ids, list_page, list_window, Counts, Direction, FollowItem,
    MAX_IDS,
};
