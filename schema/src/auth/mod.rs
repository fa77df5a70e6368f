//! Who is calling: access tokens and the [`Viewer`] they resolve to.
//!
//! The HTTP layer (GraphQL and legacy alike) and the WebSocket `connection_init`
//! call [`resolve_viewer`] once per request or socket and put the result in the
//! request data; services then take `&Viewer` and check what it may do.

mod graphql;
pub mod service;
pub mod sms_code;
mod token;
mod viewer;

pub use graphql::{AuthMutation, AuthQuery, RequestMeta};
pub use sms_code::VerificationPurpose;
pub use token::{Claims, TokenKind, TokenService};
pub use viewer::{deny_key, resolve_viewer, Viewer, ROTATION_GRACE_SECS};
