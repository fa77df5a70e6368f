//! WeChat subscription messages: the access token fetched once for two
//! instances (sharing Redis), fetched again once when WeChat refuses it,
//! and a message spending one recorded consent.

use std::sync::Arc;
use std::time::Duration;

use domain::kernel::kv::{KvStore, RedisKv};
use domain::kernel::providers::wechat::WeChatClient;
use domain::kernel::providers::{Providers, PushNote, PushOutcome, WeChat};
use domain::testing::{test_context_with, TestMember};
use sea_orm::EntityTrait;
use wiremock::matchers::{method, path, query_param};
use wiremock::{Mock, MockServer, ResponseTemplate};

const SEND: &str = "/cgi-bin/message/subscribe/send";

async fn redis_kv() -> Arc<dyn KvStore> {
    let url = std::env::var("TEST_REDIS_URL").unwrap_or_else(|_| "redis://127.0.0.1:6379".into());
    let client = redis::Client::open(url).unwrap();
    let conn = domain::kernel::events::connect_redis(&client)
        .await
        .expect("Redis must be reachable (TEST_REDIS_URL)");
    Arc::new(RedisKv::new(conn))
}

fn token_reply(token: &str) -> ResponseTemplate {
    ResponseTemplate::new(200)
        .set_body_json(serde_json::json!({ "access_token": token, "expires_in": 7200 }))
        // Slow enough that both instances ask while the first fetch runs.
        .set_delay(Duration::from_millis(300))
}

fn note() -> PushNote<'static> {
    PushNote {
        request_id: "lm00000000000001",
        title: "竞猜已结算",
        body: "你的竞猜猜中了",
        link: "/pages/my/message/index",
    }
}

fn token_fetches(got: &[wiremock::Request]) -> usize {
    got.iter()
        .filter(|r| r.url.path() == "/cgi-bin/token")
        .count()
}

#[tokio::test]
async fn two_instances_fetch_the_access_token_once_and_renew_it_once() {
    let server = MockServer::start().await;
    // An app id of this run's own: the shared Redis outlives runs.
    let app = format!("wx{}", uuid::Uuid::new_v4().simple());
    Mock::given(method("GET"))
        .and(path("/cgi-bin/token"))
        .respond_with(token_reply("tok-new"))
        .mount(&server)
        .await;
    Mock::given(method("POST"))
        .and(path(SEND))
        .and(query_param("access_token", "tok-old"))
        .respond_with(
            ResponseTemplate::new(200).set_body_json(
                serde_json::json!({ "errcode": 40001, "errmsg": "invalid credential" }),
            ),
        )
        .mount(&server)
        .await;
    Mock::given(method("POST"))
        .and(path(SEND))
        .and(query_param("access_token", "tok-new"))
        .respond_with(
            ResponseTemplate::new(200)
                .set_body_json(serde_json::json!({ "errcode": 0, "errmsg": "ok" })),
        )
        .mount(&server)
        .await;
    let one = WeChatClient::new(&server.uri(), &app, "secret", redis_kv().await);
    let two = WeChatClient::new(&server.uri(), &app, "secret", redis_kv().await);

    // No token yet: both instances send at once; one fetches.
    let n = note();
    let (a, b) = tokio::join!(
        one.subscribe_send("openid-1", "tmpl", &n),
        two.subscribe_send("openid-2", "tmpl", &n)
    );
    assert_eq!(
        (a.unwrap(), b.unwrap()),
        (PushOutcome::Delivered, PushOutcome::Delivered)
    );
    let got = server.received_requests().await.unwrap();
    assert_eq!(token_fetches(&got), 1, "one fetch for two instances");

    // WeChat ends the token (40001 for it): both renew, one fetches.
    let kv = redis_kv().await;
    kv.set(
        &format!("wechat:access_token:{app}"),
        "tok-old",
        Duration::from_secs(600),
    )
    .await
    .unwrap();
    let (a, b) = tokio::join!(
        one.subscribe_send("openid-1", "tmpl", &n),
        two.subscribe_send("openid-2", "tmpl", &n)
    );
    assert_eq!(
        (a.unwrap(), b.unwrap()),
        (PushOutcome::Delivered, PushOutcome::Delivered)
    );
    let got = server.received_requests().await.unwrap();
    assert_eq!(token_fetches(&got), 2, "renewed once");
}

#[tokio::test]
async fn a_subscription_message_spends_one_consent() {
    let server = MockServer::start().await;
    Mock::given(method("GET"))
        .and(path("/cgi-bin/token"))
        .respond_with(token_reply("tok"))
        .mount(&server)
        .await;
    Mock::given(method("POST"))
        .and(path(SEND))
        .respond_with(
            ResponseTemplate::new(200)
                .set_body_json(serde_json::json!({ "errcode": 0, "errmsg": "ok" })),
        )
        .mount(&server)
        .await;
    let kv = Arc::new(domain::kernel::kv::MemoryKv::default());
    let templates = [("QUIZ_SETTLED".to_owned(), "tmpl-quiz".to_owned())];
    let providers = Providers {
        wechat: Some(Arc::new(WeChatClient::new(
            &server.uri(),
            "wxapp",
            "secret",
            kv,
        ))),
        push: None,
        subscribe_templates: Arc::new(templates.into_iter().collect()),
        ..Providers::console()
    };
    let (ctx, _db) = test_context_with(providers).await;
    let (m, _) = TestMember::new("小程序")
        .with(|am| am.wechat_open_id = sea_orm::ActiveValue::Set(Some("openid-9".into())))
        .create(&ctx)
        .await;
    super::quiet_hours_off(&ctx, &m).await;
    let settings = domain::notify::settings::get(&ctx, &m).await.unwrap();
    assert_eq!(settings.templates.len(), 1);
    let err = domain::notify::settings::record_consent(&ctx, &m, &["other".into()])
        .await
        .unwrap_err();
    assert_eq!(err.field.as_deref(), Some("templateIds"));
    let n = domain::notify::settings::record_consent(&ctx, &m, &["tmpl-quiz".into()])
        .await
        .unwrap();
    assert_eq!(n, 1);

    // Two settled picks: the first spends the consent, the second has none.
    super::settled_pick(&ctx, m.member_id).await;
    super::run_due(&ctx).await;
    super::end_windows(&ctx).await;
    super::settled_pick(&ctx, m.member_id).await;
    super::run_due(&ctx).await;
    super::end_windows(&ctx).await;

    let sent: Vec<serde_json::Value> = server
        .received_requests()
        .await
        .unwrap()
        .iter()
        .filter(|r| r.url.path() == SEND)
        .map(|r| serde_json::from_slice(&r.body).unwrap())
        .collect();
    assert_eq!(sent.len(), 1, "{sent:?}");
    assert_eq!(sent[0]["touser"], "openid-9");
    assert_eq!(sent[0]["template_id"], "tmpl-quiz");
    assert_eq!(sent[0]["data"]["thing1"]["value"], "竞猜已结算");
    let rows = entities::notification_delivery::Entity::find()
        .all(&ctx.db)
        .await
        .unwrap();
    let states: Vec<&str> = rows.iter().map(|r| r.state.as_str()).collect();
    assert!(
        states.contains(&"SENT") && states.contains(&"REFUSED"),
        "{states:?}"
    );
}
