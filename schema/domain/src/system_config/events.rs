//! The configuration area's event and live stream: a changed value,
//! carried whole, so subscribers read nothing.

use chrono::{DateTime, Utc};
use futures_util::{Stream, StreamExt};
use serde::{Deserialize, Serialize};

use crate::kernel::context::AppContext;
use crate::kernel::events::Area;

/// One configuration value.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ConfigItem {
    pub config_type: String,
    pub string_value: String,
    pub int_value: i64,
    pub description: String,
    pub updated_at: DateTime<Utc>,
}

/// A system config value was created or changed.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ConfigChanged {
    pub item: ConfigItem,
}

impl Area for ConfigChanged {
    const AREA: &'static str = "system_config";

    fn addressee(&self) -> Option<i64> {
        None
    }
}

/// Every change of a value whose name is in `types` (all when `None`),
/// carrying the new value: what `systemConfigChanged` maps.
pub fn changes(
    ctx: &AppContext,
    types: Option<Vec<String>>,
) -> impl Stream<Item = ConfigItem> + Send + 'static {
    ctx.bus.subscribe().filter_map(move |event| {
        let out = event
            .get::<ConfigChanged>()
            .filter(|c| {
                types
                    .as_ref()
                    .is_none_or(|t| t.contains(&c.item.config_type))
            })
            .map(|c| c.item.clone());
        async move { out }
    })
}
