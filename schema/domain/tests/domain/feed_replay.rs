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
use domain::kernel::AppContext;
use domain::testing::test_context;

/// The feed jobs of `config`, asked for slot by slot.
struct Polls {
    ctx: AppContext,
    config: FeedConfig,
    runner: Runner,
    start: chrono::DateTime<chrono::Utc>,
}

impl Polls {
    fn new(ctx: &AppContext, config: FeedConfig, start: chrono::DateTime<chrono::Utc>) -> Self {
        let runner = Runner::new(ctx.clone(), domain::job_handlers());
        Self {
            ctx: ctx.clone(),
            config,
            runner,
            start,
        }
    }

    /// Asks for the polls of interval slot `slot` and runs them; how many
    /// ran. Each slot is a minute, counted back from the start so the job
    /// is due at once (a job's run time is the moment it is asked for).
    async fn at(&self, slot: i64) -> usize {
        poll::enqueue_at(
            &self.ctx,
            &self.config,
            self.start - TimeDelta::seconds(60 * slot),
        )
        .await
        .unwrap();
        tokio::time::sleep(std::time::Duration::from_millis(10)).await;
        self.runner.run_due(10).await.unwrap()
    }
}

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
    let polls = Polls::new(&ctx, config, start);
    let poll_at = |slot: i64| polls.at(slot);

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

#[tokio::test]
async fn replayed_draws_are_published_once_flagged_after_the_newest_stored() {
    use domain::feed::replay_draws::DrawReplay;
    use domain::lottery::{service, Game};
    use futures_util::StreamExt;

    let (ctx, _db) = test_context().await;
    let history =
        service::parse_history(Game::Ssq, include_str!("../fixtures/draws/ssq.json")).unwrap();
    service::import(&ctx.db, Game::Ssq, &history, |_, _| {})
        .await
        .unwrap();
    let start = domain::kernel::clock::now();
    let newest: Vec<(Game, String)> = service::latest(&ctx)
        .await
        .unwrap()
        .into_iter()
        .map(|d| (Game::from_code(&d.game).unwrap(), d.issue))
        .collect();
    let replay = DrawReplay::new(start, 12, &newest);
    let server = MockServer::start().await;
    let serve = |at: chrono::DateTime<chrono::Utc>| {
        let (server, body) = (&server, replay.notices(Game::Ssq, at));
        async move {
            server.reset().await;
            Mock::given(method("GET"))
                .and(path("/draws/ssq"))
                .respond_with(ResponseTemplate::new(200).set_body_json(body))
                .mount(server)
                .await;
        }
    };
    let config = FeedConfig {
        sources: vec![(
            Feed::Draws(Game::Ssq),
            format!("{}/draws/ssq", server.uri()),
        )],
        interval_secs: 60,
        timeout_secs: 10,
        replay: true,
    };
    let polls = Polls::new(&ctx, config, start);
    let poll_at = |slot: i64| polls.at(slot);
    let mut published = Box::pin(domain::lottery::events::draws(&ctx, Some(Game::Ssq)));
    let stored = |issue: &'static str| {
        let ctx = ctx.clone();
        async move { service::draw(&ctx, Game::Ssq, issue).await.unwrap() }
    };

    // The first poll: the first replayed draw, numbered after the newest
    // stored, dated today, flagged; the recorded ones it lists are
    // unchanged (stored, not replays).
    serve(start).await;
    assert_eq!(poll_at(0).await, 1);
    let d = stored("2026097")
        .await
        .expect("the replayed draw is stored");
    assert!(d.replay, "the pages label it 回放数据");
    assert_eq!(
        d.draw_date,
        (start + TimeDelta::hours(8)).date_naive(),
        "dated today (Beijing)"
    );
    assert!(!stored("2026096").await.unwrap().replay);
    let (_, event) = tokio::time::timeout(std::time::Duration::from_secs(5), published.next())
        .await
        .expect("drawPublished heard")
        .unwrap();
    assert_eq!((event.issue.as_str(), event.replay), ("2026097", true));

    // Polled again with the same list: nothing stored or announced twice.
    for slot in 1..=3 {
        poll_at(slot).await;
    }
    let count = entities::lottery_draw::Entity::find()
        .filter(entities::lottery_draw::Column::Game.eq("ssq"))
        .count(&ctx.db)
        .await
        .unwrap();
    assert_eq!(count, history.len() as u64 + 1);

    // Fifteen minutes on (three demo hours): the next issue.
    serve(start + TimeDelta::minutes(15)).await;
    poll_at(4).await;
    assert!(stored("2026098").await.unwrap().replay);
    let (_, event) = tokio::time::timeout(std::time::Duration::from_secs(5), published.next())
        .await
        .expect("drawPublished heard")
        .unwrap();
    assert_eq!(
        event.issue, "2026098",
        "the repeated polls announced nothing"
    );
}
