//! Number selection (选号) for 双色球: every 6-red combination of the
//! candidates that passes the filters, times the chosen blues.

use crate::error::{RuleError, RuleResult};

/// Filters on a combination of six reds (all optional, inclusive ranges).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Filters {
    pub sum: Option<(u32, u32)>,
    pub odd: Option<(u32, u32)>,
    /// Reds above 16 (大) — lottery-rules.md counts 17–33 as big.
    pub big: Option<(u32, u32)>,
    pub span: Option<(u32, u32)>,
    /// Reds that must be in every combination.
    pub must: Vec<u8>,
    /// Reds that may not appear.
    pub exclude: Vec<u8>,
}

/// The most candidates (C(20, 6) = 38760 combinations to look at).
pub const MAX_CANDIDATES: usize = 20;

fn within(v: u32, r: Option<(u32, u32)>) -> bool {
    r.is_none_or(|(lo, hi)| (lo..=hi).contains(&v))
}

/// The blues played with every combination: 1 to 16 of 1–16.
pub fn check_blues(blues: &[u8]) -> RuleResult<()> {
    if blues.is_empty() || blues.len() > 16 || blues.iter().any(|b| !(1..=16).contains(b)) {
        return Err(RuleError::invalid("blues", "pick 1 to 16 blues of 1–16"));
    }
    Ok(())
}

/// The red combinations that pass, in ascending order.
pub fn select_reds(candidates: &[u8], f: &Filters) -> RuleResult<Vec<[u8; 6]>> {
    let mut c: Vec<u8> = candidates.to_vec();
    c.sort_unstable();
    c.dedup();
    if c.len() < 6 || c.len() > MAX_CANDIDATES || c.iter().any(|n| !(1..=33).contains(n)) {
        return Err(RuleError::invalid(
            "candidates",
            format!("must be 6 to {MAX_CANDIDATES} reds of 1–33"),
        ));
    }
    if f.must.iter().any(|m| !c.contains(m)) {
        return Err(RuleError::invalid("must", "must be among the candidates"));
    }
    let mut out = Vec::new();
    let n = c.len();
    let mut idx = [0usize, 1, 2, 3, 4, 5];
    loop {
        let combo = idx.map(|i| c[i]);
        let sum: u32 = combo.iter().map(|x| u32::from(*x)).sum();
        let odd = combo.iter().filter(|x| *x % 2 == 1).count() as u32;
        let big = combo.iter().filter(|x| **x > 16).count() as u32;
        let span = u32::from(combo[5] - combo[0]);
        if within(sum, f.sum)
            && within(odd, f.odd)
            && within(big, f.big)
            && within(span, f.span)
            && f.must.iter().all(|m| combo.contains(m))
            && !f.exclude.iter().any(|x| combo.contains(x))
        {
            out.push(combo);
        }
        // Next combination in lexicographic order.
        let mut i = 6;
        loop {
            if i == 0 {
                return Ok(out);
            }
            i -= 1;
            if idx[i] != i + n - 6 {
                break;
            }
        }
        idx[i] += 1;
        for j in i + 1..6 {
            idx[j] = idx[j - 1] + 1;
        }
    }
}

/// The result of a selection: every passing red combination is played
/// with every blue.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Selected {
    pub reds: Vec<[u8; 6]>,
    pub blues: Vec<u8>,
    pub bets: u64,
    pub cost_fen: i64,
}

/// Checks the blues, filters the candidates' combinations and prices them.
pub fn select(candidates: &[u8], blues: &[u8], f: &Filters) -> RuleResult<Selected> {
    check_blues(blues)?;
    let reds = select_reds(candidates, f)?;
    let bets = (reds.len() * blues.len()) as u64;
    Ok(Selected {
        cost_fen: super::bets::cost_fen(bets, 1, false)?,
        bets,
        reds,
        blues: blues.to_vec(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn without_filters_every_combination_passes() {
        let all = select_reds(&[1, 2, 3, 4, 5, 6, 7, 8], &Filters::default()).unwrap();
        assert_eq!(all.len(), 28);
        assert_eq!(all[0], [1, 2, 3, 4, 5, 6]);
        assert_eq!(all[27], [3, 4, 5, 6, 7, 8]);
    }

    #[test]
    fn filters_cut_the_combinations() {
        let c = [1, 2, 3, 4, 5, 6, 7, 8];
        let f = Filters {
            must: vec![8],
            ..Default::default()
        };
        assert_eq!(select_reds(&c, &f).unwrap().len(), 21);
        let f = Filters {
            exclude: vec![1, 2],
            ..Default::default()
        };
        assert_eq!(select_reds(&c, &f).unwrap().len(), 1);
        let f = Filters {
            sum: Some((21, 21)),
            ..Default::default()
        };
        assert_eq!(select_reds(&c, &f).unwrap(), [[1, 2, 3, 4, 5, 6]]);
        let f = Filters {
            odd: Some((3, 3)),
            ..Default::default()
        };
        // 4 odd and 4 even candidates: C(4,3)·C(4,3) = 16.
        assert_eq!(select_reds(&c, &f).unwrap().len(), 16);
        assert!(select_reds(&[1, 2, 3], &Filters::default()).is_err());
    }
}
