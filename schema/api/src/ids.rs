//! Ids as GraphQL carries them (`ID`, a string) to the domain's integers.
//! The one place that parse lives, so the day ids become opaque global ids
//! only this module changes.

use async_graphql::ID;
use domain::AppError;

/// A row id; `field` names the argument in the error.
pub fn parse_id(field: &str, id: &ID) -> Result<i64, AppError> {
    id.parse::<i64>()
        .map_err(|_| AppError::invalid(field, "must be an id"))
}

/// Several row ids.
pub fn parse_ids(field: &str, ids: &[ID]) -> Result<Vec<i64>, AppError> {
    ids.iter().map(|id| parse_id(field, id)).collect()
}

/// A member's id.
pub fn parse_member_id(field: &str, id: &ID) -> Result<i64, AppError> {
    id.parse::<i64>()
        .map_err(|_| AppError::invalid(field, "must be a member id"))
}

/// An optional member id where `""` and `"0"` mean none (the legacy
/// convention some inputs keep).
pub fn parse_optional_member_id(field: &str, id: Option<&ID>) -> Result<Option<i64>, AppError> {
    match id
        .map(|i| i.as_str())
        .filter(|s| !s.is_empty() && *s != "0")
    {
        None => Ok(None),
        Some(s) => s
            .parse()
            .map(Some)
            .map_err(|_| AppError::invalid(field, "must be a member id")),
    }
}
