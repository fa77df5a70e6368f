//! Feedback: members write in (text and up to 4 images), follow their own
//! feedback; staff list, reply (the reply reaches the member as a message)
//! and close.
//!
//! # Design notes
//!
//! - Feedback moves PRESTART → PROCESSING (replied) → CLOSED. Staff calls need
//!   `Permission::Operations`.
//! - A reply is stored on the feedback and delivered as an `INTERACTION`
//!   message in the same transaction (the message row, the member's receipt,
//!   the unread counter), then `MessageDelivered` carries the new count. A
//!   reply sent with an idempotency key keeps its answer in the kernel's
//!   `idempotency_key` table (the effect has no row of its own to hold it).
//! - Table `feedback`. The spec has no legacy calls for feedback: GraphQL only.

pub mod service;

pub use service::{close, find, mine, reply, reply_once, staff_list, submit};
