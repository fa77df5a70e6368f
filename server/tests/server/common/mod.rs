//! A real server on a loopback port over a fresh test database.
#![allow(dead_code, clippy::unwrap_used, clippy::expect_used)] // test helpers may panic

use std::net::SocketAddr;

pub mod introspect;
pub mod process;
pub mod s3;
pub mod ws;

use clap::Parser;
use domain::testing::{member_with_token, TestDb, TestMember};
use domain::Permission;
use server::config::Cli;
use server::state::AppState;
use tokio::sync::oneshot;

pub const TEST_SECRET: &str = "test-secret-test-secret-test-secret-0123456789";

pub struct TestServer {
    pub base: String,
    pub addr: SocketAddr,
    pub state: AppState,
    pub http: reqwest::Client,
    /// The test database (owned by the first of twin servers).
    _db: Option<TestDb>,
    db_url: String,
    _dir: tempfile::TempDir,
    stop: Option<oneshot::Sender<()>>,
}

impl Drop for TestServer {
    fn drop(&mut self) {
        if let Some(tx) = self.stop.take() {
            let _ = tx.send(());
        }
    }
}

/// Starts a server with the given extra command-line flags.
pub async fn start_with(args: &[&str]) -> TestServer {
    start_full(args, None).await
}

/// Starts a server whose SMS codes are recorded (see `TestServer::sms`).
pub async fn start_recording() -> (TestServer, std::sync::Arc<domain::testing::RecordingSms>) {
    start_recording_with(&[]).await
}

/// `start_recording` with extra command-line flags.
pub async fn start_recording_with(
    args: &[&str],
) -> (TestServer, std::sync::Arc<domain::testing::RecordingSms>) {
    let sms = std::sync::Arc::new(domain::testing::RecordingSms::default());
    let providers = domain::kernel::providers::Providers {
        sms: sms.clone(),
        ..domain::kernel::providers::Providers::console()
    };
    (start_full(args, Some(providers)).await, sms)
}

/// Starts a server with the given providers (e.g. clients of a local fake).
pub async fn start_with_providers(providers: domain::kernel::providers::Providers) -> TestServer {
    start_full(&[], Some(providers)).await
}

async fn start_full(
    args: &[&str],
    providers: Option<domain::kernel::providers::Providers>,
) -> TestServer {
    let tdb = domain::testing::test_db().await;
    let (url, db) = (tdb.url.clone(), tdb.db.clone());
    start_on(Some(tdb), url, db, args, providers).await
}

async fn start_on(
    tdb: Option<TestDb>,
    url: String,
    db: sea_orm::DatabaseConnection,
    args: &[&str],
    providers: Option<domain::kernel::providers::Providers>,
) -> TestServer {
    let dir = tempfile::tempdir().unwrap();
    let data_dir = dir.path().to_str().unwrap().to_owned();
    let mut argv = vec![
        "server",
        "--data-dir",
        &data_dir,
        "--jwt-secret",
        TEST_SECRET,
        "--database-url",
        &url,
    ];
    argv.extend_from_slice(args);
    // A dropped test server closes at once (no balancer to wait for),
    // unless the test sets its own delay.
    if !args.contains(&"--drain-delay") {
        argv.extend_from_slice(&["--drain-delay", "0ms"]);
    }
    // Servers on one test database (twins) share a Redis key prefix, and
    // no two tests do: parallel tests on one Redis never hear each other's
    // events (every key and channel carries the prefix).
    let prefix = deployment_prefix(&url);
    if args.contains(&"--redis-url") && !args.contains(&"--redis-key-prefix") {
        argv.extend_from_slice(&["--redis-key-prefix", &prefix]);
    }
    let cli = Cli::try_parse_from(argv).unwrap();
    let state = AppState::build(cli.settings, db, providers).await.unwrap();
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    let (tx, rx) = oneshot::channel::<()>();
    let serve_state = state.clone();
    tokio::spawn(async move {
        server::serve(serve_state, listener, async {
            let _ = rx.await;
        })
        .await
        .unwrap();
    });
    TestServer {
        base: format!("http://{addr}"),
        addr,
        state,
        http: reqwest::Client::new(),
        _db: tdb,
        db_url: url,
        _dir: dir,
        stop: Some(tx),
    }
}

/// The Redis key prefix of the deployment on the database at `url`.
pub fn deployment_prefix(url: &str) -> String {
    use std::hash::{Hash, Hasher};
    let mut h = std::collections::hash_map::DefaultHasher::new();
    url.hash(&mut h);
    format!("test-{:016x}:", h.finish())
}

/// A server on a database the test opened itself (its URL and pool).
pub async fn start_on_url(url: String, db: sea_orm::DatabaseConnection) -> TestServer {
    start_on(None, url, db, &[], None).await
}

pub async fn start() -> TestServer {
    start_with(&[]).await
}

impl TestServer {
    /// A second server on this one's database (another instance), with its
    /// own flags. Drop it before this one.
    pub async fn twin(&self, args: &[&str]) -> TestServer {
        start_on(
            None,
            self.db_url.clone(),
            self.state.ctx.db.clone(),
            args,
            None,
        )
        .await
    }

    pub fn url(&self, path: &str) -> String {
        format!("{}{}", self.base, path)
    }

    /// A staff member holding `permissions`, and an access token.
    pub async fn staff_with(&self, nick: &str, permissions: &[Permission]) -> (i64, String) {
        let mut m = TestMember::new(nick).staff(true);
        for p in permissions {
            m = m.permission(*p);
        }
        let (v, token) = m.create(&self.state.ctx).await;
        (v.member_id, token)
    }

    /// A member built field by field (`TestMember`), and an access token.
    pub async fn create(&self, m: TestMember) -> (i64, String) {
        let (v, token) = m.create(&self.state.ctx).await;
        (v.member_id, token)
    }

    /// A new member and an access token for it.
    pub async fn member(&self, nick: &str, staff: bool) -> (i64, String) {
        let (viewer, token) = member_with_token(&self.state.ctx, nick, staff).await;
        (viewer.member_id, token)
    }

    /// POST a legacy call; returns status and JSON body.
    pub async fn legacy(
        &self,
        call: &str,
        token: Option<&str>,
        body: serde_json::Value,
    ) -> (u16, String, serde_json::Value) {
        let mut req = self
            .http
            .post(self.url(&format!("/api/{call}")))
            .json(&body);
        if let Some(t) = token {
            req = req.bearer_auth(t);
        }
        let resp = req.send().await.unwrap();
        decode(resp).await
    }

    /// POST a GraphQL operation; returns status and JSON body.
    pub async fn gql(
        &self,
        token: Option<&str>,
        query: &str,
        variables: serde_json::Value,
    ) -> (u16, serde_json::Value) {
        let mut req = self
            .http
            .post(self.url("/graphql"))
            .json(&serde_json::json!({ "query": query, "variables": variables }));
        if let Some(t) = token {
            req = req.bearer_auth(t);
        }
        let (status, _, body) = decode(req.send().await.unwrap()).await;
        (status, body)
    }
}

/// Status, content type and JSON body (or `null` for an empty body).
/// A member's global GraphQL id.
pub fn gid(member_id: i64) -> String {
    api::ids::global(api::ids::NodeKind::Member, member_id).to_string()
}

/// The global GraphQL id of row `id` of `kind`.
pub fn gid_of(kind: api::ids::NodeKind, id: i64) -> String {
    api::ids::global(kind, id).to_string()
}

pub async fn decode(resp: reqwest::Response) -> (u16, String, serde_json::Value) {
    let status = resp.status().as_u16();
    let ctype = resp
        .headers()
        .get("content-type")
        .map(|v| v.to_str().unwrap().to_owned())
        .unwrap_or_default();
    let text = resp.text().await.unwrap();
    let body = if text.is_empty() {
        serde_json::Value::Null
    } else {
        match serde_json::from_str(&text) {
            Ok(v) => v,
            Err(_) => serde_json::Value::String(text),
        }
    };
    (status, ctype, body)
}

/// The TOTP key tests give `create-staff` (base32, 160 bits).
pub const STAFF_TOTP_SECRET: &str = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";

/// The current one-time code of [`STAFF_TOTP_SECRET`], as an authenticator
/// app shows it.
pub fn staff_code() -> String {
    let key = domain::auth::factor::totp::from_base32(STAFF_TOTP_SECRET).unwrap();
    domain::auth::factor::totp::code_at(&key, domain::kernel::clock::now().timestamp()).unwrap()
}

/// Uploads `bytes` as a JPEG (`POST /api/Files/upload`) with `token`:
/// the status and the JSON answer.
pub async fn upload_jpeg(s: &TestServer, token: &str, bytes: Vec<u8>) -> (u16, serde_json::Value) {
    let part = reqwest::multipart::Part::bytes(bytes)
        .file_name("photo.jpg")
        .mime_str("image/jpeg")
        .unwrap();
    let resp = s
        .http
        .post(s.url("/api/Files/upload"))
        .multipart(reqwest::multipart::Form::new().part("file", part))
        .bearer_auth(token)
        .send()
        .await
        .unwrap();
    let (status, _, body) = decode(resp).await;
    (status, body)
}
