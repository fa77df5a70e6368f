//! The 竞彩足球 results feed against a local fake source (wiremock), on
//! SQLite and PostgreSQL (issue 57): an official result settles once
//! however often it is polled, a corrected score re-settles by the
//! difference, a postponed match is void after its deadline (not before),
//! a pending score settles nothing, a result staff published by hand
//! survives the feed's other one (listed as a conflict) until unlocked,
//! and a staff-corrected schedule survives ten schedule polls.

use serde_json::{json, Value};
use wiremock::matchers::{method, path, query_param};
use wiremock::{Mock, MockServer, ResponseTemplate};

use domain::feed::conflicts;
use domain::feed::poll::{self, Feed, Polled};
use domain::sports::locks;

use super::*;

fn results(list: Value) -> Value {
    json!({
        "success": true, "errorCode": "0", "errorMessage": "处理成功",
        "value": {"matchResult": list, "pageNo": 1, "pages": 1, "total": 1,
                  "lastUpdateTime": "2026-06-26 12:00:00"}
    })
}

fn scored(source: i64, full: &str, half: &str) -> Value {
    json!({"matchId": source, "matchNumStr": "周三001", "sectionsNo1": half, "sectionsNo999": full,
           "matchResultStatus": "2", "poolStatus": "Payout"})
}

async fn serve(server: &MockServer, body: Value) {
    server.reset().await;
    Mock::given(method("GET"))
        .and(path("/results"))
        .respond_with(ResponseTemplate::new(200).set_body_json(body))
        .mount(server)
        .await;
}

async fn poll_results(ctx: &AppContext, server: &MockServer) -> Polled {
    poll::poll_now(
        ctx,
        Feed::JczqResults,
        &format!("{}/results", server.uri()),
        300,
    )
    .await
    .unwrap()
}

/// Names the staff-entered match as the source's `matchId` `source`.
async fn from_source(ctx: &AppContext, id: i64, source: i64) {
    entities::sports_match::Entity::update_many()
        .col_expr(
            entities::sports_match::Column::SourceId,
            sea_orm::sea_query::Expr::value(format!("sporttery:{source}")),
        )
        .filter(entities::sports_match::Column::Id.eq(id))
        .exec(&ctx.db)
        .await
        .unwrap();
}

async fn settle_jobs(ctx: &AppContext) -> u64 {
    entities::job::Entity::find()
        .filter(entities::job::Column::Kind.eq(settle::JOB))
        .count(&ctx.db)
        .await
        .unwrap()
}

/// What the server does after a poll: the minute's sweep asks for the
/// settlements, the runner runs them.
async fn settle_due(ctx: &AppContext) {
    settle::sweep(ctx).await.unwrap();
    Runner::new(ctx.clone(), domain::job_handlers())
        .run_due(50)
        .await
        .unwrap();
}

async fn stored(ctx: &AppContext, id: i64) -> entities::sports_match::Model {
    entities::sports_match::Entity::find_by_id(id)
        .one(&ctx.db)
        .await
        .unwrap()
        .unwrap()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_result_polled_five_times_settles_once_and_a_correction_by_the_difference() {
    let (ctx, _db) = test_context().await;
    let ops = staff(&ctx).await;
    let me = member(&ctx, "数据源竞猜", 0).await;
    let id = open_match(&ctx, &ops, 1, 2).await;
    from_source(&ctx, id, 7001).await;
    picks::pick(&ctx, &me, &[spf(id, 0)]).await.unwrap();
    let server = MockServer::start().await;

    // Listed but not yet paid: nothing is settled.
    serve(
        &server,
        results(
            json!([{"matchId": 7001, "matchNumStr": "周三001", "sectionsNo1": "1:0",
                        "sectionsNo999": "2:0", "matchResultStatus": "2", "poolStatus": ""}]),
        ),
    )
    .await;
    assert_eq!(poll_results(&ctx, &server).await, Polled::Taken);
    assert_eq!(stored(&ctx, id).await.state, "selling");

    serve(&server, results(json!([scored(7001, "2:0", "1:0")]))).await;
    for _ in 0..5 {
        assert_eq!(poll_results(&ctx, &server).await, Polled::Taken);
        settle_due(&ctx).await;
    }
    let m = stored(&ctx, id).await;
    assert_eq!(
        (m.state.as_str(), m.ft_home, m.ft_away, m.ht_home),
        ("finished", Some(2), Some(0), Some(1))
    );
    assert_eq!(settle_jobs(&ctx).await, 1, "five polls, one settlement");
    let r = overall(&ctx, me.member_id).await;
    assert_eq!((r.settled, r.red), (1, 1));

    // The source corrects the score to an away win: settled again, the
    // pick turns black (moved by the difference, not counted twice).
    serve(&server, results(json!([scored(7001, "0:1", "0:0")]))).await;
    for _ in 0..3 {
        poll_results(&ctx, &server).await;
        settle_due(&ctx).await;
    }
    assert_eq!(settle_jobs(&ctx).await, 2, "the correction is one more");
    let r = overall(&ctx, me.member_id).await;
    assert_eq!((r.settled, r.red), (1, 0));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_postponed_match_is_void_after_its_deadline_and_not_before() {
    let (ctx, _db) = test_context().await;
    let ops = staff(&ctx).await;
    let long_ago = open_match(&ctx, &ops, 1, -40).await;
    let lately = open_match(&ctx, &ops, 2, -1).await;
    from_source(&ctx, long_ago, 7101).await;
    from_source(&ctx, lately, 7102).await;
    let server = MockServer::start().await;
    let postponed = |id: i64| json!({"matchId": id, "matchNumStr": "周三001", "sectionsNo999": "延期", "matchResultStatus": "0"});
    serve(&server, results(json!([postponed(7101), postponed(7102)]))).await;
    assert_eq!(poll_results(&ctx, &server).await, Polled::Taken);
    assert_eq!(stored(&ctx, long_ago).await.state, "void", "36 h passed");
    assert_eq!(stored(&ctx, lately).await.state, "selling", "within 36 h");
    // Declared void by the source: void at once.
    serve(
        &server,
        results(
            json!([{"matchId": 7102, "matchNumStr": "周三002", "sectionsNo999": "无效场次",
                        "matchResultStatus": "2", "poolStatus": "Payout"}]),
        ),
    )
    .await;
    poll_results(&ctx, &server).await;
    assert_eq!(stored(&ctx, lately).await.state, "void");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_result_staff_set_survives_the_feed_until_unlocked() {
    let (ctx, _db) = test_context().await;
    let ops = staff(&ctx).await;
    let id = open_match(&ctx, &ops, 1, -3).await;
    from_source(&ctx, id, 7201).await;
    publish(&ctx, &ops, id, 3, 1).await;
    let server = MockServer::start().await;
    serve(&server, results(json!([scored(7201, "2:1", "1:1")]))).await;
    for _ in 0..10 {
        assert_eq!(poll_results(&ctx, &server).await, Polled::Taken);
    }
    let m = stored(&ctx, id).await;
    assert_eq!((m.ft_home, m.ft_away), (Some(3), Some(1)), "staff's stands");
    let listed = conflicts::list(&ctx, &ops).await.unwrap();
    assert_eq!(listed.len(), 1);
    assert_eq!((listed[0].field.as_str(), listed[0].seen), ("result", 10));
    assert!(listed[0].feed_value.starts_with("2:1"), "{:?}", listed[0]);
    assert!(listed[0].stored_value.starts_with("3:1"));

    // A member cannot read or unlock.
    let someone = member(&ctx, "普通会员", 0).await;
    assert!(conflicts::list(&ctx, &someone).await.is_err());
    assert!(locks::unlock(&ctx, &someone, id, locks::RESULT)
        .await
        .is_err());
    assert!(locks::unlock(&ctx, &ops, id, "teams").await.is_err());

    assert!(locks::unlock(&ctx, &ops, id, locks::RESULT).await.unwrap());
    poll_results(&ctx, &server).await;
    let m = stored(&ctx, id).await;
    assert_eq!((m.ft_home, m.ft_away), (Some(2), Some(1)), "the feed's now");
    assert!(conflicts::list(&ctx, &ops).await.unwrap().is_empty());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn pages_are_read_whole_and_a_bad_page_writes_nothing() {
    let (ctx, _db) = test_context().await;
    let ops = staff(&ctx).await;
    let a = open_match(&ctx, &ops, 1, -3).await;
    let b = open_match(&ctx, &ops, 2, -3).await;
    from_source(&ctx, a, 7301).await;
    from_source(&ctx, b, 7302).await;
    let server = MockServer::start().await;
    let page = |list: Value, n: u32| {
        json!({"success": true, "errorCode": "0", "errorMessage": "处理成功",
               "value": {"matchResult": list, "pageNo": n, "pages": 2}})
    };
    let mount = |second: Value| {
        let server = &server;
        let first = page(json!([scored(7301, "1:0", "0:0")]), 1);
        async move {
            server.reset().await;
            Mock::given(method("GET"))
                .and(path("/results"))
                .and(query_param("pageNo", "2"))
                .respond_with(ResponseTemplate::new(200).set_body_json(second))
                .with_priority(1)
                .mount(server)
                .await;
            Mock::given(method("GET"))
                .and(path("/results"))
                .respond_with(ResponseTemplate::new(200).set_body_json(first))
                .with_priority(2)
                .mount(server)
                .await;
        }
    };
    // The second page has a bad score: neither page is written.
    mount(page(json!([scored(7302, "x", "0:0")]), 2)).await;
    assert_eq!(
        poll_results(&ctx, &server).await,
        Polled::Refused("INVALID_MATCH")
    );
    assert_eq!(stored(&ctx, a).await.state, "selling");
    // Both pages good: both written.
    mount(page(json!([scored(7302, "0:2", "0:1")]), 2)).await;
    let st = poll::state(&ctx, Feed::JczqResults).await.unwrap();
    let mut row: entities::feed_state::ActiveModel = st.into();
    row.next_attempt_at = Set(None);
    sea_orm::ActiveModelTrait::update(row, &ctx.db)
        .await
        .unwrap();
    assert_eq!(poll_results(&ctx, &server).await, Polled::Taken);
    assert_eq!(stored(&ctx, a).await.state, "finished");
    assert_eq!(stored(&ctx, b).await.ft_away, Some(2));
}
