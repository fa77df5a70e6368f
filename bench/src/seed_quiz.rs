//! W16's quiz data: this week's finished 竞彩足球 matches, members' settled
//! 胜平负 picks on them (hits and misses from the published scores), and the
//! counters the board reads, computed from those picks as settlement
//! would have moved them: `quiz_stat` per scope and `quiz_board` per
//! period (`rules::quiz::Record::add` in settlement order, the keys of
//! `rules::quiz::board_keys`).
//!
//! The board is always this week's (`quizBoard` reads the Asia/Shanghai
//! week of the server's clock), so the picks are seeded into the week of
//! the run: [`refresh`] puts them there, replacing the rows of an earlier
//! week. Given the week the rows are fixed. The matches kick off in the
//! week's first hour (a run in that hour reads picks settled "ahead" of
//! the clock: the board does not care).

use chrono::{DateTime, Datelike, TimeDelta, Utc};
use sea_orm::{ConnectionTrait, DatabaseBackend, DatabaseConnection, Statement, Value};

use crate::scale::Scale;
use crate::seed::Loader;
use domain::kernel::clock::{shanghai_day, shanghai_day_start};
use rules::quiz::{board_keys, periods, pick_return, Outcome, Record, NOTIONAL_STAKE_FEN};
use rules::sports::outcome::{football, Line, Score};
use rules::sports::plays::PlayType;

/// This week's matches (a week of 竞彩足球 has about a hundred).
const MATCHES: i64 = 96;
/// The first picker's member id (after the staff member and celebrities).
const FIRST_PICKER: i64 = 5;
/// The seed's tables, children first (what [`refresh`] clears).
const TABLES: [&str; 5] = [
    "quiz_pick_leg",
    "quiz_pick",
    "quiz_stat",
    "quiz_board",
    "sports_match",
];

/// Members who picked: about 20 picks each.
pub fn pickers(scale: &Scale) -> i64 {
    (scale.quiz_picks / 20).clamp(1, scale.members - FIRST_PICKER)
}

/// How many picks picker `i` (0-based) made: 5 to 35, so some stay under
/// the week's minimum of settled picks (10) and off the hit-rate board.
fn picks_of(i: i64) -> i64 {
    5 + (i * 13) % 31
}

/// The match of pick `k` of picker `i`: distinct for `k` < [`MATCHES`]
/// (5 and 96 are coprime), as a member picks a match's play once.
fn match_of(i: i64, k: i64) -> i64 {
    (i * 7 + k * 5) % MATCHES
}

/// Match `j`'s full-time score.
fn score(j: i64) -> Score {
    Score::new((j % 4) as u16, ((j * 3 + 1) % 3) as u16)
}

/// The 胜平负 option picker `i` chose on match `j`.
fn choice(i: i64, j: i64) -> usize {
    ((i * 3 + j * 7 + i * j) % 3) as usize
}

/// Odds of option `c` of match `j`, hundredths.
fn odds(j: i64, c: usize) -> i64 {
    150 + (j * 37 + c as i64 * 50) % 300
}

/// The member W16 reads the board as: a qualifying picker in the middle of
/// the pickers, so their place is far from the top at every scale.
pub fn caller(scale: &Scale) -> i64 {
    let n = pickers(scale);
    let i = (n / 2..n)
        .chain(0..n / 2)
        .find(|&i| picks_of(i) >= 10)
        .unwrap_or(0);
    FIRST_PICKER + i
}

/// The Asia/Shanghai Monday 00:00 of the week holding `now`.
fn week_start(now: DateTime<Utc>) -> DateTime<Utc> {
    let day = shanghai_day(now);
    let monday = day - TimeDelta::days(i64::from(day.weekday().num_days_from_monday()));
    shanghai_day_start(monday)
}

fn kickoff(start: DateTime<Utc>, j: i64) -> DateTime<Utc> {
    start + TimeDelta::seconds(j * 30)
}

/// The week's board name (`week:2026-W48`) of `now`.
pub fn this_week(now: DateTime<Utc>) -> String {
    periods(shanghai_day(now))[0].clone()
}

/// Seeds this week's quiz rows unless the database holds them already;
/// rows of another week are cleared first. Answers whether it seeded.
pub async fn refresh(db: &DatabaseConnection, scale: &Scale) -> anyhow::Result<bool> {
    let backend = db.get_database_backend();
    let now = domain::kernel::clock::now();
    let held = db
        .query_one(Statement::from_sql_and_values(
            backend,
            format!(
                "SELECT 1 AS one FROM quiz_board WHERE period = {} LIMIT 1",
                crate::seed::ph(backend, 1)
            ),
            [Value::from(this_week(now))],
        ))
        .await?
        .is_some();
    if held {
        return Ok(false);
    }
    for t in TABLES {
        db.execute_unprepared(&format!("DELETE FROM {t}")).await?;
    }
    seed_week(db, scale, now).await?;
    for t in TABLES {
        db.execute_unprepared(&format!("ANALYZE {t}")).await?;
    }
    Ok(true)
}

/// The seed's part: this week's rows (`seed::seed` runs `ANALYZE` after).
pub async fn seed(db: &DatabaseConnection, scale: &Scale) -> anyhow::Result<()> {
    seed_week(db, scale, domain::kernel::clock::now()).await
}

async fn seed_week(
    db: &DatabaseConnection,
    scale: &Scale,
    now: DateTime<Utc>,
) -> anyhow::Result<()> {
    let start = week_start(now);
    matches(db, start).await?;
    picks(db, scale, start).await?;
    if db.get_database_backend() == DatabaseBackend::Postgres {
        // Explicit ids leave the sequences behind: new rows follow them.
        for t in ["sports_match", "quiz_pick", "quiz_pick_leg"] {
            db.execute_unprepared(&format!(
                "SELECT setval(pg_get_serial_sequence('{t}', 'id'), GREATEST((SELECT MAX(id) FROM {t}), 1))"
            ))
            .await?;
        }
    }
    Ok(())
}

async fn matches(db: &DatabaseConnection, start: DateTime<Utc>) -> anyhow::Result<()> {
    let mut loader = Loader::new(
        db,
        "sports_match",
        &[
            "id",
            "game",
            "source_id",
            "match_num",
            "match_date",
            "kickoff",
            "league",
            "home",
            "away",
            "handicap",
            "total_line",
            "state",
            "ft_home",
            "ft_away",
            "ht_home",
            "ht_away",
            "sample",
            "issue",
            "created_at",
            "updated_at",
        ],
        MATCHES as u64,
    );
    let none_i32: Option<i32> = None;
    let none_str: Option<String> = None;
    for j in 0..MATCHES {
        let at = kickoff(start, j);
        let s = score(j);
        loader
            .push(vec![
                Value::from(j + 1),
                Value::from("jczq"),
                Value::from(format!("bench:{}:{j}", start.timestamp())),
                Value::from(format!("周一{:03}", j + 1)),
                Value::from(shanghai_day(at)),
                Value::from(at),
                Value::from("英超"),
                Value::from(format!("主队{j}")),
                Value::from(format!("客队{j}")),
                Value::from(-10i32),
                Value::from(none_i32),
                Value::from("finished"),
                Value::from(i32::from(s.home)),
                Value::from(i32::from(s.away)),
                Value::from(none_i32),
                Value::from(none_i32),
                Value::from(false),
                Value::from(none_str.clone()),
                Value::from(at - TimeDelta::days(2)),
                Value::from(at + TimeDelta::hours(2)),
            ])
            .await?;
    }
    loader.finish().await
}

/// One settled pick of a picker, in settlement (kickoff) order.
struct Pick {
    j: i64,
    choice: usize,
    outcome: Outcome,
    odds: i64,
    return_fen: i64,
}

/// Picker `i`'s picks, in the order they settled (their matches' kickoffs).
fn picks_of_picker(i: i64) -> Vec<Pick> {
    let mut js: Vec<i64> = (0..picks_of(i)).map(|k| match_of(i, k)).collect();
    js.sort_unstable();
    js.into_iter()
        .map(|j| {
            let c = choice(i, j);
            let right = football(PlayType::Spf, score(j), None, Line::default());
            let outcome = if right == Some(c) {
                Outcome::Red
            } else {
                Outcome::Black
            };
            let o = odds(j, c);
            Pick {
                j,
                choice: c,
                outcome,
                odds: o,
                return_fen: pick_return(outcome, NOTIONAL_STAKE_FEN, &[(outcome, o)]),
            }
        })
        .collect()
}

/// A picker's settled picks and the record they make.
struct Picker {
    member: i64,
    picks: Vec<Pick>,
    record: Record,
    last_kickoff: DateTime<Utc>,
}

fn picker(i: i64, start: DateTime<Utc>) -> Picker {
    let picks = picks_of_picker(i);
    let record = picks.iter().fold(Record::default(), |r, p| {
        r.add(p.outcome, NOTIONAL_STAKE_FEN, p.return_fen)
    });
    let last_kickoff = picks
        .iter()
        .map(|p| kickoff(start, p.j))
        .max()
        .unwrap_or(start);
    Picker {
        member: FIRST_PICKER + i,
        picks,
        record,
        last_kickoff,
    }
}

/// Picks, their legs, then the counters: one table at a time (SQLite takes
/// one writing transaction, and a leg needs its pick written first).
async fn picks(db: &DatabaseConnection, scale: &Scale, start: DateTime<Utc>) -> anyhow::Result<()> {
    let pickers: Vec<Picker> = (0..pickers(scale)).map(|i| picker(i, start)).collect();
    let total: usize = pickers.iter().map(|p| p.picks.len()).sum();
    let mut loader = Loader::new(
        db,
        "quiz_pick",
        &[
            "id",
            "member_id",
            "game",
            "play",
            "parlay",
            "first_kickoff",
            "state",
            "stake_fen",
            "return_fen",
            "settled_seq",
            "settled_at",
            "period",
            "created_at",
        ],
        total as u64,
    );
    let mut id = 0i64;
    for pk in &pickers {
        for (seq, p) in pk.picks.iter().enumerate() {
            id += 1;
            let at = kickoff(start, p.j);
            loader
                .push(vec![
                    Value::from(id),
                    Value::from(pk.member),
                    Value::from("jczq"),
                    Value::from(PlayType::Spf.code()),
                    Value::from(false),
                    Value::from(at),
                    Value::from(p.outcome.code()),
                    Value::from(NOTIONAL_STAKE_FEN),
                    Value::from(p.return_fen),
                    Value::from(Some(seq as i64 + 1)),
                    Value::from(Some(at + TimeDelta::hours(2))),
                    Value::from(periods(shanghai_day(at))[0].clone()),
                    Value::from(at - TimeDelta::hours(6)),
                ])
                .await?;
        }
    }
    loader.finish().await?;

    let mut loader = Loader::new(
        db,
        "quiz_pick_leg",
        &[
            "id",
            "pick_id",
            "member_id",
            "match_id",
            "play",
            "choice",
            "odds",
            "line",
            "outcome",
        ],
        total as u64,
    );
    let mut id = 0i64;
    for pk in &pickers {
        for p in &pk.picks {
            id += 1;
            loader
                .push(vec![
                    Value::from(id),
                    Value::from(id),
                    Value::from(pk.member),
                    Value::from(p.j + 1),
                    Value::from(PlayType::Spf.code()),
                    Value::from(p.choice as i16),
                    Value::from(p.odds),
                    Value::from(None::<i32>),
                    Value::from(Some(p.outcome.code().to_owned())),
                ])
                .await?;
        }
    }
    loader.finish().await?;

    // Every pick is 竞彩足球 胜平负: one record in each of its scopes.
    let scopes = domain::quiz::record::scopes("jczq", PlayType::Spf.code(), false);
    let mut loader = Loader::new(
        db,
        "quiz_stat",
        &[
            "member_id",
            "scope",
            "settled",
            "red",
            "void",
            "stake_fen",
            "return_fen",
            "current_streak",
            "longest_streak",
            "recent_bits",
            "recent_len",
            "updated_at",
        ],
        (pickers.len() * scopes.len()) as u64,
    );
    for pk in &pickers {
        let r = &pk.record;
        for scope in &scopes {
            loader
                .push(vec![
                    Value::from(pk.member),
                    Value::from(scope.clone()),
                    Value::from(r.settled),
                    Value::from(r.red),
                    Value::from(r.void),
                    Value::from(r.stake_fen),
                    Value::from(r.return_fen),
                    Value::from(r.current_streak),
                    Value::from(r.longest_streak),
                    Value::from(r.recent_bits),
                    Value::from(r.recent_len),
                    Value::from(pk.last_kickoff + TimeDelta::hours(2)),
                ])
                .await?;
        }
    }
    loader.finish().await?;

    let mut loader = Loader::new(
        db,
        "quiz_board",
        &[
            "period",
            "member_id",
            "settled",
            "red",
            "stake_fen",
            "return_fen",
            "current_streak",
            "longest_streak",
            "recent_bits",
            "recent_len",
            "hit_key",
            "streak_key",
            "return_key",
            "tie",
        ],
        (pickers.len() * 2) as u64,
    );
    for pk in &pickers {
        let r = &pk.record;
        let keys = board_keys(r, pk.last_kickoff.timestamp());
        // The matches all kick off on the week's Monday: one week and one
        // month hold every pick.
        for period in periods(shanghai_day(pk.last_kickoff)) {
            loader
                .push(vec![
                    Value::from(period),
                    Value::from(pk.member),
                    Value::from(r.settled),
                    Value::from(r.red),
                    Value::from(r.stake_fen),
                    Value::from(r.return_fen),
                    Value::from(r.current_streak),
                    Value::from(r.longest_streak),
                    Value::from(r.recent_bits),
                    Value::from(r.recent_len),
                    Value::from(keys.hit),
                    Value::from(keys.streak),
                    Value::from(keys.ret),
                    Value::from(keys.tie),
                ])
                .await?;
        }
    }
    loader.finish().await
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_member_picks_a_match_once() {
        for i in 0..50 {
            let mut js: Vec<i64> = (0..picks_of(i)).map(|k| match_of(i, k)).collect();
            js.sort_unstable();
            js.dedup();
            assert_eq!(js.len() as i64, picks_of(i));
        }
    }

    #[test]
    fn about_the_scale_s_picks_with_hits_and_misses() {
        let scale = Scale::full();
        let total: i64 = (0..pickers(&scale)).map(picks_of).sum();
        assert!((90_000..=110_000).contains(&total), "{total}");
        let picks: Vec<Pick> = (0..100).flat_map(picks_of_picker).collect();
        let red = picks.iter().filter(|p| p.outcome == Outcome::Red).count();
        assert!(red > picks.len() / 5 && red < picks.len() * 4 / 5, "{red}");
    }

    #[test]
    fn the_caller_qualifies_for_the_week() {
        for scale in [Scale::tiny(), Scale::small(), Scale::full()] {
            let i = caller(&scale) - FIRST_PICKER;
            assert!(picks_of(i) >= 10);
            assert!(caller(&scale) < scale.members);
        }
    }

    #[test]
    fn the_week_starts_on_a_shanghai_monday() {
        let at = DateTime::parse_from_rfc3339("2026-11-26T23:00:00Z")
            .map(|t| t.to_utc())
            .unwrap_or_default();
        // Friday 07:00 in Shanghai: the week began Monday the 23rd.
        assert_eq!(week_start(at).to_rfc3339(), "2026-11-22T16:00:00+00:00");
        assert_eq!(this_week(week_start(at)), this_week(at));
    }
}
