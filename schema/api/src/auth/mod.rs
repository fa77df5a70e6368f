//! GraphQL face of the Authenticate service: thin calls into
//! `domain::auth::service`.

mod factor;
mod mutation;
mod objects;
mod query;

pub use factor::*;
pub use mutation::*;
pub use objects::*;
pub use query::*;
