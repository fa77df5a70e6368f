//! Money as the public schema carries it: exact, and never a 32-bit `Int`.
//!
//! Amounts are integer fen on the server (a prize pool passes 10¹¹ fen), so
//! a `Money` answers both the fen as a [`BigInt`] and the yuan as a decimal
//! string; neither loses a digit in any client language.

use async_graphql::Object;

use crate::scalars::BigInt;

/// An amount of money (人民币), exact.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Money(pub i64);

impl Money {
    /// `12.30`, `-0.05`: yuan with two decimals.
    pub fn yuan_text(self) -> String {
        let sign = if self.0 < 0 { "-" } else { "" };
        let fen = self.0.unsigned_abs();
        format!("{sign}{}.{:02}", fen / 100, fen % 100)
    }
}

// Its two fields cost nothing toward the query complexity limit: `cost {
// fen yuan }` is one value, as the `costFen` it replaced was.
/// An amount of money (人民币), exact: in fen and in yuan.
#[Object]
impl Money {
    /// The amount in fen (分; 100 fen = 1 yuan).
    #[graphql(complexity = 0)]
    async fn fen(&self) -> BigInt {
        BigInt(self.0)
    }

    /// The amount in yuan (元) as a decimal string with two decimals
    /// (`"12.30"`).
    #[graphql(complexity = 0)]
    async fn yuan(&self) -> String {
        self.yuan_text()
    }
}

impl From<i64> for Money {
    fn from(fen: i64) -> Self {
        Money(fen)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn yuan_is_exact_with_two_decimals() {
        assert_eq!(Money(0).yuan_text(), "0.00");
        assert_eq!(Money(5).yuan_text(), "0.05");
        assert_eq!(Money(-5).yuan_text(), "-0.05");
        assert_eq!(Money(18_900).yuan_text(), "189.00");
        assert_eq!(Money(80_169_000_000).yuan_text(), "801690000.00");
        assert_eq!(Money(i64::MIN).yuan_text(), "-92233720368547758.08");
    }
}
