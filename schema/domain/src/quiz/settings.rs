//! Reads the 排行 tab's settings (`rules::quiz::SETTINGS`) from system
//! config where they are used, so a change applies to the next request. A
//! stored value that is somehow out of range falls back to the default and
//! is logged.

use crate::kernel::{AppContext, AppResult};
pub use rules::quiz::QuizRules;
use rules::quiz::{validate, SETTINGS};

/// The settings in force (one query for all of them).
pub async fn load(ctx: &AppContext) -> AppResult<QuizRules> {
    let types: Vec<String> = SETTINGS.iter().map(|s| s.0.to_owned()).collect();
    let mut rules = QuizRules::default();
    for item in crate::system_config::get(ctx, &types).await? {
        if let Err(e) = validate(&item.config_type, Some(item.int_value)) {
            tracing::warn!(config = %item.config_type, error = %e.message, "quiz setting unreadable; using the default");
            continue;
        }
        rules.set(&item.config_type, item.int_value);
    }
    Ok(rules)
}

/// Registers the settings with system config's check (`crate::settings`).
pub fn register(settings: &mut crate::kernel::settings::Registry) {
    settings.own(
        "quiz",
        crate::kernel::settings::Definition::ints(&SETTINGS),
        |key, _, int_value| validate(key, int_value),
    );
}
