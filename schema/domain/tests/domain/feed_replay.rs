//! The demo's replay (issue 57) through the real feed path, on SQLite and
//! PostgreSQL: the recorded matches served in the gateway's shapes (here
//! by a local fake server with the replay's answers at two moments) are
//! polled by the feed jobs of a replay config, stored under `replay:` ids
//! (flagged on the match as read by the pages), and their released
//! results finish them.

use chrono::TimeDelta;
use sea_orm::{ColumnTrait, EntityTrait, PaginatorTrait, QueryFilter};
use wiremock::matchers::{method, path};
use wiremock::{Mock, MockServer, ResponseTemplate};

use domain::feed::poll::{self, Feed, FeedConfig};
use domain::feed::replay::Replay;
use domain::kernel::jobs::Runner;
use domain::testing::test_context;

#[tokio::test]
async fn replayed_matches_go_on_sale_flagged_and_finish_with_their_real_results() {
    let (ctx, _db) = test_context().await;
    let start = domain::kernel::clock::now();
    let replay = Replay::new(start, 12);
    let server = MockServer::start().await;
    let serve = |at: chrono::DateTime<chrono::Utc>| {
        let (server, replay) = (&server, replay.clone());
        async move {
            server.reset().await;
            Mock::given(method("GET"))
                .and(path("/jczq/calculator"))
                .respond_with(ResponseTemplate::new(200).set_body_json(replay.calculator(at)))
                .mount(server)
                .await;
            Mock::given(method("GET"))
                .and(path("/jczq/results"))
                .respond_with(ResponseTemplate::new(200).set_body_json(replay.results(at)))
                .mount(server)
                .await;
        }
    };
    let config = FeedConfig {
        sources: vec![
            (
                Feed::JczqSchedule,
                format!("{}/jczq/calculator", server.uri()),
            ),
            (Feed::JczqResults, format!("{}/jczq/results", server.uri())),
        ],
        interval_secs: 60,
        timeout_secs: 10,
        replay: true,
    };
    let runner = Runner::new(ctx.clone(), domain::job_handlers());
    // Each ask names another interval slot (a minute apart, counted back
    // from the start so the job is due at once: a job's run time is the
    // moment it is asked for).
    let poll_at = |slot: i64| {
        let (ctx, config, runner) = (ctx.clone(), config.clone(), &runner);
        async move {
            poll::enqueue_at(&ctx, &config, start - TimeDelta::seconds(60 * slot))
                .await
                .unwrap();
            tokio::time::sleep(std::time::Duration::from_millis(10)).await;
            runner.run_due(10).await.unwrap()
        }
    };

    // At the start: the next matches on sale, every one a replay.
    serve(start).await;
    assert_eq!(poll_at(0).await, 2, "the schedule and the results polled");
    let on_sale = entities::sports_match::Entity::find()
        .filter(entities::sports_match::Column::State.eq("selling"))
        .all(&ctx.db)
        .await
        .unwrap();
    assert_eq!(on_sale.len(), domain::feed::replay::ON_SALE);
    assert!(on_sale
        .iter()
        .all(|m| m.source_id.starts_with("replay:") && !m.sample));
    let first = on_sale.iter().min_by_key(|m| m.kickoff).unwrap();
    let view = domain::sports::service::get(&ctx, first.id).await.unwrap();
    assert!(view.replay, "the pages label it 回放数据");

    // Fifteen minutes on: the first three have kicked off and their real
    // results are out; they are finished.
    serve(start + TimeDelta::minutes(15)).await;
    poll_at(15).await;
    let finished = entities::sports_match::Entity::find()
        .filter(entities::sports_match::Column::State.eq("finished"))
        .filter(entities::sports_match::Column::SourceId.starts_with("replay:"))
        .count(&ctx.db)
        .await
        .unwrap();
    assert_eq!(finished, 3);
}
