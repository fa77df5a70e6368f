//! Sample fixtures for the games no real data could be found for (竞彩篮球,
//! 北京单场, 传统足彩; the shared data's README): matches with odds that
//! follow from a simple strength model, odds that move during the sale,
//! results drawn from the same model, and 传统足彩 issues with prize tiers.
//! Every match and issue is flagged `sample`, and the pages say so: these
//! are never real results. The same seed gives the same fixtures, so tests
//! and the demo can rely on them.
//!
//! The model: a football side scores Poisson goals around its strength, a
//! basketball side normally distributed points; odds are the model's
//! probabilities at the game's payout rate. Floats stay inside the model;
//! what leaves it is integer odds in hundredths and integer scores.

use chrono::{DateTime, Datelike, Duration, NaiveDate, NaiveTime, TimeZone, Utc};
use rand::rngs::StdRng;
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};

use super::ctzq::{floating_prize_fen, Pool};
use super::import::{MatchState, NewIssue, NewMatch, NewOdds, PrizeTier, BEIJING};
use super::{PlayType, SportsGame};
use crate::kernel::{AppError, AppResult};

/// Matches and issues of one game, ready for `import::import_with_issues`.
#[derive(Debug, Clone)]
pub struct Sample {
    pub game: SportsGame,
    pub matches: Vec<NewMatch>,
    pub issues: Vec<NewIssue>,
}

/// The most days one call generates.
pub const MAX_DAYS: u32 = 366;

/// Fixtures of `game` for `days` days from `first_day`: days before
/// `today` are finished with results, `today` and later on sale. 竞彩足球
/// has real data and is refused.
pub fn generate(
    game: SportsGame,
    first_day: NaiveDate,
    days: u32,
    today: NaiveDate,
    seed: u64,
) -> AppResult<Sample> {
    if !(1..=MAX_DAYS).contains(&days) {
        return Err(AppError::invalid(
            "days",
            format!("must be 1 to {MAX_DAYS}"),
        ));
    }
    let mut rng = StdRng::seed_from_u64(seed ^ game_salt(game));
    let mut sample = Sample {
        game,
        matches: Vec::new(),
        issues: Vec::new(),
    };
    for d in 0..days {
        let day = first_day + Duration::days(i64::from(d));
        let finished = day < today;
        match game {
            SportsGame::Jczq => {
                return Err(AppError::invalid(
                    "game",
                    "竞彩足球 has real data: import it with import-matches",
                ))
            }
            SportsGame::Jclq => {
                // A team plays once a day: the day's pairs from shuffled lists.
                let mut nba = pairs(&mut rng, &NBA).into_iter();
                let mut cba = pairs(&mut rng, &CBA).into_iter();
                for n in 0..rng.gen_range(5..=9) {
                    let teams = if n < 5 { nba.next() } else { cba.next() };
                    if let Some(teams) = teams {
                        sample
                            .matches
                            .push(basketball(&mut rng, day, 301 + n, teams, finished));
                    }
                }
            }
            SportsGame::Bjdc => {
                let issue = bjdc_issue(day);
                if sample.issues.last().is_none_or(|i| i.issue != issue) {
                    sample.issues.push(NewIssue {
                        issue: issue.clone(),
                        close_date: day,
                        prizes: Vec::new(),
                        sample: true,
                    });
                }
                if let Some(i) = sample.issues.last_mut() {
                    i.close_date = day;
                }
                let first = sample
                    .matches
                    .iter()
                    .filter(|m| m.issue.as_deref() == Some(&issue))
                    .count() as u32;
                let count = rng.gen_range(6..=10);
                let round = football_round(&mut rng, count, finished);
                for (n, f) in (0u32..).zip(round) {
                    let m = beidan(&mut rng, f, day, &issue, first + n + 1);
                    sample.matches.push(m);
                }
            }
            // One 传统足彩 issue closes on each Saturday and Wednesday.
            SportsGame::Ctzq => {
                if matches!(day.weekday(), chrono::Weekday::Sat | chrono::Weekday::Wed) {
                    let (matches, issue) = traditional(&mut rng, day, finished);
                    sample.matches.extend(matches);
                    sample.issues.push(issue);
                }
            }
        }
    }
    Ok(sample)
}

fn game_salt(game: SportsGame) -> u64 {
    match game {
        SportsGame::Jczq => 0x6a637a71,
        SportsGame::Jclq => 0x6a636c71,
        SportsGame::Bjdc => 0x626a6463,
        SportsGame::Ctzq => 0x63747a71,
    }
}

const WEEKDAYS: [&str; 7] = ["一", "二", "三", "四", "五", "六", "日"];

fn weekday_num(day: NaiveDate, n: u32) -> String {
    format!(
        "周{}{n:03}",
        WEEKDAYS[day.weekday().num_days_from_monday() as usize]
    )
}

/// 北单 issues run a week (Monday to Sunday): `26047` for the 47th week of 2026.
fn bjdc_issue(day: NaiveDate) -> String {
    let week = day.iso_week();
    format!("{:02}{:03}", week.year() % 100, week.week())
}

fn beijing(day: NaiveDate, hour: u32, minute: u32) -> Option<DateTime<Utc>> {
    let t = NaiveTime::from_hms_opt(hour, minute, 0)?;
    BEIJING
        .from_local_datetime(&day.and_time(t))
        .single()
        .map(|t| t.with_timezone(&Utc))
}

/// Odds in hundredths for a probability at a payout rate, within what the
/// pools print (1.01 to 999.00).
fn price(p: f64, payout: f64) -> i64 {
    let odds = (payout / p.max(1e-6) * 100.0).round();
    (odds as i64).clamp(101, 99_900)
}

/// A price moved by up to ±`pct` percent (the sale's odds movement).
fn drift(rng: &mut StdRng, odds: i64, pct: i64) -> i64 {
    let step = rng.gen_range(-pct..=pct);
    (odds + odds * step / 100).clamp(101, 99_900)
}

/// Three moments during the sale: two days before kickoff, the day before
/// and the morning of the match; a finished 北单 match adds its 开奖SP.
fn odds_rows(
    rng: &mut StdRng,
    day: NaiveDate,
    play: PlayType,
    base: &[i64],
    single: bool,
    final_sp: bool,
) -> Vec<NewOdds> {
    let mut rows = Vec::new();
    let mut current: Vec<i64> = base.to_vec();
    for (back, hour) in [(2, 10), (1, 12), (0, 9)] {
        if let Some(at) = beijing(day - Duration::days(back), hour, 0) {
            rows.push(NewOdds {
                play,
                odds: current.iter().map(|o| Some(*o)).collect(),
                single,
                recorded_at: at,
                source: "sample".into(),
            });
        }
        current = current.iter().map(|o| drift(rng, *o, 4)).collect();
    }
    if final_sp {
        if let Some(at) = beijing(day + Duration::days(1), 2, 0) {
            rows.push(NewOdds {
                play,
                odds: current.iter().map(|o| Some(drift(rng, *o, 15))).collect(),
                single,
                recorded_at: at,
                source: "sample:开奖SP".into(),
            });
        }
    }
    rows
}

// ---- 竞彩篮球 ----------------------------------------------------------

const NBA: [&str; 30] = [
    "湖人",
    "勇士",
    "凯尔特人",
    "掘金",
    "雄鹿",
    "太阳",
    "独行侠",
    "快船",
    "76人",
    "热火",
    "尼克斯",
    "森林狼",
    "雷霆",
    "骑士",
    "国王",
    "鹈鹕",
    "步行者",
    "魔术",
    "火箭",
    "灰熊",
    "老鹰",
    "公牛",
    "篮网",
    "猛龙",
    "黄蜂",
    "活塞",
    "奇才",
    "马刺",
    "开拓者",
    "爵士",
];
const CBA: [&str; 12] = [
    "广东", "辽宁", "浙江", "上海", "北京", "新疆", "山东", "深圳", "广州", "山西", "青岛", "北控",
];

/// The standard normal distribution function (Abramowitz–Stegun 7.1.26).
fn phi(x: f64) -> f64 {
    let t = 1.0 / (1.0 + 0.327_591_1 * x.abs() / std::f64::consts::SQRT_2);
    let poly = t
        * (0.254_829_592
            + t * (-0.284_496_736
                + t * (1.421_413_741 + t * (-1.453_152_027 + t * 1.061_405_429))));
    let erf = 1.0 - poly * (-(x * x) / 2.0).exp();
    if x >= 0.0 {
        (1.0 + erf) / 2.0
    } else {
        (1.0 - erf) / 2.0
    }
}

/// The teams shuffled and paired (home, away): each team in one pair.
fn pairs<'a>(rng: &mut StdRng, teams: &[&'a str]) -> Vec<(&'a str, &'a str)> {
    let mut list = teams.to_vec();
    list.shuffle(rng);
    list.chunks_exact(2).map(|p| (p[0], p[1])).collect()
}

/// A normal draw (Box–Muller).
fn normal(rng: &mut StdRng, mean: f64, sd: f64) -> f64 {
    let u1: f64 = rng.gen_range(f64::EPSILON..1.0);
    let u2: f64 = rng.gen_range(0.0..1.0);
    mean + sd * (-2.0 * u1.ln()).sqrt() * (2.0 * std::f64::consts::PI * u2).cos()
}

fn basketball(
    rng: &mut StdRng,
    day: NaiveDate,
    n: u32,
    (home, away): (&str, &str),
    finished: bool,
) -> NewMatch {
    let nba = n < 306;
    let league = if nba { "美职篮" } else { "中职篮" };
    // Expected points and the margin's spread (points, home first).
    let mean_home = rng.gen_range(104.0..122.0);
    let mean_away = rng.gen_range(102.0..120.0);
    let sd_margin = 13.0;
    let margin = mean_home - mean_away;
    let p_home = phi(margin / sd_margin);
    let payout = 0.88;
    // 让分 and 大小分 lines end in .5, so neither can push: the home side
    // gives the expected margin's whole points and a half (−3.5 for 3.2).
    let handicap = -((margin.floor() as i32) * 10 + 5);
    let total_line = ((mean_home + mean_away).floor() as i32) * 10 + 5;
    let p_cover = 1.0 - phi((-f64::from(handicap) / 10.0 - margin) / sd_margin);
    let p_over = 1.0 - phi((f64::from(total_line) / 10.0 - (mean_home + mean_away)) / 17.0);
    // 胜分差: the margin's probability in each band, home bands then away.
    let band = |lo: f64, hi: f64| phi((hi - margin) / sd_margin) - phi((lo - margin) / sd_margin);
    let mut sfc = Vec::with_capacity(12);
    for (lo, hi) in [
        (0.5, 5.5),
        (5.5, 10.5),
        (10.5, 15.5),
        (15.5, 20.5),
        (20.5, 25.5),
        (25.5, 99.0),
    ] {
        sfc.push(price(band(lo, hi), payout));
    }
    for (lo, hi) in [
        (0.5, 5.5),
        (5.5, 10.5),
        (10.5, 15.5),
        (15.5, 20.5),
        (20.5, 25.5),
        (25.5, 99.0),
    ] {
        sfc.push(price(band(-hi, -lo), payout));
    }
    let mut odds = Vec::new();
    for (play, base) in [
        (
            PlayType::Sf,
            vec![price(p_home, payout), price(1.0 - p_home, payout)],
        ),
        (
            PlayType::Rfsf,
            vec![price(p_cover, payout), price(1.0 - p_cover, payout)],
        ),
        (
            PlayType::Dxf,
            vec![price(p_over, payout), price(1.0 - p_over, payout)],
        ),
        (PlayType::Sfc, sfc),
    ] {
        odds.extend(odds_rows(rng, day, play, &base, false, false));
    }
    let full = finished.then(|| {
        let mut h = normal(rng, mean_home, 10.0).round().max(60.0) as u16;
        let mut a = normal(rng, mean_away, 10.0).round().max(60.0) as u16;
        // A tie goes to overtime: the results include it.
        while h == a {
            h += rng.gen_range(5..16);
            a += rng.gen_range(5..16);
        }
        (h, a)
    });
    NewMatch {
        source_id: format!("sample:jclq:{day}:{n}"),
        match_num: weekday_num(day, n),
        match_date: day,
        kickoff: beijing(day, if nba { 8 } else { 19 } + (n % 3), 30),
        league: league.into(),
        home: home.into(),
        away: away.into(),
        handicap: Some(handicap),
        total_line: Some(total_line),
        state: if finished {
            MatchState::Finished
        } else {
            MatchState::Selling
        },
        full,
        half: None,
        sample: true,
        issue: None,
        odds,
    }
}

// ---- football (北单, 传统足彩) -----------------------------------------------

const LEAGUES: [(&str, [&str; 8]); 5] = [
    (
        "英超",
        [
            "曼城",
            "阿森纳",
            "利物浦",
            "切尔西",
            "热刺",
            "曼联",
            "纽卡斯尔",
            "阿斯顿维拉",
        ],
    ),
    (
        "西甲",
        [
            "皇马",
            "巴萨",
            "马竞",
            "皇家社会",
            "比利亚雷亚尔",
            "贝蒂斯",
            "塞维利亚",
            "毕尔巴鄂",
        ],
    ),
    (
        "德甲",
        [
            "拜仁",
            "多特蒙德",
            "勒沃库森",
            "莱比锡",
            "斯图加特",
            "法兰克福",
            "沃尔夫斯堡",
            "弗赖堡",
        ],
    ),
    (
        "意甲",
        [
            "国际米兰",
            "AC米兰",
            "尤文图斯",
            "那不勒斯",
            "罗马",
            "拉齐奥",
            "亚特兰大",
            "佛罗伦萨",
        ],
    ),
    (
        "法甲",
        [
            "巴黎圣曼",
            "马赛",
            "摩纳哥",
            "里尔",
            "里昂",
            "尼斯",
            "朗斯",
            "雷恩",
        ],
    ),
];

/// A football fixture from the model: teams, the expected goals of each
/// side, and (when `finished`) the half-time and full-time scores.
#[derive(Clone, Copy)]
struct Football {
    league: &'static str,
    home: &'static str,
    away: &'static str,
    lambda_home: f64,
    lambda_away: f64,
    half: Option<(u16, u16)>,
    full: Option<(u16, u16)>,
}

fn poisson(rng: &mut StdRng, lambda: f64) -> u16 {
    let limit = (-lambda).exp();
    let mut p = 1.0;
    let mut k = 0u16;
    loop {
        p *= rng.gen_range(0.0..1.0);
        if p <= limit || k >= 12 {
            return k;
        }
        k += 1;
    }
}

/// `n` fixtures of one round: every league's teams paired, each team once,
/// the pairs shuffled together.
fn football_round(rng: &mut StdRng, n: usize, finished: bool) -> Vec<Football> {
    let mut fixtures: Vec<(&'static str, &'static str, &'static str)> = LEAGUES
        .iter()
        .flat_map(|(league, teams)| {
            pairs(rng, teams)
                .into_iter()
                .map(move |(h, a)| (*league, h, a))
        })
        .collect();
    fixtures.shuffle(rng);
    fixtures
        .into_iter()
        .take(n)
        .map(|(league, home, away)| football(rng, league, home, away, finished))
        .collect()
}

fn football(
    rng: &mut StdRng,
    league: &'static str,
    home: &'static str,
    away: &'static str,
    finished: bool,
) -> Football {
    let lambda_home = rng.gen_range(0.8..2.2);
    let lambda_away = rng.gen_range(0.6..1.8);
    let (half, full) = if finished {
        // About 45% of goals come before half-time.
        let h1 = poisson(rng, lambda_home * 0.45);
        let a1 = poisson(rng, lambda_away * 0.45);
        let h2 = poisson(rng, lambda_home * 0.55);
        let a2 = poisson(rng, lambda_away * 0.55);
        (Some((h1, a1)), Some((h1 + h2, a1 + a2)))
    } else {
        (None, None)
    };
    Football {
        league,
        home,
        away,
        lambda_home,
        lambda_away,
        half,
        full,
    }
}

/// P(goals = k) under Poisson(λ), k = 0..=10.
fn poisson_table(lambda: f64) -> Vec<f64> {
    let mut out = Vec::with_capacity(11);
    let mut p = (-lambda).exp();
    for k in 0..=10 {
        out.push(p);
        p *= lambda / f64::from(k + 1);
    }
    out
}

/// The model's probability of every (home, away) score up to 10 each.
fn score_grid(f: &Football) -> Vec<(u16, u16, f64)> {
    let ph = poisson_table(f.lambda_home);
    let pa = poisson_table(f.lambda_away);
    let mut out = Vec::with_capacity(121);
    for (h, x) in ph.iter().enumerate() {
        for (a, y) in pa.iter().enumerate() {
            out.push((h as u16, a as u16, x * y));
        }
    }
    out
}

/// The model's probability of each option of a 北单 play, read by the rules
/// (so a price always belongs to the option the result names).
fn option_probabilities(play: PlayType, f: &Football, handicap: i32) -> Vec<f64> {
    use super::outcome::{football as right, Line, Score};
    let mut p = vec![0.0; play.options().len()];
    let line = Line { handicap, total: 0 };
    let grid = score_grid(f);
    let halves = score_grid(&Football {
        lambda_home: f.lambda_home * 0.45,
        lambda_away: f.lambda_away * 0.45,
        ..*f
    });
    if play == PlayType::BdBqc {
        // Half-time result × full-time result, taken as independent enough
        // for sample odds.
        let side = |g: &[(u16, u16, f64)]| {
            let mut s = [0.0; 3];
            for (h, a, q) in g {
                s[if h > a {
                    0
                } else if h == a {
                    1
                } else {
                    2
                }] += q;
            }
            s
        };
        let (ht, ft) = (side(&halves), side(&grid));
        for (i, q) in p.iter_mut().enumerate() {
            *q = ht[i / 3] * ft[i % 3];
        }
        return p;
    }
    for (h, a, q) in grid {
        if let Some(o) = right(play, Score::new(h, a), Some(Score::new(0, 0)), line) {
            p[o] += q;
        }
    }
    p
}

fn beidan(rng: &mut StdRng, f: Football, day: NaiveDate, issue: &str, n: u32) -> NewMatch {
    let finished = f.full.is_some();
    // 北单 让球 is whole goals: the stronger side gives one.
    let handicap = if f.lambda_home - f.lambda_away > 0.6 {
        -10
    } else if f.lambda_away - f.lambda_home > 0.6 {
        10
    } else {
        0
    };
    let mut odds = Vec::new();
    for play in [
        PlayType::BdRqspf,
        PlayType::BdZjq,
        PlayType::BdSxds,
        PlayType::BdBqc,
        PlayType::BdBf,
    ] {
        // SP before the 65% deduction: the model's fair odds.
        let base: Vec<i64> = option_probabilities(play, &f, handicap)
            .into_iter()
            .map(|p| price(p, 1.0))
            .collect();
        odds.extend(odds_rows(rng, day, play, &base, true, finished));
    }
    let minute = if n.is_multiple_of(2) { 0 } else { 30 };
    NewMatch {
        handicap: Some(handicap),
        odds,
        ..issue_match(
            &f,
            SportsGame::Bjdc,
            issue,
            format!("{n:03}"),
            day,
            beijing(day, 19 + (n % 5), minute),
        )
    }
}

/// A football fixture of an issue as the importer stores it (no line, no
/// odds: the caller adds them).
fn issue_match(
    f: &Football,
    game: SportsGame,
    issue: &str,
    match_num: String,
    day: NaiveDate,
    kickoff: Option<DateTime<Utc>>,
) -> NewMatch {
    NewMatch {
        source_id: format!("sample:{}:{issue}:{match_num}", game.code()),
        match_num,
        match_date: day,
        kickoff,
        league: f.league.into(),
        home: f.home.into(),
        away: f.away.into(),
        handicap: None,
        total_line: None,
        state: if f.full.is_some() {
            MatchState::Finished
        } else {
            MatchState::Selling
        },
        full: f.full,
        half: f.half,
        sample: true,
        issue: Some(issue.into()),
        odds: Vec::new(),
    }
}

/// 传统足彩 issue numbers: `26134` (year, then the issue's running number
/// in the year: every Wednesday and Saturday up to `day`).
fn ctzq_issue(day: NaiveDate) -> String {
    let n = (1..=day.ordinal())
        .filter_map(|o| day.with_ordinal(o))
        .filter(|d| matches!(d.weekday(), chrono::Weekday::Wed | chrono::Weekday::Sat))
        .count();
    format!("{:02}{n:03}", day.year() % 100)
}

/// An issue of 14 matches closing on `day`. 6场半全场 plays the first six
/// and 4场进球 the first four (real issues name their own lists; the sample
/// keeps one list). Finished issues get prize tiers from a sample fund.
fn traditional(rng: &mut StdRng, day: NaiveDate, finished: bool) -> (Vec<NewMatch>, NewIssue) {
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sports::outcome::{basketball as right_bb, Line, Score};

    fn day(s: &str) -> NaiveDate {
        NaiveDate::parse_from_str(s, "%Y-%m-%d").unwrap()
    }

    #[test]
    fn the_same_seed_gives_the_same_fixtures() {
        let a = generate(SportsGame::Jclq, day("2026-11-16"), 7, day("2026-11-20"), 7).unwrap();
        let b = generate(SportsGame::Jclq, day("2026-11-16"), 7, day("2026-11-20"), 7).unwrap();
        assert_eq!(a.matches, b.matches);
        let c = generate(SportsGame::Jclq, day("2026-11-16"), 7, day("2026-11-20"), 8).unwrap();
        assert_ne!(a.matches, c.matches);
    }

    #[test]
    fn past_days_are_finished_and_later_ones_on_sale() {
        let s = generate(SportsGame::Jclq, day("2026-11-16"), 7, day("2026-11-20"), 1).unwrap();
        for m in &s.matches {
            assert!(m.sample);
            if m.match_date < day("2026-11-20") {
                assert_eq!(m.state, MatchState::Finished);
                let (h, a) = m.full.unwrap();
                assert_ne!(h, a, "basketball has no draws");
            } else {
                assert_eq!(m.state, MatchState::Selling);
                assert!(m.full.is_none());
            }
            // x.5 lines, so 让分 and 大小分 always settle.
            assert_eq!(m.handicap.unwrap().rem_euclid(10), 5);
            assert_eq!(m.total_line.unwrap().rem_euclid(10), 5);
            let plays: Vec<PlayType> = m.odds.iter().map(|o| o.play).collect();
            for p in SportsGame::Jclq.plays() {
                assert!(plays.contains(&p), "{} offers {}", m.match_num, p.name());
            }
            for o in &m.odds {
                assert_eq!(o.odds.len(), o.play.options().len());
            }
        }
    }

    #[test]
    fn basketball_favourites_are_priced_below_underdogs() {
        let s = generate(
            SportsGame::Jclq,
            day("2026-11-16"),
            30,
            day("2026-12-30"),
            3,
        )
        .unwrap();
        for m in &s.matches {
            let sf = m.odds.iter().find(|o| o.play == PlayType::Sf).unwrap();
            let (home, away) = (sf.odds[0].unwrap(), sf.odds[1].unwrap());
            // 让分 is given by the favourite: a negative line favours home.
            if m.handicap.unwrap() < -30 {
                assert!(home < away, "{}: {home} v {away}", m.match_num);
            }
        }
        // Results read by the rules for every play type.
        let s = generate(SportsGame::Jclq, day("2026-11-16"), 3, day("2026-11-20"), 3).unwrap();
        let m = &s.matches[0];
        let (h, a) = m.full.unwrap();
        let line = Line {
            handicap: m.handicap.unwrap(),
            total: m.total_line.unwrap(),
        };
        for p in SportsGame::Jclq.plays() {
            assert!(right_bb(p, Score::new(h, a), line).is_some());
        }
    }

    #[test]
    fn beidan_matches_belong_to_weekly_issues_with_a_final_sp() {
        let s = generate(
            SportsGame::Bjdc,
            day("2026-11-16"),
            10,
            day("2026-11-20"),
            5,
        )
        .unwrap();
        assert_eq!(
            s.issues
                .iter()
                .map(|i| i.issue.as_str())
                .collect::<Vec<_>>(),
            ["26047", "26048"]
        );
        assert_eq!(s.issues[0].close_date, day("2026-11-22"));
        let numbers: Vec<&str> = s
            .matches
            .iter()
            .filter(|m| m.issue.as_deref() == Some("26047"))
            .map(|m| m.match_num.as_str())
            .collect();
        assert_eq!(numbers[0], "001");
        assert_eq!(
            numbers.len(),
            numbers
                .iter()
                .collect::<std::collections::HashSet<_>>()
                .len()
        );
        let done = s
            .matches
            .iter()
            .find(|m| m.state == MatchState::Finished)
            .unwrap();
        let last = done
            .odds
            .iter()
            .rfind(|o| o.play == PlayType::BdBf)
            .unwrap();
        assert_eq!(last.source, "sample:开奖SP");
        let open = s
            .matches
            .iter()
            .find(|m| m.state == MatchState::Selling)
            .unwrap();
        assert!(open.odds.iter().all(|o| o.source == "sample"));
    }

    #[test]
    fn traditional_issues_hold_fourteen_matches_and_prizes_once_finished() {
        let s = generate(
            SportsGame::Ctzq,
            day("2026-11-16"),
            14,
            day("2026-11-24"),
            9,
        )
        .unwrap();
        // Wednesdays and Saturdays: 18, 21, 25, 28 November.
        assert_eq!(s.issues.len(), 4);
        for i in &s.issues {
            let ms: Vec<&NewMatch> = s
                .matches
                .iter()
                .filter(|m| m.issue.as_deref() == Some(&i.issue))
                .collect();
            assert_eq!(ms.len(), 14);
            let finished = i.close_date < day("2026-11-24");
            assert_eq!(!i.prizes.is_empty(), finished, "{}", i.issue);
            for m in ms {
                assert_eq!(m.full.is_some(), finished);
            }
            for p in &i.prizes {
                assert_eq!(p.prize_fen % 100, 0, "prizes are whole yuan");
                assert!(p.prize_fen <= super::super::ctzq::PRIZE_CAP_FEN);
                assert_eq!(p.bets == 0, p.prize_fen == 0);
            }
        }
    }

    #[test]
    fn a_team_plays_once_a_day_and_once_an_issue() {
        for game in [SportsGame::Jclq, SportsGame::Bjdc, SportsGame::Ctzq] {
            let s = generate(game, day("2026-11-16"), 14, day("2026-11-24"), 11).unwrap();
            let mut seen = std::collections::HashSet::new();
            for m in &s.matches {
                let round = (m.match_date, m.issue.clone());
                for team in [&m.home, &m.away] {
                    assert!(
                        seen.insert((round.clone(), team.clone())),
                        "{team} twice on {}",
                        m.match_date
                    );
                }
            }
        }
    }

    #[test]
    fn jczq_and_bad_ranges_are_refused() {
        assert!(generate(SportsGame::Jczq, day("2026-11-16"), 1, day("2026-11-20"), 1).is_err());
        let e = generate(SportsGame::Jclq, day("2026-11-16"), 0, day("2026-11-20"), 1).unwrap_err();
        assert!(e.to_string().contains("days"));
    }
}
