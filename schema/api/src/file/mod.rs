//! GraphQL upload (the GraphQL multipart request spec): the same rule as
//! `POST /api/Files/upload`.

mod mutation;
mod objects;

pub use mutation::*;
pub use objects::*;
