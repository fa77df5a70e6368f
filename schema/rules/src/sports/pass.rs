//! 过关方式: M串N as the union of k串1 sub-parlays (lottery-rules.md §5 for
//! 竞彩, §7 for 北单, whose tables include singles), and which sizes a
//! selection plays.

use std::fmt;

use crate::error::{RuleError, RuleResult};

/// M串N: `games` games, `bets` named combinations (1 for M串1).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct PassType {
    pub games: usize,
    pub bets: usize,
}

impl PassType {
    pub const fn new(games: usize, bets: usize) -> Self {
        Self { games, bets }
    }

    /// Reads "3串4" (also "3x4"), and "单关" for 1串1.
    pub fn parse(text: &str) -> RuleResult<Self> {
        let text = text.trim();
        if text == "单关" {
            return Ok(Self::new(1, 1));
        }
        let bad = || {
            RuleError::invalid(
                "passTypes",
                format!("\"{text}\" is not M串N (such as 3串4)"),
            )
        };
        let (m, n) = text
            .split_once('串')
            .or_else(|| text.split_once(['x', 'X']))
            .ok_or_else(bad)?;
        let games = m.trim().parse::<usize>().map_err(|_| bad())?;
        let bets = n.trim().parse::<usize>().map_err(|_| bad())?;
        if games == 0 || bets == 0 {
            return Err(bad());
        }
        Ok(Self::new(games, bets))
    }

    /// M串1: a free pass (自由过关), combinable with other M串1.
    pub fn is_free(self) -> bool {
        self.bets == 1
    }
}

impl fmt::Display for PassType {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.games == 1 && self.bets == 1 {
            f.write_str("单关")
        } else {
            write!(f, "{}串{}", self.games, self.bets)
        }
    }
}

/// Which table a game's M串N come from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PassTable {
    /// 竞彩足球 and 竞彩篮球: 单关 and M串1 up to 8, and the combinations of §5.
    Jingcai,
    /// 北京单场: M串1 up to 15, and combinations that include singles (§7).
    Beidan,
}

/// (M, N, sizes) of the combinations (N > 1), as the rulebook lists them.
const JINGCAI: &[(usize, usize, &[usize])] = &[
    (3, 3, &[2]),
    (3, 4, &[2, 3]),
    (4, 4, &[3]),
    (4, 5, &[3, 4]),
    (4, 6, &[2]),
    (4, 11, &[2, 3, 4]),
    (5, 5, &[4]),
    (5, 6, &[4, 5]),
    (5, 10, &[2]),
    (5, 16, &[3, 4, 5]),
    (5, 20, &[2, 3]),
    (5, 26, &[2, 3, 4, 5]),
    (6, 6, &[5]),
    (6, 7, &[5, 6]),
    (6, 15, &[2]),
    (6, 20, &[3]),
    (6, 22, &[4, 5, 6]),
    (6, 35, &[2, 3]),
    (6, 42, &[3, 4, 5, 6]),
    (6, 50, &[2, 3, 4]),
    (6, 57, &[2, 3, 4, 5, 6]),
    (7, 7, &[6]),
    (7, 8, &[6, 7]),
    (7, 21, &[5]),
    (7, 35, &[4]),
    (7, 120, &[2, 3, 4, 5, 6, 7]),
    (8, 8, &[7]),
    (8, 9, &[7, 8]),
    (8, 28, &[6]),
    (8, 56, &[5]),
    (8, 70, &[4]),
    (8, 247, &[2, 3, 4, 5, 6, 7, 8]),
];

const BEIDAN: &[(usize, usize, &[usize])] = &[
    (2, 3, &[1, 2]),
    (3, 4, &[2, 3]),
    (3, 7, &[1, 2, 3]),
    (4, 5, &[3, 4]),
    (4, 11, &[2, 3, 4]),
    (4, 15, &[1, 2, 3, 4]),
    (5, 6, &[4, 5]),
    (5, 16, &[3, 4, 5]),
    (5, 26, &[2, 3, 4, 5]),
    (5, 31, &[1, 2, 3, 4, 5]),
    (6, 7, &[5, 6]),
    (6, 22, &[4, 5, 6]),
    (6, 42, &[3, 4, 5, 6]),
    (6, 57, &[2, 3, 4, 5, 6]),
    (6, 63, &[1, 2, 3, 4, 5, 6]),
];

impl PassTable {
    /// The most games of an M串1.
    pub fn max_free(self) -> usize {
        match self {
            Self::Jingcai => 8,
            Self::Beidan => 15,
        }
    }

    fn combinations(self) -> &'static [(usize, usize, &'static [usize])] {
        match self {
            Self::Jingcai => JINGCAI,
            Self::Beidan => BEIDAN,
        }
    }

    /// The sub-parlay sizes of `pass`, or `None` when this table has no such pass.
    pub fn sizes(self, pass: PassType) -> Option<Vec<usize>> {
        if pass.is_free() {
            return (pass.games <= self.max_free()).then(|| vec![pass.games]);
        }
        self.combinations()
            .iter()
            .find(|(m, n, _)| (*m, *n) == (pass.games, pass.bets))
            .map(|(_, _, sizes)| sizes.to_vec())
    }

    /// Every pass of the table with its sizes: M串1 first, then the combinations.
    pub fn rows(self) -> Vec<(PassType, Vec<usize>)> {
        (1..=self.max_free())
            .map(|m| (PassType::new(m, 1), vec![m]))
            .chain(
                self.combinations()
                    .iter()
                    .map(|(m, n, s)| (PassType::new(*m, *n), s.to_vec())),
            )
            .collect()
    }
}

/// The sizes a selection of `games` games plays under `passes`: any number
/// of M串1 together (自由过关, each needing at least M games), or one
/// combination M串N (N > 1) over exactly M games.
pub fn selection_sizes(
    table: PassTable,
    passes: &[PassType],
    games: usize,
) -> RuleResult<Vec<usize>> {
    if passes.is_empty() {
        return Err(RuleError::invalid(
            "passTypes",
            "choose at least one 过关方式",
        ));
    }
    let combination = passes.iter().find(|p| !p.is_free());
    if let Some(c) = combination {
        if passes.len() > 1 {
            return Err(RuleError::invalid(
                "passTypes",
                format!("{c} cannot be combined with another 过关方式"),
            ));
        }
        if games != c.games {
            return Err(RuleError::invalid(
                "passTypes",
                format!(
                    "{c} needs exactly {} games, the selection has {games}",
                    c.games
                ),
            ));
        }
    }
    let mut sizes = Vec::new();
    for p in passes {
        let s = table.sizes(*p).ok_or_else(|| {
            RuleError::invalid("passTypes", format!("{p} is not sold in this game"))
        })?;
        if p.is_free() && p.games > games {
            return Err(RuleError::invalid(
                "passTypes",
                format!(
                    "{p} needs at least {} games, the selection has {games}",
                    p.games
                ),
            ));
        }
        if sizes.iter().any(|x| s.contains(x)) {
            return Err(RuleError::invalid(
                "passTypes",
                format!("{p} is chosen twice"),
            ));
        }
        sizes.extend(s);
    }
    sizes.sort_unstable();
    Ok(sizes)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lottery::bets::choose;

    #[test]
    fn every_row_names_as_many_bets_as_its_sizes_hold() {
        for table in [PassTable::Jingcai, PassTable::Beidan] {
            for (pass, sizes) in table.rows() {
                let n: u64 = sizes
                    .iter()
                    .map(|s| choose(pass.games as u64, *s as u64))
                    .sum();
                assert_eq!(n, pass.bets as u64, "{pass} in {table:?}: N = Σ C(M, s)");
                assert!(sizes.iter().all(|s| *s <= pass.games));
            }
        }
        assert_eq!(PassTable::Jingcai.rows().len(), 8 + 32);
        assert_eq!(PassTable::Beidan.rows().len(), 15 + 15);
    }

    #[test]
    fn passes_read_and_print() {
        assert_eq!(PassType::parse("3串4").unwrap(), PassType::new(3, 4));
        assert_eq!(PassType::parse("4x11").unwrap(), PassType::new(4, 11));
        assert_eq!(PassType::parse("单关").unwrap().to_string(), "单关");
        assert_eq!(PassType::new(8, 247).to_string(), "8串247");
        let e = PassType::parse("3串").unwrap_err();
        assert_eq!(e.field.as_deref(), Some("passTypes"));
        assert!(PassType::parse("0串1").is_err());
    }

    #[test]
    fn a_selection_plays_the_union_of_its_passes() {
        let t = PassTable::Jingcai;
        let p = |s| PassType::parse(s).unwrap();
        assert_eq!(selection_sizes(t, &[p("3串4")], 3).unwrap(), [2, 3]);
        assert_eq!(
            selection_sizes(t, &[p("2串1"), p("3串1")], 5).unwrap(),
            [2, 3]
        );
        assert!(
            selection_sizes(t, &[p("3串4")], 4).is_err(),
            "a combination takes exactly M games"
        );
        assert!(selection_sizes(t, &[p("3串4"), p("2串1")], 3).is_err());
        assert!(selection_sizes(t, &[p("4串1")], 3).is_err());
        assert!(
            selection_sizes(t, &[p("9串1")], 9).is_err(),
            "竞彩 stops at 8"
        );
        assert!(
            selection_sizes(t, &[p("2串3")], 2).is_err(),
            "2串3 is 北单's"
        );
        assert_eq!(
            selection_sizes(PassTable::Beidan, &[p("2串3")], 2).unwrap(),
            [1, 2]
        );
        assert_eq!(
            selection_sizes(PassTable::Beidan, &[p("15串1")], 15).unwrap(),
            [15]
        );
        assert!(selection_sizes(t, &[], 3).is_err());
    }
}
