//! W18: settling the picks on one match after its result. Each run enters
//! a fresh match (the staff mutations), writes its picks as the picking
//! mutation would (two multi-row statements: picks and their legs,
//! deterministic choices), then publishes the result through
//! `publishSportsResult` to a server behind the counting proxy, so that the
//! statements its listener, job runner and settlement send are counted.
//! The harness polls the database directly (not counted) until no pick on
//! the match is open.

use std::time::{Duration, Instant};

use anyhow::{bail, Context};
use sea_orm::{ConnectionTrait, Database, DatabaseBackend, Statement};
use serde_json::{json, Value};

use crate::report::Report;
use crate::scale::Scale;
use crate::statements;

/// Picks settled per run: 10k at full (performance.md), fewer below. The
/// tiny dataset has 300 members, each picking 胜平负 and 让球胜平负.
pub fn picks_of(scale: &Scale) -> i64 {
    match scale.name {
        "full" => 10_000,
        "small" => 2_000,
        _ => 600,
    }
}

/// The odds the match is given (hundredths, in option order), as the legs
/// copy them; and the handicap (tenths) 让球胜平负's legs carry.
const SPF_ODDS: [i64; 3] = [250, 320, 280];
const RQSPF_ODDS: [i64; 3] = [400, 350, 160];
const HANDICAP: i64 = -10;

/// What W18 measured.
pub struct Settled {
    pub per_pick: f64,
}

/// W18's figures the run fails on: `(id, figure, at most)`.
pub fn asserted(s: &Settled) -> Vec<(&'static str, f64, f64)> {
    vec![("W18 statements per settled pick", s.per_pick, 0.1)]
}

/// Runs W18 and reports it.
pub async fn run(
    scale: &Scale,
    pg_url: &str,
    secret: &str,
    staff_token: &str,
    work: &std::path::Path,
    report: &mut Report,
) -> anyhow::Result<Settled> {
    let picks = picks_of(scale).min(scale.members * 2);
    let (counter, server) = statements::counted_server(pg_url, secret, work).await?;
    let client = reqwest::Client::new();
    let gql = |query: &'static str, input: Value| {
        let client = client.clone();
        let url = format!("{}/graphql", server.base);
        let token = staff_token.to_owned();
        async move {
            let body: Value = client
                .post(url)
                .bearer_auth(token)
                .json(&json!({"query": query, "variables": {"input": input}}))
                .send()
                .await?
                .json()
                .await?;
            let data = body["data"].as_object().and_then(|d| d.values().next());
            match data {
                Some(d) if d["userErrors"].as_array().is_some_and(|e| e.is_empty()) => Ok(d
                    ["sportsMatch"]["id"]
                    .as_str()
                    .unwrap_or_default()
                    .to_owned()),
                _ => bail!("W18: a staff mutation failed: {body}"),
            }
        }
    };
    let kickoff = domain::kernel::clock::now() + chrono::Duration::days(1);
    let day = domain::kernel::clock::shanghai_day(kickoff);
    let gid = gql(
        SAVE,
        json!({"game": "JCZQ", "matchNum": "周五001", "matchDate": day.to_string(),
               "kickoff": kickoff.to_rfc3339(), "league": "基准联赛", "home": "主队",
               "away": "客队", "handicap": HANDICAP}),
    )
    .await?;
    for (play, odds) in [("SPF", SPF_ODDS), ("RQSPF", RQSPF_ODDS)] {
        gql(
            ODDS,
            json!({"matchId": gid, "play": play, "odds": odds, "single": false}),
        )
        .await?;
    }
    let db = Database::connect(pg_url).await?;
    let match_id: i64 = one_i64(
        &db,
        "SELECT MAX(id) AS n FROM sports_match WHERE league = '基准联赛'",
    )
    .await?;
    write_picks(&db, scale, match_id, picks, kickoff, day).await?;

    // The server's own pace when asked nothing (its job runner's polls).
    let idle = statements::idle_rate(&counter, Duration::from_secs(3)).await;
    let before = counter.count();
    let start = Instant::now();
    gql(
        PUBLISH,
        json!({"matchId": gid, "fullTime": {"home": 2, "away": 1},
               "halfTime": {"home": 1, "away": 0}}),
    )
    .await?;
    let open_sql = format!(
        "SELECT COUNT(*) AS n FROM quiz_pick p JOIN quiz_pick_leg l ON l.pick_id = p.id \
         WHERE l.match_id = {match_id} AND p.state = 'OPEN'"
    );
    loop {
        if one_i64(&db, &open_sql).await? == 0 {
            break;
        }
        if start.elapsed() > Duration::from_secs(300) {
            bail!("W18: picks still open 300 s after the result");
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    let elapsed = start.elapsed().as_secs_f64();
    let counted = (counter.count() - before) as f64 - idle * elapsed;
    server.stop().await;
    check(&db, match_id, picks).await?;
    let per_pick = (counted / picks as f64).max(0.0);
    report.at_most(
        "W18",
        &format!("{picks} picks: result posted → all settled, s"),
        format!("{elapsed:.2} s"),
        elapsed,
        5.0,
    );
    report.at_most(
        "W18",
        "SQL statements per settled pick",
        format!("{per_pick:.3} ({counted:.0})"),
        per_pick,
        0.1,
    );
    Ok(Settled { per_pick })
}

const SAVE: &str = "mutation($input: SaveSportsMatchInput!) { saveSportsMatch(input: $input) { sportsMatch { id } userErrors { message } } }";
const ODDS: &str = "mutation($input: SetSportsOddsInput!) { setSportsOdds(input: $input) { sportsMatch { id } userErrors { message } } }";
const PUBLISH: &str = "mutation($input: PublishSportsResultInput!) { publishSportsResult(input: $input) { sportsMatch { id } userErrors { message } } }";

/// The picks and their legs, as `quiz::picks::pick` writes them: member
/// `m` picks 胜平负 option `m % 3`; past the members, 让球胜平负 option
/// `(m + 1) % 3` from member 1 on. Two statements on PostgreSQL.
async fn write_picks(
    db: &sea_orm::DatabaseConnection,
    scale: &Scale,
    match_id: i64,
    picks: i64,
    kickoff: chrono::DateTime<chrono::Utc>,
    day: chrono::NaiveDate,
) -> anyhow::Result<()> {
    let period = rules::quiz::periods(day)[0].clone();
    let stake = rules::quiz::NOTIONAL_STAKE_FEN;
    let spf = picks.min(scale.members);
    let rqspf = picks - spf;
    let picks_sql = format!(
        "INSERT INTO quiz_pick (member_id, game, play, parlay, first_kickoff, state, stake_fen, \
         return_fen, period, created_at) \
         SELECT m, 'jczq', play, false, $1, 'OPEN', {stake}, 0, '{period}', $2 FROM \
         (SELECT m, 'spf' AS play FROM generate_series(1, {spf}) m \
          UNION ALL SELECT m, 'rqspf' FROM generate_series(1, {rqspf}) m) s"
    );
    db.execute(Statement::from_sql_and_values(
        DatabaseBackend::Postgres,
        &picks_sql,
        [kickoff.into(), domain::kernel::clock::now().into()],
    ))
    .await
    .context("W18: writing the picks")?;
    let odds = |play: &str, arr: [i64; 3], shift: i64| {
        format!(
            "WHEN play = '{play}' THEN (ARRAY[{}, {}, {}])[((member_id + {shift}) % 3) + 1]",
            arr[0], arr[1], arr[2]
        )
    };
    let legs = format!(
        "INSERT INTO quiz_pick_leg (pick_id, member_id, match_id, play, choice, odds, line) \
         SELECT id, member_id, {match_id}, play, \
         CASE WHEN play = 'spf' THEN member_id % 3 ELSE (member_id + 1) % 3 END, \
         CASE {} {} END, \
         CASE WHEN play = 'rqspf' THEN {HANDICAP} END \
         FROM quiz_pick WHERE first_kickoff = $1 AND period = '{period}' AND state = 'OPEN' \
         AND NOT EXISTS (SELECT 1 FROM quiz_pick_leg l WHERE l.pick_id = quiz_pick.id)",
        odds("spf", SPF_ODDS, 0),
        odds("rqspf", RQSPF_ODDS, 1)
    );
    db.execute(Statement::from_sql_and_values(
        DatabaseBackend::Postgres,
        &legs,
        [kickoff.into()],
    ))
    .await
    .context("W18: writing the legs")?;
    Ok(())
}

/// Every pick settled as 2:1 (half 1:0) says: 胜 (option 0) and, the home
/// side giving a goal, 让平 (option 1) are red, each at its odds.
async fn check(db: &sea_orm::DatabaseConnection, match_id: i64, picks: i64) -> anyhow::Result<()> {
    let wrong = one_i64(
        db,
        &format!(
            "SELECT COUNT(*) AS n FROM quiz_pick p JOIN quiz_pick_leg l ON l.pick_id = p.id \
             WHERE l.match_id = {match_id} AND (p.settled_seq IS NULL OR l.outcome <> p.state \
             OR p.state <> CASE WHEN l.play = 'spf' AND l.choice = 0 THEN 'RED' \
                                WHEN l.play = 'rqspf' AND l.choice = 1 THEN 'RED' ELSE 'BLACK' END \
             OR p.return_fen <> CASE WHEN p.state = 'RED' THEN p.stake_fen * l.odds / 100 ELSE 0 END)"
        ),
    )
    .await?;
    let all = one_i64(
        db,
        &format!("SELECT COUNT(*) AS n FROM quiz_pick_leg WHERE match_id = {match_id}"),
    )
    .await?;
    if wrong != 0 || all != picks {
        bail!("W18: {wrong} of {all} picks settled wrong (expected {picks} picks)");
    }
    Ok(())
}

async fn one_i64(db: &sea_orm::DatabaseConnection, sql: &str) -> anyhow::Result<i64> {
    let row = db
        .query_one(Statement::from_string(DatabaseBackend::Postgres, sql))
        .await?
        .context("no row")?;
    Ok(row.try_get::<Option<i64>>("", "n")?.unwrap_or(0))
}
