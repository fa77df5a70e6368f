//! GraphQL face of the points shop: the shelf, redeeming, "my exchange
//! records", and the staff's item and delivery management.

mod mutation;
mod objects;
mod query;
mod staff;

pub use mutation::*;
pub use objects::*;
pub use query::*;
pub use staff::*;
