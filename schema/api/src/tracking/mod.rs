//! GraphQL face of the tracking statistics (staff).

mod objects;
mod query;

pub use objects::*;
pub use query::*;
