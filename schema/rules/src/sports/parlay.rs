//! A sports selection (竞彩足球, 竞彩篮球, 北京单场): its checks, its bets
//! and cost, every single bet with its bonus (奖金明细), the bonus range
//! and hits table (lottery-rules.md §9b), and its settlement against
//! results. Odds are hundredths; money is fen.

use std::collections::BTreeSet;

use super::bonus::{BonusRules, Rounding, CANCELLED_ODDS};
use super::count::{self, Chosen};
use super::outcome::Line;
use super::pass::{self, PassTable, PassType};
use super::plays::{PlayType, SportsGame};
use crate::error::{RuleError, RuleResult};

/// One option picked in a game.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Pick {
    pub play: PlayType,
    /// The option's index in `play.options()`.
    pub option: usize,
    /// Its odds (竞彩) or SP (北单) when picked, in hundredths.
    pub odds: i64,
}

/// A game (match) of a selection: its picks (several play types for
/// 混合过关), whether it is a 胆, and the line it was sold with.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SelectedGame {
    pub picks: Vec<Pick>,
    pub banker: bool,
    pub line: Line,
}

/// A selection: the game, its matches, the 过关方式 and the multiple.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Selection {
    pub game: SportsGame,
    pub games: Vec<SelectedGame>,
    pub passes: Vec<PassType>,
    pub multiple: u32,
}

/// The most bets a selection may hold, and the most the 奖金明细 lists.
pub const MAX_BETS: u64 = 100_000;
pub const MAX_LISTED_BETS: usize = 20_000;
/// The highest multiple an order may carry (tickets then hold ≤ 99 each).
pub const MAX_MULTIPLE: u32 = 100_000;
/// The least and most odds accepted (1.01 to 10000.00).
pub const MIN_ODDS: i64 = 101;
pub const MAX_ODDS: i64 = 1_000_000;

impl Selection {
    fn table(&self) -> PassTable {
        match self.game {
            SportsGame::Bjdc => PassTable::Beidan,
            _ => PassTable::Jingcai,
        }
    }

    /// Checks the selection and returns the sub-parlay sizes it plays.
    pub fn check(&self) -> RuleResult<Vec<usize>> {
        if self.game == SportsGame::Ctzq {
            return Err(RuleError::invalid(
                "game",
                "传统足彩 is counted by its pools, not by 过关",
            ));
        }
        if self.games.is_empty() {
            return Err(RuleError::invalid("games", "choose at least one match"));
        }
        if self.multiple == 0 || self.multiple > MAX_MULTIPLE {
            return Err(RuleError::invalid(
                "multiple",
                format!("must be 1 to {MAX_MULTIPLE}"),
            ));
        }
        let mut plays = BTreeSet::new();
        for (i, g) in self.games.iter().enumerate() {
            let field = format!("games[{i}]");
            if g.picks.is_empty() {
                return Err(RuleError::invalid(field, "choose at least one option"));
            }
            let mut seen = BTreeSet::new();
            for p in &g.picks {
                if p.play.game() != self.game {
                    return Err(RuleError::invalid(
                        field,
                        format!("{} is not a play of {}", p.play.name(), self.game.name()),
                    ));
                }
                if p.option >= p.play.options().len() {
                    return Err(RuleError::invalid(
                        field,
                        format!("{} has no option {}", p.play.name(), p.option),
                    ));
                }
                if !(MIN_ODDS..=MAX_ODDS).contains(&p.odds) {
                    return Err(RuleError::invalid(
                        field,
                        "odds must be 1.01 to 10000.00 (in hundredths)",
                    ));
                }
                if !seen.insert((p.play, p.option)) {
                    return Err(RuleError::invalid(field, "an option is chosen twice"));
                }
                plays.insert(p.play);
            }
        }
        if plays.contains(&PlayType::BdSfgg) && plays.len() > 1 {
            return Err(RuleError::invalid(
                "games",
                "胜负过关 is its own game and cannot be mixed",
            ));
        }
        let n = self.games.len();
        for play in &plays {
            if n > play.max_games() {
                return Err(RuleError::invalid(
                    "games",
                    format!(
                        "{} allows at most {} games, the selection has {n}",
                        play.name(),
                        play.max_games()
                    ),
                ));
            }
            if n < play.min_games() {
                return Err(RuleError::invalid(
                    "games",
                    format!("{} needs at least {} games", play.name(), play.min_games()),
                ));
            }
        }
        let sizes = pass::selection_sizes(self.table(), &self.passes, n)?;
        let bankers = self.games.iter().filter(|g| g.banker).count();
        if bankers > 0 && bankers >= sizes[0] {
            return Err(RuleError::invalid(
                "games",
                format!(
                    "at most {} 胆 for a smallest parlay of {} games",
                    sizes[0] - 1,
                    sizes[0]
                ),
            ));
        }
        Ok(sizes)
    }

    fn chosen(&self) -> Vec<Chosen> {
        self.games
            .iter()
            .map(|g| Chosen::new(g.picks.len(), g.banker))
            .collect()
    }

    /// The number of single bets (formula; no enumeration).
    pub fn bet_count(&self) -> RuleResult<u64> {
        let sizes = self.check()?;
        count::bet_count(&self.chosen(), &sizes)
    }
}

/// The lottery tools' plain 奖金明细 (`parlayBreakdown`): each game's picked
/// options as bare odds, one play type per game so one option comes in,
/// played at `sizes` as free passes (`[2]` for 2串1), listing every bet.
pub fn odds_breakdown(odds: &[Vec<i64>], sizes: &[usize], multiple: u32) -> RuleResult<Breakdown> {
    let mut sorted = sizes.to_vec();
    sorted.sort_unstable();
    sorted.dedup();
    if sizes.is_empty() || sizes.iter().any(|s| *s == 0 || *s > odds.len()) {
        return Err(RuleError::invalid(
            "sizes",
            "must be 1 to the number of games",
        ));
    }
    if sorted.len() != sizes.len() {
        return Err(RuleError::invalid("sizes", "must not repeat"));
    }
    if let Some(i) = odds.iter().position(|g| g.is_empty() || g.len() > 3) {
        return Err(RuleError::invalid(
            format!("games[{i}]"),
            "must be 1 to 3 odds",
        ));
    }
    let selection = Selection {
        game: SportsGame::Jczq,
        games: odds
            .iter()
            .map(|g| SelectedGame {
                picks: g
                    .iter()
                    .enumerate()
                    .map(|(option, odds)| Pick {
                        play: PlayType::Spf,
                        option,
                        odds: *odds,
                    })
                    .collect(),
                banker: false,
                line: Line::default(),
            })
            .collect(),
        passes: sorted.iter().map(|s| PassType::new(*s, 1)).collect(),
        multiple,
    };
    let b = breakdown(&selection, Rounding::HalfUp)?;
    if b.bets > MAX_LISTED_BETS as u64 {
        return Err(RuleError::invalid(
            "sizes",
            format!("more than {MAX_LISTED_BETS} bets"),
        ));
    }
    Ok(b)
}

/// A leg of a bet: (game index, pick index in that game).
pub type Leg = (usize, usize);

/// One single bet: a pick in each of its games.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SingleBet {
    /// (game index, pick index in that game) per leg, games ascending.
    pub legs: Vec<Leg>,
    /// What it pays if every leg wins at the selection's multiple, in fen.
    pub bonus_fen: i64,
    /// Whether the per-bet cap cut it.
    pub capped: bool,
}

/// Calls `f` with every single bet's legs of `games` at `sizes`, bankers in
/// every bet, in order: by size, then subsets in lexicographic order, then
/// picks. Stops when `f` returns false.
pub fn for_each_bet(games: &[SelectedGame], sizes: &[usize], f: &mut dyn FnMut(&[Leg]) -> bool) {
    let n = games.len();
    let bankers: Vec<usize> = (0..n).filter(|i| games[*i].banker).collect();
    let others: Vec<usize> = (0..n).filter(|i| !games[*i].banker).collect();
    let mut go = true;
    for &size in sizes {
        if size < bankers.len() || !go {
            continue;
        }
        let mut chosen = Vec::new();
        subsets(&others, size - bankers.len(), 0, &mut chosen, &mut |rest| {
            if !go {
                return;
            }
            let mut subset: Vec<usize> = bankers.iter().chain(rest).copied().collect();
            subset.sort_unstable();
            expand(games, &subset, 0, &mut Vec::new(), &mut |legs| {
                if go {
                    go = f(legs);
                }
            });
        });
    }
}

fn subsets(
    items: &[usize],
    k: usize,
    start: usize,
    chosen: &mut Vec<usize>,
    f: &mut dyn FnMut(&[usize]),
) {
    if chosen.len() == k {
        f(chosen);
        return;
    }
    // Leave room for the rest: no subset can complete past this point.
    for i in start..=items.len().saturating_sub(k - chosen.len()) {
        if i >= items.len() {
            break;
        }
        chosen.push(items[i]);
        subsets(items, k, i + 1, chosen, f);
        chosen.pop();
    }
}

fn expand(
    games: &[SelectedGame],
    subset: &[usize],
    at: usize,
    legs: &mut Vec<Leg>,
    f: &mut dyn FnMut(&[Leg]),
) {
    if at == subset.len() {
        f(legs);
        return;
    }
    let g = subset[at];
    for p in 0..games[g].picks.len() {
        legs.push((g, p));
        expand(games, subset, at + 1, legs, f);
        legs.pop();
    }
}

/// One row of the hits table: with `hits` games right, the bets winning at
/// each size (at the most it pays) and the least and most the win pays,
/// over the results that make exactly that many games right
/// (`super::range`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HitsRow {
    pub hits: usize,
    pub winning: Vec<(usize, u64)>,
    pub min_fen: i64,
    pub max_fen: i64,
}

/// The 奖金明细 of a selection (§9b).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Breakdown {
    pub sizes: Vec<usize>,
    pub bets: u64,
    pub cost_fen: i64,
    /// The least a win pays and the most, over the results the games can
    /// have (`super::range`): several picks of a game one result makes
    /// right count together, a game that cannot miss counts as right.
    pub min_fen: i64,
    pub max_fen: i64,
    /// A row per count of right games some results give: from all games
    /// down to the larger of the smallest size and the games that cannot
    /// miss (their picks cover every result); empty above 8 games (北单
    /// to 15: 2¹⁵ sets of right games are too many to walk).
    pub hits: Vec<HitsRow>,
    /// Every single bet, when there are at most `MAX_LISTED_BETS`.
    pub singles: Vec<SingleBet>,
}

/// The most games the hits table walks every set of right games for.
pub const HITS_TABLE_GAMES: usize = 8;

/// Checks `selection` and works out its bonus detail.
pub fn breakdown(selection: &Selection, rounding: Rounding) -> RuleResult<Breakdown> {
    let sizes = selection.check()?;
    let bets = count::bet_count(&selection.chosen(), &sizes)?;
    if bets > MAX_BETS {
        return Err(RuleError::invalid(
            "games",
            format!("{bets} bets: at most {MAX_BETS}"),
        ));
    }
    let rules = BonusRules::new(selection.game, rounding);
    let cost_fen = i64::try_from(bets)
        .ok()
        .and_then(|b| b.checked_mul(200))
        .and_then(|c| c.checked_mul(i64::from(selection.multiple)))
        .ok_or_else(|| RuleError::invalid("multiple", "the cost is too large"))?;
    let mut singles = Vec::new();
    if bets <= MAX_LISTED_BETS as u64 {
        for_each_bet(&selection.games, &sizes, &mut |legs| {
            let odds: Vec<i64> = legs
                .iter()
                .map(|(g, p)| selection.games[*g].picks[*p].odds)
                .collect();
            let bonus_fen = rules.bet_fen(&odds, selection.multiple);
            let capped = bonus_fen
                == rules
                    .cap_fen(odds.len())
                    .saturating_mul(i64::from(selection.multiple));
            singles.push(SingleBet {
                legs: legs.to_vec(),
                bonus_fen,
                capped,
            });
            true
        });
    }
    // The range over results (`super::range`); the hits table for at most
    // HITS_TABLE_GAMES games whose bets are listed.
    let n = selection.games.len();
    let table = (n <= HITS_TABLE_GAMES && !singles.is_empty()).then_some(sizes[0]);
    let range = super::range::range(selection, &sizes, &rules, table);
    let (min_fen, max_fen, hits) = (range.min_fen, range.max_fen, range.rows);
    Ok(Breakdown {
        sizes,
        bets,
        cost_fen,
        min_fen,
        max_fen,
        hits,
        singles,
    })
}

/// How a game of a selection ended.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Outcome {
    /// Not played or not published yet.
    Pending,
    /// Cancelled (or void): every leg on it counts as won at odds 1.00.
    Cancelled,
    /// The right option of each play type, with 北单's 开奖SP (the SP that
    /// pays, replacing the one at purchase) where published.
    Decided(Vec<Decided>),
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Decided {
    pub play: PlayType,
    pub option: usize,
    pub sp: Option<i64>,
}

/// What a selection won.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Settlement {
    pub winning_bets: u64,
    pub won_fen: i64,
    /// Bets still waiting on a pending game (only they can still win).
    pub pending_bets: u64,
}

/// Settles `selection` against `outcomes` (one per game, same order).
pub fn settle(
    selection: &Selection,
    outcomes: &[Outcome],
    rounding: Rounding,
) -> RuleResult<Settlement> {
    let sizes = selection.check()?;
    if outcomes.len() != selection.games.len() {
        return Err(RuleError::invalid(
            "outcomes",
            "one per game of the selection",
        ));
    }
    let rules = BonusRules::new(selection.game, rounding);
    let mut s = Settlement {
        winning_bets: 0,
        won_fen: 0,
        pending_bets: 0,
    };
    for_each_bet(&selection.games, &sizes, &mut |legs| {
        let mut odds = Vec::with_capacity(legs.len());
        let mut pending = false;
        for (g, p) in legs {
            let pick = selection.games[*g].picks[*p];
            match &outcomes[*g] {
                Outcome::Pending => pending = true,
                Outcome::Cancelled => odds.push(CANCELLED_ODDS),
                Outcome::Decided(list) => {
                    match list.iter().find(|d| d.play == pick.play) {
                        Some(d) if d.option == pick.option => odds.push(d.sp.unwrap_or(pick.odds)),
                        Some(_) => return true,
                        // The play's result is not known (a half-time score missing).
                        None => pending = true,
                    }
                }
            }
        }
        if pending {
            s.pending_bets += 1;
        } else {
            s.winning_bets += 1;
            s.won_fen = s
                .won_fen
                .saturating_add(rules.bet_fen(&odds, selection.multiple));
        }
        true
    });
    Ok(s)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn game(picks: &[(PlayType, usize, i64)]) -> SelectedGame {
        SelectedGame {
            picks: picks
                .iter()
                .map(|(play, option, odds)| Pick {
                    play: *play,
                    option: *option,
                    odds: *odds,
                })
                .collect(),
            banker: false,
            line: Line::default(),
        }
    }

    fn selection(games: Vec<SelectedGame>, pass: &str, multiple: u32) -> Selection {
        Selection {
            game: games[0].picks[0].play.game(),
            games,
            passes: pass
                .split(',')
                .map(|p| PassType::parse(p).unwrap())
                .collect(),
            multiple,
        }
    }

    /// §9b: A (胜 1.50 or 平 3.20), B (胜 2.10), C (负 1.80) as 2串1.
    fn section_9b() -> Selection {
        use PlayType::Spf;
        selection(
            vec![
                game(&[(Spf, 0, 150), (Spf, 1, 320)]),
                game(&[(Spf, 0, 210)]),
                game(&[(Spf, 2, 180)]),
            ],
            "2串1",
            1,
        )
    }

    fn decided(play: PlayType, option: usize) -> Outcome {
        Outcome::Decided(vec![Decided {
            play,
            option,
            sp: None,
        }])
    }

    #[test]
    fn the_bonus_detail_example_of_section_9() {
        let s = section_9b();
        let b = breakdown(&s, Rounding::HalfUp).unwrap();
        assert_eq!((b.bets, b.cost_fen), (5, 1_000));
        let bonuses: Vec<i64> = b.singles.iter().map(|x| x.bonus_fen).collect();
        assert_eq!(bonuses, [630, 1_344, 540, 1_152, 756]);
        let settle_with = |a| {
            settle(
                &s,
                &[
                    decided(PlayType::Spf, a),
                    decided(PlayType::Spf, 0),
                    decided(PlayType::Spf, 2),
                ],
                Rounding::HalfUp,
            )
            .unwrap()
            .won_fen
        };
        // A胜 B胜 C负: 6.30 + 5.40 + 7.56 = 19.26; A平: 32.52.
        assert_eq!(settle_with(0), 1_926);
        assert_eq!(settle_with(1), 3_252);
        // Only A and C right: 5.40, the least a win pays.
        let only_ac = settle(
            &s,
            &[
                decided(PlayType::Spf, 0),
                decided(PlayType::Spf, 2),
                decided(PlayType::Spf, 2),
            ],
            Rounding::HalfUp,
        )
        .unwrap();
        assert_eq!((only_ac.won_fen, only_ac.winning_bets), (540, 1));
        assert_eq!((b.min_fen, b.max_fen), (540, 3_252));
        assert_eq!(
            b.hits,
            [
                HitsRow {
                    hits: 3,
                    winning: vec![(2, 3)],
                    min_fen: 1_926,
                    max_fen: 3_252
                },
                HitsRow {
                    hits: 2,
                    winning: vec![(2, 1)],
                    min_fen: 540,
                    max_fen: 1_344
                },
            ]
        );
    }

    #[test]
    fn the_official_two_game_example_at_fifty_times() {
        use PlayType::Spf;
        let s = selection(
            vec![game(&[(Spf, 0, 220)]), game(&[(Spf, 0, 156)])],
            "2串1",
            50,
        );
        let b = breakdown(&s, Rounding::HalfUp).unwrap();
        assert_eq!((b.bets, b.cost_fen, b.max_fen), (1, 10_000, 34_320));
    }

    #[test]
    fn three_for_four_and_four_for_eleven() {
        use PlayType::Spf;
        let s = selection(
            vec![
                game(&[(Spf, 0, 150), (Spf, 1, 300)]),
                game(&[(Spf, 0, 200)]),
                game(&[(Spf, 0, 150), (Spf, 1, 300), (Spf, 2, 500)]),
            ],
            "3串4",
            1,
        );
        assert_eq!(s.bet_count().unwrap(), 17);
        assert_eq!(
            breakdown(&s, Rounding::HalfUp).unwrap().cost_fen,
            3_400,
            "34 yuan"
        );
        let s = selection(
            vec![
                game(&[(Spf, 0, 150)]),
                game(&[(Spf, 0, 150), (Spf, 1, 300)]),
                game(&[(Spf, 0, 150)]),
                game(&[(Spf, 0, 150), (Spf, 1, 300), (Spf, 2, 500)]),
            ],
            "4串11",
            1,
        );
        assert_eq!(s.bet_count().unwrap(), 40);
    }

    #[test]
    fn limits_name_the_play_type() {
        use PlayType::Sfc;
        let five: Vec<SelectedGame> = (0..5).map(|_| game(&[(Sfc, 0, 450)])).collect();
        let e = selection(five, "5串1", 1).check().unwrap_err();
        assert_eq!(e.field.as_deref(), Some("games"));
        assert!(
            e.message.contains("胜分差 allows at most 4 games"),
            "{}",
            e.message
        );
        // 混合过关 takes the least: 比分 in one game caps the whole at 4.
        let mut mixed: Vec<SelectedGame> =
            (0..5).map(|_| game(&[(PlayType::Spf, 0, 150)])).collect();
        mixed[0].picks.push(Pick {
            play: PlayType::Bf,
            option: 2,
            odds: 800,
        });
        assert!(selection(mixed, "5串1", 1)
            .check()
            .unwrap_err()
            .message
            .contains("比分"));
        // A basketball play in a football selection.
        let e = selection(
            vec![
                game(&[(PlayType::Spf, 0, 150)]),
                game(&[(PlayType::Sf, 0, 150)]),
            ],
            "2串1",
            1,
        )
        .check()
        .unwrap_err();
        assert_eq!(e.field.as_deref(), Some("games[1]"));
    }

    #[test]
    fn bankers_stay_in_every_bet_and_leave_room() {
        use PlayType::Spf;
        let mut games: Vec<SelectedGame> = (0..4).map(|_| game(&[(Spf, 0, 200)])).collect();
        games[0].banker = true;
        let s = selection(games.clone(), "2串1,3串1", 1);
        let b = breakdown(&s, Rounding::HalfUp).unwrap();
        assert_eq!(b.bets, 6);
        assert!(b.singles.iter().all(|x| x.legs[0].0 == 0));
        games[1].banker = true;
        assert!(
            selection(games, "2串1", 1).check().is_err(),
            "two 胆 leave no room in a 2串1"
        );
    }

    #[test]
    fn a_mixed_game_can_win_twice() {
        // 胜 at 1.50 and 比分 2:1 at 8.00 on one game, 胜 2.00 on the other:
        // a 2:1 makes both picks of the first game right.
        use PlayType::{Bf, Spf};
        let s = selection(
            vec![game(&[(Spf, 0, 150), (Bf, 2, 800)]), game(&[(Spf, 0, 200)])],
            "2串1",
            1,
        );
        let b = breakdown(&s, Rounding::HalfUp).unwrap();
        assert_eq!(b.bets, 2);
        // 2 × 1.5 × 2 + 2 × 8 × 2 = 6 + 32.
        assert_eq!(b.max_fen, 3_800);
        assert_eq!(b.min_fen, 600);
        let won = settle(
            &s,
            &[
                Outcome::Decided(vec![
                    Decided {
                        play: Spf,
                        option: 0,
                        sp: None,
                    },
                    Decided {
                        play: Bf,
                        option: 2,
                        sp: None,
                    },
                ]),
                decided(Spf, 0),
            ],
            Rounding::HalfUp,
        )
        .unwrap();
        assert_eq!((won.winning_bets, won.won_fen), (2, 3_800));
    }

    #[test]
    fn cancelled_games_pay_at_one_and_pending_games_wait() {
        use PlayType::Spf;
        let s = selection(
            vec![
                game(&[(Spf, 0, 220)]),
                game(&[(Spf, 0, 300)]),
                game(&[(Spf, 0, 156)]),
            ],
            "3串1",
            1,
        );
        let won = settle(
            &s,
            &[decided(Spf, 0), Outcome::Cancelled, decided(Spf, 0)],
            Rounding::HalfUp,
        )
        .unwrap();
        assert_eq!(won.won_fen, 686, "as the 2串1 of the others");
        let waiting = settle(
            &s,
            &[decided(Spf, 0), Outcome::Pending, decided(Spf, 0)],
            Rounding::HalfUp,
        )
        .unwrap();
        assert_eq!((waiting.pending_bets, waiting.won_fen), (1, 0));
    }

    #[test]
    fn beidan_settles_on_the_final_sp() {
        use PlayType::BdRqspf;
        let s = selection(
            vec![game(&[(BdRqspf, 0, 300)]), game(&[(BdRqspf, 0, 200)])],
            "2串1",
            1,
        );
        let outcomes = [
            Outcome::Decided(vec![Decided {
                play: BdRqspf,
                option: 0,
                sp: Some(312),
            }]),
            Outcome::Decided(vec![Decided {
                play: BdRqspf,
                option: 0,
                sp: Some(245),
            }]),
        ];
        // 2 × 3.12 × 2.45 × 65% = 9.94, not the 7.80 the SP at purchase gave.
        assert_eq!(
            settle(&s, &outcomes, Rounding::HalfUp).unwrap().won_fen,
            994
        );
        assert_eq!(breakdown(&s, Rounding::HalfUp).unwrap().max_fen, 780);
    }

    #[test]
    fn plain_odds_as_the_lottery_tools_send_them() {
        let b = odds_breakdown(&[vec![150, 320], vec![210], vec![180]], &[2], 1).unwrap();
        assert_eq!((b.bets, b.min_fen, b.max_fen), (5, 540, 3_252));
        assert_eq!(b.singles[1].legs, [(0, 1), (1, 0)]);
        assert_eq!(
            odds_breakdown(&[vec![150], vec![210]], &[3], 1)
                .unwrap_err()
                .field
                .as_deref(),
            Some("sizes")
        );
        assert_eq!(
            odds_breakdown(&[vec![150; 4], vec![210]], &[2], 1)
                .unwrap_err()
                .field
                .as_deref(),
            Some("games[0]")
        );
        assert!(
            odds_breakdown(&[vec![100], vec![210]], &[2], 1).is_err(),
            "odds must be above 1.00"
        );
    }
}
