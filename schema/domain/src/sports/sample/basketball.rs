//! 竞彩篮球 fixtures: one match from two sides' expected points, with
//! 胜负, 让分, 大小分 and 胜分差 odds from the normal margin and, once
//! finished, a score with no draws (a tie goes to overtime).

use chrono::NaiveDate;
use rand::rngs::StdRng;
use rand::Rng;

use super::calendar::{beijing, weekday_num};
use super::model::{normal, odds_rows, phi, price};
use crate::sports::import::{MatchState, NewMatch};
use crate::sports::PlayType;

pub(super) fn basketball(
    rng: &mut StdRng,
    day: NaiveDate,
    n: u32,
    (home, away): (&str, &str),
    finished: bool,
) -> NewMatch {
    let nba = n < 306;
    let league = if nba { "美职篮" } else { "中职篮" };
    // Expected points and the margin's spread (points, home first).
    let mean_home = rng.gen_range(104.0..122.0);
    let mean_away = rng.gen_range(102.0..120.0);
    let sd_margin = 13.0;
    let margin = mean_home - mean_away;
    let p_home = phi(margin / sd_margin);
    let payout = 0.88;
    // 让分 and 大小分 lines end in .5, so neither can push: the home side
    // gives the expected margin's whole points and a half (−3.5 for 3.2).
    let handicap = -((margin.floor() as i32) * 10 + 5);
    let total_line = ((mean_home + mean_away).floor() as i32) * 10 + 5;
    let p_cover = 1.0 - phi((-f64::from(handicap) / 10.0 - margin) / sd_margin);
    let p_over = 1.0 - phi((f64::from(total_line) / 10.0 - (mean_home + mean_away)) / 17.0);
    // 胜分差: the margin's probability in each band, home bands then away.
    let band = |lo: f64, hi: f64| phi((hi - margin) / sd_margin) - phi((lo - margin) / sd_margin);
    let mut sfc = Vec::with_capacity(12);
    for (lo, hi) in [
        (0.5, 5.5),
        (5.5, 10.5),
        (10.5, 15.5),
        (15.5, 20.5),
        (20.5, 25.5),
        (25.5, 99.0),
    ] {
        sfc.push(price(band(lo, hi), payout));
    }
    for (lo, hi) in [
        (0.5, 5.5),
        (5.5, 10.5),
        (10.5, 15.5),
        (15.5, 20.5),
        (20.5, 25.5),
        (25.5, 99.0),
    ] {
        sfc.push(price(band(-hi, -lo), payout));
    }
    let mut odds = Vec::new();
    for (play, base) in [
        (
            PlayType::Sf,
            vec![price(p_home, payout), price(1.0 - p_home, payout)],
        ),
        (
            PlayType::Rfsf,
            vec![price(p_cover, payout), price(1.0 - p_cover, payout)],
        ),
        (
            PlayType::Dxf,
            vec![price(p_over, payout), price(1.0 - p_over, payout)],
        ),
        (PlayType::Sfc, sfc),
    ] {
        odds.extend(odds_rows(rng, day, play, &base, false, false));
    }
    let full = finished.then(|| {
        let mut h = normal(rng, mean_home, 10.0).round().max(60.0) as u16;
        let mut a = normal(rng, mean_away, 10.0).round().max(60.0) as u16;
        // A tie goes to overtime: the results include it.
        while h == a {
            h += rng.gen_range(5..16);
            a += rng.gen_range(5..16);
        }
        (h, a)
    });
    NewMatch {
        source_id: format!("sample:jclq:{day}:{n}"),
        match_num: weekday_num(day, n),
        match_date: day,
        kickoff: beijing(day, if nba { 8 } else { 19 } + (n % 3), 30),
        league: league.into(),
        home: home.into(),
        away: away.into(),
        handicap: Some(handicap),
        total_line: Some(total_line),
        state: if finished {
            MatchState::Finished
        } else {
            MatchState::Selling
        },
        full,
        half: None,
        sample: true,
        issue: None,
        odds,
    }
}
