//! The 奖金明细's range and hits table against a brute force that knows
//! nothing of `rules::sports::range`: it walks the match results
//! themselves (every football score to 10 a side with every half-time
//! score under it; every basketball score from 60 to 200 a side), keeps
//! the distinct sets of picks each result makes right, and pays every
//! combination of them across the matches. A hits row exists only for a
//! count of right matches some combination produces — no zero rows for
//! counts no result can give.
#![allow(clippy::unwrap_used, clippy::expect_used)] // tests may panic on failure

use std::collections::{BTreeMap, BTreeSet};

use proptest::prelude::*;
use rules::sports::bonus::Rounding;
use rules::sports::outcome::{self, Line, Score};
use rules::sports::parlay::{breakdown, odds_breakdown, Breakdown, Pick, SelectedGame, Selection};
use rules::sports::pass::PassType;
use rules::sports::{PlayType, SportsGame};

/// The sets of picks (bit i: pick i) one result of the match makes right.
fn right_sets(game: SportsGame, g: &SelectedGame) -> BTreeSet<u64> {
    let mask = |answer: &dyn Fn(PlayType) -> Option<usize>| -> u64 {
        g.picks
            .iter()
            .enumerate()
            .filter(|(_, p)| answer(p.play) == Some(p.option))
            .fold(0, |m, (i, _)| m | (1 << i))
    };
    let mut sets = BTreeSet::new();
    match game {
        SportsGame::Jclq => {
            // Overtime settles every game: no draw.
            for home in 60..=200u16 {
                for away in (60..=200u16).filter(|a| *a != home) {
                    let score = Score::new(home, away);
                    sets.insert(mask(&|p| outcome::basketball(p, score, g.line)));
                }
            }
        }
        _ => {
            for fh in 0..=10u16 {
                for fa in 0..=10u16 {
                    for hh in 0..=fh {
                        for ha in 0..=fa {
                            let (full, half) = (Score::new(fh, fa), Some(Score::new(hh, ha)));
                            sets.insert(mask(&|p| outcome::football(p, full, half, g.line)));
                        }
                    }
                }
            }
        }
    }
    sets
}

/// One row as the brute force finds it: the least positive total and the
/// most, and every winning-bets-per-size that reaches the most.
#[derive(Default, Debug)]
struct Row {
    least: Option<i64>,
    most: i64,
    winning_at_most: BTreeSet<Vec<(usize, u64)>>,
}

struct Truth {
    least: i64,
    most: i64,
    /// Only counts of right matches some combination of results gives.
    rows: BTreeMap<usize, Row>,
}

/// Every combination of results across the matches, paid bet by bet.
fn brute_force(s: &Selection, b: &Breakdown) -> Truth {
    let per_game: Vec<Vec<u64>> = s
        .games
        .iter()
        .map(|g| right_sets(s.game, g).into_iter().collect())
        .collect();
    let n = per_game.len();
    let (mut least, mut most) = (None::<i64>, 0i64);
    let mut rows: BTreeMap<usize, Row> = BTreeMap::new();
    let mut at = vec![0usize; n];
    loop {
        let sets: Vec<u64> = (0..n).map(|g| per_game[g][at[g]]).collect();
        let mut total = 0i64;
        let mut winning: Vec<(usize, u64)> = b.sizes.iter().map(|s| (*s, 0)).collect();
        for bet in &b.singles {
            if bet.legs.iter().all(|(g, p)| sets[*g] & (1 << p) != 0) {
                total += bet.bonus_fen;
                let size = winning.iter_mut().find(|(s, _)| *s == bet.legs.len());
                size.unwrap().1 += 1;
            }
        }
        most = most.max(total);
        if total > 0 {
            least = Some(least.map_or(total, |l| l.min(total)));
        }
        let right = sets.iter().filter(|s| **s != 0).count();
        let row = rows.entry(right).or_default();
        if total > 0 {
            row.least = Some(row.least.map_or(total, |l| l.min(total)));
        }
        if total > row.most {
            row.most = total;
            row.winning_at_most.clear();
        }
        if total == row.most {
            row.winning_at_most.insert(winning);
        }
        // The next combination.
        let mut g = 0;
        loop {
            if g == n {
                return Truth {
                    least: least.unwrap_or(0),
                    most,
                    rows,
                };
            }
            at[g] += 1;
            if at[g] < per_game[g].len() {
                break;
            }
            at[g] = 0;
            g += 1;
        }
    }
}

/// The breakdown's range and table equal the brute force's: a row for
/// every count of right matches at or above the smallest size that some
/// results give, and for no other; each with its least, its most and the
/// winning bets of a combination that pays the most.
fn check(s: &Selection, b: &Breakdown) -> Result<(), TestCaseError> {
    let truth = brute_force(s, b);
    prop_assert_eq!(b.max_fen, truth.most);
    prop_assert_eq!(b.min_fen, truth.least);
    let expected: Vec<usize> = truth
        .rows
        .keys()
        .rev()
        .copied()
        .filter(|h| *h >= b.sizes[0])
        .collect();
    let listed: Vec<usize> = b.hits.iter().map(|r| r.hits).collect();
    prop_assert_eq!(listed, expected, "rows of {:?}", s);
    for row in &b.hits {
        let t = &truth.rows[&row.hits];
        prop_assert_eq!(
            (row.min_fen, row.max_fen),
            (t.least.unwrap_or(0), t.most),
            "row {}",
            row.hits
        );
        prop_assert!(
            t.winning_at_most.contains(&row.winning),
            "row {}: winning {:?} is not that of any result paying the most ({:?})",
            row.hits,
            row.winning,
            t.winning_at_most
        );
    }
    Ok(())
}

fn plays(game: SportsGame) -> Vec<PlayType> {
    match game {
        SportsGame::Jclq => vec![PlayType::Sf, PlayType::Rfsf, PlayType::Dxf, PlayType::Sfc],
        SportsGame::Bjdc => vec![
            PlayType::BdRqspf,
            PlayType::BdZjq,
            PlayType::BdSxds,
            PlayType::BdBqc,
            PlayType::BdBf,
        ],
        _ => vec![
            PlayType::Spf,
            PlayType::Rqspf,
            PlayType::Bf,
            PlayType::Zjq,
            PlayType::Bqc,
        ],
    }
}

/// A random match: 1 to 6 picks over the game's play types, odds from 1.01
/// to 600.00 (high 比分 odds reach the caps); often every option of one
/// play type, so the match cannot miss.
fn arb_game(game: SportsGame) -> impl Strategy<Value = SelectedGame> {
    let plays = plays(game);
    let handicap = match game {
        SportsGame::Jclq => prop_oneof![Just(-55), Just(-35), Just(45), Just(75)].boxed(),
        _ => prop_oneof![Just(-10), Just(10), Just(-20)].boxed(),
    };
    (
        proptest::collection::vec((0..plays.len(), 0usize..40, 101i64..60_000), 1..5),
        handicap,
        any::<bool>(),
        proptest::option::of((0..plays.len(), 101i64..800)),
    )
        .prop_map(move |(raw, handicap, banker, cover)| {
            let mut picks: Vec<Pick> = Vec::new();
            let mut add = |play: PlayType, option: usize, odds: i64| {
                if !picks.iter().any(|p| p.play == play && p.option == option) {
                    picks.push(Pick { play, option, odds });
                }
            };
            // Every option of a play with few of them: the match cannot miss.
            if let Some((play, odds)) = cover {
                let play = plays[play];
                if play.options().len() <= 4 {
                    for option in 0..play.options().len() {
                        add(play, option, odds + option as i64 * 37);
                    }
                }
            }
            for (play, option, odds) in raw {
                let play = plays[play];
                add(play, option % play.options().len(), odds);
            }
            SelectedGame {
                picks,
                banker,
                line: Line {
                    handicap,
                    total: 1805,
                },
            }
        })
}

fn selection(game: SportsGame, games: Vec<SelectedGame>, pass: &str, multiple: u32) -> Selection {
    Selection {
        game,
        games,
        passes: pass
            .split(',')
            .map(|p| PassType::parse(p).unwrap())
            .collect(),
        multiple,
    }
}

/// 2 to 4 matches of one game, played at their full size, at every size
/// from 2 up, or as singles.
fn arb_selection() -> impl Strategy<Value = Selection> {
    prop_oneof![
        Just(SportsGame::Jczq),
        Just(SportsGame::Jclq),
        Just(SportsGame::Bjdc)
    ]
    .prop_flat_map(|game| {
        (
            proptest::collection::vec(arb_game(game), 2..=4),
            1u32..=99,
            0u8..3,
        )
            .prop_map(move |(mut games, multiple, passes)| {
                let n = games.len();
                let passes = match passes {
                    0 if n > 2 => (2..=n)
                        .map(|k| format!("{k}串1"))
                        .collect::<Vec<_>>()
                        .join(","),
                    1 => "单关".to_string(),
                    _ => format!("{n}串1"),
                };
                // At most one 胆, and only with room for it.
                let room = passes.starts_with('2') && n > 2;
                let mut seen = false;
                for g in &mut games {
                    g.banker = g.banker && !seen && room;
                    seen |= g.banker;
                }
                selection(game, games, &passes, multiple)
            })
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    /// 竞彩足球, 竞彩篮球 and 北京单场 selections: range and hits table
    /// equal the brute force over every result.
    #[test]
    fn the_hits_table_is_the_brute_force_over_every_result(s in arb_selection()) {
        let Ok(b) = breakdown(&s, Rounding::HalfUp) else { return Ok(()) };
        check(&s, &b)?;
    }

    /// The lottery tools' plain 奖金明细 (`parlayBreakdown`): 1 to 3 odds a
    /// match, three covering 胜平负.
    #[test]
    fn the_plain_breakdown_has_rows_only_for_counts_that_happen(
        odds in proptest::collection::vec(proptest::collection::vec(101i64..2_000, 1..=3), 2..=5),
        smallest in 1usize..=3,
        multiple in 1u32..=20,
    ) {
        let sizes: Vec<usize> = (smallest.min(odds.len())..=odds.len()).collect();
        let b = odds_breakdown(&odds, &sizes, multiple).unwrap();
        let s = selection(
            SportsGame::Jczq,
            odds.iter()
                .map(|g| SelectedGame {
                    picks: g
                        .iter()
                        .enumerate()
                        .map(|(option, odds)| Pick { play: PlayType::Spf, option, odds: *odds })
                        .collect(),
                    banker: false,
                    line: Line::default(),
                })
                .collect(),
            "单关",
            multiple,
        );
        check(&s, &b)?;
    }
}

/// A match with every listed option of `play` picked at `odds`.
fn covering(play: PlayType, odds: &[i64]) -> SelectedGame {
    SelectedGame {
        picks: odds
            .iter()
            .enumerate()
            .map(|(option, odds)| Pick {
                play,
                option,
                odds: *odds,
            })
            .collect(),
        banker: false,
        line: Line::default(),
    }
}

/// 竞彩篮球 单关 ×1, two matches each with 主胜 1.50 and 主负 2.50: both
/// are always right, so there is no row for one right.
#[test]
fn two_basketball_matches_that_cannot_miss_have_no_row_for_one() {
    let games = (0..2)
        .map(|_| covering(PlayType::Sf, &[150, 250]))
        .collect();
    let s = selection(SportsGame::Jclq, games, "单关", 1);
    let b = breakdown(&s, Rounding::HalfUp).unwrap();
    let rows: Vec<(usize, i64, i64)> = b
        .hits
        .iter()
        .map(|r| (r.hits, r.min_fen, r.max_fen))
        .collect();
    // Two bets win whatever happens: 3.00 + 3.00 at the least, 5.00 + 5.00
    // at the most.
    assert_eq!(rows, vec![(2, 600, 1_000)]);
    assert_eq!((b.min_fen, b.max_fen), (600, 1_000));
}

/// 竞彩足球 3串3, three matches each with 胜, 平 and 负: all three are
/// always right, so there is no row for two.
#[test]
fn three_football_matches_that_cannot_miss_have_no_row_for_two() {
    let games = (0..3)
        .map(|_| covering(PlayType::Spf, &[200, 300, 400]))
        .collect();
    let s = selection(SportsGame::Jczq, games, "3串3", 1);
    let b = breakdown(&s, Rounding::HalfUp).unwrap();
    assert_eq!(b.sizes, vec![2]);
    let hits: Vec<usize> = b.hits.iter().map(|r| r.hits).collect();
    assert_eq!(hits, vec![3]);
    // Three 2串1 bets win: at the least 2 × 2.00 × 2.00 each (24.00), at
    // the most 2 × 4.00 × 4.00 each (96.00).
    assert_eq!((b.hits[0].min_fen, b.hits[0].max_fen), (2_400, 9_600));
    assert_eq!(b.hits[0].winning, vec![(2, 3)]);
}

/// A 胆 that misses wins nothing; its row is still there for the results
/// that keep it, and the least a win pays is not that nothing.
#[test]
fn a_missed_banker_wins_nothing_and_is_not_the_least() {
    let mut games: Vec<SelectedGame> = (0..3).map(|_| covering(PlayType::Spf, &[200])).collect();
    games[0].banker = true;
    let s = selection(SportsGame::Jczq, games, "2串1,3串1", 1);
    let b = breakdown(&s, Rounding::HalfUp).unwrap();
    let rows: Vec<(usize, i64, i64)> = b
        .hits
        .iter()
        .map(|r| (r.hits, r.min_fen, r.max_fen))
        .collect();
    // With two right: the 胆 and one other (2串1 pays 8.00) or the two
    // others without the 胆 (nothing).
    assert_eq!(rows, vec![(3, 3_200, 3_200), (2, 800, 800)]);
    let truth = brute_force(&s, &b);
    assert_eq!(truth.rows[&2].least, Some(800));
}
