//! The check every area's number settings share: a `(type, default, min,
//! max)` table, and a system config write of one of its types must be in
//! range (other types pass: they are not the table's).

use crate::error::{RuleError, RuleResult};

/// Whether `int_value` may be stored under `config_type`, by `table`.
pub fn in_range(
    table: &[(&str, i64, i64, i64)],
    config_type: &str,
    int_value: Option<i64>,
) -> RuleResult<()> {
    let Some((_, _, lo, hi)) = table.iter().find(|s| s.0 == config_type) else {
        return Ok(());
    };
    match int_value {
        Some(v) if !(*lo..=*hi).contains(&v) => Err(RuleError::invalid(
            "typeIntValue",
            format!("must be {lo} to {hi}"),
        )),
        _ => Ok(()),
    }
}
