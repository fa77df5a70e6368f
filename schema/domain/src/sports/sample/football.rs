//! Football fixtures shared by 北单 and 传统足彩: a round of league pairs,
//! each side's expected goals and (once finished) Poisson half- and
//! full-time scores, the model's score grid, and the match row an issue
//! stores. The games' own odds and issues build on these in `beidan` and
//! `traditional`.

use chrono::{DateTime, NaiveDate, Utc};
use rand::rngs::StdRng;
use rand::seq::SliceRandom;
use rand::Rng;

use super::model::{poisson, poisson_table};
use super::teams::{pairs, LEAGUES};
use crate::sports::import::{MatchState, NewMatch};
use crate::sports::SportsGame;

/// A football fixture from the model: teams, the expected goals of each
/// side, and (when `finished`) the half-time and full-time scores.
#[derive(Clone, Copy)]
pub(super) struct Football {
    pub(super) league: &'static str,
    pub(super) home: &'static str,
    pub(super) away: &'static str,
    pub(super) lambda_home: f64,
    pub(super) lambda_away: f64,
    pub(super) half: Option<(u16, u16)>,
    pub(super) full: Option<(u16, u16)>,
}

/// `n` fixtures of one round: every league's teams paired, each team once,
/// the pairs shuffled together.
pub(super) fn football_round(rng: &mut StdRng, n: usize, finished: bool) -> Vec<Football> {
    let mut fixtures: Vec<(&'static str, &'static str, &'static str)> = LEAGUES
        .iter()
        .flat_map(|(league, teams)| {
            pairs(rng, teams)
                .into_iter()
                .map(move |(h, a)| (*league, h, a))
        })
        .collect();
    fixtures.shuffle(rng);
    fixtures
        .into_iter()
        .take(n)
        .map(|(league, home, away)| football(rng, league, home, away, finished))
        .collect()
}

fn football(
    rng: &mut StdRng,
    league: &'static str,
    home: &'static str,
    away: &'static str,
    finished: bool,
) -> Football {
    let lambda_home = rng.gen_range(0.8..2.2);
    let lambda_away = rng.gen_range(0.6..1.8);
    let (half, full) = if finished {
        // About 45% of goals come before half-time.
        let h1 = poisson(rng, lambda_home * 0.45);
        let a1 = poisson(rng, lambda_away * 0.45);
        let h2 = poisson(rng, lambda_home * 0.55);
        let a2 = poisson(rng, lambda_away * 0.55);
        (Some((h1, a1)), Some((h1 + h2, a1 + a2)))
    } else {
        (None, None)
    };
    Football {
        league,
        home,
        away,
        lambda_home,
        lambda_away,
        half,
        full,
    }
}

/// The model's probability of every (home, away) score up to 10 each.
pub(super) fn score_grid(f: &Football) -> Vec<(u16, u16, f64)> {
    let ph = poisson_table(f.lambda_home);
    let pa = poisson_table(f.lambda_away);
    let mut out = Vec::with_capacity(121);
    for (h, x) in ph.iter().enumerate() {
        for (a, y) in pa.iter().enumerate() {
            out.push((h as u16, a as u16, x * y));
        }
    }
    out
}

/// A football fixture of an issue as the importer stores it (no line, no
/// odds: the caller adds them).
pub(super) fn issue_match(
    f: &Football,
    game: SportsGame,
    issue: &str,
    match_num: String,
    day: NaiveDate,
    kickoff: Option<DateTime<Utc>>,
) -> NewMatch {
    NewMatch {
        source_id: format!("sample:{}:{issue}:{match_num}", game.code()),
        match_num,
        match_date: day,
        kickoff,
        league: f.league.into(),
        home: f.home.into(),
        away: f.away.into(),
        handicap: None,
        total_line: None,
        state: if f.full.is_some() {
            MatchState::Finished
        } else {
            MatchState::Selling
        },
        full: f.full,
        half: f.half,
        sample: true,
        issue: Some(issue.into()),
        odds: Vec::new(),
    }
}
