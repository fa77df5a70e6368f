//! Importing sports matches, their odds and results from a JSON file in the
//! shared data's format (`data/matches/jczq/matches.json`: `{"game",
//! "matches": [...]}`, documented in its README). Every row is checked
//! before anything is written, and an error names the row's line in the
//! file and the field; running an import again changes nothing, while a
//! result or new odds arriving for a stored match are added.

use std::collections::{BTreeMap, HashMap, HashSet};

use chrono::{DateTime, FixedOffset, NaiveDate, NaiveDateTime, NaiveTime, TimeZone, Utc};
use sea_orm::sea_query::OnConflict;
use sea_orm::{ActiveModelTrait, ColumnTrait, EntityTrait, QueryFilter, Set};
use serde::Deserialize;
use serde_json::value::RawValue;

use super::outcome::{self, Line, Score};
use super::{PlayType, SportsGame};
use crate::kernel::{AppError, AppResult};
use entities::{sports_issue, sports_match, sports_odds};

/// A match as the file gives it, checked.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewMatch {
    pub source_id: String,
    pub match_num: String,
    pub match_date: NaiveDate,
    pub kickoff: Option<DateTime<Utc>>,
    pub league: String,
    pub home: String,
    pub away: String,
    pub handicap: Option<i32>,
    pub total_line: Option<i32>,
    pub state: MatchState,
    pub full: Option<(u16, u16)>,
    pub half: Option<(u16, u16)>,
    pub sample: bool,
    /// The 期 of a game sold by issue (传统足彩, 北京单场).
    pub issue: Option<String>,
    pub odds: Vec<NewOdds>,
}

/// A 期 of a game sold by issue, with its prize tiers once announced.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewIssue {
    pub issue: String,
    pub close_date: NaiveDate,
    pub prizes: Vec<PrizeTier>,
    pub sample: bool,
}

/// One prize tier of a 传统足彩 pool as announced: its winning bets and the
/// prize per bet.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct PrizeTier {
    /// `sfc14`, `rx9`, `bqc6`, `jq4`.
    pub pool: String,
    /// 1 for 一等奖.
    pub tier: u8,
    pub bets: u64,
    pub prize_fen: i64,
}

crate::stored_enum!(
    /// A match's sale and result state (stored as its code).
    #[derive(serde::Serialize, serde::Deserialize)]
    pub MatchState {
        Selling => "selling",
        Closed => "closed",
        Finished => "finished",
        /// 无效场次: declared invalid, every leg on it counts at odds 1.00.
        Void => "void",
    }
);

/// One play type's odds from one moment on.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewOdds {
    pub play: PlayType,
    /// Hundredths per option, in ticket order.
    pub odds: Vec<Option<i64>>,
    pub single: bool,
    pub recorded_at: DateTime<Utc>,
    pub source: String,
}

#[derive(Deserialize)]
struct File<'a> {
    game: String,
    #[serde(borrow)]
    matches: Vec<&'a RawValue>,
}

// Every field of the format is declared so an unknown one (a typo) is
// refused; the source's own ids and notes are read but not stored.
#[derive(Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
#[allow(dead_code)]
struct Row {
    id: String,
    #[serde(default)]
    match_id: Option<String>,
    match_num: String,
    date: String,
    kickoff: Option<String>,
    league: String,
    home: String,
    away: String,
    handicap: Option<String>,
    #[serde(default)]
    total: Option<String>,
    status: String,
    ft_score: Option<String>,
    ht_score: Option<String>,
    #[serde(default)]
    raw_score: Option<String>,
    odds: BTreeMap<String, Option<BTreeMap<String, String>>>,
    #[serde(default)]
    odds_source: BTreeMap<String, Option<String>>,
    #[serde(default)]
    had_single: Option<bool>,
    #[serde(default)]
    official_had_result: Option<String>,
    #[serde(default)]
    source: Option<String>,
    #[serde(default)]
    pre_match_had: Option<BTreeMap<String, String>>,
    #[serde(default)]
    sample: bool,
}

/// The odds blocks of the file's format: key → play type and, per option
/// in ticket order, its key in the block.
fn block(game: SportsGame, key: &str) -> Option<(PlayType, Vec<String>)> {
    let keys = |list: &[&str]| list.iter().map(|k| (*k).to_owned()).collect::<Vec<_>>();
    Some(match (game, key) {
        (SportsGame::Jczq, "had") => (PlayType::Spf, keys(&["h", "d", "a"])),
        (SportsGame::Jczq, "hhad") => (PlayType::Rqspf, keys(&["h", "d", "a"])),
        (SportsGame::Jczq, "ttg") => (
            PlayType::Zjq,
            keys(&["0", "1", "2", "3", "4", "5", "6", "7"]),
        ),
        (SportsGame::Jczq, "hafu") => (
            PlayType::Bqc,
            keys(&["hh", "hd", "ha", "dh", "dd", "da", "ah", "ad", "aa"]),
        ),
        (SportsGame::Jczq, "crs") => (
            PlayType::Bf,
            PlayType::Bf
                .options()
                .iter()
                .map(|o| match *o {
                    "胜其他" => "other_h".to_owned(),
                    "平其他" => "other_d".to_owned(),
                    "负其他" => "other_a".to_owned(),
                    score => score.to_owned(),
                })
                .collect(),
        ),
        _ => return None,
    })
}

/// A match number's sales weekday (0 = Monday) and its number within the
/// day: `周三001` → (2, "001"); `None` when it is not of that form.
pub fn match_number(match_num: &str) -> Option<(u32, &str)> {
    let rest = match_num.strip_prefix('周')?;
    let day = rest.chars().next()?;
    let weekday = "一二三四五六日".chars().position(|d| d == day)?;
    let number = &rest[day.len_utf8()..];
    (number.len() == 3 && number.bytes().all(|b| b.is_ascii_digit()))
        .then_some((weekday as u32, number))
}

/// The file's line of each byte offset.
fn line_at(text: &str, offset: usize) -> usize {
    text.as_bytes()[..offset.min(text.len())]
        .iter()
        .filter(|b| **b == b'\n')
        .count()
        + 1
}

/// Beijing time (UTC+8), which the lottery's dates and kickoffs are in.
pub const BEIJING: FixedOffset = match FixedOffset::east_opt(8 * 3600) {
    Some(offset) => offset,
    None => panic!("UTC+8 is a valid offset"),
};

/// "3.60" → 360, "125.0" → 12500, "1000" → 100000 (the official formats);
/// odds must be above 1.00.
pub fn parse_odds(text: &str) -> Option<i64> {
    let (whole, frac) = text.split_once('.').unwrap_or((text, ""));
    if whole.is_empty()
        || frac.len() > 2
        || !whole
            .bytes()
            .chain(frac.bytes())
            .all(|b| b.is_ascii_digit())
    {
        return None;
    }
    let hundredths =
        whole.parse::<i64>().ok()?.checked_mul(100)? + format!("{frac:0<2}").parse::<i64>().ok()?;
    (hundredths > 100).then_some(hundredths)
}

fn score(text: &str) -> Option<(u16, u16)> {
    let (h, a) = text.split_once(':')?;
    Some((h.trim().parse().ok()?, a.trim().parse().ok()?))
}

/// A line such as "-1", "+2", "-1.5", "178.5" in tenths.
pub fn tenths(text: &str) -> Option<i32> {
    let t = text.trim().trim_start_matches('+');
    let negative = t.starts_with('-');
    let t = t.trim_start_matches('-');
    let (whole, frac) = t.split_once('.').unwrap_or((t, "0"));
    if frac.len() != 1 {
        return None;
    }
    let v = whole.parse::<i32>().ok()?.checked_mul(10)? + frac.parse::<i32>().ok()?;
    Some(if negative { -v } else { v })
}

/// When a block's odds came into force: a snapshot's commit time where the
/// source names it, else the kickoff (closing odds), else the match day.
fn recorded_at(
    source: &str,
    kickoff: Option<DateTime<Utc>>,
    date: NaiveDate,
) -> Option<DateTime<Utc>> {
    if let Some(at) = source
        .split("(committed ")
        .nth(1)
        .and_then(|s| s.strip_suffix(')'))
    {
        return DateTime::parse_from_str(at, "%Y-%m-%d %H:%M:%S %z")
            .ok()
            .map(|t| t.with_timezone(&Utc));
    }
    kickoff.or_else(|| {
        BEIJING
            .from_local_datetime(&date.and_time(NaiveTime::MIN))
            .single()
            .map(|t| t.with_timezone(&Utc))
    })
}

/// Parses and checks a whole file; the first bad row stops it, naming its
/// line and field (`line 812, matches[41].ftScore: …`).
pub fn parse_matches(text: &str) -> AppResult<(SportsGame, Vec<NewMatch>)> {
    let file: File = serde_json::from_str(text)
        .map_err(|e| AppError::invalid("file", format!("is not a match list: {e}")))?;
    let game = SportsGame::from_code(&file.game)
        // Only 竞彩足球 has real data (the shared data's README); other games
        // get their own odds blocks with their files.
        .filter(|g| *g == SportsGame::Jczq)
        .ok_or_else(|| {
            AppError::invalid(
                "game",
                format!("\"{}\": the importer reads jczq", file.game),
            )
        })?;
    let mut seen = HashSet::new();
    let mut out = Vec::with_capacity(file.matches.len());
    for (i, raw) in file.matches.iter().enumerate() {
        let line = line_at(text, raw.get().as_ptr() as usize - text.as_ptr() as usize);
        let at = |field: &str| format!("line {line}, matches[{i}].{field}");
        let bad = |field: &str, why: String| AppError::invalid(at(field), why);
        let mut de = serde_json::Deserializer::from_str(raw.get());
        let row: Row = serde_path_to_error::deserialize(&mut de).map_err(|e| {
            // serde_json places its error within the row; name the file's line.
            let inner = e.inner();
            let text = inner.to_string();
            let why = text.split(" at line ").next().unwrap_or(&text).to_owned();
            let line = line + inner.line().saturating_sub(1);
            AppError::invalid(format!("line {line}, matches[{i}].{}", e.path()), why)
        })?;
        if row.id.trim().is_empty() || !seen.insert(row.id.clone()) {
            return Err(bad("id", "must be present and unique in the file".into()));
        }
        if match_number(&row.match_num).is_none() {
            return Err(bad(
                "matchNum",
                format!("\"{}\" is not like 周三001", row.match_num),
            ));
        }
        let match_date = NaiveDate::parse_from_str(&row.date, "%Y-%m-%d")
            .map_err(|_| bad("date", "must be YYYY-MM-DD".into()))?;
        let kickoff = match &row.kickoff {
            None => None,
            Some(k) => Some(
                NaiveDateTime::parse_from_str(k, "%Y-%m-%d %H:%M")
                    .ok()
                    .and_then(|t| BEIJING.from_local_datetime(&t).single())
                    .map(|t| t.with_timezone(&Utc))
                    .ok_or_else(|| bad("kickoff", "must be YYYY-MM-DD HH:MM (Beijing)".into()))?,
            ),
        };
        for (field, v) in [
            ("league", &row.league),
            ("home", &row.home),
            ("away", &row.away),
        ] {
            if v.trim().is_empty() || v.chars().count() > 40 {
                return Err(bad(field, "must be 1 to 40 characters".into()));
            }
        }
        let handicap = match &row.handicap {
            None => None,
            Some(h) => Some(tenths(h).ok_or_else(|| {
                bad(
                    "handicap",
                    format!("\"{h}\" is not a line such as -1 or +1.5"),
                )
            })?),
        };
        let total_line = match &row.total {
            None => None,
            Some(t) => Some(
                tenths(t)
                    .ok_or_else(|| bad("total", format!("\"{t}\" is not a total such as 178.5")))?,
            ),
        };
        let state = MatchState::from_code(&row.status)
            .map_err(|_| bad("status", "must be selling, closed, finished or void".into()))?;
        let full = match &row.ft_score {
            None => None,
            Some(s) => {
                Some(score(s).ok_or_else(|| bad("ftScore", format!("\"{s}\" is not home:away")))?)
            }
        };
        let half = match &row.ht_score {
            None => None,
            Some(s) => {
                Some(score(s).ok_or_else(|| bad("htScore", format!("\"{s}\" is not home:away")))?)
            }
        };
        match state {
            MatchState::Finished if full.is_none() => {
                return Err(bad("ftScore", "a finished match needs its score".into()))
            }
            MatchState::Void | MatchState::Selling | MatchState::Closed
                if full.is_some() || half.is_some() =>
            {
                return Err(bad(
                    "ftScore",
                    format!("a {} match has no score", state.code()),
                ))
            }
            _ => {}
        }
        if let (Some(f), Some(h)) = (full, half) {
            if h.0 > f.0 || h.1 > f.1 {
                return Err(bad("htScore", "exceeds the full-time score".into()));
            }
        }
        if let (Some(flag), Some((h, a))) = (&row.official_had_result, full) {
            let result = outcome::football(PlayType::Spf, Score::new(h, a), None, Line::default());
            if result.map(|o| ["H", "D", "A"][o]) != Some(flag.as_str()) {
                return Err(bad(
                    "officialHadResult",
                    format!("\"{flag}\" disagrees with the score"),
                ));
            }
        }
        let mut odds = Vec::new();
        for (key, prices) in &row.odds {
            let Some(prices) = prices else { continue };
            let (play, keys) = block(game, key)
                .ok_or_else(|| bad(&format!("odds.{key}"), "is not a pool of this game".into()))?;
            if play == PlayType::Rqspf && handicap.is_none() {
                return Err(bad("handicap", "让球 odds need the handicap".into()));
            }
            let mut list = Vec::with_capacity(keys.len());
            for k in &keys {
                let text = prices
                    .get(k)
                    .ok_or_else(|| bad(&format!("odds.{key}.{k}"), "is missing".into()))?;
                list.push(Some(parse_odds(text).ok_or_else(|| {
                    bad(
                        &format!("odds.{key}.{k}"),
                        format!("\"{text}\" is not odds above 1.00 such as 3.60"),
                    )
                })?));
            }
            if prices.len() != keys.len() {
                return Err(bad(
                    &format!("odds.{key}"),
                    format!("has {} options, the pool has {}", prices.len(), keys.len()),
                ));
            }
            let source = row
                .odds_source
                .get(key)
                .cloned()
                .flatten()
                .unwrap_or_default();
            let recorded_at = recorded_at(&source, kickoff, match_date).ok_or_else(|| {
                bad(
                    &format!("oddsSource.{key}"),
                    "has an unreadable time".into(),
                )
            })?;
            odds.push(NewOdds {
                play,
                odds: list,
                single: play == PlayType::Spf && row.had_single.unwrap_or(false),
                recorded_at,
                source,
            });
        }
        out.push(NewMatch {
            source_id: row.id,
            match_num: row.match_num,
            match_date,
            kickoff,
            league: row.league,
            home: row.home,
            away: row.away,
            handicap,
            total_line,
            state,
            full,
            half,
            sample: row.sample,
            issue: None,
            odds,
        });
    }
    Ok((game, out))
}

/// What an import did.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct ImportSummary {
    pub inserted: usize,
    /// Stored matches whose state or result the file moved on.
    pub updated: usize,
    pub unchanged: usize,
    /// Odds rows added (a new play type or a new moment).
    pub odds_added: usize,
}

fn same_identity(s: &sports_match::Model, m: &NewMatch) -> bool {
    s.match_num == m.match_num
        && s.match_date == m.match_date
        && s.home == m.home
        && s.away == m.away
        && s.league == m.league
        && s.sample == m.sample
        && s.issue == m.issue
}

fn result_of(m: &NewMatch) -> [Option<i32>; 4] {
    [
        m.full.map(|f| i32::from(f.0)),
        m.full.map(|f| i32::from(f.1)),
        m.half.map(|h| i32::from(h.0)),
        m.half.map(|h| i32::from(h.1)),
    ]
}

/// Stores `matches` of `game` in one transaction: new matches inserted,
/// identical ones left alone, a result or state the file moves on updated,
/// odds rows added when new. A match stored with other teams, number or
/// date, or odds stored for the same moment with other prices, stops the
/// import with nothing written. `progress(done, total)` as it goes.
pub async fn import(
    db: &sea_orm::DatabaseConnection,
    game: SportsGame,
    matches: &[NewMatch],
    progress: impl FnMut(usize, usize),
) -> AppResult<ImportSummary> {
    import_with_issues(db, game, matches, &[], progress).await
}

/// [`import`], and in the same transaction the game's issues: a new issue
/// inserted, a stored one's close date and prize tiers set to the given.
pub async fn import_with_issues(
    db: &sea_orm::DatabaseConnection,
    game: SportsGame,
    matches: &[NewMatch],
    issues: &[NewIssue],
    mut progress: impl FnMut(usize, usize),
) -> AppResult<ImportSummary> {
    let stored: HashMap<String, sports_match::Model> = sports_match::Entity::find()
        .filter(sports_match::Column::Game.eq(game.code()))
        .all(db)
        .await?
        .into_iter()
        .map(|m| (m.source_id.clone(), m))
        .collect();
    let ids: Vec<i64> = stored.values().map(|m| m.id).collect();
    let mut stored_odds: HashMap<(i64, String, DateTime<Utc>), serde_json::Value> = HashMap::new();
    for chunk in ids.chunks(500) {
        for o in sports_odds::Entity::find()
            .filter(sports_odds::Column::MatchId.is_in(chunk.iter().copied()))
            .all(db)
            .await?
        {
            stored_odds.insert((o.match_id, o.play, o.recorded_at), o.odds);
        }
    }
    // Decide everything before writing anything.
    for m in matches {
        if let Some(s) = stored.get(&m.source_id) {
            if !same_identity(s, m) {
                return Err(AppError::conflict(format!(
                    "{} is stored as {} {} v {} on {}; nothing was imported",
                    m.source_id, s.match_num, s.home, s.away, s.match_date
                )));
            }
            for o in &m.odds {
                let key = (s.id, o.play.code().to_owned(), o.recorded_at);
                if stored_odds
                    .get(&key)
                    .is_some_and(|v| *v != serde_json::json!(o.odds))
                {
                    return Err(AppError::conflict(format!(
                        "{} has other {} odds stored for {}; nothing was imported",
                        m.source_id,
                        o.play.name(),
                        o.recorded_at
                    )));
                }
            }
        }
    }
    let now = crate::kernel::clock::now();
    let total = matches.len();
    let mut summary = ImportSummary::default();
    let txn = crate::kernel::db::begin_on(db).await?;
    for (n, m) in matches.iter().enumerate() {
        let [fh, fa, hh, ha] = result_of(m);
        let id = match stored.get(&m.source_id) {
            Some(s) => {
                let moved = s.state != m.state.code()
                    || [s.ft_home, s.ft_away, s.ht_home, s.ht_away] != [fh, fa, hh, ha]
                    || s.kickoff != m.kickoff
                    || s.handicap != m.handicap
                    || s.total_line != m.total_line;
                if moved {
                    let mut row: sports_match::ActiveModel = s.clone().into();
                    row.state = Set(m.state.code().to_owned());
                    row.kickoff = Set(m.kickoff);
                    row.handicap = Set(m.handicap);
                    row.total_line = Set(m.total_line);
                    row.ft_home = Set(fh);
                    row.ft_away = Set(fa);
                    row.ht_home = Set(hh);
                    row.ht_away = Set(ha);
                    row.updated_at = Set(now);
                    row.update(&txn).await?;
                    summary.updated += 1;
                } else {
                    summary.unchanged += 1;
                }
                s.id
            }
            None => {
                let row = sports_match::ActiveModel {
                    game: Set(game.code().to_owned()),
                    source_id: Set(m.source_id.clone()),
                    match_num: Set(m.match_num.clone()),
                    match_date: Set(m.match_date),
                    kickoff: Set(m.kickoff),
                    league: Set(m.league.clone()),
                    home: Set(m.home.clone()),
                    away: Set(m.away.clone()),
                    handicap: Set(m.handicap),
                    total_line: Set(m.total_line),
                    state: Set(m.state.code().to_owned()),
                    ft_home: Set(fh),
                    ft_away: Set(fa),
                    ht_home: Set(hh),
                    ht_away: Set(ha),
                    sample: Set(m.sample),
                    issue: Set(m.issue.clone()),
                    created_at: Set(now),
                    updated_at: Set(now),
                    ..Default::default()
                };
                summary.inserted += 1;
                row.insert(&txn).await?.id
            }
        };
        let fresh: Vec<&NewOdds> = m
            .odds
            .iter()
            .filter(|o| !stored_odds.contains_key(&(id, o.play.code().to_owned(), o.recorded_at)))
            .collect();
        if !fresh.is_empty() {
            summary.odds_added += fresh.len();
            sports_odds::Entity::insert_many(fresh.iter().map(|o| sports_odds::ActiveModel {
                match_id: Set(id),
                play: Set(o.play.code().to_owned()),
                odds: Set(serde_json::json!(o.odds)),
                single: Set(o.single),
                recorded_at: Set(o.recorded_at),
                source: Set(o.source.clone()),
                created_at: Set(now),
                ..Default::default()
            }))
            .on_conflict(
                OnConflict::columns([
                    sports_odds::Column::MatchId,
                    sports_odds::Column::Play,
                    sports_odds::Column::RecordedAt,
                ])
                .do_nothing()
                .to_owned(),
            )
            .exec_without_returning(&txn)
            .await?;
        }
        if (n + 1) % 50 == 0 || n + 1 == total {
            progress(n + 1, total);
        }
    }
    for i in issues {
        store_issue(&txn, game, i, now).await?;
    }
    txn.commit().await?;
    Ok(summary)
}

async fn store_issue(
    txn: &sea_orm::DatabaseTransaction,
    game: SportsGame,
    i: &NewIssue,
    now: DateTime<Utc>,
) -> AppResult<()> {
    let prizes = serde_json::to_value(&i.prizes)
        .map_err(|e| AppError::internal(format!("prize tiers: {e}")))?;
    let stored = sports_issue::Entity::find()
        .filter(sports_issue::Column::Game.eq(game.code()))
        .filter(sports_issue::Column::Issue.eq(&i.issue))
        .one(txn)
        .await?;
    match stored {
        Some(s) if s.close_date == i.close_date && s.prizes == prizes && s.sample == i.sample => {}
        Some(s) => {
            let mut row: sports_issue::ActiveModel = s.into();
            row.close_date = Set(i.close_date);
            row.prizes = Set(prizes);
            row.sample = Set(i.sample);
            row.updated_at = Set(now);
            row.update(txn).await?;
        }
        None => {
            sports_issue::ActiveModel {
                game: Set(game.code().to_owned()),
                issue: Set(i.issue.clone()),
                close_date: Set(i.close_date),
                prizes: Set(prizes),
                sample: Set(i.sample),
                created_at: Set(now),
                updated_at: Set(now),
                ..Default::default()
            }
            .insert(txn)
            .await?;
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn odds_and_lines_read_the_official_formats() {
        assert_eq!(parse_odds("3.60"), Some(360));
        assert_eq!(parse_odds("125.0"), Some(12_500));
        assert_eq!(parse_odds("1000"), Some(100_000));
        assert_eq!(parse_odds("1.00"), None, "odds are above 1.00");
        assert_eq!(parse_odds("3.605"), None);
        assert_eq!(parse_odds("-2"), None);
        assert_eq!(parse_odds("3,6"), None);
        assert_eq!(tenths("-1"), Some(-10));
        assert_eq!(tenths("+2"), Some(20));
        assert_eq!(tenths("-1.5"), Some(-15));
        assert_eq!(tenths("178.5"), Some(1_785));
        assert_eq!(tenths("x"), None);
    }

    #[test]
    fn match_numbers_name_their_sales_day() {
        assert_eq!(match_number("周三001"), Some((2, "001")));
        assert_eq!(match_number("周日027"), Some((6, "027")));
        assert_eq!(match_number("周八001"), None);
        assert_eq!(match_number("周三01"), None);
        assert_eq!(match_number("周三0a1"), None);
    }

    #[test]
    fn snapshot_odds_date_from_their_commit() {
        let date = NaiveDate::from_ymd_opt(2026, 8, 22).unwrap();
        let at = recorded_at(
            "calculator-snapshot@6d7cc9b (committed 2026-08-22 17:15:07 +0800)",
            None,
            date,
        )
        .unwrap();
        assert_eq!(at.to_rfc3339(), "2026-08-22T09:15:07+00:00");
        let midnight = recorded_at("result-list", None, date).unwrap();
        assert_eq!(midnight.to_rfc3339(), "2026-08-21T16:00:00+00:00");
    }
}
