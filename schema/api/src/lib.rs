//! The GraphQL API over the domain.
//!
//! Objects, inputs, resolvers, loaders and the schema factory. A resolver
//! takes the context and the caller from the request data, makes one call
//! into a `domain` service and maps the answer to GraphQL types; rules never
//! live here (ARCHITECTURE.md "Layers"). Each area of the domain has a module
//! of the same name.

// The merged roots' futures nest deeper than the default limit allows the
// compiler to lay out.
#![recursion_limit = "256"]

pub mod admission;
pub mod audience;
pub mod audit;
pub mod auth;
pub mod channel;
pub mod community;
pub mod enums;
pub mod error;
pub mod feed;
pub mod feedback;
pub mod file;
pub mod focus;
pub mod ids;
pub mod invite;
pub mod jobs;
pub mod limits;
pub mod list_size;
pub mod lottery;
pub mod member;
pub mod message;
pub mod moderation;
pub mod money;
pub mod node;
pub mod notify;
pub mod overview;
pub mod paging;
pub mod partner;
pub mod partner_access;
pub mod partner_scope;
pub mod payload;
pub mod points;
pub mod quiz;
pub mod request;
pub mod scalars;
pub mod schema;
pub mod shop;
pub mod shop_manager;
pub mod sports;
pub mod system_config;
pub mod text;
pub mod tracking;
pub mod webhook;
pub mod workflow;

pub use error::{ApiError, Result};
pub use schema::{build_schema, sdl, sdl_full, AppSchema, SchemaOptions};

#[cfg(test)]
#[allow(clippy::unwrap_used, clippy::expect_used)] // tests may panic on failure
mod tests;
