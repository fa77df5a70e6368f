//! Issue 36's rolling restart, with the deploy recipe's own files: two
//! instances started as `deploy/systemd/lottery-member@.service` starts
//! them (its `ExecStart`, its two environment files from `deploy/env/`),
//! behind HAProxy running `deploy/haproxy/haproxy.cfg` (only the addresses
//! replaced), on PostgreSQL and Redis. Under steady load — member reads,
//! check-ins, staff message sends, 200 graphql-ws subscribers through the
//! balancer — each instance is restarted in turn as
//! `deploy/rolling-restart.sh` does (SIGTERM, wait for the exit, start,
//! wait until ready, wait for the balancer's rise). Expected: no request
//! fails except ones a client may retry (counted and printed), every
//! subscriber is closed with 1001, reconnects and gets a fresh unread
//! count, every message sent is delivered, every check-in happened once,
//! and the points ledger balances.
//!
//! systemd itself does not run here (the sandbox has no init system); the
//! test reads the unit for what systemd would run. Needs PostgreSQL
//! (`TEST_DATABASE_URL`: scripts/test.sh runs this in its PostgreSQL pass),
//! Redis (`TEST_REDIS_URL`, default 127.0.0.1:6379) and `haproxy` (the
//! test command installs Debian's package): fails, never skips, without.

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicBool, AtomicI64, AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use futures_util::{SinkExt, StreamExt};
use sea_orm::{ColumnTrait, EntityTrait, PaginatorTrait, QueryFilter};
use serde_json::{json, Value};
use tokio_tungstenite::tungstenite::client::IntoClientRequest;
use tokio_tungstenite::tungstenite::Message;

use crate::common::process::{free_port, succeed, Running};
use domain::kernel::token::{TokenKind, TokenService};
use domain::testing::TestMember;

const SECRET: &str = "rolling-restart-secret-rolling-restart-secret";
const SUBSCRIBERS: usize = 200;
const READERS: usize = 20;

fn repo() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

/// `KEY=VALUE` lines of an environment file (systemd's `EnvironmentFile`).
fn env_file(path: &Path) -> Vec<(String, String)> {
    std::fs::read_to_string(path)
        .unwrap()
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .map(|l| {
            let (k, v) = l.split_once('=').unwrap();
            (k.to_owned(), v.to_owned())
        })
        .collect()
}

/// The unit's `ExecStart` arguments after the binary.
fn exec_start_args() -> Vec<String> {
    let unit =
        std::fs::read_to_string(repo().join("deploy/systemd/lottery-member@.service")).unwrap();
    let line = unit
        .lines()
        .find_map(|l| l.strip_prefix("ExecStart="))
        .expect("the unit has an ExecStart");
    let mut words = line.split_whitespace();
    assert_eq!(words.next(), Some("/usr/local/bin/lottery-member"));
    words.map(str::to_owned).collect()
}

struct Deployment {
    dir: tempfile::TempDir,
    env: Vec<(String, String)>,
    ports: [u16; 2],
    instances: [Option<Running>; 2],
    _haproxy: Running,
}

impl Deployment {
    /// The settings every instance shares: the example file with this
    /// machine's values, as the guide says to fill it in.
    fn common_env(dir: &Path, url: &str, redis: &str, prefix: &str) -> Vec<(String, String)> {
        let mut env: Vec<(String, String)> =
            env_file(&repo().join("deploy/env/common.env.example"))
                .into_iter()
                .filter(|(k, _)| k != "STATIC_DIR")
                .map(|(k, v)| {
                    let v = match k.as_str() {
                        "DATABASE_URL" => url.to_owned(),
                        "REDIS_URL" => redis.to_owned(),
                        "REDIS_KEY_PREFIX" => prefix.to_owned(),
                        "JWT_SECRET" => SECRET.to_owned(),
                        "DATA_DIR" => dir.display().to_string(),
                        // No SMS or push is sent here; production only
                        // needs the providers configured.
                        _ if v.starts_with("__ALIYUN") || v.starts_with("__GETUI") => {
                            "unused-in-this-test".to_owned()
                        }
                        _ => v,
                    };
                    (k, v)
                })
                .collect();
        // Every simulated client comes from 127.0.0.1 (the balancer's
        // X-Forwarded-For): the per-IP limits would count 200 phones as
        // one. Raised here, not in the recipe.
        env.push(("RATE_WS_CONNECTS_PER_SECOND".into(), "10000".into()));
        env.push(("RATE_IP_BURST".into(), "10000".into()));
        env.push(("RATE_IP_PER_SECOND".into(), "10000".into()));
        assert!(env.iter().all(|(_, v)| !v.contains("__")), "{env:?}");
        env
    }

    fn start_instance(&mut self, i: usize) {
        let instance = env_file(&repo().join("deploy/env/instance.env.example"))
            .into_iter()
            .map(|(k, v)| (k, v.replace("__PORT__", &self.ports[i].to_string())));
        let log = std::fs::File::create(self.dir.path().join(format!("instance-{i}.log"))).unwrap();
        let child = Command::new(env!("CARGO_BIN_EXE_server"))
            .current_dir(self.dir.path())
            .env_clear()
            .envs(self.env.iter().cloned())
            .envs(instance)
            .args(exec_start_args())
            .stdout(Stdio::null())
            .stderr(log)
            .spawn()
            .unwrap();
        self.instances[i] = Some(Running(child));
    }

    /// `systemctl stop`: SIGTERM, then the exit (status 0 expected).
    fn stop_instance(&mut self, i: usize) -> Duration {
        let mut running = self.instances[i].take().unwrap();
        let started = Instant::now();
        let ok = Command::new("kill")
            .args(["-TERM", &running.0.id().to_string()])
            .status()
            .unwrap();
        assert!(ok.success());
        let status = running.0.wait().unwrap();
        assert!(status.success(), "instance {i} exited with {status}");
        started.elapsed()
    }

    async fn ready(&self, i: usize) {
        let http = reqwest::Client::new();
        for _ in 0..300 {
            if let Ok(r) = http
                .get(format!("http://127.0.0.1:{}/readyz", self.ports[i]))
                .send()
                .await
            {
                if r.status() == 200 {
                    return;
                }
            }
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
        panic!(
            "instance {i} not ready; its log:\n{}",
            std::fs::read_to_string(self.dir.path().join(format!("instance-{i}.log")))
                .unwrap_or_default()
        );
    }
}

fn haproxy(dir: &Path, front: u16, ports: [u16; 2]) -> Running {
    let cfg = std::fs::read_to_string(repo().join("deploy/haproxy/haproxy.cfg"))
        .unwrap()
        .replace("127.0.0.1:8080", &format!("127.0.0.1:{front}"))
        .replace("127.0.0.1:8081", &format!("127.0.0.1:{}", ports[0]))
        .replace("127.0.0.1:8082", &format!("127.0.0.1:{}", ports[1]))
        .replace("127.0.0.1:8404", &format!("127.0.0.1:{}", free_port()));
    let path = dir.join("haproxy.cfg");
    std::fs::write(&path, cfg).unwrap();
    let log = dir.join("haproxy.log");
    let mut child = Command::new("haproxy")
        .args(["-db", "-f"])
        .arg(&path)
        .stdout(std::fs::File::create(&log).unwrap())
        .stderr(std::fs::File::create(dir.join("haproxy.err")).unwrap())
        .spawn()
        .unwrap_or_else(|e| panic!("haproxy must be installed (apt-get install haproxy): {e}"));
    for _ in 0..100 {
        if std::net::TcpStream::connect(("127.0.0.1", front)).is_ok() {
            return Running(child);
        }
        if let Some(status) = child.try_wait().unwrap() {
            panic!(
                "haproxy exited ({status}):\n{}",
                std::fs::read_to_string(dir.join("haproxy.err")).unwrap_or_default()
            );
        }
        std::thread::sleep(Duration::from_millis(50));
    }
    panic!("haproxy does not listen on {front}");
}

/// What the clients saw, counted.
#[derive(Default)]
struct Counts {
    requests: AtomicU64,
    retried: AtomicU64,
    failed: AtomicU64,
    sent: AtomicU64,
    check_ins: AtomicU64,
    check_ins_refused: AtomicU64,
    reconnects: AtomicU64,
    failures: Mutex<Vec<String>>,
    /// The last WebSocket connect that failed (the subscriber retries).
    connect_error: Mutex<Option<String>>,
}

impl Counts {
    fn fail(&self, what: String) {
        self.failed.fetch_add(1, Ordering::Relaxed);
        self.failures.lock().unwrap().push(what);
    }
}

/// A request through the balancer, retried while the answer says it may
/// be (no answer, 502, 503, 504). Returns the body of the final answer.
async fn call(
    http: &reqwest::Client,
    front: u16,
    token: &str,
    body: Value,
    counts: &Counts,
) -> Option<Value> {
    counts.requests.fetch_add(1, Ordering::Relaxed);
    for attempt in 0..20 {
        if attempt > 0 {
            counts.retried.fetch_add(1, Ordering::Relaxed);
            tokio::time::sleep(Duration::from_millis(100 * attempt)).await;
        }
        let sent = http
            .post(format!("http://127.0.0.1:{front}/graphql"))
            .bearer_auth(token)
            .json(&body)
            .send()
            .await;
        let resp = match sent {
            Err(_) => continue,
            Ok(r) => r,
        };
        let status = resp.status().as_u16();
        if matches!(status, 502..=504) {
            continue;
        }
        let text = resp.text().await.unwrap_or_default();
        let v: Value = serde_json::from_str(&text).unwrap_or(Value::Null);
        if status != 200 || v.get("errors").is_some() {
            counts.fail(format!("{status} {text}"));
            return None;
        }
        return Some(v);
    }
    counts.fail(format!("no answer after 20 tries: {body}"));
    None
}

/// One subscriber: `subscription UnreadCount` by its id through the
/// balancer, reconnecting whenever the socket closes until told to stop.
/// Keeps the last count seen, the close codes and how many reconnects
/// began with a fresh count.
struct Subscriber {
    last: AtomicI64,
    fresh_after_reconnect: AtomicU64,
    closes: Mutex<Vec<u16>>,
}

async fn subscribe(
    front: u16,
    token: String,
    hash: String,
    me: Arc<Subscriber>,
    stop: Arc<AtomicBool>,
    counts: Arc<Counts>,
) {
    let mut connects = 0u64;
    while !stop.load(Ordering::Relaxed) {
        let mut req = format!("ws://127.0.0.1:{front}/graphql")
            .into_client_request()
            .unwrap();
        req.headers_mut().insert(
            "Sec-WebSocket-Protocol",
            "graphql-transport-ws".parse().unwrap(),
        );
        let mut ws = match tokio_tungstenite::connect_async(req).await {
            Ok((ws, _)) => ws,
            Err(e) => {
                // Refused while the balancer has no instance up: try again.
                *counts.connect_error.lock().unwrap() = Some(e.to_string());
                tokio::time::sleep(Duration::from_millis(200)).await;
                continue;
            }
        };
        connects += 1;
        if connects > 1 {
            counts.reconnects.fetch_add(1, Ordering::Relaxed);
        }
        let init = json!({"type": "connection_init", "payload": {"Authorization": format!("Bearer {token}")}});
        let sub = json!({"id": "u", "type": "subscribe", "payload": {"query": "", "operationName": "UnreadCount",
            "extensions": {"persistedQuery": {"version": 1, "sha256Hash": hash}}}});
        if ws.send(Message::text(init.to_string())).await.is_err()
            || ws.send(Message::text(sub.to_string())).await.is_err()
        {
            continue;
        }
        let mut first = true;
        loop {
            let msg = tokio::select! {
                m = ws.next() => m,
                () = tokio::time::sleep(Duration::from_millis(200)) => {
                    if stop.load(Ordering::Relaxed) { return; }
                    continue;
                }
            };
            match msg {
                Some(Ok(Message::Text(t))) => {
                    let v: Value = serde_json::from_str(&t).unwrap();
                    match v["type"].as_str() {
                        Some("next") => {
                            let n = v["payload"]["data"]["unreadCount"].as_i64().unwrap();
                            me.last.store(n, Ordering::Relaxed);
                            if first && connects > 1 {
                                me.fresh_after_reconnect.fetch_add(1, Ordering::Relaxed);
                            }
                            first = false;
                        }
                        Some("connection_ack" | "ping" | "pong") => {}
                        _ => counts.fail(format!("subscriber: {v}")),
                    }
                }
                Some(Ok(Message::Close(frame))) => {
                    me.closes
                        .lock()
                        .unwrap()
                        .push(frame.map_or(1005, |f| u16::from(f.code)));
                    break;
                }
                Some(Ok(_)) => {}
                Some(Err(_)) | None => {
                    me.closes.lock().unwrap().push(1006);
                    break;
                }
            }
        }
    }
}

fn document_hash(name: &str) -> String {
    let docs: HashMap<String, String> = serde_json::from_str(
        &std::fs::read_to_string(repo().join("client/src/gql/persisted-documents.json")).unwrap(),
    )
    .unwrap();
    let (id, _) = docs
        .iter()
        .find(|(_, text)| {
            text.contains(&format!(" {name} "))
                || text.starts_with(&format!("query {name} "))
                || text.starts_with(&format!("mutation {name} "))
                || text.starts_with(&format!("subscription {name} "))
        })
        .unwrap_or_else(|| panic!("the client has no operation {name}"));
    id.trim_start_matches("sha256:").to_owned()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn two_instances_restart_in_turn_behind_haproxy_under_load_and_lose_nothing() {
    let (url, _) = domain::testing::fresh_database_url().await;
    assert!(
        url.starts_with("postgres"),
        "the rolling restart runs on PostgreSQL: set TEST_DATABASE_URL (scripts/test.sh runs it in its PostgreSQL pass)"
    );
    let redis = std::env::var("TEST_REDIS_URL").unwrap_or_else(|_| "redis://127.0.0.1:6379".into());
    let dir = tempfile::tempdir().unwrap();
    let prefix = crate::common::deployment_prefix(&url);
    let env = Deployment::common_env(dir.path(), &url, &redis, &prefix);

    // The guide's "migrate once, before the instances".
    succeed(
        Command::new(env!("CARGO_BIN_EXE_server"))
            .current_dir(dir.path())
            .env_clear()
            .envs(env.iter().cloned())
            .arg("migrate"),
    );

    let ports = [free_port(), free_port()];
    let front = free_port();
    let mut d = Deployment {
        _haproxy: haproxy(dir.path(), front, ports),
        dir,
        env,
        ports,
        instances: [None, None],
    };
    d.start_instance(0);
    d.start_instance(1);
    d.ready(0).await;
    d.ready(1).await;
    tokio::time::sleep(Duration::from_secs(3)).await; // the balancer's rise

    let db = domain::kernel::db::connect(&url).await.unwrap();
    let tokens = TokenService::new(SECRET.as_bytes(), &[]).unwrap();
    let staff_id = TestMember::new("运营")
        .permission(domain::Permission::Operations)
        .insert(&db)
        .await
        .id;
    let staff = tokens.issue(staff_id, TokenKind::Staff).unwrap().0;
    let mut members = Vec::new();
    for i in 0..SUBSCRIBERS {
        let id = TestMember::new(&format!("订阅{i}")).insert(&db).await.id;
        members.push((id, tokens.issue(id, TokenKind::Access).unwrap().0));
    }

    let counts = Arc::new(Counts::default());
    let stop = Arc::new(AtomicBool::new(false));
    let stop_subscribers = Arc::new(AtomicBool::new(false));
    let http = reqwest::Client::new();
    let unread = document_hash("UnreadCount");
    let subscribers: Vec<Arc<Subscriber>> = (0..SUBSCRIBERS)
        .map(|_| {
            Arc::new(Subscriber {
                last: AtomicI64::new(-1),
                fresh_after_reconnect: AtomicU64::new(0),
                closes: Mutex::default(),
            })
        })
        .collect();
    let mut tasks = Vec::new();
    for ((_, token), me) in members.iter().zip(&subscribers) {
        tasks.push(tokio::spawn(subscribe(
            front,
            token.clone(),
            unread.clone(),
            me.clone(),
            stop_subscribers.clone(),
            counts.clone(),
        )));
    }
    // Everyone subscribed and saw 0.
    for _ in 0..200 {
        if subscribers
            .iter()
            .all(|s| s.last.load(Ordering::Relaxed) == 0)
        {
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    assert!(
        subscribers
            .iter()
            .all(|s| s.last.load(Ordering::Relaxed) == 0),
        "every subscriber got its first count: {} did, failures {:?}, last connect error {:?}",
        subscribers
            .iter()
            .filter(|s| s.last.load(Ordering::Relaxed) == 0)
            .count(),
        counts
            .failures
            .lock()
            .unwrap()
            .iter()
            .take(3)
            .collect::<Vec<_>>(),
        counts.connect_error.lock().unwrap()
    );

    // Readers: the 我的 page by its id, as the production client sends it.
    let my_page = document_hash("MyPage");
    for (_, token) in members.iter().take(READERS) {
        let (http, counts, stop, token) =
            (http.clone(), counts.clone(), stop.clone(), token.clone());
        let body = json!({"extensions": {"persistedQuery": {"version": 1, "sha256Hash": my_page}}});
        tasks.push(tokio::spawn(async move {
            while !stop.load(Ordering::Relaxed) {
                call(&http, front, &token, body.clone(), &counts).await;
                // 10 a second: inside a member's limit (20).
                tokio::time::sleep(Duration::from_millis(100)).await;
            }
        }));
    }
    // Check-ins: every member once, 80 ms apart: over the restarts.
    let check_in = document_hash("CheckIn");
    let outcomes: Arc<Mutex<HashMap<i64, &'static str>>> = Arc::default();
    for (i, (id, token)) in members.iter().enumerate() {
        let (http, counts, token, id, outcomes) = (
            http.clone(),
            counts.clone(),
            token.clone(),
            *id,
            outcomes.clone(),
        );
        let body =
            json!({"extensions": {"persistedQuery": {"version": 1, "sha256Hash": check_in}}});
        tasks.push(tokio::spawn(async move {
            tokio::time::sleep(Duration::from_millis(80 * i as u64)).await;
            let Some(v) = call(&http, front, &token, body, &counts).await else {
                return;
            };
            let answer = &v["data"]["checkIn"];
            let outcome = if answer["checkIn"].is_object() {
                counts.check_ins.fetch_add(1, Ordering::Relaxed);
                "done"
            } else {
                // A retry after a first try that did happen.
                assert_eq!(answer["userErrors"][0]["code"], "ALREADY_CHECKED_IN", "{v}");
                counts.check_ins_refused.fetch_add(1, Ordering::Relaxed);
                "already"
            };
            outcomes.lock().unwrap().insert(id, outcome);
        }));
    }
    // Staff send messages to the subscribers in turn, each with its key.
    let expected: Arc<Mutex<HashMap<i64, i64>>> = Arc::default();
    {
        let (http, counts, stop, expected) =
            (http.clone(), counts.clone(), stop.clone(), expected.clone());
        let ids: Vec<i64> = members.iter().map(|(id, _)| *id).collect();
        tasks.push(tokio::spawn(async move {
            let mut k = 0usize;
            while !stop.load(Ordering::Relaxed) {
                let to = ids[k % ids.len()];
                let body = json!({
                    "query": "mutation($i: SendMessageInput!) { sendMessage(input: $i) { message { id } userErrors { code } } }",
                    "variables": {"i": {"memberIds": [crate::common::gid(to)], "title": "滚动重启", "content": format!("第{k}条"), "idempotencyKey": format!("roll-{k}")}}
                });
                if let Some(v) = call(&http, front, &staff, body, &counts).await {
                    assert!(v["data"]["sendMessage"]["message"]["id"].is_string(), "{v}");
                    counts.sent.fetch_add(1, Ordering::Relaxed);
                    *expected.lock().unwrap().entry(to).or_default() += 1;
                }
                k += 1;
                // 16 a second: inside the staff member's limit (20).
                tokio::time::sleep(Duration::from_millis(60)).await;
            }
        }));
    }

    // Steady load, then each instance in turn, then steady load again.
    tokio::time::sleep(Duration::from_secs(3)).await;
    for i in 0..2 {
        let took = d.stop_instance(i);
        eprintln!("instance {i}: stopped in {took:?}");
        d.start_instance(i);
        d.ready(i).await;
        tokio::time::sleep(Duration::from_secs(3)).await; // rise 2 × inter 1 s
    }
    tokio::time::sleep(Duration::from_secs(3)).await;
    // The load stops; the check-ins (80 ms apart) have all been asked.
    stop.store(true, Ordering::Relaxed);
    let (subscriber_tasks, others) = tasks.split_at_mut(SUBSCRIBERS);
    for t in others.iter_mut() {
        t.await.unwrap();
    }

    // Delivery: every subscriber's last count is what was sent to it.
    let expected = expected.lock().unwrap().clone();
    for _ in 0..100 {
        let behind = members
            .iter()
            .zip(&subscribers)
            .filter(|((id, _), s)| {
                s.last.load(Ordering::Relaxed) != expected.get(id).copied().unwrap_or(0)
            })
            .count();
        if behind == 0 {
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    stop_subscribers.store(true, Ordering::Relaxed);
    for t in subscriber_tasks.iter_mut() {
        t.await.unwrap();
    }
    let failures = counts.failures.lock().unwrap().clone();
    let c = &counts;
    eprintln!(
        "rolling restart: {} requests, {} retried, {} failed; {} messages sent, {} receipts; {} reconnects; check-ins {} done, {} answered already done",
        c.requests.load(Ordering::Relaxed),
        c.retried.load(Ordering::Relaxed),
        c.failed.load(Ordering::Relaxed),
        c.sent.load(Ordering::Relaxed),
        entities::message_receipt::Entity::find().count(&db).await.unwrap(),
        c.reconnects.load(Ordering::Relaxed),
        c.check_ins.load(Ordering::Relaxed),
        c.check_ins_refused.load(Ordering::Relaxed),
    );
    assert!(
        failures.is_empty(),
        "requests failed beyond retry: {failures:#?}"
    );

    for ((id, _), s) in members.iter().zip(&subscribers) {
        let want = expected.get(id).copied().unwrap_or(0);
        assert_eq!(
            s.last.load(Ordering::Relaxed),
            want,
            "member {id}: unread count seen vs messages sent"
        );
        let stored = entities::message_receipt::Entity::find()
            .filter(entities::message_receipt::Column::MemberId.eq(*id))
            .count(&db)
            .await
            .unwrap() as i64;
        assert_eq!(stored, want, "member {id}: messages stored vs sent");
        let closes = s.closes.lock().unwrap().clone();
        assert!(
            !closes.is_empty(),
            "member {id}: the subscriber was moved at least once"
        );
        assert!(
            closes.iter().all(|c| *c == 1001),
            "member {id}: close codes {closes:?}"
        );
        assert!(
            s.fresh_after_reconnect.load(Ordering::Relaxed) >= closes.len() as u64,
            "member {id}: every reconnect began with a fresh count"
        );
    }
    let outcomes = outcomes.lock().unwrap().clone();
    assert_eq!(
        outcomes.len(),
        SUBSCRIBERS,
        "every member's check-in was answered"
    );
    for (id, _) in &members {
        let rows = entities::check_in::Entity::find()
            .filter(entities::check_in::Column::MemberId.eq(*id))
            .count(&db)
            .await
            .unwrap();
        assert_eq!(
            rows,
            1,
            "member {id}: one check-in ({:?})",
            outcomes.get(id)
        );
    }
    domain::testing::assert_points_invariants(&db).await;
}
