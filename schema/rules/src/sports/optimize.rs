//! 奖金优化 (lottery-rules.md §9b): the same stake spread over a
//! selection's single bets by different multiples. 平均 evens out what
//! each bet returns; 博热 and 博冷 first give every bet enough to return
//! the stake, then put what is left on the likeliest bet (lowest odds) or
//! the longest shot (highest odds). Each bet keeps at least 1倍.

use super::bonus::Rounding;
use super::parlay::{self, Selection};
use crate::error::{RuleError, RuleResult};

/// How to spread the stake.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Strategy {
    /// 平均优化.
    Even,
    /// 博热优化.
    Favourite,
    /// 博冷优化.
    Longshot,
}

/// The multiples of each bet, given each bet's bonus at 1倍 (`unit_fen`, as
/// `BonusRules::bet_fen(odds, 1)` gives it) and the stake in fen (a
/// multiple of 2 yuan). The multiples add up to stake / 2 yuan.
pub fn spread(unit_fen: &[i64], stake_fen: i64, strategy: Strategy) -> RuleResult<Vec<u32>> {
    if unit_fen.is_empty() {
        return Err(RuleError::invalid("bets", "nothing to optimise"));
    }
    if unit_fen.iter().any(|u| *u <= 0) {
        return Err(RuleError::invalid("bets", "every bet must pay something"));
    }
    if stake_fen <= 0 || stake_fen % 200 != 0 {
        return Err(RuleError::invalid(
            "stake",
            "must be a positive multiple of 2 yuan",
        ));
    }
    let units = stake_fen / 200;
    let n = unit_fen.len() as i64;
    if units < n {
        return Err(RuleError::invalid(
            "stake",
            format!(
                "must cover each of the {n} bets once: at least {} yuan",
                n * 2
            ),
        ));
    }
    if units > i64::from(u32::MAX) {
        return Err(RuleError::invalid("stake", "is too large"));
    }
    let multiples = match strategy {
        Strategy::Even => even(unit_fen, units),
        Strategy::Favourite | Strategy::Longshot => {
            // Each bet's least multiple returning the stake.
            let floor: Vec<i64> = unit_fen
                .iter()
                .map(|u| ((stake_fen + u - 1) / u).max(1))
                .collect();
            if floor.iter().sum::<i64>() > units {
                // The stake cannot come back whichever bet wins: even it out.
                even(unit_fen, units)
            } else {
                let left = units - floor.iter().sum::<i64>();
                let target = (0..unit_fen.len())
                    .min_by_key(|i| {
                        if strategy == Strategy::Favourite {
                            unit_fen[*i]
                        } else {
                            -unit_fen[*i]
                        }
                    })
                    .unwrap_or(0);
                let mut m = floor;
                m[target] += left;
                m
            }
        }
    };
    multiples
        .into_iter()
        .map(|m| u32::try_from(m).map_err(|_| RuleError::invalid("stake", "is too large")))
        .collect()
}

/// A selection's 奖金优化: each single bet's multiple and what it returns.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Optimized {
    pub multiples: Vec<u32>,
    pub returns_fen: Vec<i64>,
    /// The stake, unchanged: bets × 2 yuan × the selection's multiple.
    pub stake_fen: i64,
}

/// Spreads `selection`'s stake over its single bets (at most
/// `parlay::MAX_LISTED_BETS` of them) by `strategy`.
pub fn optimize_selection(
    selection: &Selection,
    strategy: Strategy,
    rounding: Rounding,
) -> RuleResult<Optimized> {
    let units = Selection {
        multiple: 1,
        ..selection.clone()
    };
    let b = parlay::breakdown(&units, rounding)?;
    if b.singles.is_empty() {
        return Err(RuleError::invalid("matches", "too many bets to optimise"));
    }
    let unit: Vec<i64> = b.singles.iter().map(|s| s.bonus_fen).collect();
    let stake_fen = b
        .cost_fen
        .checked_mul(i64::from(selection.multiple))
        .ok_or_else(|| RuleError::invalid("multiple", "the stake is too large"))?;
    let multiples = spread(&unit, stake_fen, strategy)?;
    Ok(Optimized {
        returns_fen: multiples
            .iter()
            .zip(&unit)
            .map(|(m, u)| i64::from(*m) * u)
            .collect(),
        multiples,
        stake_fen,
    })
}

/// Multiples making each bet's return as equal as whole multiples allow:
/// proportional to 1 / bonus, rounded down (at least 1), then one at a
/// time to the bet returning least.
fn even(unit_fen: &[i64], units: i64) -> Vec<i64> {
    // m_i = units × (1/u_i) / Σ(1/u_j) = units × P/u_i / Σ P/u_j, with P the
    // product's stand-in: work in i128 over the largest bonus to stay exact.
    let top = i128::from(unit_fen.iter().copied().max().unwrap_or(1));
    let weights: Vec<i128> = unit_fen
        .iter()
        .map(|u| top * 1_000_000 / i128::from(*u))
        .collect();
    let total: i128 = weights.iter().sum::<i128>().max(1);
    let mut m: Vec<i64> = weights
        .iter()
        .map(|w| {
            i64::try_from(i128::from(units) * w / total)
                .unwrap_or(1)
                .max(1)
        })
        .collect();
    // Rounding down may leave units over; at least-1 may have used too many.
    while m.iter().sum::<i64>() > units {
        let most = (0..m.len())
            .filter(|i| m[*i] > 1)
            .max_by_key(|i| m[*i] * unit_fen[*i])
            .unwrap_or(0);
        m[most] -= 1;
    }
    while m.iter().sum::<i64>() < units {
        let least = (0..m.len())
            .min_by_key(|i| m[*i] * unit_fen[*i])
            .unwrap_or(0);
        m[least] += 1;
    }
    m
}

#[cfg(test)]
mod tests {
    use super::*;

    /// §9b's five bets at 1倍: 6.30, 13.44, 5.40, 11.52, 7.56.
    const BETS: [i64; 5] = [630, 1_344, 540, 1_152, 756];

    #[test]
    fn the_stake_stays_and_every_bet_keeps_one() {
        for strategy in [Strategy::Even, Strategy::Favourite, Strategy::Longshot] {
            let m = spread(&BETS, 10_000, strategy).unwrap();
            assert_eq!(
                m.iter().sum::<u32>(),
                50,
                "{strategy:?}: 100 yuan is 50 bets"
            );
            assert!(m.iter().all(|x| *x >= 1));
        }
        assert!(
            spread(&BETS, 800, Strategy::Even).is_err(),
            "8 yuan cannot cover 5 bets"
        );
        assert!(spread(&BETS, 1_001, Strategy::Even).is_err());
    }

    #[test]
    fn even_returns_are_close() {
        let m = spread(&BETS, 10_000, Strategy::Even).unwrap();
        let returns: Vec<i64> = m.iter().zip(BETS).map(|(m, u)| i64::from(*m) * u).collect();
        let (lo, hi) = (returns.iter().min().unwrap(), returns.iter().max().unwrap());
        // No bet returns more than the dearest bet's one multiple above another.
        assert!(hi - lo <= 1_344, "{returns:?}");
    }

    #[test]
    fn favourite_and_longshot_return_the_stake_first() {
        // Three of them: 100 yuan returns at 16, 8 and 14 multiples (38 of
        // 50); the 12 left go to 6.30 (likeliest) or 13.44 (longest shot).
        let three = [630, 1_344, 756];
        let fav = spread(&three, 10_000, Strategy::Favourite).unwrap();
        let cold = spread(&three, 10_000, Strategy::Longshot).unwrap();
        assert_eq!(fav, [28, 8, 14]);
        assert_eq!(cold, [16, 20, 14]);
        // All five cannot each return the stake (Σ 1/bonus > 1/2): evened out.
        assert_eq!(
            spread(&BETS, 10_000, Strategy::Favourite).unwrap(),
            spread(&BETS, 10_000, Strategy::Even).unwrap()
        );
    }

    #[test]
    fn a_selection_keeps_its_stake() {
        use super::super::outcome::Line;
        use super::super::parlay::{Pick, SelectedGame};
        use super::super::pass::PassType;
        use super::super::plays::{PlayType, SportsGame};
        let game = |odds: &[i64]| SelectedGame {
            picks: odds
                .iter()
                .enumerate()
                .map(|(option, o)| Pick {
                    play: PlayType::Spf,
                    option,
                    odds: *o,
                })
                .collect(),
            banker: false,
            line: Line::default(),
        };
        // §9b's five bets at 10倍: 100 yuan spread over them.
        let s = Selection {
            game: SportsGame::Jczq,
            games: vec![game(&[150, 320]), game(&[210]), game(&[180])],
            passes: vec![PassType::new(2, 1)],
            multiple: 10,
        };
        let o = optimize_selection(&s, Strategy::Even, Rounding::HalfUp).unwrap();
        assert_eq!(o.stake_fen, 10_000);
        assert_eq!(o.multiples.iter().sum::<u32>(), 50);
        assert_eq!(o.returns_fen[0], i64::from(o.multiples[0]) * 630);
    }
}
