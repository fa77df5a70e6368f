//! Channel partners over GraphQL: staff manage accounts, keys and trusted
//! documents and read usage (all staff-only, invisible to members and
//! partners); members answer partners' OAuth requests and revoke them
//! (`oauth`); the business rules are `domain::partner`.

mod oauth;
mod objects;
mod query;
mod staff;

pub use oauth::{OauthMutation, OauthQuery};
pub use objects::*;
pub use query::*;
pub use staff::*;
