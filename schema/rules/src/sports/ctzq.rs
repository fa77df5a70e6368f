//! 传统足彩 (lottery-rules.md §8): 14场胜负彩, 任选九场, 6场半全场 and 4场
//! 进球: bet counts, winning bets by tier, and the floating prize per bet.

use super::count::{self, Chosen};
use crate::error::{RuleError, RuleResult};

/// A 传统足彩 pool.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Pool {
    /// 14场胜负彩: 3/1/0 for each of 14 matches; 一等奖 14 right, 二等奖 13.
    Sfc14,
    /// 任选九场: any 9 to 14 of the same 14 matches; one tier, 9 right.
    Rx9,
    /// 6场半全场: half-time and full-time results of 6 matches, 3/1/0 each.
    Bqc6,
    /// 4场进球: home and away goals of 4 matches, 0/1/2/3+ each.
    Jq4,
}

impl Pool {
    pub const ALL: [Pool; 4] = [Self::Sfc14, Self::Rx9, Self::Bqc6, Self::Jq4];

    pub fn code(self) -> &'static str {
        match self {
            Self::Sfc14 => "sfc14",
            Self::Rx9 => "rx9",
            Self::Bqc6 => "bqc6",
            Self::Jq4 => "jq4",
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Self::Sfc14 => "14场胜负彩",
            Self::Rx9 => "任选九场",
            Self::Bqc6 => "6场半全场",
            Self::Jq4 => "4场进球",
        }
    }

    /// How many results a ticket picks (two per match for 半全场 and 进球).
    pub fn results(self) -> usize {
        match self {
            Self::Sfc14 | Self::Rx9 => 14,
            Self::Bqc6 => 12,
            Self::Jq4 => 8,
        }
    }

    /// The options of each result, in ticket order.
    pub fn options(self) -> &'static [&'static str] {
        match self {
            Self::Jq4 => &["0", "1", "2", "3+"],
            _ => &["3", "1", "0"],
        }
    }
}

/// The most 胆 a 任九 ticket may set (every bet then still holds 9).
pub const RX9_MAX_BANKERS: usize = 8;

/// A ticket: for each result the options picked (empty: not chosen, 任九
/// only), and which are 胆 (任九 only).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Ticket {
    pub pool: Pool,
    pub picks: Vec<Vec<usize>>,
    pub bankers: Vec<bool>,
}

impl Ticket {
    fn check(&self) -> RuleResult<()> {
        let n = self.pool.results();
        if self.picks.len() != n {
            return Err(RuleError::invalid(
                "picks",
                format!("{} needs {n} results", self.pool.name()),
            ));
        }
        if !self.bankers.is_empty() && self.bankers.len() != n {
            return Err(RuleError::invalid(
                "bankers",
                format!("one per result ({n}) or none"),
            ));
        }
        let options = self.pool.options().len();
        for (i, p) in self.picks.iter().enumerate() {
            let mut sorted = p.clone();
            sorted.sort_unstable();
            sorted.dedup();
            if sorted.len() != p.len() || p.iter().any(|o| *o >= options) {
                return Err(RuleError::invalid(
                    format!("picks[{i}]"),
                    format!("options are 0 to {} once each", options - 1),
                ));
            }
            if p.is_empty() && self.pool != Pool::Rx9 {
                return Err(RuleError::invalid(
                    format!("picks[{i}]"),
                    "pick at least one option",
                ));
            }
        }
        let bankers = self.bankers.iter().filter(|b| **b).count();
        if self.pool != Pool::Rx9 && bankers > 0 {
            return Err(RuleError::invalid("bankers", "only 任九 sets 胆"));
        }
        if self.pool == Pool::Rx9 {
            let chosen = self.picks.iter().filter(|p| !p.is_empty()).count();
            if chosen < 9 {
                return Err(RuleError::invalid(
                    "picks",
                    format!("任九 needs 9 to 14 matches, {chosen} chosen"),
                ));
            }
            if bankers > RX9_MAX_BANKERS {
                return Err(RuleError::invalid(
                    "bankers",
                    format!("at most {RX9_MAX_BANKERS} 胆"),
                ));
            }
            if self
                .bankers
                .iter()
                .zip(&self.picks)
                .any(|(b, p)| *b && p.is_empty())
            {
                return Err(RuleError::invalid("bankers", "a 胆 must be a chosen match"));
            }
        }
        Ok(())
    }

    fn chosen(&self, per_result: impl Fn(usize) -> usize) -> Vec<Chosen> {
        (0..self.picks.len())
            .filter(|i| !self.picks[*i].is_empty())
            .map(|i| Chosen::new(per_result(i), self.bankers.get(i).copied().unwrap_or(false)))
            .collect()
    }

    /// The bets: the product of the options per result; for 任九 the sum
    /// over every 9 of the chosen matches (胆 in each) of that product.
    pub fn bet_count(&self) -> RuleResult<u64> {
        self.check()?;
        let chosen = self.chosen(|i| self.picks[i].len());
        let size = match self.pool {
            Pool::Rx9 => 9,
            _ => chosen.len(),
        };
        count::bet_count(&chosen, &[size])
    }

    /// The bets and cost (fen) at `multiple` 倍 (1 to 99, one ticket).
    pub fn quote(&self, multiple: u32) -> RuleResult<(u64, i64)> {
        if !(1..=99).contains(&multiple) {
            return Err(RuleError::invalid("multiple", "must be 1 to 99"));
        }
        let bets = self.bet_count()?;
        let cost = i64::try_from(bets)
            .ok()
            .and_then(|b| b.checked_mul(200 * i64::from(multiple)))
            .ok_or_else(|| RuleError::invalid("picks", "too many bets"))?;
        Ok((bets, cost))
    }

    /// The winning bets per tier (一等奖 first) for `results` (each
    /// result's option; `None` for a cancelled match, which makes every
    /// option right, as an official "*" result [unsure, §8]).
    pub fn winning_bets(&self, results: &[Option<usize>]) -> RuleResult<Vec<u64>> {
        self.check()?;
        if results.len() != self.picks.len() {
            return Err(RuleError::invalid(
                "results",
                format!("{} results", self.picks.len()),
            ));
        }
        // How many of each result's picked options came in.
        let right = |i: usize| -> u64 {
            match results[i] {
                None => self.picks[i].len() as u64,
                Some(r) => u64::from(self.picks[i].contains(&r)),
            }
        };
        match self.pool {
            Pool::Rx9 => Ok(vec![count::bet_count(
                &self.chosen(|i| right(i) as usize),
                &[9],
            )?]),
            Pool::Bqc6 | Pool::Jq4 => Ok(vec![(0..self.picks.len()).map(right).product()]),
            Pool::Sfc14 => {
                let n = self.picks.len();
                let first: u64 = (0..n).map(right).product();
                // Exactly one wrong: the wrong options of match j times
                // every other match right.
                let second = (0..n)
                    .map(|j| {
                        let wrong = self.picks[j].len() as u64 - right(j);
                        wrong * (0..n).filter(|i| *i != j).map(right).product::<u64>()
                    })
                    .sum();
                Ok(vec![first, second])
            }
        }
    }
}

/// How one match of an issue ended, for reading the pools' results.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MatchResult {
    /// Not played or not published yet.
    Pending,
    /// Cancelled: every option of its results counts as right.
    Cancelled,
    /// 90 minutes, and half-time when known.
    Played {
        full: super::outcome::Score,
        half: Option<super::outcome::Score>,
    },
}

/// A pool's results from its matches in issue order (14 for 胜负彩 and 任九;
/// 6场半全场 reads the first 6 as half-time then full-time, 4场进球 the
/// first 4 as home goals then away goals): each result's option index, or
/// `None` for a cancelled match, as `Ticket::winning_bets` takes them.
/// `None` overall while a result is still missing.
pub fn pool_results(pool: Pool, matches: &[MatchResult]) -> Option<Vec<Option<usize>>> {
    let side = |home: u16, away: u16| match home.cmp(&away) {
        std::cmp::Ordering::Greater => 0,
        std::cmp::Ordering::Equal => 1,
        std::cmp::Ordering::Less => 2,
    };
    let used = match pool {
        Pool::Sfc14 | Pool::Rx9 => 14,
        Pool::Bqc6 => 6,
        Pool::Jq4 => 4,
    };
    if matches.len() < used {
        return None;
    }
    let mut out = Vec::with_capacity(pool.results());
    for m in &matches[..used] {
        match (pool, m) {
            (_, MatchResult::Pending) => return None,
            (Pool::Sfc14 | Pool::Rx9, MatchResult::Cancelled) => out.push(None),
            (_, MatchResult::Cancelled) => out.extend([None, None]),
            (Pool::Sfc14 | Pool::Rx9, MatchResult::Played { full, .. }) => {
                out.push(Some(side(full.home, full.away)))
            }
            (Pool::Bqc6, MatchResult::Played { full, half }) => {
                let half = (*half)?;
                out.push(Some(side(half.home, half.away)));
                out.push(Some(side(full.home, full.away)));
            }
            (Pool::Jq4, MatchResult::Played { full, .. }) => {
                out.push(Some(usize::from(full.home.min(3))));
                out.push(Some(usize::from(full.away.min(3))));
            }
        }
    }
    Some(out)
}

/// The most a 传统足彩 bet pays: 500万 (§8).
pub const PRIZE_CAP_FEN: i64 = 500_000_000;

/// A floating tier's prize per bet: its share of the fund divided among
/// the winning bets, down to the whole yuan, at most 500万 (§8: 一等奖 70%
/// of the fund plus the pool, 二等奖 30%). `None` when no bet won.
pub fn floating_prize_fen(tier_fund_fen: i64, winning_bets: u64) -> Option<i64> {
    let bets = i64::try_from(winning_bets).ok().filter(|b| *b > 0)?;
    let per_bet = tier_fund_fen / bets;
    Some((per_bet - per_bet % 100).min(PRIZE_CAP_FEN))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sports::outcome::Score;

    #[test]
    fn pools_read_their_results_from_the_issue_matches() {
        let played = |h, a, hh, ha| MatchResult::Played {
            full: Score::new(h, a),
            half: Some(Score::new(hh, ha)),
        };
        let mut ms = vec![
            played(2, 1, 0, 1),
            played(1, 1, 1, 0),
            played(0, 4, 0, 2),
            MatchResult::Cancelled,
        ];
        ms.extend(std::iter::repeat_n(played(1, 0, 0, 0), 10));
        let sfc = pool_results(Pool::Sfc14, &ms).unwrap();
        assert_eq!(&sfc[..4], &[Some(0), Some(1), Some(2), None]);
        let bqc = pool_results(Pool::Bqc6, &ms).unwrap();
        assert_eq!(bqc.len(), 12);
        assert_eq!(
            &bqc[..8],
            &[
                Some(2),
                Some(0),
                Some(0),
                Some(1),
                Some(2),
                Some(2),
                None,
                None
            ]
        );
        let jq = pool_results(Pool::Jq4, &ms).unwrap();
        assert_eq!(
            jq,
            vec![
                Some(2),
                Some(1),
                Some(1),
                Some(1),
                Some(0),
                Some(3),
                None,
                None
            ]
        );
        ms[13] = MatchResult::Pending;
        assert_eq!(pool_results(Pool::Sfc14, &ms), None);
        assert!(
            pool_results(Pool::Jq4, &ms).is_some(),
            "4场进球 reads only the first four"
        );
    }

    fn ticket(pool: Pool, counts: &[usize]) -> Ticket {
        Ticket {
            pool,
            picks: counts.iter().map(|c| (0..*c).collect()).collect(),
            bankers: vec![],
        }
    }

    #[test]
    fn the_rulebooks_counts() {
        // 12 singles, a triple and a double: 6 bets = 12 yuan.
        let mut c = vec![1; 12];
        c.extend([3, 2]);
        assert_eq!(ticket(Pool::Sfc14, &c).bet_count().unwrap(), 6);
        // 6场半全场 with two doubles: 4 bets.
        let mut c = vec![1; 10];
        c.extend([2, 2]);
        assert_eq!(ticket(Pool::Bqc6, &c).bet_count().unwrap(), 4);
        // 4场进球 with a triple and a double: 6 bets.
        let mut c = vec![1; 6];
        c.extend([3, 2]);
        assert_eq!(ticket(Pool::Jq4, &c).bet_count().unwrap(), 6);
    }

    #[test]
    fn ren_jiu_counts_every_nine() {
        let with = |counts: &[usize]| {
            let mut c = counts.to_vec();
            c.resize(14, 0);
            ticket(Pool::Rx9, &c)
        };
        assert_eq!(with(&[1; 10]).bet_count().unwrap(), 10, "C(10, 9)");
        let mut one_double = vec![1; 10];
        one_double[0] = 2;
        assert_eq!(with(&one_double).bet_count().unwrap(), 19);
        let mut two_doubles = vec![1; 11];
        two_doubles[0] = 2;
        two_doubles[1] = 2;
        assert_eq!(
            with(&two_doubles).bet_count().unwrap(),
            181,
            "36·4 + 18·2 + 1"
        );
        assert!(with(&[1; 8]).bet_count().is_err());
        assert_eq!(with(&two_doubles).quote(2).unwrap(), (181, 72_400));
        assert!(
            with(&two_doubles).quote(100).is_err(),
            "a ticket holds at most 99倍"
        );
        // Two 胆 among 11 single picks: C(9, 7) = 36.
        let mut t = with(&[1; 11]);
        t.bankers = (0..14).map(|i| i < 2).collect();
        assert_eq!(t.bet_count().unwrap(), 36);
    }

    #[test]
    fn winning_bets_by_tier() {
        // Every result covered: 一等奖 1, 二等奖 Σ(nᵢ − 1).
        let mut c = vec![1; 12];
        c.extend([3, 2]);
        let t = ticket(Pool::Sfc14, &c);
        assert_eq!(t.winning_bets(&[Some(0); 14]).unwrap(), [1, 3]);
        // Match 0 not covered: no 一等奖, 二等奖 = n₀.
        let mut results = vec![Some(0); 14];
        results[0] = Some(2);
        assert_eq!(t.winning_bets(&results).unwrap(), [0, 1]);
        results[0] = Some(0);
        results[12] = Some(1);
        assert_eq!(t.winning_bets(&results).unwrap(), [1, 3]);
        // 任九 with k = 11 covered: C(11, 9) = 55; with 2 胆: C(9, 7) = 36.
        let mut c = vec![1; 11];
        c.resize(14, 0);
        let mut rx9 = ticket(Pool::Rx9, &c);
        assert_eq!(rx9.winning_bets(&[Some(0); 14]).unwrap(), [55]);
        rx9.bankers = (0..14).map(|i| i < 2).collect();
        assert_eq!(rx9.winning_bets(&[Some(0); 14]).unwrap(), [36]);
        // A cancelled match makes each picked option right: the double counts
        // twice in 一等奖, and 二等奖 is the triple's two wrong options × 2.
        let mut results = vec![Some(0); 14];
        results[13] = None;
        assert_eq!(t.winning_bets(&results).unwrap(), [2, 4]);
    }

    #[test]
    fn floating_prizes_are_whole_yuan_and_capped() {
        assert_eq!(floating_prize_fen(100_000_000, 3), Some(33_333_300));
        assert_eq!(floating_prize_fen(5_000_000_000, 1), Some(PRIZE_CAP_FEN));
        assert_eq!(floating_prize_fen(100, 0), None);
    }
}
