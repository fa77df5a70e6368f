//! Notifications while the app is closed (issue 54), on SQLite and
//! PostgreSQL, against local fake providers (wiremock speaking 个推's and
//! WeChat's documented replies): who hears a draw, quiet hours, several
//! events as one, a failing provider, an invalid device, a killed job.

mod wechat;

use std::sync::Arc;
use std::time::Duration;

use domain::kernel::jobs::Runner;
use domain::kernel::providers::getui::GetuiClient;
use domain::kernel::providers::Providers;
use domain::notify::SettingsUpdate;
use domain::testing::{test_context_with, TestDb, TestMember};
use domain::{AppContext, Permission, Viewer};
use rules::lottery::Game;
use rules::notify::{Category, QuietHours};
use sea_orm::sea_query::Expr;
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter};
use wiremock::matchers::{method, path};
use wiremock::{Mock, MockServer, ResponseTemplate};

pub(crate) const PUSH: &str = "/app1/push/single/cid";

/// A fake 个推: a token for any auth, and `push` for every push.
pub(crate) async fn getui(push: ResponseTemplate) -> MockServer {
    let server = MockServer::start().await;
    let expires = (domain::kernel::clock::now() + chrono::Duration::days(1)).timestamp_millis();
    Mock::given(method("POST"))
        .and(path("/app1/auth"))
        .respond_with(ResponseTemplate::new(200).set_body_json(serde_json::json!({
            "code": 0, "msg": "success",
            "data": { "expire_time": expires.to_string(), "token": "tok-1" },
        })))
        .mount(&server)
        .await;
    Mock::given(method("POST"))
        .and(path(PUSH))
        .respond_with(push)
        .mount(&server)
        .await;
    server
}

/// Answers the next push with `first` (before `getui`'s answer).
pub(crate) async fn first_push(server: &MockServer, first: ResponseTemplate) {
    Mock::given(method("POST"))
        .and(path(PUSH))
        .respond_with(first)
        .up_to_n_times(1)
        .with_priority(1)
        .mount(server)
        .await;
}

pub(crate) fn ok() -> ResponseTemplate {
    ResponseTemplate::new(200).set_body_json(serde_json::json!({
        "code": 0, "msg": "success", "data": { "RASS_1": { "cid": "successed_online" } },
    }))
}

pub(crate) async fn context(server: &MockServer) -> (AppContext, TestDb) {
    let kv = Arc::new(domain::kernel::kv::MemoryKv::default());
    let providers = Providers {
        push: Some(Arc::new(GetuiClient::new(
            &server.uri(),
            "app1",
            "key1",
            "secret1",
            kv,
        ))),
        ..Providers::console()
    };
    test_context_with(providers).await
}

/// The pushes the fake received, as (cid, request id, title, body).
pub(crate) async fn pushes(server: &MockServer) -> Vec<(String, String, String, String)> {
    let got = server.received_requests().await.unwrap_or_default();
    got.iter()
        .filter(|r| r.url.path() == PUSH)
        .map(|r| {
            let b: serde_json::Value = serde_json::from_slice(&r.body).unwrap();
            let n = &b["push_message"]["notification"];
            (
                b["audience"]["cid"][0].as_str().unwrap().to_owned(),
                b["request_id"].as_str().unwrap().to_owned(),
                n["title"].as_str().unwrap().to_owned(),
                n["body"].as_str().unwrap().to_owned(),
            )
        })
        .collect()
}

pub(crate) async fn member_with_device(ctx: &AppContext, nick: &str, cid: &str) -> Viewer {
    let (v, _) = TestMember::new(nick).create(ctx).await;
    domain::member::service::bind_push_client(ctx, &v, cid, "iPhone", "getui")
        .await
        .unwrap();
    quiet_hours_off(ctx, &v).await;
    v
}

/// Turns the member's quiet hours off. The default, 23:00–08:00 Beijing
/// time, is 15:00–24:00 UTC: a test run then saw every push held. A test
/// about quiet hours sets its own, around the moment it runs.
pub(crate) async fn quiet_hours_off(ctx: &AppContext, v: &Viewer) {
    domain::notify::settings::update(
        ctx,
        v,
        SettingsUpdate {
            quiet_off: true,
            ..Default::default()
        },
    )
    .await
    .unwrap();
}

/// Runs every job due now (and those they ask for).
pub(crate) async fn run_due(ctx: &AppContext) {
    Runner::new(ctx.clone(), domain::job_handlers())
        .run_due(500)
        .await
        .unwrap();
}

/// Makes the notifications of what happened, and runs nothing else: the
/// coalescing window is the wall clock's 10 s, and when it ended during a
/// `run_due` the delivery went then too (a test that then ended the windows
/// brought the delivery's retry forward: the PostgreSQL pass failed so).
pub(crate) async fn fan_out(ctx: &AppContext) {
    let mut fan_out_only = domain::kernel::jobs::Registry::new();
    domain::notify::fanout::register(&mut fan_out_only);
    Runner::new(ctx.clone(), fan_out_only)
        .run_due(500)
        .await
        .unwrap();
}

/// Lets the coalescing windows end: deliveries due in the next minute
/// (not those quiet hours hold) become due now, and run.
pub(crate) async fn end_windows(ctx: &AppContext) {
    let soon = domain::kernel::clock::now() + chrono::Duration::seconds(60);
    entities::job::Entity::update_many()
        .col_expr(
            entities::job::Column::RunAt,
            Expr::col(entities::job::Column::CreatedAt).into(),
        )
        .filter(entities::job::Column::State.eq("PENDING"))
        .filter(entities::job::Column::RunAt.lt(soon))
        .exec(&ctx.db)
        .await
        .unwrap();
    run_due(ctx).await;
}

pub(crate) async fn notifications(
    ctx: &AppContext,
    member: i64,
) -> Vec<entities::notification::Model> {
    entities::notification::Entity::find()
        .filter(entities::notification::Column::MemberId.eq(member))
        .all(&ctx.db)
        .await
        .unwrap()
}

async fn follow_games(ctx: &AppContext, v: &Viewer, games: &[Game], change: SettingsUpdate) {
    domain::notify::settings::update(
        ctx,
        v,
        SettingsUpdate {
            games: Some(games.to_vec()),
            ..change
        },
    )
    .await
    .unwrap();
}

async fn publish(ctx: &AppContext, issue: &str) {
    let (staff, _) = TestMember::new("运营")
        .permission(Permission::Operations)
        .create(ctx)
        .await;
    domain::lottery::service::publish(
        ctx,
        &staff,
        Game::Ssq,
        domain::lottery::service::NewDraw {
            issue: issue.into(),
            draw_date: chrono::NaiveDate::from_ymd_opt(2026, 12, 1).unwrap(),
            main: vec![1, 5, 12, 20, 28, 33],
            extra: vec![8],
        },
        serde_json::json!([]),
        None,
    )
    .await
    .unwrap();
}

/// Quiet hours from an hour ago to two hours on, Beijing time: now is in.
fn quiet_now() -> QuietHours {
    use chrono::Timelike;
    let local = domain::kernel::clock::now() + chrono::Duration::hours(8);
    let minute = local.hour() * 60 + local.minute();
    QuietHours {
        start: (minute + 1440 - 60) % 1440,
        end: (minute + 120) % 1440,
    }
}

#[tokio::test]
async fn a_draw_reaches_each_follower_once_none_who_turned_it_off_and_waits_out_quiet_hours() {
    let server = getui(ok()).await;
    let (ctx, _db) = context(&server).await;
    let a = member_with_device(&ctx, "甲", "cid-a").await;
    let b = member_with_device(&ctx, "乙", "cid-b").await;
    let c = member_with_device(&ctx, "丙", "cid-c").await;
    let d = member_with_device(&ctx, "丁", "cid-d").await;
    follow_games(&ctx, &a, &[Game::Ssq, Game::Dlt], SettingsUpdate::default()).await;
    let off = SettingsUpdate {
        muted: Some(vec![Category::DrawResult]),
        ..Default::default()
    };
    follow_games(&ctx, &b, &[Game::Ssq], off).await;
    let quiet = quiet_now();
    let held = SettingsUpdate {
        quiet_hours: Some(quiet.format()),
        ..Default::default()
    };
    follow_games(&ctx, &c, &[Game::Ssq], held).await;
    follow_games(&ctx, &d, &[Game::Dlt], SettingsUpdate::default()).await;
    let bad = domain::notify::settings::update(
        &ctx,
        &d,
        SettingsUpdate {
            quiet_hours: Some(("25:00".into(), "08:00".into())),
            ..Default::default()
        },
    )
    .await
    .unwrap_err();
    assert_eq!(bad.field.as_deref(), Some("quietHours"), "{bad:?}");

    publish(&ctx, "2026139").await;
    run_due(&ctx).await;
    end_windows(&ctx).await;

    let got = pushes(&server).await;
    assert_eq!(got.len(), 1, "{got:?}");
    let (cid, _, title, body) = &got[0];
    assert_eq!(cid, "cid-a");
    assert_eq!(title, "双色球第2026139期开奖");
    assert_eq!(body, "开奖号码：01 05 12 20 28 33 + 08");
    assert!(
        notifications(&ctx, b.member_id).await.is_empty(),
        "turned off"
    );
    assert!(
        notifications(&ctx, d.member_id).await.is_empty(),
        "another game"
    );

    // 丙's waits for the end of the quiet hours.
    let held = notifications(&ctx, c.member_id).await;
    assert_eq!(held.len(), 1);
    assert_eq!(held[0].state, "PENDING");
    let expected = quiet.release_at(domain::kernel::clock::now());
    assert_eq!(held[0].due_at, expected, "due when the quiet hours end");
    let job = entities::job::Entity::find()
        .filter(entities::job::Column::Kind.eq("notify.deliver"))
        .filter(entities::job::Column::State.eq("PENDING"))
        .one(&ctx.db)
        .await
        .unwrap()
        .expect("its delivery waits");
    assert_eq!(job.run_at, expected);

    // The quiet hours end: sent then, once.
    entities::job::Entity::update_many()
        .col_expr(
            entities::job::Column::RunAt,
            Expr::value(domain::kernel::clock::now()),
        )
        .filter(entities::job::Column::Id.eq(job.id))
        .exec(&ctx.db)
        .await
        .unwrap();
    run_due(&ctx).await;
    end_windows(&ctx).await;
    let got = pushes(&server).await;
    assert_eq!(got.len(), 2, "{got:?}");
    assert_eq!(got[1].0, "cid-c");
    assert_eq!(notifications(&ctx, c.member_id).await[0].state, "SENT");
}

#[tokio::test]
async fn five_likes_in_ten_seconds_are_one_notification() {
    use domain::community::{likes, posts};
    let server = getui(ok()).await;
    let (ctx, _db) = context(&server).await;
    let author = member_with_device(&ctx, "作者", "cid-author").await;
    for i in 0..5 {
        let post = posts::create(
            &ctx,
            &author,
            Some("127.0.0.1"),
            posts::NewPost {
                body: format!("第{i}条动态"),
                ..Default::default()
            },
        )
        .await
        .unwrap();
        let (fan, _) = TestMember::new(&format!("粉丝{i}")).create(&ctx).await;
        likes::like_post(&ctx, &fan, post.id).await.unwrap();
    }
    // The likes' interaction messages (one per post), then their
    // notifications' window.
    end_windows(&ctx).await;
    end_windows(&ctx).await;

    let made = notifications(&ctx, author.member_id).await;
    assert_eq!(made.len(), 1, "{made:?}");
    assert_eq!(made[0].events, 5);
    let got = pushes(&server).await;
    assert_eq!(got.len(), 1, "{got:?}");
    assert_eq!(got[0].3, "你有 5 条新的评论与回复");
}

/// A message to `member` as a settled pick tells it.
pub(crate) async fn settled_pick(ctx: &AppContext, member: i64) {
    let txn = domain::kernel::db::begin(ctx).await.unwrap();
    let d = domain::message::deliver_to_member(
        &txn,
        member,
        None,
        domain::message::MessageType::SystemNotice,
        "竞猜已结算",
        "你的竞猜「巴萨 vs 皇马」猜中了",
        serde_json::json!({ "pickId": "1" }),
    )
    .await
    .unwrap();
    domain::message::announce_on(&txn, d);
    txn.commit().await.unwrap();
}

#[tokio::test]
async fn a_provider_answering_500_then_200_delivers_once() {
    let server = getui(ok()).await;
    first_push(&server, ResponseTemplate::new(500)).await;
    let (ctx, _db) = context(&server).await;
    let m = member_with_device(&ctx, "球迷", "cid-m").await;
    settled_pick(&ctx, m.member_id).await;
    fan_out(&ctx).await;
    end_windows(&ctx).await;

    let n = notifications(&ctx, m.member_id).await;
    assert_eq!(
        (n[0].state.as_str(), n[0].attempts),
        ("SENDING", 1),
        "held after the 500"
    );
    assert_eq!(pushes(&server).await.len(), 1);
    // The back-off ends (5 s): the retry delivers.
    end_windows(&ctx).await;
    let got = pushes(&server).await;
    assert_eq!(got.len(), 2, "{got:?}");
    assert_eq!(got[0].1, got[1].1, "the same request id both times");
    let n = notifications(&ctx, m.member_id).await;
    assert_eq!(n[0].state, "SENT");
    end_windows(&ctx).await;
    assert_eq!(pushes(&server).await.len(), 2, "and never again");
}

#[tokio::test]
async fn a_device_the_provider_calls_invalid_is_unbound() {
    let invalid = ResponseTemplate::new(200)
        .set_body_json(serde_json::json!({ "code": 20001, "msg": "target user is invalid" }));
    let server = getui(invalid).await;
    let (ctx, _db) = context(&server).await;
    let m = member_with_device(&ctx, "旧手机", "cid-old").await;
    settled_pick(&ctx, m.member_id).await;
    run_due(&ctx).await;
    end_windows(&ctx).await;
    assert_eq!(pushes(&server).await.len(), 1);
    let devices = domain::member::service::push_devices(&ctx.db, m.member_id)
        .await
        .unwrap();
    assert!(devices.is_empty(), "unbound: {devices:?}");
    let row = entities::notification_delivery::Entity::find()
        .one(&ctx.db)
        .await
        .unwrap()
        .unwrap();
    assert_eq!(
        (row.state.as_str(), row.target.as_str()),
        ("UNBOUND", "app:cid-old")
    );
    // The next one has no device to go to.
    settled_pick(&ctx, m.member_id).await;
    run_due(&ctx).await;
    tokio::time::sleep(Duration::from_millis(10)).await;
    end_windows(&ctx).await;
    assert_eq!(pushes(&server).await.len(), 1);
}

#[tokio::test]
async fn a_killed_delivery_job_is_delivered_once_by_another_instance() {
    let server = getui(ok()).await;
    // The first push hangs (instance A is killed while it waits).
    first_push(&server, ok().set_delay(Duration::from_secs(30))).await;
    let (ctx, _db) = context(&server).await;
    let m = member_with_device(&ctx, "球迷", "cid-k").await;
    settled_pick(&ctx, m.member_id).await;
    fan_out(&ctx).await; // one delivery job
    entities::job::Entity::update_many()
        .col_expr(
            entities::job::Column::RunAt,
            Expr::col(entities::job::Column::CreatedAt).into(),
        )
        .filter(entities::job::Column::State.eq("PENDING"))
        .exec(&ctx.db)
        .await
        .unwrap();

    let lease = Duration::from_millis(600);
    let a = Runner::new(ctx.clone(), domain::job_handlers()).with_lease(lease);
    let claimed = a.claim().await.unwrap().expect("A claims the delivery");
    assert_eq!(claimed.kind, "notify.deliver");
    let running = tokio::spawn(async move { a.run(claimed).await });
    for _ in 0..100 {
        if !pushes(&server).await.is_empty() {
            break;
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    running.abort(); // killed mid-call: its outcome is lost
    let _ = running.await;

    let b = Runner::new(ctx.clone(), domain::job_handlers()).with_lease(lease);
    let mut ran = 0;
    for _ in 0..100 {
        ran = b.run_due(10).await.unwrap();
        if ran > 0 {
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    assert_eq!(ran, 1, "B ran the delivery after A's lease");
    let got = pushes(&server).await;
    assert_eq!(got.len(), 2, "{got:?}");
    assert_eq!(
        got[0].1, got[1].1,
        "B's call repeats A's request id, which 个推 drops as a repeat"
    );
    let n = notifications(&ctx, m.member_id).await;
    assert_eq!(n[0].state, "SENT");
    let rows = entities::notification_delivery::Entity::find()
        .all(&ctx.db)
        .await
        .unwrap();
    assert_eq!(rows.len(), 1);
    assert_eq!(rows[0].state, "SENT");
    assert_eq!(b.run_due(10).await.unwrap(), 0, "nothing left");
}

#[tokio::test]
async fn past_the_daily_cap_the_message_centre_has_it() {
    let server = getui(ok()).await;
    let (ctx, _db) = context(&server).await;
    let m = member_with_device(&ctx, "话痨", "cid-cap").await;
    // Today's twenty already went.
    domain::notify::settings::update(&ctx, &m, SettingsUpdate::default())
        .await
        .unwrap();
    let today = domain::kernel::clock::shanghai_day(domain::kernel::clock::now()).to_string();
    entities::notify_setting::Entity::update_many()
        .col_expr(
            entities::notify_setting::Column::SentDay,
            Expr::value(today),
        )
        .col_expr(
            entities::notify_setting::Column::SentCount,
            Expr::value(i64::from(rules::notify::DEFAULT_DAILY_CAP)),
        )
        .exec(&ctx.db)
        .await
        .unwrap();
    settled_pick(&ctx, m.member_id).await;
    run_due(&ctx).await;
    end_windows(&ctx).await;
    assert!(pushes(&server).await.is_empty());
    assert_eq!(notifications(&ctx, m.member_id).await[0].state, "CAPPED");
    // A new day starts again at one.
    entities::notify_setting::Entity::update_many()
        .col_expr(
            entities::notify_setting::Column::SentDay,
            Expr::value("2020-01-01"),
        )
        .exec(&ctx.db)
        .await
        .unwrap();
    tokio::time::sleep(Duration::from_millis(5)).await;
    settled_pick(&ctx, m.member_id).await;
    run_due(&ctx).await;
    end_windows(&ctx).await;
    assert_eq!(pushes(&server).await.len(), 1);
}
