//! Checking a ticket against a draw: the tiers it won with their amounts
//! (fixed by the rules of the draw's issue, floating ones from the draw's
//! published prize list), 追加, multiples and the total.

use super::bets::{self, BetSpec};
use super::digits::{self, DigitPlay};
use super::games::Game;
use super::prize::{self, DltRules, TierWin};
use super::prize_list::{self, PrizeEntry};
use crate::error::{RuleError, RuleResult};

/// The pool before a 大乐透 draw from which the 2026 boosted amounts apply
/// (8亿 yuan, in fen; lottery-rules.md §2).
pub const DLT_BOOST_POOL_FEN: i64 = 80_000_000_000;

/// How many draws a replay covers at most.
pub const MAX_REPLAY_DRAWS: u64 = 500;

/// A ticket: numbers as picked and how it was played.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Ticket {
    pub main: Vec<u8>,
    pub extra: Vec<u8>,
    /// Digit games: 直选 or 组选.
    pub play: DigitPlay,
    /// 大乐透 追加 (3 yuan a bet).
    pub additional: bool,
    pub multiple: u32,
    /// 大乐透 2026 rules: whether the pool before the draw was at least
    /// 8亿, used only when the stored previous draw has no pool.
    pub boosted: Option<bool>,
}

/// One tier won.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PrizeLine {
    pub tier: u8,
    pub name: String,
    /// Winning bets (at one multiple).
    pub bets: u64,
    /// Per bet, in fen; `None` for a floating tier the draw has no
    /// published amount for.
    pub amount_fen: Option<i64>,
    /// What 追加 adds per bet (0 when not played or not paid on the tier).
    pub additional_fen: Option<i64>,
    /// (amount + 追加) × bets × multiple; `None` when not known.
    pub total_fen: Option<i64>,
}

/// A draw as the rules read it.
#[derive(Debug, Clone, Copy)]
pub struct Drawn<'a> {
    /// `YYYYNNN`: decides which version of the rules applies.
    pub issue: &'a str,
    pub main: &'a [u8],
    pub extra: &'a [u8],
    /// The published prize list as stored (see [`prize_list::stored`]).
    pub prize_list: &'a serde_json::Value,
}

/// A ticket against one draw.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Outcome {
    /// Bets of the ticket at one multiple.
    pub bets: u64,
    pub cost_fen: i64,
    /// 大乐透 2026 rules: whether the boosted amounts applied.
    pub boosted: bool,
    pub lines: Vec<PrizeLine>,
    /// The sum of the lines; `None` when a won tier has no known amount.
    pub total_fen: Option<i64>,
}

/// The bets of a ticket, checking its numbers for the game.
fn ticket_bets(game: Game, t: &Ticket) -> RuleResult<u64> {
    match game {
        Game::Ssq | Game::Dlt | Game::Qlc => count_selection(game, &t.main, &t.extra),
        // Digit games and 七星彩 check one bet; the digits are checked by
        // their prize rules.
        _ => Ok(1),
    }
}

fn distinct_in(field: &str, nums: &[u8], min: u8, max: u8) -> RuleResult<u64> {
    let mut sorted = nums.to_vec();
    sorted.sort_unstable();
    sorted.dedup();
    if sorted.len() != nums.len() || nums.iter().any(|n| !(min..=max).contains(n)) {
        return Err(RuleError::invalid(
            field,
            format!("must be different numbers of {min}–{max}"),
        ));
    }
    Ok(nums.len() as u64)
}

/// The bets of a 复式 selection of `game`.
pub fn count_selection(game: Game, main: &[u8], extra: &[u8]) -> RuleResult<u64> {
    bets::count(&selection_spec(game, main, extra)?)
}

/// The bet form of a 复式 selection, its numbers checked.
pub fn selection_spec(game: Game, main: &[u8], extra: &[u8]) -> RuleResult<BetSpec> {
    let (zm, ze) = game.zones();
    let spec = match (game, ze) {
        (Game::Ssq, Some(z)) => BetSpec::SsqMulti {
            red: distinct_in("mainNumbers", main, zm.min, zm.max)?,
            blue: distinct_in("extraNumbers", extra, z.min, z.max)?,
        },
        (Game::Dlt, Some(z)) => BetSpec::DltMulti {
            front: distinct_in("mainNumbers", main, zm.min, zm.max)?,
            back: distinct_in("extraNumbers", extra, z.min, z.max)?,
        },
        (Game::Qlc, _) => BetSpec::QlcMulti {
            numbers: distinct_in("mainNumbers", main, zm.min, zm.max)?,
        },
        _ => {
            return Err(RuleError::invalid(
                "game",
                "saved selections cover 双色球, 大乐透 and 七乐彩",
            ))
        }
    };
    Ok(spec)
}

fn numeral(tier: u8) -> &'static str {
    match tier {
        1 => "一等奖",
        2 => "二等奖",
        3 => "三等奖",
        4 => "四等奖",
        5 => "五等奖",
        6 => "六等奖",
        7 => "七等奖",
        8 => "八等奖",
        9 => "九等奖",
        _ => "奖",
    }
}

/// The tiers won, before amounts: the rules of the game and issue.
fn tiers(
    game: Game,
    t: &Ticket,
    draw: &Drawn,
    list: &[PrizeEntry],
    boosted: bool,
) -> RuleResult<Vec<(TierWin, String)>> {
    let (main, extra) = (draw.main, draw.extra);
    let named = |wins: Vec<TierWin>| {
        wins.into_iter()
            .map(|w| {
                let name = if game == Game::Ssq && w.tier == 7 {
                    "福运奖".to_owned()
                } else {
                    numeral(w.tier).to_owned()
                };
                (w, name)
            })
            .collect()
    };
    Ok(match game {
        Game::Ssq => {
            let fuyun = list
                .iter()
                .any(|e| e.tier == 7 || e.name.as_deref() == Some("福运奖"));
            let blue = extra.first().copied().unwrap_or(0);
            named(prize::check_ssq(&t.main, &t.extra, main, blue, fuyun)?)
        }
        Game::Dlt => named(prize::check_dlt(
            draw.issue, &t.main, &t.extra, main, extra, boosted,
        )?),
        Game::Qlc => named(prize::check_qlc(
            &t.main,
            main,
            extra.first().copied().unwrap_or(0),
        )?),
        Game::Qxc => {
            let mut drawn = main.to_vec();
            drawn.extend_from_slice(extra);
            let mut picked = t.main.clone();
            picked.extend(&t.extra);
            named(prize::check_qxc(&picked, &drawn)?)
        }
        Game::Fc3d | Game::Pl3 | Game::Pl5 => {
            let fen = digits::check_digits(game, t.play, &t.main, main)?;
            let name = match fen {
                34_600 => "组三",
                17_300 => "组六",
                _ => "直选",
            };
            if fen > 0 {
                vec![(
                    TierWin {
                        tier: 1,
                        bets: 1,
                        amount_fen: Some(fen),
                    },
                    name.to_owned(),
                )]
            } else {
                vec![]
            }
        }
    })
}

/// Checks `t` against `draw`; `previous_pool_fen` is the pool after the
/// draw before it (what decides the 大乐透 boost), when known. Pure.
pub fn check_against(
    game: Game,
    t: &Ticket,
    draw: &Drawn,
    previous_pool_fen: Option<i64>,
) -> RuleResult<Outcome> {
    if t.additional && game != Game::Dlt {
        return Err(RuleError::invalid("additional", "追加 is a 大乐透 bet"));
    }
    if t.multiple == 0 || t.multiple > 100_000 {
        return Err(RuleError::invalid("multiple", "must be 1 to 100000"));
    }
    let bets = ticket_bets(game, t)?;
    let cost_fen = bets::cost_fen(bets, t.multiple, t.additional)?;
    let list = prize_list::stored(draw.prize_list);
    let rules = prize::dlt_rules(draw.issue);
    let boosted = game == Game::Dlt
        && rules == DltRules::Y2026
        && previous_pool_fen
            .map(|p| p >= DLT_BOOST_POOL_FEN)
            .or(t.boosted)
            .unwrap_or(false);
    let mut lines = Vec::new();
    for (w, name) in tiers(game, t, draw, &list, boosted)? {
        let published = prize_list::entry(&list, w.tier);
        // The published amount wins over the rule's (it is what was paid).
        let amount_fen = published.map(|e| e.amount_fen).or(w.amount_fen);
        let additional_fen = if !t.additional {
            Some(0)
        } else {
            published
                .and_then(|e| e.additional_fen)
                .or_else(|| prize::dlt_additional_fen(rules, w.tier, amount_fen))
        };
        let total_fen = match (amount_fen, additional_fen) {
            (Some(a), Some(b)) => (a + b)
                .checked_mul(w.bets as i64)
                .and_then(|v| v.checked_mul(i64::from(t.multiple))),
            _ => None,
        };
        lines.push(PrizeLine {
            tier: w.tier,
            name,
            bets: w.bets,
            amount_fen,
            additional_fen,
            total_fen,
        });
    }
    let total_fen = lines
        .iter()
        .try_fold(0i64, |acc, l| l.total_fen.and_then(|t| acc.checked_add(t)));
    Ok(Outcome {
        bets,
        cost_fen,
        boosted,
        lines,
        total_fen,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    /// A stored draw's numbers and prize list, owned for the test.
    struct TestDraw {
        issue: String,
        main: Vec<u8>,
        extra: Vec<u8>,
        list: serde_json::Value,
    }

    impl TestDraw {
        fn drawn(&self) -> Drawn<'_> {
            Drawn {
                issue: &self.issue,
                main: &self.main,
                extra: &self.extra,
                prize_list: &self.list,
            }
        }
    }

    fn draw(
        _game: &str,
        issue: &str,
        main: &[u8],
        extra: &[u8],
        list: serde_json::Value,
    ) -> TestDraw {
        TestDraw {
            issue: issue.into(),
            main: main.to_vec(),
            extra: extra.to_vec(),
            list,
        }
    }

    fn ticket(main: &[u8], extra: &[u8]) -> Ticket {
        Ticket {
            main: main.to_vec(),
            extra: extra.to_vec(),
            play: DigitPlay::Direct,
            additional: false,
            multiple: 1,
            boosted: None,
        }
    }

    #[test]
    fn floating_tiers_take_the_published_amount() {
        let d = draw(
            "ssq",
            "2026097",
            &[1, 2, 3, 4, 5, 6],
            &[9],
            json!([
                {"tier": 1, "name": "一等奖", "amountFen": 600_000_000, "winners": 2}
            ]),
        );
        let c = check_against(
            Game::Ssq,
            &ticket(&[1, 2, 3, 4, 5, 6], &[9]),
            &d.drawn(),
            None,
        )
        .unwrap();
        assert_eq!(c.lines[0].name, "一等奖");
        assert_eq!(c.lines[0].amount_fen, Some(600_000_000));
        assert_eq!(c.total_fen, Some(600_000_000));
        // 6+0 is 二等奖, floating, and the list has no amount for it.
        let c = check_against(
            Game::Ssq,
            &ticket(&[1, 2, 3, 4, 5, 6], &[8]),
            &d.drawn(),
            None,
        )
        .unwrap();
        assert_eq!(
            (c.lines[0].tier, c.lines[0].amount_fen, c.total_fen),
            (2, None, None)
        );
        // 7 red + 2 blue (14 bets) with every red drawn but one and the
        // blue hit: one 6+1, one 6+0, six 5+1 and six 5+0 — 一等奖 at the
        // published amount, 二等奖 unknown, so no total.
        let c = check_against(
            Game::Ssq,
            &ticket(&[1, 2, 3, 4, 5, 6, 7], &[9, 8]),
            &d.drawn(),
            None,
        )
        .unwrap();
        assert_eq!(c.bets, 14);
        assert_eq!(c.cost_fen, 2_800);
        let tiers: Vec<_> = c.lines.iter().map(|l| (l.tier, l.bets)).collect();
        assert_eq!(tiers, [(1, 1), (2, 1), (3, 6), (4, 6)]);
        assert_eq!(c.total_fen, None);
    }

    #[test]
    fn dlt_boost_comes_from_the_previous_pool_and_additional_pays_80_percent() {
        let d = draw(
            "dlt",
            "2026096",
            &[5, 14, 15, 17, 33],
            &[1, 7],
            json!([
                {"tier": 1, "amountFen": 941_546_000}
            ]),
        );
        // 4+2 is 三等奖: 5000, or 6666 after a pool of at least 8亿.
        let t = ticket(&[5, 14, 15, 17, 30], &[1, 7]);
        let low = check_against(Game::Dlt, &t, &d.drawn(), Some(79_510_000_000)).unwrap();
        assert_eq!((low.boosted, low.total_fen), (false, Some(500_000)));
        let high = check_against(Game::Dlt, &t, &d.drawn(), Some(80_169_000_000)).unwrap();
        assert_eq!((high.boosted, high.total_fen), (true, Some(666_600)));
        // No stored pool: the caller's flag decides.
        let flagged = Ticket {
            boosted: Some(true),
            ..t.clone()
        };
        assert!(
            check_against(Game::Dlt, &flagged, &d.drawn(), None)
                .unwrap()
                .boosted
        );
        // 一等奖 with 追加 at 2 倍: (9,415,460 + 7,532,368) × 2; cost 3 × 2.
        let jackpot = Ticket {
            additional: true,
            multiple: 2,
            ..ticket(&[5, 14, 15, 17, 33], &[1, 7])
        };
        let c = check_against(Game::Dlt, &jackpot, &d.drawn(), None).unwrap();
        assert_eq!(c.cost_fen, 600);
        assert_eq!(c.lines[0].additional_fen, Some(753_236_800));
        assert_eq!(c.total_fen, Some((941_546_000 + 753_236_800) * 2));
        // 追加 adds nothing on a fixed tier.
        let add3 = Ticket {
            additional: true,
            ..t
        };
        assert_eq!(
            check_against(Game::Dlt, &add3, &d.drawn(), Some(0))
                .unwrap()
                .total_fen,
            Some(500_000)
        );
    }

    #[test]
    fn bad_tickets_name_their_field() {
        let d = draw("ssq", "2026097", &[1, 2, 3, 4, 5, 6], &[9], json!([]));
        let err = |t: Ticket| {
            check_against(Game::Ssq, &t, &d.drawn(), None)
                .unwrap_err()
                .to_string()
        };
        assert!(err(ticket(&[1, 2, 3, 4, 5, 5], &[9])).contains("mainNumbers"));
        assert!(err(ticket(&[1, 2, 3, 4, 5, 34], &[9])).contains("mainNumbers"));
        assert!(err(ticket(&[1, 2, 3, 4, 5, 6], &[17])).contains("extraNumbers"));
        assert!(err(Ticket {
            additional: true,
            ..ticket(&[1, 2, 3, 4, 5, 6], &[9])
        })
        .contains("additional"));
        assert!(err(Ticket {
            multiple: 0,
            ..ticket(&[1, 2, 3, 4, 5, 6], &[9])
        })
        .contains("multiple"));
    }

    #[test]
    fn digit_tickets_are_named_by_play() {
        let d = draw("fc3d", "2026100", &[1, 1, 2], &[], json!([]));
        let group = Ticket {
            play: DigitPlay::Group,
            ..ticket(&[2, 1, 1], &[])
        };
        let c = check_against(Game::Fc3d, &group, &d.drawn(), None).unwrap();
        assert_eq!(
            (c.lines[0].name.as_str(), c.total_fen),
            ("组三", Some(34_600))
        );
        let c = check_against(Game::Fc3d, &ticket(&[1, 1, 2], &[]), &d.drawn(), None).unwrap();
        assert_eq!(
            (c.lines[0].name.as_str(), c.total_fen),
            ("直选", Some(104_000))
        );
    }

    #[test]
    fn selections_are_counted_from_the_numbers() {
        assert_eq!(
            count_selection(Game::Ssq, &[1, 2, 3, 4, 5, 6, 7, 8], &[1, 2]).unwrap(),
            56
        );
        assert_eq!(
            count_selection(Game::Dlt, &[1, 2, 3, 4, 5, 6, 7], &[1, 2, 3]).unwrap(),
            63
        );
        let e = count_selection(Game::Ssq, &[1, 1, 3, 4, 5, 6], &[1]).unwrap_err();
        assert_eq!(e.field.as_deref(), Some("mainNumbers"));
        assert!(count_selection(Game::Fc3d, &[1], &[]).is_err());
    }
}
