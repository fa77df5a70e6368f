//! The draw games and their number rules (lottery-rules.md §1–4).

use serde::{Deserialize, Serialize};

use crate::error::{RuleError, RuleResult};

/// A draw game. The wire names are the short codes the product uses.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Game {
    /// 双色球: 6 red of 1–33, 1 blue of 1–16.
    Ssq,
    /// 大乐透: 5 front of 1–35, 2 back of 1–12.
    Dlt,
    /// 福彩3D: 3 digits.
    Fc3d,
    /// 排列三: 3 digits (the first three of 排列五).
    Pl3,
    /// 排列五: 5 digits.
    Pl5,
    /// 七乐彩: 7 of 1–30 plus a special number.
    Qlc,
    /// 七星彩 (2020 format): 6 digits 0–9 and one of 0–14.
    Qxc,
}

/// One zone of a game's numbers: how many are drawn, from what range, and
/// whether they are distinct balls (sorted) or positional digits.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Zone {
    pub count: usize,
    pub min: u8,
    pub max: u8,
    pub distinct: bool,
}

impl Game {
    /// Every draw game, in the order the product lists them.
    pub const ALL: [Game; 7] = [
        Game::Ssq,
        Game::Dlt,
        Game::Fc3d,
        Game::Pl3,
        Game::Pl5,
        Game::Qlc,
        Game::Qxc,
    ];

    pub fn code(self) -> &'static str {
        match self {
            Game::Ssq => "ssq",
            Game::Dlt => "dlt",
            Game::Fc3d => "fc3d",
            Game::Pl3 => "pl3",
            Game::Pl5 => "pl5",
            Game::Qlc => "qlc",
            Game::Qxc => "qxc",
        }
    }

    pub fn from_code(code: &str) -> RuleResult<Self> {
        Ok(match code {
            "ssq" => Game::Ssq,
            "dlt" => Game::Dlt,
            "fc3d" | "3d" => Game::Fc3d,
            "pl3" => Game::Pl3,
            "pl5" => Game::Pl5,
            "qlc" => Game::Qlc,
            "qxc" => Game::Qxc,
            _ => {
                return Err(RuleError::invalid(
                    "game",
                    "must be ssq, dlt, fc3d, pl3, pl5, qlc or qxc",
                ))
            }
        })
    }

    pub fn name(self) -> &'static str {
        match self {
            Game::Ssq => "双色球",
            Game::Dlt => "大乐透",
            Game::Fc3d => "福彩3D",
            Game::Pl3 => "排列三",
            Game::Pl5 => "排列五",
            Game::Qlc => "七乐彩",
            Game::Qxc => "七星彩",
        }
    }

    /// The main zone and the extra zone (blue, back, special, last digit).
    pub fn zones(self) -> (Zone, Option<Zone>) {
        let balls = |count, min, max| Zone {
            count,
            min,
            max,
            distinct: true,
        };
        let digits = |count, max| Zone {
            count,
            min: 0,
            max,
            distinct: false,
        };
        match self {
            Game::Ssq => (balls(6, 1, 33), Some(balls(1, 1, 16))),
            Game::Dlt => (balls(5, 1, 35), Some(balls(2, 1, 12))),
            Game::Fc3d | Game::Pl3 => (digits(3, 9), None),
            Game::Pl5 => (digits(5, 9), None),
            Game::Qlc => (balls(7, 1, 30), Some(balls(1, 1, 30))),
            Game::Qxc => (digits(6, 9), Some(digits(1, 14))),
        }
    }

    /// Checks one draw's numbers; `field` names the input for errors.
    pub fn check_numbers(self, field: &str, main: &[u8], extra: &[u8]) -> RuleResult<()> {
        let (m, e) = self.zones();
        check_zone(field, m, main)?;
        match e {
            Some(z) => check_zone(field, z, extra)?,
            None if !extra.is_empty() => {
                return Err(RuleError::invalid(field, "this game has no extra numbers"))
            }
            None => {}
        }
        if self == Game::Qlc && main.contains(&extra[0]) {
            return Err(RuleError::invalid(
                field,
                "the special number is one of the seven",
            ));
        }
        Ok(())
    }
}

fn check_zone(field: &str, z: Zone, nums: &[u8]) -> RuleResult<()> {
    if nums.len() != z.count {
        return Err(RuleError::invalid(
            field,
            format!("needs {} numbers, has {}", z.count, nums.len()),
        ));
    }
    if let Some(n) = nums.iter().find(|n| **n < z.min || **n > z.max) {
        return Err(RuleError::invalid(
            field,
            format!("{n} is outside {}–{}", z.min, z.max),
        ));
    }
    if z.distinct {
        let mut sorted = nums.to_vec();
        sorted.sort_unstable();
        sorted.dedup();
        if sorted.len() != nums.len() {
            return Err(RuleError::invalid(field, "numbers repeat"));
        }
    }
    Ok(())
}

/// Issue numbers as a comparable `YYYYNNN` (`26014` and `2026014` are the
/// same issue): the rule versions are keyed by them.
pub fn normalize_issue(field: &str, issue: &str) -> RuleResult<String> {
    let issue = issue.trim();
    let bad = || RuleError::invalid(field, "must be an issue number like 2026014 or 26014");
    if !issue.chars().all(|c| c.is_ascii_digit()) {
        return Err(bad());
    }
    match issue.len() {
        5 => Ok(format!("20{issue}")),
        7 if issue.starts_with("20") => Ok(issue.to_owned()),
        _ => Err(bad()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_are_checked_per_game() {
        assert!(Game::Ssq
            .check_numbers("n", &[1, 4, 16, 22, 26, 31], &[4])
            .is_ok());
        assert!(Game::Ssq
            .check_numbers("n", &[1, 4, 16, 22, 26, 34], &[4])
            .is_err());
        assert!(Game::Ssq
            .check_numbers("n", &[1, 1, 16, 22, 26, 31], &[4])
            .is_err());
        assert!(Game::Ssq
            .check_numbers("n", &[1, 4, 16, 22, 26, 31], &[17])
            .is_err());
        assert!(Game::Dlt
            .check_numbers("n", &[5, 14, 15, 17, 33], &[1, 7])
            .is_ok());
        assert!(Game::Fc3d.check_numbers("n", &[1, 1, 1], &[]).is_ok());
        assert!(Game::Qxc
            .check_numbers("n", &[1, 2, 3, 4, 5, 6], &[14])
            .is_ok());
    }

    #[test]
    fn issues_normalise() {
        assert_eq!(normalize_issue("i", "26014").unwrap(), "2026014");
        assert_eq!(normalize_issue("i", "2026014").unwrap(), "2026014");
        assert!(normalize_issue("i", "1x014").is_err());
    }
}
