//! Prize checks of the digit games (lottery-rules.md §3): 福彩3D and
//! 排列三 (直选 1040, 组三 346, 组六 173), 排列五 (直选 100000).

use crate::error::{RuleError, RuleResult};

use super::games::Game;

/// How a digit ticket is played.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DigitPlay {
    /// The digits in order.
    Direct,
    /// 组选: the digits in any order (组三 or 组六 by the draw's shape).
    Group,
}

/// The prize in fen of one digit bet against the draw; 0 when it loses.
pub fn check_digits(game: Game, play: DigitPlay, ticket: &[u8], draw: &[u8]) -> RuleResult<i64> {
    let len = match game {
        Game::Fc3d | Game::Pl3 => 3,
        Game::Pl5 => 5,
        _ => {
            return Err(RuleError::invalid(
                "game",
                "digit checks cover 3D, 排列三 and 排列五",
            ))
        }
    };
    if ticket.len() != len || draw.len() != len || ticket.iter().chain(draw).any(|d| *d > 9) {
        return Err(RuleError::invalid(
            "ticket",
            format!("needs {len} digits 0–9"),
        ));
    }
    if play == DigitPlay::Direct {
        let prize = if len == 3 { 104_000 } else { 10_000_000 };
        return Ok(if ticket == draw { prize } else { 0 });
    }
    if len != 3 {
        return Err(RuleError::invalid("play", "排列五 has 直选 only"));
    }
    let mut t = ticket.to_vec();
    let mut d = draw.to_vec();
    t.sort_unstable();
    d.sort_unstable();
    if t != d {
        return Ok(0);
    }
    let distinct = {
        let mut u = d.clone();
        u.dedup();
        u.len()
    };
    // A triple wins only 直选; two equal digits is 组三, all different 组六.
    Ok(match distinct {
        2 => 34_600,
        3 => 17_300,
        _ => 0,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fixed_prizes_of_the_digit_games() {
        assert_eq!(
            check_digits(Game::Fc3d, DigitPlay::Direct, &[1, 2, 3], &[1, 2, 3]).unwrap(),
            104_000
        );
        assert_eq!(
            check_digits(Game::Fc3d, DigitPlay::Direct, &[3, 2, 1], &[1, 2, 3]).unwrap(),
            0
        );
        assert_eq!(
            check_digits(Game::Pl3, DigitPlay::Group, &[3, 2, 1], &[1, 2, 3]).unwrap(),
            17_300
        );
        assert_eq!(
            check_digits(Game::Pl3, DigitPlay::Group, &[1, 2, 1], &[1, 1, 2]).unwrap(),
            34_600
        );
        // A triple wins only 直选.
        assert_eq!(
            check_digits(Game::Fc3d, DigitPlay::Group, &[1, 1, 1], &[1, 1, 1]).unwrap(),
            0
        );
        assert_eq!(
            check_digits(Game::Fc3d, DigitPlay::Direct, &[1, 1, 1], &[1, 1, 1]).unwrap(),
            104_000
        );
        assert_eq!(
            check_digits(
                Game::Pl5,
                DigitPlay::Direct,
                &[1, 2, 3, 4, 5],
                &[1, 2, 3, 4, 5]
            )
            .unwrap(),
            10_000_000
        );
        // The 直选和值 example: sum 10 is 63 bets and a hit pays 1040.
        let sum10 = super::super::bets::DIRECT_SUM_BETS[10];
        assert_eq!(sum10, 63);
        assert_eq!(
            check_digits(Game::Fc3d, DigitPlay::Direct, &[1, 4, 5], &[1, 4, 5]).unwrap(),
            104_000
        );
    }
}
