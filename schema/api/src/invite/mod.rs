//! GraphQL face of invites: my invites, the rank, the poster and landing
//! data, and naming one's inviter afterwards.

mod mutation;
mod objects;
mod query;

pub use mutation::*;
pub use objects::*;
pub use query::*;
