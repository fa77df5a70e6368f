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
//! 竞彩篮球's calculator (`…/jc/basketball/getMatchCalculatorV1.qry`) is
//! the same list with the basketball pools: `mnl` (胜负: `h`, `a`), `hdc`
//! (让分胜负: `h`, `a`, the home side's line in `goalLine`, e.g. `-5.5`)
//! and `hilo` (大小分: `h` 大, `l` 小, the total in `goalLine`, e.g.
//! `215.5`). Its `wnm` pool (胜分差) is not read: no public client of the
//! gateway shows its option keys, and a guessed key would put wrong odds
//! on sale; 胜分差 odds stay staff-entered or imported.
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
use crate::sports::{PlayType, SportsGame};

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
    mnl: Option<BTreeMap<String, Value>>,
    #[serde(default)]
    hdc: Option<BTreeMap<String, Value>>,
    #[serde(default)]
    hilo: Option<BTreeMap<String, Value>>,
    #[serde(default)]
    pool_list: Vec<Pool>,
}

/// A pool as a match lists it: the play, its code, its object if listed.
type ListedPool<'a> = (PlayType, &'static str, Option<&'a BTreeMap<String, Value>>);

impl RawMatch {
    /// The pools a game's calculator lists, by their code, in the order
    /// the odds are kept.
    fn pools(&self, game: SportsGame) -> Vec<ListedPool<'_>> {
        match game {
            SportsGame::Jclq => vec![
                (PlayType::Sf, "mnl", self.mnl.as_ref()),
                (PlayType::Rfsf, "hdc", self.hdc.as_ref()),
                (PlayType::Dxf, "hilo", self.hilo.as_ref()),
            ],
            _ => vec![
                (PlayType::Spf, "had", self.had.as_ref()),
                (PlayType::Rqspf, "hhad", self.hhad.as_ref()),
                (PlayType::Bf, "crs", self.crs.as_ref()),
                (PlayType::Zjq, "ttg", self.ttg.as_ref()),
                (PlayType::Bqc, "hafu", self.hafu.as_ref()),
            ],
        }
    }
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
        PlayType::Sf | PlayType::Rfsf => ["h", "a"].map(String::from).to_vec(),
        PlayType::Dxf => ["h", "l"].map(String::from).to_vec(),
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

/// A pool's line (`goalLine`: a handicap such as `-1` or `+5.5`, a total
/// such as `215.5`) in tenths; `None` when the pool is not listed. A pool
/// on offer without its line is refused: its odds mean nothing without it.
fn line_of(
    code: &str,
    pool: Option<&BTreeMap<String, Value>>,
    odds: &[NewOdds],
    play: PlayType,
) -> Result<Option<i32>, String> {
    let line = match pool.map(|p| text(p, "goalLine")) {
        None | Some("") => None,
        Some(line) => Some(tenths(line).ok_or_else(|| format!("{code}.goalLine {line:?}"))?),
    };
    if line.is_none() && odds.iter().any(|o| o.play == play) {
        return Err(format!("{code} without its goalLine"));
    }
    Ok(line)
}

fn read_match(game: SportsGame, raw: RawMatch) -> Result<NewMatch, String> {
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
    let mut odds = Vec::new();
    for (play, code, pool) in raw.pools(game) {
        if let Some(o) = odds_of(play, code, pool, &singles)? {
            odds.push(o);
        }
    }
    let (handicap, total_line) = match game {
        SportsGame::Jclq => (
            line_of("hdc", raw.hdc.as_ref(), &odds, PlayType::Rfsf)?,
            line_of("hilo", raw.hilo.as_ref(), &odds, PlayType::Dxf)?,
        ),
        _ => (
            line_of("hhad", raw.hhad.as_ref(), &odds, PlayType::Rqspf)?,
            None,
        ),
    };
    Ok(NewMatch {
        source_id: format!("sporttery:{}", raw.match_id),
        match_num: raw.match_num_str,
        match_date,
        kickoff: Some(kickoff),
        league: raw.league_abb_name.trim().to_owned(),
        home: raw.home_team_abb_name.trim().to_owned(),
        away: raw.away_team_abb_name.trim().to_owned(),
        handicap,
        total_line,
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

/// Reads a 竞彩足球 (`Jczq`) or 竞彩篮球 (`Jclq`) schedule-with-odds
/// response whole.
pub fn parse_schedule(game: SportsGame, body: &[u8]) -> Result<Schedule, Refused> {
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
            let m = read_match(game, raw)
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
    // A list in which no match has any of this game's pools is another
    // game's calculator (a feed pointed at the wrong URL): its matches
    // must not go on sale as this game's.
    if matches.iter().all(|m| m.odds.is_empty()) {
        return Err(Refused::new(
            "WRONG_GAME",
            format!("no match lists a pool of {}", game.name()),
        ));
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
        let s = parse_schedule(SportsGame::Jczq, &body(serde_json::json!([one()]))).unwrap();
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

    fn basketball() -> Value {
        serde_json::json!({
            "matchId": 1029472, "matchNumStr": "周二301", "businessDate": "2026-12-01",
            "matchDate": "2026-12-02", "matchTime": "08:30:00", "matchStatus": "Selling",
            "leagueAbbName": "美职篮", "homeTeamAbbName": "湖人", "awayTeamAbbName": "凯尔特人",
            "mnl": {"h": "1.42", "a": "2.11", "updateDate": "2026-12-01", "updateTime": "10:00:00"},
            "hdc": {"goalLine": "-5.5", "h": "1.70", "a": "1.70", "updateDate": "2026-12-01", "updateTime": "11:00:00"},
            "hilo": {"goalLine": "215.5", "h": "1.75", "l": "1.65", "updateDate": "2026-12-01", "updateTime": "12:00:00"},
            "wnm": {},
            "poolList": [{"poolCode": "MNL", "single": 1}, {"poolCode": "HDC", "single": 0}]
        })
    }

    #[test]
    fn a_basketball_match_reads_its_pools_and_both_lines() {
        let s = parse_schedule(SportsGame::Jclq, &body(serde_json::json!([basketball()]))).unwrap();
        let m = &s.matches[0];
        assert_eq!(m.source_id, "sporttery:1029472");
        assert_eq!((m.handicap, m.total_line), (Some(-55), Some(2155)));
        let plays: Vec<PlayType> = m.odds.iter().map(|o| o.play).collect();
        assert_eq!(plays, [PlayType::Sf, PlayType::Rfsf, PlayType::Dxf]);
        assert_eq!(m.odds[0].odds, vec![Some(142), Some(211)]);
        assert_eq!(m.odds[2].odds, vec![Some(175), Some(165)]);
        assert!(m.odds[0].single && !m.odds[1].single && !m.odds[2].single);
        assert_eq!(
            m.odds[2].recorded_at,
            beijing("2026-12-01", "12:00:00").unwrap()
        );

        // A line's pool on offer without its line is refused, whole.
        let mut bad = basketball();
        bad["hilo"]["goalLine"] = "".into();
        let e = parse_schedule(SportsGame::Jclq, &body(serde_json::json!([bad]))).unwrap_err();
        assert_eq!(e.code, "INVALID_MATCH");
        assert!(
            e.reason.contains("hilo without its goalLine"),
            "{}",
            e.reason
        );
        let mut bad = basketball();
        bad["hdc"]["goalLine"] = "-5.55".into();
        let e = parse_schedule(SportsGame::Jclq, &body(serde_json::json!([bad]))).unwrap_err();
        assert!(e.reason.contains("hdc.goalLine"), "{}", e.reason);
        // A basketball list read as football's (a feed pointed at the
        // wrong URL) is refused, and the other way round.
        let e =
            parse_schedule(SportsGame::Jczq, &body(serde_json::json!([basketball()]))).unwrap_err();
        assert_eq!(e.code, "WRONG_GAME");
        let e = parse_schedule(SportsGame::Jclq, &body(serde_json::json!([one()]))).unwrap_err();
        assert_eq!(e.code, "WRONG_GAME");
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
        let e =
            parse_schedule(SportsGame::Jczq, &body(serde_json::json!([one(), bad]))).unwrap_err();
        assert_eq!(e.code, "INVALID_MATCH");
        assert!(
            e.reason.contains("subMatchList[1]") && e.reason.contains("had.h"),
            "{}",
            e.reason
        );
        let e =
            parse_schedule(SportsGame::Jczq, &body(serde_json::json!([one(), one()]))).unwrap_err();
        assert_eq!(e.code, "DUPLICATE_ID");
        assert_eq!(
            parse_schedule(SportsGame::Jczq, b"").unwrap_err().code,
            "EMPTY"
        );
        assert_eq!(
            parse_schedule(SportsGame::Jczq, &body(serde_json::json!([])))
                .unwrap_err()
                .code,
            "EMPTY"
        );
        let whole = body(serde_json::json!([one()]));
        let e = parse_schedule(SportsGame::Jczq, &whole[..whole.len() / 2]).unwrap_err();
        assert_eq!(e.code, "MALFORMED");
        let refused =
            br#"{"success": false, "errorCode": "500", "errorMessage": "busy", "value": null}"#;
        assert_eq!(
            parse_schedule(SportsGame::Jczq, refused).unwrap_err().code,
            "SOURCE_ERROR"
        );
    }
}
