//! Issue 36's drain, on the real binary: SIGTERM with 50 open sockets
//! (both subprotocols) closes each with 1001, `/readyz` answers 503 while
//! the listener still accepts, and the process exits 0 within the
//! deadline; SIGTERM during a burst of check-ins leaves each check-in done
//! once or refused, never twice, with the ledger balanced.

use std::process::Stdio;
use std::time::{Duration, Instant};

use futures_util::{SinkExt, StreamExt};
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter};
use serde_json::{json, Value};
use tokio_tungstenite::tungstenite::client::IntoClientRequest;
use tokio_tungstenite::tungstenite::Message;

use crate::common::process::{free_port, serve_on, server, succeed, wait_for, Running};
use crate::common::ws::{signed_in, subscribe, Ws};
use domain::kernel::token::{TokenKind, TokenService};
use domain::testing::TestMember;

const SECRET: &str = "drain-test-secret-drain-test-secret-0123";
const DELAY: &str = "1500ms";
const DEADLINE: Duration = Duration::from_secs(6);

fn sigterm(child: &std::process::Child) {
    let status = std::process::Command::new("kill")
        .args(["-TERM", &child.id().to_string()])
        .status()
        .unwrap();
    assert!(status.success());
}

/// A migrated database of the suite's backend, and a server on it with a
/// short drain delay (stderr kept for the log lines).
async fn start(dir: &std::path::Path) -> (String, u16, Running, Option<std::path::PathBuf>) {
    let (url, sqlite_dir) = domain::testing::fresh_database_url().await;
    succeed(server(dir).arg("migrate").env("DATABASE_URL", &url));
    let port = free_port();
    let child = serve_on(dir, port)
        .env("DATABASE_URL", &url)
        .env("JWT_SECRET", SECRET)
        .env("DRAIN_DELAY", DELAY)
        .env("DRAIN_DEADLINE", format!("{}s", DEADLINE.as_secs()))
        .env("RATE_WS_CONNECTS_PER_SECOND", "1000")
        .env("RATE_MEMBER_BURST", "1000")
        .env("RATE_IP_BURST", "1000")
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let running = Running(child);
    wait_for(port, "/readyz").await;
    (url, port, running, sqlite_dir)
}

/// A socket on the older `graphql-ws` protocol, past `connection_ack`.
async fn legacy_socket(port: u16, token: &str) -> Ws {
    let mut req = format!("ws://127.0.0.1:{port}/graphql")
        .into_client_request()
        .unwrap();
    req.headers_mut()
        .insert("Sec-WebSocket-Protocol", "graphql-ws".parse().unwrap());
    let mut ws = tokio_tungstenite::connect_async(req).await.unwrap().0;
    let init =
        json!({"type": "connection_init", "payload": {"Authorization": format!("Bearer {token}")}});
    ws.send(Message::text(init.to_string())).await.unwrap();
    loop {
        match ws.next().await {
            Some(Ok(Message::Text(t))) => {
                let v: Value = serde_json::from_str(&t).unwrap();
                if v["type"] == "connection_ack" {
                    break;
                }
                assert_eq!(v["type"], "ka", "{v}");
            }
            other => panic!("no connection_ack: {other:?}"),
        }
    }
    let start =
        json!({"id": "u", "type": "start", "payload": {"query": "subscription { unreadCount }"}});
    ws.send(Message::text(start.to_string())).await.unwrap();
    ws
}

/// Reads until the close frame; its code (1006 when the socket just ends).
async fn close_code(mut ws: Ws) -> u16 {
    loop {
        match tokio::time::timeout(Duration::from_secs(20), ws.next()).await {
            Err(_) => return 0,
            Ok(Some(Ok(Message::Close(Some(frame))))) => return u16::from(frame.code),
            Ok(Some(Ok(Message::Close(None)))) => return 1005,
            Ok(Some(Ok(_))) => continue,
            Ok(Some(Err(_)) | None) => return 1006,
        }
    }
}

async fn tokens(url: &str, n: usize) -> Vec<(i64, String)> {
    let db = domain::kernel::db::connect(url).await.unwrap();
    let service = TokenService::new(SECRET.as_bytes(), &[]).unwrap();
    let mut out = Vec::new();
    for i in 0..n {
        let id = TestMember::new(&format!("排空{i}")).insert(&db).await.id;
        out.push((id, service.issue(id, TokenKind::Access).unwrap().0));
    }
    out
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn sigterm_closes_fifty_sockets_with_1001_after_readiness_fails_and_exits_0() {
    let dir = tempfile::tempdir().unwrap();
    let (url, port, mut running, sqlite_dir) = start(dir.path()).await;
    let members = tokens(&url, 50).await;
    let mut sockets = Vec::new();
    for (i, (_, token)) in members.iter().enumerate() {
        if i % 2 == 0 {
            let mut ws = signed_in(format!("127.0.0.1:{port}"), token).await;
            subscribe(&mut ws, "u", "subscription { unreadCount }").await;
            sockets.push(ws);
        } else {
            sockets.push(legacy_socket(port, token).await);
        }
    }
    let closes: Vec<_> = sockets
        .into_iter()
        .map(|ws| tokio::spawn(close_code(ws)))
        .collect();

    let signalled = Instant::now();
    sigterm(&running.0);
    // Readiness fails at once, while the listener still takes requests.
    let http = reqwest::Client::new();
    let mut draining_seen = false;
    let mut refused_after_draining = false;
    for _ in 0..400 {
        match http
            .get(format!("http://127.0.0.1:{port}/readyz"))
            .send()
            .await
        {
            Ok(r) => {
                assert!(
                    !refused_after_draining,
                    "the listener answered again after closing"
                );
                if r.status() == 503 {
                    let body: Value = r.json().await.unwrap();
                    assert_eq!(body["status"], "draining");
                    draining_seen = true;
                } else {
                    assert!(
                        !draining_seen,
                        "readiness went back to {} while draining",
                        r.status()
                    );
                }
            }
            Err(_) => {
                refused_after_draining = true;
                break;
            }
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    assert!(
        draining_seen,
        "/readyz answered 503 before the listener closed"
    );
    assert!(refused_after_draining, "the listener closed");

    let mut codes = Vec::new();
    for c in closes {
        codes.push(c.await.unwrap());
    }
    assert!(
        codes.iter().all(|c| *c == 1001),
        "every socket saw 1001 (going away): {codes:?}"
    );
    // Exit 0, bounded by the deadline (polled; a hang fails the test).
    let status = loop {
        if let Some(s) = running.0.try_wait().unwrap() {
            break s;
        }
        assert!(
            signalled.elapsed() < DEADLINE + Duration::from_secs(10),
            "still running long after the drain deadline"
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    };
    eprintln!(
        "drain: 50 sockets closed with 1001, exit {status} {:?} after SIGTERM (delay {DELAY}, deadline {DEADLINE:?})",
        signalled.elapsed()
    );
    assert!(status.success(), "exit status {status}");
    let mut log = String::new();
    if let Some(mut err) = running.0.stderr.take() {
        use std::io::Read;
        let _ = err.read_to_string(&mut log);
    }
    assert!(log.contains("draining"), "{log}");
    assert!(log.contains("stopped"), "{log}");
    drop(running);
    if let Some(d) = sqlite_dir {
        let _ = std::fs::remove_dir_all(d);
    }
}

/// What one check-in attempt came to, as its caller saw it.
#[derive(Debug, PartialEq)]
enum Outcome {
    Done,
    AlreadyDone,
    /// Refused or cut before an answer: the caller may retry.
    NoAnswer,
}

async fn check_in(http: &reqwest::Client, port: u16, token: &str) -> Outcome {
    let sent = http
        .post(format!("http://127.0.0.1:{port}/graphql"))
        .bearer_auth(token)
        .json(&json!({"query": "mutation { checkIn(input: {}) { checkIn { points } userErrors { code } } }"}))
        .send()
        .await;
    let Ok(resp) = sent else {
        return Outcome::NoAnswer;
    };
    if resp.status() == 503 {
        return Outcome::NoAnswer;
    }
    let Ok(body) = resp.json::<Value>().await else {
        return Outcome::NoAnswer;
    };
    let answer = &body["data"]["checkIn"];
    if answer["checkIn"].is_object() {
        Outcome::Done
    } else if answer["userErrors"][0]["code"] == "ALREADY_CHECKED_IN" {
        Outcome::AlreadyDone
    } else {
        panic!("unexpected answer: {body}");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn sigterm_during_a_burst_of_check_ins_does_each_once_or_refuses_it() {
    let dir = tempfile::tempdir().unwrap();
    let (url, port, running, sqlite_dir) = start(dir.path()).await;
    let members = tokens(&url, 120).await;
    let http = reqwest::Client::new();

    // Each member checks in twice in a row, the burst spread over the
    // signal: the first attempts run before it, the last ones meet the
    // drain or the closed listener.
    let mut tasks = Vec::new();
    for (i, (_, token)) in members.iter().enumerate() {
        let (http, token) = (http.clone(), token.clone());
        tasks.push(tokio::spawn(async move {
            tokio::time::sleep(Duration::from_millis(30 * i as u64)).await;
            let first = check_in(&http, port, &token).await;
            let second = check_in(&http, port, &token).await;
            (first, second)
        }));
    }
    tokio::time::sleep(Duration::from_millis(30 * 27)).await;
    sigterm(&running.0);
    let mut outcomes = Vec::new();
    for t in tasks {
        outcomes.push(t.await.unwrap());
    }
    let mut running = running;
    let status = running.0.wait().unwrap();
    assert!(status.success(), "exit status {status}");
    drop(running);

    // A new instance on the same database: every member asks again.
    let port2 = free_port();
    let _next = Running(
        serve_on(dir.path(), port2)
            .env("DATABASE_URL", &url)
            .env("JWT_SECRET", SECRET)
            .env("RATE_MEMBER_BURST", "1000")
            .env("RATE_IP_BURST", "1000")
            .spawn()
            .unwrap(),
    );
    wait_for(port2, "/readyz").await;
    let db = domain::kernel::db::connect(&url).await.unwrap();
    let (mut done, mut refused) = (0, 0);
    for ((member, token), (first, second)) in members.iter().zip(&outcomes) {
        let before = [first, second];
        let answered_done = before.iter().filter(|o| ***o == Outcome::Done).count();
        assert!(
            answered_done <= 1,
            "member {member} checked in twice: {before:?}"
        );
        if answered_done == 1 {
            done += 1;
        } else {
            refused += 1;
        }
        let again = check_in(&http, port2, token).await;
        if answered_done == 1 {
            assert_eq!(again, Outcome::AlreadyDone, "member {member}");
        }
        // Whatever the caller saw, the database holds exactly one check-in
        // now (the retry did it if the first never happened); then every
        // balance equals its ledger and check-in days their rows.
        let rows = entities::check_in::Entity::find()
            .filter(entities::check_in::Column::MemberId.eq(*member))
            .all(&db)
            .await
            .unwrap();
        assert_eq!(rows.len(), 1, "member {member}: {before:?} then {again:?}");
    }
    domain::testing::assert_points_invariants(&db).await;
    eprintln!(
        "check-ins: {done} answered done before the stop, {refused} refused or cut (then done once by the retry)"
    );
    assert!(done > 0 && refused > 0, "the signal fell inside the burst");
    if let Some(d) = sqlite_dir {
        let _ = std::fs::remove_dir_all(d);
    }
}
