//! 北京单场 matches: whole-goal 让球, the five 北单 plays priced from the
//! model's score grid read by the settlement rules, and the 开奖SP a
//! finished match adds. Kept apart from the shared football code because
//! only 北单 prices plays per option.

use chrono::NaiveDate;
use rand::rngs::StdRng;

use super::calendar::beijing;
use super::football::{issue_match, score_grid, Football};
use super::model::{odds_rows, price};
use crate::sports::import::NewMatch;
use crate::sports::{PlayType, SportsGame};

/// The model's probability of each option of a 北单 play, read by the rules
/// (so a price always belongs to the option the result names).
fn option_probabilities(play: PlayType, f: &Football, handicap: i32) -> Vec<f64> {
    use crate::sports::outcome::{football as right, Line, Score};
    let mut p = vec![0.0; play.options().len()];
    let line = Line { handicap, total: 0 };
    let grid = score_grid(f);
    let halves = score_grid(&Football {
        lambda_home: f.lambda_home * 0.45,
        lambda_away: f.lambda_away * 0.45,
        ..*f
    });
    if play == PlayType::BdBqc {
        // Half-time result × full-time result, taken as independent enough
        // for sample odds.
        let side = |g: &[(u16, u16, f64)]| {
            let mut s = [0.0; 3];
            for (h, a, q) in g {
                s[if h > a {
                    0
                } else if h == a {
                    1
                } else {
                    2
                }] += q;
            }
            s
        };
        let (ht, ft) = (side(&halves), side(&grid));
        for (i, q) in p.iter_mut().enumerate() {
            *q = ht[i / 3] * ft[i % 3];
        }
        return p;
    }
    for (h, a, q) in grid {
        if let Some(o) = right(play, Score::new(h, a), Some(Score::new(0, 0)), line) {
            p[o] += q;
        }
    }
    p
}

pub(super) fn beidan(
    rng: &mut StdRng,
    f: Football,
    day: NaiveDate,
    issue: &str,
    n: u32,
) -> NewMatch {
    let finished = f.full.is_some();
    // 北单 让球 is whole goals: the stronger side gives one.
    let handicap = if f.lambda_home - f.lambda_away > 0.6 {
        -10
    } else if f.lambda_away - f.lambda_home > 0.6 {
        10
    } else {
        0
    };
    let mut odds = Vec::new();
    for play in [
        PlayType::BdRqspf,
        PlayType::BdZjq,
        PlayType::BdSxds,
        PlayType::BdBqc,
        PlayType::BdBf,
    ] {
        // SP before the 65% deduction: the model's fair odds.
        let base: Vec<i64> = option_probabilities(play, &f, handicap)
            .into_iter()
            .map(|p| price(p, 1.0))
            .collect();
        odds.extend(odds_rows(rng, day, play, &base, true, finished));
    }
    let minute = if n.is_multiple_of(2) { 0 } else { 30 };
    NewMatch {
        handicap: Some(handicap),
        odds,
        ..issue_match(
            &f,
            SportsGame::Bjdc,
            issue,
            format!("{n:03}"),
            day,
            beijing(day, 19 + (n % 5), minute),
        )
    }
}
