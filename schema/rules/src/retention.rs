//! How long the append-only records are kept before the retention job
//! deletes them, in days (issue 53): settings staff may change in system
//! config, each within a range that keeps what the product reads (a
//! partner's delivery log, the tracking roll-ups, a member's recent
//! notifications).

use crate::RuleResult;

/// (key, default, least, most) in days.
pub const SETTINGS: [(&str, i64, i64, i64); 4] = [
    // Done jobs: staff read the recent ones (`jobs`); failed ones stay.
    ("RETENTION_JOB_DAYS", 7, 1, 365),
    // Webhook deliveries delivered or failed: partners' log and redelivery.
    ("RETENTION_WEBHOOK_DELIVERY_DAYS", 30, 7, 365),
    // Tracking-pixel events: the page statistics read the last 90 days.
    ("RETENTION_TRACKING_DAYS", 180, 90, 730),
    // Notifications sent, capped, expired or with no device.
    ("RETENTION_NOTIFICATION_DAYS", 30, 1, 365),
];

/// The retention in force, in days.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Retention {
    pub job_days: i64,
    pub webhook_delivery_days: i64,
    pub tracking_days: i64,
    pub notification_days: i64,
}

impl Default for Retention {
    fn default() -> Self {
        Self {
            job_days: SETTINGS[0].1,
            webhook_delivery_days: SETTINGS[1].1,
            tracking_days: SETTINGS[2].1,
            notification_days: SETTINGS[3].1,
        }
    }
}

impl Retention {
    /// Takes a stored setting (checked by [`validate`] first).
    pub fn set(&mut self, config_type: &str, value: i64) {
        match config_type {
            "RETENTION_JOB_DAYS" => self.job_days = value,
            "RETENTION_WEBHOOK_DELIVERY_DAYS" => self.webhook_delivery_days = value,
            "RETENTION_TRACKING_DAYS" => self.tracking_days = value,
            "RETENTION_NOTIFICATION_DAYS" => self.notification_days = value,
            _ => {}
        }
    }
}

/// Checks a setting staff store.
pub fn validate(config_type: &str, int_value: Option<i64>) -> RuleResult<()> {
    crate::settings::in_range(&SETTINGS, config_type, int_value)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn settings_are_checked_and_taken() {
        assert!(validate("RETENTION_JOB_DAYS", Some(0)).is_err());
        assert!(validate("RETENTION_TRACKING_DAYS", Some(30)).is_err());
        assert!(validate("RETENTION_TRACKING_DAYS", Some(365)).is_ok());
        let mut r = Retention::default();
        assert_eq!(r.job_days, 7);
        r.set("RETENTION_JOB_DAYS", 3);
        assert_eq!(r.job_days, 3);
    }
}
