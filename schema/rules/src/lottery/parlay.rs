//! 竞彩 parlay bets and their bonus detail (lottery-rules.md §5, §9b): the
//! single bets of an M串1 / 自由过关 selection and each bet's bonus,
//! 2 × Π odds, in integer fen. Odds are given in hundredths (2.10 → 210).

/// One single bet: the option picked in each of its games, and its bonus.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ParlayBet {
    /// (game index, option index) per leg.
    pub picks: Vec<(usize, usize)>,
    /// 2 × Π odds at 1 倍, in fen (rounded half up at the fen).
    pub bonus_fen: i64,
    /// Π odds exactly, in hundredths to the power of the legs.
    product: i128,
}

impl ParlayBet {
    /// The bonus at `multiple` 倍, multiplied before rounding
    /// (2.20 × 1.56 × 50 × 2 = 343.20, not 50 × 6.86).
    pub fn bonus_at(&self, multiple: u32) -> i64 {
        rounded_fen(self.product * i128::from(multiple), self.picks.len() as u32)
    }
}

fn rounded_fen(product: i128, legs: u32) -> i64 {
    // 2 × Π(odds/100) yuan = 200 × Π odds / 100^legs fen.
    let scale = 100i128.pow(legs);
    i64::try_from((200 * product + scale / 2) / scale).unwrap_or(i64::MAX)
}

/// Every single bet of `games` (each game's options' odds, in hundredths)
/// played at the parlay sizes `sizes` (2 for 2串1; several for 自由过关).
pub fn bets(games: &[Vec<i64>], sizes: &[usize]) -> Vec<ParlayBet> {
    let mut out = Vec::new();
    for &size in sizes {
        let mut chosen = Vec::new();
        subsets(games.len(), size, 0, &mut chosen, &mut |subset| {
            expand(games, subset, 0, &mut Vec::new(), &mut out);
        });
    }
    out
}

fn subsets(n: usize, k: usize, start: usize, chosen: &mut Vec<usize>, f: &mut dyn FnMut(&[usize])) {
    if chosen.len() == k {
        f(chosen);
        return;
    }
    for i in start..n {
        chosen.push(i);
        subsets(n, k, i + 1, chosen, f);
        chosen.pop();
    }
}

fn expand(
    games: &[Vec<i64>],
    subset: &[usize],
    at: usize,
    picks: &mut Vec<(usize, usize)>,
    out: &mut Vec<ParlayBet>,
) {
    if at == subset.len() {
        let product: i128 = picks
            .iter()
            .map(|(g, o)| i128::from(games[*g][*o]))
            .product();
        out.push(ParlayBet {
            picks: picks.clone(),
            bonus_fen: rounded_fen(product, subset.len() as u32),
            product,
        });
        return;
    }
    let game = subset[at];
    for option in 0..games[game].len() {
        picks.push((game, option));
        expand(games, subset, at + 1, picks, out);
        picks.pop();
    }
}

/// The bonus of the bets that win when each game ends with `results[i]`
/// (the winning option's index, or `None` when none of the picks won).
pub fn winnings_fen(bets: &[ParlayBet], results: &[Option<usize>]) -> i64 {
    bets.iter()
        .filter(|b| b.picks.iter().all(|(g, o)| results[*g] == Some(*o)))
        .map(|b| b.bonus_fen)
        .sum()
}

/// What the bets pay at `multiple` 倍 when game `i` ends with `results[i]`.
pub fn winnings_at(bets: &[ParlayBet], results: &[Option<usize>], multiple: u32) -> i64 {
    bets.iter()
        .filter(|b| b.picks.iter().all(|(g, o)| results[*g] == Some(*o)))
        .map(|b| b.bonus_at(multiple))
        .sum()
}

/// Limits of a breakdown: 竞彩 parlays reach 8 games with 3 options each.
pub const MAX_GAMES: usize = 8;
pub const MAX_OPTIONS: usize = 3;
pub const MAX_BETS: usize = 20_000;

/// Checks a selection: 1–8 games of 1–3 options with odds above 1.00,
/// sizes between 1 and the number of games.
pub fn check(games: &[Vec<i64>], sizes: &[usize]) -> crate::error::RuleResult<()> {
    use crate::error::RuleError;
    if games.is_empty() || games.len() > MAX_GAMES {
        return Err(RuleError::invalid(
            "games",
            format!("must be 1 to {MAX_GAMES} games"),
        ));
    }
    for (i, g) in games.iter().enumerate() {
        if g.is_empty() || g.len() > MAX_OPTIONS || g.iter().any(|o| *o <= 100 || *o > 1_000_000) {
            return Err(RuleError::invalid(
                format!("games[{i}]"),
                format!("must be 1 to {MAX_OPTIONS} odds above 1.00 (in hundredths)"),
            ));
        }
    }
    if sizes.is_empty() || sizes.iter().any(|s| *s == 0 || *s > games.len()) {
        return Err(RuleError::invalid(
            "sizes",
            "must be 1 to the number of games",
        ));
    }
    let mut sorted = sizes.to_vec();
    sorted.sort_unstable();
    sorted.dedup();
    if sorted.len() != sizes.len() {
        return Err(RuleError::invalid("sizes", "must not repeat"));
    }
    Ok(())
}

/// One row of the hits table (lottery-rules.md §9b step 3): with `hits`
/// games right, how many bets win at each size, and the least and most
/// they pay.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HitsRow {
    pub hits: usize,
    /// (size, winning bets) for each played size.
    pub winning: Vec<(usize, u64)>,
    pub min_fen: i64,
    pub max_fen: i64,
}

/// The hits table from all games right down to the smallest size. Each
/// bet's bonus only grows with its games' odds, so for a set of right
/// games the least is paid by their lowest-odds options and the most by
/// their highest; the sets themselves are enumerated (at most 2⁸).
pub fn hits_table(
    games: &[Vec<i64>],
    sizes: &[usize],
    bets: &[ParlayBet],
    multiple: u32,
) -> Vec<HitsRow> {
    let n = games.len();
    let smallest = sizes.iter().copied().min().unwrap_or(n);
    let pick = |highest: bool| -> Vec<usize> {
        games
            .iter()
            .map(|g| {
                let mut best = 0;
                for (i, o) in g.iter().enumerate() {
                    if (highest && *o > g[best]) || (!highest && *o < g[best]) {
                        best = i;
                    }
                }
                best
            })
            .collect()
    };
    let (low, high) = (pick(false), pick(true));
    let mut rows = Vec::new();
    for hits in (smallest..=n).rev() {
        let (mut min_fen, mut max_fen) = (i64::MAX, 0);
        for mask in 0u32..(1 << n) {
            if mask.count_ones() as usize != hits {
                continue;
            }
            let with = |options: &[usize]| -> Vec<Option<usize>> {
                (0..n)
                    .map(|g| (mask & (1 << g) != 0).then_some(options[g]))
                    .collect()
            };
            min_fen = min_fen.min(winnings_at(bets, &with(&low), multiple));
            max_fen = max_fen.max(winnings_at(bets, &with(&high), multiple));
        }
        let mut sizes = sizes.to_vec();
        sizes.sort_unstable();
        rows.push(HitsRow {
            hits,
            winning: sizes
                .iter()
                .map(|s| (*s, super::bets::choose(hits as u64, *s as u64)))
                .collect(),
            min_fen,
            max_fen,
        });
    }
    rows
}

/// The bonus detail of a parlay at a multiple (§9b).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Breakdown {
    pub bets: Vec<ParlayBet>,
    pub multiple: u32,
    pub cost_fen: i64,
    /// The least any win pays (the smallest size's cheapest bet) and the
    /// most (every game right at its highest odds).
    pub min_fen: i64,
    pub max_fen: i64,
    pub hits: Vec<HitsRow>,
}

/// Checks the selection and the multiple, then lists the bets, the cost
/// and the hits table.
pub fn breakdown(
    games: &[Vec<i64>],
    sizes: &[usize],
    multiple: u32,
) -> crate::error::RuleResult<Breakdown> {
    use crate::error::RuleError;
    check(games, sizes)?;
    if multiple == 0 || multiple > 100_000 {
        return Err(RuleError::invalid("multiple", "must be 1 to 100000"));
    }
    let all = bets(games, sizes);
    if all.len() > MAX_BETS {
        return Err(RuleError::invalid(
            "sizes",
            format!("more than {MAX_BETS} bets"),
        ));
    }
    let hits = hits_table(games, sizes, &all, multiple);
    Ok(Breakdown {
        cost_fen: super::bets::cost_fen(all.len() as u64, multiple, false)?,
        min_fen: hits.last().map_or(0, |h| h.min_fen),
        max_fen: hits.first().map_or(0, |h| h.max_fen),
        bets: all,
        multiple,
        hits,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_bonus_detail_example_of_section_9() {
        // A: 胜 1.50 or 平 3.20; B: 胜 2.10; C: 负 1.80; 2串1.
        let games = vec![vec![150, 320], vec![210], vec![180]];
        let all = bets(&games, &[2]);
        assert_eq!(all.len(), 5, "2 + 2 + 1 bets");
        assert_eq!(all.len() as i64 * 200, 1_000, "10 yuan");
        let bonuses: Vec<i64> = all.iter().map(|b| b.bonus_fen).collect();
        assert_eq!(bonuses, [630, 1_344, 540, 1_152, 756]);
        // A胜, B胜, C负: 6.30 + 5.40 + 7.56 = 19.26.
        assert_eq!(winnings_fen(&all, &[Some(0), Some(0), Some(0)]), 1_926);
        // A平: 13.44 + 11.52 + 7.56 = 32.52.
        assert_eq!(winnings_fen(&all, &[Some(1), Some(0), Some(0)]), 3_252);
        // Only A and C right: 5.40.
        assert_eq!(winnings_fen(&all, &[Some(0), None, Some(0)]), 540);
        // The hits table: all three right pays 19.26 to 32.52 (3 bets
        // win); two right pays at least 5.40 (AC) and at most 13.44 (A平 B).
        let table = hits_table(&games, &[2], &all, 1);
        assert_eq!(
            table,
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
        assert!(check(&games, &[2]).is_ok());
        assert!(check(&games, &[4]).is_err());
        assert!(
            check(&[vec![100]], &[1]).is_err(),
            "odds must be above 1.00"
        );
    }

    #[test]
    fn the_official_two_game_example_is_exact() {
        // 2.20 × 1.56 × 2 = 6.864 yuan per bet; × 50 倍 = 343.20.
        let b = bets(&[vec![220], vec![156]], &[2]);
        assert_eq!(b[0].bonus_at(50), 34_320);
        assert_eq!(b[0].bonus_fen, 686);
    }

    #[test]
    fn three_games_as_three_for_four() {
        // [2, 1, 3] options as 3串4 (three 2串1 and one 3串1): 11 + 6 = 17 bets.
        let games = vec![vec![100, 100], vec![100], vec![100, 100, 100]];
        assert_eq!(bets(&games, &[2, 3]).len(), 17);
    }
}
