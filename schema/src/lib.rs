//! The domain of the member platform.
//!
//! Each area (system config now; auth, member, focus, points, invite, message,
//! tracking, file and lottery as they land) has a `service` module of plain
//! async functions holding its rules, and a `graphql` module of thin resolvers
//! over them. The server's legacy `/api` handlers call the same services.

#[macro_use]
pub mod enums;
pub mod audit;
pub mod auth;
pub mod clock;
pub mod context;
pub mod db;
pub mod demo;
pub mod error;
pub mod events;
pub mod feedback;
pub mod file;
pub mod focus;
pub mod graphql;
pub mod invite;
pub mod kv;
pub mod lottery;
pub mod member;
pub mod message;
pub mod paging;
pub mod points;
pub mod providers;
pub mod shop;
pub mod staff;
pub mod system_config;
pub mod tracking;
pub mod validate;

#[cfg(feature = "testing")]
pub mod testing;

pub use context::AppContext;
pub use error::{AppError, AppResult, ErrorCode};
