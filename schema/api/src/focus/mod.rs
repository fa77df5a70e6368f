//! GraphQL face of follow/fans: thin calls into
//! `domain::focus::service`.

mod mutation;
mod objects;
mod query;

pub use mutation::*;
pub use objects::*;
pub use query::*;
