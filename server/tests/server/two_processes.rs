//! Two real `server` processes on one database and one Redis: a message
//! sent through one reaches a subscriber on the other, and a scheduled
//! message is delivered once although both run the scheduler; two
//! processes configured with one data feed ask its source once an interval
//! in all.
//!
//! The message test needs Redis (`TEST_REDIS_URL`, default `redis://127.0.0.1:6379`): fails,
//! never skips, when it is missing. The database is the suite's backend
//! (PostgreSQL in the PostgreSQL run).

use crate::common;
use domain::testing::TestMember;

use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use chrono::{DateTime, Timelike, Utc};
use wiremock::matchers::{method, path};
use wiremock::{Mock, MockServer, Request, Respond, ResponseTemplate};

use futures_util::StreamExt;
use sea_orm::{ColumnTrait, EntityTrait, PaginatorTrait, QueryFilter};
use serde_json::{json, Value};
use tokio_tungstenite::tungstenite::Message;

use common::process::{free_port, serve_on, server, succeed, wait_for, Running};
use common::ws::{signed_in, subscribe};
use domain::kernel::token::{TokenKind, TokenService};

const SECRET: &str = "two-processes-secret-two-processes-secret";

async fn member(db: &sea_orm::DatabaseConnection, nick: &str, staff: bool) -> i64 {
    let m = TestMember::new(nick);
    let m = if staff {
        m.permission(domain::Permission::Operations)
    } else {
        m
    };
    m.insert(db).await.id
}

async fn next_value(
    ws: &mut tokio_tungstenite::WebSocketStream<
        tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>,
    >,
    wait: Duration,
) -> Option<Value> {
    loop {
        let msg = tokio::time::timeout(wait, ws.next()).await.ok()??.unwrap();
        if let Message::Text(t) = msg {
            let v: Value = serde_json::from_str(&t).unwrap();
            if v["type"] == "next" {
                return Some(v["payload"]["data"]["unreadCount"].clone());
            }
            let t = &v["type"];
            assert!(t == "ping" || t == "pong" || t == "connection_ack", "{v}");
        }
    }
}

#[tokio::test]
async fn a_message_sent_through_one_process_reaches_a_subscriber_on_the_other() {
    let redis = std::env::var("TEST_REDIS_URL").unwrap_or_else(|_| "redis://127.0.0.1:6379".into());
    let (url, sqlite_dir) = domain::testing::fresh_database_url().await;
    let dir = tempfile::tempdir().unwrap();
    succeed(server(dir.path()).arg("migrate").env("DATABASE_URL", &url));
    let (pa, pb) = (free_port(), free_port());
    let mut procs = Vec::new();
    // This deployment's own prefix: no other test's events on the channel.
    let prefix = crate::common::deployment_prefix(&url);
    for port in [pa, pb] {
        let child = serve_on(dir.path(), port)
            .env("DATABASE_URL", &url)
            .env("REDIS_URL", &redis)
            .env("REDIS_KEY_PREFIX", &prefix)
            .env("JWT_SECRET", SECRET)
            .spawn()
            .unwrap();
        procs.push(Running(child));
    }
    for port in [pa, pb] {
        let ready: Value = wait_for(port, "/readyz").await.json().await.unwrap();
        assert_eq!(ready["redis"], "ok", "Redis must be reachable: {ready}");
    }

    let db = domain::kernel::db::connect(&url).await.unwrap();
    let staff_id = member(&db, "运营", true).await;
    let reader = member(&db, "读者", false).await;
    let tokens = TokenService::new(SECRET.as_bytes(), &[]).unwrap();
    let staff = tokens.issue(staff_id, TokenKind::Staff).unwrap().0;
    let token = tokens.issue(reader, TokenKind::Access).unwrap().0;

    // The subscriber is on B.
    let mut ws = signed_in(format!("127.0.0.1:{pb}"), &token).await;
    subscribe(&mut ws, "u", "subscription { unreadCount }").await;
    assert_eq!(
        next_value(&mut ws, Duration::from_secs(5)).await,
        Some(json!(0))
    );

    // Sent through A.
    let http = reqwest::Client::new();
    let started = Instant::now();
    let sent: Value = http
        .post(format!("http://127.0.0.1:{pa}/api/Message/Send"))
        .bearer_auth(&staff)
        .json(&json!({"memberIds": [reader.to_string()], "title": "跨实例", "content": "来自 A"}))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    assert_eq!(sent["status"], "SENT", "{sent}");
    assert_eq!(
        next_value(&mut ws, Duration::from_secs(5)).await,
        Some(json!(1))
    );
    eprintln!("send on A → push on B: {:?}", started.elapsed());

    // Scheduled through B, due in a moment: both processes run the
    // scheduler; it is delivered once.
    let at = (domain::kernel::clock::now() + chrono::TimeDelta::milliseconds(1500)).to_rfc3339();
    let scheduled: Value = http
        .post(format!("http://127.0.0.1:{pb}/api/Message/Send"))
        .bearer_auth(&staff)
        .json(&json!({"memberIds": [reader.to_string()], "title": "定时", "content": "到点送达", "scheduledAt": at}))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    assert_eq!(scheduled["status"], "SCHEDULED", "{scheduled}");
    assert_eq!(
        next_value(&mut ws, Duration::from_secs(8)).await,
        Some(json!(2))
    );
    // No second delivery follows.
    assert_eq!(next_value(&mut ws, Duration::from_secs(3)).await, None);
    let id: i64 = scheduled["id"].as_str().unwrap().parse().unwrap();
    let receipts = entities::message_receipt::Entity::find()
        .filter(entities::message_receipt::Column::MessageId.eq(id))
        .count(&db)
        .await
        .unwrap();
    assert_eq!(receipts, 1);
    let stored = entities::message::Entity::find_by_id(id)
        .one(&db)
        .await
        .unwrap()
        .unwrap();
    assert_eq!(stored.status, "SENT");

    drop(procs);
    if let Some(d) = sqlite_dir {
        let _ = std::fs::remove_dir_all(d);
    }
}

/// The fake source: answers a one-match 竞彩足球 schedule and notes when
/// each request came.
struct Source {
    asked: Arc<Mutex<Vec<DateTime<Utc>>>>,
    body: Value,
}

impl Respond for Source {
    fn respond(&self, _: &Request) -> ResponseTemplate {
        self.asked
            .lock()
            .unwrap()
            .push(domain::kernel::clock::now());
        ResponseTemplate::new(200).set_body_json(&self.body)
    }
}

fn schedule() -> Value {
    let kickoff = (domain::kernel::clock::now() + chrono::TimeDelta::days(2))
        .with_timezone(&domain::sports::import::BEIJING)
        .format("%Y-%m-%d")
        .to_string();
    json!({
        "success": true, "errorCode": "0", "errorMessage": "处理成功",
        "value": {"lastUpdateTime": "2026-08-21 21:48:35", "matchInfoList": [{
            "businessDate": "2026-08-21", "subMatchList": [{
                "matchId": 2041077, "matchNumStr": "周五019", "matchDate": kickoff,
                "matchTime": "20:00:00", "matchStatus": "Selling", "leagueAbbName": "法乙",
                "homeTeamAbbName": "雷恩", "awayTeamAbbName": "蒙彼利埃",
                "had": {"h": "2.20", "d": "3.05", "a": "2.88",
                        "updateDate": "2026-08-21", "updateTime": "09:00:00"},
                "poolList": [{"poolCode": "HAD", "single": 1}]}]}]}
    })
}

/// Both processes ask for the current slot's poll when they start and
/// once a minute after (`--feed-interval 60`): over two slots the source
/// is asked twice, not four times, whichever process claims each job.
#[tokio::test]
async fn two_processes_polling_one_feed_ask_the_source_once_an_interval() {
    let source = MockServer::start().await;
    let asked = Arc::new(Mutex::new(Vec::new()));
    Mock::given(method("GET"))
        .and(path("/calc"))
        .respond_with(Source {
            asked: asked.clone(),
            body: schedule(),
        })
        .mount(&source)
        .await;
    let (url, sqlite_dir) = domain::testing::fresh_database_url().await;
    let dir = tempfile::tempdir().unwrap();
    succeed(server(dir.path()).arg("migrate").env("DATABASE_URL", &url));

    // Start early in a minute, so that both processes' first asks fall in
    // one slot and their second asks, a minute later, in the next.
    let second = domain::kernel::clock::now().second();
    if second > 30 {
        tokio::time::sleep(Duration::from_secs(u64::from(61 - second))).await;
    }
    let first_slot = domain::kernel::clock::now().timestamp() / 60;
    let mut procs = Vec::new();
    let ports = [free_port(), free_port()];
    for port in ports {
        let child = serve_on(dir.path(), port)
            .env("DATABASE_URL", &url)
            .env("JWT_SECRET", SECRET)
            .env("FEED_JCZQ_URL", format!("{}/calc", source.uri()))
            .env("FEED_INTERVAL", "60")
            .spawn()
            .unwrap();
        procs.push(Running(child));
    }
    for port in ports {
        wait_for(port, "/readyz").await;
    }
    let started = Instant::now();
    assert_eq!(
        domain::kernel::clock::now().timestamp() / 60,
        first_slot,
        "both processes up within the minute they were started in"
    );

    // A minute on, each process has asked a second time, in the next slot.
    tokio::time::sleep(Duration::from_secs(63).saturating_sub(started.elapsed())).await;
    let db = domain::kernel::db::connect(&url).await.unwrap();
    let polls = || async {
        entities::job::Entity::find()
            .filter(entities::job::Column::Kind.eq(domain::feed::poll::POLL))
            .filter(entities::job::Column::State.eq("DONE"))
            .count(&db)
            .await
            .unwrap()
    };
    for _ in 0..100 {
        if polls().await >= 2 {
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    // Room for a second request of a slot, if there were one.
    tokio::time::sleep(Duration::from_secs(2)).await;
    let asked = asked.lock().unwrap().clone();
    let slots: Vec<i64> = asked.iter().map(|t| t.timestamp() / 60).collect();
    assert_eq!(
        slots,
        vec![first_slot, first_slot + 1],
        "one request a slot from the two processes: {asked:?}"
    );
    assert_eq!(polls().await, 2, "one poll job a slot");
    let stored = entities::sports_match::Entity::find()
        .filter(entities::sports_match::Column::SourceId.eq("sporttery:2041077"))
        .count(&db)
        .await
        .unwrap();
    assert_eq!(stored, 1);
    let state = entities::feed_state::Entity::find_by_id(
        domain::feed::poll::Feed::JczqSchedule.name().to_owned(),
    )
    .one(&db)
    .await
    .unwrap()
    .unwrap();
    assert_eq!((state.polls, state.failures), (2, 0));

    drop(procs);
    if let Some(d) = sqlite_dir {
        let _ = std::fs::remove_dir_all(d);
    }
}
