//! Sports matches as members read them: a day's matches of a game with
//! their results and the odds in force (the results pages and the
//! calculators' match lists), the days that have matches, one match, and a
//! match's odds history. Matches are public: no sign-in needed.

use std::collections::HashMap;

use chrono::{DateTime, Datelike, NaiveDate, Utc};
use sea_orm::{ColumnTrait, Condition, EntityTrait, QueryFilter, QueryOrder, QuerySelect};

use super::analysis::{form, head_to_head, Played, Record};
use super::import::{match_number, MatchState};
use super::outcome::{self, Line, Score};
use super::{PlayType, SportsGame};
use crate::kernel::{AppContext, AppError, AppResult};
use entities::{sports_match, sports_odds};

/// One play type's odds from one moment on.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OddsView {
    pub play: PlayType,
    /// Hundredths per option in ticket order (None: not offered).
    pub odds: Vec<Option<i64>>,
    pub single: bool,
    pub recorded_at: DateTime<Utc>,
}

/// A match with its result and the odds in force (the latest per play type).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MatchView {
    pub id: i64,
    pub game: SportsGame,
    pub match_num: String,
    pub match_date: NaiveDate,
    pub kickoff: Option<DateTime<Utc>>,
    pub league: String,
    pub home: String,
    pub away: String,
    pub handicap: Option<i32>,
    pub total_line: Option<i32>,
    pub state: MatchState,
    pub full: Option<(i32, i32)>,
    pub half: Option<(i32, i32)>,
    /// Generated sample fixtures: the pages say so, never real results.
    pub sample: bool,
    pub odds: Vec<OddsView>,
    /// The right option of each play type, once the result is in (none for
    /// a void match: every leg on it counts at 1.00).
    pub results: Vec<(PlayType, usize)>,
}

/// The right option of each of the game's play types for a finished
/// match, read by the rules with the line it was sold with.
fn results_of(m: &sports_match::Model, game: SportsGame) -> Vec<(PlayType, usize)> {
    let score = |a: Option<i32>, b: Option<i32>| {
        Some(Score::new(u16::try_from(a?).ok()?, u16::try_from(b?).ok()?))
    };
    let Some(full) = score(m.ft_home, m.ft_away).filter(|_| m.state == "finished") else {
        return Vec::new();
    };
    let half = score(m.ht_home, m.ht_away);
    let line = Line {
        handicap: m.handicap.unwrap_or(0),
        total: m.total_line.unwrap_or(0),
    };
    game.plays()
        .into_iter()
        // A 让球 / 让分 / 大小分 result needs the line it was sold with.
        .filter(|p| {
            !matches!(p, PlayType::Rqspf | PlayType::Rfsf | PlayType::BdSfgg)
                || m.handicap.is_some()
        })
        .filter(|p| *p != PlayType::Dxf || m.total_line.is_some())
        .filter_map(|p| {
            let right = match game {
                SportsGame::Jclq => outcome::basketball(p, full, line),
                _ => outcome::football(p, full, half, line),
            };
            right.map(|o| (p, o))
        })
        .collect()
}

fn odds_view(o: &sports_odds::Model) -> Option<OddsView> {
    Some(OddsView {
        play: PlayType::from_code(&o.play)?,
        odds: serde_json::from_value(o.odds.clone()).ok()?,
        single: o.single,
        recorded_at: o.recorded_at,
    })
}

fn view(m: sports_match::Model, odds: Vec<OddsView>) -> AppResult<MatchView> {
    let pair = |a: Option<i32>, b: Option<i32>| a.zip(b);
    let game = SportsGame::from_code(&m.game)
        .ok_or_else(|| AppError::internal(format!("match {} has game {}", m.id, m.game)))?;
    Ok(MatchView {
        id: m.id,
        game,
        results: results_of(&m, game),
        state: MatchState::from_code(&m.state)
            .ok_or_else(|| AppError::internal(format!("match {} has state {}", m.id, m.state)))?,
        full: pair(m.ft_home, m.ft_away),
        half: pair(m.ht_home, m.ht_away),
        match_num: m.match_num,
        match_date: m.match_date,
        kickoff: m.kickoff,
        league: m.league,
        home: m.home,
        away: m.away,
        handicap: m.handicap,
        total_line: m.total_line,
        sample: m.sample,
        odds,
    })
}

/// The odds in force for each of `ids`: the latest row per play type (one
/// query for the whole list).
async fn current_odds(ctx: &AppContext, ids: &[i64]) -> AppResult<HashMap<i64, Vec<OddsView>>> {
    let mut latest: HashMap<(i64, String), sports_odds::Model> = HashMap::new();
    for chunk in ids.chunks(500) {
        for o in sports_odds::Entity::find()
            .filter(sports_odds::Column::MatchId.is_in(chunk.iter().copied()))
            .all(&ctx.db)
            .await?
        {
            let key = (o.match_id, o.play.clone());
            if latest
                .get(&key)
                .is_none_or(|l| l.recorded_at < o.recorded_at)
            {
                latest.insert(key, o);
            }
        }
    }
    let mut out: HashMap<i64, Vec<OddsView>> = HashMap::new();
    for ((id, _), o) in latest {
        if let Some(v) = odds_view(&o) {
            out.entry(id).or_default().push(v);
        }
    }
    for list in out.values_mut() {
        list.sort_by_key(|o| o.play);
    }
    Ok(out)
}

/// Where a match sits in the day's list: its sales business day (the
/// weekday of its number, on or before its date: 周五003 can kick off after
/// midnight, dated Saturday) and then its number.
fn business_order(match_num: &str, date: NaiveDate) -> (NaiveDate, String) {
    match match_number(match_num) {
        Some((weekday, number)) => {
            let back = (i64::from(date.weekday().num_days_from_monday()) - i64::from(weekday))
                .rem_euclid(7);
            (date - chrono::Duration::days(back), number.to_owned())
        }
        None => (date, match_num.to_owned()),
    }
}

/// The matches of `game` on `date` (Beijing), in the order of the sales
/// business day and the match number.
pub async fn matches_on(
    ctx: &AppContext,
    game: SportsGame,
    date: NaiveDate,
) -> AppResult<Vec<MatchView>> {
    let mut rows = sports_match::Entity::find()
        .filter(sports_match::Column::Game.eq(game.code()))
        .filter(sports_match::Column::MatchDate.eq(date))
        .all(&ctx.db)
        .await?;
    rows.sort_by_cached_key(|m| business_order(&m.match_num, m.match_date));
    let ids: Vec<i64> = rows.iter().map(|m| m.id).collect();
    let mut odds = current_odds(ctx, &ids).await?;
    rows.into_iter()
        .map(|m| {
            let o = odds.remove(&m.id).unwrap_or_default();
            view(m, o)
        })
        .collect()
}

/// The days with matches of `game`, newest first, before `before` (when
/// given), at most `limit`.
pub async fn match_days(
    ctx: &AppContext,
    game: SportsGame,
    before: Option<NaiveDate>,
    limit: u64,
) -> AppResult<Vec<NaiveDate>> {
    let mut q = sports_match::Entity::find()
        .select_only()
        .column(sports_match::Column::MatchDate)
        .distinct()
        .filter(sports_match::Column::Game.eq(game.code()));
    if let Some(d) = before {
        q = q.filter(sports_match::Column::MatchDate.lt(d));
    }
    Ok(q.order_by_desc(sports_match::Column::MatchDate)
        .limit(limit)
        .into_tuple::<NaiveDate>()
        .all(&ctx.db)
        .await?)
}

/// One match, or `NOT_FOUND`.
pub async fn get(ctx: &AppContext, id: i64) -> AppResult<MatchView> {
    let m = sports_match::Entity::find_by_id(id)
        .one(&ctx.db)
        .await?
        .ok_or_else(|| AppError::not_found("no such match"))?;
    let odds = current_odds(ctx, &[id])
        .await?
        .remove(&id)
        .unwrap_or_default();
    view(m, odds)
}

/// Every odds change of a match for `play`, oldest first (the odds
/// movement chart).
pub async fn odds_history(ctx: &AppContext, id: i64, play: PlayType) -> AppResult<Vec<OddsView>> {
    Ok(sports_odds::Entity::find()
        .filter(sports_odds::Column::MatchId.eq(id))
        .filter(sports_odds::Column::Play.eq(play.code()))
        .order_by_asc(sports_odds::Column::RecordedAt)
        .all(&ctx.db)
        .await?
        .iter()
        .filter_map(odds_view)
        .collect())
}

/// The analysis of a match (sportsAnalyse): both teams' form over their
/// last `last` finished matches before it, their head-to-head record, and
/// the goal statistics inside each record.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AnalysisView {
    pub home: Record,
    pub away: Record,
    /// From the home team's side.
    pub head_to_head: Record,
}

/// The most earlier matches an analysis reads.
pub const ANALYSIS_HISTORY: u64 = 500;

pub async fn analysis(ctx: &AppContext, id: i64, last: usize) -> AppResult<AnalysisView> {
    let m = sports_match::Entity::find_by_id(id)
        .one(&ctx.db)
        .await?
        .ok_or_else(|| AppError::not_found("no such match"))?;
    let earlier = sports_match::Entity::find()
        .filter(sports_match::Column::Game.eq(m.game.clone()))
        .filter(sports_match::Column::State.eq(MatchState::Finished.code()))
        .filter(sports_match::Column::MatchDate.lt(m.match_date))
        .filter(
            Condition::any()
                .add(sports_match::Column::Home.is_in([m.home.clone(), m.away.clone()]))
                .add(sports_match::Column::Away.is_in([m.home.clone(), m.away.clone()])),
        )
        .order_by_desc(sports_match::Column::MatchDate)
        .order_by_desc(sports_match::Column::Id)
        .limit(ANALYSIS_HISTORY)
        .all(&ctx.db)
        .await?;
    let history: Vec<Played> = earlier
        .into_iter()
        .filter_map(|e| {
            Some(Played {
                home_goals: u16::try_from(e.ft_home?).ok()?,
                away_goals: u16::try_from(e.ft_away?).ok()?,
                home: e.home,
                away: e.away,
            })
        })
        .collect();
    Ok(AnalysisView {
        home: form(&history, &m.home, last),
        away: form(&history, &m.away, last),
        head_to_head: head_to_head(&history, &m.home, &m.away, last),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_day_lists_matches_by_business_day_then_number() {
        let monday = NaiveDate::from_ymd_opt(2026, 8, 24).unwrap();
        let sunday = NaiveDate::from_ymd_opt(2026, 8, 23).unwrap();
        assert_eq!(business_order("周日027", monday), (sunday, "027".into()));
        assert_eq!(business_order("周一001", monday), (monday, "001".into()));
        assert!(business_order("周日027", monday) < business_order("周一001", monday));
    }
}
