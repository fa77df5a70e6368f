//! The China Sports Lottery's public gateway shapes (中国体育彩票,
//! `webapi.sporttery.cn/gateway/…`), read whole before anything is written.
//!
//! Every answer is the same envelope: `{"success": true, "errorCode": "0",
//! "errorMessage": "处理成功", "value": {…}}`. The schedule with odds
//! (`getMatchCalculatorV1.qry`) lists sales days (`value.matchInfoList[]`)
//! with their matches (`subMatchList[]`): `matchId`, `matchNumStr`
//! (`周二003`), `matchDate` and `matchTime` (Beijing time of kickoff), the
//! league and team short names, one object per pool — `had`
//! (胜平负), `hhad` (让球胜平负, with `goalLine`), `crs` (比分: `s01s00` is
//! 1:0, `s1sh`/`s1sd`/`s1sa` the 其他), `ttg` (总进球 `s0`…`s7`), `hafu`
//! (半全场 `hh`…`aa`), each with the odds as text (`"2.55"`) and the
//! moment they were set (`updateDate`, `updateTime`); a pool not asked for
//! is `{}` — and `poolList[]` with each pool's single-bet flag (`single`).
//! `value.lastUpdateTime` is the source's own time of the list.
//!
//! A response is taken only when every match in it reads: one bad match,
//! a repeated id, an empty list or a refused envelope rejects the whole
//! response with a coded reason, and nothing is written.

use std::collections::{BTreeMap, HashSet};

use chrono::{DateTime, NaiveDate, NaiveDateTime, TimeZone, Utc};
use serde::Deserialize;
use serde_json::Value;

use crate::sports::import::{
    match_number, parse_odds, tenths, MatchState, NewMatch, NewOdds, BEIJING,
};
use crate::sports::PlayType;

/// Why a response was refused: a stable code (the log's and the metric's
/// label) and what was wrong.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Refused {
    pub code: &'static str,
    pub reason: String,
}

impl Refused {
    pub(super) fn new(code: &'static str, reason: impl Into<String>) -> Self {
        Self {
            code,
            reason: reason.into(),
        }
    }
}

/// The schedule with odds as read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Schedule {
    pub matches: Vec<NewMatch>,
    /// The source's own time of the list (`lastUpdateTime`).
    pub source_time: Option<DateTime<Utc>>,
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct Envelope {
    success: bool,
    #[serde(default)]
    error_code: Value,
    #[serde(default)]
    error_message: String,
    value: Option<Value>,
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct Calculator {
    match_info_list: Vec<Day>,
    #[serde(default)]
    last_update_time: Option<String>,
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct Day {
    #[serde(default)]
    sub_match_list: Vec<Value>,
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct RawMatch {
    match_id: i64,
    match_num_str: String,
    match_date: String,
    match_time: String,
    league_abb_name: String,
    home_team_abb_name: String,
    away_team_abb_name: String,
    #[serde(default)]
    had: Option<BTreeMap<String, Value>>,
    #[serde(default)]
    hhad: Option<BTreeMap<String, Value>>,
    #[serde(default)]
    crs: Option<BTreeMap<String, Value>>,
    #[serde(default)]
    ttg: Option<BTreeMap<String, Value>>,
    #[serde(default)]
    hafu: Option<BTreeMap<String, Value>>,
    #[serde(default)]
    pool_list: Vec<Pool>,
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct Pool {
    pool_code: String,
    #[serde(default)]
    single: i64,
}

/// The envelope's `value`, or why the source refused.
pub(super) fn value_of(body: &[u8]) -> Result<Value, Refused> {
    if body.iter().all(u8::is_ascii_whitespace) {
        return Err(Refused::new("EMPTY", "an empty body"));
    }
    let e: Envelope = serde_json::from_slice(body)
        .map_err(|e| Refused::new("MALFORMED", format!("not the gateway's envelope: {e}")))?;
    let code_ok = match &e.error_code {
        Value::String(s) => s == "0",
        Value::Number(n) => n.as_i64() == Some(0),
        Value::Null => true,
        _ => false,
    };
    if !e.success || !code_ok {
        return Err(Refused::new(
            "SOURCE_ERROR",
            format!("the source answered {}: {}", e.error_code, e.error_message),
        ));
    }
    e.value
        .ok_or_else(|| Refused::new("MALFORMED", "no value in the envelope"))
}

/// Beijing date and time text (`2026-08-22`, `19:35:00`) as UTC.
pub(super) fn beijing(date: &str, time: &str) -> Option<DateTime<Utc>> {
    let at = NaiveDateTime::parse_from_str(&format!("{date} {time}"), "%Y-%m-%d %H:%M:%S").ok()?;
    BEIJING
        .from_local_datetime(&at)
        .single()
        .map(|t| t.with_timezone(&Utc))
}

fn text<'a>(pool: &'a BTreeMap<String, Value>, key: &str) -> &'a str {
    pool.get(key).and_then(Value::as_str).unwrap_or_default()
}

/// Each pool's keys, in the play type's ticket order.
fn keys(play: PlayType) -> Vec<String> {
    match play {
        PlayType::Spf | PlayType::Rqspf => ["h", "d", "a"].map(String::from).to_vec(),
        PlayType::Zjq => (0..8).map(|n| format!("s{n}")).collect(),
        PlayType::Bqc => ["hh", "hd", "ha", "dh", "dd", "da", "ah", "ad", "aa"]
            .map(String::from)
            .to_vec(),
        PlayType::Bf => play
            .options()
            .iter()
            .map(|o| match *o {
                "胜其他" => "s1sh".to_owned(),
                "平其他" => "s1sd".to_owned(),
                "负其他" => "s1sa".to_owned(),
                score => {
                    let (h, a) = score.split_once(':').unwrap_or(("", ""));
                    format!("s{h:0>2}s{a:0>2}")
                }
            })
            .collect(),
        _ => Vec::new(),
    }
}

/// One pool's odds, or `None` for a pool not on offer (absent, `{}`, or
/// every option empty).
fn odds_of(
    play: PlayType,
    code: &str,
    pool: Option<&BTreeMap<String, Value>>,
    singles: &HashSet<String>,
) -> Result<Option<NewOdds>, String> {
    let Some(pool) = pool.filter(|p| !p.is_empty()) else {
        return Ok(None);
    };
    let mut odds = Vec::new();
    for key in keys(play) {
        let t = text(pool, &key);
        odds.push(if t.is_empty() {
            None
        } else {
            Some(parse_odds(t).ok_or_else(|| format!("{code}.{key}: odds {t:?}"))?)
        });
    }
    if odds.iter().all(Option::is_none) {
        return Ok(None);
    }
    // The moment the source set them keys the history row: a pool without
    // its own time is refused (the list's time changes with every
    // regeneration and would make every poll a new row).
    let recorded_at = beijing(text(pool, "updateDate"), text(pool, "updateTime"))
        .ok_or_else(|| format!("{code}: odds without the time they were set"))?;
    Ok(Some(NewOdds {
        play,
        odds,
        single: singles.contains(&code.to_uppercase()),
        recorded_at,
        source: "feed:sporttery".to_owned(),
    }))
}

fn read_match(raw: RawMatch) -> Result<NewMatch, String> {
    if match_number(&raw.match_num_str).is_none() {
        return Err(format!("matchNumStr {:?}", raw.match_num_str));
    }
    let match_date = NaiveDate::parse_from_str(&raw.match_date, "%Y-%m-%d")
        .map_err(|_| format!("matchDate {:?}", raw.match_date))?;
    let kickoff = beijing(&raw.match_date, &raw.match_time)
        .ok_or_else(|| format!("matchTime {:?}", raw.match_time))?;
    for (field, v) in [
        ("leagueAbbName", &raw.league_abb_name),
        ("homeTeamAbbName", &raw.home_team_abb_name),
        ("awayTeamAbbName", &raw.away_team_abb_name),
    ] {
        if v.trim().is_empty() || v.chars().count() > 40 {
            return Err(format!("{field} {v:?}"));
        }
    }
    let singles: HashSet<String> = raw
        .pool_list
        .iter()
        .filter(|p| p.single == 1)
        .map(|p| p.pool_code.to_uppercase())
        .collect();
    let handicap = match raw.hhad.as_ref().map(|p| text(p, "goalLine")) {
        None | Some("") => None,
        Some(line) => Some(tenths(line).ok_or_else(|| format!("hhad.goalLine {line:?}"))?),
    };
    let mut odds = Vec::new();
    for (play, code, pool) in [
        (PlayType::Spf, "had", raw.had.as_ref()),
        (PlayType::Rqspf, "hhad", raw.hhad.as_ref()),
        (PlayType::Bf, "crs", raw.crs.as_ref()),
        (PlayType::Zjq, "ttg", raw.ttg.as_ref()),
        (PlayType::Bqc, "hafu", raw.hafu.as_ref()),
    ] {
        if let Some(o) = odds_of(play, code, pool, &singles)? {
            odds.push(o);
        }
    }
    if odds.iter().any(|o| o.play == PlayType::Rqspf) && handicap.is_none() {
        return Err("hhad without its goalLine".to_owned());
    }
    Ok(NewMatch {
        source_id: format!("sporttery:{}", raw.match_id),
        match_num: raw.match_num_str,
        match_date,
        kickoff: Some(kickoff),
        league: raw.league_abb_name.trim().to_owned(),
        home: raw.home_team_abb_name.trim().to_owned(),
        away: raw.away_team_abb_name.trim().to_owned(),
        handicap,
        total_line: None,
        // The calculator lists what is on sale; a match's close and result
        // come from the clock and the result feed, never from here.
        state: MatchState::Selling,
        full: None,
        half: None,
        sample: false,
        issue: None,
        odds,
    })
}

/// Reads a 竞彩足球 schedule-with-odds response whole.
pub fn parse_calculator(body: &[u8]) -> Result<Schedule, Refused> {
    let value = value_of(body)?;
    let c: Calculator = serde_json::from_value(value)
        .map_err(|e| Refused::new("MALFORMED", format!("not a match calculator list: {e}")))?;
    let source_time = c
        .last_update_time
        .as_deref()
        .and_then(|t| t.split_once(' '))
        .and_then(|(d, t)| beijing(d, t));
    let mut seen = HashSet::new();
    let mut matches = Vec::new();
    for (d, day) in c.match_info_list.into_iter().enumerate() {
        for (n, raw) in day.sub_match_list.into_iter().enumerate() {
            let at = format!("matchInfoList[{d}].subMatchList[{n}]");
            let raw: RawMatch = serde_json::from_value(raw)
                .map_err(|e| Refused::new("INVALID_MATCH", format!("{at}: {e}")))?;
            let id = raw.match_id;
            let m = read_match(raw)
                .map_err(|e| Refused::new("INVALID_MATCH", format!("{at} (matchId {id}): {e}")))?;
            if !seen.insert(m.source_id.clone()) {
                return Err(Refused::new(
                    "DUPLICATE_ID",
                    format!("{at}: matchId {id} listed twice"),
                ));
            }
            matches.push(m);
        }
    }
    if matches.is_empty() {
        return Err(Refused::new("EMPTY", "no match in the list"));
    }
    Ok(Schedule {
        matches,
        source_time,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn body(matches: Value) -> Vec<u8> {
        serde_json::to_vec(&serde_json::json!({
            "success": true, "errorCode": "0", "errorMessage": "处理成功", "dataFrom": "", "emptyFlag": false,
            "value": {"matchInfoList": [{"businessDate": "2026-08-21", "subMatchList": matches}],
                      "lastUpdateTime": "2026-08-21 21:48:35", "totalCount": 1}
        }))
        .unwrap()
    }

    fn one() -> Value {
        serde_json::json!({
            "matchId": 2040962, "matchNum": 5003, "matchNumStr": "周五003", "businessDate": "2026-08-21",
            "matchDate": "2026-08-22", "matchTime": "00:00:00", "matchStatus": "Selling",
            "leagueAbbName": "沙职", "homeTeamAbbName": "利雅得", "awayTeamAbbName": "利雅胜利",
            "had": {"h": "10.00", "d": "6.00", "a": "1.16", "hf": "0", "updateDate": "2026-08-21", "updateTime": "21:16:21"},
            "hhad": {"goalLine": "+2", "h": "2.08", "d": "3.92", "a": "2.54", "updateDate": "2026-08-21", "updateTime": "20:00:00"},
            "crs": {}, "ttg": {}, "hafu": {},
            "poolList": [{"poolCode": "HAD", "single": 1}, {"poolCode": "HHAD", "single": 0}]
        })
    }

    #[test]
    fn a_match_reads_with_its_pools_times_and_single_flags() {
        let s = parse_calculator(&body(serde_json::json!([one()]))).unwrap();
        let m = &s.matches[0];
        assert_eq!(m.source_id, "sporttery:2040962");
        assert_eq!(m.match_num, "周五003");
        assert_eq!(m.kickoff, beijing("2026-08-22", "00:00:00"));
        assert_eq!(m.handicap, Some(20));
        assert_eq!(m.odds.len(), 2, "the empty pools are not on offer");
        assert_eq!(m.odds[0].odds, vec![Some(1000), Some(600), Some(116)]);
        assert!(m.odds[0].single && !m.odds[1].single);
        assert_eq!(
            m.odds[0].recorded_at,
            beijing("2026-08-21", "21:16:21").unwrap()
        );
        assert_eq!(s.source_time, beijing("2026-08-21", "21:48:35"));
    }

    #[test]
    fn score_keys_follow_the_ticket_order() {
        let k = keys(PlayType::Bf);
        assert_eq!(k.len(), PlayType::Bf.options().len());
        assert_eq!(k[0], "s01s00");
        assert!(k.contains(&"s1sd".to_owned()) && k.contains(&"s00s00".to_owned()));
    }

    #[test]
    fn any_bad_match_refuses_the_whole_response() {
        let mut bad = one();
        bad["had"]["h"] = "x".into();
        let e = parse_calculator(&body(serde_json::json!([one(), bad]))).unwrap_err();
        assert_eq!(e.code, "INVALID_MATCH");
        assert!(
            e.reason.contains("subMatchList[1]") && e.reason.contains("had.h"),
            "{}",
            e.reason
        );
        let e = parse_calculator(&body(serde_json::json!([one(), one()]))).unwrap_err();
        assert_eq!(e.code, "DUPLICATE_ID");
        assert_eq!(parse_calculator(b"").unwrap_err().code, "EMPTY");
        assert_eq!(
            parse_calculator(&body(serde_json::json!([])))
                .unwrap_err()
                .code,
            "EMPTY"
        );
        let whole = body(serde_json::json!([one()]));
        let e = parse_calculator(&whole[..whole.len() / 2]).unwrap_err();
        assert_eq!(e.code, "MALFORMED");
        let refused =
            br#"{"success": false, "errorCode": "500", "errorMessage": "busy", "value": null}"#;
        assert_eq!(parse_calculator(refused).unwrap_err().code, "SOURCE_ERROR");
    }
}
