//! Channels, commission and withdrawals (platform-rules.md §6): who earns
//! commission, the withdrawal limits, and the settings operators tune in
//! system config (`typeIntValue`):
//!
//! | type | meaning | default | valid |
//! |---|---|---|---|
//! | `COMMISSION_FEN` | commission per qualifying member, fen | 200 (2 元) | 0–100000 |
//! | `WITHDRAWAL_MIN_FEN` | the smallest withdrawal, fen | 1000 (10 元) | 1–100000000 |
//! | `WITHDRAWAL_DAY_MAX_FEN` | the most withdrawn per day, fen | 500000 (5000 元) | 1–100000000 |
//! | `WITHDRAWALS_PER_DAY` | requests per day | 3 | 1–100 |
//!
//! Money is integer fen throughout; nothing here is a float.

use chrono::NaiveDate;

use crate::error::{RuleError, RuleResult};

/// Each setting: its type name, default and valid range.
pub const SETTINGS: [(&str, i64, i64, i64); 4] = [
    ("COMMISSION_FEN", 200, 0, 100_000),
    ("WITHDRAWAL_MIN_FEN", 1000, 1, 100_000_000),
    ("WITHDRAWAL_DAY_MAX_FEN", 500_000, 1, 100_000_000),
    ("WITHDRAWALS_PER_DAY", 3, 1, 100),
];

/// Distinct check-in days a member needs for the channel's commission.
pub const QUALIFYING_CHECK_INS: usize = 3;
/// Within this many days of registering (the registration day is day 0).
pub const QUALIFYING_WINDOW_DAYS: i64 = 30;
/// The longest range of days a channel's detail reads.
pub const MAX_DETAIL_DAYS: i64 = 92;
/// The most one staff credit (补发佣金) may add, fen (10 000 yuan): a
/// mistyped amount is refused rather than paid out.
pub const STAFF_CREDIT_MAX_FEN: i64 = 1_000_000;

/// The settings in force.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ChannelRules {
    pub commission_fen: i64,
    pub withdrawal_min_fen: i64,
    pub withdrawal_day_max_fen: i64,
    pub withdrawals_per_day: i64,
}

impl Default for ChannelRules {
    fn default() -> Self {
        let mut rules = Self {
            commission_fen: 0,
            withdrawal_min_fen: 0,
            withdrawal_day_max_fen: 0,
            withdrawals_per_day: 0,
        };
        for (name, default, _, _) in SETTINGS {
            rules.set(name, default);
        }
        rules
    }
}

impl ChannelRules {
    /// Sets one setting by its type name (others are ignored). The caller
    /// has checked the value with [`validate`].
    pub fn set(&mut self, name: &str, value: i64) {
        let slot = match name {
            "COMMISSION_FEN" => &mut self.commission_fen,
            "WITHDRAWAL_MIN_FEN" => &mut self.withdrawal_min_fen,
            "WITHDRAWAL_DAY_MAX_FEN" => &mut self.withdrawal_day_max_fen,
            "WITHDRAWALS_PER_DAY" => &mut self.withdrawals_per_day,
            _ => return,
        };
        *slot = value;
    }
}

/// Checks a system config write of one of these settings (other types
/// pass).
pub fn validate(config_type: &str, int_value: Option<i64>) -> RuleResult<()> {
    crate::settings::in_range(&SETTINGS, config_type, int_value)
}

/// Whether a member earns their channel's commission: real-name
/// authenticated, and checked in on [`QUALIFYING_CHECK_INS`] distinct days
/// within [`QUALIFYING_WINDOW_DAYS`] of registering (`registered` is the
/// Shanghai day of registration; a check-in that day counts, one on day 30
/// does not).
pub fn qualifies(real_name: bool, registered: NaiveDate, check_in_days: &[NaiveDate]) -> bool {
    if !real_name {
        return false;
    }
    let mut days: Vec<NaiveDate> = check_in_days
        .iter()
        .copied()
        .filter(|d| {
            let n = (*d - registered).num_days();
            (0..QUALIFYING_WINDOW_DAYS).contains(&n)
        })
        .collect();
    days.sort_unstable();
    days.dedup();
    days.len() >= QUALIFYING_CHECK_INS
}

/// Why a withdrawal is refused by its limits.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LimitBreach {
    /// Below the minimum.
    BelowMinimum { min_fen: i64 },
    /// The day's requests are used up.
    TooMany { per_day: i64 },
    /// Over the day's maximum with what was asked today.
    OverDailyMax { left_fen: i64 },
}

impl LimitBreach {
    /// The refusal for people (the client shows its own text per code).
    pub fn message(self) -> String {
        match self {
            LimitBreach::BelowMinimum { min_fen } => {
                format!("the smallest withdrawal is {} yuan", yuan(min_fen))
            }
            LimitBreach::TooMany { per_day } => {
                format!("at most {per_day} withdrawals a day")
            }
            LimitBreach::OverDailyMax { left_fen } => {
                format!("at most {} yuan more today", yuan(left_fen))
            }
        }
    }
}

/// Checks a withdrawal of `amount_fen` against the limits, given today's
/// requests (`today_count`) and what they still hold or paid
/// (`today_fen`). An amount that is not positive is the caller's field
/// error.
pub fn check_withdrawal(
    rules: &ChannelRules,
    amount_fen: i64,
    today_count: i64,
    today_fen: i64,
) -> RuleResult<Result<(), LimitBreach>> {
    if amount_fen <= 0 {
        return Err(RuleError::invalid("amount", "must be more than 0"));
    }
    if amount_fen < rules.withdrawal_min_fen {
        return Ok(Err(LimitBreach::BelowMinimum {
            min_fen: rules.withdrawal_min_fen,
        }));
    }
    if today_count >= rules.withdrawals_per_day {
        return Ok(Err(LimitBreach::TooMany {
            per_day: rules.withdrawals_per_day,
        }));
    }
    let left = (rules.withdrawal_day_max_fen - today_fen.max(0)).max(0);
    if amount_fen > left {
        return Ok(Err(LimitBreach::OverDailyMax { left_fen: left }));
    }
    Ok(Ok(()))
}

/// Fen as yuan, exact: `1050` → `10.50`.
pub fn yuan(fen: i64) -> String {
    let sign = if fen < 0 { "-" } else { "" };
    let abs = fen.unsigned_abs();
    format!("{sign}{}.{:02}", abs / 100, abs % 100)
}

/// The shown form of an account number: the last 4 characters, the rest
/// starred (`6222021234567890` → `************7890`).
pub fn mask_account(account: &str) -> String {
    let chars: Vec<char> = account.chars().collect();
    let keep = if chars.len() > 4 { 4 } else { 0 };
    let starred = chars.len() - keep;
    format!(
        "{}{}",
        "*".repeat(starred),
        chars[starred..].iter().collect::<String>()
    )
}

/// A legal name as shown to others: the family name's character kept
/// (`张三丰` → `张**`).
pub fn mask_name(name: &str) -> String {
    let mut chars = name.chars();
    match chars.next() {
        Some(first) => format!("{first}{}", "*".repeat(chars.count())),
        None => String::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn d(s: &str) -> NaiveDate {
        NaiveDate::parse_from_str(s, "%Y-%m-%d").unwrap()
    }

    #[test]
    fn three_distinct_days_within_thirty_and_real_name() {
        let reg = d("2026-11-01");
        let days = [d("2026-11-01"), d("2026-11-05"), d("2026-11-30")];
        assert!(qualifies(true, reg, &days));
        assert!(!qualifies(false, reg, &days), "real name is needed");
        // Day 30 after registering is outside the window.
        let late = [d("2026-11-01"), d("2026-11-05"), d("2026-12-01")];
        assert!(!qualifies(true, reg, &late));
        // The same day twice is one day.
        let twice = [d("2026-11-02"), d("2026-11-02"), d("2026-11-03")];
        assert!(!qualifies(true, reg, &twice));
        // Before registering does not count.
        let before = [d("2026-10-31"), d("2026-11-02"), d("2026-11-03")];
        assert!(!qualifies(true, reg, &before));
        assert!(!qualifies(true, reg, &[]));
    }

    #[test]
    fn withdrawal_limits() {
        let r = ChannelRules::default();
        assert_eq!(r.commission_fen, 200);
        assert_eq!(check_withdrawal(&r, 1000, 0, 0), Ok(Ok(())));
        assert_eq!(
            check_withdrawal(&r, 999, 0, 0),
            Ok(Err(LimitBreach::BelowMinimum { min_fen: 1000 }))
        );
        assert_eq!(
            check_withdrawal(&r, 1000, 3, 3000),
            Ok(Err(LimitBreach::TooMany { per_day: 3 }))
        );
        assert_eq!(
            check_withdrawal(&r, 400_001, 1, 100_000),
            Ok(Err(LimitBreach::OverDailyMax { left_fen: 400_000 }))
        );
        assert_eq!(check_withdrawal(&r, 400_000, 1, 100_000), Ok(Ok(())));
        assert!(check_withdrawal(&r, 0, 0, 0).is_err());
        assert!(check_withdrawal(&r, -5, 0, 0).is_err());
    }

    #[test]
    fn settings_validate_their_ranges() {
        assert!(validate("COMMISSION_FEN", Some(-1)).is_err());
        assert!(validate("COMMISSION_FEN", Some(500)).is_ok());
        assert!(validate("WITHDRAWALS_PER_DAY", Some(0)).is_err());
        assert!(validate("SOMETHING_ELSE", Some(-1)).is_ok());
        let mut r = ChannelRules::default();
        r.set("WITHDRAWALS_PER_DAY", 5);
        assert_eq!(r.withdrawals_per_day, 5);
    }

    #[test]
    fn money_and_masks() {
        assert_eq!(yuan(1050), "10.50");
        assert_eq!(yuan(5), "0.05");
        assert_eq!(yuan(-200), "-2.00");
        assert_eq!(mask_account("6222021234567890"), "************7890");
        assert_eq!(mask_account("abc"), "***");
        assert_eq!(mask_name("张三丰"), "张**");
        assert_eq!(mask_name(""), "");
        assert_eq!(
            LimitBreach::OverDailyMax { left_fen: 1000 }.message(),
            "at most 10.00 yuan more today"
        );
    }
}
