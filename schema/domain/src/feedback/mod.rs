//! Feedback: members write in (text and up to 4 images), follow their own
//! feedback; staff list, reply (the reply reaches the member as a message)
//! and close; the member may edit it until staff reply, withdraw it while
//! open and delete it unanswered.
//!
//! # Design notes
//!
//! - Feedback is a record in the workflow (`kernel::workflow`, declared in
//!   `service.rs` as `KIND` and its steps): PRESTART → PROCESSING (replied)
//!   → CLOSED with outcome `RESOLVED` (staff close a replied one) or
//!   `CANCELLED` (the member withdraws it). Every step is a conditional
//!   update from the states it may leave (a stale one is `CONFLICT`),
//!   audit-logged; a staff step is messaged to the member in its own
//!   transaction. The flags are computed for the viewer. Staff calls need
//!   `Permission::Operations`; staff may delete closed feedback after 180
//!   days.
//! - A reply is stored on the feedback and delivered as an `INTERACTION`
//!   message in the same transaction (the message row, the member's receipt,
//!   the unread counter), then `MessageEvent::Delivered` carries the new
//!   count. A reply sent with an idempotency key keeps its answer in the
//!   kernel's `idempotency_key` table (the effect has no row of its own).
//! - Table `feedback`. The spec has no legacy calls for feedback: GraphQL only.

pub mod service;

pub use service::{
    cancel, close, delete, edit, find, flags, mine, reply, reply_once, staff_list, submit, KIND,
};
