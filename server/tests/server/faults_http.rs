//! The fault table of security.md for the database: PostgreSQL goes away
//! under a running server — its sessions are ended as a stop ends them,
//! then a TCP proxy in front of it drops every connection and refuses new
//! ones — and comes back.
//!
//! - Within 4 s GraphQL and the legacy layer both answer
//!   `SERVICE_UNAVAILABLE` (no panic, no `INTERNAL`); `/healthz` stays 200,
//!   `/readyz` turns 503, the tracking pixel still answers its GIF.
//! - Back: the same process answers again, no restart.
//!
//! Needs PostgreSQL (`TEST_DATABASE_URL`, default
//! `postgres://postgres@127.0.0.1:5432/postgres`) in both passes; fails
//! without it.

use std::time::{Duration, Instant};

use sea_orm::ConnectionTrait;
use serde_json::json;

use crate::common;
use crate::redis_outage::Proxy;

fn admin_url() -> String {
    match std::env::var("TEST_DATABASE_URL") {
        Ok(u) if u.starts_with("postgres") => u,
        _ => "postgres://postgres@127.0.0.1:5432/postgres".into(),
    }
}

/// `host:port` of a PostgreSQL URL.
fn host_of(url: &str) -> String {
    let rest = url.split_once("://").map(|(_, r)| r).unwrap_or(url);
    let after_at = rest.rsplit_once('@').map(|(_, h)| h).unwrap_or(rest);
    after_at
        .split(['/', '?'])
        .next()
        .unwrap_or(after_at)
        .to_owned()
}

/// The URL with another address and database name (and no query).
fn rebuilt(url: &str, host: &str, addr: &str, db: &str) -> String {
    let prefix = &url[..url.find(host).unwrap()];
    format!("{prefix}{addr}/{db}")
}

/// A fresh PostgreSQL database reached through a TCP proxy the test can
/// cut or hang, and a server on it: the admin connection (to drop it at the
/// end), its name, the proxy and the server.
async fn behind_proxy(
    kind: &str,
) -> (
    sea_orm::DatabaseConnection,
    String,
    Proxy,
    common::TestServer,
) {
    let admin = admin_url();
    let name = format!("lm_test_{kind}_{}", uuid::Uuid::new_v4().simple());
    let conn = domain::kernel::db::connect(&admin)
        .await
        .unwrap_or_else(|e| panic!("PostgreSQL is needed at {admin}: {e}"));
    conn.execute_unprepared(&format!("CREATE DATABASE \"{name}\""))
        .await
        .unwrap();
    let host = host_of(&admin);
    let proxy = Proxy::start(host.clone()).await;
    let url = rebuilt(&admin, &host, &format!("127.0.0.1:{}", proxy.port), &name);
    let db = domain::kernel::db::connect(&url).await.unwrap();
    domain::kernel::db::migrate(&db).await.unwrap();
    let s = common::start_on_url(url, db).await;
    (conn, name, proxy, s)
}

#[tokio::test]
async fn the_database_goes_away_and_comes_back() {
    let (conn, name, proxy, s) = behind_proxy("fault").await;

    let gql = || {
        s.http
            .post(s.url("/graphql"))
            .json(&json!({"query": "{ latestDraws { issue } }"}))
            .send()
    };
    let legacy = || {
        s.http
            .post(s.url("/api/SystemConfig/Get"))
            .json(&json!({"type": "ANNOUNCEMENT"}))
            .send()
    };
    let (status, _, body) = common::decode(gql().await.unwrap()).await;
    assert_eq!(status, 200, "{body}");
    assert!(body["data"]["latestDraws"].is_array(), "{body}");

    // A stop first tells every session to end (57P01, "terminating
    // connection due to administrator command"): the pool's connections
    // die under it. Whatever a request meets then, it is never INTERNAL.
    conn.execute_unprepared(&format!(
        "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '{name}'"
    ))
    .await
    .unwrap();
    for _ in 0..3 {
        let (_, _, body) = common::decode(gql().await.unwrap()).await;
        let code = &body["errors"][0]["extensions"]["code"];
        assert!(
            code.is_null() || code == "SERVICE_UNAVAILABLE",
            "after the sessions were ended: {body}"
        );
        let (status, _, body) = common::decode(legacy().await.unwrap()).await;
        assert!(status == 200 || status == 503, "{status} {body}");
    }

    // Then the server is gone: nothing answers on its port.
    proxy.cut();
    let started = Instant::now();
    let (_, _, body) = common::decode(gql().await.unwrap()).await;
    assert!(
        started.elapsed() < Duration::from_secs(4),
        "{:?}",
        started.elapsed()
    );
    assert_eq!(
        body["errors"][0]["extensions"]["code"], "SERVICE_UNAVAILABLE",
        "{body}"
    );
    let started = Instant::now();
    let (status, _, body) = common::decode(legacy().await.unwrap()).await;
    assert!(started.elapsed() < Duration::from_secs(4));
    assert_eq!(
        (status, body["code"].as_str()),
        (503, Some("SERVICE_UNAVAILABLE")),
        "{body}"
    );
    let health = s.http.get(s.url("/healthz")).send().await.unwrap();
    assert_eq!(health.status(), 200);
    let ready = s.http.get(s.url("/readyz")).send().await.unwrap();
    assert_eq!(ready.status(), 503);
    let pixel = s
        .http
        .get(s.url("/api/DataCollection/log.gif?e=fault"))
        .send()
        .await
        .unwrap();
    assert_eq!(pixel.status(), 200);
    assert_eq!(pixel.headers()["content-type"], "image/gif");

    // Back: the pool reconnects on its own.
    proxy.restore();
    let deadline = Instant::now() + Duration::from_secs(10);
    loop {
        let (status, _, body) = common::decode(gql().await.unwrap()).await;
        if status == 200 && body.get("errors").is_none() {
            break;
        }
        assert!(Instant::now() < deadline, "not back within 10 s: {body}");
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
    let (status, _, _) = common::decode(legacy().await.unwrap()).await;
    assert_eq!(status, 200);
    drop(s);
    let _ = conn
        .execute_unprepared(&format!("DROP DATABASE IF EXISTS \"{name}\" WITH (FORCE)"))
        .await;
}

/// A database that hangs — its connections open, nothing answered, as a
/// host that stopped or a network that drops packets — is answered
/// `SERVICE_UNAVAILABLE` in each protocol's shape within 4 s (it was a
/// transport-level 408 after 10 s), `/healthz` still answers, and the same
/// process serves again once it answers.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_hung_database_answers_service_unavailable_within_4_s() {
    let (conn, name, proxy, s) = behind_proxy("hung").await;
    let (_, token) = s.member("彩友", false).await;

    let gql = || {
        s.http
            .post(s.url("/graphql"))
            .bearer_auth(&token)
            .json(&json!({"query": "{ points }"}))
            .send()
    };
    let legacy = || {
        s.http
            .post(s.url("/api/SystemConfig/Get"))
            .json(&json!({"type": "ANNOUNCEMENT"}))
            .send()
    };
    let (status, _, body) = common::decode(gql().await.unwrap()).await;
    assert_eq!(status, 200, "{body}");
    assert!(body.get("errors").is_none(), "{body}");

    proxy.hang();
    let started = Instant::now();
    let (status, ctype, body) = common::decode(gql().await.unwrap()).await;
    let took = started.elapsed();
    println!("GraphQL answered {status} after {took:?} with the database hung");
    assert!(took < Duration::from_secs(4), "{took:?}");
    assert!(ctype.starts_with("application/json"), "{ctype}");
    assert_eq!(
        body["errors"][0]["extensions"]["code"], "SERVICE_UNAVAILABLE",
        "{status} {body}"
    );
    let started = Instant::now();
    let resp = legacy().await.unwrap();
    let retry_after = resp.headers().get("retry-after").cloned();
    let (status, _, body) = common::decode(resp).await;
    assert!(started.elapsed() < Duration::from_secs(4));
    assert_eq!(
        (status, body["code"].as_str()),
        (503, Some("SERVICE_UNAVAILABLE")),
        "{body}"
    );
    // Every 503 says when to retry (docs/partner-errors.md).
    assert_eq!(
        retry_after.as_ref().and_then(|v| v.to_str().ok()),
        Some("2"),
        "{body}"
    );
    let health = s.http.get(s.url("/healthz")).send().await.unwrap();
    assert_eq!(health.status(), 200);

    proxy.restore();
    let deadline = Instant::now() + Duration::from_secs(15);
    loop {
        let (status, _, body) = common::decode(gql().await.unwrap()).await;
        if status == 200 && body.get("errors").is_none() {
            break;
        }
        assert!(Instant::now() < deadline, "not back within 15 s: {body}");
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
    drop(s);
    drop(proxy);
    let _ = conn
        .execute_unprepared(&format!("DROP DATABASE IF EXISTS \"{name}\" WITH (FORCE)"))
        .await;
}
