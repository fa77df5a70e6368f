//! The 排行 tab's numbers operators tune in system config (`typeIntValue`):
//!
//! | type | meaning | default | valid |
//! |---|---|---|---|
//! | `QUIZ_BOARD_MIN_WEEK` | settled picks in the week to enter the hit-rate and return-rate week boards | 10 | 1–1000 |
//! | `QUIZ_BOARD_MIN_MONTH` | the same for the month boards | 30 | 1–5000 |
//! | `EXPERT_MIN_SETTLED` | settled picks in the window to apply as an expert | 30 | 1–10000 |
//! | `EXPERT_WINDOW_DAYS` | the window, in days | 60 | 7–365 |
//! | `EXPERT_MIN_HIT_PERMILLE` | the hit rate needed, in tenths of a percent | 550 | 0–1000 |
//! | `EXPERT_REAPPLY_DAYS` | days after a rejection before applying again | 7 | 0–365 |
//! | `EXPERT_STRIKE_DAYS` | days without a moderation strike (a post or comment staff rejected in review) to apply; 0 turns the check off | 30 | 0–365 |
//! | `PLAN_MAX_PRICE` | the most points a plan may cost to unlock | 500 | 1–100000 |
//! | `PLAN_MIN_ANALYSIS` | the fewest characters of a plan's analysis | 50 | 1–2000 |
//! | `COMPETITION_STAKE_MIN` / `_MAX` | a competition's default stake range | 10 / 500 | 1–100000 |

use crate::error::RuleResult;

/// Each setting: its type name, default and valid range.
pub const SETTINGS: [(&str, i64, i64, i64); 11] = [
    ("QUIZ_BOARD_MIN_WEEK", 10, 1, 1000),
    ("QUIZ_BOARD_MIN_MONTH", 30, 1, 5000),
    ("EXPERT_MIN_SETTLED", 30, 1, 10_000),
    ("EXPERT_WINDOW_DAYS", 60, 7, 365),
    ("EXPERT_MIN_HIT_PERMILLE", 550, 0, 1000),
    ("EXPERT_REAPPLY_DAYS", 7, 0, 365),
    ("EXPERT_STRIKE_DAYS", 30, 0, 365),
    ("PLAN_MAX_PRICE", 500, 1, 100_000),
    ("PLAN_MIN_ANALYSIS", 50, 1, 2000),
    ("COMPETITION_STAKE_MIN", 10, 1, 100_000),
    ("COMPETITION_STAKE_MAX", 500, 1, 100_000),
];

/// The settings in force.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct QuizRules {
    pub board_min_week: i64,
    pub board_min_month: i64,
    pub expert_min_settled: i64,
    pub expert_window_days: i64,
    pub expert_min_hit_permille: i64,
    pub expert_reapply_days: i64,
    pub expert_strike_days: i64,
    pub plan_max_price: i64,
    pub plan_min_analysis: i64,
    pub stake_min: i64,
    pub stake_max: i64,
}

impl Default for QuizRules {
    fn default() -> Self {
        let mut rules = Self {
            board_min_week: 0,
            board_min_month: 0,
            expert_min_settled: 0,
            expert_window_days: 0,
            expert_min_hit_permille: 0,
            expert_reapply_days: 0,
            expert_strike_days: 0,
            plan_max_price: 0,
            plan_min_analysis: 0,
            stake_min: 0,
            stake_max: 0,
        };
        for (name, default, _, _) in SETTINGS {
            rules.set(name, default);
        }
        rules
    }
}

impl QuizRules {
    /// Sets one setting by its type name (others are ignored). The caller
    /// has checked the value with [`validate`].
    pub fn set(&mut self, name: &str, value: i64) {
        let slot = match name {
            "QUIZ_BOARD_MIN_WEEK" => &mut self.board_min_week,
            "QUIZ_BOARD_MIN_MONTH" => &mut self.board_min_month,
            "EXPERT_MIN_SETTLED" => &mut self.expert_min_settled,
            "EXPERT_WINDOW_DAYS" => &mut self.expert_window_days,
            "EXPERT_MIN_HIT_PERMILLE" => &mut self.expert_min_hit_permille,
            "EXPERT_REAPPLY_DAYS" => &mut self.expert_reapply_days,
            "EXPERT_STRIKE_DAYS" => &mut self.expert_strike_days,
            "PLAN_MAX_PRICE" => &mut self.plan_max_price,
            "PLAN_MIN_ANALYSIS" => &mut self.plan_min_analysis,
            "COMPETITION_STAKE_MIN" => &mut self.stake_min,
            "COMPETITION_STAKE_MAX" => &mut self.stake_max,
            _ => return,
        };
        *slot = value;
    }

    /// The fewest settled picks to enter a hit-rate or return-rate board
    /// of `period` (`week:…` or `month:…`, live or closed).
    pub fn board_min(&self, period: &str) -> i64 {
        if super::is_month(period) {
            self.board_min_month
        } else {
            self.board_min_week
        }
    }
}

/// Checks a system config write of one of these settings (other types
/// pass).
pub fn validate(config_type: &str, int_value: Option<i64>) -> RuleResult<()> {
    crate::settings::in_range(&SETTINGS, config_type, int_value)
}
