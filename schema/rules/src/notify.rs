//! When a member hears of something while the app is closed (issue 54):
//! the categories a member turns on or off, quiet hours (Beijing time)
//! during which notifications are kept back and sent after, the daily
//! cap, and the short window in which several events of one kind become
//! one notification. Pure: the notification area (domain) stores and
//! sends what these decide.

use chrono::{DateTime, Duration, NaiveTime, Timelike, Utc};

use crate::{RuleError, RuleResult};

/// What a notification is about; each can be turned off by the member.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Category {
    /// 开奖结果 of a game the member follows.
    DrawResult,
    /// 竞猜结算: a pick settled.
    QuizSettled,
    /// 方案解锁/退款: a plan unlocked or refunded.
    Plan,
    /// 评论与回复: replies and comments on the member's posts.
    Reply,
    /// 提现进度: a withdrawal reviewed or paid.
    Withdrawal,
    /// 系统通知: staff's notices.
    System,
}

impl Category {
    /// Every category, in the order the settings page lists them.
    pub const ALL: [Category; 6] = [
        Category::DrawResult,
        Category::QuizSettled,
        Category::Plan,
        Category::Reply,
        Category::Withdrawal,
        Category::System,
    ];

    /// The stored code.
    pub fn code(self) -> &'static str {
        match self {
            Category::DrawResult => "DRAW_RESULT",
            Category::QuizSettled => "QUIZ_SETTLED",
            Category::Plan => "PLAN",
            Category::Reply => "REPLY",
            Category::Withdrawal => "WITHDRAWAL",
            Category::System => "SYSTEM",
        }
    }

    pub fn from_code(code: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|c| c.code() == code)
    }

    /// Whether quiet hours hold it back: a withdrawal's progress and
    /// staff's notices are about money and the account, and go at once.
    pub fn waits_for_quiet_hours(self) -> bool {
        !matches!(self, Category::Withdrawal | Category::System)
    }
}

/// Beijing time is UTC+8 all year (no daylight saving).
fn beijing_offset() -> Duration {
    Duration::hours(8)
}

/// A daily span of Beijing time in which notifications wait, e.g. 23:00 to
/// 08:00 (across midnight). Equal ends mean none.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct QuietHours {
    /// Minutes after Beijing midnight it starts.
    pub start: u32,
    /// Minutes after Beijing midnight it ends (exclusive).
    pub end: u32,
}

impl Default for QuietHours {
    /// 23:00–08:00 (the issue's default).
    fn default() -> Self {
        Self {
            start: 23 * 60,
            end: 8 * 60,
        }
    }
}

impl QuietHours {
    /// From `HH:MM` and `HH:MM` (24-hour), naming `field` when either is
    /// not a time of day.
    pub fn parse(field: &str, start: &str, end: &str) -> RuleResult<Self> {
        let minutes = |s: &str| {
            NaiveTime::parse_from_str(s, "%H:%M")
                .map(|t| t.hour() * 60 + t.minute())
                .map_err(|_| RuleError::invalid(field, "a time of day as HH:MM, e.g. 23:00"))
        };
        Ok(Self {
            start: minutes(start)?,
            end: minutes(end)?,
        })
    }

    /// `HH:MM` of each end, as the settings page shows them.
    pub fn format(&self) -> (String, String) {
        let f = |m: u32| format!("{:02}:{:02}", m / 60, m % 60);
        (f(self.start), f(self.end))
    }

    /// Whether `minute` (after Beijing midnight) is inside.
    pub fn contains(&self, minute: u32) -> bool {
        match self.start.cmp(&self.end) {
            std::cmp::Ordering::Equal => false,
            std::cmp::Ordering::Less => (self.start..self.end).contains(&minute),
            std::cmp::Ordering::Greater => minute >= self.start || minute < self.end,
        }
    }

    /// When a notification due at `now` may be sent: `now` outside the
    /// quiet hours, else the moment they end (today's or tomorrow's end,
    /// Beijing time).
    pub fn release_at(&self, now: DateTime<Utc>) -> DateTime<Utc> {
        let local = now.naive_utc() + beijing_offset();
        let minute = local.hour() * 60 + local.minute();
        if !self.contains(minute) {
            return now;
        }
        let midnight = local.date().and_hms_opt(0, 0, 0).unwrap_or(local);
        let mut end = midnight + Duration::minutes(i64::from(self.end));
        if minute >= self.end {
            // Across midnight, before it: the end is tomorrow's.
            end += Duration::days(1);
        }
        (end - beijing_offset()).and_utc()
    }
}

/// A member's notifications a day (Beijing), by default: past it, the
/// day's rest waits for the message centre.
pub const DEFAULT_DAILY_CAP: u32 = 20;

/// Whether one more may be sent after `sent_today` today under `cap`
/// (0: no notifications at all).
pub fn within_cap(sent_today: u32, cap: u32) -> bool {
    sent_today < cap
}

/// Events of one kind for one member this close together become one
/// notification (seconds), as the community batches interactions.
pub const COALESCE_SECS: i64 = 10;

/// The window an event at `at` falls in: events of one member and kind
/// with the same window are one notification ("5 likes in 10 s → one").
pub fn coalesce_window(at: DateTime<Utc>) -> i64 {
    at.timestamp().div_euclid(COALESCE_SECS)
}

/// A draw's notification: "双色球第2026138期开奖" and its numbers, the
/// extra zone after a "+".
pub fn draw_words(
    game: crate::lottery::Game,
    issue: &str,
    main: &[u8],
    extra: &[u8],
) -> (String, String) {
    let digits = game.zones().0.max <= 9;
    let join = |ns: &[u8]| {
        ns.iter()
            .map(|n| {
                if digits {
                    n.to_string()
                } else {
                    format!("{n:02}")
                }
            })
            .collect::<Vec<_>>()
            .join(" ")
    };
    let mut numbers = join(main);
    if !extra.is_empty() {
        numbers.push_str(" + ");
        numbers.push_str(&join(extra));
    }
    (
        format!("{}第{issue}期开奖", game.name()),
        format!("开奖号码：{numbers}"),
    )
}

/// When several events of one category for one member were coalesced: the
/// notification says how many.
pub fn coalesced_words(category: Category, events: i64) -> (String, String) {
    (
        category.label().to_owned(),
        format!("你有 {events} 条新的{}", category.label()),
    )
}

impl Category {
    /// The category's name on the settings page and in a coalesced
    /// notification.
    pub fn label(self) -> &'static str {
        match self {
            Category::DrawResult => "开奖结果",
            Category::QuizSettled => "竞猜结算",
            Category::Plan => "方案消息",
            Category::Reply => "评论与回复",
            Category::Withdrawal => "提现进度",
            Category::System => "系统通知",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn utc(s: &str) -> DateTime<Utc> {
        DateTime::parse_from_rfc3339(s)
            .expect("a time")
            .with_timezone(&Utc)
    }

    #[test]
    fn codes_round_trip_and_money_goes_at_once() {
        for c in Category::ALL {
            assert_eq!(Category::from_code(c.code()), Some(c));
        }
        assert_eq!(Category::from_code("LIKES"), None);
        assert!(!Category::Withdrawal.waits_for_quiet_hours());
        assert!(Category::DrawResult.waits_for_quiet_hours());
    }

    #[test]
    fn the_default_quiet_hours_cross_midnight() {
        let q = QuietHours::default();
        assert_eq!(q.format(), ("23:00".to_owned(), "08:00".to_owned()));
        assert!(q.contains(23 * 60) && q.contains(0) && q.contains(7 * 60 + 59));
        assert!(!q.contains(8 * 60) && !q.contains(22 * 60 + 59) && !q.contains(12 * 60));
        let none = QuietHours { start: 0, end: 0 };
        assert!(!none.contains(0) && !none.contains(600));
        let day = QuietHours::parse("quietHours", "12:00", "14:00").expect("valid");
        assert!(day.contains(13 * 60) && !day.contains(14 * 60));
    }

    #[test]
    fn a_quiet_notification_waits_for_eight_beijing_time() {
        let q = QuietHours::default();
        // 23:30 Beijing (15:30 UTC): sent at 08:00 Beijing next day.
        assert_eq!(
            q.release_at(utc("2026-12-01T15:30:00Z")),
            utc("2026-12-02T00:00:00Z")
        );
        // 02:00 Beijing (18:00 UTC the day before): sent at 08:00 that day.
        assert_eq!(
            q.release_at(utc("2026-12-01T18:00:00Z")),
            utc("2026-12-02T00:00:00Z")
        );
        // 12:00 Beijing: at once.
        let noon = utc("2026-12-02T04:00:00Z");
        assert_eq!(q.release_at(noon), noon);
        // A span within one day ends the same day.
        let lunch = QuietHours::parse("quietHours", "12:00", "14:00").expect("valid");
        assert_eq!(lunch.release_at(noon), utc("2026-12-02T06:00:00Z"));
    }

    #[test]
    fn bad_times_name_the_field() {
        let e = QuietHours::parse("quietStart", "25:00", "08:00").unwrap_err();
        assert_eq!(e.field.as_deref(), Some("quietStart"));
        assert!(QuietHours::parse("q", "23:00", "8").is_err());
    }

    #[test]
    fn the_cap_and_the_window() {
        assert!(within_cap(19, DEFAULT_DAILY_CAP));
        assert!(!within_cap(20, DEFAULT_DAILY_CAP));
        assert!(!within_cap(0, 0));
        let t = utc("2026-12-02T04:00:00Z");
        assert_eq!(
            coalesce_window(t),
            coalesce_window(t + Duration::seconds(9))
        );
        assert_ne!(
            coalesce_window(t),
            coalesce_window(t + Duration::seconds(10))
        );
    }

    #[test]
    fn a_draw_reads_as_its_numbers() {
        use crate::lottery::Game;
        let (title, body) = draw_words(Game::Ssq, "2026138", &[1, 5, 12, 20, 28, 33], &[8]);
        assert_eq!(title, "双色球第2026138期开奖");
        assert_eq!(body, "开奖号码：01 05 12 20 28 33 + 08");
        let (_, body) = draw_words(Game::Fc3d, "2026300", &[3, 0, 7], &[]);
        assert_eq!(body, "开奖号码：3 0 7");
        assert_eq!(
            coalesced_words(Category::Reply, 5).1,
            "你有 5 条新的评论与回复"
        );
    }
}
