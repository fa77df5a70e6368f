//! 传统足彩 issues: fourteen matches closing on a Wednesday or Saturday and,
//! once finished, prize tiers from a sample fund split by the pools' rules.
//! Named after the game rather than `ctzq` so it is not mistaken for the
//! rules in `sports::ctzq`, whose prize arithmetic it borrows.

use chrono::NaiveDate;
use rand::rngs::StdRng;
use rand::Rng;

use super::calendar::{beijing, ctzq_issue};
use super::football::{football_round, issue_match};
use crate::sports::ctzq::{floating_prize_fen, Pool};
use crate::sports::import::{NewIssue, NewMatch, PrizeTier};
use crate::sports::SportsGame;

/// An issue of 14 matches closing on `day`. 6场半全场 plays the first six
/// and 4场进球 the first four (real issues name their own lists; the sample
/// keeps one list). Finished issues get prize tiers from a sample fund.
pub(super) fn traditional(
    rng: &mut StdRng,
    day: NaiveDate,
    finished: bool,
) -> (Vec<NewMatch>, NewIssue) {
    let issue = ctzq_issue(day);
    let mut matches = Vec::with_capacity(14);
    for (n, f) in (1u32..).zip(football_round(rng, 14, finished)) {
        let kickoff = beijing(day, 19 + (n % 5), 0);
        matches.push(issue_match(
            &f,
            SportsGame::Ctzq,
            &issue,
            format!("{n:02}"),
            day,
            kickoff,
        ));
    }
    let prizes = if finished {
        prize_tiers(rng)
    } else {
        Vec::new()
    };
    (
        matches,
        NewIssue {
            issue,
            close_date: day,
            prizes,
            sample: true,
        },
    )
}

/// Sample prize tiers: a sales figure per pool, 64% of it as the fund,
/// split by the rules (一等奖 70%, 二等奖 30% for 胜负彩).
fn prize_tiers(rng: &mut StdRng) -> Vec<PrizeTier> {
    let mut out = Vec::new();
    let mut tier = |pool: Pool, tier: u8, fund_fen: i64, bets: u64| {
        out.push(PrizeTier {
            pool: pool.code().into(),
            tier,
            bets,
            prize_fen: floating_prize_fen(fund_fen, bets).unwrap_or(0),
        });
    };
    let fund = |sales_yuan: i64| sales_yuan * 100 * 64 / 100;
    let sfc = fund(rng.gen_range(20_000_000..40_000_000));
    tier(Pool::Sfc14, 1, sfc * 70 / 100, rng.gen_range(0..300));
    tier(Pool::Sfc14, 2, sfc * 30 / 100, rng.gen_range(500..8_000));
    tier(
        Pool::Rx9,
        1,
        fund(rng.gen_range(15_000_000..30_000_000)),
        rng.gen_range(1_000..60_000),
    );
    tier(
        Pool::Bqc6,
        1,
        fund(rng.gen_range(300_000..800_000)),
        rng.gen_range(0..80),
    );
    tier(
        Pool::Jq4,
        1,
        fund(rng.gen_range(200_000..600_000)),
        rng.gen_range(0..120),
    );
    out
}
