//! GraphQL face of the Authenticate service: thin calls into
//! `domain::auth::service`.

mod factor;
mod mutation;
mod objects;
mod query;
mod session;

pub use factor::*;
pub use mutation::*;
pub use objects::*;
pub use query::*;
pub use session::*;
