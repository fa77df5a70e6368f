//! GraphQL face of feedback (the spec has no legacy calls for it).

mod mutation;
mod objects;
mod query;
mod staff;

pub use mutation::*;
pub use objects::*;
pub use query::*;
pub use staff::*;
