//! 竞彩足球 fixtures for the days ahead only: the real matches are all
//! finished (and stay the only 竞彩足球 results), so the pick pages and the
//! demo need matches still on sale. Each has 胜平负 and 让球胜平负 odds
//! from the football model's score grid, at 竞彩's payout rate, and a
//! whole-goal handicap given by the favourite (never 0, as 竞彩 sells it).

use chrono::NaiveDate;
use rand::rngs::StdRng;

use super::calendar::{beijing, weekday_num};
use super::football::{score_grid, Football};
use super::model::{odds_rows, price};
use crate::sports::import::{MatchState, NewMatch};
use crate::sports::PlayType;

/// Match `n` of `day` (on sale) from fixture `f`.
pub(super) fn jingcai(rng: &mut StdRng, f: &Football, day: NaiveDate, n: u32) -> NewMatch {
    let grid = score_grid(f);
    // The favourite gives a goal: −1 for a home favourite, +1 otherwise.
    let handicap: i32 = if f.lambda_home >= f.lambda_away {
        -1
    } else {
        1
    };
    let (mut spf, mut rq) = ([0.0f64; 3], [0.0f64; 3]);
    for (h, a, p) in grid {
        let (h, a) = (i32::from(h), i32::from(a));
        spf[outcome(h, a)] += p;
        rq[outcome(h + handicap, a)] += p;
    }
    let payout = 0.89;
    let mut odds = Vec::new();
    for (play, probs) in [(PlayType::Spf, spf), (PlayType::Rqspf, rq)] {
        let base: Vec<i64> = probs.iter().map(|p| price(*p, payout)).collect();
        odds.extend(odds_rows(
            rng,
            day,
            play,
            &base,
            play == PlayType::Spf,
            false,
        ));
    }
    NewMatch {
        source_id: format!("sample:jczq:{day}:{n}"),
        match_num: weekday_num(day, n),
        match_date: day,
        kickoff: beijing(day, 19 + (n % 4), if n.is_multiple_of(2) { 0 } else { 30 }),
        league: f.league.into(),
        home: f.home.into(),
        away: f.away.into(),
        handicap: Some(handicap * 10),
        total_line: None,
        state: MatchState::Selling,
        full: None,
        half: None,
        sample: true,
        issue: None,
        odds,
    }
}

/// 胜 0, 平 1, 负 2 (ticket order) of a score.
fn outcome(home: i32, away: i32) -> usize {
    match home.cmp(&away) {
        std::cmp::Ordering::Greater => 0,
        std::cmp::Ordering::Equal => 1,
        std::cmp::Ordering::Less => 2,
    }
}
