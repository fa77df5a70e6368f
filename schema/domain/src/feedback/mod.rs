//! Feedback: members write in (text and up to 4 images), follow their own
//! feedback; staff list, reply (the reply reaches the member as a message)
//! and close.

pub mod service;

pub use service::{close, find, mine, reply, reply_once, staff_list, submit};
