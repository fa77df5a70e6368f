//! GraphQL face of the message centre: lists, read marks, staff sending,
//! and the live subscriptions (`unreadCount`, `messageReceived`, `myCounts`).

mod live;
mod mutation;
mod objects;
mod query;
mod staff;

pub use live::*;
pub use mutation::*;
pub use objects::*;
pub use query::*;
pub use staff::*;
