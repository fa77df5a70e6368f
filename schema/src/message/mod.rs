//! The message centre. So far: delivering one message to one member, which
//! feedback replies need; the messages issue builds sending, lists, read
//! state and live counts around it.

mod deliver;

pub use deliver::{deliver_to_member, MessageType};
