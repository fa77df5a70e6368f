//! The time services write into the database.
//!
//! Truncated to microseconds: PostgreSQL keeps no more, and SQLite (which
//! stores text) would otherwise keep nanoseconds that a keyset cursor in
//! microseconds cannot reproduce, so ties on the page boundary would be lost.

use chrono::{DateTime, DurationRound, TimeDelta, Utc};

/// Now, in whole microseconds. The only reader of the system clock
/// (clippy's `disallowed-methods` refuses `Utc::now` elsewhere).
#[allow(clippy::disallowed_methods)]
pub fn now() -> DateTime<Utc> {
    let t = Utc::now();
    t.duration_trunc(TimeDelta::microseconds(1)).unwrap_or(t)
}

/// The Asia/Shanghai calendar day of an instant (UTC+8 all year, no DST):
/// check-ins, daily limits and "registered today" all count by it.
pub fn shanghai_day(at: DateTime<Utc>) -> chrono::NaiveDate {
    (at + TimeDelta::hours(8)).date_naive()
}

/// The UTC instant at which an Asia/Shanghai day starts.
pub fn shanghai_day_start(day: chrono::NaiveDate) -> DateTime<Utc> {
    day.and_time(chrono::NaiveTime::MIN).and_utc() - TimeDelta::hours(8)
}

#[cfg(test)]
mod tests {
    #[test]
    fn whole_microseconds() {
        assert_eq!(super::now().timestamp_subsec_nanos() % 1000, 0);
    }

    #[test]
    fn shanghai_days_turn_at_1600_utc() {
        let at = |s: &str| chrono::DateTime::parse_from_rfc3339(s).unwrap().to_utc();
        let day = super::shanghai_day(at("2026-11-20T15:59:59.900Z"));
        assert_eq!(day.to_string(), "2026-11-20");
        assert_eq!(
            super::shanghai_day(at("2026-11-20T16:00:00.100Z")).to_string(),
            "2026-11-21"
        );
        assert_eq!(super::shanghai_day_start(day), at("2026-11-19T16:00:00Z"));
    }
}
