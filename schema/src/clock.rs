//! The time services write into the database.
//!
//! Truncated to microseconds: PostgreSQL keeps no more, and SQLite (which
//! stores text) would otherwise keep nanoseconds that a keyset cursor in
//! microseconds cannot reproduce, so ties on the page boundary would be lost.

use chrono::{DateTime, DurationRound, TimeDelta, Utc};

pub fn now() -> DateTime<Utc> {
    let t = Utc::now();
    t.duration_trunc(TimeDelta::microseconds(1)).unwrap_or(t)
}

#[cfg(test)]
mod tests {
    #[test]
    fn whole_microseconds() {
        assert_eq!(super::now().timestamp_subsec_nanos() % 1000, 0);
    }
}
