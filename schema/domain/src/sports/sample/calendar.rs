//! Dates, times and numbers as the pools print them: 周一001 match numbers,
//! 北单 week issues, 传统足彩 running issue numbers and Beijing kickoff
//! times. They sit apart from the model because they draw nothing from the
//! seed: the same day always gives the same number.

use chrono::{DateTime, Datelike, NaiveDate, NaiveTime, TimeZone, Utc};

use crate::sports::import::BEIJING;

const WEEKDAYS: [&str; 7] = ["一", "二", "三", "四", "五", "六", "日"];

pub(super) fn weekday_num(day: NaiveDate, n: u32) -> String {
    format!(
        "周{}{n:03}",
        WEEKDAYS[day.weekday().num_days_from_monday() as usize]
    )
}

/// 北单 issues run a week (Monday to Sunday): `26047` for the 47th week of 2026.
pub(super) fn bjdc_issue(day: NaiveDate) -> String {
    let week = day.iso_week();
    format!("{:02}{:03}", week.year() % 100, week.week())
}

pub(super) fn beijing(day: NaiveDate, hour: u32, minute: u32) -> Option<DateTime<Utc>> {
    let t = NaiveTime::from_hms_opt(hour, minute, 0)?;
    BEIJING
        .from_local_datetime(&day.and_time(t))
        .single()
        .map(|t| t.with_timezone(&Utc))
}

/// 传统足彩 issue numbers: `26134` (year, then the issue's running number
/// in the year: every Wednesday and Saturday up to `day`).
pub(super) fn ctzq_issue(day: NaiveDate) -> String {
    let n = (1..=day.ordinal())
        .filter_map(|o| day.with_ordinal(o))
        .filter(|d| matches!(d.weekday(), chrono::Weekday::Wed | chrono::Weekday::Sat))
        .count();
    format!("{:02}{n:03}", day.year() % 100)
}
