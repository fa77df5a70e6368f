//! The rulebook as pure functions.
//!
//! Everything here is arithmetic over the rules of `domain/lottery-rules.md`:
//! bet counts and costs, prize tiers, bonuses, ticket splits, statistics —
//! the draw lotteries in `lottery`, the sports lotteries in `sports`. Nothing
//! touches a database, an async runtime or GraphQL, so the whole crate
//! builds and tests in seconds and reads as the rules themselves. Services
//! in the `domain` crate call it and store what it decides.

pub mod channel;
pub mod community;
pub mod error;
pub mod lottery;
pub mod notify;
pub mod points;
pub mod quiz;
pub mod retention;
pub mod settings;
pub mod sports;
pub mod upload;
pub mod workflow;

pub use error::{RuleError, RuleResult};
