//! System configuration: named values staff set and every client reads (the
//! check-in reward table, feature switches, texts).
//!
//! # Design notes
//!
//! - Writes need a staff member (`is_office`), any permission.
//! - The points rules' names and valid values are `rules::points`, read here
//!   (to validate a write) and by `points` (to use a value), so this area
//!   validates them without using `points`.
//! - A write publishes `events::ConfigChanged` with the `ConfigItem`, so
//!   `systemConfigChanged` subscribers read nothing.
//! - Table `system_config`: named values, the type name as primary key.

pub mod events;
pub mod service;

pub use service::{create_or_update, get, settings, ConfigInput, ConfigItem, Setting};
