//! Counting bets and their cost (lottery-rules.md §1–4): 单式, 复式, 胆拖
//! and 和值 per game. Money is in fen (i64), never a float.

use crate::error::{RuleError, RuleResult};

/// C(n, k), exact in u64 for every size these games reach.
pub fn choose(n: u64, k: u64) -> u64 {
    if k > n {
        return 0;
    }
    let k = k.min(n - k);
    (0..k).fold(1u64, |acc, i| acc * (n - i) / (i + 1))
}

/// 3D / 排列三 直选和值: bets for sums 0–27 (lottery-rules.md §3).
pub const DIRECT_SUM_BETS: [u64; 28] = [
    1, 3, 6, 10, 15, 21, 28, 36, 45, 55, 63, 69, 73, 75, 75, 73, 69, 63, 55, 45, 36, 28, 21, 15,
    10, 6, 3, 1,
];

/// A bet to count. Sizes are how many numbers were picked.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum BetSpec {
    /// 双色球 单式/复式: 6–20 red, 1–16 blue.
    SsqMulti { red: u64, blue: u64 },
    /// 双色球 胆拖: 1–5 red 胆, 胆+拖 ≥ 7, 1–16 blue.
    SsqDanTuo { dan: u64, tuo: u64, blue: u64 },
    /// 大乐透 单式/复式: 5–35 front, 2–12 back.
    DltMulti { front: u64, back: u64 },
    /// 大乐透 胆拖: front 胆 1–4 with 胆+拖 ≥ 6; back 胆 0–1 with 胆+拖 ≥ 3
    /// (a plain back of 2 or more without a back 胆).
    DltDanTuo {
        front_dan: u64,
        front_tuo: u64,
        back_dan: u64,
        back_tuo: u64,
    },
    /// 3D / 排列三 / 排列五 / 七星彩 直选复式: digits picked per position.
    DirectMulti { positions: Vec<u64> },
    /// 3D / 排列三 组三复式: n ≥ 2 digits.
    Group3 { digits: u64 },
    /// 3D / 排列三 组六复式: n ≥ 3 digits.
    Group6 { digits: u64 },
    /// 3D / 排列三 直选和值: a sum 0–27.
    DirectSum { sum: u64 },
    /// 3D / 排列三 组选和值: a sum 1–26 (组三 and 组六 combinations).
    GroupSum { sum: u64 },
    /// 七乐彩 复式: 7–30 numbers.
    QlcMulti { numbers: u64 },
}

fn range(field: &str, v: u64, lo: u64, hi: u64) -> RuleResult<()> {
    if (lo..=hi).contains(&v) {
        Ok(())
    } else {
        Err(RuleError::invalid(field, format!("must be {lo} to {hi}")))
    }
}

/// 组三 and 组六 combinations with digit sum `s` (counted, not tabled).
pub fn group_sum_counts(s: u64) -> (u64, u64) {
    let (mut g3, mut g6) = (0, 0);
    for a in 0..10u64 {
        for b in a..10 {
            for c in b..10 {
                if a + b + c != s {
                    continue;
                }
                match (a == b, b == c) {
                    (true, true) => {}
                    (false, false) => g6 += 1,
                    _ => g3 += 1,
                }
            }
        }
    }
    (g3, g6)
}

/// How many bets `spec` is.
pub fn count(spec: &BetSpec) -> RuleResult<u64> {
    Ok(match spec {
        BetSpec::SsqMulti { red, blue } => {
            range("red", *red, 6, 20)?;
            range("blue", *blue, 1, 16)?;
            choose(*red, 6) * blue
        }
        BetSpec::SsqDanTuo { dan, tuo, blue } => {
            range("dan", *dan, 1, 5)?;
            range("blue", *blue, 1, 16)?;
            if dan + tuo < 7 || dan + tuo > 33 {
                return Err(RuleError::invalid("tuo", "胆 + 拖 must be 7 to 33"));
            }
            choose(*tuo, 6 - dan) * blue
        }
        BetSpec::DltMulti { front, back } => {
            range("front", *front, 5, 35)?;
            range("back", *back, 2, 12)?;
            choose(*front, 5) * choose(*back, 2)
        }
        BetSpec::DltDanTuo {
            front_dan,
            front_tuo,
            back_dan,
            back_tuo,
        } => {
            range("frontDan", *front_dan, 1, 4)?;
            range("backDan", *back_dan, 0, 1)?;
            if front_dan + front_tuo < 6 || front_dan + front_tuo > 35 {
                return Err(RuleError::invalid(
                    "frontTuo",
                    "front 胆 + 拖 must be 6 to 35",
                ));
            }
            // A back 胆 needs 胆 + 拖 ≥ 3; without one the back is plain
            // (2 or more numbers), as in S1's "4 胆 + 2 拖 with 2 back".
            let back_min = if *back_dan == 0 { 2 } else { 3 };
            if back_dan + back_tuo < back_min || back_dan + back_tuo > 12 {
                return Err(RuleError::invalid(
                    "backTuo",
                    format!("back 胆 + 拖 must be {back_min} to 12"),
                ));
            }
            choose(*front_tuo, 5 - front_dan) * choose(*back_tuo, 2 - back_dan)
        }
        BetSpec::DirectMulti { positions } => {
            if positions.is_empty() || positions.len() > 7 {
                return Err(RuleError::invalid(
                    "positions",
                    "must list 1 to 7 positions",
                ));
            }
            for p in positions {
                range("positions", *p, 1, 15)?;
            }
            positions.iter().product()
        }
        BetSpec::Group3 { digits } => {
            range("digits", *digits, 2, 10)?;
            digits * (digits - 1)
        }
        BetSpec::Group6 { digits } => {
            range("digits", *digits, 3, 10)?;
            choose(*digits, 3)
        }
        BetSpec::DirectSum { sum } => {
            range("sum", *sum, 0, 27)?;
            DIRECT_SUM_BETS[*sum as usize]
        }
        BetSpec::GroupSum { sum } => {
            range("sum", *sum, 1, 26)?;
            let (g3, g6) = group_sum_counts(*sum);
            g3 + g6
        }
        BetSpec::QlcMulti { numbers } => {
            range("numbers", *numbers, 7, 30)?;
            choose(*numbers, 7)
        }
    })
}

/// Price of one bet in fen: 2 yuan, 3 yuan with 大乐透 追加.
pub fn bet_price_fen(additional: bool) -> i64 {
    if additional {
        300
    } else {
        200
    }
}

/// The cost of `bets` at `multiple` (1–99 per ticket; larger orders are
/// split, see `split`).
pub fn cost_fen(bets: u64, multiple: u32, additional: bool) -> RuleResult<i64> {
    if multiple == 0 {
        return Err(RuleError::invalid("multiple", "must be at least 1"));
    }
    i64::try_from(bets)
        .ok()
        .and_then(|b| b.checked_mul(i64::from(multiple)))
        .and_then(|b| b.checked_mul(bet_price_fen(additional)))
        .ok_or_else(|| RuleError::invalid("multiple", "is too large"))
}

/// What the bonus calculator shows for a bet form: bets, cost, and the
/// multiples of each printable ticket.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Quote {
    pub bets: u64,
    pub cost_fen: i64,
    pub tickets: Vec<u32>,
}

/// Counts `spec` at `multiple` (with 大乐透 追加 when `additional`) and
/// splits the multiples into tickets.
pub fn quote(spec: &BetSpec, multiple: u32, additional: bool) -> RuleResult<Quote> {
    let bets = count(spec)?;
    let tickets = super::split::split_multiples(cost_fen(bets, 1, additional)?, multiple)?;
    Ok(Quote {
        cost_fen: cost_fen(bets, multiple, additional)?,
        bets,
        tickets,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_worked_examples_of_lottery_rules() {
        // §1 双色球
        let b = count(&BetSpec::SsqMulti { red: 8, blue: 2 }).unwrap();
        assert_eq!((b, cost_fen(b, 1, false).unwrap()), (56, 11_200));
        assert_eq!(count(&BetSpec::SsqMulti { red: 7, blue: 1 }).unwrap(), 7);
        let b = count(&BetSpec::SsqDanTuo {
            dan: 2,
            tuo: 6,
            blue: 1,
        })
        .unwrap();
        assert_eq!((b, cost_fen(b, 1, false).unwrap()), (15, 3_000));
        assert_eq!(
            count(&BetSpec::SsqDanTuo {
                dan: 5,
                tuo: 2,
                blue: 1
            })
            .unwrap(),
            2
        );
        // §2 大乐透
        let b = count(&BetSpec::DltMulti { front: 7, back: 3 }).unwrap();
        assert_eq!(b, 63);
        assert_eq!(cost_fen(b, 1, false).unwrap(), 12_600);
        assert_eq!(cost_fen(b, 1, true).unwrap(), 18_900);
        let dt = |fd, ft, bd, bt| BetSpec::DltDanTuo {
            front_dan: fd,
            front_tuo: ft,
            back_dan: bd,
            back_tuo: bt,
        };
        assert_eq!(count(&dt(2, 5, 1, 3)).unwrap(), 30);
        assert_eq!(count(&dt(4, 2, 0, 2)).unwrap(), 2);
        assert_eq!(count(&dt(4, 2, 1, 2)).unwrap(), 4);
        // §3 3D
        assert_eq!(
            count(&BetSpec::DirectMulti {
                positions: vec![2, 3, 2]
            })
            .unwrap(),
            12
        );
        assert_eq!(count(&BetSpec::Group3 { digits: 5 }).unwrap(), 20);
        assert_eq!(count(&BetSpec::Group6 { digits: 5 }).unwrap(), 10);
        let b = count(&BetSpec::DirectSum { sum: 10 }).unwrap();
        assert_eq!((b, cost_fen(b, 1, false).unwrap()), (63, 12_600));
        assert_eq!(count(&BetSpec::GroupSum { sum: 10 }).unwrap(), 13);
        // §4 七乐彩
        assert_eq!(count(&BetSpec::QlcMulti { numbers: 8 }).unwrap(), 8);
    }

    #[test]
    fn the_direct_sum_table_is_the_count_of_digit_triples() {
        for s in 0..=27u64 {
            let mut n = 0;
            for a in 0..10 {
                for b in 0..10 {
                    for c in 0..10 {
                        if a + b + c == s {
                            n += 1;
                        }
                    }
                }
            }
            assert_eq!(DIRECT_SUM_BETS[s as usize], n, "sum {s}");
        }
    }

    #[test]
    fn the_group_sum_table_of_the_rules() {
        let g3 = [0, 1, 2, 1, 3, 3, 3, 4, 5, 4, 5, 5, 4, 5];
        let g6 = [0, 0, 0, 1, 1, 2, 3, 4, 5, 7, 8, 9, 10, 10];
        for s in 0..14u64 {
            assert_eq!(
                group_sum_counts(s),
                (g3[s as usize], g6[s as usize]),
                "sum {s}"
            );
            assert_eq!(
                group_sum_counts(s),
                group_sum_counts(27 - s),
                "symmetric at {s}"
            );
        }
    }

    #[test]
    fn bad_sizes_name_the_field() {
        let e = count(&BetSpec::SsqMulti { red: 5, blue: 1 }).unwrap_err();
        assert_eq!(e.field.as_deref(), Some("red"));
        let e = count(&BetSpec::SsqDanTuo {
            dan: 2,
            tuo: 4,
            blue: 1,
        })
        .unwrap_err();
        assert_eq!(e.field.as_deref(), Some("tuo"));
    }
}
