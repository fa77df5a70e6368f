//! GraphQL face of points: balance and history, daily check-in, ad rewards.

mod mutation;
mod objects;
mod query;

pub use mutation::*;
pub use objects::*;
pub use query::*;
