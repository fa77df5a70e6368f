//! The bonus range of a sports selection (§9b): the most and the least a
//! win pays, over the results the games can actually have, and the same
//! per number of games right (the hits table).
//!
//! **Over results, not picks.** One result can make several picks of a game
//! right at once (a 混合过关 game's 负负 and 1:5 come in together), and a
//! game whose picks cover every result cannot miss. So each game is read as
//! its *classes*: the distinct sets of picks one result makes right, found
//! by walking the results through `outcome` with the line as sold (the
//! empty set when some result makes no pick right). A combination takes one
//! class per game; what it pays is the sum of the single bets all of whose
//! legs are right, each paid as it would be — cap per bet, the minimum, the
//! multiple, the rounding ([`BonusRules::bet_fen`]). `max` is the largest
//! total over combinations, `min` the smallest positive one (the least a
//! win actually pays; never a bet no result pays alone).
//!
//! **Without walking every combination.** Two bounds keep it fast for the
//! largest selections allowed (100,000 bets, 15 北单 games):
//! - *Dominance per game.* The bets holding a pick of game g are that pick
//!   times the same combinations of the other games for every pick of g,
//!   and a bet pays no less when a leg's odds rise. So a class whose picks'
//!   odds, best first, are each at least those of another class's (and as
//!   many) pays at least as much in every combination: for `max` the other
//!   class is dropped, for `min` this one (kept only if nothing smaller but
//!   not empty exists; the empty class is always kept, it is how a game
//!   misses). One play type per game leaves one class for `max`.
//! - *Branch and bound* over the games left: the bets not yet decided are
//!   kept as a list, filtered as each game is given a class; `max` stops a
//!   branch when what it has won plus every bet still open cannot beat the
//!   best found, `min` when what it has won already reaches the best found
//!   or nothing is open (the rest cannot add a win).

use super::bonus::BonusRules;
use super::outcome::{self, Score};
use super::parlay::{for_each_bet, HitsRow, Selection};
use super::plays::{PlayType, SportsGame};

/// One single bet: its legs (game, pick) by game, what it pays, its size.
struct Bet {
    legs: Vec<(usize, usize)>,
    pay: i64,
}

/// What the search looks for.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Goal {
    Max,
    Min,
}

/// A combination found: its total and each game's class.
struct Found {
    total: i64,
    classes: Vec<u64>,
}

/// The range of a selection over all results, and the hits table (when
/// asked: a row for each count of right games some result makes, from
/// `hits_from` up; a row whose results win nothing, such as a 胆 that
/// missed, says 0 – 0).
pub struct Range {
    pub min_fen: i64,
    pub max_fen: i64,
    pub rows: Vec<HitsRow>,
}

/// Works out the range of `selection` played at `sizes`; the hits table
/// when `hits_from` is given.
pub fn range(
    selection: &Selection,
    sizes: &[usize],
    rules: &BonusRules,
    hits_from: Option<usize>,
) -> Range {
    let mut bets = Vec::new();
    for_each_bet(&selection.games, sizes, &mut |legs| {
        let odds: Vec<i64> = legs
            .iter()
            .map(|(g, p)| selection.games[*g].picks[*p].odds)
            .collect();
        bets.push(Bet {
            legs: legs.to_vec(),
            pay: rules.bet_fen(&odds, selection.multiple),
        });
        true
    });
    let games: Vec<Classes> = selection
        .games
        .iter()
        .map(|g| Classes::of(selection.game, g))
        .collect();
    let odds = |g: usize| -> Vec<i64> { selection.games[g].picks.iter().map(|p| p.odds).collect() };
    let for_max: Vec<Vec<u64>> = (0..games.len())
        .map(|g| games[g].kept(Goal::Max, &odds(g)))
        .collect();
    let for_min: Vec<Vec<u64>> = (0..games.len())
        .map(|g| games[g].kept(Goal::Min, &odds(g)))
        .collect();
    let search = Search { bets: &bets };
    let max_fen = search.run(&for_max, Goal::Max, None).map_or(0, |f| f.total);
    let min_fen = search.run(&for_min, Goal::Min, None).map_or(0, |f| f.total);
    let mut rows = Vec::new();
    if let Some(from) = hits_from {
        for h in (from.max(must_be_right(&games))..=could_be_right(&games)).rev() {
            let most = search.run(&for_max, Goal::Max, Some(h));
            let least = search.run(&for_min, Goal::Min, Some(h));
            let winning = most
                .as_ref()
                .map(|f| winning_by_size(&bets, sizes, &f.classes))
                .unwrap_or_else(|| sizes.iter().map(|s| (*s, 0)).collect());
            rows.push(HitsRow {
                hits: h,
                winning,
                min_fen: least.map_or(0, |f| f.total),
                max_fen: most.map_or(0, |f| f.total),
            });
        }
    }
    Range {
        min_fen,
        max_fen,
        rows,
    }
}

/// How many games every result makes right: those whose picks cover every
/// result (胜, 平 and 负; 主胜 and 主负). No result makes fewer right, so the
/// hits table has no row below it.
fn must_be_right(games: &[Classes]) -> usize {
    games.iter().filter(|g| !g.can_miss).count()
}

/// How many games some result makes right: every game with a pick a
/// result can make right (all of them, as every option is some result's).
fn could_be_right(games: &[Classes]) -> usize {
    games.iter().filter(|g| !g.right.is_empty()).count()
}

/// The bets that win, per size, when each game comes in as `classes`.
fn winning_by_size(bets: &[Bet], sizes: &[usize], classes: &[u64]) -> Vec<(usize, u64)> {
    let mut by_size: Vec<(usize, u64)> = sizes.iter().map(|s| (*s, 0)).collect();
    for b in bets {
        if b.legs.iter().all(|(g, p)| classes[*g] & (1 << p) != 0) {
            if let Some(row) = by_size.iter_mut().find(|(s, _)| *s == b.legs.len()) {
                row.1 += 1;
            }
        }
    }
    by_size
}

/// A game's classes: the sets of its picks (bit i: pick i) one result
/// makes right together, and whether some result makes none right.
pub struct Classes {
    pub right: Vec<u64>,
    pub can_miss: bool,
}

impl Classes {
    /// Walks the results: football half-time and 90-minute scores to 8
    /// goals a side (past that every play type answers as at 8), basketball
    /// margins to 30 either side of the preset total (past 26 the 胜分差
    /// band stays; 大小分 and the handicaps are decided by then).
    pub fn of(game: SportsGame, g: &super::parlay::SelectedGame) -> Self {
        let mut right = std::collections::BTreeSet::new();
        let mut can_miss = false;
        let mut add = |mask: u64| {
            if mask == 0 {
                can_miss = true;
            } else {
                right.insert(mask);
            }
        };
        let mask_of = |answer: &dyn Fn(PlayType) -> Option<usize>| -> u64 {
            g.picks
                .iter()
                .enumerate()
                .filter(|(_, p)| answer(p.play) == Some(p.option))
                .fold(0u64, |m, (i, _)| m | (1 << i))
        };
        match game {
            SportsGame::Jclq => {
                // Either side of the preset total (大小分), or of a usual
                // one when the game has none: margins are what the other
                // play types read.
                let preset = match g.line.total.div_euclid(10) {
                    t if t > 40 => t,
                    _ => 200,
                };
                for d in -30i32..=30 {
                    for t in [preset - 3, preset - 2, preset + 2, preset + 3] {
                        if d == 0 || (t + d) % 2 != 0 || t < d.abs() {
                            continue;
                        }
                        let score = Score::new(((t + d) / 2) as u16, ((t - d) / 2) as u16);
                        add(mask_of(&|p| outcome::basketball(p, score, g.line)));
                    }
                }
            }
            _ => {
                for hh in 0..=5u16 {
                    for ha in 0..=5u16 {
                        for fh in hh..=8 {
                            for fa in ha..=8 {
                                let (full, half) = (Score::new(fh, fa), Some(Score::new(hh, ha)));
                                add(mask_of(&|p| outcome::football(p, full, half, g.line)));
                            }
                        }
                    }
                }
            }
        }
        Self {
            right: right.into_iter().collect(),
            can_miss,
        }
    }

    /// The classes worth trying for `goal` (module doc: dominance), the
    /// empty class (0) included when the game can miss.
    fn kept(&self, goal: Goal, odds: &[i64]) -> Vec<u64> {
        let sorted = |mask: u64| -> Vec<i64> {
            let mut v: Vec<i64> = (0..odds.len())
                .filter(|i| mask & (1 << i) != 0)
                .map(|i| odds[i])
                .collect();
            v.sort_unstable_by(|a, b| b.cmp(a));
            v
        };
        // `a` pays at least what `b` pays in every combination.
        let covers =
            |a: &[i64], b: &[i64]| a.len() >= b.len() && b.iter().zip(a).all(|(x, y)| y >= x);
        let all: Vec<(u64, Vec<i64>)> = self.right.iter().map(|m| (*m, sorted(*m))).collect();
        let mut kept: Vec<u64> = Vec::new();
        for (i, (mask, odds_i)) in all.iter().enumerate() {
            let beaten = all.iter().enumerate().any(|(j, (_, odds_j))| {
                let (better, worse) = match goal {
                    Goal::Max => (odds_j, odds_i),
                    Goal::Min => (odds_i, odds_j),
                };
                // j makes i redundant; of two equal classes the first stays.
                j != i && covers(better, worse) && (!covers(worse, better) || j < i)
            });
            if !beaten {
                kept.push(*mask);
            }
        }
        if self.can_miss {
            kept.push(0);
        }
        // Likely winners first: the search finds a good bound early.
        let weight = |m: &u64| -> i64 { sorted(*m).iter().sum() };
        match goal {
            Goal::Max => kept.sort_by_key(|m| std::cmp::Reverse(weight(m))),
            Goal::Min => kept.sort_by_key(weight),
        }
        kept
    }
}

struct Search<'a> {
    bets: &'a [Bet],
}

/// A bet still undecided: its index and the next of its legs to check.
type Open = (u32, u8);

impl Search<'_> {
    /// The best combination for `goal` with exactly `hits` games right
    /// (a game is right when its class is not empty), or any number.
    fn run(&self, classes: &[Vec<u64>], goal: Goal, hits: Option<usize>) -> Option<Found> {
        let n = classes.len();
        // Games from g on that can be right, and that must be.
        let mut can_right = vec![0usize; n + 1];
        let mut must_right = vec![0usize; n + 1];
        for g in (0..n).rev() {
            can_right[g] = can_right[g + 1] + usize::from(classes[g].iter().any(|c| *c != 0));
            must_right[g] = must_right[g + 1] + usize::from(classes[g].iter().all(|c| *c != 0));
        }
        let open: Vec<Open> = (0..self.bets.len()).map(|i| (i as u32, 0)).collect();
        let open_sum = self.bets.iter().fold(0i64, |s, b| s.saturating_add(b.pay));
        let mut walk = Walk {
            bets: self.bets,
            classes,
            goal,
            hits,
            can_right: &can_right,
            must_right: &must_right,
            chosen: vec![0; n],
            best: None,
        };
        walk.go(0, 0, 0, &open, open_sum);
        walk.best
    }
}

struct Walk<'a> {
    bets: &'a [Bet],
    classes: &'a [Vec<u64>],
    goal: Goal,
    hits: Option<usize>,
    can_right: &'a [usize],
    must_right: &'a [usize],
    chosen: Vec<u64>,
    best: Option<Found>,
}

impl Walk<'_> {
    /// Games before `g` are chosen; `won` is what their finished bets pay,
    /// `open` the bets still undecided and `open_sum` what they would pay.
    fn go(&mut self, g: usize, right: usize, won: i64, open: &[Open], open_sum: i64) {
        let n = self.classes.len();
        if let Some(h) = self.hits {
            if right + self.must_right[g] > h || right + self.can_right[g] < h {
                return;
            }
        }
        match self.goal {
            Goal::Max => {
                if self
                    .best
                    .as_ref()
                    .is_some_and(|b| won.saturating_add(open_sum) <= b.total)
                {
                    return;
                }
            }
            Goal::Min => {
                if self.best.as_ref().is_some_and(|b| won >= b.total) {
                    return;
                }
                // Nothing open: the games left cannot add a win, only be
                // chosen to make the count of right games (checked above).
                if open.is_empty() || g == n {
                    if won > 0 {
                        self.record(g, won);
                    }
                    return;
                }
            }
        }
        if g == n {
            if won > 0 {
                self.record(g, won);
            }
            return;
        }
        for &class in &self.classes[g] {
            let mut next = Vec::with_capacity(open.len());
            let (mut gained, mut next_sum) = (0i64, 0i64);
            for &(b, at) in open {
                let bet = &self.bets[b as usize];
                let (game, pick) = bet.legs[at as usize];
                if game != g {
                    next.push((b, at));
                    next_sum = next_sum.saturating_add(bet.pay);
                } else if class & (1 << pick) != 0 {
                    if usize::from(at) + 1 == bet.legs.len() {
                        gained = gained.saturating_add(bet.pay);
                    } else {
                        next.push((b, at + 1));
                        next_sum = next_sum.saturating_add(bet.pay);
                    }
                }
            }
            self.chosen[g] = class;
            let right = right + usize::from(class != 0);
            self.go(g + 1, right, won.saturating_add(gained), &next, next_sum);
        }
    }

    fn record(&mut self, g: usize, total: i64) {
        let better = match (&self.best, self.goal) {
            (None, _) => true,
            (Some(b), Goal::Max) => total > b.total,
            (Some(b), Goal::Min) => total < b.total,
        };
        if better {
            // Games not reached (nothing open for them) come in as chosen
            // last; only the total and, for `max`, the winners matter.
            let mut classes = self.chosen.clone();
            for c in classes.iter_mut().skip(g) {
                *c = 0;
            }
            self.best = Some(Found { total, classes });
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sports::bonus::Rounding;
    use crate::sports::outcome::Line;
    use crate::sports::parlay::{breakdown, Pick, SelectedGame};
    use crate::sports::pass::PassType;

    fn option(play: PlayType, label: &str) -> usize {
        play.options()
            .iter()
            .position(|o| *o == label)
            .unwrap_or_else(|| panic!("{label} is not an option of {play:?}"))
    }

    fn pick(play: PlayType, label: &str, odds: i64) -> Pick {
        Pick {
            play,
            option: option(play, label),
            odds,
        }
    }

    fn game(picks: Vec<Pick>, handicap: i32) -> SelectedGame {
        SelectedGame {
            picks,
            banker: false,
            line: Line { handicap, total: 0 },
        }
    }

    fn selection(
        game: SportsGame,
        games: Vec<SelectedGame>,
        pass: &str,
        multiple: u32,
    ) -> Selection {
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

    /// The most is over results, and a capped bet is worth its cap: 3串1
    /// over four games, three of 胜 at 30.00 and the last with 半全场 负负
    /// 33.09, 比分 1:5 169.96 and 比分 4:0 253.56. Picking the last game's
    /// largest odds (4:0) gives 54,000 + 3 × 200,000 (capped) = 654,000;
    /// the result 1:5 (away ahead at half-time) makes 负负 and 1:5 right
    /// together: 54,000 + 3 × 59,562 + 3 × 200,000 = 832,686.00.
    #[test]
    fn the_most_counts_every_pick_a_result_makes_right() {
        use PlayType::{Bf, Bqc, Spf};
        let mut games: Vec<SelectedGame> = (0..3)
            .map(|_| game(vec![pick(Spf, "胜", 3000)], 0))
            .collect();
        games.push(game(
            vec![
                pick(Bqc, "负负", 3309),
                pick(Bf, "1:5", 16996),
                pick(Bf, "4:0", 25356),
            ],
            0,
        ));
        let b = breakdown(
            &selection(SportsGame::Jczq, games, "3串1", 1),
            Rounding::HalfUp,
        )
        .unwrap();
        assert_eq!(b.max_fen, 83_268_600);
        // With all four right the least is a 负负 without 1:5 (0:1 at
        // half-time and full time): 54,000 + 3 × 59,562.
        assert_eq!(b.hits[0].hits, 4);
        assert_eq!(
            (b.hits[0].min_fen, b.hits[0].max_fen),
            (23_268_600, 83_268_600)
        );
    }

    /// The least is what a result pays: 竞彩篮球 2串1, one game with 主负
    /// 1.66, 让分主胜 5.00 and 让分主负 1.50 at +5.5 for the home side (it
    /// cannot miss, and 让分主负 only comes with 主负), the other 主胜 1.16.
    /// The cheapest bet, 1.50 × 1.16 × 2 = 3.48, never wins alone: an away
    /// win by 6 or more makes 主负 right too, 3.85 + 3.48 = 7.33.
    #[test]
    fn the_least_is_what_a_result_pays() {
        use PlayType::{Rfsf, Sf};
        let games = vec![
            game(
                vec![
                    pick(Sf, "主负", 166),
                    pick(Rfsf, "让分主胜", 500),
                    pick(Rfsf, "让分主负", 150),
                ],
                55,
            ),
            game(vec![pick(Sf, "主胜", 116)], 0),
        ];
        let b = breakdown(
            &selection(SportsGame::Jclq, games, "2串1", 1),
            Rounding::HalfUp,
        )
        .unwrap();
        assert_eq!(b.min_fen, 733);
        // The most: an away win by 1 to 5, 3.85 + 11.60.
        assert_eq!(b.max_fen, 1_545);
    }
}
