//! The 竞彩足球 schedule feed against a local fake source (wiremock), on
//! SQLite and PostgreSQL (issue 57): matches on sale from a schedule, every
//! odds change a history row and a repeated poll nothing, bad responses
//! refused whole with a code and backed off until the circuit opens, a
//! `304` for validators, a match past its sale never moved backwards, one
//! renamed by staff left while the rest applies, and
//! one poll per slot however many instances ask.

use chrono::TimeDelta;
use sea_orm::{
    ActiveModelTrait, ActiveValue::Set, ColumnTrait, EntityTrait, PaginatorTrait, QueryFilter,
};
use serde_json::{json, Value};
use wiremock::matchers::{header, method, path};
use wiremock::{Mock, MockServer, ResponseTemplate};

use domain::feed::poll::{self, Feed, FeedConfig, Polled, OPEN_AFTER};
use domain::testing::test_context;
use domain::AppContext;

fn calculator(matches: Value) -> Value {
    json!({
        "success": true, "errorCode": "0", "errorMessage": "处理成功", "dataFrom": "", "emptyFlag": false,
        "value": {
            "matchInfoList": [{"businessDate": "2026-08-21", "weekday": "周五", "subMatchList": matches}],
            "lastUpdateTime": "2026-08-21 21:48:35", "totalCount": 2
        }
    })
}

/// A match as the gateway lists it, its 胜平负 set at `at` (Beijing).
fn listed(id: i64, num: &str, home: &str, had: [&str; 3], at: &str) -> Value {
    let kickoff = crate_kickoff();
    json!({
        "matchId": id, "matchNum": 5000, "matchNumStr": num, "businessDate": "2026-08-21",
        "matchDate": kickoff.0, "matchTime": kickoff.1, "matchStatus": "Selling",
        "leagueAbbName": "法乙", "homeTeamAbbName": home, "awayTeamAbbName": "蒙彼利埃",
        "had": {"h": had[0], "d": had[1], "a": had[2], "hf": "0", "df": "0", "af": "0",
                "updateDate": "2026-08-21", "updateTime": at},
        "hhad": {"goalLine": "-1", "h": "4.85", "d": "3.85", "a": "1.51",
                 "updateDate": "2026-08-21", "updateTime": "10:00:00"},
        "crs": {}, "ttg": {}, "hafu": {},
        "poolList": [{"poolCode": "HAD", "single": 1}, {"poolCode": "HHAD", "single": 0}]
    })
}

/// Two days ahead, Beijing time: on sale whenever the test runs.
fn crate_kickoff() -> (String, String) {
    let at = domain::kernel::clock::now() + TimeDelta::days(2);
    let bj = at.with_timezone(&domain::sports::import::BEIJING);
    (bj.format("%Y-%m-%d").to_string(), "20:00:00".to_owned())
}

async fn serve(server: &MockServer, body: Value) {
    server.reset().await;
    Mock::given(method("GET"))
        .and(path("/calc"))
        .respond_with(ResponseTemplate::new(200).set_body_json(body))
        .mount(server)
        .await;
}

async fn serve_raw(server: &MockServer, status: u16, body: &[u8]) {
    server.reset().await;
    Mock::given(method("GET"))
        .and(path("/calc"))
        .respond_with(ResponseTemplate::new(status).set_body_bytes(body.to_vec()))
        .mount(server)
        .await;
}

async fn poll_once(ctx: &AppContext, server: &MockServer) -> Polled {
    poll::poll_now(
        ctx,
        Feed::JczqSchedule,
        &format!("{}/calc", server.uri()),
        300,
    )
    .await
    .unwrap()
}

async fn counts(ctx: &AppContext) -> (u64, u64) {
    (
        entities::sports_match::Entity::find()
            .count(&ctx.db)
            .await
            .unwrap(),
        entities::sports_odds::Entity::find()
            .count(&ctx.db)
            .await
            .unwrap(),
    )
}

/// Lets the next poll run at once (the back-off's wait, passed).
async fn wait_over(ctx: &AppContext) {
    let st = poll::state(ctx, Feed::JczqSchedule).await.unwrap();
    let mut row: entities::feed_state::ActiveModel = st.into();
    row.next_attempt_at = Set(None);
    row.update(&ctx.db).await.unwrap();
}

#[tokio::test]
async fn a_schedule_puts_matches_on_sale_and_keeps_every_odds_change_once() {
    let (ctx, _db) = test_context().await;
    let server = MockServer::start().await;
    let two = |had: [&str; 3], at: &str| {
        calculator(json!([
            listed(2040970, "周五007", "敦刻尔克", had, at),
            listed(
                2040971,
                "周五008",
                "登博思",
                ["2.13", "3.37", "2.75"],
                "09:00:00"
            ),
        ]))
    };
    serve(&server, two(["2.20", "3.05", "2.88"], "09:00:00")).await;
    assert_eq!(poll_once(&ctx, &server).await, Polled::Taken);
    assert_eq!(
        counts(&ctx).await,
        (2, 4),
        "two matches, 胜平负 and 让球 each"
    );
    let m = entities::sports_match::Entity::find()
        .filter(entities::sports_match::Column::SourceId.eq("sporttery:2040970"))
        .one(&ctx.db)
        .await
        .unwrap()
        .unwrap();
    assert_eq!(
        (m.state.as_str(), m.handicap, m.sample),
        ("selling", Some(-10), false)
    );
    let first = entities::sports_odds::Entity::find()
        .filter(entities::sports_odds::Column::MatchId.eq(m.id))
        .filter(entities::sports_odds::Column::Play.eq("spf"))
        .one(&ctx.db)
        .await
        .unwrap()
        .unwrap();
    assert!(first.single, "the source's single-bet flag");

    // The same schedule five times: nothing new.
    for _ in 0..5 {
        assert_eq!(poll_once(&ctx, &server).await, Polled::Taken);
    }
    assert_eq!(counts(&ctx).await, (2, 4));

    // The odds change three times: three rows, the first never rewritten.
    for (n, (had, at)) in [
        (["2.10", "3.10", "3.00"], "11:00:00"),
        (["2.05", "3.10", "3.10"], "13:30:00"),
        (["2.00", "3.15", "3.20"], "18:45:10"),
    ]
    .into_iter()
    .enumerate()
    {
        serve(&server, two(had, at)).await;
        assert_eq!(poll_once(&ctx, &server).await, Polled::Taken);
        assert_eq!(poll_once(&ctx, &server).await, Polled::Taken, "a repeat");
        assert_eq!(counts(&ctx).await, (2, 5 + n as u64));
    }
    let again = entities::sports_odds::Entity::find_by_id(first.id)
        .one(&ctx.db)
        .await
        .unwrap()
        .unwrap();
    assert_eq!(again, first);
    let st = poll::state(&ctx, Feed::JczqSchedule).await.unwrap();
    assert_eq!((st.consecutive_failures, st.failures, st.polls), (0, 0, 12));
    assert!(st.last_success_at.is_some() && st.source_time.is_some());
}

#[tokio::test]
async fn bad_responses_write_nothing_and_back_off_until_the_circuit_opens() {
    let (ctx, _db) = test_context().await;
    let server = MockServer::start().await;
    let good = serde_json::to_vec(&calculator(json!([listed(
        2040980,
        "周五009",
        "南锡",
        ["2.20", "3.05", "2.88"],
        "09:00:00"
    )])))
    .unwrap();
    let duplicate = calculator(json!([
        listed(
            2040980,
            "周五009",
            "南锡",
            ["2.20", "3.05", "2.88"],
            "09:00:00"
        ),
        listed(
            2040980,
            "周五010",
            "梅斯",
            ["2.20", "3.05", "2.88"],
            "09:00:00"
        ),
    ]));
    let mut bad_odds = listed(
        2040981,
        "周五011",
        "拉瓦勒",
        ["2.20", "x", "2.88"],
        "09:00:00",
    );
    bad_odds["matchNumStr"] = "周五011".into();
    let partly_bad = calculator(json!([
        listed(
            2040980,
            "周五009",
            "南锡",
            ["2.20", "3.05", "2.88"],
            "09:00:00"
        ),
        bad_odds
    ]));
    let cases: Vec<(u16, Vec<u8>, &str)> = vec![
        (200, b"{\"success\": tr".to_vec(), "MALFORMED"),
        (200, good[..good.len() / 2].to_vec(), "MALFORMED"),
        (200, Vec::new(), "EMPTY"),
        (200, serde_json::to_vec(&duplicate).unwrap(), "DUPLICATE_ID"),
        (
            200,
            serde_json::to_vec(&partly_bad).unwrap(),
            "INVALID_MATCH",
        ),
    ];
    for (n, (status, body, code)) in cases.iter().enumerate() {
        serve_raw(&server, *status, body).await;
        assert_eq!(
            poll_once(&ctx, &server).await,
            Polled::Refused(code),
            "case {n}"
        );
        assert_eq!(counts(&ctx).await, (0, 0), "case {n}: nothing written");
        let st = poll::state(&ctx, Feed::JczqSchedule).await.unwrap();
        assert_eq!(st.consecutive_failures, n as i64 + 1);
        assert!(st
            .last_error
            .as_deref()
            .unwrap_or_default()
            .starts_with(code));
        let wait = st.next_attempt_at.unwrap() - domain::kernel::clock::now();
        if st.consecutive_failures >= OPEN_AFTER {
            assert!(wait > TimeDelta::minutes(25), "the circuit is open: {wait}");
        } else {
            // 300 s × 2^(n−1), up to 10 % less.
            let base = 300 * 2_i64.pow(n as u32);
            assert!(
                wait.num_seconds() <= base && wait.num_seconds() >= base * 9 / 10 - 2,
                "{wait}"
            );
            wait_over(&ctx).await;
        }
    }
    // Open: the next poll waits without asking the source.
    let asked = server.received_requests().await.unwrap_or_default().len();
    assert_eq!(poll_once(&ctx, &server).await, Polled::Skipped);
    assert_eq!(
        server.received_requests().await.unwrap_or_default().len(),
        asked
    );

    // The trial after the wait: a 500 keeps it open; a good answer closes it.
    wait_over(&ctx).await;
    serve_raw(&server, 500, b"busy").await;
    assert_eq!(
        poll_once(&ctx, &server).await,
        Polled::Refused("HTTP_STATUS")
    );
    wait_over(&ctx).await;
    serve_raw(&server, 200, &good).await;
    assert_eq!(poll_once(&ctx, &server).await, Polled::Taken);
    let st = poll::state(&ctx, Feed::JczqSchedule).await.unwrap();
    assert_eq!((st.consecutive_failures, st.failures), (0, 6));
    assert!(st.next_attempt_at.is_none());
    assert_eq!(counts(&ctx).await, (1, 2));
}

#[tokio::test]
async fn validators_make_an_unchanged_source_answer_304() {
    let (ctx, _db) = test_context().await;
    let server = MockServer::start().await;
    let body = calculator(json!([listed(
        2040990,
        "周五012",
        "卡昂",
        ["2.20", "3.05", "2.88"],
        "09:00:00"
    )]));
    Mock::given(method("GET"))
        .and(path("/calc"))
        .and(header("If-None-Match", "\"v1\""))
        .respond_with(ResponseTemplate::new(304))
        .with_priority(1)
        .mount(&server)
        .await;
    Mock::given(method("GET"))
        .and(path("/calc"))
        .respond_with(
            ResponseTemplate::new(200)
                .set_body_json(body)
                .insert_header("ETag", "\"v1\""),
        )
        .with_priority(2)
        .mount(&server)
        .await;
    assert_eq!(poll_once(&ctx, &server).await, Polled::Taken);
    assert_eq!(poll_once(&ctx, &server).await, Polled::Taken);
    let asked = server.received_requests().await.unwrap();
    assert_eq!(asked.len(), 2);
    assert!(asked[0].headers.get("if-none-match").is_none());
    assert_eq!(asked[1].headers.get("if-none-match").unwrap(), "\"v1\"");
    assert_eq!(counts(&ctx).await, (1, 2));
}

#[tokio::test]
async fn a_match_past_its_sale_is_never_moved_back_by_the_schedule() {
    let (ctx, _db) = test_context().await;
    let server = MockServer::start().await;
    serve(
        &server,
        calculator(json!([listed(
            2041000,
            "周五013",
            "波尔多",
            ["2.20", "3.05", "2.88"],
            "09:00:00"
        )])),
    )
    .await;
    assert_eq!(poll_once(&ctx, &server).await, Polled::Taken);
    let m = entities::sports_match::Entity::find()
        .one(&ctx.db)
        .await
        .unwrap()
        .unwrap();
    let staff = domain::testing::TestMember::new("运营")
        .permission(domain::Permission::Operations)
        .create(&ctx)
        .await
        .0;
    domain::sports::staff::publish_result(
        &ctx,
        &staff,
        m.id,
        domain::sports::staff::ResultInput::Played {
            full: (2, 1),
            half: Some((1, 0)),
        },
    )
    .await
    .unwrap();
    // The source still lists it (as it does until its pools close).
    for _ in 0..3 {
        assert_eq!(poll_once(&ctx, &server).await, Polled::Taken);
    }
    let after = entities::sports_match::Entity::find_by_id(m.id)
        .one(&ctx.db)
        .await
        .unwrap()
        .unwrap();
    assert_eq!(
        (after.state.as_str(), after.ft_home, after.ft_away),
        ("finished", Some(2), Some(1))
    );
}

#[tokio::test]
async fn instances_asking_in_one_slot_make_one_poll() {
    let (ctx, _db) = test_context().await;
    let config = FeedConfig {
        timeout_secs: 10,
        replay: false,
        sources: vec![(Feed::JczqSchedule, "http://127.0.0.1:9/calc".to_owned())],
        interval_secs: 3600,
    };
    // Two instances (and a repeat) ask in the same hour-long slot; the
    // next slot is another poll.
    let at = chrono::DateTime::parse_from_rfc3339("2026-11-30T08:10:00Z")
        .unwrap()
        .with_timezone(&chrono::Utc);
    for minutes in [0, 1, 49] {
        poll::enqueue_at(&ctx, &config, at + TimeDelta::minutes(minutes))
            .await
            .unwrap();
    }
    let jobs = entities::job::Entity::find()
        .filter(entities::job::Column::Kind.eq(poll::POLL))
        .count(&ctx.db)
        .await
        .unwrap();
    assert_eq!(jobs, 1);
    poll::enqueue_at(&ctx, &config, at + TimeDelta::minutes(50))
        .await
        .unwrap();
    let jobs = entities::job::Entity::find()
        .filter(entities::job::Column::Kind.eq(poll::POLL))
        .count(&ctx.db)
        .await
        .unwrap();
    assert_eq!(jobs, 2, "the next hour's slot");
}

#[tokio::test]
async fn a_match_stored_under_other_names_is_left_and_the_rest_still_applies() {
    let (ctx, _db) = test_context().await;
    let server = MockServer::start().await;
    let two = |had: [&str; 3], at: &str| {
        calculator(json!([
            listed(2041010, "周五014", "朗斯", had, at),
            listed(2041011, "周五015", "里尔", had, at),
        ]))
    };
    serve(&server, two(["2.20", "3.05", "2.88"], "09:00:00")).await;
    assert_eq!(poll_once(&ctx, &server).await, Polled::Taken);
    // Staff correct a team's name by hand.
    let renamed = entities::sports_match::Entity::find()
        .filter(entities::sports_match::Column::SourceId.eq("sporttery:2041010"))
        .one(&ctx.db)
        .await
        .unwrap()
        .unwrap();
    let mut row: entities::sports_match::ActiveModel = renamed.clone().into();
    row.home = Set("朗斯竞技".into());
    row.update(&ctx.db).await.unwrap();
    // New odds for both: the renamed match is left as stored, the other
    // takes them, and the feed stays healthy.
    serve(&server, two(["2.10", "3.10", "3.00"], "11:00:00")).await;
    assert_eq!(poll_once(&ctx, &server).await, Polled::Taken);
    let odds_of = |id: i64| {
        let ctx = ctx.clone();
        async move {
            entities::sports_odds::Entity::find()
                .filter(entities::sports_odds::Column::MatchId.eq(id))
                .count(&ctx.db)
                .await
                .unwrap()
        }
    };
    let other = entities::sports_match::Entity::find()
        .filter(entities::sports_match::Column::SourceId.eq("sporttery:2041011"))
        .one(&ctx.db)
        .await
        .unwrap()
        .unwrap();
    assert_eq!(odds_of(renamed.id).await, 2, "left as stored");
    assert_eq!(odds_of(other.id).await, 3, "the new 胜平负 row");
    let kept = entities::sports_match::Entity::find_by_id(renamed.id)
        .one(&ctx.db)
        .await
        .unwrap()
        .unwrap();
    assert_eq!(kept.home, "朗斯竞技");
    let st = poll::state(&ctx, Feed::JczqSchedule).await.unwrap();
    assert_eq!(st.consecutive_failures, 0);
}

#[tokio::test]
async fn a_schedule_staff_corrected_survives_ten_polls_as_a_listed_conflict() {
    let (ctx, _db) = test_context().await;
    let ops = domain::testing::TestMember::new("运营")
        .permission(domain::Permission::Operations)
        .create(&ctx)
        .await
        .0;
    let server = MockServer::start().await;
    let body = calculator(json!([listed(
        2041020,
        "周五016",
        "梅斯",
        ["2.20", "3.05", "2.88"],
        "09:00:00"
    )]));
    serve(&server, body).await;
    assert_eq!(poll_once(&ctx, &server).await, Polled::Taken);
    let m = entities::sports_match::Entity::find()
        .filter(entities::sports_match::Column::SourceId.eq("sporttery:2041020"))
        .one(&ctx.db)
        .await
        .unwrap()
        .unwrap();
    // Staff move the kickoff an hour by hand: the schedule is locked.
    let moved = m.kickoff.unwrap() + TimeDelta::hours(1);
    domain::sports::staff::save_match(
        &ctx,
        &ops,
        Some(m.id),
        domain::sports::staff::MatchInput {
            game: domain::sports::SportsGame::Jczq,
            match_num: m.match_num.clone(),
            match_date: m.match_date,
            kickoff: Some(moved),
            league: m.league.clone(),
            home: m.home.clone(),
            away: m.away.clone(),
            handicap: m.handicap,
            total_line: None,
            issue: None,
        },
    )
    .await
    .unwrap();
    for _ in 0..10 {
        assert_eq!(poll_once(&ctx, &server).await, Polled::Taken);
    }
    let kept = entities::sports_match::Entity::find_by_id(m.id)
        .one(&ctx.db)
        .await
        .unwrap()
        .unwrap();
    assert_eq!(kept.kickoff, Some(moved), "staff's kickoff stands");
    let listed = domain::feed::conflicts::list(&ctx, &ops).await.unwrap();
    assert_eq!(listed.len(), 1);
    assert_eq!((listed[0].field.as_str(), listed[0].seen), ("schedule", 10));
    assert_eq!(listed[0].subject, format!("sports_match:{}", m.id));

    // Unlocked: the next poll applies the source's kickoff, the conflict goes.
    assert!(
        domain::sports::locks::unlock(&ctx, &ops, m.id, domain::sports::locks::SCHEDULE)
            .await
            .unwrap()
    );
    poll_once(&ctx, &server).await;
    let back = entities::sports_match::Entity::find_by_id(m.id)
        .one(&ctx.db)
        .await
        .unwrap()
        .unwrap();
    assert_eq!(back.kickoff, m.kickoff);
    assert!(domain::feed::conflicts::list(&ctx, &ops)
        .await
        .unwrap()
        .is_empty());
}

#[tokio::test]
async fn a_slow_source_times_out_and_backs_off_and_a_paused_feed_is_not_polled() {
    let (ctx, _db) = test_context().await;
    let ops = domain::testing::TestMember::new("运营")
        .permission(domain::Permission::Operations)
        .create(&ctx)
        .await
        .0;
    let server = MockServer::start().await;
    server.reset().await;
    Mock::given(method("GET"))
        .and(path("/calc"))
        .respond_with(
            ResponseTemplate::new(200)
                .set_body_json(calculator(json!([listed(
                    2041030,
                    "周五017",
                    "南特",
                    ["2.20", "3.05", "2.88"],
                    "09:00:00"
                )])))
                .set_delay(std::time::Duration::from_secs(3)),
        )
        .mount(&server)
        .await;
    let polled = poll::poll_now_within(
        &ctx,
        Feed::JczqSchedule,
        &format!("{}/calc", server.uri()),
        300,
        std::time::Duration::from_millis(200),
    )
    .await
    .unwrap();
    assert_eq!(polled, Polled::Refused("TIMEOUT"));
    assert_eq!(counts(&ctx).await, (0, 0));
    let st = poll::state(&ctx, Feed::JczqSchedule).await.unwrap();
    assert_eq!(st.consecutive_failures, 1);
    assert!(st.next_attempt_at.is_some(), "backed off");
    assert!(st
        .last_error
        .as_deref()
        .unwrap_or("")
        .starts_with("TIMEOUT"));

    // Paused by staff: skipped, even with the wait over; resumed: polled.
    wait_over(&ctx).await;
    let h = domain::feed::staff::set_paused(&ctx, &ops, "jczq_schedule", true)
        .await
        .unwrap();
    assert!(h.state.paused);
    assert_eq!(poll_once(&ctx, &server).await, Polled::Skipped);
    assert!(
        domain::feed::staff::set_paused(&ctx, &ops, "no_such_feed", true)
            .await
            .is_err()
    );
    domain::feed::staff::set_paused(&ctx, &ops, "jczq_schedule", false)
        .await
        .unwrap();
    serve(
        &server,
        calculator(json!([listed(
            2041030,
            "周五017",
            "南特",
            ["2.20", "3.05", "2.88"],
            "09:00:00"
        )])),
    )
    .await;
    assert_eq!(poll_once(&ctx, &server).await, Polled::Taken);
    let health = domain::feed::staff::health(&ctx, &ops).await.unwrap();
    assert_eq!(health.len(), 1);
    assert_eq!(health[0].state.consecutive_failures, 0);
    assert!(
        health[0].lag_secs.is_some(),
        "the source's own time is kept"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn two_instances_running_make_one_request_a_slot_and_a_rerun_writes_nothing_twice() {
    let (ctx, _db) = test_context().await;
    let server = MockServer::start().await;
    serve(
        &server,
        calculator(json!([listed(
            2041040,
            "周五018",
            "雷恩",
            ["2.20", "3.05", "2.88"],
            "09:00:00"
        )])),
    )
    .await;
    let config = FeedConfig {
        timeout_secs: 10,
        replay: false,
        sources: vec![(Feed::JczqSchedule, format!("{}/calc", server.uri()))],
        interval_secs: 300,
    };
    // Two instances: each asks for the slot's poll and runs its own job
    // runner (their own instance ids), at the same time.
    let a = domain::kernel::jobs::Runner::new(ctx.clone(), domain::job_handlers());
    let b = domain::kernel::jobs::Runner::new(ctx.clone(), domain::job_handlers());
    let now = domain::kernel::clock::now();
    let (x, y) = tokio::join!(
        poll::enqueue_at(&ctx, &config, now),
        poll::enqueue_at(&ctx, &config, now)
    );
    x.unwrap();
    y.unwrap();
    tokio::time::sleep(std::time::Duration::from_millis(10)).await;
    let (x, y) = tokio::join!(a.run_due(10), b.run_due(10));
    x.unwrap();
    y.unwrap();
    assert_eq!(
        server.received_requests().await.unwrap().len(),
        1,
        "one request for the slot, whichever instance claimed it"
    );
    assert_eq!(counts(&ctx).await, (1, 2));

    // A poll whose instance died after its writes, before its job's end:
    // the job is still RUNNING under a lease that ran out, as the dead
    // instance left it; another instance claims it again and it runs as a
    // repeat — the source is asked again, nothing is written twice (every
    // write is keyed by the source's ids).
    let job = entities::job::Entity::find()
        .filter(entities::job::Column::Kind.eq(poll::POLL))
        .one(&ctx.db)
        .await
        .unwrap()
        .unwrap();
    let mut row: entities::job::ActiveModel = job.into();
    row.state = Set("RUNNING".into());
    row.done_at = Set(None);
    row.locked_by = Set(Some("a-dead-instance".into()));
    row.locked_until = Set(Some(domain::kernel::clock::now() - TimeDelta::seconds(1)));
    row.update(&ctx.db).await.unwrap();
    let ran = b.run_due(10).await.unwrap();
    assert_eq!(ran, 1, "claimed again after the lease");
    assert_eq!(server.received_requests().await.unwrap().len(), 2);
    assert_eq!(counts(&ctx).await, (1, 2), "each match and odds row once");
}
