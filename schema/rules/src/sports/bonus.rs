//! The bonus of one sports bet (lottery-rules.md §5–7): 2 × Π odds × the
//! multiple, × 65% for 北单; a cancelled game's odds count as 1.00; each
//! 2-yuan bet capped by its number of games; a 竞彩 win under 2 yuan paid
//! 2 yuan. Odds are hundredths (2.20 → 220) and the arithmetic is exact
//! (big integers: 15 北单 legs of three-digit SP outgrow 128 bits), rounded
//! to the fen once, after the multiple: 2.20 × 1.56 × 50 × 2 = 343.20, not
//! 50 × 6.86.

use num_bigint::BigUint;

use super::plays::SportsGame;

/// Odds of a cancelled game (§5, §7): the leg counts as won at 1.00.
pub const CANCELLED_ODDS: i64 = 100;

/// How a bonus is rounded to the fen. The rules are [unsure] (§5): S8 offers
/// 四舍六入五成双, other code rounds half up (toFixed(2)); a named setting.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Rounding {
    /// 四舍五入: x.xx5 goes up.
    #[default]
    HalfUp,
    /// 四舍六入五成双: x.xx5 exactly goes to the even fen.
    HalfEven,
}

/// What a game pays on: its share, caps, minimum and rounding.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct BonusRules {
    pub game: SportsGame,
    pub rounding: Rounding,
}

impl BonusRules {
    pub fn new(game: SportsGame, rounding: Rounding) -> Self {
        Self { game, rounding }
    }

    /// The most one 2-yuan bet of `legs` games pays, in fen (§5: 单关 10万,
    /// 2–3 games 20万, 4–5 50万, 6+ 100万, read as per 2-yuan bet before
    /// the multiple [unsure]; 北单 500万 per bet, [unsure] in §7).
    pub fn cap_fen(self, legs: usize) -> i64 {
        let yuan: i64 = match (self.game, legs) {
            (SportsGame::Bjdc, _) => 5_000_000,
            (_, 0 | 1) => 100_000,
            (_, 2 | 3) => 200_000,
            (_, 4 | 5) => 500_000,
            _ => 1_000_000,
        };
        yuan * 100
    }

    /// The least a winning 2-yuan bet pays, in fen: 竞彩 tops a win up to 2
    /// yuan (§5); the rulebook sets no minimum for 北单.
    pub fn minimum_fen(self) -> i64 {
        match self.game {
            SportsGame::Bjdc => 0,
            _ => 200,
        }
    }

    /// The bonus in fen of one bet whose legs have `odds` (hundredths; a
    /// cancelled leg at `CANCELLED_ODDS`), at `multiple` 倍.
    pub fn bet_fen(self, odds: &[i64], multiple: u32) -> i64 {
        let (share_num, share_den) = self.game.payout();
        // 2 × Π(o/100) × share yuan = 200 × Π o × share_num / (100^k × share_den) fen.
        let mut num = BigUint::from(200u32) * share_num;
        let mut den = BigUint::from(share_den);
        for o in odds {
            num *= u64::try_from(*o).unwrap_or(0);
            den *= 100u32;
        }
        let cap = self.cap_fen(odds.len());
        if num >= &den * big(cap) {
            return cap.saturating_mul(i64::from(multiple));
        }
        let minimum = self.minimum_fen();
        if num < &den * big(minimum) {
            return minimum.saturating_mul(i64::from(multiple));
        }
        num *= multiple;
        rounded(&num, &den, self.rounding)
    }
}

fn big(fen: i64) -> BigUint {
    BigUint::from(u64::try_from(fen).unwrap_or(0))
}

/// num / den to the nearest integer by `rounding`.
fn rounded(num: &BigUint, den: &BigUint, rounding: Rounding) -> i64 {
    let quotient = num / den;
    let twice_rest = (num % den) * 2u32;
    let up = match twice_rest.cmp(den) {
        std::cmp::Ordering::Greater => true,
        std::cmp::Ordering::Less => false,
        std::cmp::Ordering::Equal => match rounding {
            Rounding::HalfUp => true,
            Rounding::HalfEven => quotient.bit(0),
        },
    };
    let q = i64::try_from(&quotient).unwrap_or(i64::MAX);
    if up {
        q.saturating_add(1)
    } else {
        q
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const JC: BonusRules = BonusRules {
        game: SportsGame::Jczq,
        rounding: Rounding::HalfUp,
    };

    #[test]
    fn the_official_two_game_example_is_exact() {
        // In f64 this is 343.20000000000005.
        assert_eq!(JC.bet_fen(&[220, 156], 50), 34_320);
        assert_eq!(JC.bet_fen(&[220, 156], 1), 686);
    }

    #[test]
    fn beidan_pays_sixty_five_percent() {
        // 2 × 3.12 × 2.45 × 0.65 = 9.9372 → 9.94.
        let bd = BonusRules::new(SportsGame::Bjdc, Rounding::HalfUp);
        assert_eq!(bd.bet_fen(&[312, 245], 1), 994);
        // A single at SP 1.20 pays 1.56: no 2-yuan minimum in 北单.
        assert_eq!(bd.bet_fen(&[120], 1), 156);
        // Fifteen legs at SP 9.99 stay exact (and hit the cap).
        assert_eq!(bd.bet_fen(&[999; 15], 2), 1_000_000_000);
        assert_eq!(bd.bet_fen(&[101; 15], 1), 151);
    }

    #[test]
    fn a_cancelled_game_counts_at_one() {
        // 3串1 with one game cancelled pays as the 2串1 of the others.
        assert_eq!(
            JC.bet_fen(&[220, CANCELLED_ODDS, 156], 1),
            JC.bet_fen(&[220, 156], 1)
        );
        // Every game cancelled: 2.00, the stake back.
        assert_eq!(JC.bet_fen(&[CANCELLED_ODDS, CANCELLED_ODDS], 3), 600);
    }

    #[test]
    fn caps_follow_the_number_of_games() {
        assert_eq!(JC.cap_fen(1), 10_000_000, "单关 10万");
        assert_eq!(
            JC.bet_fen(&[99_999, 99_999], 2),
            40_000_000,
            "2 games 20万 per bet, × 2"
        );
        assert_eq!(JC.bet_fen(&[10_000; 4], 1), 50_000_000);
        assert_eq!(JC.bet_fen(&[10_000; 6], 1), 100_000_000);
        // Under its cap a bet is paid as it is: 2 × 5000 × 10 = 10万.
        assert_eq!(JC.bet_fen(&[500_000, 1_000], 1), 10_000_000);
    }

    #[test]
    fn rounding_is_a_setting() {
        // 2 × 1.05 × 1.05 = 2.205 → 2.21 half up, 2.20 half even.
        assert_eq!(JC.bet_fen(&[105, 105], 1), 221);
        let even = BonusRules::new(SportsGame::Jczq, Rounding::HalfEven);
        assert_eq!(even.bet_fen(&[105, 105], 1), 220);
        // 2 × 1.15 × 1.15 = 2.645 → 2.65 half up, 2.64 half even.
        assert_eq!(JC.bet_fen(&[115, 115], 1), 265);
        assert_eq!(even.bet_fen(&[115, 115], 1), 264);
        // Not a tie: both round the same way.
        assert_eq!(even.bet_fen(&[105, 106], 1), JC.bet_fen(&[105, 106], 1));
    }
}
