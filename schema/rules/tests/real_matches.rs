//! The sports rules on the 179 real 竞彩足球 matches of
//! `schema/domain/tests/fixtures/matches/jczq.json`: every result read as
//! the rules read it agrees with the official flags, and a real parlay
//! pays what its odds say, to the fen.
#![allow(clippy::unwrap_used, clippy::expect_used)] // tests may panic on failure

use rules::sports::bonus::Rounding;
use rules::sports::outcome::{self, Line, Score};
use rules::sports::parlay::{self, Decided, Outcome, Pick, SelectedGame, Selection};
use rules::sports::pass::PassType;
use rules::sports::{PlayType, SportsGame};
use serde_json::Value;

fn matches() -> Vec<Value> {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../domain/tests/fixtures/matches/jczq.json"
    );
    let file: Value = serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
    file["matches"].as_array().unwrap().clone()
}

fn score(v: &Value) -> Option<Score> {
    let (h, a) = v.as_str()?.split_once(':')?;
    Some(Score::new(h.parse().ok()?, a.parse().ok()?))
}

/// "2.21" → 221, "125.0" → 12500, "1000" → 100000 (the official formats).
fn hundredths(v: &Value) -> i64 {
    let s = v.as_str().unwrap();
    let (whole, frac) = s.split_once('.').unwrap_or((s, ""));
    let frac = format!("{frac:0<2}");
    whole.parse::<i64>().unwrap() * 100 + frac[..2].parse::<i64>().unwrap()
}

fn line(m: &Value) -> Line {
    Line {
        handicap: m["handicap"]
            .as_str()
            .map_or(0, |h| h.parse::<i32>().unwrap() * 10),
        total: 0,
    }
}

#[test]
fn the_real_results_read_as_the_official_flags() {
    let all = matches();
    assert_eq!(all.len(), 179);
    let mut flagged = 0;
    for m in &all {
        if m["status"] == "void" {
            assert!(m["ftScore"].is_null());
            continue;
        }
        let full = score(&m["ftScore"]).unwrap();
        let half = score(&m["htScore"]);
        let spf = outcome::football(PlayType::Spf, full, half, line(m)).unwrap();
        if let Some(flag) = m["officialHadResult"].as_str() {
            assert_eq!(["H", "D", "A"][spf], flag, "{}", m["matchNum"]);
            flagged += 1;
        }
        // Every play type names one of its options for every real result.
        for play in SportsGame::Jczq.plays() {
            let o = outcome::football(play, full, half, line(m)).unwrap();
            assert!(o < play.options().len());
        }
        // The 总进球 odds list has the option the result names.
        if m["odds"]["ttg"].is_object() {
            let o = outcome::football(PlayType::Zjq, full, half, line(m)).unwrap();
            assert!(
                m["odds"]["ttg"][o.to_string()].is_string(),
                "{}",
                m["matchNum"]
            );
        }
    }
    assert_eq!(flagged, 9, "the official flags of the World Cup page");
}

/// Picks the right 胜平负 option of a real match at its odds.
fn right_pick(m: &Value) -> (Pick, Outcome) {
    let full = score(&m["ftScore"]).unwrap();
    let option = outcome::football(PlayType::Spf, full, None, line(m)).unwrap();
    let odds = hundredths(&m["odds"]["had"][["h", "d", "a"][option]]);
    (
        Pick {
            play: PlayType::Spf,
            option,
            odds,
        },
        Outcome::Decided(vec![Decided {
            play: PlayType::Spf,
            option,
            sp: None,
        }]),
    )
}

#[test]
fn a_real_three_game_parlay_settles_to_the_fen() {
    let all = matches();
    let day: Vec<&Value> = all
        .iter()
        .filter(|m| {
            m["date"] == "2026-08-22" && m["status"] == "finished" && m["odds"]["had"].is_object()
        })
        .take(3)
        .collect();
    assert_eq!(day.len(), 3);
    let (picks, outcomes): (Vec<Pick>, Vec<Outcome>) = day.iter().map(|m| right_pick(m)).unzip();
    let selection = Selection {
        game: SportsGame::Jczq,
        games: picks
            .iter()
            .map(|p| SelectedGame {
                picks: vec![*p],
                banker: false,
                line: Line::default(),
            })
            .collect(),
        passes: vec![PassType::parse("3串4").unwrap()],
        multiple: 10,
    };
    let won = parlay::settle(&selection, &outcomes, Rounding::HalfUp).unwrap();
    assert_eq!(won.winning_bets, 4);
    // Independently: each bet's 2 × Π odds × 10 in exact hundredths.
    let o: Vec<i128> = picks.iter().map(|p| i128::from(p.odds)).collect();
    let fen = |num: i128, legs: u32| -> i64 {
        let den = 100i128.pow(legs);
        ((num * 2 * 10 * 100 + den / 2) / den) as i64
    };
    let expect = fen(o[0] * o[1], 2)
        + fen(o[0] * o[2], 2)
        + fen(o[1] * o[2], 2)
        + fen(o[0] * o[1] * o[2], 3);
    assert_eq!(won.won_fen, expect);
    let b = parlay::breakdown(&selection, Rounding::HalfUp).unwrap();
    assert_eq!((b.bets, b.cost_fen), (4, 8_000));
}

#[test]
fn the_void_match_counts_at_one() {
    let all = matches();
    let void = all.iter().find(|m| m["status"] == "void").unwrap();
    assert_eq!(void["matchNum"], "周日027");
    let other = all
        .iter()
        .find(|m| {
            m["date"] == "2026-08-17" && m["status"] == "finished" && m["odds"]["had"].is_object()
        })
        .unwrap();
    let (pick, outcome) = right_pick(other);
    let void_pick = Pick {
        play: PlayType::Spf,
        option: 0,
        odds: hundredths(&void["odds"]["had"]["h"]),
    };
    let selection = Selection {
        game: SportsGame::Jczq,
        games: [pick, void_pick]
            .iter()
            .map(|p| SelectedGame {
                picks: vec![*p],
                banker: false,
                line: Line::default(),
            })
            .collect(),
        passes: vec![PassType::new(2, 1)],
        multiple: 1,
    };
    let won = parlay::settle(&selection, &[outcome, Outcome::Cancelled], Rounding::HalfUp).unwrap();
    // The 2串1 pays as the other match alone: 2 × its odds.
    assert_eq!(won.won_fen, pick.odds * 2);
}
