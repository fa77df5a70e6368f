//! The fault table's Redis row (security.md), on two real `server`
//! processes, PostgreSQL and a Redis the test runs itself, stops and
//! starts again (it keeps nothing on disk, as a restarted cache may not):
//!
//! - while Redis is down no signed-in request is refused for it: members
//!   read, check in and are sent messages, through both instances;
//! - a token signed out on A before or during the outage is refused on A
//!   and on B; a member banned during it is refused on both within 5 s;
//!   a refresh works; SMS code sending fails closed (`SERVICE_UNAVAILABLE`);
//! - 100 sockets stay open; counts keep flowing for messages sent through
//!   the socket's own instance; after Redis returns every socket has its
//!   exact count within 5 s (those sent through the other instance came
//!   only by the resync);
//! - every check-in is made once and the points ledgers balance; each
//!   instance logs the outage and counts what it served from the database.
//!
//! Runs in the PostgreSQL pass (test.sh skips it on SQLite, as the rolling
//! restart): it makes its own database on the suite's PostgreSQL and
//! fails, never skips, without it or without `redis-server`.

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicBool, AtomicI64, AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use futures_util::StreamExt;
use sea_orm::{ConnectionTrait, EntityTrait, PaginatorTrait};
use serde_json::{json, Value};
use tokio_tungstenite::tungstenite::Message;

use crate::common::process::{free_port, server, succeed, Running};
use crate::common::ws::{signed_in, subscribe};
use crate::common::{deployment_prefix, gid};
use domain::kernel::token::{TokenKind, TokenService};
use domain::testing::TestMember;

const SECRET: &str = "redis-down-secret-redis-down-secret-0123";
const SOCKETS: usize = 100;

fn admin_url() -> String {
    match std::env::var("TEST_DATABASE_URL") {
        Ok(u) if u.starts_with("postgres") => u,
        _ => "postgres://postgres@127.0.0.1:5432/postgres".into(),
    }
}

/// A Redis server of the test's own, on a fixed port, that it stops and
/// starts again (nothing kept on disk).
struct OwnRedis {
    port: u16,
    dir: PathBuf,
    child: Option<Running>,
}

impl OwnRedis {
    fn binary() -> PathBuf {
        for p in ["/usr/bin/redis-server", "/usr/local/bin/redis-server"] {
            if Path::new(p).exists() {
                return p.into();
            }
        }
        "redis-server".into()
    }

    fn start(dir: &Path) -> Self {
        let mut r = Self {
            port: free_port(),
            dir: dir.to_owned(),
            child: None,
        };
        r.up();
        r
    }

    fn up(&mut self) {
        let mut child = Command::new(Self::binary())
            .args(["--port", &self.port.to_string(), "--bind", "127.0.0.1"])
            .args(["--save", "", "--appendonly", "no"])
            .arg("--dir")
            .arg(&self.dir)
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .unwrap_or_else(|e| {
                panic!("redis-server is needed (apt-get install redis-server): {e}")
            });
        for _ in 0..100 {
            if std::net::TcpStream::connect(("127.0.0.1", self.port)).is_ok() {
                self.child = Some(Running(child));
                return;
            }
            std::thread::sleep(Duration::from_millis(50));
        }
        let _ = child.kill();
        let _ = child.wait();
        panic!("redis-server did not listen on {}", self.port);
    }

    /// Kills it: every connection to it drops, new ones are refused.
    fn down(&mut self) {
        drop(self.child.take());
    }

    fn url(&self) -> String {
        format!("redis://127.0.0.1:{}", self.port)
    }
}

/// What the load saw.
#[derive(Default)]
struct Seen {
    requests: AtomicU64,
    failures: Mutex<Vec<String>>,
}

impl Seen {
    fn fail(&self, what: String) {
        self.failures.lock().unwrap().push(what);
    }
}

/// One GraphQL request; the body, or the failure.
async fn gql(
    http: &reqwest::Client,
    port: u16,
    token: &str,
    query: &str,
    variables: Value,
) -> Result<Value, String> {
    let resp = http
        .post(format!("http://127.0.0.1:{port}/graphql"))
        .bearer_auth(token)
        .json(&json!({"query": query, "variables": variables}))
        .timeout(Duration::from_secs(10))
        .send()
        .await
        .map_err(|e| format!("{port}: {e}"))?;
    let status = resp.status();
    let body: Value = resp.json().await.map_err(|e| format!("{port}: {e}"))?;
    if status != 200 || body.get("errors").is_some() {
        return Err(format!("{port} {status}: {body}"));
    }
    Ok(body)
}

/// The error code of a refused request (top level).
async fn refused_code(http: &reqwest::Client, port: u16, token: &str) -> Option<String> {
    let body = match gql(http, port, token, "{ me { id nickname } }", json!({})).await {
        Ok(_) => return None,
        Err(e) => e,
    };
    Some(body)
}

fn is_unauthenticated(answer: &Option<String>) -> bool {
    answer
        .as_deref()
        .is_some_and(|e| e.contains("UNAUTHENTICATED") || e.contains(" 401"))
}

/// A socket's last unread count and whether it closed.
struct Socket {
    member: usize,
    on_a: bool,
    count: Arc<AtomicI64>,
    closed: Arc<AtomicBool>,
}

/// Whether every socket `which` picks shows as many unread messages as its
/// member was sent.
fn up_to_date(
    sockets: &[Socket],
    sent: &Mutex<HashMap<usize, i64>>,
    which: impl Fn(&Socket) -> bool,
) -> bool {
    let sent = sent.lock().unwrap();
    sockets
        .iter()
        .filter(|s| which(s))
        .all(|s| s.count.load(Ordering::SeqCst) == sent.get(&s.member).copied().unwrap_or(0))
}

async fn metric(http: &reqwest::Client, port: u16, name: &str) -> Option<f64> {
    let text = http
        .get(format!("http://127.0.0.1:{port}/metrics"))
        .send()
        .await
        .ok()?
        .text()
        .await
        .ok()?;
    text.lines()
        .find(|l| l.starts_with(name) && l[name.len()..].starts_with(' '))
        .and_then(|l| l.rsplit(' ').next())
        .and_then(|v| v.parse().ok())
}

async fn wait_until(what: &str, limit: Duration, mut ok: impl AsyncFnMut() -> bool) -> Duration {
    let start = Instant::now();
    while start.elapsed() < limit {
        if ok().await {
            return start.elapsed();
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    panic!("{what}: not within {limit:?}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn with_redis_down_signed_in_members_are_served_and_sockets_resync() {
    let dir = tempfile::tempdir().unwrap();
    let mut redis = OwnRedis::start(dir.path());
    let admin = admin_url();
    let name = format!("lm_test_redis_down_{}", uuid::Uuid::new_v4().simple());
    let conn = domain::kernel::db::connect(&admin)
        .await
        .unwrap_or_else(|e| panic!("PostgreSQL is needed at {admin}: {e}"));
    conn.execute_unprepared(&format!("CREATE DATABASE \"{name}\""))
        .await
        .unwrap();
    let url = format!("{}/{name}", admin.rsplit_once('/').unwrap().0);
    succeed(server(dir.path()).arg("migrate").env("DATABASE_URL", &url));

    // Two instances, as deploy/ runs them (development mode: any document).
    let ports = [free_port(), free_port()];
    let prefix = deployment_prefix(&url);
    let mut procs = Vec::new();
    for (i, port) in ports.iter().enumerate() {
        let log = std::fs::File::create(dir.path().join(format!("instance-{i}.log"))).unwrap();
        let child = server(dir.path())
            .args(["serve", "--listen", &format!("127.0.0.1:{port}")])
            .env("DATABASE_URL", &url)
            .env("REDIS_URL", redis.url())
            .env("REDIS_KEY_PREFIX", &prefix)
            .env("JWT_SECRET", SECRET)
            .env("RATE_WS_CONNECTS_PER_SECOND", "10000")
            .env("RATE_IP_BURST", "10000")
            .env("RATE_IP_PER_SECOND", "10000")
            // One staff token sends all the messages, as fast as it can.
            .env("RATE_MEMBER_BURST", "10000")
            .env("RATE_MEMBER_PER_SECOND", "10000")
            .env("RUST_LOG", "warn")
            .stdout(Stdio::null())
            .stderr(log)
            .spawn()
            .unwrap();
        procs.push(Running(child));
    }
    let http = reqwest::Client::new();
    for port in ports {
        wait_until(
            "an instance is ready",
            Duration::from_secs(30),
            async || {
                http.get(format!("http://127.0.0.1:{port}/readyz"))
                    .send()
                    .await
                    .is_ok_and(|r| r.status() == 200)
            },
        )
        .await;
    }
    let [pa, pb] = ports;

    // Members: the socket holders, three probes and an administrator.
    let db = domain::kernel::db::connect(&url).await.unwrap();
    let tokens = TokenService::new(SECRET.as_bytes(), &[]).unwrap();
    let token = |id: i64| tokens.issue(id, TokenKind::Access).unwrap().0;
    let mut ids = Vec::new();
    for i in 0..SOCKETS {
        ids.push(TestMember::new(&format!("读者{i}")).insert(&db).await.id);
    }
    let member_tokens: Vec<String> = ids.iter().map(|id| token(*id)).collect();
    let staff = TestMember::new("管理员")
        .permission(domain::Permission::Members)
        .permission(domain::Permission::Operations)
        .insert(&db)
        .await
        .id;
    // Staff rights come with a staff session (password and second factor).
    let staff = tokens.issue(staff, TokenKind::Staff).unwrap().0;
    let probe = |nick: &'static str| {
        let db = db.clone();
        async move { TestMember::new(nick).insert(&db).await.id }
    };
    let (x, y, z) = (probe("甲").await, probe("乙").await, probe("丙").await);
    let (tx, ty, tz) = (token(x), token(y), token(z));
    // A refresh needs a token in its last hours.
    let near_expiry = tokens
        .issue_for(y, TokenKind::Access, chrono::Duration::hours(2))
        .unwrap()
        .0;

    // 100 sockets, half on each instance, each counting its unread messages.
    let mut sockets = Vec::new();
    for (i, t) in member_tokens.iter().enumerate() {
        let on_a = i % 2 == 0;
        let port = if on_a { pa } else { pb };
        let mut ws = signed_in(format!("127.0.0.1:{port}"), t).await;
        subscribe(&mut ws, "u", "subscription { unreadCount }").await;
        let (count, closed) = (
            Arc::new(AtomicI64::new(-1)),
            Arc::new(AtomicBool::new(false)),
        );
        let (c, k) = (count.clone(), closed.clone());
        tokio::spawn(async move {
            while let Some(Ok(msg)) = ws.next().await {
                match msg {
                    Message::Text(t) => {
                        let v: Value = serde_json::from_str(&t).unwrap();
                        if let Some(n) = v["payload"]["data"]["unreadCount"].as_i64() {
                            c.store(n, Ordering::SeqCst);
                        }
                    }
                    Message::Close(_) => break,
                    _ => {}
                }
            }
            k.store(true, Ordering::SeqCst);
        });
        sockets.push(Socket {
            member: i,
            on_a,
            count,
            closed,
        });
    }
    wait_until(
        "every socket has its first count",
        Duration::from_secs(10),
        async || sockets.iter().all(|s| s.count.load(Ordering::SeqCst) == 0),
    )
    .await;

    // Load through both instances for the whole run: 20 readers.
    let seen = Arc::new(Seen::default());
    let stop = Arc::new(AtomicBool::new(false));
    let mut load = Vec::new();
    for r in 0..20 {
        let (http, seen, stop) = (http.clone(), seen.clone(), stop.clone());
        let t = member_tokens[r * 5].clone();
        load.push(tokio::spawn(async move {
            let mut n = 0u64;
            while !stop.load(Ordering::SeqCst) {
                let port = if (n + r as u64).is_multiple_of(2) {
                    pa
                } else {
                    pb
                };
                seen.requests.fetch_add(1, Ordering::SeqCst);
                if let Err(e) = gql(&http, port, &t, "{ me { id nickname } }", json!({})).await {
                    seen.fail(format!("read: {e}"));
                }
                n += 1;
                tokio::time::sleep(Duration::from_millis(50)).await;
            }
        }));
    }
    // Sends and check-ins: what each member was sent, and by which way.
    let sent: Arc<Mutex<HashMap<usize, i64>>> = Arc::default();
    let send = |member: usize, port: u16, key: String| {
        let (http, staff, seen, sent, id) = (
            http.clone(),
            staff.clone(),
            seen.clone(),
            sent.clone(),
            ids[member],
        );
        async move {
            seen.requests.fetch_add(1, Ordering::SeqCst);
            let q = "mutation($i: SendMessageInput!) { sendMessage(input: $i) { message { id } userErrors { code message } } }";
            let input = json!({"i": {"memberIds": [gid(id)], "title": "通知", "content": "内容", "idempotencyKey": key}});
            match gql(&http, port, &staff, q, input).await {
                Ok(b) if b["data"]["sendMessage"]["userErrors"] == json!([]) => {
                    *sent.lock().unwrap().entry(member).or_default() += 1;
                }
                Ok(b) => seen.fail(format!("send: {b}")),
                Err(e) => seen.fail(format!("send: {e}")),
            }
        }
    };
    let check_in = |member: usize, port: u16| {
        let (http, t, seen) = (http.clone(), member_tokens[member].clone(), seen.clone());
        async move {
            seen.requests.fetch_add(1, Ordering::SeqCst);
            let q = "mutation { checkIn { balance userErrors { code } } }";
            match gql(&http, port, &t, q, json!({})).await {
                Ok(b) if b["data"]["checkIn"]["userErrors"] == json!([]) => {}
                Ok(b) => seen.fail(format!("check-in: {b}")),
                Err(e) => seen.fail(format!("check-in: {e}")),
            }
        }
    };

    // Before: half check in; sends through alternate instances; a token is
    // signed out on A and the ban's target is known (cached) on B.
    for m in 0..SOCKETS / 2 {
        check_in(m, if m % 2 == 0 { pa } else { pb }).await;
    }
    for (n, m) in (0..SOCKETS).step_by(3).enumerate() {
        send(m, if n % 2 == 0 { pa } else { pb }, format!("before-{m}")).await;
    }
    gql(&http, pa, &tx, "mutation { logout { done } }", json!({}))
        .await
        .unwrap();
    for t in [&tz, &ty] {
        let answer = refused_code(&http, pb, t).await;
        assert!(answer.is_none(), "{answer:?}");
    }
    wait_until(
        "sockets have the sends made before",
        Duration::from_secs(5),
        async || up_to_date(&sockets, &sent, |_| true),
    )
    .await;

    // Redis goes down: both instances notice (their subscription drops).
    redis.down();
    let outage = Instant::now();
    for port in ports {
        wait_until(
            "the instance sees the outage",
            Duration::from_secs(5),
            async || metric(&http, port, "redis_up").await == Some(0.0),
        )
        .await;
        let r = http
            .get(format!("http://127.0.0.1:{port}/readyz"))
            .send()
            .await
            .unwrap();
        assert_eq!(
            r.status(),
            200,
            "a Redis outage keeps the instance in the balancer"
        );
        let body: Value = r.json().await.unwrap();
        assert_eq!(
            (body["status"].as_str(), body["redis"].as_str()),
            (Some("degraded"), Some("unavailable"))
        );
    }

    // During: the other half check in; sends to A's sockets go through A
    // (they must flow at once), to B's sockets through A too (they can
    // only arrive by the resync).
    for m in SOCKETS / 2..SOCKETS {
        check_in(m, if m % 2 == 0 { pa } else { pb }).await;
    }
    for m in (0..SOCKETS).step_by(2) {
        send(m, pa, format!("during-a-{m}")).await;
    }
    wait_until(
        "A's sockets get A's sends during the outage",
        Duration::from_secs(3),
        async || up_to_date(&sockets, &sent, |s| s.on_a),
    )
    .await;
    for m in (1..SOCKETS).step_by(2) {
        send(m, pa, format!("during-b-{m}")).await;
    }
    // Signed out before: refused on both.
    for port in ports {
        assert!(
            is_unauthenticated(&refused_code(&http, port, &tx).await),
            "before-outage logout on {port}"
        );
    }
    // Signed out during, on A: refused on A and B at once.
    gql(&http, pa, &ty, "mutation { logout { done } }", json!({}))
        .await
        .unwrap();
    for port in ports {
        assert!(
            is_unauthenticated(&refused_code(&http, port, &ty).await),
            "logout during the outage on {port}"
        );
    }
    // Banned during, through A: refused on B within 5 s.
    let q = "mutation($i: SetMemberEnabledInput!) { setMemberEnabled(input: $i) { userErrors { code } } }";
    gql(
        &http,
        pa,
        &staff,
        q,
        json!({"i": {"memberId": gid(z), "enabled": false}}),
    )
    .await
    .unwrap();
    let banned_in = wait_until("the ban holds on B", Duration::from_secs(5), async || {
        is_unauthenticated(&refused_code(&http, pb, &tz).await)
    })
    .await;
    assert!(is_unauthenticated(&refused_code(&http, pa, &tz).await));
    // A refresh works, and its new token works on the other instance.
    let body = gql(
        &http,
        pb,
        &near_expiry,
        "mutation { refreshToken { token { token } } }",
        json!({}),
    )
    .await
    .unwrap();
    let fresh = body["data"]["refreshToken"]["token"]["token"]
        .as_str()
        .unwrap()
        .to_owned();
    assert_ne!(fresh, near_expiry);
    assert!(refused_code(&http, pa, &fresh).await.is_none());
    // SMS codes fail closed.
    let code = http
        .post(format!("http://127.0.0.1:{pa}/graphql"))
        .json(&json!({"query": "mutation { sendVerificationCode(input: {phone: \"13900139000\", purpose: LOGIN}) { sent } }"}))
        .send()
        .await
        .unwrap()
        .json::<Value>()
        .await
        .unwrap();
    assert_eq!(
        code["errors"][0]["extensions"]["code"], "SERVICE_UNAVAILABLE",
        "{code}"
    );
    // Let the load run in the outage a while longer.
    tokio::time::sleep(
        Duration::from_secs(3).saturating_sub(outage.elapsed().min(Duration::from_secs(3))),
    )
    .await;
    let outage_lasted = outage.elapsed();

    // Redis is back (empty): every socket has its exact count within 5 s.
    redis.up();
    let back = Instant::now();
    let resynced_in = wait_until(
        "every socket's count is fresh after the outage",
        Duration::from_secs(5),
        async || up_to_date(&sockets, &sent, |_| true),
    )
    .await;
    for port in ports {
        wait_until(
            "the instance sees Redis again",
            Duration::from_secs(5),
            async || metric(&http, port, "redis_up").await == Some(1.0),
        )
        .await;
    }
    // After: the load goes on a moment, then stops.
    tokio::time::sleep(Duration::from_millis(500)).await;
    stop.store(true, Ordering::SeqCst);
    for t in load {
        t.await.unwrap();
    }

    let failures = seen.failures.lock().unwrap().clone();
    assert!(
        failures.is_empty(),
        "{} refused of {}: {:?}",
        failures.len(),
        seen.requests.load(Ordering::SeqCst),
        &failures[..failures.len().min(5)]
    );
    let open = sockets
        .iter()
        .filter(|s| !s.closed.load(Ordering::SeqCst))
        .count();
    assert_eq!(open, SOCKETS, "every socket stayed open");
    let check_ins = entities::check_in::Entity::find().count(&db).await.unwrap();
    assert_eq!(check_ins, SOCKETS as u64, "one check-in each");
    domain::testing::assert_points_invariants(&db).await;
    let mut fallback = Vec::new();
    for (i, port) in ports.iter().enumerate() {
        let served = metric(&http, *port, "identity_fallback_reads_total")
            .await
            .unwrap_or(0.0);
        fallback.push(served);
        assert!(
            served > 0.0,
            "instance {i} checked signed-in requests in the database"
        );
        let limits = metric(&http, *port, "rate_limit_fallback_total")
            .await
            .unwrap_or(0.0);
        assert!(limits > 0.0, "instance {i} counted rate limits in-process");
        let log = std::fs::read_to_string(dir.path().join(format!("instance-{i}.log"))).unwrap();
        assert!(
            log.contains("redis outage began"),
            "instance {i}'s log:\n{log}"
        );
        assert!(
            log.contains("redis outage ended"),
            "instance {i}'s log:\n{log}"
        );
    }
    eprintln!(
        "redis down {:.1} s: {} requests, 0 refused; {} sockets open; ban held on B after {:?}; \
         fresh counts {:?} after Redis was back ({:?} to restart); served from the database: {:?}",
        outage_lasted.as_secs_f64(),
        seen.requests.load(Ordering::SeqCst),
        open,
        banned_in,
        resynced_in,
        back.elapsed().saturating_sub(resynced_in),
        fallback,
    );

    drop(procs);
    drop(db);
    // Best effort (a busy server may time the statement out): test.sh
    // drops every lm_test_ database at the end anyway.
    let _ = conn
        .execute_unprepared(&format!("DROP DATABASE IF EXISTS \"{name}\" WITH (FORCE)"))
        .await;
}
