//! The channel settings in force (`rules::channel::SETTINGS`), read from
//! system config where they are used, so a change applies to the next
//! request. A stored value out of range falls back to the default and is
//! logged.

use crate::kernel::{AppContext, AppResult};
pub use rules::channel::ChannelRules;
use rules::channel::{validate, SETTINGS};

/// The settings in force (one query for all of them).
pub async fn load(ctx: &AppContext) -> AppResult<ChannelRules> {
    let types: Vec<String> = SETTINGS.iter().map(|s| s.0.to_owned()).collect();
    let mut rules = ChannelRules::default();
    for item in crate::system_config::get(ctx, &types).await? {
        if let Err(e) = validate(&item.config_type, Some(item.int_value)) {
            tracing::warn!(config = %item.config_type, error = %e.message, "channel setting unreadable; using the default");
            continue;
        }
        rules.set(&item.config_type, item.int_value);
    }
    Ok(rules)
}

/// Registers the settings with system config's check (`crate::settings`).
pub fn register(settings: &mut crate::kernel::settings::Registry) {
    settings.own(
        "channel",
        crate::kernel::settings::Definition::ints(&SETTINGS),
        |key, _, int_value| validate(key, int_value),
    );
}
