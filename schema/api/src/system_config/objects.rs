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

/// What kind of value a setting holds.
#[derive(async_graphql::Enum, Debug, Clone, Copy, PartialEq, Eq)]
pub enum SettingKind {
    /// A whole number (`intValue`), within `min` and `max`.
    Int,
    /// A text (`stringValue`), checked by the area that reads it.
    Text,
}

/// A setting an area of the platform reads (staff: `settings`).
#[derive(SimpleObject)]
#[graphql(name = "Setting")]
pub struct SettingObject {
    /// The value's name, e.g. `EXPERT_MIN_SETTLED`.
    #[graphql(name = "type")]
    pub config_type: String,
    /// The area that reads it (`points`, `quiz`, `channel`).
    pub area: String,
    /// A number or a text.
    pub kind: SettingKind,
    /// The default in force while nothing is stored (a number's as text).
    pub default_value: String,
    /// The smallest number allowed; null for a text.
    pub min: Option<i64>,
    /// The largest number allowed; null for a text.
    pub max: Option<i64>,
    /// The stored value; null while the default is in force.
    pub stored: Option<SystemConfigObject>,
}

impl From<domain::system_config::Setting> for SettingObject {
    fn from(s: domain::system_config::Setting) -> Self {
        use domain::kernel::settings::Definition;
        let (kind, default_value, min, max) = match s.definition {
            Definition::Int {
                default, min, max, ..
            } => (SettingKind::Int, default.to_string(), Some(min), Some(max)),
            Definition::Text { default, .. } => (SettingKind::Text, default.to_owned(), None, None),
        };
        SettingObject {
            config_type: s.definition.key().to_owned(),
            area: s.area.to_owned(),
            kind,
            default_value,
            min,
            max,
            stored: s.stored.map(SystemConfigObject::from),
        }
    }
}
