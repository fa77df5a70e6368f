//! The replay of recorded draws (issue 57): the shared data's real 双色球
//! and 大乐透 draws served again as draw notices in the two lotteries'
//! public shapes (`draw_notices.rs` reads them), shifted to today, so a
//! demo shows a draw notice arriving through a feed and the draw pages,
//! trend charts, 兑奖 and messages following it. The feed stores them
//! marked `replay`, and every page that shows them says 回放数据.
//!
//! The timeline runs on demo time, `speed` times faster than the clock, as
//! the match replay does: a game's draw `k` is released `k × GAP` of demo
//! time after the start (the first at once: the demo's first poll brings
//! a draw notice), dated the (Beijing) day of its release,
//! numbered after the newest draw stored when the replay started (so a
//! restarted demo goes on with new issues instead of repeating stored
//! ones), with the numbers of a recorded draw picked by the issue (so a
//! restarted demo does not repeat the numbers it replayed last). The
//! recorded prize lists are not in the shared data: a replayed notice has
//! none, as a notice before its prizes are announced.
//!
//! Each list also holds the newest recorded draws as they were (their real
//! issues and dates): a source's list is never empty, so the first poll is
//! taken (nothing new) instead of refused as `EMPTY`.

use chrono::{DateTime, Datelike, Duration, Utc};
use serde_json::{json, Value};

use crate::lottery::service::{parse_history, NewDraw};
use crate::lottery::Game;
use crate::sports::import::BEIJING;

/// The recorded draws (the shared data, also the demo's history).
pub(crate) const SSQ: &str = include_str!("../../tests/fixtures/draws/ssq.json");
pub(crate) const DLT: &str = include_str!("../../tests/fixtures/draws/dlt.json");

/// Demo time between two draws of a game.
pub const GAP: Duration = Duration::hours(3);
/// The games replayed (the shared data's draw history).
const GAMES: [Game; 2] = [Game::Ssq, Game::Dlt];
/// The newest recorded draws listed as they were.
pub const RECORDED_LISTED: usize = 3;
/// The most draws a list holds.
pub const LISTED: usize = 30;

/// The games the replay serves.
pub fn games() -> impl Iterator<Item = Game> {
    GAMES.into_iter()
}

struct GameReplay {
    game: Game,
    /// The recorded draws, oldest first (a replayed issue takes the numbers
    /// of the one its ordinal falls on).
    recorded: Vec<NewDraw>,
    /// The issue the replay numbers after.
    after: String,
}

/// The recorded draws of the replayed games on a timeline from `start`.
pub struct DrawReplay {
    start: DateTime<Utc>,
    speed: i32,
    games: Vec<GameReplay>,
}

/// Issues counted from year 0 (`YYYYNNN`; a year holds at most 999).
fn ordinal(issue: &str) -> i64 {
    let (year, seq) = issue.split_at(issue.len().min(4));
    let year: i64 = year.parse().unwrap_or(2026);
    let seq: i64 = seq.parse().unwrap_or(0);
    year * 999 + seq - 1
}

/// The `k`-th issue after `after`.
fn issue_after(after: &str, k: usize) -> String {
    let n = ordinal(after) + 1 + i64::try_from(k).unwrap_or(0);
    format!("{}{:03}", n / 999, n % 999 + 1)
}

const WEEKDAYS: [&str; 7] = ["一", "二", "三", "四", "五", "六", "日"];

impl DrawReplay {
    /// The replay from `start` at `speed`; `newest` the newest stored
    /// issue of each game (none: the newest recorded one).
    pub fn new(start: DateTime<Utc>, speed: i32, newest: &[(Game, String)]) -> Self {
        let games = GAMES
            .iter()
            .map(|game| {
                let text = if *game == Game::Ssq { SSQ } else { DLT };
                let mut recorded = parse_history(*game, text).unwrap_or_default();
                recorded.sort_by(|a, b| a.issue.cmp(&b.issue));
                let after = newest
                    .iter()
                    .find(|(g, _)| g == game)
                    .map(|(_, i)| i.clone())
                    .or_else(|| recorded.last().map(|d| d.issue.clone()))
                    .unwrap_or_else(|| "2026000".to_owned());
                GameReplay {
                    game: *game,
                    recorded,
                    after,
                }
            })
            .collect();
        Self {
            start,
            speed: speed.max(1),
            games,
        }
    }

    fn released(&self, k: usize) -> DateTime<Utc> {
        let k = i32::try_from(k).unwrap_or(i32::MAX);
        self.start + GAP * k / self.speed
    }

    /// `game`'s draws listed at `now`, newest first: the replayed draws
    /// released by then, then the newest recorded ones as they were.
    pub fn list(&self, game: Game, now: DateTime<Utc>) -> Vec<NewDraw> {
        let Some(g) = self.games.iter().find(|g| g.game == game) else {
            return Vec::new();
        };
        if g.recorded.is_empty() {
            return Vec::new();
        }
        let mut out: Vec<NewDraw> = (0..)
            .take_while(|k| self.released(*k) <= now)
            .map(|k| {
                let issue = issue_after(&g.after, k);
                let n = usize::try_from(ordinal(&issue)).unwrap_or(k);
                let d = &g.recorded[n % g.recorded.len()];
                NewDraw {
                    issue,
                    draw_date: self.released(k).with_timezone(&BEIJING).date_naive(),
                    main: d.main.clone(),
                    extra: d.extra.clone(),
                }
            })
            .collect();
        out.reverse();
        out.truncate(LISTED - RECORDED_LISTED);
        out.extend(g.recorded.iter().rev().take(RECORDED_LISTED).cloned());
        out
    }

    /// `game`'s notice list at `now` in its lottery's public shape.
    pub fn notices(&self, game: Game, now: DateTime<Utc>) -> Value {
        let two = |v: &[u8], sep: &str| {
            v.iter()
                .map(|n| format!("{n:02}"))
                .collect::<Vec<_>>()
                .join(sep)
        };
        let draws = self.list(game, now);
        if super::draw_notices::is_welfare(game) {
            let result: Vec<Value> = draws
                .iter()
                .map(|d| {
                    let wd = usize::try_from(d.draw_date.weekday().num_days_from_monday())
                        .map_or("", |i| WEEKDAYS[i % 7]);
                    json!({
                        "name": "双色球", "code": d.issue,
                        "date": format!("{}({wd})", d.draw_date.format("%Y-%m-%d")),
                        "red": two(&d.main, ","), "blue": two(&d.extra, ","),
                        "prizegrades": [], "poolmoney": "",
                    })
                })
                .collect();
            json!({"state": 0, "message": "查询成功", "total": result.len(), "result": result})
        } else {
            let list: Vec<Value> = draws
                .iter()
                .map(|d| {
                    json!({
                        "lotteryGameName": "超级大乐透",
                        // The gateway numbers 大乐透 with the year's last two digits.
                        "lotteryDrawNum": d.issue.get(2..).unwrap_or_default(),
                        "lotteryDrawResult": format!("{} {}", two(&d.main, " "), two(&d.extra, " ")),
                        "lotteryDrawTime": d.draw_date.format("%Y-%m-%d").to_string(),
                        "prizeLevelList": [], "poolBalanceAfterdraw": "",
                    })
                })
                .collect();
            json!({"success": true, "errorCode": "0", "errorMessage": "处理成功", "dataFrom": "replay",
                   "value": {"list": list, "pageNo": 1, "pages": 1, "total": list.len()}})
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::feed::draw_notices;

    fn at(s: &str) -> DateTime<Utc> {
        DateTime::parse_from_rfc3339(s).unwrap().with_timezone(&Utc)
    }

    #[test]
    fn issues_continue_after_the_newest_and_roll_over_the_year() {
        assert_eq!(issue_after("2026096", 0), "2026097");
        assert_eq!(issue_after("2026096", 3), "2026100");
        assert_eq!(issue_after("2026998", 1), "2027001");
    }

    #[test]
    fn the_replayed_notices_read_through_the_notice_adapters_on_their_timeline() {
        let start = at("2026-11-30T02:00:00Z");
        let r = DrawReplay::new(start, 12, &[(Game::Ssq, "2026120".to_owned())]);
        // At the start the first replayed draw of each game, then the
        // recorded ones as they were.
        for game in games() {
            let body = serde_json::to_vec(&r.notices(game, start)).unwrap();
            let draws = draw_notices::parse(game, &body).unwrap();
            assert_eq!(draws.len(), 1 + RECORDED_LISTED, "{game:?}");
        }
        // Dated today, numbered after the newest stored.
        let later = start + Duration::seconds(60);
        let body = serde_json::to_vec(&r.notices(Game::Ssq, later)).unwrap();
        let ssq = draw_notices::parse(Game::Ssq, &body).unwrap();
        assert_eq!(ssq.len(), RECORDED_LISTED + 1);
        assert_eq!(ssq[0].draw.issue, "2026121");
        assert_eq!(ssq[0].draw.draw_date.to_string(), "2026-11-30");
        // The numbers of a recorded draw; the next issue, another's.
        let history = parse_history(Game::Ssq, SSQ).unwrap();
        let numbers = |main: &Vec<u8>, extra: &Vec<u8>| {
            history
                .iter()
                .position(|h| (&h.main, &h.extra) == (main, extra))
                .expect("recorded numbers")
        };
        let first = numbers(&ssq[0].draw.main, &ssq[0].draw.extra);
        let body = serde_json::to_vec(&r.notices(Game::Dlt, later)).unwrap();
        let dlt = draw_notices::parse(Game::Dlt, &body).unwrap();
        // No 大乐透 stored: numbered after the newest recorded (26094).
        assert_eq!(dlt[0].draw.issue, "2026095");
        // Three hours of demo time (15 real minutes) later, the second;
        // not a moment before.
        let second = start + Duration::minutes(15);
        let before = r.list(Game::Ssq, second - Duration::seconds(1));
        assert_eq!(before[0].issue, "2026121");
        let ssq = r.list(Game::Ssq, second);
        assert_eq!(ssq[0].issue, "2026122");
        assert_eq!(ssq[1].issue, "2026121");
        assert_ne!(numbers(&ssq[0].main, &ssq[0].extra), first);
        // The recorded ones follow, as they were (newest first).
        assert_eq!(ssq[2].issue, "2026096");
        assert_eq!(ssq[2].draw_date.to_string(), "2026-08-20");
    }
}
