//! Stored sports matches and issues as members read them: line, result,
//! the odds in force and their history, 传统足彩 issues with their prize
//! tiers, and a match's analysis (form and head-to-head). The odds history
//! and the analysis go through the area's loaders so a list stays a few
//! queries.

use async_graphql::{Context, Object, SimpleObject, ID};
use chrono::{DateTime, Utc};
use domain::sports::service::{self, MatchView, OddsView};
use domain::AppError;

use crate::ids::{global, NodeKind};
use crate::money::Money;
use crate::scalars::Date;
use crate::sports::loaders::{loader, SportsAnalysisLoader, SportsOddsHistoryLoader};
use crate::sports::objects::{CtzqPool, SportsGame, SportsMatchState, SportsPlayType};
use crate::Result;

/// A score, home first.
#[derive(SimpleObject)]
pub struct SportsScore {
    /// The home side's goals or points.
    pub home: i32,
    /// The away side's.
    pub away: i32,
}

/// One play type's odds from one moment on.
#[derive(SimpleObject)]
pub struct SportsOdds {
    /// The play type.
    pub play: SportsPlayType,
    /// Each option's odds in hundredths, in the order of the play type's
    /// `options` (null: not offered).
    pub odds: Vec<Option<i32>>,
    /// Whether single-match bets (单关) were taken.
    pub single: bool,
    /// When these odds came into force.
    pub recorded_at: DateTime<Utc>,
}

impl From<OddsView> for SportsOdds {
    fn from(o: OddsView) -> Self {
        Self {
            play: o.play.into(),
            odds: o.odds.iter().map(|x| x.map(|v| v as i32)).collect(),
            single: o.single,
            recorded_at: o.recorded_at,
        }
    }
}

/// The right option of a play type.
#[derive(SimpleObject)]
pub struct SportsPlayResult {
    /// The play type.
    pub play: SportsPlayType,
    /// The right option's index in the play type's `options`.
    pub option: i32,
    /// Its name (`胜`, `2:1`, `让平`).
    pub option_name: String,
}

/// A sports match with its line, result and the odds in force.
pub struct SportsMatch {
    id: ID,
    m: MatchView,
}

impl SportsMatch {
    pub fn new(m: MatchView) -> Self {
        Self {
            id: global(NodeKind::SportsMatch, m.id),
            m,
        }
    }
}

/// A sports match with its line, result and the odds in force.
#[Object]
impl SportsMatch {
    /// The global id (opaque).
    pub async fn id(&self) -> &ID {
        &self.id
    }

    /// The game.
    async fn game(&self) -> SportsGame {
        self.m.game.into()
    }

    /// The official match number (`周三001`; the weekday is the sales day).
    async fn match_num(&self) -> &str {
        &self.m.match_num
    }

    /// The Beijing date of kickoff.
    async fn match_date(&self) -> Date {
        self.m.match_date.into()
    }

    /// Kickoff, when known.
    async fn kickoff(&self) -> Option<DateTime<Utc>> {
        self.m.kickoff
    }

    /// The league's short name (`英超`).
    async fn league(&self) -> &str {
        &self.m.league
    }

    /// The home team.
    async fn home(&self) -> &str {
        &self.m.home
    }

    /// The away team.
    async fn away(&self) -> &str {
        &self.m.away
    }

    /// 让球 / 让分 for the home side in tenths (−1 goal = −10), when known.
    async fn handicap(&self) -> Option<i32> {
        self.m.handicap
    }

    /// 大小分's preset total points in tenths, when known.
    async fn total_line(&self) -> Option<i32> {
        self.m.total_line
    }

    /// Sale and result state.
    async fn state(&self) -> SportsMatchState {
        self.m.state.into()
    }

    /// The full-time score (football: 90 minutes and stoppage time;
    /// basketball: with overtime).
    async fn full_time(&self) -> Option<SportsScore> {
        self.m.full.map(|(home, away)| SportsScore { home, away })
    }

    /// The half-time score (football).
    async fn half_time(&self) -> Option<SportsScore> {
        self.m.half.map(|(home, away)| SportsScore { home, away })
    }

    /// Generated sample fixtures (no real data exists for the game): never
    /// real results, and the pages say so.
    async fn sample(&self) -> bool {
        self.m.sample
    }

    /// Recorded real matches replayed by a demo server (`--demo`), shifted
    /// to now: never today's fixtures, and the pages say so (回放数据).
    async fn replay(&self) -> bool {
        self.m.replay
    }

    /// The 期 it belongs to (传统足彩, 北京单场).
    async fn issue(&self) -> Option<&str> {
        self.m.issue.as_deref()
    }

    /// The odds in force, one entry per play type on sale.
    #[graphql(directive = crate::list_size::list_size::apply(6, None))]
    async fn odds(&self) -> Vec<SportsOdds> {
        self.m.odds.iter().cloned().map(Into::into).collect()
    }

    /// The right option of each play type, once the result is in.
    #[graphql(directive = crate::list_size::list_size::apply(6, None))]
    async fn results(&self) -> Vec<SportsPlayResult> {
        self.m
            .results
            .iter()
            .map(|(play, option)| SportsPlayResult {
                play: (*play).into(),
                option: *option as i32,
                option_name: play.options()[*option].to_owned(),
            })
            .collect()
    }

    /// Both teams' recent form, their head-to-head record and goal
    /// statistics, from the stored results before this match.
    async fn analysis(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "How many earlier matches per record: 1 to 50 (default 10).")]
        last: Option<i32>,
    ) -> Result<SportsAnalysis> {
        let n = last.unwrap_or(10);
        if !(1..=50).contains(&n) {
            return Err(AppError::invalid("last", "must be 1 to 50").into());
        }
        let a = loader::<SportsAnalysisLoader>(ctx)?
            .load_one((self.m.id, n as usize))
            .await?
            .ok_or_else(|| AppError::not_found("no such match"))?;
        Ok(SportsAnalysis {
            home: a.home.into(),
            away: a.away.into(),
            head_to_head: a.head_to_head.into(),
        })
    }

    /// Every odds change of a play type, oldest first (the odds movement).
    #[graphql(directive = crate::list_size::list_size::apply(100, None))]
    async fn odds_history(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "The play type.")] play: SportsPlayType,
    ) -> Result<Vec<SportsOdds>> {
        Ok(loader::<SportsOddsHistoryLoader>(ctx)?
            .load_one((self.m.id, play.into()))
            .await?
            .unwrap_or_default()
            .into_iter()
            .map(Into::into)
            .collect())
    }
}

/// One announced prize tier of a 传统足彩 pool.
#[derive(SimpleObject)]
pub struct SportsPrizeTier {
    /// The pool.
    pub pool: CtzqPool,
    /// 1 for 一等奖.
    pub tier: i32,
    /// Winning bets across the country.
    pub bets: i64,
    /// The prize per bet (floating, whole yuan, at most 500万; 0 when no
    /// bet won).
    pub prize: Money,
}

/// A 期 of a game sold by issue (传统足彩, 北京单场).
pub struct SportsIssue {
    /// The issue as the service reads it.
    pub(crate) i: service::IssueView,
}

/// A 期 of a game sold by issue (传统足彩, 北京单场): its matches, pool
/// results and prize tiers.
#[Object]
impl SportsIssue {
    /// The issue number (`26134`).
    async fn issue(&self) -> &str {
        &self.i.issue
    }

    /// The game.
    async fn game(&self) -> SportsGame {
        self.i.game.into()
    }

    /// The Beijing date sales close.
    async fn close_date(&self) -> Date {
        Date::from(self.i.close_date)
    }

    /// Generated sample data (no real data exists for the game): never
    /// real results, and the pages say so.
    async fn sample(&self) -> bool {
        self.i.sample
    }

    /// The matches in issue order (传统足彩: 1 to 14).
    #[graphql(directive = crate::list_size::list_size::apply(100, None))]
    async fn matches(&self) -> Vec<SportsMatch> {
        self.i
            .matches
            .iter()
            .cloned()
            .map(SportsMatch::new)
            .collect()
    }

    /// The announced prize tiers (empty before the announcement).
    #[graphql(directive = crate::list_size::list_size::apply(5, None))]
    async fn prizes(&self) -> Vec<SportsPrizeTier> {
        self.i
            .prizes
            .iter()
            .filter_map(|p| {
                Some(SportsPrizeTier {
                    pool: domain::sports::ctzq::Pool::ALL
                        .into_iter()
                        .find(|x| x.code() == p.pool)?
                        .into(),
                    tier: i32::from(p.tier),
                    bets: i64::try_from(p.bets).unwrap_or(i64::MAX),
                    prize: Money(p.prize_fen),
                })
            })
            .collect()
    }

    /// A 传统足彩 pool's results in ticket order (each the option index as
    /// `CtzqTicketInput.picks` counts them; null for a cancelled match), or
    /// null while a result is missing. 6场半全场 reads the first six
    /// matches, 4场进球 the first four.
    async fn results(
        &self,
        #[graphql(desc = "The pool.")] pool: CtzqPool,
    ) -> Option<Vec<Option<i32>>> {
        self.i
            .results(pool.into())
            .map(|r| r.into_iter().map(|o| o.map(|o| o as i32)).collect())
    }
}

/// An issue in a list.
#[derive(SimpleObject)]
pub struct SportsIssueSummary {
    /// The issue number.
    pub issue: String,
    /// The Beijing date sales close.
    pub close_date: Date,
    /// Generated sample data.
    pub sample: bool,
}

/// A team's record over some finished matches, from its own side.
#[derive(SimpleObject)]
pub struct SportsRecord {
    /// Matches counted.
    pub played: i32,
    /// Matches won.
    pub wins: i32,
    /// Matches drawn.
    pub draws: i32,
    /// Matches lost.
    pub losses: i32,
    /// Goals scored.
    pub goals_for: i32,
    /// Goals conceded.
    pub goals_against: i32,
    /// Matches with three goals or more.
    pub over_two_and_a_half: i32,
    /// Matches where both sides scored.
    pub both_scored: i32,
    /// `W` / `D` / `L` per match, newest first.
    pub form: String,
}

impl From<domain::sports::analysis::Record> for SportsRecord {
    fn from(r: domain::sports::analysis::Record) -> Self {
        Self {
            played: r.played as i32,
            wins: r.won as i32,
            draws: r.drawn as i32,
            losses: r.lost as i32,
            goals_for: r.goals_for as i32,
            goals_against: r.goals_against as i32,
            over_two_and_a_half: r.over_two_and_a_half as i32,
            both_scored: r.both_scored as i32,
            form: r.form,
        }
    }
}

/// A match's analysis: both teams' form and their head-to-head record.
#[derive(SimpleObject)]
pub struct SportsAnalysis {
    /// The home team's recent matches.
    pub home: SportsRecord,
    /// The away team's recent matches.
    pub away: SportsRecord,
    /// Their meetings, from the home team's side.
    pub head_to_head: SportsRecord,
}

impl From<MatchView> for SportsMatch {
    fn from(m: MatchView) -> Self {
        SportsMatch::new(m)
    }
}
