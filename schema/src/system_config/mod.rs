//! System configuration: named values staff set and every client reads (the
//! check-in reward table, feature switches, texts).

mod graphql;
mod service;

pub use graphql::{SystemConfigMutation, SystemConfigQuery, SystemConfigSubscription};
pub use service::{create_or_update, get, ConfigInput, ConfigItem};
