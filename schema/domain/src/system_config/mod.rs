//! System configuration: named values staff set and every client reads (the
//! check-in reward table, feature switches, texts).

pub mod events;
pub mod service;

pub use service::{create_or_update, get, ConfigInput, ConfigItem};
