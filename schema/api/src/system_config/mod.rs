//! GraphQL face of system configuration: thin calls into the service.

mod live;
mod objects;
mod query;
mod staff;

pub use live::*;
pub use objects::*;
pub use query::*;
pub use staff::*;
