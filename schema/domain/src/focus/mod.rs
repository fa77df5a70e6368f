//! Follow and fans (the spec's Focus service).
//!
//! # Design notes
//!
//! - **Counters move with their rows.** A follow writes the edge and both
//!   members' `focus_count`/`fans_count` in one transaction, and the counters
//!   move only by what the statement changed (an insert that hit ON CONFLICT
//!   DO NOTHING, or a delete that found nothing, moves nothing), so they stay
//!   exact under any race; lists read their total from the counter, never
//!   from `COUNT(*)`.
//! - **Lock order**: the two members' counters are written lower id first
//!   (A following B while B follows A took them in opposite orders and
//!   deadlocked). Follows run in `kernel::db::retrying`.
//! - **One statement per page**: fans and following join the members and the
//!   caller's `isFocus` in the same statement as the edges; a page (first or
//!   500th) is that query and the counter.
//! - A new follower produces an `INTERACTION` message for the followed member
//!   in the follow's transaction, and both members' cached rows are forgotten
//!   (`kernel::member_rows`).
//! - Table `follow` (member_id → focus_member_id): composite key, a check
//!   against self-follow, indexes for fans-of and follows-of, newest first.

pub mod service;

pub use service::{
    cancel_focus, counts, focus, ids, list_page, list_window, Counts, Direction, FollowItem,
    MAX_IDS,
};
