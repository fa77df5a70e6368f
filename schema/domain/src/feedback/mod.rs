//! Feedback: members write in (text and up to 4 images), follow their own
//! feedback; staff list, reply (the reply reaches the member as a message)
//! and close; the member may edit it until staff reply, withdraw it while
//! open and delete it unanswered. Its steps are the record workflow's
//! (`kernel::workflow`): conditional updates, audit-logged, a staff step
//! messaged to the member in its own transaction.

pub mod service;

pub use service::{
    cancel, close, delete, edit, find, flags, mine, reply, reply_once, staff_list, submit, KIND,
};
