//! Splitting an order into printable tickets (lottery-rules.md §9a): at
//! most 99 multiples and 20000 yuan per ticket.

use crate::error::{AppError, AppResult};

pub const MAX_MULTIPLE: u32 = 99;
pub const MAX_TICKET_FEN: i64 = 2_000_000;

/// The multiples of each ticket for `multiple` times a ticket costing
/// `ticket_fen` at 1 倍: as many full tickets as fit, then the rest
/// (250 倍 of a 2-yuan ticket → 99 + 99 + 52).
pub fn split_multiples(ticket_fen: i64, multiple: u32) -> AppResult<Vec<u32>> {
    if ticket_fen <= 0 {
        return Err(AppError::invalid("ticket", "must cost something"));
    }
    if ticket_fen > MAX_TICKET_FEN {
        return Err(AppError::invalid(
            "ticket",
            "one multiple costs more than 20000 yuan: split the numbers first",
        ));
    }
    if multiple == 0 || multiple > 100_000 {
        return Err(AppError::invalid("multiple", "must be 1 to 100000"));
    }
    let per_ticket =
        MAX_MULTIPLE.min(u32::try_from(MAX_TICKET_FEN / ticket_fen).unwrap_or(MAX_MULTIPLE));
    let mut out = Vec::new();
    let mut left = multiple;
    while left > 0 {
        let m = left.min(per_ticket);
        out.push(m);
        left -= m;
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_worked_example_and_the_money_cap() {
        assert_eq!(split_multiples(200, 250).unwrap(), [99, 99, 52]);
        assert_eq!(split_multiples(200, 99).unwrap(), [99]);
        // A 56-bet ticket (112 yuan): 20000 / 112 = 178 → 99 per ticket.
        assert_eq!(split_multiples(11_200, 100).unwrap(), [99, 1]);
        // A 1000-bet ticket (2000 yuan): 10 multiples per ticket at most.
        assert_eq!(split_multiples(200_000, 25).unwrap(), [10, 10, 5]);
        assert!(split_multiples(2_000_200, 1).is_err());
    }
}
