//! The system config area's objects, inputs and payloads.

use async_graphql::{InputObject, SimpleObject};
use chrono::{DateTime, Utc};
use domain::system_config::service::ConfigItem;

/// A system configuration value.
#[derive(SimpleObject)]
#[graphql(name = "SystemConfig")]
pub struct SystemConfigObject {
    /// The value's name, e.g. `CHECK_IN_REWARDS`.
    #[graphql(name = "type")]
    pub config_type: String,
    /// The text value (empty when the value is a number).
    pub string_value: String,
    /// The number value (0 when the value is text).
    pub int_value: i64,
    /// What the value is for; null when not written down.
    pub description: Option<String>,
    /// When it last changed.
    pub updated_at: DateTime<Utc>,
}

impl From<ConfigItem> for SystemConfigObject {
    fn from(i: ConfigItem) -> Self {
        Self {
            config_type: i.config_type,
            string_value: i.string_value,
            int_value: i.int_value,
            description: crate::text::given_owned(i.description),
            updated_at: i.updated_at,
        }
    }
}

/// Input of `setSystemConfig`: omitted fields keep their stored value.
#[derive(InputObject)]
pub struct SetSystemConfigInput {
    /// The value's name, e.g. `CHECK_IN_REWARDS`.
    #[graphql(name = "type")]
    pub config_type: String,
    /// The text value.
    pub string_value: Option<String>,
    /// The number value.
    pub int_value: Option<i64>,
    /// What the value is for.
    pub description: Option<String>,
}

crate::payload::payload!(
    /// The answer of `setSystemConfig`.
    SetSystemConfigPayload { config: SystemConfigObject, "The value as stored; null on failure." }

);
