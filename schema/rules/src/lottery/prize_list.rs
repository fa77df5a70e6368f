//! A draw's published prize list (staff enter it with the draw):
//! `[{tier, name?, amountFen, additionalFen?, winners?}]`. Floating tiers,
//! 双色球's 福运奖 and the 大乐透 追加 amounts come from here when a draw
//! has one (lottery-rules.md §11: prefer the published list). Promotion
//! rows (派奖) are not base tiers and are refused, one row per tier.

use serde::{Deserialize, Serialize};

use crate::error::{RuleError, RuleResult};

#[derive(Debug, Clone, PartialEq, Eq, Deserialize, Serialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct PrizeEntry {
    /// 1 = 一等奖 …; 双色球's 福运奖 is tier 7.
    pub tier: u8,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
    /// Per winning bet, in fen.
    pub amount_fen: i64,
    /// 大乐透: what a 追加 bet adds per winning bet, in fen.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub additional_fen: Option<i64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub winners: Option<i64>,
}

/// Parses and checks a list as entered; errors name the entry.
pub fn parse(value: &serde_json::Value) -> RuleResult<Vec<PrizeEntry>> {
    let items = value
        .as_array()
        .ok_or_else(|| RuleError::invalid("prizeList", "must be a list"))?;
    let mut out: Vec<PrizeEntry> = Vec::with_capacity(items.len());
    for (i, item) in items.iter().enumerate() {
        let field = format!("prizeList[{i}]");
        let e: PrizeEntry = serde_json::from_value(item.clone()).map_err(|e| {
            RuleError::invalid(
                &field,
                format!("must be {{tier, name?, amountFen, additionalFen?, winners?}}: {e}"),
            )
        })?;
        if !(1..=10).contains(&e.tier) {
            return Err(RuleError::invalid(&field, "tier must be 1 to 10"));
        }
        if e.amount_fen < 0 || e.additional_fen.is_some_and(|a| a < 0) {
            return Err(RuleError::invalid(&field, "amounts must not be negative"));
        }
        if e.winners.is_some_and(|w| w < 0) {
            return Err(RuleError::invalid(&field, "winners must not be negative"));
        }
        if out.iter().any(|o| o.tier == e.tier) {
            return Err(RuleError::invalid(
                &field,
                "one row per tier (promotion rows are not base tiers)",
            ));
        }
        out.push(e);
    }
    Ok(out)
}

/// The list as stored; a stored list is valid by construction, anything
/// else reads as empty.
pub fn stored(value: &serde_json::Value) -> Vec<PrizeEntry> {
    parse(value).unwrap_or_default()
}

pub fn entry(list: &[PrizeEntry], tier: u8) -> Option<&PrizeEntry> {
    list.iter().find(|e| e.tier == tier)
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn lists_are_checked_per_entry() {
        let ok = parse(&json!([
            {"tier": 1, "name": "一等奖", "amountFen": 500_000_000, "winners": 3},
            {"tier": 2, "amountFen": 20_000_000, "additionalFen": 16_000_000}
        ]))
        .unwrap();
        assert_eq!(entry(&ok, 2).unwrap().additional_fen, Some(16_000_000));
        assert!(entry(&ok, 3).is_none());
        let err = |v| parse(&v).unwrap_err().to_string();
        assert!(err(json!({})).contains("prizeList"));
        assert!(err(json!([{"tier": 0, "amountFen": 1}])).contains("prizeList[0]"));
        assert!(err(json!([{"tier": 1}])).contains("prizeList[0]"));
        assert!(err(json!([{"tier": 1, "amountFen": -5}])).contains("negative"));
        assert!(
            err(json!([{"tier": 3, "amountFen": 1}, {"tier": 3, "amountFen": 2}]))
                .contains("prizeList[1]")
        );
        assert!(err(json!([{"tier": 3, "amountFen": 1, "bonus": 2}])).contains("prizeList[0]"));
        assert!(stored(&json!("junk")).is_empty());
    }
}
