//! The kernel: what every area may use, and nothing that belongs to one.
//!
//! The context of a call (database, event bus, tokens, short-lived store,
//! providers, file store), the caller ([`Viewer`]) and its [`Permission`]s,
//! the one error catalogue, the clock, domain events, audit, paging and input
//! validation. The kernel imports no area: `tests/domain/layering.rs` fails
//! the build's tests if it does.

#[macro_use]
pub mod enums;
pub mod area_event;
pub mod audit;
pub mod bucket;
pub mod claim;
pub mod clock;
pub mod context;
pub mod db;
pub mod error;
pub mod events;
pub mod fanout;
pub mod files;
pub mod idempotency;
pub mod identity;
pub mod jobs;
pub mod kv;
pub mod member_rows;
pub mod owned;
pub mod paging;
pub mod permission;
pub mod providers;
pub mod token;
pub mod validate;
pub mod viewer;
pub mod workflow;

pub use context::AppContext;
pub use error::{AppError, AppResult, ErrorCode};
pub use permission::Permission;
pub use viewer::{RequestMeta, Viewer};
