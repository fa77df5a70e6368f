//! Upload limits (issue 58), per member, that operators tune in system
//! config (`typeIntValue`):
//!
//! | type | meaning | default | valid |
//! |---|---|---|---|
//! | `UPLOADS_PER_HOUR` | uploads a member may make in an hour | 60 | 1–10000 |
//! | `UPLOAD_MIB_PER_DAY` | MiB a member may upload in a day | 100 | 1–10000 |
//!
//! The hour is a fixed window; the day's volume is a bucket that holds a
//! day's MiB and refills over about a day, so a member who used it all
//! waits for what they need, not for midnight.

use crate::error::RuleResult;

/// Each setting: its type name, default and valid range.
pub const SETTINGS: [(&str, i64, i64, i64); 2] = [
    ("UPLOADS_PER_HOUR", 60, 1, 10_000),
    ("UPLOAD_MIB_PER_DAY", 100, 1, 10_000),
];

/// The limits in force.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct UploadLimits {
    pub per_hour: i64,
    pub mib_per_day: i64,
}

impl Default for UploadLimits {
    fn default() -> Self {
        Self {
            per_hour: SETTINGS[0].1,
            mib_per_day: SETTINGS[1].1,
        }
    }
}

impl UploadLimits {
    /// Takes a stored setting (checked by [`validate`] first).
    pub fn set(&mut self, config_type: &str, value: i64) {
        match config_type {
            "UPLOADS_PER_HOUR" => self.per_hour = value,
            "UPLOAD_MIB_PER_DAY" => self.mib_per_day = value,
            _ => {}
        }
    }

    /// The day's volume in KiB (the bucket's unit).
    pub fn kib_per_day(&self) -> u64 {
        self.mib_per_day.max(1) as u64 * 1024
    }
}

/// Whether `int_value` may be stored under `config_type` (a key not listed
/// is not this table's).
pub fn validate(config_type: &str, int_value: Option<i64>) -> RuleResult<()> {
    crate::settings::in_range(&SETTINGS, config_type, int_value)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn settings_are_checked_and_taken() {
        assert!(validate("UPLOADS_PER_HOUR", Some(0)).is_err());
        assert!(validate("UPLOADS_PER_HOUR", Some(10)).is_ok());
        assert!(validate("UPLOAD_MIB_PER_DAY", Some(10_001)).is_err());
        assert!(validate("SOMETHING_ELSE", Some(-1)).is_ok());
        let mut l = UploadLimits::default();
        assert_eq!(l.per_hour, 60);
        l.set("UPLOAD_MIB_PER_DAY", 2);
        assert_eq!(l.kib_per_day(), 2048);
    }
}
