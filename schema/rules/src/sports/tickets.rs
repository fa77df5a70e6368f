//! Splitting a sports order into printable tickets (lottery-rules.md §9a):
//! one ticket per set of games and play type per game, for each parlay
//! size (an M串1 ticket); a ticket over 10000 bets is cut by halving its
//! widest game's options; then the multiple is spread over tickets of at
//! most 99倍 and 20000 yuan.

use super::parlay::{for_each_bet, SelectedGame, Selection};
use super::plays::PlayType;
use crate::error::{RuleError, RuleResult};
use crate::lottery::split::{split_multiples, MAX_TICKETS, MAX_TICKET_BETS};

/// One printable ticket: an s串1 over its games, some picks in each.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SportsTicket {
    /// (game index in the order, the pick indices of that game) per leg.
    pub legs: Vec<(usize, Vec<usize>)>,
    pub bets: u64,
    pub multiple: u32,
    pub cost_fen: i64,
}

/// Splits `selection` into tickets. The bets of the tickets, each times its
/// multiple, add up to the order's bets times its multiple.
pub fn split(selection: &Selection) -> RuleResult<Vec<SportsTicket>> {
    let sizes = selection.check()?;
    let games = &selection.games;
    let mut plain: Vec<Vec<(usize, Vec<usize>)>> = Vec::new();
    // The sets of games come from the bets themselves: every bet's games,
    // once (bets of one set arrive together, in order).
    let mut last: Vec<usize> = Vec::new();
    let mut overflow = false;
    for_each_bet(games, &sizes, &mut |legs| {
        let set: Vec<usize> = legs.iter().map(|(g, _)| *g).collect();
        if set != last {
            for ticket in by_play_type(games, &set) {
                plain.extend(within_bet_limit(ticket));
            }
            overflow = plain.len() > MAX_TICKETS;
            last = set;
        }
        !overflow
    });
    let too_many = || {
        RuleError::invalid(
            "multiple",
            format!("the order needs more than {MAX_TICKETS} tickets"),
        )
    };
    if overflow {
        return Err(too_many());
    }
    let mut out = Vec::new();
    for legs in plain {
        let bets: u64 = legs.iter().map(|(_, p)| p.len() as u64).product();
        let one = i64::try_from(bets).map_err(|_| too_many())? * 200;
        for multiple in split_multiples(one, selection.multiple)? {
            if out.len() >= MAX_TICKETS {
                return Err(too_many());
            }
            out.push(SportsTicket {
                legs: legs.clone(),
                bets,
                multiple,
                cost_fen: one * i64::from(multiple),
            });
        }
    }
    Ok(out)
}

/// The tickets of one set of games: a play type chosen per game (混合过关
/// prints one play type per game on a ticket), each with its picks.
fn by_play_type(games: &[SelectedGame], set: &[usize]) -> Vec<Vec<(usize, Vec<usize>)>> {
    let mut out: Vec<Vec<(usize, Vec<usize>)>> = vec![Vec::new()];
    for &g in set {
        let mut plays: Vec<PlayType> = games[g].picks.iter().map(|p| p.play).collect();
        plays.sort_unstable();
        plays.dedup();
        let mut next = Vec::new();
        for prefix in &out {
            for play in &plays {
                let picks: Vec<usize> = (0..games[g].picks.len())
                    .filter(|i| games[g].picks[*i].play == *play)
                    .collect();
                let mut legs = prefix.clone();
                legs.push((g, picks));
                next.push(legs);
            }
        }
        out = next;
    }
    out
}

/// Halves the widest game's picks until every piece holds ≤ 10000 bets.
fn within_bet_limit(legs: Vec<(usize, Vec<usize>)>) -> Vec<Vec<(usize, Vec<usize>)>> {
    let bets: u64 = legs.iter().map(|(_, p)| p.len() as u64).product();
    if bets <= MAX_TICKET_BETS {
        return vec![legs];
    }
    let widest = (0..legs.len())
        .max_by_key(|i| legs[*i].1.len())
        .unwrap_or(0);
    let (g, picks) = &legs[widest];
    let (a, b) = picks.split_at(picks.len() / 2);
    let mut out = Vec::new();
    for half in [a, b] {
        let mut piece = legs.clone();
        piece[widest] = (*g, half.to_vec());
        out.extend(within_bet_limit(piece));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::super::outcome::Line;
    use super::super::parlay::Pick;
    use super::super::pass::PassType;
    use super::super::plays::SportsGame;
    use super::*;
    use proptest::prelude::*;

    fn game(picks: &[(PlayType, usize)]) -> SelectedGame {
        SelectedGame {
            picks: picks
                .iter()
                .map(|(play, option)| Pick {
                    play: *play,
                    option: *option,
                    odds: 200,
                })
                .collect(),
            banker: false,
            line: Line::default(),
        }
    }

    fn order(games: Vec<SelectedGame>, passes: &[&str], multiple: u32) -> Selection {
        Selection {
            game: games[0].picks[0].play.game(),
            games,
            passes: passes.iter().map(|p| PassType::parse(p).unwrap()).collect(),
            multiple,
        }
    }

    fn total_bets(tickets: &[SportsTicket]) -> u64 {
        tickets.iter().map(|t| t.bets * u64::from(t.multiple)).sum()
    }

    #[test]
    fn one_ticket_per_combination_and_multiples_in_chunks() {
        use PlayType::Spf;
        // [2, 1, 3] as 3串4 at 250倍: three 2串1 and one 3串1, each printed
        // at 99 + 99 + 52 (none costs over 20000 yuan at 99倍).
        let s = order(
            vec![
                game(&[(Spf, 0), (Spf, 1)]),
                game(&[(Spf, 0)]),
                game(&[(Spf, 0), (Spf, 1), (Spf, 2)]),
            ],
            &["3串4"],
            250,
        );
        let t = split(&s).unwrap();
        assert_eq!(t.len(), 4 * 3);
        assert_eq!(
            t.iter().map(|x| x.multiple).take(3).collect::<Vec<_>>(),
            [99, 99, 52]
        );
        assert_eq!(total_bets(&t), 17 * 250);
        assert!(t
            .iter()
            .all(|x| x.cost_fen <= 2_000_000 && x.multiple <= 99));
    }

    #[test]
    fn mixed_games_print_one_play_type_per_ticket() {
        use PlayType::{Bf, Spf};
        let s = order(
            vec![game(&[(Spf, 0), (Bf, 2)]), game(&[(Spf, 1)])],
            &["2串1"],
            1,
        );
        let t = split(&s).unwrap();
        assert_eq!(t.len(), 2);
        assert_eq!(total_bets(&t), 2);
    }

    #[test]
    fn wide_tickets_are_cut_under_ten_thousand_bets() {
        // Four games with every 比分 option: 31⁴ bets in one 4串1.
        let all: Vec<(PlayType, usize)> = (0..31).map(|o| (PlayType::Bf, o)).collect();
        let s = order((0..4).map(|_| game(&all)).collect(), &["4串1"], 1);
        let t = split(&s).unwrap();
        assert!(t.iter().all(|x| x.bets <= 10_000));
        assert_eq!(total_bets(&t), 31u64.pow(4));
    }

    fn arbitrary_order() -> impl Strategy<Value = Selection> {
        // 2–6 football games of 1–3 胜平负/总进球 options, free passes or
        // one combination, maybe a 胆, a multiple up to 300.
        (2usize..=6)
            .prop_flat_map(|n| {
                (
                    proptest::collection::vec((1usize..=3, any::<bool>(), any::<bool>()), n),
                    proptest::collection::vec(any::<bool>(), n),
                    0usize..40,
                    1u32..=300,
                )
            })
            .prop_map(|(games, free, combo, multiple)| {
                let n = games.len();
                let games: Vec<SelectedGame> = games
                    .iter()
                    .enumerate()
                    .map(|(i, (options, mixed, banker))| {
                        let mut picks: Vec<(PlayType, usize)> =
                            (0..*options).map(|o| (PlayType::Spf, o)).collect();
                        if *mixed {
                            picks.push((PlayType::Zjq, i % 8));
                        }
                        let mut g = game(&picks);
                        g.banker = *banker && i == 0;
                        g
                    })
                    .collect();
                let table = super::super::pass::PassTable::Jingcai;
                let combos: Vec<PassType> = table
                    .rows()
                    .into_iter()
                    .map(|(p, _)| p)
                    .filter(|p| !p.is_free() && p.games == n)
                    .collect();
                let passes = if !combos.is_empty() && combo % 2 == 0 {
                    vec![combos[combo % combos.len()]]
                } else {
                    let mut free: Vec<PassType> = (2..=n)
                        .filter(|m| free[*m - 1])
                        .map(|m| PassType::new(m, 1))
                        .collect();
                    if free.is_empty() {
                        free.push(PassType::new(n, 1));
                    }
                    free
                };
                Selection {
                    game: SportsGame::Jczq,
                    games,
                    passes,
                    multiple,
                }
            })
    }

    proptest! {
        #[test]
        fn formula_enumeration_and_tickets_agree(s in arbitrary_order()) {
            prop_assume!(s.check().is_ok());
            let sizes = s.check().unwrap();
            let formula = s.bet_count().unwrap();
            let mut enumerated = 0u64;
            for_each_bet(&s.games, &sizes, &mut |_| { enumerated += 1; true });
            prop_assert_eq!(formula, enumerated);
            let tickets = split(&s).unwrap();
            prop_assert_eq!(total_bets(&tickets), formula * u64::from(s.multiple));
            prop_assert!(tickets.iter().all(|t| t.bets <= 10_000 && t.multiple <= 99 && t.cost_fen <= 2_000_000));
        }
    }
}
