//! The draw lotteries' GraphQL types, split by the tool they belong to:
//! draws and trends, the number tools, saved selections, ticket checks,
//! order splitting and the parlay detail. The conversions every part uses
//! between the wire's `Int` lists and the rules' numbers live here.

use domain::AppError;

mod draw;
mod numbers;
mod parlay;
mod selection;
mod split;
mod ticket;

pub(crate) use draw::trend_numbers;
pub use draw::{Draw, DrawConnection, DrawPrize, DrawSchedule, DrawTrendShape, Trend};
pub(crate) use numbers::{pair, spec};
pub use numbers::{BetCount, BetCountInput, SelectNumbersInput, Selection};
pub use parlay::{ParlayBreakdown, ParlayHits, ParlayInput};
pub use selection::{SavedSelection, SavedSelectionConnection};
pub use split::{
    OrderSplit, SplitOrderInput, SplitRecord, SplitRecordConnection, SplitRecordDetail,
};
pub use ticket::{Replay, TicketInput, TicketResult};

/// Numbers stored as a JSON array (draws, saved selections and splits);
/// a value that is not one reads as no numbers.
pub(crate) fn nums(v: &serde_json::Value) -> Vec<i32> {
    serde_json::from_value(v.clone()).unwrap_or_default()
}

pub(crate) fn to_i32s(v: &[u8]) -> Vec<i32> {
    v.iter().map(|n| i32::from(*n)).collect()
}

pub(crate) fn multiple_of(field: &str, m: Option<i32>) -> Result<u32, AppError> {
    u32::try_from(m.unwrap_or(1)).map_err(|_| AppError::invalid(field, "must be positive"))
}

pub(crate) fn to_u8s(field: &str, v: &[i32]) -> Result<Vec<u8>, AppError> {
    v.iter()
        .map(|n| u8::try_from(*n).map_err(|_| AppError::invalid(field, "numbers must be 0 to 255")))
        .collect()
}
