//! Sports matches as members read them: a day's matches of a game with
//! their results and the odds in force (the results pages and the
//! calculators' match lists), the days that have matches, one match, and a
//! match's odds history. Matches are public: no sign-in needed.

use std::collections::HashMap;

use chrono::{DateTime, Datelike, NaiveDate, Utc};
use sea_orm::{ColumnTrait, Condition, EntityTrait, QueryFilter, QueryOrder, QuerySelect};

use super::analysis::{form, head_to_head, Played, Record};
use super::bonus::Rounding;
use super::ctzq::{pool_results, MatchResult, Pool, Ticket};
use super::import::{match_number, MatchState, PrizeTier};
use super::outcome::{self, Line, Score};
use super::parlay::{settle, Decided, Outcome, Selection, Settlement};
use super::{PlayType, SportsGame};
use crate::kernel::{AppContext, AppError, AppResult};
use entities::{sports_issue, sports_match, sports_odds};

/// One play type's odds from one moment on.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct OddsView {
    pub play: PlayType,
    /// Hundredths per option in ticket order (None: not offered).
    pub odds: Vec<Option<i64>>,
    pub single: bool,
    pub recorded_at: DateTime<Utc>,
}

/// A match with its result and the odds in force (the latest per play type).
/// Events carry it whole (staff changes), so subscribers read nothing.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
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
    /// Recorded real matches replayed by the demo (回放数据): the pages say
    /// so, never today's fixtures.
    pub replay: bool,
    /// The 期 (传统足彩, 北京单场).
    pub issue: Option<String>,
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
        state: MatchState::from_code(&m.state)?,
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
        replay: m.source_id.starts_with(super::feed_apply::REPLAY_PREFIX),
        issue: m.issue,
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
    views_by_id(ctx, &[id])
        .await?
        .remove(&id)
        .ok_or_else(|| AppError::not_found("no such match"))
}

/// Every odds change of each (match, play type) pair, oldest first (the
/// odds movement chart), in one query for any number of pairs.
pub async fn odds_histories(
    ctx: &AppContext,
    keys: &[(i64, PlayType)],
) -> AppResult<HashMap<(i64, PlayType), Vec<OddsView>>> {
    let mut ids: Vec<i64> = keys.iter().map(|k| k.0).collect();
    ids.sort_unstable();
    ids.dedup();
    let mut plays: Vec<&str> = keys.iter().map(|k| k.1.code()).collect();
    plays.sort_unstable();
    plays.dedup();
    let mut out: HashMap<(i64, PlayType), Vec<OddsView>> =
        keys.iter().map(|k| (*k, Vec::new())).collect();
    if keys.is_empty() {
        return Ok(out);
    }
    for o in sports_odds::Entity::find()
        .filter(sports_odds::Column::MatchId.is_in(ids))
        .filter(sports_odds::Column::Play.is_in(plays))
        .order_by_asc(sports_odds::Column::RecordedAt)
        .order_by_asc(sports_odds::Column::Id)
        .all(&ctx.db)
        .await?
    {
        if let Some(v) = odds_view(&o) {
            // Only the pairs asked for (the query reads the cross product).
            if let Some(list) = out.get_mut(&(o.match_id, v.play)) {
                list.push(v);
            }
        }
    }
    Ok(out)
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

/// The analysis of many matches in two queries: the matches, then the
/// finished matches of any of their teams before the latest of them, read
/// once and filtered per match (the results page's list asking for every
/// match's analysis). At most [`ANALYSIS_HISTORY`] earlier matches per
/// match asked for are read. A key whose match does not exist is absent.
pub async fn analyses(
    ctx: &AppContext,
    keys: &[(i64, usize)],
) -> AppResult<HashMap<(i64, usize), AnalysisView>> {
    let mut ids: Vec<i64> = keys.iter().map(|k| k.0).collect();
    ids.sort_unstable();
    ids.dedup();
    let targets = sports_match::Entity::find()
        .filter(sports_match::Column::Id.is_in(ids.iter().copied()))
        .all(&ctx.db)
        .await?;
    let Some(latest) = targets.iter().map(|m| m.match_date).max() else {
        return Ok(HashMap::new());
    };
    let mut teams: Vec<String> = targets
        .iter()
        .flat_map(|m| [m.home.clone(), m.away.clone()])
        .collect();
    teams.sort_unstable();
    teams.dedup();
    let mut games: Vec<String> = targets.iter().map(|m| m.game.clone()).collect();
    games.sort_unstable();
    games.dedup();
    let earlier = sports_match::Entity::find()
        .filter(sports_match::Column::Game.is_in(games))
        .filter(sports_match::Column::State.eq(MatchState::Finished.code()))
        .filter(sports_match::Column::MatchDate.lt(latest))
        .filter(
            Condition::any()
                .add(sports_match::Column::Home.is_in(teams.iter().cloned()))
                .add(sports_match::Column::Away.is_in(teams)),
        )
        .order_by_desc(sports_match::Column::MatchDate)
        .order_by_desc(sports_match::Column::Id)
        .limit(ANALYSIS_HISTORY * ids.len() as u64)
        .all(&ctx.db)
        .await?;
    let mut out = HashMap::new();
    for &(id, last) in keys {
        let Some(m) = targets.iter().find(|t| t.id == id) else {
            continue;
        };
        let history: Vec<Played> = earlier
            .iter()
            .filter(|e| e.game == m.game && e.match_date < m.match_date)
            .filter(|e| {
                [&m.home, &m.away]
                    .iter()
                    .any(|t| **t == e.home || **t == e.away)
            })
            .take(ANALYSIS_HISTORY as usize)
            .filter_map(|e| {
                Some(Played {
                    home_goals: u16::try_from(e.ft_home?).ok()?,
                    away_goals: u16::try_from(e.ft_away?).ok()?,
                    home: e.home.clone(),
                    away: e.away.clone(),
                })
            })
            .collect();
        out.insert(
            (id, last),
            AnalysisView {
                home: form(&history, &m.home, last),
                away: form(&history, &m.away, last),
                head_to_head: head_to_head(&history, &m.home, &m.away, last),
            },
        );
    }
    Ok(out)
}

/// A 期 of a game sold by issue, with its matches in issue order and the
/// prize tiers once announced.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct IssueView {
    pub game: SportsGame,
    pub issue: String,
    pub close_date: NaiveDate,
    pub sample: bool,
    pub prizes: Vec<PrizeTier>,
    pub matches: Vec<MatchView>,
}

impl IssueView {
    /// A 传统足彩 pool's results (`ctzq::pool_results`), `None` while one is
    /// still missing.
    pub fn results(&self, pool: Pool) -> Option<Vec<Option<usize>>> {
        let read: Vec<MatchResult> = self
            .matches
            .iter()
            .map(|m| match (m.state, m.full) {
                (MatchState::Void, _) => MatchResult::Cancelled,
                (MatchState::Finished, Some((h, a))) => {
                    let score = |h: i32, a: i32| {
                        Some(Score::new(u16::try_from(h).ok()?, u16::try_from(a).ok()?))
                    };
                    match score(h, a) {
                        Some(full) => MatchResult::Played {
                            full,
                            half: m.half.and_then(|(h, a)| score(h, a)),
                        },
                        None => MatchResult::Pending,
                    }
                }
                _ => MatchResult::Pending,
            })
            .collect();
        pool_results(pool, &read)
    }
}

/// The issues of `game`, newest first, closing before `before` (when
/// given), at most `limit`: number, close date and sample flag.
pub async fn issues(
    ctx: &AppContext,
    game: SportsGame,
    before: Option<NaiveDate>,
    limit: u64,
) -> AppResult<Vec<(String, NaiveDate, bool)>> {
    let mut q = sports_issue::Entity::find().filter(sports_issue::Column::Game.eq(game.code()));
    if let Some(d) = before {
        q = q.filter(sports_issue::Column::CloseDate.lt(d));
    }
    Ok(q.order_by_desc(sports_issue::Column::CloseDate)
        .order_by_desc(sports_issue::Column::Issue)
        .limit(limit)
        .all(&ctx.db)
        .await?
        .into_iter()
        .map(|i| (i.issue, i.close_date, i.sample))
        .collect())
}

/// One issue with its matches, or `NOT_FOUND`.
pub async fn issue(ctx: &AppContext, game: SportsGame, issue: &str) -> AppResult<IssueView> {
    let i = sports_issue::Entity::find()
        .filter(sports_issue::Column::Game.eq(game.code()))
        .filter(sports_issue::Column::Issue.eq(issue))
        .one(&ctx.db)
        .await?
        .ok_or_else(|| AppError::not_found(format!("no {} issue {issue}", game.name())))?;
    let mut rows = sports_match::Entity::find()
        .filter(sports_match::Column::Game.eq(game.code()))
        .filter(sports_match::Column::Issue.eq(issue))
        .all(&ctx.db)
        .await?;
    rows.sort_by(|a, b| a.match_num.cmp(&b.match_num));
    let ids: Vec<i64> = rows.iter().map(|m| m.id).collect();
    let mut odds = current_odds(ctx, &ids).await?;
    let matches = rows
        .into_iter()
        .map(|m| {
            let o = odds.remove(&m.id).unwrap_or_default();
            view(m, o)
        })
        .collect::<AppResult<Vec<_>>>()?;
    let prizes = serde_json::from_value(i.prizes)
        .map_err(|e| AppError::internal(format!("issue {issue}'s prize tiers: {e}")))?;
    Ok(IssueView {
        game,
        issue: i.issue,
        close_date: i.close_date,
        sample: i.sample,
        prizes,
        matches,
    })
}

/// A 传统足彩 ticket checked against an issue: winning bets per tier with
/// the tier's prize per bet, and what the ticket won at `multiple`.
/// `None` while the issue's results are not all in.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CtzqCheck {
    /// Per tier (一等奖 first): winning bets, prize per bet (0 until announced).
    pub tiers: Vec<(u64, i64)>,
    pub won_fen: i64,
    /// Whether the prizes are announced (else `won_fen` counts none).
    pub announced: bool,
}

pub async fn check_ctzq(
    ctx: &AppContext,
    issue_no: &str,
    ticket: &Ticket,
    multiple: u32,
) -> AppResult<Option<CtzqCheck>> {
    ticket.quote(multiple)?;
    let issue = issue(ctx, SportsGame::Ctzq, issue_no).await?;
    let Some(results) = issue.results(ticket.pool) else {
        return Ok(None);
    };
    let winning = ticket.winning_bets(&results)?;
    let announced = issue.prizes.iter().any(|p| p.pool == ticket.pool.code());
    let mut won_fen: i64 = 0;
    let tiers = winning
        .iter()
        .enumerate()
        .map(|(n, bets)| {
            let prize = issue
                .prizes
                .iter()
                .find(|p| p.pool == ticket.pool.code() && usize::from(p.tier) == n + 1)
                .map_or(0, |p| p.prize_fen);
            let bets_i = i64::try_from(*bets).unwrap_or(i64::MAX);
            won_fen = won_fen.saturating_add(
                prize
                    .saturating_mul(bets_i)
                    .saturating_mul(i64::from(multiple)),
            );
            (*bets, prize)
        })
        .collect();
    Ok(Some(CtzqCheck {
        tiers,
        won_fen,
        announced,
    }))
}

/// The outcome of a stored match for settling a selection: a void match
/// counts every leg at 1.00; a finished one gives the right option of each
/// play type, and for 北单 the SP in force after the match (the 开奖SP) as
/// the price that pays.
fn outcome_of(m: &MatchView) -> Outcome {
    match m.state {
        MatchState::Void => Outcome::Cancelled,
        MatchState::Finished => Outcome::Decided(
            m.results
                .iter()
                .map(|(play, option)| Decided {
                    play: *play,
                    option: *option,
                    sp: (m.game == SportsGame::Bjdc)
                        .then(|| {
                            m.odds
                                .iter()
                                .find(|o| o.play == *play)
                                .and_then(|o| o.odds.get(*option).copied().flatten())
                        })
                        .flatten(),
                })
                .collect(),
        ),
        _ => Outcome::Pending,
    }
}

/// The matches of `ids` as members read them (two queries: the rows and
/// the odds in force).
pub async fn views_by_id(ctx: &AppContext, ids: &[i64]) -> AppResult<HashMap<i64, MatchView>> {
    let mut unique: Vec<i64> = ids.to_vec();
    unique.sort_unstable();
    unique.dedup();
    let rows = sports_match::Entity::find()
        .filter(sports_match::Column::Id.is_in(unique.iter().copied()))
        .all(&ctx.db)
        .await?;
    let mut odds = current_odds(ctx, &unique).await?;
    let mut by_id = HashMap::with_capacity(rows.len());
    for m in rows {
        let o = odds.remove(&m.id).unwrap_or_default();
        let v = view(m, o)?;
        by_id.insert(v.id, v);
    }
    Ok(by_id)
}

/// A selection settled against matches already read (`views_by_id`): each
/// of `match_ids` (one per game, in order) must be there and of the game.
pub fn settle_with(
    selection: &Selection,
    match_ids: &[i64],
    views: &HashMap<i64, MatchView>,
    rounding: Rounding,
) -> AppResult<Settlement> {
    if match_ids.len() != selection.games.len() {
        return Err(AppError::invalid(
            "matchId",
            "every match of the selection needs its match id",
        ));
    }
    let mut outcomes = Vec::with_capacity(match_ids.len());
    for (i, id) in match_ids.iter().enumerate() {
        let m = views
            .get(id)
            .ok_or_else(|| AppError::invalid(format!("matches[{i}].matchId"), "no such match"))?;
        if m.game != selection.game {
            return Err(AppError::invalid(
                format!("matches[{i}].matchId"),
                format!("is a {} match", m.game.name()),
            ));
        }
        outcomes.push(outcome_of(m));
    }
    Ok(settle(selection, &outcomes, rounding)?)
}

/// A selection checked against the stored results of `match_ids` (one per
/// game of the selection, in its order): winning bets and what they won.
pub async fn prize_check(
    ctx: &AppContext,
    selection: &Selection,
    match_ids: &[i64],
    rounding: Rounding,
) -> AppResult<Settlement> {
    let views = views_by_id(ctx, match_ids).await?;
    settle_with(selection, match_ids, &views, rounding)
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
