//! Request rate limits (security.md) through the real server: a member's
//! burst on either layer, an anonymous IP's burst, WebSocket connects per
//! IP, one bucket shared by two instances through Redis, and the
//! in-process fallback at half while Redis is down.
//!
//! A bucket starts full, so its first `burst` requests always pass; after
//! them it refills at the rate, so the refusal comes after at most
//! `burst + rate × elapsed` requests (rounded up). Each test checks both.
//! The Redis tests need Redis (`TEST_REDIS_URL`, default
//! `redis://127.0.0.1:6379`) and fail without it.

use std::future::Future;
use std::time::Instant;

use serde_json::json;

use crate::common::{self, TestServer};
use crate::redis_outage::Proxy;

/// Sends until the first 429 (at most `cap`): how many passed, the
/// seconds it took, and the refusal's status, headers and body.
async fn until_refused<F, Fut>(cap: usize, mut send: F) -> (usize, f64, reqwest::Response)
where
    F: FnMut(usize) -> Fut,
    Fut: Future<Output = reqwest::Response>,
{
    let started = Instant::now();
    for i in 0..cap {
        let r = send(i).await;
        if r.status() == 429 {
            return (i, started.elapsed().as_secs_f64(), r);
        }
    }
    panic!("no 429 in {cap} requests");
}

/// The accepted count lies between the burst and what refilled meanwhile.
fn assert_within(accepted: usize, burst: usize, per_second: f64, secs: f64) {
    let most = burst + (per_second * secs).ceil() as usize + 1;
    assert!(
        (burst..=most).contains(&accepted),
        "{accepted} passed; expected {burst}..={most} ({secs:.2} s)"
    );
}

fn redis_url() -> String {
    std::env::var("TEST_REDIS_URL").unwrap_or_else(|_| "redis://127.0.0.1:6379".into())
}

/// A key prefix of its own, so parallel tests on one Redis never meet.
fn fresh_prefix() -> String {
    format!("lmtest:{}:", uuid::Uuid::new_v4().simple())
}

fn gql(s: &TestServer, token: &str) -> reqwest::RequestBuilder {
    s.http
        .post(s.url("/graphql"))
        .bearer_auth(token)
        .json(&json!({"query": "{ __typename }"}))
}

fn legacy(s: &TestServer, token: Option<&str>) -> reqwest::RequestBuilder {
    let req = s
        .http
        .post(s.url("/api/SystemConfig/Get"))
        .json(&json!({"type": "ANNOUNCEMENT"}));
    match token {
        Some(t) => req.bearer_auth(t),
        None => req,
    }
}

#[tokio::test]
async fn a_member_gets_60_at_once_across_both_layers_then_429() {
    let s = common::start().await;
    let (_, token) = s.member("会员", false).await;
    // GraphQL and legacy calls alternate: one bucket for both.
    let (accepted, secs, refused) = until_refused(200, |i| {
        let req = if i % 2 == 0 {
            gql(&s, &token)
        } else {
            legacy(&s, Some(&token))
        };
        async move { req.send().await.unwrap() }
    })
    .await;
    assert_within(accepted, 60, 20.0, secs);
    let retry: u64 = refused.headers()["retry-after"]
        .to_str()
        .unwrap()
        .parse()
        .unwrap();
    assert!(retry >= 1);
    let path = refused.url().path().to_owned();
    let (_, ctype, body) = common::decode(refused).await;
    if path == "/graphql" {
        assert_eq!(body["errors"][0]["extensions"]["code"], "RATE_LIMITED");
        assert_eq!(body["errors"][0]["extensions"]["retryAfter"], retry);
    } else {
        assert_eq!(ctype, "application/problem+json");
        assert_eq!(body["code"], "RATE_LIMITED");
    }
    // Another member has a bucket of its own.
    let (_, other) = s.member("别人", false).await;
    assert_eq!(gql(&s, &other).send().await.unwrap().status(), 200);
}

#[tokio::test]
async fn an_anonymous_ip_gets_30_at_once_then_429() {
    let s = common::start().await;
    let (accepted, secs, refused) = until_refused(200, |_| {
        let req = legacy(&s, None);
        async move { req.send().await.unwrap() }
    })
    .await;
    assert_within(accepted, 30, 10.0, secs);
    assert!(refused.headers().contains_key("retry-after"));
    let (_, ctype, body) = common::decode(refused).await;
    assert_eq!(ctype, "application/problem+json");
    assert_eq!(body["code"], "RATE_LIMITED");
    // The limits are settings.
    let s = common::start_with(&["--rate-ip-burst", "3", "--rate-ip-per-second", "1"]).await;
    let (accepted, secs, _) = until_refused(50, |_| {
        let req = legacy(&s, None);
        async move { req.send().await.unwrap() }
    })
    .await;
    assert_within(accepted, 3, 1.0, secs);
}

#[tokio::test]
async fn websocket_connects_are_limited_per_ip() {
    use tokio_tungstenite::tungstenite::client::IntoClientRequest;
    let s = common::start().await;
    let mut open = Vec::new();
    let started = Instant::now();
    let refused = loop {
        let mut req = format!("ws://{}/graphql", s.addr)
            .into_client_request()
            .unwrap();
        req.headers_mut().insert(
            "Sec-WebSocket-Protocol",
            "graphql-transport-ws".parse().unwrap(),
        );
        match tokio_tungstenite::connect_async(req).await {
            Ok((ws, _)) => open.push(ws),
            Err(tokio_tungstenite::tungstenite::Error::Http(resp)) => break resp,
            Err(e) => panic!("{e}"),
        }
        assert!(open.len() < 100, "no refusal in 100 connects");
    };
    assert_within(open.len(), 5, 5.0, started.elapsed().as_secs_f64());
    assert_eq!(refused.status(), 429);
    assert!(refused.headers().contains_key("retry-after"));
}

#[tokio::test]
async fn two_instances_share_one_bucket_through_redis() {
    let prefix = fresh_prefix();
    let redis = redis_url();
    let args = ["--redis-url", &redis, "--redis-key-prefix", &prefix];
    let a = common::start_with(&args).await;
    let b = a.twin(&args).await;
    let (_, token) = a.member("会员", false).await;
    // Half the burst on A, the rest on B: B refuses where A's spending left off.
    // The bucket refills from A's first request on, so the time that bounds
    // what passed starts there (on a slow machine A's 30 took long enough
    // to refill two more).
    let started = Instant::now();
    for _ in 0..30 {
        assert_eq!(gql(&a, &token).send().await.unwrap().status(), 200);
    }
    let (accepted, secs, _) = until_refused(200, |_| {
        let req = gql(&b, &token);
        async move { req.send().await.unwrap() }
    })
    .await;
    let secs = secs.max(started.elapsed().as_secs_f64());
    assert_within(accepted + 30, 60, 20.0, secs);
    assert!(accepted < 60, "B started with a full bucket of its own");
    drop(b);
}

#[tokio::test]
async fn with_redis_down_the_limit_falls_back_in_process_at_half() {
    let target = redis_url()
        .trim_start_matches("redis://")
        .trim_end_matches('/')
        .to_owned();
    let proxy = Proxy::start(target).await;
    let prefix = fresh_prefix();
    let url = format!("redis://127.0.0.1:{}", proxy.port);
    let s = common::start_with(&["--redis-url", &url, "--redis-key-prefix", &prefix]).await;
    proxy.cut();
    // Never unlimited: an anonymous IP gets half its burst (15) at half
    // the rate (5 a second). (A signed-in request needs Redis for the
    // token denylist, so it fails closed before any limit.)
    let (accepted, secs, refused) = until_refused(200, |_| {
        let req = s
            .http
            .post(s.url("/graphql"))
            .json(&json!({"query": "{ __typename }"}));
        async move { req.send().await.unwrap() }
    })
    .await;
    assert_within(accepted, 15, 5.0, secs);
    let (_, _, body) = common::decode(refused).await;
    assert_eq!(body["errors"][0]["extensions"]["code"], "RATE_LIMITED");
    proxy.restore();
}
