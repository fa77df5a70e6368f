//! Checking a ticket against a draw (lottery-rules.md §1–2): which tiers
//! win, how many bets each, and the fixed amounts in fen. The rules are
//! chosen by issue number (双色球 from 2026014, 大乐透 19019 and 26014).
//! Floating tiers have no fixed amount: their amount comes from the draw's
//! published prize list when it has one.

use serde::Serialize;

use super::bets::choose;
use crate::error::{RuleError, RuleResult};

/// A tier won and how many bets won it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct TierWin {
    /// 1 = 一等奖 …
    pub tier: u8,
    pub bets: u64,
    /// The fixed amount per bet in fen; `None` for a floating tier.
    pub amount_fen: Option<i64>,
}

/// Which 大乐透 rules an issue falls under.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub enum DltRules {
    /// Before 19019: the 2014 rules, 6 tiers (three floating; 200, 10 and
    /// 5 yuan fixed, from S2's table), 追加 on tiers 1–5 (S1).
    Y2014,
    /// Issues 19019–26013: 9 tiers.
    Y2019,
    /// Issue 26014 on: 7 tiers, boosted amounts when the pool before the
    /// draw is at least 8亿.
    Y2026,
}

/// `issue` as `YYYYNNN` (see `games::normalize_issue`).
pub fn dlt_rules(issue: &str) -> DltRules {
    if issue < "2019019" {
        DltRules::Y2014
    } else if issue < "2026014" {
        DltRules::Y2019
    } else {
        DltRules::Y2026
    }
}

/// Bets of a 复式 ticket by (main matches, extra matches): `picked` numbers
/// of which `hit` are drawn, choosing `size` per bet.
fn by_matches(picked: u64, hit: u64, size: u64) -> Vec<(u64, u64)> {
    (0..=size.min(hit))
        .map(|k| (k, choose(hit, k) * choose(picked - hit, size - k)))
        .filter(|(_, n)| *n > 0)
        .collect()
}

fn add(wins: &mut Vec<TierWin>, tier: u8, bets: u64, amount_fen: Option<i64>) {
    if bets == 0 {
        return;
    }
    match wins.iter_mut().find(|w| w.tier == tier) {
        Some(w) => w.bets += bets,
        None => wins.push(TierWin {
            tier,
            bets,
            amount_fen,
        }),
    }
}

/// A 双色球 单式/复式 ticket: `red` and `blue` picked, against the draw.
/// `fuyun` is whether the draw's prize list carries 福运奖 (3+0 = 5 yuan).
pub fn check_ssq(
    red: &[u8],
    blue: &[u8],
    draw_red: &[u8],
    draw_blue: u8,
    fuyun: bool,
) -> RuleResult<Vec<TierWin>> {
    if red.len() < 6 || blue.is_empty() {
        return Err(RuleError::invalid(
            "red",
            "a ticket has at least 6 red and 1 blue",
        ));
    }
    let hit = red.iter().filter(|n| draw_red.contains(n)).count() as u64;
    let blue_hit = u64::from(blue.contains(&draw_blue));
    let blue_miss = blue.len() as u64 - blue_hit;
    let mut wins = Vec::new();
    for (r, n) in by_matches(red.len() as u64, hit, 6) {
        for (b, m) in [(1, blue_hit), (0, blue_miss)] {
            let bets = n * m;
            match (r, b) {
                (6, 1) => add(&mut wins, 1, bets, None),
                (6, 0) => add(&mut wins, 2, bets, None),
                (5, 1) => add(&mut wins, 3, bets, Some(300_000)),
                (5, 0) | (4, 1) => add(&mut wins, 4, bets, Some(20_000)),
                (4, 0) | (3, 1) => add(&mut wins, 5, bets, Some(1_000)),
                (_, 1) => add(&mut wins, 6, bets, Some(500)),
                (3, 0) if fuyun => add(&mut wins, 7, bets, Some(500)),
                _ => {}
            }
        }
    }
    wins.sort_by_key(|w| w.tier);
    Ok(wins)
}

/// A 大乐透 单式/复式 ticket against the draw of `issue` (`YYYYNNN`).
/// `boosted`: the pool before the draw was at least 8亿 (2026 rules).
pub fn check_dlt(
    issue: &str,
    front: &[u8],
    back: &[u8],
    draw_front: &[u8],
    draw_back: &[u8],
    boosted: bool,
) -> RuleResult<Vec<TierWin>> {
    if front.len() < 5 || back.len() < 2 {
        return Err(RuleError::invalid(
            "front",
            "a ticket has at least 5 front and 2 back",
        ));
    }
    let rules = dlt_rules(issue);
    let fh = front.iter().filter(|n| draw_front.contains(n)).count() as u64;
    let bh = back.iter().filter(|n| draw_back.contains(n)).count() as u64;
    let mut wins = Vec::new();
    for (f, n) in by_matches(front.len() as u64, fh, 5) {
        for (b, m) in by_matches(back.len() as u64, bh, 2) {
            let bets = n * m;
            let (tier, amount) = match rules {
                DltRules::Y2026 => {
                    let pick =
                        |base: i64, boost: i64| Some(if boosted { boost } else { base } * 100);
                    match (f, b) {
                        (5, 2) => (1, None),
                        (5, 1) => (2, None),
                        (5, 0) | (4, 2) => (3, pick(5000, 6666)),
                        (4, 1) => (4, pick(300, 380)),
                        (4, 0) | (3, 2) => (5, pick(150, 200)),
                        (3, 1) | (2, 2) => (6, pick(15, 18)),
                        (3, 0) | (2, 1) | (1, 2) | (0, 2) => (7, pick(5, 7)),
                        _ => continue,
                    }
                }
                DltRules::Y2014 => match (f, b) {
                    (5, 2) => (1, None),
                    (5, 1) => (2, None),
                    (5, 0) | (4, 2) => (3, None),
                    (4, 1) | (3, 2) => (4, Some(20_000)),
                    (4, 0) | (3, 1) | (2, 2) => (5, Some(1_000)),
                    (3, 0) | (2, 1) | (1, 2) | (0, 2) => (6, Some(500)),
                    _ => continue,
                },
                DltRules::Y2019 => match (f, b) {
                    (5, 2) => (1, None),
                    (5, 1) => (2, None),
                    (5, 0) => (3, Some(1_000_000)),
                    (4, 2) => (4, Some(300_000)),
                    (4, 1) => (5, Some(30_000)),
                    (3, 2) => (6, Some(20_000)),
                    (4, 0) => (7, Some(10_000)),
                    (3, 1) | (2, 2) => (8, Some(1_500)),
                    (3, 0) | (2, 1) | (1, 2) | (0, 2) => (9, Some(500)),
                    _ => continue,
                },
            };
            add(&mut wins, tier, bets, amount);
        }
    }
    wins.sort_by_key(|w| w.tier);
    Ok(wins)
}

/// A 七乐彩 单式/复式 ticket (7 or more of 1–30) against the seven drawn
/// numbers and the special number (lottery-rules.md §4).
pub fn check_qlc(ticket: &[u8], draw: &[u8], special: u8) -> RuleResult<Vec<TierWin>> {
    if ticket.len() < 7 || ticket.len() > 30 {
        return Err(RuleError::invalid("main", "a ticket has 7 to 30 numbers"));
    }
    let n = ticket.len() as u64;
    let hit = ticket.iter().filter(|x| draw.contains(x)).count() as u64;
    let sp = u64::from(ticket.contains(&special));
    let miss = n - hit - sp;
    let mut wins = Vec::new();
    for k in 0..=hit.min(7) {
        for s in 0..=sp {
            if k + s > 7 {
                continue;
            }
            let bets = choose(hit, k) * choose(sp, s) * choose(miss, 7 - k - s);
            let (tier, amount) = match (k, s) {
                (7, _) => (1, None),
                (6, 1) => (2, None),
                (6, 0) => (3, None),
                (5, 1) => (4, Some(20_000)),
                (5, 0) => (5, Some(5_000)),
                (4, 1) => (6, Some(1_000)),
                (4, 0) => (7, Some(500)),
                _ => continue,
            };
            add(&mut wins, tier, bets, amount);
        }
    }
    wins.sort_by_key(|w| w.tier);
    Ok(wins)
}

/// A 七星彩 (2020 format) single bet: six digits and a last number 0–14,
/// matched by position at any positions (lottery-rules.md §4).
pub fn check_qxc(ticket: &[u8], draw: &[u8]) -> RuleResult<Vec<TierWin>> {
    if ticket.len() != 7 || draw.len() != 7 {
        return Err(RuleError::invalid(
            "main",
            "a 七星彩 bet has 6 digits and a last number",
        ));
    }
    let front = (0..6).filter(|i| ticket[*i] == draw[*i]).count();
    let last = ticket[6] == draw[6];
    let (tier, amount) = match (front, last) {
        (6, true) => (1, None),
        (6, false) => (2, None),
        (5, true) => (3, Some(300_000)),
        (5, false) | (4, true) => (4, Some(50_000)),
        (4, false) | (3, true) => (5, Some(3_000)),
        (3, false) | (_, true) => (6, Some(500)),
        _ => return Ok(vec![]),
    };
    Ok(vec![TierWin {
        tier,
        bets: 1,
        amount_fen: amount,
    }])
}

/// 追加 pays 80% of the base amount of tiers 1–2, rounded down to a yuan.
pub fn additional_fen(base_fen: i64) -> i64 {
    (base_fen * 4 / 5) / 100 * 100
}

/// What a 追加 bet adds per winning bet of `tier`, given the tier's base
/// amount: 80% on tiers 1–2 (2019 and 2026 rules); under the 2014 rules
/// 60% on tiers 1–3 and 50% on tiers 4–5 (S1), each rounded down to a
/// whole yuan like the 80%. `Some(0)` when the tier takes no 追加; `None`
/// when the base amount is not known (a floating tier with no prize list).
pub fn dlt_additional_fen(rules: DltRules, tier: u8, base_fen: Option<i64>) -> Option<i64> {
    let percent = match (rules, tier) {
        (DltRules::Y2014, 1..=3) => 60,
        (DltRules::Y2014, 4..=5) => 50,
        (DltRules::Y2014, _) => return Some(0),
        (_, 1..=2) => 80,
        _ => return Some(0),
    };
    base_fen.map(|b| (b * percent / 100) / 100 * 100)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ssq_tiers_do_not_stack_and_the_blue_alone_pays() {
        let draw = [1, 4, 16, 22, 26, 31];
        assert_eq!(
            check_ssq(&draw, &[4], &draw, 4, false).unwrap(),
            [TierWin {
                tier: 1,
                bets: 1,
                amount_fen: None
            }]
        );
        assert_eq!(
            check_ssq(&[1, 4, 16, 22, 26, 30], &[4], &draw, 4, false).unwrap(),
            [TierWin {
                tier: 3,
                bets: 1,
                amount_fen: Some(300_000)
            }]
        );
        assert_eq!(
            check_ssq(&[2, 3, 5, 6, 7, 8], &[4], &draw, 4, false).unwrap(),
            [TierWin {
                tier: 6,
                bets: 1,
                amount_fen: Some(500)
            }]
        );
        // 3+0 pays only while 福运奖 is on.
        let three = [1, 4, 16, 2, 3, 5];
        assert!(check_ssq(&three, &[9], &draw, 4, false).unwrap().is_empty());
        assert_eq!(
            check_ssq(&three, &[9], &draw, 4, true).unwrap()[0].amount_fen,
            Some(500)
        );
        // A 7+1 复式 with all six drawn reds: 1 × 一等 and 6 × 5+1.
        let wins = check_ssq(&[1, 4, 16, 22, 26, 31, 33], &[4], &draw, 4, false).unwrap();
        assert_eq!(
            wins,
            [
                TierWin {
                    tier: 1,
                    bets: 1,
                    amount_fen: None
                },
                TierWin {
                    tier: 3,
                    bets: 6,
                    amount_fen: Some(300_000)
                }
            ]
        );
    }

    #[test]
    fn qlc_counts_the_special_number_among_the_picks() {
        let draw = [2, 5, 9, 14, 20, 23, 28];
        assert_eq!(
            check_qlc(&draw, &draw, 30).unwrap(),
            [TierWin {
                tier: 1,
                bets: 1,
                amount_fen: None
            }]
        );
        // Six right and the special: 二等奖.
        let t = [2, 5, 9, 14, 20, 23, 30];
        assert_eq!(check_qlc(&t, &draw, 30).unwrap()[0].tier, 2);
        // Four right and the special: 10 yuan.
        let t = [2, 5, 9, 14, 30, 1, 3];
        assert_eq!(
            check_qlc(&t, &draw, 30).unwrap(),
            [TierWin {
                tier: 6,
                bets: 1,
                amount_fen: Some(1_000)
            }]
        );
        // 复式 of 8 with all seven drawn: 1 × 一等奖 and 7 × 6 right.
        let t = [2, 5, 9, 14, 20, 23, 28, 1];
        assert_eq!(
            check_qlc(&t, &draw, 30).unwrap(),
            [
                TierWin {
                    tier: 1,
                    bets: 1,
                    amount_fen: None
                },
                TierWin {
                    tier: 3,
                    bets: 7,
                    amount_fen: None
                }
            ]
        );
    }

    #[test]
    fn qxc_matches_by_position_at_any_positions() {
        let draw = [1, 2, 3, 4, 5, 6, 14];
        assert_eq!(check_qxc(&draw, &draw).unwrap()[0].tier, 1);
        // Not consecutive: positions 1, 3, 5 right plus the last.
        let t = [1, 0, 3, 0, 5, 0, 14];
        assert_eq!(
            check_qxc(&t, &draw).unwrap(),
            [TierWin {
                tier: 5,
                bets: 1,
                amount_fen: Some(3_000)
            }]
        );
        // Only the last number: 5 yuan.
        assert_eq!(
            check_qxc(&[0, 0, 0, 0, 0, 0, 14], &draw).unwrap()[0].amount_fen,
            Some(500)
        );
        assert!(check_qxc(&[0, 0, 0, 0, 0, 0, 0], &draw).unwrap().is_empty());
    }

    #[test]
    fn dlt_rules_change_at_26014() {
        assert_eq!(dlt_rules("2026013"), DltRules::Y2019);
        assert_eq!(dlt_rules("2026014"), DltRules::Y2026);
        assert_eq!(dlt_rules("2019018"), DltRules::Y2014);
        assert_eq!(dlt_rules("2019019"), DltRules::Y2019);
        let draw_f = [5, 14, 15, 17, 33];
        let draw_b = [1, 7];
        // 4+2: 2019 四等奖 3000; 2026 三等奖 5000 (6666 boosted).
        let ticket = [5, 14, 15, 17, 30];
        let old = check_dlt("2026013", &ticket, &draw_b, &draw_f, &draw_b, false).unwrap();
        assert_eq!(
            old,
            [TierWin {
                tier: 4,
                bets: 1,
                amount_fen: Some(300_000)
            }]
        );
        let new = check_dlt("2026014", &ticket, &draw_b, &draw_f, &draw_b, false).unwrap();
        assert_eq!(
            new,
            [TierWin {
                tier: 3,
                bets: 1,
                amount_fen: Some(500_000)
            }]
        );
        let boosted = check_dlt("2026096", &ticket, &draw_b, &draw_f, &draw_b, true).unwrap();
        assert_eq!(boosted[0].amount_fen, Some(666_600));
        // 1+1 wins nothing under 2026 rules.
        assert!(check_dlt(
            "2026020",
            &[5, 1, 2, 3, 4],
            &[1, 2],
            &draw_f,
            &draw_b,
            false
        )
        .unwrap()
        .is_empty());
        // 追加: 80% of 9,415,460 is 7,532,368.
        assert_eq!(additional_fen(941_546_000), 753_236_800);
        assert_eq!(
            dlt_additional_fen(DltRules::Y2026, 1, Some(941_546_000)),
            Some(753_236_800)
        );
        assert_eq!(
            dlt_additional_fen(DltRules::Y2026, 3, Some(500_000)),
            Some(0)
        );
        assert_eq!(dlt_additional_fen(DltRules::Y2019, 2, None), None);
    }

    #[test]
    fn dlt_2014_rules_before_19019() {
        let draw_f = [1, 2, 3, 4, 5];
        let draw_b = [1, 2];
        let tier = |front: &[u8], back: &[u8]| {
            check_dlt("2019018", front, back, &draw_f, &draw_b, false).unwrap()
        };
        // 4+2 is 三等奖 (floating) under 2014 rules, 四等奖 3000 under 2019's.
        assert_eq!(tier(&[1, 2, 3, 4, 9], &[1, 2])[0].tier, 3);
        assert_eq!(tier(&[1, 2, 3, 4, 9], &[1, 2])[0].amount_fen, None);
        // 3+2 and 4+1: 四等奖 200; 2+2: 五等奖 10; 0+2: 六等奖 5.
        assert_eq!(
            tier(&[1, 2, 3, 8, 9], &[1, 2]),
            [TierWin {
                tier: 4,
                bets: 1,
                amount_fen: Some(20_000)
            }]
        );
        assert_eq!(
            tier(&[1, 2, 7, 8, 9], &[1, 2]),
            [TierWin {
                tier: 5,
                bets: 1,
                amount_fen: Some(1_000)
            }]
        );
        assert_eq!(
            tier(&[6, 7, 8, 9, 10], &[1, 2]),
            [TierWin {
                tier: 6,
                bets: 1,
                amount_fen: Some(500)
            }]
        );
        // 2+0 and 1+1 win nothing.
        assert!(tier(&[1, 2, 7, 8, 9], &[3, 4]).is_empty());
        assert!(tier(&[1, 7, 8, 9, 10], &[1, 4]).is_empty());
        // 追加: 60% on tiers 1–3, 50% on 4–5 (200 → 100, 10 → 5), none on 6.
        let r = DltRules::Y2014;
        assert_eq!(
            dlt_additional_fen(r, 1, Some(500_000_000)),
            Some(300_000_000)
        );
        assert_eq!(dlt_additional_fen(r, 4, Some(20_000)), Some(10_000));
        assert_eq!(dlt_additional_fen(r, 5, Some(1_000)), Some(500));
        assert_eq!(dlt_additional_fen(r, 6, Some(500)), Some(0));
        // The same ticket on the first 2019 issue: 4+2 is 四等奖 3000.
        let new = check_dlt(
            "2019019",
            &[1, 2, 3, 4, 9],
            &[1, 2],
            &draw_f,
            &draw_b,
            false,
        );
        assert_eq!(new.unwrap()[0].amount_fen, Some(300_000));
    }
}
