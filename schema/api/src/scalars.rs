//! Scalars of the public schema beyond GraphQL's own.
//!
//! GraphQL's `Int` is 32-bit (at most 2 147 483 647). Row ids and amounts in
//! fen are 64-bit on the server and a prize pool alone passes 10¹¹ fen, so
//! they travel as [`BigInt`]: a decimal string, which every client language
//! reads without loss (JSON numbers past 2⁵³ lose digits in JavaScript).

use async_graphql::{InputValueError, InputValueResult, Scalar, ScalarType, Value};

/// A 64-bit signed integer, written as a decimal string (`"-12"`,
/// `"100000000000"`) so no client loses digits; input also accepts an `Int`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub struct BigInt(pub i64);

/// A 64-bit signed integer written as a decimal string (`"100000000000"`),
/// because GraphQL's `Int` stops at 2 147 483 647 and JavaScript numbers lose
/// digits past 2^53. Input also accepts an `Int`.
#[Scalar(name = "BigInt")]
impl ScalarType for BigInt {
    fn parse(value: Value) -> InputValueResult<Self> {
        match &value {
            Value::String(s) => s
                .parse::<i64>()
                .map(BigInt)
                .map_err(|_| InputValueError::custom("must be a 64-bit integer in decimal")),
            Value::Number(n) => n
                .as_i64()
                .map(BigInt)
                .ok_or_else(|| InputValueError::custom("must be a 64-bit integer")),
            _ => Err(InputValueError::expected_type(value)),
        }
    }

    fn is_valid(value: &Value) -> bool {
        matches!(value, Value::String(_) | Value::Number(_))
    }

    fn to_value(&self) -> Value {
        Value::String(self.0.to_string())
    }
}

impl From<i64> for BigInt {
    fn from(n: i64) -> Self {
        BigInt(n)
    }
}

/// A calendar day (`2026-11-22`), an RFC 3339 `full-date`. Days of the
/// product are Asia/Shanghai days (a draw's date, a check-in).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub struct Date(pub chrono::NaiveDate);

/// A calendar day (`2026-11-22`): an RFC 3339 `full-date`, in the
/// Asia/Shanghai calendar.
#[Scalar(
    name = "Date",
    specified_by_url = "https://datatracker.ietf.org/doc/html/rfc3339#section-5.6"
)]
impl ScalarType for Date {
    fn parse(value: Value) -> InputValueResult<Self> {
        match &value {
            Value::String(s) => chrono::NaiveDate::parse_from_str(s, "%Y-%m-%d")
                .map(Date)
                .map_err(|_| InputValueError::custom("must be a date as YYYY-MM-DD")),
            _ => Err(InputValueError::expected_type(value)),
        }
    }

    fn to_value(&self) -> Value {
        Value::String(self.0.format("%Y-%m-%d").to_string())
    }
}

impl From<chrono::NaiveDate> for Date {
    fn from(d: chrono::NaiveDate) -> Self {
        Date(d)
    }
}
