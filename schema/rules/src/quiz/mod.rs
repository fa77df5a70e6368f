//! The 排行 tab's rulebook (platform-rules.md §2–4): which play types take
//! picks, how a pick, a plan and a competition entry settle, the record's
//! statistics, the boards' order, the recruitment rule, and the settings
//! operators tune in system config.

mod periods;
mod settings;
mod stats;

pub use periods::{closed_name, days_of, is_month, periods, previous_periods, CLOSED};
pub use settings::{validate, QuizRules, SETTINGS};
pub use stats::{board_keys, permille, BoardKeys, Record, RECENT_KEPT};

use crate::error::{RuleError, RuleResult};
use crate::sports::PlayType;

/// The notional stake of one option chosen, in fen (2 yuan): what return
/// rates are computed on.
pub const NOTIONAL_STAKE_FEN: i64 = 200;

/// The play types that take picks: football 胜平负 and 让球胜平负,
/// basketball 胜负, 让分胜负 and 大小分.
pub const PICK_PLAYS: [PlayType; 5] = [
    PlayType::Spf,
    PlayType::Rqspf,
    PlayType::Sf,
    PlayType::Rfsf,
    PlayType::Dxf,
];

/// How a leg, pick, plan or entry settled.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Outcome {
    /// 红: hit.
    Red,
    /// 黑: missed.
    Black,
    /// 走水 / cancelled: neither.
    Void,
}

impl Outcome {
    pub fn code(self) -> &'static str {
        match self {
            Outcome::Red => "RED",
            Outcome::Black => "BLACK",
            Outcome::Void => "VOID",
        }
    }

    pub fn from_code(code: &str) -> Option<Self> {
        [Outcome::Red, Outcome::Black, Outcome::Void]
            .into_iter()
            .find(|o| o.code() == code)
    }
}

/// Checks a play type takes picks.
pub fn check_play(field: &str, play: PlayType) -> RuleResult<()> {
    if PICK_PLAYS.contains(&play) {
        Ok(())
    } else {
        Err(RuleError::invalid(
            field,
            "picks take 胜平负, 让球胜平负, 胜负, 让分胜负 or 大小分",
        ))
    }
}

/// Whether a match still takes picks at `now` (seconds): it must be
/// selling and have a kickoff still ahead. A match with no kickoff known
/// takes none (the server's clock decides, never the client's).
pub fn open_for_picks(kickoff: Option<i64>, selling: bool, now: i64) -> bool {
    selling && kickoff.is_some_and(|k| now < k)
}

/// A leg's outcome once its match is decided: `right` is the option the
/// result makes right (None with `void`: the match was cancelled).
pub fn leg_outcome(choice: usize, right: Option<usize>, void: bool) -> Option<Outcome> {
    if void {
        return Some(Outcome::Void);
    }
    right.map(|r| {
        if r == choice {
            Outcome::Red
        } else {
            Outcome::Black
        }
    })
}

/// A pick's (or a plan's) outcome from its legs': black when any leg
/// missed, void when every leg is void, otherwise red (a void leg counts
/// at 1.00, as 竞彩 counts a cancelled game, so a 2串1 with one void leg is
/// the other leg's single).
pub fn combined(legs: &[Outcome]) -> Outcome {
    if legs.contains(&Outcome::Black) {
        Outcome::Black
    } else if legs.iter().all(|o| *o == Outcome::Void) {
        Outcome::Void
    } else {
        Outcome::Red
    }
}

/// What a settled pick returns on its notional stake, in fen (rounded
/// down): red pays the stake × the product of its red legs' odds (a void
/// leg at 1.00); black and void pay nothing (void is outside the record).
pub fn pick_return(outcome: Outcome, stake_fen: i64, legs: &[(Outcome, i64)]) -> i64 {
    if outcome != Outcome::Red {
        return 0;
    }
    let mut value = i128::from(stake_fen);
    for (o, odds) in legs {
        if *o == Outcome::Red {
            value = value * i128::from(*odds) / 100;
        }
    }
    i64::try_from(value).unwrap_or(i64::MAX)
}

/// What a competition entry pays on settlement, in points: red pays the
/// stake × odds (principal included, rounded down to the point), void
/// returns the stake, black pays nothing.
pub fn entry_payout(outcome: Outcome, stake: i64, odds: i64) -> i64 {
    match outcome {
        Outcome::Red => {
            i64::try_from(i128::from(stake) * i128::from(odds) / 100).unwrap_or(i64::MAX)
        }
        Outcome::Void => stake,
        Outcome::Black => 0,
    }
}

/// Whether a record meets the recruitment rule: at least `min_settled`
/// settled picks in the window and a hit rate of at least `min_permille`.
pub fn recruitable(settled: i64, red: i64, rules: &QuizRules) -> RuleResult<()> {
    if settled < rules.expert_min_settled {
        return Err(RuleError::invalid(
            "record",
            format!(
                "近{}天需至少{}场已结算竞猜（现有{}场）",
                rules.expert_window_days, rules.expert_min_settled, settled
            ),
        ));
    }
    if red * 1000 < rules.expert_min_hit_permille * settled {
        return Err(RuleError::invalid(
            "record",
            format!(
                "命中率需至少{}%",
                fmt_permille(rules.expert_min_hit_permille)
            ),
        ));
    }
    Ok(())
}

/// 550 → "55.0".
pub fn fmt_permille(p: i64) -> String {
    format!("{}.{}", p / 10, p % 10)
}

/// Checks a prize table: 1 to 100 places, each 1 to 100 000 points, no
/// place paying more than the one above it.
pub fn check_prizes(prizes: &[i64]) -> RuleResult<()> {
    if prizes.is_empty() || prizes.len() > 100 {
        return Err(RuleError::invalid("prizes", "list 1 to 100 places"));
    }
    if prizes.iter().any(|p| !(1..=100_000).contains(p)) {
        return Err(RuleError::invalid(
            "prizes",
            "each place pays 1 to 100000 points",
        ));
    }
    if prizes.windows(2).any(|w| w[1] > w[0]) {
        return Err(RuleError::invalid(
            "prizes",
            "a place never pays more than the one above it",
        ));
    }
    Ok(())
}

/// Checks a stake against the competition's range.
pub fn check_stake(stake: i64, min: i64, max: i64) -> RuleResult<()> {
    if (min..=max).contains(&stake) {
        Ok(())
    } else {
        Err(RuleError::invalid(
            "stake",
            format!("stake {min} to {max} points"),
        ))
    }
}

#[cfg(test)]
mod tests;
