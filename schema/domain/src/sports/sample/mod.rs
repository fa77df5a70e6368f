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
//!
//! The files follow the games: `basketball` (竞彩篮球), `beidan` (北单) and
//! `traditional` (传统足彩) build one game's fixtures; `football` holds what
//! 北单 and 传统足彩 share; `model` the distributions and prices; `teams`
//! and `calendar` the names and numbers. `generate` walks the days and
//! calls them in a fixed order, which is what keeps a seed's fixtures the
//! same.

mod basketball;
mod beidan;
mod calendar;
mod football;
mod jingcai;
mod model;
mod teams;
mod traditional;

use chrono::{Datelike, Duration, NaiveDate};
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};

use self::basketball::basketball;
use self::beidan::beidan;
use self::calendar::bjdc_issue;
use self::football::football_round;
use self::jingcai::jingcai;
use self::teams::{pairs, CBA, NBA};
use self::traditional::traditional;
use super::import::{NewIssue, NewMatch};
use super::SportsGame;
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
/// has real results (import-matches): its samples are only the days from
/// `today` on, on sale.
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
            // The real matches are 竞彩足球's results: samples only on sale.
            SportsGame::Jczq if finished => continue,
            SportsGame::Jczq => {
                let count = rng.gen_range(6..=9);
                let round = football_round(&mut rng, count, false);
                for (n, f) in (1u32..).zip(round) {
                    sample.matches.push(jingcai(&mut rng, &f, day, n));
                }
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

/// Each game's seed is mixed with its code's ASCII bytes ("jclq" and so
/// on), so one seed gives the games unrelated draws.
fn game_salt(game: SportsGame) -> u64 {
    match game {
        SportsGame::Jczq => 0x6a637a71,
        SportsGame::Jclq => 0x6a636c71,
        SportsGame::Bjdc => 0x626a6463,
        SportsGame::Ctzq => 0x63747a71,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sports::import::MatchState;
    use crate::sports::outcome::{basketball as right_bb, Line, Score};
    use crate::sports::PlayType;

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
    fn jczq_samples_are_only_on_sale_and_bad_ranges_are_refused() {
        let s = generate(SportsGame::Jczq, day("2026-11-16"), 7, day("2026-11-20"), 1).unwrap();
        assert!(!s.matches.is_empty());
        for m in &s.matches {
            assert!(m.sample && m.match_date >= day("2026-11-20"));
            assert_eq!(m.state, MatchState::Selling);
            assert!(m.handicap.is_some_and(|h| h != 0 && h % 10 == 0));
            for p in [PlayType::Spf, PlayType::Rqspf] {
                let o = m.odds.iter().find(|o| o.play == p).unwrap();
                assert_eq!(o.odds.len(), 3);
            }
        }
        let e = generate(SportsGame::Jclq, day("2026-11-16"), 0, day("2026-11-20"), 1).unwrap_err();
        assert!(e.to_string().contains("days"));
    }
}
