//! The replay provider (issue 57): the recorded real 竞彩足球 matches (the
//! shared data's 179, with their real odds and results) served again in the
//! China Sports Lottery gateway's shapes, shifted to now, so a demo shows
//! real matches going on sale, kicking off, finishing and settling through
//! the same adapter, polls and settlement as a real source. The server
//! serves these answers on a local port when `--demo` and points its feeds
//! there; the feeds store the matches under `replay:` ids, and every page
//! labels them 回放数据 — they are never passed off as today's fixtures.
//!
//! The timeline runs on demo time, `speed` times faster than the clock:
//! match `i` (in the recorded order) kicks off `LEAD + i × GAP` of demo
//! time after the start, and its real result is released two hours of
//! demo time after its kickoff. What is on sale is what kicks off within
//! the next day of demo time (at most `ON_SALE` matches).

use chrono::{DateTime, Duration, Utc};
use serde::Deserialize;
use serde_json::{json, Value};

use crate::sports::import::BEIJING;

/// The recorded matches (the shared data, also the demo's history).
pub(crate) const RECORDED: &str = include_str!("../../tests/fixtures/matches/jczq.json");

/// Demo time from the start to the first kickoff.
pub const LEAD: Duration = Duration::minutes(30);
/// Demo time between two kickoffs.
pub const GAP: Duration = Duration::minutes(15);
/// Demo time from a kickoff to its result.
pub const RESULT_AFTER: Duration = Duration::hours(2);
/// The most matches on sale at once.
pub const ON_SALE: usize = 60;
/// The most results listed at once (the newest).
pub const RESULTS_LISTED: usize = 50;

#[derive(Deserialize)]
struct File {
    matches: Vec<Recorded>,
}

#[derive(Deserialize, Clone)]
#[serde(rename_all = "camelCase")]
struct Recorded {
    match_id: String,
    league: String,
    home: String,
    away: String,
    #[serde(default)]
    handicap: Option<String>,
    #[serde(default)]
    ft_score: Option<String>,
    #[serde(default)]
    ht_score: Option<String>,
    odds: RecordedOdds,
}

#[derive(Deserialize, Clone)]
struct RecordedOdds {
    #[serde(default)]
    had: Option<Value>,
    #[serde(default)]
    hhad: Option<Value>,
}

/// The recorded matches on a timeline from `start`.
#[derive(Clone)]
pub struct Replay {
    start: DateTime<Utc>,
    speed: i32,
    matches: Vec<Recorded>,
}

fn beijing_parts(at: DateTime<Utc>) -> (String, String) {
    let bj = at.with_timezone(&BEIJING);
    (
        bj.format("%Y-%m-%d").to_string(),
        bj.format("%H:%M:%S").to_string(),
    )
}

const WEEKDAYS: [&str; 7] = ["周一", "周二", "周三", "周四", "周五", "周六", "周日"];

impl Replay {
    /// The recorded matches that can be replayed whole (a result and 胜平负
    /// odds), on a timeline from `start` at `speed` (1 = real time).
    pub fn new(start: DateTime<Utc>, speed: i32) -> Self {
        let file: File = serde_json::from_str(RECORDED).unwrap_or(File {
            matches: Vec::new(),
        });
        let matches = file
            .matches
            .into_iter()
            .filter(|m| m.ft_score.is_some() && m.odds.had.is_some())
            .collect();
        Self {
            start,
            speed: speed.max(1),
            matches,
        }
    }

    /// How many matches the timeline holds.
    pub fn len(&self) -> usize {
        self.matches.len()
    }

    pub fn is_empty(&self) -> bool {
        self.matches.is_empty()
    }

    /// The real moment a demo offset from the start falls on.
    fn real(&self, demo: Duration) -> DateTime<Utc> {
        self.start + demo / self.speed
    }

    fn kickoff(&self, i: usize) -> DateTime<Utc> {
        let i = i32::try_from(i).unwrap_or(i32::MAX);
        self.real(LEAD + GAP * i)
    }

    fn released(&self, i: usize) -> DateTime<Utc> {
        let i = i32::try_from(i).unwrap_or(i32::MAX);
        self.real(LEAD + GAP * i + RESULT_AFTER)
    }

    fn envelope(value: Value) -> Value {
        json!({"success": true, "errorCode": "0", "errorMessage": "处理成功", "dataFrom": "replay", "value": value})
    }

    /// The match's number: the weekday of its (Beijing) kickoff and its
    /// place in the replay, as the gateway numbers a sales day.
    fn number(&self, i: usize) -> String {
        let day = self.kickoff(i).with_timezone(&BEIJING);
        let wd =
            usize::try_from(chrono::Datelike::weekday(&day).num_days_from_monday()).unwrap_or(0);
        format!("{}{:03}", WEEKDAYS[wd % 7], i % 999 + 1)
    }

    /// The schedule with odds at `now` (the match calculator's shape).
    pub fn calculator(&self, now: DateTime<Utc>) -> Value {
        let horizon = now + Duration::days(1) / self.speed;
        let (set_date, set_time) = beijing_parts(self.start);
        let pool = |odds: &Value, line: Option<&str>| {
            let mut p = json!({
                "h": odds.get("h").cloned().unwrap_or(Value::Null),
                "d": odds.get("d").cloned().unwrap_or(Value::Null),
                "a": odds.get("a").cloned().unwrap_or(Value::Null),
                "updateDate": set_date, "updateTime": set_time,
            });
            if let Some(l) = line {
                p["goalLine"] = json!(l);
            }
            p
        };
        let list: Vec<Value> = self
            .matches
            .iter()
            .enumerate()
            .filter(|(i, _)| self.kickoff(*i) > now && self.kickoff(*i) <= horizon)
            .take(ON_SALE)
            .map(|(i, m)| {
                let (date, time) = beijing_parts(self.kickoff(i));
                let hhad = match (&m.odds.hhad, m.handicap.as_deref()) {
                    (Some(o), Some(line)) => pool(o, Some(line)),
                    _ => json!({}),
                };
                json!({
                    "matchId": m.match_id.parse::<i64>().unwrap_or_default(),
                    "matchNumStr": self.number(i),
                    "matchDate": date, "matchTime": time, "matchStatus": "Selling",
                    "leagueAbbName": m.league, "homeTeamAbbName": m.home, "awayTeamAbbName": m.away,
                    "had": m.odds.had.as_ref().map(|o| pool(o, None)).unwrap_or(json!({})),
                    "hhad": hhad,
                    "crs": {}, "ttg": {}, "hafu": {},
                    "poolList": [{"poolCode": "HAD", "single": 1}, {"poolCode": "HHAD", "single": 0}],
                })
            })
            .collect();
        let (d, t) = beijing_parts(now);
        Self::envelope(json!({
            "matchInfoList": [{"businessDate": d.clone(), "subMatchList": list}],
            "lastUpdateTime": format!("{d} {t}"),
        }))
    }

    /// The results released by `now`, newest first (the result list's
    /// shape, one page).
    pub fn results(&self, now: DateTime<Utc>) -> Value {
        let mut list: Vec<Value> = self
            .matches
            .iter()
            .enumerate()
            .filter(|(i, _)| self.released(*i) <= now)
            .map(|(i, m)| {
                json!({
                    "matchId": m.match_id.parse::<i64>().unwrap_or_default(),
                    "matchNumStr": self.number(i),
                    "sectionsNo1": m.ht_score.clone().unwrap_or_default(),
                    "sectionsNo999": m.ft_score.clone().unwrap_or_default(),
                    "matchResultStatus": "2", "poolStatus": "Payout",
                })
            })
            .collect();
        list.reverse();
        list.truncate(RESULTS_LISTED);
        let (d, t) = beijing_parts(now);
        Self::envelope(json!({
            "matchResult": list, "pageNo": 1, "pages": 1,
            "lastUpdateTime": format!("{d} {t}"),
        }))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::feed::{csl, csl_results};
    use crate::sports::feed_results::Verdict;

    fn at(s: &str) -> DateTime<Utc> {
        DateTime::parse_from_rfc3339(s).unwrap().with_timezone(&Utc)
    }

    #[test]
    fn the_replay_reads_through_the_gateway_adapters_on_its_timeline() {
        let start = at("2026-11-30T02:00:00Z");
        let r = Replay::new(start, 12);
        assert!(r.len() > 150, "{}", r.len());
        // At the start: on sale what kicks off within a day of demo time
        // (2 h real at 12×), nothing released.
        let body = serde_json::to_vec(&r.calculator(start)).unwrap();
        let s = csl::parse_schedule(crate::sports::SportsGame::Jczq, &body).unwrap();
        // Kickoffs every 75 s from 2.5 min: 95 within the 2 h, capped.
        assert_eq!(s.matches.len(), ON_SALE);
        let first = &s.matches[0];
        assert_eq!(first.kickoff, Some(start + Duration::seconds(150)));
        let body = serde_json::to_vec(&r.results(start)).unwrap();
        assert!(csl_results::parse_results(&body)
            .unwrap()
            .results
            .is_empty());
        // 2.5 min + 10 min later the first result is out, official.
        let later = start + Duration::seconds(150 + 600);
        let page =
            csl_results::parse_results(&serde_json::to_vec(&r.results(later)).unwrap()).unwrap();
        assert_eq!(page.results.len(), 1);
        assert_eq!(page.results[0].source_id, first.source_id);
        assert!(matches!(page.results[0].verdict, Verdict::Final { .. }));
        // The first match is no longer on sale.
        let s = csl::parse_schedule(
            crate::sports::SportsGame::Jczq,
            &serde_json::to_vec(&r.calculator(later)).unwrap(),
        )
        .unwrap();
        assert!(s.matches.iter().all(|m| m.source_id != first.source_id));
    }
}
