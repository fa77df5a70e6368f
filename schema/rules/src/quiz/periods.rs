//! The board periods by name: which a kickoff counts in, which ended last
//! (closed by the `quiz.close_boards` job and kept as they closed), the
//! days a name covers, and the name under which a closed board is kept.

use chrono::{Datelike, Duration, NaiveDate, Weekday};

use crate::error::{RuleError, RuleResult};

/// The board periods a kickoff on `day` (Shanghai) counts in: its ISO week
/// (Monday to Sunday) and its month, e.g. `week:2026-W48`, `month:2026-11`.
pub fn periods(day: NaiveDate) -> [String; 2] {
    let week = day.iso_week();
    [
        format!("week:{}-W{:02}", week.year(), week.week()),
        format!("month:{}-{:02}", day.year(), day.month()),
    ]
}

/// The week and the month that ended last as of `today` (Shanghai): the
/// week before this one and the month before this one.
pub fn previous_periods(today: NaiveDate) -> [String; 2] {
    let last_week = today - Duration::days(7);
    let last_month = today.with_day(1).unwrap_or(today) - Duration::days(1);
    [
        periods(last_week)[0].clone(),
        periods(last_month)[1].clone(),
    ]
}

/// The prefix of the rows a closed board is kept under, beside the live
/// rows of the same period (`closed:week:2026-W47`).
pub const CLOSED: &str = "closed:";

/// The name a closed period's board is kept under.
pub fn closed_name(period: &str) -> String {
    format!("{CLOSED}{period}")
}

/// Whether a (live or closed) board name is a month's.
pub fn is_month(name: &str) -> bool {
    name.strip_prefix(CLOSED)
        .unwrap_or(name)
        .starts_with("month:")
}

/// The first and last day (both included) of a period named `week:…` or
/// `month:…`; `INVALID_ARGUMENT` on `field` for any other text.
pub fn days_of(field: &str, name: &str) -> RuleResult<(NaiveDate, NaiveDate)> {
    let bad = || RuleError::invalid(field, "a period is week:YYYY-Www or month:YYYY-MM");
    if let Some(week) = name.strip_prefix("week:") {
        let (year, w) = week.split_once("-W").ok_or_else(bad)?;
        let (year, w) = (year.parse::<i32>(), w.parse::<u32>());
        let (Ok(year), Ok(w)) = (year, w) else {
            return Err(bad());
        };
        let from = NaiveDate::from_isoywd_opt(year, w, Weekday::Mon).ok_or_else(bad)?;
        return Ok((from, from + Duration::days(6)));
    }
    if let Some(month) = name.strip_prefix("month:") {
        let (year, m) = month.split_once('-').ok_or_else(bad)?;
        if m.len() != 2 {
            return Err(bad());
        }
        let (Ok(year), Ok(m)) = (year.parse::<i32>(), m.parse::<u32>()) else {
            return Err(bad());
        };
        let from = NaiveDate::from_ymd_opt(year, m, 1).ok_or_else(bad)?;
        let next = if m == 12 {
            NaiveDate::from_ymd_opt(year + 1, 1, 1)
        } else {
            NaiveDate::from_ymd_opt(year, m + 1, 1)
        }
        .ok_or_else(bad)?;
        return Ok((from, next - Duration::days(1)));
    }
    Err(bad())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn d(s: &str) -> NaiveDate {
        NaiveDate::parse_from_str(s, "%Y-%m-%d").unwrap()
    }

    #[test]
    fn the_previous_periods_cross_years_and_month_ends() {
        // Tuesday 1 December 2026: the week of 23–29 November, November.
        assert_eq!(
            previous_periods(d("2026-12-01")),
            ["week:2026-W48", "month:2026-11"]
        );
        // Monday 4 January 2027 (ISO week 1 of 2027): the week of 28
        // December–3 January is 2026-W53; the month before is December.
        assert_eq!(
            previous_periods(d("2027-01-04")),
            ["week:2026-W53", "month:2026-12"]
        );
        assert_eq!(periods(d("2027-01-03"))[0], "week:2026-W53");
    }

    #[test]
    fn a_name_names_its_days() {
        assert_eq!(
            days_of("p", "week:2026-W48").unwrap(),
            (d("2026-11-23"), d("2026-11-29"))
        );
        assert_eq!(
            days_of("p", "month:2026-02").unwrap(),
            (d("2026-02-01"), d("2026-02-28"))
        );
        assert_eq!(
            days_of("p", "month:2026-12").unwrap(),
            (d("2026-12-01"), d("2026-12-31"))
        );
        for bad in [
            "week:2026-W60",
            "month:2026-13",
            "month:2026-1",
            "day:2026-11-30",
            "week:x",
        ] {
            assert_eq!(
                days_of("p", bad).unwrap_err().field.as_deref(),
                Some("p"),
                "{bad}"
            );
        }
        // Every name `periods` makes is read back to days holding the day.
        let mut day = d("2026-01-01");
        while day < d("2028-01-01") {
            for name in periods(day) {
                let (from, to) = days_of("p", &name).unwrap();
                assert!(from <= day && day <= to, "{name} {day}");
            }
            day += Duration::days(5);
        }
    }

    #[test]
    fn closed_names_keep_their_kind() {
        assert!(is_month(&closed_name("month:2026-11")));
        assert!(is_month("month:2026-11"));
        assert!(!is_month(&closed_name("week:2026-W48")));
    }
}
