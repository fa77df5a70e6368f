//! The real `server` binary on the embedded default: starts with nothing but
//! a data dir, serves /healthz and GraphQL, and keeps its generated secret.

use std::process::{Child, Command, Stdio};
use std::time::Duration;

use crate::common;

use common::process::{free_port, serve_on, server, succeed, wait_for, Running};

#[tokio::test]
async fn serve_on_the_embedded_default() {
    let dir = tempfile::tempdir().unwrap();
    let port = free_port();
    let child = server(dir.path())
        .args(["serve", "--listen", &format!("127.0.0.1:{port}"), "--demo"])
        .spawn()
        .unwrap();
    let _running = Running(child);
    let http = reqwest::Client::new();
    let base = format!("http://127.0.0.1:{port}");
    assert_eq!(wait_for(port, "/healthz").await.status(), 200);
    let body: serde_json::Value = http
        .post(format!("{base}/graphql"))
        .json(&serde_json::json!({"query": "{ __typename }"}))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    assert_eq!(body["data"]["__typename"], "Query");
    // The demo is there: the check-in table is configured.
    let body: serde_json::Value = http
        .post(format!("{base}/api/SystemConfig/Get"))
        .json(&serde_json::json!({"type": "CHECK_IN_REWARDS"}))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    assert_eq!(body["items"][0]["typeStringValue"], "[5,5,5,5,5,5,20]");
    assert!(dir.path().join("data/app.db").exists());
    assert!(dir.path().join("data/jwt-secret").exists());
    // The demo replays the recorded real matches through the feeds: within
    // seconds of the start they are on sale, flagged as a replay.
    let bj = domain::kernel::clock::now() + chrono::TimeDelta::hours(8);
    let days = [
        bj.date_naive(),
        (bj + chrono::TimeDelta::days(1)).date_naive(),
    ];
    let mut replayed = 0;
    for _ in 0..60 {
        for day in days {
            let body: serde_json::Value = http
                .post(format!("{base}/graphql"))
                .json(&serde_json::json!({
                    "query": "query($d: Date!) { sportsMatches(game: JCZQ, date: $d) { replay sample state } }",
                    "variables": {"d": day.to_string()},
                }))
                .send()
                .await
                .unwrap()
                .json()
                .await
                .unwrap();
            replayed += body["data"]["sportsMatches"]
                .as_array()
                .unwrap()
                .iter()
                .filter(|m| m["replay"] == true && m["sample"] == false && m["state"] == "SELLING")
                .count();
        }
        if replayed > 0 {
            break;
        }
        tokio::time::sleep(Duration::from_millis(500)).await;
    }
    assert!(replayed > 0, "replayed matches on sale within 30 s");
    // And a replayed draw of each replayed game arrives through its draw
    // feed, dated today, flagged.
    let today = bj.date_naive().to_string();
    let mut draws = Vec::new();
    for _ in 0..60 {
        let body: serde_json::Value = http
            .post(format!("{base}/graphql"))
            .json(&serde_json::json!({"query": "{ latestDraws { game issue drawDate replay } }"}))
            .send()
            .await
            .unwrap()
            .json()
            .await
            .unwrap();
        draws = body["data"]["latestDraws"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|d| d["replay"] == true && d["drawDate"] == today.as_str())
            .map(|d| {
                (
                    d["game"].as_str().unwrap().to_owned(),
                    d["issue"].as_str().unwrap().to_owned(),
                )
            })
            .collect::<Vec<_>>();
        if draws.len() == 2 {
            break;
        }
        tokio::time::sleep(Duration::from_millis(500)).await;
    }
    draws.sort();
    // Numbered after the demo's newest recorded draws (26094, 26096).
    assert_eq!(
        draws,
        [
            ("DLT".to_owned(), "2026095".to_owned()),
            ("SSQ".to_owned(), "2026097".to_owned())
        ],
        "a replayed draw of each game within 30 s"
    );
}

#[tokio::test]
async fn sigterm_shuts_down_cleanly() {
    let dir = tempfile::tempdir().unwrap();
    let port = free_port();
    let mut child = serve_on(dir.path(), port)
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    wait_for(port, "/healthz").await;
    let killed = Command::new("kill")
        .args(["-TERM", &child.id().to_string()])
        .status()
        .unwrap();
    assert!(killed.success());
    let mut status = None;
    for _ in 0..100 {
        if let Some(s) = child.try_wait().unwrap() {
            status = Some(s);
            break;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    let status = status.expect("server did not stop within 5 s of SIGTERM");
    assert!(status.success(), "exit status {status:?}");
    let mut log = String::new();
    std::io::Read::read_to_string(child.stderr.as_mut().unwrap(), &mut log).unwrap();
    assert!(log.contains("shutting down"), "{log}");
}

/// `server migrate` then `server serve` with `DATABASE_URL` pointing at the
/// test backend (PostgreSQL in the second CI pass, SQLite in the first).
#[tokio::test]
async fn migrate_then_serve_with_database_url() {
    let (url, sqlite_dir) = domain::testing::fresh_database_url().await;
    let dir = tempfile::tempdir().unwrap();
    succeed(server(dir.path()).arg("migrate").env("DATABASE_URL", &url));
    let port = free_port();
    let child = serve_on(dir.path(), port)
        .env("DATABASE_URL", &url)
        .spawn()
        .unwrap();
    let _running = Running(child);
    let ready: serde_json::Value = wait_for(port, "/readyz").await.json().await.unwrap();
    assert_eq!(ready["database"], "ok");
    // The embedded SQLite file was not used.
    assert!(!dir.path().join("data/app.db").exists());
    if let Some(d) = sqlite_dir {
        let _ = std::fs::remove_dir_all(d);
    }
}

#[test]
fn print_schema_equals_the_committed_sdl() {
    for (args, file) in [
        (&["print-schema"][..], "schema.graphql"),
        (&["print-schema", "--full"][..], "schema.full.graphql"),
    ] {
        let out = server(std::path::Path::new("."))
            .args(args)
            .output()
            .unwrap();
        assert!(out.status.success());
        let committed = std::fs::read_to_string(
            std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
                .join("../schema")
                .join(file),
        )
        .unwrap();
        assert!(
            String::from_utf8(out.stdout).unwrap() == committed,
            "schema/{file} is stale: run `cargo run -p server -- {} > schema/{file}`",
            args.join(" ")
        );
    }
}

#[test]
fn migrate_create_staff_and_seed_from_the_command_line() {
    let dir = tempfile::tempdir().unwrap();
    let run = |args: &[&str]| {
        let out = server(dir.path()).args(args).output().unwrap();
        (
            out.status.success(),
            String::from_utf8_lossy(&out.stdout).to_string(),
            String::from_utf8_lossy(&out.stderr).to_string(),
        )
    };
    let (ok, stdout, _) = run(&["migrate"]);
    assert!(ok);
    assert!(stdout.contains("up to date"));
    let (ok, stdout, _) = run(&[
        "create-staff",
        "--phone",
        "13700137000",
        "--password",
        "long-enough-pw",
    ]);
    assert!(ok, "{stdout}");
    assert!(stdout.contains("created staff member"));
    // A new account's authenticator key is printed once…
    assert!(stdout.contains("second factor (TOTP) key: "), "{stdout}");
    assert!(stdout.contains("otpauth://totp/"), "{stdout}");
    // …and kept when the command runs again.
    let (ok, stdout, _) = run(&[
        "create-staff",
        "--phone",
        "13700137000",
        "--password",
        "long-enough-pw",
    ]);
    assert!(ok, "{stdout}");
    assert!(stdout.contains("enrolled already"), "{stdout}");
    assert!(!stdout.contains("otpauth://"), "{stdout}");
    let (ok, _, stderr) = run(&[
        "create-staff",
        "--phone",
        "13700137000",
        "--password",
        "long-enough-pw",
        "--totp-secret",
        "JBSWY3DP",
    ]);
    assert!(!ok);
    assert!(stderr.contains("128 bits"), "{stderr}");
    let (ok, _, stderr) = run(&[
        "create-staff",
        "--phone",
        "137",
        "--password",
        "long-enough-pw",
    ]);
    assert!(!ok);
    assert!(stderr.contains("phone"), "{stderr}");
    // Not empty any more (the staff member): the demo refuses.
    let (ok, _, stderr) = run(&["seed-demo"]);
    assert!(!ok);
    assert!(stderr.contains("empty database"), "{stderr}");
    let (ok, _, stderr) = run(&["serve", "--mode", "production"]);
    assert!(!ok);
    assert!(stderr.contains("JWT_SECRET"), "{stderr}");
}

#[test]
fn sample_matches_from_the_command_line_are_flagged_and_idempotent() {
    let dir = tempfile::tempdir().unwrap();
    let run = |args: &[&str]| {
        let out = server(dir.path()).args(args).output().unwrap();
        (
            out.status.success(),
            String::from_utf8_lossy(&out.stdout).to_string(),
            String::from_utf8_lossy(&out.stderr).to_string(),
        )
    };
    let args = [
        "sample-matches",
        "--game",
        "bjdc",
        "--from",
        "2026-11-16",
        "--days",
        "7",
        "--seed",
        "3",
    ];
    let (ok, stdout, stderr) = run(&args);
    assert!(ok, "{stderr}");
    assert!(stdout.starts_with("bjdc (sample): "), "{stdout}");
    assert!(stderr.contains("stored "), "progress on stderr: {stderr}");
    let (ok, again, _) = run(&args);
    assert!(ok);
    assert!(again.contains(" 0 new matches, 0 updated, "), "{again}");
    // 竞彩足球's results are the real ones: its samples are on sale only
    // (the days from today on).
    let (ok, stdout, stderr) = run(&["sample-matches", "--game", "jczq"]);
    assert!(ok, "{stderr}");
    assert!(stdout.starts_with("jczq (sample): "), "{stdout}");
    let (ok, _, stderr) = run(&["sample-matches", "--game", "zcq"]);
    assert!(!ok);
    assert!(stderr.contains("--game"), "{stderr}");
    let (ok, _, stderr) = run(&["sample-matches", "--game", "jclq", "--days", "0"]);
    assert!(!ok);
    assert!(stderr.contains("--days: must be 1 to 366"), "{stderr}");
}

#[test]
fn import_matches_from_the_command_line_twice_and_a_bad_row() {
    let dir = tempfile::tempdir().unwrap();
    let file = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../schema/domain/tests/fixtures/matches/jczq.json"
    );
    let run = |args: &[&str]| {
        let out = server(dir.path()).args(args).output().unwrap();
        (
            out.status.success(),
            String::from_utf8_lossy(&out.stdout).to_string(),
            String::from_utf8_lossy(&out.stderr).to_string(),
        )
    };
    let (ok, stdout, stderr) = run(&["import-matches", "--file", file]);
    assert!(ok, "{stderr}");
    assert!(
        stdout.contains("jczq: 179 new matches, 0 updated, 0 already stored"),
        "{stdout}"
    );
    assert!(
        stderr.contains("imported 179/179"),
        "progress on stderr: {stderr}"
    );
    let (ok, stdout, _) = run(&["import-matches", "--file", file]);
    assert!(ok);
    assert!(
        stdout.contains("0 new matches, 0 updated, 179 already stored, 0 odds rows added"),
        "{stdout}"
    );
    // A mistyped score: the line and field named, nothing written.
    let bad = dir.path().join("bad.json");
    let text = std::fs::read_to_string(file).unwrap().replacen(
        "\"ftScore\": \"2:1\"",
        "\"ftScore\": \"2-1\"",
        1,
    );
    std::fs::write(&bad, text).unwrap();
    let (ok, _, stderr) = run(&["import-matches", "--file", bad.to_str().unwrap()]);
    assert!(!ok);
    assert!(
        stderr.contains("ftScore") && stderr.contains("line "),
        "{stderr}"
    );
    // Named once (the message already carries its field).
    assert_eq!(stderr.matches("ftScore").count(), 1, "{stderr}");
}

/// Reads the server's log lines in the background.
pub(crate) fn log_lines(child: &mut Child) -> std::sync::mpsc::Receiver<String> {
    use std::io::BufRead;
    let (tx, rx) = std::sync::mpsc::channel();
    let stderr = child.stderr.take().unwrap();
    std::thread::spawn(move || {
        for line in std::io::BufReader::new(stderr)
            .lines()
            .map_while(Result::ok)
        {
            if tx.send(line).is_err() {
                break;
            }
        }
    });
    rx
}

/// The 6-digit code the console SMS provider logged for `phone`.
pub(crate) fn code_from_log(lines: &std::sync::mpsc::Receiver<String>, phone: &str) -> String {
    let marker = format!("sms code for {phone}: ");
    loop {
        let line = lines
            .recv_timeout(Duration::from_secs(5))
            .expect("no SMS code in the log within 5 s");
        if let Some(pos) = line.find(&marker) {
            let code: String = line[pos + marker.len()..].chars().take(6).collect();
            assert!(code.chars().all(|c| c.is_ascii_digit()), "{line}");
            return code;
        }
    }
}

#[tokio::test]
async fn the_console_code_from_the_log_signs_in_on_both_layers() {
    let dir = tempfile::tempdir().unwrap();
    let port = free_port();
    let mut child = server(dir.path())
        .args([
            "serve",
            "--listen",
            &format!("127.0.0.1:{port}"),
            "--log-format",
            "text",
        ])
        .env("RUST_LOG", "info")
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let lines = log_lines(&mut child);
    let _running = Running(child);
    wait_for(port, "/healthz").await;
    let http = reqwest::Client::new();
    let gql = |query: &'static str, vars: serde_json::Value, token: Option<String>| {
        let mut req = http
            .post(format!("http://127.0.0.1:{port}/graphql"))
            .json(&serde_json::json!({"query": query, "variables": vars}));
        if let Some(t) = token {
            req = req.bearer_auth(t);
        }
        async move {
            req.send()
                .await
                .unwrap()
                .json::<serde_json::Value>()
                .await
                .unwrap()
        }
    };

    // GraphQL.
    let sent = gql(
        "mutation { sendVerificationCode(input: {phone: \"13800138000\", purpose: LOGIN}) { sent } }",
        serde_json::json!({}),
        None,
    )
    .await;
    assert_eq!(sent["data"]["sendVerificationCode"]["sent"], true, "{sent}");
    let code = code_from_log(&lines, "13800138000");
    let login = gql(
        "mutation($c: String!) { loginByPhoneCode(input: {phone: \"13800138000\", code: $c, gate: WEB}) { token { token expiresAt } member { id nickname } isNewMember } }",
        serde_json::json!({"c": code}),
        None,
    )
    .await;
    assert_eq!(
        login["data"]["loginByPhoneCode"]["isNewMember"], true,
        "{login}"
    );
    let token = login["data"]["loginByPhoneCode"]["token"]["token"]
        .as_str()
        .unwrap()
        .to_owned();
    let me = gql(
        "{ me { id nickname phone points vipLevel followingCount followerCount } }",
        serde_json::json!({}),
        Some(token),
    )
    .await;
    assert_eq!(
        me["data"]["me"]["id"],
        login["data"]["loginByPhoneCode"]["member"]["id"]
    );
    assert_eq!(me["data"]["me"]["phone"], "13800138000");

    // Legacy.
    let api = |call: &'static str, body: serde_json::Value| {
        let req = http
            .post(format!("http://127.0.0.1:{port}/api/Authenticate/{call}"))
            .json(&body);
        async move {
            let r = req.send().await.unwrap();
            (
                r.status().as_u16(),
                r.json::<serde_json::Value>().await.unwrap(),
            )
        }
    };
    let (status, _) = api(
        "SendVerificationCode",
        serde_json::json!({"mobile": "13900139000"}),
    )
    .await;
    assert_eq!(status, 200);
    let code = code_from_log(&lines, "13900139000");
    let (status, body) = api(
        "LoginByMobileCode",
        serde_json::json!({"mobile": "13900139000", "verification_code": code, "gate": "APP"}),
    )
    .await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(body["isRegist"], true);
    let token = body["token"]["token"].as_str().unwrap().to_owned();
    let me = gql("{ me { phone } }", serde_json::json!({}), Some(token)).await;
    assert_eq!(me["data"]["me"]["phone"], "13900139000");
}

#[tokio::test]
async fn create_staff_then_login_as_manageweb() {
    let dir = tempfile::tempdir().unwrap();
    succeed(
        server(dir.path())
            .args([
                "create-staff",
                "--phone",
                "13500135000",
                "--name",
                "运营小李",
            ])
            .env("STAFF_PASSWORD", "a-long-staff-password")
            .env("STAFF_TOTP_SECRET", crate::common::STAFF_TOTP_SECRET),
    );
    let port = free_port();
    let child = serve_on(dir.path(), port).spawn().unwrap();
    let _running = Running(child);
    wait_for(port, "/healthz").await;
    let http = reqwest::Client::new();
    let code = crate::common::staff_code();
    let reply: serde_json::Value = http
        .post(format!("http://127.0.0.1:{port}/api/Authenticate/Login"))
        .json(&serde_json::json!({"userName": "13500135000", "cipher": "a-long-staff-password", "gate": "MANAGEWEB", "oneTimeCode": code}))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    assert_eq!(reply["success"], true, "{reply}");
    let token = reply["token"]["token"].as_str().unwrap();
    let me: serde_json::Value = http
        .post(format!("http://127.0.0.1:{port}/graphql"))
        .bearer_auth(token)
        .json(&serde_json::json!({"query": "{ me { isStaff nickname } }"}))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    assert_eq!(me["data"]["me"]["isStaff"], true, "{me}");
    assert_eq!(me["data"]["me"]["nickname"], "运营小李");
}

#[tokio::test]
async fn create_partner_prints_a_key_once_that_works() {
    let dir = tempfile::tempdir().unwrap();
    let out = succeed(server(dir.path()).args([
        "create-partner",
        "--name",
        "渠道乙",
        "--channel",
        "qd-b",
        "--scopes",
        "lottery:read,unread:subscribe",
    ]));
    // The key alone on stdout (for scripts); the story on stderr.
    let key = String::from_utf8(out.stdout).unwrap().trim().to_owned();
    assert!(key.starts_with("lmk_"), "{key}");
    let story = String::from_utf8_lossy(&out.stderr);
    assert!(
        story.contains("lottery:read") && story.contains("unread:subscribe"),
        "{story}"
    );
    // A second partner of the same name is refused with a clear message.
    let again = server(dir.path())
        .args([
            "create-partner",
            "--name",
            "渠道乙",
            "--scopes",
            "lottery:read",
        ])
        .output()
        .unwrap();
    assert!(!again.status.success());
    assert!(String::from_utf8_lossy(&again.stderr).contains("name"));

    let port = free_port();
    let child = serve_on(dir.path(), port).spawn().unwrap();
    let _running = Running(child);
    wait_for(port, "/healthz").await;
    let reply: serde_json::Value = reqwest::Client::new()
        .post(format!("http://127.0.0.1:{port}/graphql"))
        .header("x-api-key", &key)
        .json(&serde_json::json!({"query": "{ latestDraws { issue } }"}))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    assert!(reply["data"]["latestDraws"].is_array(), "{reply}");
    // Estimated at its declared size (7 games: `@listSize`), charged what
    // came back (no draws stored: the minimum, 1).
    assert_eq!(
        reply["extensions"]["cost"]["requestedQueryCost"], 7,
        "{reply}"
    );
    assert_eq!(reply["extensions"]["cost"]["actualQueryCost"], 1, "{reply}");
}

/// security.md's fault row "process killed during a check-in burst": the
/// real server is killed (SIGKILL) while 20 members each send 5 check-ins
/// at once, then started again and sent them all once more. Whatever the
/// kill cut short, every member has at most one check-in today and every
/// balance equals the sum of its ledger.
#[tokio::test]
async fn a_kill_during_a_check_in_burst_leaves_the_ledger_balanced() {
    let dir = tempfile::tempdir().unwrap();
    let tdb = domain::testing::test_db().await;
    // Members and their tokens, minted with the secret the server is given
    // (the test token service's key is 32 bytes of `*`).
    let (mut ctx, _guard) = domain::testing::test_context().await;
    ctx.db = tdb.db.clone();
    let mut tokens = Vec::new();
    for i in 0..20 {
        let (_, token) = domain::testing::member_with_token(&ctx, &format!("签到{i}"), false).await;
        tokens.push(token);
    }
    let secret = "*".repeat(32);
    let start = |port: u16| {
        let mut cmd = serve_on(dir.path(), port);
        cmd.env("DATABASE_URL", &tdb.url)
            .env("JWT_SECRET", &secret)
            .env("RATE_MEMBER_BURST", "1000")
            .env("RATE_MEMBER_PER_SECOND", "1000");
        Running(cmd.spawn().unwrap())
    };
    let check_in = |port: u16, token: String| async move {
        reqwest::Client::new()
            .post(format!("http://127.0.0.1:{port}/graphql"))
            .bearer_auth(token)
            .json(&serde_json::json!({"query": "mutation { checkIn(input: {}) { balance userErrors { code } } }"}))
            .send()
            .await
    };

    let port = free_port();
    let mut running = start(port);
    wait_for(port, "/healthz").await;
    let mut burst = tokio::task::JoinSet::new();
    for token in &tokens {
        for _ in 0..5 {
            burst.spawn(check_in(port, token.clone()));
        }
    }
    // Let some land, then kill mid-burst.
    tokio::time::sleep(std::time::Duration::from_millis(30)).await;
    running.0.kill().unwrap(); // SIGKILL on Unix
    let _ = running.0.wait();
    while burst.join_next().await.is_some() {}

    let port = free_port();
    let _again = start(port);
    wait_for(port, "/healthz").await;
    for token in &tokens {
        let r = check_in(port, token.clone()).await.unwrap();
        let body: serde_json::Value = r.json().await.unwrap();
        let errors = &body["data"]["checkIn"]["userErrors"];
        assert!(
            body["data"]["checkIn"]["balance"].is_number()
                || errors[0]["code"] == "ALREADY_CHECKED_IN",
            "{body}"
        );
    }
    let today = domain::kernel::clock::shanghai_day(domain::kernel::clock::now());
    use sea_orm::{ColumnTrait, EntityTrait, PaginatorTrait, QueryFilter};
    let rows = entities::check_in::Entity::find()
        .filter(entities::check_in::Column::Day.eq(today))
        .count(&tdb.db)
        .await
        .unwrap();
    assert_eq!(rows, 20, "one check-in per member today, no more, no less");
    domain::testing::assert_points_invariants(&tdb.db).await;
}
