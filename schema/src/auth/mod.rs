//! Who is calling: access tokens and the [`Viewer`] they resolve to.
//!
//! The HTTP layer (GraphQL and legacy alike) and the WebSocket `connection_init`
//! call [`resolve_viewer`] once per request or socket and put the result in the
//! request data; services then take `&Viewer` and check what it may do.

mod token;
mod viewer;

pub use token::{Claims, TokenKind, TokenService};
pub use viewer::{resolve_viewer, Viewer};
