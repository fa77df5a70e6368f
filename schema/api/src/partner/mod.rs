//! Channel partners over GraphQL: staff manage accounts, keys and trusted
//! documents and read usage (all staff-only, invisible to members and
//! partners); the business rules are `domain::partner`.

mod objects;
mod query;
mod staff;

pub use objects::*;
pub use query::*;
pub use staff::*;
