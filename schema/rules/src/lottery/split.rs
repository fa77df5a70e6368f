//! Splitting an order into printable tickets (lottery-rules.md §9a): at
//! most 10000 bets, 99 multiples and 20000 yuan per ticket. A 复式 or 胆拖
//! above the bet limit is cut by temporary 胆: the bets holding one 拖
//! number (now a 胆) and the bets without it, again until each piece fits
//! (166cai's way). Digit positions are zones choosing one digit, so the
//! same cut fixes one digit of a position.

use super::bets::{self, choose, BetSpec};
use super::games::Game;
use crate::error::{RuleError, RuleResult};

pub const MAX_MULTIPLE: u32 = 99;
pub const MAX_TICKET_FEN: i64 = 2_000_000;

/// The multiples of each ticket for `multiple` times a ticket costing
/// `ticket_fen` at 1 倍: as many full tickets as fit, then the rest
/// (250 倍 of a 2-yuan ticket → 99 + 99 + 52).
pub fn split_multiples(ticket_fen: i64, multiple: u32) -> RuleResult<Vec<u32>> {
    if ticket_fen <= 0 {
        return Err(RuleError::invalid("ticket", "must cost something"));
    }
    if ticket_fen > MAX_TICKET_FEN {
        return Err(RuleError::invalid(
            "ticket",
            "one multiple costs more than 20000 yuan: split the numbers first",
        ));
    }
    if multiple == 0 || multiple > 100_000 {
        return Err(RuleError::invalid("multiple", "must be 1 to 100000"));
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

/// At most this many bets on one ticket.
pub const MAX_TICKET_BETS: u64 = 10_000;
/// A split with more tickets than this is refused rather than printed.
pub const MAX_TICKETS: usize = 5_000;

/// One zone of an order: the 胆 on every bet and the 拖 to choose from,
/// `size` numbers per bet. A digit position is a zone of size 1.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ZonePick {
    pub dan: Vec<u8>,
    pub tuo: Vec<u8>,
    pub size: usize,
}

impl ZonePick {
    fn ways(&self) -> u64 {
        choose(self.tuo.len() as u64, (self.size - self.dan.len()) as u64)
    }
}

/// An order as picked.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Order {
    pub game: Game,
    /// Ball games: the main zone then the extra zone. Digit games: one
    /// zone per position.
    pub zones: Vec<ZonePick>,
    pub multiple: u32,
    /// 大乐透 追加.
    pub additional: bool,
}

/// One printable ticket.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PrintTicket {
    pub zones: Vec<ZonePick>,
    pub bets: u64,
    pub multiple: u32,
    pub cost_fen: i64,
}

/// The split of an order.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SplitPlan {
    pub bets: u64,
    pub cost_fen: i64,
    pub tickets: Vec<PrintTicket>,
}

fn bets_of(zones: &[ZonePick]) -> u64 {
    zones.iter().map(ZonePick::ways).product()
}

/// Checks a zone's numbers: distinct, in range, 胆 not among the 拖.
fn check_zone(field: &str, z: &ZonePick, min: u8, max: u8) -> RuleResult<()> {
    let mut all: Vec<u8> = z.dan.iter().chain(&z.tuo).copied().collect();
    if let Some(n) = all.iter().find(|n| !(min..=max).contains(*n)) {
        return Err(RuleError::invalid(
            field,
            format!("{n} is outside {min}–{max}"),
        ));
    }
    all.sort_unstable();
    all.dedup();
    if all.len() != z.dan.len() + z.tuo.len() {
        return Err(RuleError::invalid(
            field,
            "numbers repeat (or a 胆 is also a 拖)",
        ));
    }
    Ok(())
}

/// Checks an order against its game's bet forms and returns its bets.
pub fn order_bets(order: &Order) -> RuleResult<u64> {
    let z = &order.zones;
    let n = |v: &Vec<u8>| v.len() as u64;
    let shape = |want: usize| {
        if z.len() == want {
            Ok(())
        } else {
            Err(RuleError::invalid(
                "zones",
                format!("{} needs {want} zones", order.game.name()),
            ))
        }
    };
    if order.additional && order.game != Game::Dlt {
        return Err(RuleError::invalid("additional", "追加 is a 大乐透 bet"));
    }
    let spec = match order.game {
        Game::Ssq => {
            shape(2)?;
            check_zone("main", &z[0], 1, 33)?;
            check_zone("extra", &z[1], 1, 16)?;
            if !z[1].dan.is_empty() {
                return Err(RuleError::invalid("extraDan", "双色球 blues have no 胆"));
            }
            if z[0].dan.is_empty() {
                BetSpec::SsqMulti {
                    red: n(&z[0].tuo),
                    blue: n(&z[1].tuo),
                }
            } else {
                BetSpec::SsqDanTuo {
                    dan: n(&z[0].dan),
                    tuo: n(&z[0].tuo),
                    blue: n(&z[1].tuo),
                }
            }
        }
        Game::Dlt => {
            shape(2)?;
            check_zone("main", &z[0], 1, 35)?;
            check_zone("extra", &z[1], 1, 12)?;
            if z[0].dan.is_empty() && z[1].dan.is_empty() {
                BetSpec::DltMulti {
                    front: n(&z[0].tuo),
                    back: n(&z[1].tuo),
                }
            } else {
                BetSpec::DltDanTuo {
                    front_dan: n(&z[0].dan),
                    front_tuo: n(&z[0].tuo),
                    back_dan: n(&z[1].dan),
                    back_tuo: n(&z[1].tuo),
                }
            }
        }
        Game::Qlc => {
            shape(1)?;
            check_zone("main", &z[0], 1, 30)?;
            if !z[0].dan.is_empty() {
                return Err(RuleError::invalid(
                    "mainDan",
                    "七乐彩 is played 单式 or 复式",
                ));
            }
            BetSpec::QlcMulti {
                numbers: n(&z[0].tuo),
            }
        }
        Game::Fc3d | Game::Pl3 | Game::Pl5 | Game::Qxc => {
            let positions = match order.game {
                Game::Pl5 => 5,
                Game::Qxc => 7,
                _ => 3,
            };
            shape(positions)?;
            for (i, p) in z.iter().enumerate() {
                let max = if order.game == Game::Qxc && i == 6 {
                    14
                } else {
                    9
                };
                let field = format!("positions[{i}]");
                check_zone(&field, p, 0, max)?;
                if !p.dan.is_empty() || p.tuo.is_empty() {
                    return Err(RuleError::invalid(&field, "pick at least one digit"));
                }
            }
            BetSpec::DirectMulti {
                positions: z.iter().map(|p| n(&p.tuo)).collect(),
            }
        }
    };
    // Zone sizes come from the game, whatever the caller sent.
    let counted = bets::count(&spec)?;
    debug_assert_eq!(counted, bets_of(z));
    Ok(counted)
}

/// The zones of a game with their per-bet sizes (for building an order).
pub fn zone_sizes(game: Game) -> Vec<usize> {
    match game {
        Game::Ssq => vec![6, 1],
        Game::Dlt => vec![5, 2],
        Game::Qlc => vec![7],
        Game::Fc3d | Game::Pl3 => vec![1; 3],
        Game::Pl5 => vec![1; 5],
        Game::Qxc => vec![1; 7],
    }
}

/// Cuts `zones` into pieces of at most `limit` bets by temporary 胆.
fn cut(zones: Vec<ZonePick>, limit: u64, out: &mut Vec<Vec<ZonePick>>) -> RuleResult<()> {
    if bets_of(&zones) <= limit {
        out.push(zones);
        return Ok(());
    }
    if out.len() >= MAX_TICKETS {
        return Err(RuleError::invalid(
            "zones",
            format!("the order needs more than {MAX_TICKETS} tickets"),
        ));
    }
    // The first zone with a choice left: a 拖 number that can be both in
    // and out of a bet. One exists, or the order would be a single bet.
    let i = zones
        .iter()
        .position(|z| z.tuo.len() > z.size - z.dan.len() && z.dan.len() < z.size)
        .ok_or_else(|| RuleError::internal("a piece over the limit has no choice left"))?;
    let mut with = zones.clone();
    let t = with[i].tuo.remove(0);
    with[i].dan.push(t);
    let mut without = zones;
    without[i].tuo.remove(0);
    cut(with, limit, out)?;
    cut(without, limit, out)
}

/// Splits an order into printable tickets (lottery-rules.md §9a).
pub fn split_order(order: &Order) -> RuleResult<SplitPlan> {
    let bets = order_bets(order)?;
    let cost_fen = bets::cost_fen(bets, order.multiple, order.additional)?;
    if order.multiple > 100_000 {
        return Err(RuleError::invalid("multiple", "must be 1 to 100000"));
    }
    let price = bets::bet_price_fen(order.additional);
    let limit = MAX_TICKET_BETS.min(u64::try_from(MAX_TICKET_FEN / price).unwrap_or(0));
    let mut pieces = Vec::new();
    cut(order.zones.clone(), limit, &mut pieces)?;
    let mut tickets = Vec::new();
    for zones in pieces {
        let piece_bets = bets_of(&zones);
        let one = bets::cost_fen(piece_bets, 1, order.additional)?;
        for m in split_multiples(one, order.multiple)? {
            if tickets.len() >= MAX_TICKETS {
                return Err(RuleError::invalid(
                    "multiple",
                    format!("the order needs more than {MAX_TICKETS} tickets"),
                ));
            }
            tickets.push(PrintTicket {
                zones: zones.clone(),
                bets: piece_bets,
                multiple: m,
                cost_fen: one * i64::from(m),
            });
        }
    }
    Ok(SplitPlan {
        bets,
        cost_fen,
        tickets,
    })
}

/// The single bets of `zones` (the per-bet breakdown, 拆分明细): each bet
/// as one number list per zone, at most `limit` of them.
pub fn single_bets(zones: &[ZonePick], limit: usize) -> Vec<Vec<Vec<u8>>> {
    let mut per_zone: Vec<Vec<Vec<u8>>> = Vec::with_capacity(zones.len());
    for z in zones {
        let need = z.size - z.dan.len();
        let mut picks = Vec::new();
        combinations(&z.tuo, need, 0, &mut Vec::new(), &mut picks, limit);
        per_zone.push(
            picks
                .into_iter()
                .map(|p| {
                    let mut all: Vec<u8> = z.dan.iter().copied().chain(p).collect();
                    if z.size > 1 {
                        all.sort_unstable();
                    }
                    all
                })
                .collect(),
        );
    }
    let mut out: Vec<Vec<Vec<u8>>> = vec![vec![]];
    for options in per_zone {
        let mut next = Vec::new();
        'outer: for prefix in &out {
            for o in &options {
                if next.len() >= limit {
                    break 'outer;
                }
                let mut b = prefix.clone();
                b.push(o.clone());
                next.push(b);
            }
        }
        out = next;
    }
    out
}

fn combinations(
    from: &[u8],
    k: usize,
    start: usize,
    cur: &mut Vec<u8>,
    out: &mut Vec<Vec<u8>>,
    limit: usize,
) {
    if out.len() >= limit {
        return;
    }
    if cur.len() == k {
        out.push(cur.clone());
        return;
    }
    for i in start..from.len() {
        if from.len() - i < k - cur.len() {
            break;
        }
        cur.push(from[i]);
        combinations(from, k, i + 1, cur, out, limit);
        cur.pop();
    }
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

    fn zone(dan: &[u8], tuo: &[u8], size: usize) -> ZonePick {
        ZonePick {
            dan: dan.to_vec(),
            tuo: tuo.to_vec(),
            size,
        }
    }

    fn ssq(red: &[u8], blue: &[u8], multiple: u32) -> Order {
        Order {
            game: Game::Ssq,
            zones: vec![zone(&[], red, 6), zone(&[], blue, 1)],
            multiple,
            additional: false,
        }
    }

    fn sorted_bets(zones: &[ZonePick]) -> Vec<Vec<Vec<u8>>> {
        let mut b = single_bets(zones, usize::MAX);
        b.sort();
        b
    }

    #[test]
    fn small_orders_are_one_ticket_per_chunk_of_multiples() {
        // 8 red + 2 blue = 56 bets, 250 倍 → 99 + 99 + 52 of the same numbers.
        let plan = split_order(&ssq(&[1, 2, 3, 4, 5, 6, 7, 8], &[1, 2], 250)).unwrap();
        assert_eq!((plan.bets, plan.cost_fen), (56, 56 * 200 * 250));
        let m: Vec<u32> = plan.tickets.iter().map(|t| t.multiple).collect();
        assert_eq!(m, [99, 99, 52]);
        assert!(plan
            .tickets
            .iter()
            .all(|t| t.bets == 56 && t.zones[0].dan.is_empty()));
        assert_eq!(
            plan.tickets.iter().map(|t| t.cost_fen).sum::<i64>(),
            plan.cost_fen
        );
    }

    #[test]
    fn temporary_dan_cuts_without_losing_or_repeating_a_bet() {
        // With a limit of 10 bets, 8 red + 2 blue (56 bets) must still
        // print exactly the 56 bets, each piece within the limit.
        let order = ssq(&[1, 2, 3, 4, 5, 6, 7, 8], &[1, 2], 1);
        let mut pieces = Vec::new();
        cut(order.zones.clone(), 10, &mut pieces).unwrap();
        assert!(pieces.len() > 1);
        let mut printed: Vec<Vec<Vec<u8>>> = Vec::new();
        for p in &pieces {
            assert!(bets_of(p) <= 10, "{p:?}");
            assert!(p[0].dan.len() <= 5, "a 双色球 ticket has at most 5 胆");
            printed.extend(single_bets(p, usize::MAX));
        }
        printed.sort();
        assert_eq!(printed.len(), 56);
        assert_eq!(printed, sorted_bets(&order.zones));
        // The same for 大乐透 胆拖 and 排列五 positions.
        let dlt = vec![
            zone(&[3], &[1, 2, 4, 5, 6, 7, 8], 5),
            zone(&[], &[1, 2, 3, 4], 2),
        ];
        let mut pieces = Vec::new();
        cut(dlt.clone(), 7, &mut pieces).unwrap();
        let mut printed: Vec<_> = pieces
            .iter()
            .flat_map(|p| single_bets(p, usize::MAX))
            .collect();
        printed.sort();
        assert_eq!(printed.len(), 35 * 6);
        assert_eq!(printed, sorted_bets(&dlt));
        let pl5: Vec<ZonePick> = (0..5).map(|_| zone(&[], &[0, 1, 2], 1)).collect();
        let mut pieces = Vec::new();
        cut(pl5.clone(), 4, &mut pieces).unwrap();
        let mut printed: Vec<_> = pieces
            .iter()
            .flat_map(|p| single_bets(p, usize::MAX))
            .collect();
        printed.sort();
        assert_eq!(printed, sorted_bets(&pl5));
        assert_eq!(printed.len(), 243);
    }

    #[test]
    fn a_big_order_stays_within_every_ticket_limit() {
        // 20 red + 16 blue: 620160 bets, 1240320 yuan.
        let red: Vec<u8> = (1..=20).collect();
        let blue: Vec<u8> = (1..=16).collect();
        let plan = split_order(&ssq(&red, &blue, 1)).unwrap();
        assert_eq!(plan.bets, 620_160);
        assert_eq!(plan.tickets.iter().map(|t| t.bets).sum::<u64>(), 620_160);
        for t in &plan.tickets {
            assert!(t.bets <= MAX_TICKET_BETS && t.cost_fen <= MAX_TICKET_FEN && t.multiple <= 99);
        }
        // 大乐透 追加 costs 3 yuan: 6666 bets at most per ticket.
        let front: Vec<u8> = (1..=15).collect();
        let back: Vec<u8> = (1..=6).collect();
        let plan = split_order(&Order {
            game: Game::Dlt,
            zones: vec![zone(&[], &front, 5), zone(&[], &back, 2)],
            multiple: 3,
            additional: true,
        })
        .unwrap();
        assert_eq!(plan.bets, 3003 * 15);
        assert_eq!(plan.cost_fen, 3003 * 15 * 300 * 3);
        assert!(plan
            .tickets
            .iter()
            .all(|t| t.bets <= 6_666 && t.cost_fen <= MAX_TICKET_FEN));
        assert_eq!(
            plan.tickets.iter().map(|t| t.cost_fen).sum::<i64>(),
            plan.cost_fen
        );
    }

    #[test]
    fn bad_orders_name_their_field() {
        let err = |o: Order| split_order(&o).unwrap_err().field;
        assert_eq!(
            err(ssq(&[1, 2, 3, 4, 5, 5], &[1], 1)).as_deref(),
            Some("main")
        );
        assert_eq!(
            err(ssq(&[1, 2, 3, 4, 5, 6], &[17], 1)).as_deref(),
            Some("extra")
        );
        assert_eq!(err(ssq(&[1, 2, 3, 4, 5], &[1], 1)).as_deref(), Some("red"));
        assert_eq!(
            err(ssq(&[1, 2, 3, 4, 5, 6], &[1], 0)).as_deref(),
            Some("multiple")
        );
        let mut dup = ssq(&[1, 2, 3, 4, 5, 6, 7], &[1], 1);
        dup.zones[0].dan = vec![7];
        assert_eq!(err(dup).as_deref(), Some("main"));
        let pl3 = Order {
            game: Game::Pl3,
            zones: vec![zone(&[], &[1], 1), zone(&[], &[], 1), zone(&[], &[2], 1)],
            multiple: 1,
            additional: false,
        };
        assert_eq!(err(pl3).as_deref(), Some("positions[1]"));
    }
}
