//! Reads the points rules (`rules::points`) from system config where they
//! are used, so a change applies to the next check-in or reward. A stored
//! value that is somehow unreadable falls back to the default and is logged.

use crate::kernel::context::AppContext;
use crate::kernel::error::AppResult;
use rules::points::parse_check_in_rewards;
pub use rules::points::{
    validate, PointsRules, AD_REWARD_DAILY_LIMIT, AD_REWARD_POINTS, CHECK_IN_REWARDS,
    INVITE_REWARD_POINTS,
};

/// The current rules (one query for all four values).
pub async fn load(ctx: &AppContext) -> AppResult<PointsRules> {
    let types = [
        CHECK_IN_REWARDS,
        AD_REWARD_POINTS,
        AD_REWARD_DAILY_LIMIT,
        INVITE_REWARD_POINTS,
    ]
    .map(str::to_owned);
    let items = crate::system_config::get(ctx, &types).await?;
    let mut rules = PointsRules::default();
    for item in items {
        let checked = validate(
            &item.config_type,
            Some(&item.string_value),
            Some(item.int_value),
        );
        if let Err(e) = checked {
            tracing::warn!(config = %item.config_type, error = %e.message, "points rule unreadable; using the default");
            continue;
        }
        match item.config_type.as_str() {
            CHECK_IN_REWARDS => {
                if let Ok(table) = parse_check_in_rewards(&item.string_value) {
                    rules.check_in_rewards = table;
                }
            }
            AD_REWARD_POINTS => rules.ad_reward_points = item.int_value,
            AD_REWARD_DAILY_LIMIT => rules.ad_daily_limit = item.int_value,
            INVITE_REWARD_POINTS => rules.invite_reward_points = item.int_value,
            _ => {}
        }
    }
    Ok(rules)
}

/// Registers the points rules with system config's check
/// (`crate::settings`).
pub fn register_settings(settings: &mut crate::kernel::settings::Registry) {
    use crate::kernel::settings::Definition;
    let table = Definition::Text {
        key: CHECK_IN_REWARDS,
        default: rules::points::CHECK_IN_REWARDS_DEFAULT,
    };
    settings.own(
        "points",
        std::iter::once(table).chain(Definition::ints(&rules::points::INT_SETTINGS)),
        validate,
    );
}
