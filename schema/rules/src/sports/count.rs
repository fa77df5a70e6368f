//! Counting the bets of a sports selection (lottery-rules.md §5, libcomm's
//! calBetNum): for each size s, the sum over every s-subset of the games
//! of the product of the options chosen in each, where every 胆 (banker)
//! game is in every subset. Done without enumerating: the sum over
//! subsets of products is an elementary symmetric polynomial of the
//! option counts, built in one pass.

use crate::error::{RuleError, RuleResult};

/// One game of a selection: how many options are chosen in it (all play
/// types together for 混合过关), and whether it is a 胆.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Chosen {
    pub options: usize,
    pub banker: bool,
}

impl Chosen {
    pub fn new(options: usize, banker: bool) -> Self {
        Self { options, banker }
    }
}

/// The bets of `games` played at `sizes` (sub-parlay sizes, as
/// `pass::selection_sizes` gives them).
pub fn bet_count(games: &[Chosen], sizes: &[usize]) -> RuleResult<u64> {
    let bankers = games.iter().filter(|g| g.banker).count();
    let banker_product = games
        .iter()
        .filter(|g| g.banker)
        .try_fold(1u128, |p, g| p.checked_mul(g.options as u128))
        .ok_or_else(too_many)?;
    // e[j]: the sum over j-subsets of the other games of their products.
    let mut e = vec![0u128; games.len() + 1];
    e[0] = 1;
    for (seen, g) in games.iter().filter(|g| !g.banker).enumerate() {
        for j in (1..=seen + 1).rev() {
            e[j] = e[j]
                .checked_add(
                    e[j - 1]
                        .checked_mul(g.options as u128)
                        .ok_or_else(too_many)?,
                )
                .ok_or_else(too_many)?;
        }
    }
    let mut total = 0u128;
    for &s in sizes {
        if s < bankers || s > games.len() {
            continue;
        }
        total = total
            .checked_add(
                banker_product
                    .checked_mul(e[s - bankers])
                    .ok_or_else(too_many)?,
            )
            .ok_or_else(too_many)?;
    }
    u64::try_from(total).map_err(|_| too_many())
}

fn too_many() -> RuleError {
    RuleError::invalid("selection", "has too many bets to count")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn plain(options: &[usize]) -> Vec<Chosen> {
        options.iter().map(|o| Chosen::new(*o, false)).collect()
    }

    #[test]
    fn the_rulebooks_examples() {
        // [2, 1, 3] as 3串4: 11 two-game bets and 6 three-game bets.
        assert_eq!(bet_count(&plain(&[2, 1, 3]), &[2]).unwrap(), 11);
        assert_eq!(bet_count(&plain(&[2, 1, 3]), &[2, 3]).unwrap(), 17);
        // [1, 2, 1, 3] as 4串11.
        assert_eq!(bet_count(&plain(&[1, 2, 1, 3]), &[2, 3, 4]).unwrap(), 40);
        // §9b: A (2 options), B, C as 2串1: 5 bets.
        assert_eq!(bet_count(&plain(&[2, 1, 1]), &[2]).unwrap(), 5);
    }

    #[test]
    fn bankers_are_in_every_bet() {
        // Four games of one option, A a 胆, 2串1: AB, AC, AD.
        let mut games = plain(&[1, 1, 1, 1]);
        games[0].banker = true;
        assert_eq!(bet_count(&games, &[2]).unwrap(), 3);
        // With 3串1 too: ABC, ABD, ACD.
        assert_eq!(bet_count(&games, &[2, 3]).unwrap(), 6);
        // A 胆 with two options doubles every bet.
        games[0].options = 2;
        assert_eq!(bet_count(&games, &[2, 3]).unwrap(), 12);
        // Two 胆 and a size of one: no bet can hold both.
        games[1].banker = true;
        assert_eq!(bet_count(&games, &[1]).unwrap(), 0);
    }
}
