//! The points rules operators tune in system config: their names, defaults
//! and valid values. The points area reads them where they are used, so a
//! change applies to the next check-in or reward.
//!
//! | type | value | default |
//! |---|---|---|
//! | `CHECK_IN_REWARDS` | string: JSON array of 1–31 rewards, day 1 of a streak first; the table repeats after its last day | `[5,5,5,5,5,5,20]` |
//! | `AD_REWARD_POINTS` | int: points per completed rewarded ad (0 = ads pay nothing) | 10 |
//! | `AD_REWARD_DAILY_LIMIT` | int: rewarded ads a member is paid for per day | 5 |
//! | `INVITE_REWARD_POINTS` | int: points to the inviter per invited member (0 = none) | 50 |
//!
//! Writes of these types are validated (see [`validate`]); a value that is
//! somehow unreadable falls back to the default and is logged.

use crate::error::{RuleError, RuleResult};

pub const CHECK_IN_REWARDS: &str = "CHECK_IN_REWARDS";
pub const AD_REWARD_POINTS: &str = "AD_REWARD_POINTS";
pub const AD_REWARD_DAILY_LIMIT: &str = "AD_REWARD_DAILY_LIMIT";
pub const INVITE_REWARD_POINTS: &str = "INVITE_REWARD_POINTS";

const MAX_REWARD: i64 = 100_000;

/// The check-in table's default (`CHECK_IN_REWARDS`).
pub const CHECK_IN_REWARDS_DEFAULT: &str = "[5,5,5,5,5,5,20]";

/// The number rules: type name, default and valid range.
pub const INT_SETTINGS: [(&str, i64, i64, i64); 3] = [
    (AD_REWARD_POINTS, 10, 0, MAX_REWARD),
    (AD_REWARD_DAILY_LIMIT, 5, 0, 1000),
    (INVITE_REWARD_POINTS, 50, 0, MAX_REWARD),
];
const MAX_TABLE_DAYS: usize = 31;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PointsRules {
    pub check_in_rewards: Vec<i64>,
    pub ad_reward_points: i64,
    pub ad_daily_limit: i64,
    pub invite_reward_points: i64,
}

impl Default for PointsRules {
    fn default() -> Self {
        Self {
            check_in_rewards: vec![5, 5, 5, 5, 5, 5, 20],
            ad_reward_points: INT_SETTINGS[0].1,
            ad_daily_limit: INT_SETTINGS[1].1,
            invite_reward_points: INT_SETTINGS[2].1,
        }
    }
}

impl PointsRules {
    /// The reward for day `continuous_days` (1-based) of a streak.
    pub fn check_in_reward(&self, continuous_days: i32) -> i64 {
        let len = self.check_in_rewards.len().max(1);
        let index = (continuous_days.max(1) as usize - 1) % len;
        self.check_in_rewards.get(index).copied().unwrap_or(0)
    }
}

pub fn parse_check_in_rewards(s: &str) -> Result<Vec<i64>, String> {
    let table: Vec<i64> = serde_json::from_str(s)
        .map_err(|_| "must be a JSON array of whole numbers, e.g. [5,5,5,5,5,5,20]".to_owned())?;
    if table.is_empty() || table.len() > MAX_TABLE_DAYS {
        return Err(format!("must list 1 to {MAX_TABLE_DAYS} days"));
    }
    if table.iter().any(|r| !(1..=MAX_REWARD).contains(r)) {
        return Err(format!("every reward must be 1 to {MAX_REWARD}"));
    }
    Ok(table)
}

/// Checks a system config write of one of the points rules (other types
/// pass); `None` is a part the write leaves as it is. Called by the system
/// config service before it stores a value, and by the points area before
/// it uses one.
pub fn validate(
    config_type: &str,
    string_value: Option<&str>,
    int_value: Option<i64>,
) -> RuleResult<()> {
    let int_range = match config_type {
        CHECK_IN_REWARDS => {
            if let Some(s) = string_value {
                parse_check_in_rewards(s).map_err(|m| RuleError::invalid("typeStringValue", m))?;
            }
            return Ok(());
        }
        _ => match INT_SETTINGS.iter().find(|s| s.0 == config_type) {
            Some(&(_, _, min, max)) => min..=max,
            None => return Ok(()),
        },
    };
    match int_value {
        Some(v) if !int_range.contains(&v) => Err(RuleError::invalid(
            "typeIntValue",
            format!("must be {} to {}", int_range.start(), int_range.end()),
        )),
        _ => Ok(()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_defaults_the_console_shows_are_the_ones_in_force() {
        let r = PointsRules::default();
        assert_eq!(
            parse_check_in_rewards(CHECK_IN_REWARDS_DEFAULT),
            Ok(r.check_in_rewards)
        );
        for (key, default, _, _) in INT_SETTINGS {
            assert!(validate(key, None, Some(default)).is_ok(), "{key}");
        }
    }

    #[test]
    fn the_table_repeats_after_its_last_day() {
        let r = PointsRules::default();
        assert_eq!(r.check_in_reward(1), 5);
        assert_eq!(r.check_in_reward(7), 20);
        assert_eq!(r.check_in_reward(8), 5);
        assert_eq!(r.check_in_reward(14), 20);
    }

    #[test]
    fn bad_tables_are_refused_with_the_field() {
        for bad in ["", "[]", "[0,5]", "[5,\"x\"]", "5", "[1.5]"] {
            let e = validate(CHECK_IN_REWARDS, Some(bad), None).unwrap_err();
            assert_eq!(e.field.as_deref(), Some("typeStringValue"), "{bad}");
        }
        assert!(validate(CHECK_IN_REWARDS, Some("[5,5,5,5,5,5,20]"), None).is_ok());
        assert!(validate(AD_REWARD_POINTS, None, Some(-1)).is_err());
        assert!(validate(AD_REWARD_POINTS, Some("x"), None).is_ok());
        assert!(validate("ANNOUNCEMENT", Some("anything"), Some(-1)).is_ok());
    }
}
