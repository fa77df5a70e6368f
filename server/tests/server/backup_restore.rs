//! Backup and restore while the server writes (docs/backups.md): a real
//! server process takes a steady stream of writes (members, check-ins and
//! ad rewards on the points ledger, follows and unfollows, posts, targeted
//! and broadcast messages and read marks) while the backup is taken — on
//! SQLite by `server backup` (the binary), on PostgreSQL by `pg_dump -Fc`
//! restored with `pg_restore` into a fresh database. A new server then
//! starts on the restored copy. Everything acknowledged before the backup
//! started must be there, and the copy must be self-consistent: every
//! balance the sum of its ledger and every member counter the count of
//! its rows.
//!
//! On PostgreSQL it needs `pg_dump` and `pg_restore` on the PATH and fails
//! (never skips) without them.

use std::collections::{HashMap, HashSet};
use std::process::Command;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use sea_orm::{DatabaseConnection, EntityTrait};
use serde_json::{json, Value};
use sha2::{Digest, Sha256};

use crate::common::gid;
use crate::common::process::{free_port, serve_on, server, succeed, wait_for, Running};
use domain::kernel::token::{TokenKind, TokenService};
use domain::testing::TestMember;

const SECRET: &str = "backup-restore-secret-backup-restore-0123456";
const AD_SECRET: &str = "backup-ad-secret";

/// What the server acknowledged: each must survive a backup taken after it.
#[derive(Clone, Debug)]
enum Done {
    Member(i64),
    CheckIn(i64),
    Ledger(String),
    Follow(i64, i64),
    Post(i64),
    Message(i64, Vec<i64>),
}

/// The database the live server runs on, and how the test reaches it.
struct Live {
    dir: tempfile::TempDir,
    /// PostgreSQL: the database's URL; SQLite: none (`<dir>/data/app.db`).
    pg_url: Option<String>,
}

impl Live {
    fn url(&self) -> String {
        match &self.pg_url {
            Some(u) => u.clone(),
            None => format!("sqlite://{}?mode=rw", self.sqlite_file().display()),
        }
    }
    fn sqlite_file(&self) -> std::path::PathBuf {
        self.dir.path().join("data").join("app.db")
    }
    fn command(&self, mut cmd: Command) -> Command {
        if let Some(u) = &self.pg_url {
            cmd.env("DATABASE_URL", u);
        }
        cmd
    }
}

async fn gql(http: &reqwest::Client, port: u16, token: &str, query: &str, vars: Value) -> Value {
    let resp = http
        .post(format!("http://127.0.0.1:{port}/graphql"))
        .bearer_auth(token)
        .json(&json!({"query": query, "variables": vars}))
        .send()
        .await
        .unwrap();
    let status = resp.status().as_u16();
    let body: Value = resp.json().await.unwrap();
    assert_eq!(status, 200, "{query}: {body}");
    assert!(body["errors"].is_null(), "{query}: {body}");
    for payload in body["data"].as_object().unwrap().values() {
        let errors = &payload["userErrors"];
        assert!(
            errors.is_null() || errors.as_array().is_some_and(|e| e.is_empty()),
            "{query}: {body}"
        );
    }
    body["data"].clone()
}

fn row_id(global: &Value) -> i64 {
    api::ids::decode(global.as_str().unwrap()).unwrap().1
}

/// One writer: a new member and what it does, over and over, until told to
/// stop. Each step is logged once the server has answered it.
#[allow(clippy::too_many_arguments)]
async fn writer(
    w: usize,
    port: u16,
    db: DatabaseConnection,
    staff: String,
    tokens: Arc<TokenService>,
    members: Arc<Mutex<Vec<i64>>>,
    log: Arc<Mutex<Vec<Done>>>,
    stop: Arc<AtomicBool>,
) {
    let http = reqwest::Client::new();
    let done = |d: Done| log.lock().unwrap().push(d);
    let mut n = 0usize;
    while !stop.load(Ordering::SeqCst) {
        n += 1;
        let id = TestMember::new(&format!("备份{w}-{n}"))
            .phone(&format!("139{w:02}{n:06}"))
            .insert(&db)
            .await
            .id;
        done(Done::Member(id));
        let token = tokens.issue(id, TokenKind::Access).unwrap().0;
        let earlier: Vec<i64> = {
            let mut m = members.lock().unwrap();
            let picked = m.iter().rev().take(3).copied().collect();
            m.push(id);
            picked
        };

        gql(
            &http,
            port,
            &token,
            "mutation { checkIn(input: {}) { balance userErrors { code } } }",
            json!({}),
        )
        .await;
        done(Done::CheckIn(id));
        let trans = format!("bk-{id}");
        let sign = hex::encode(Sha256::digest(format!("{AD_SECRET}:{trans}").as_bytes()));
        let resp = http
            .get(format!(
                "http://127.0.0.1:{port}/api/callbacks/ad-reward/pangle"
            ))
            .query(&[
                ("user_id", id.to_string()),
                ("trans_id", trans.clone()),
                ("sign", sign),
            ])
            .send()
            .await
            .unwrap();
        assert_eq!(
            resp.status().as_u16(),
            200,
            "{}",
            resp.text().await.unwrap()
        );
        done(Done::Ledger(format!("ad:pangle:{trans}")));

        const FOLLOW: &str = "mutation($m: ID!) { followMember(input: {memberId: $m}) { changed userErrors { code } } }";
        const UNFOLLOW: &str = "mutation($m: ID!) { unfollowMember(input: {memberId: $m}) { changed userErrors { code } } }";
        for (i, other) in earlier.iter().enumerate() {
            gql(&http, port, &token, FOLLOW, json!({"m": gid(*other)})).await;
            if i == 2 {
                // Counters move both ways: the third follow is taken back.
                gql(&http, port, &token, UNFOLLOW, json!({"m": gid(*other)})).await;
            } else {
                done(Done::Follow(id, *other));
            }
        }

        let post = gql(&http, port, &token, "mutation($b: String!) { createPost(input: {body: $b}) { post { id } userErrors { code } } }", json!({"b": format!("今天的双色球 {w}-{n}")})).await;
        done(Done::Post(row_id(&post["createPost"]["post"]["id"])));

        let mut to = vec![id];
        to.extend(earlier.first());
        let sent = gql(&http, port, &staff, "mutation($to: [ID!]) { sendMessage(input: {memberIds: $to, title: \"备份\", content: \"测试消息\"}) { message { id } userErrors { code } } }", json!({"to": to.iter().map(|m| gid(*m)).collect::<Vec<_>>()})).await;
        let message = row_id(&sent["sendMessage"]["message"]["id"]);
        done(Done::Message(message, to));
        if w == 0 && n.is_multiple_of(4) {
            let sent = gql(&http, port, &staff, "mutation { sendMessage(input: {toAll: true, title: \"公告\", content: \"全体\"}) { message { id } userErrors { code } } }", json!({})).await;
            done(Done::Message(
                row_id(&sent["sendMessage"]["message"]["id"]),
                vec![],
            ));
        }
        // Read marks move the unread counters down: one message, or all
        // (broadcasts included) every third round.
        let mark = if n.is_multiple_of(3) {
            json!({"all": true})
        } else {
            json!({"ids": [sent["sendMessage"]["message"]["id"]]})
        };
        gql(&http, port, &token, "mutation($i: MarkMessagesInput!) { markMessagesRead(input: $i) { unreadCount userErrors { code } } }", json!({"i": mark})).await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_backup_under_writes_restores_everything_committed_before_it() {
    let pg = domain::testing::backend() == "postgres";
    let live = Live {
        dir: tempfile::tempdir().unwrap(),
        pg_url: if pg {
            Some(domain::testing::fresh_database_url().await.0)
        } else {
            None
        },
    };
    succeed(live.command(server(live.dir.path())).arg("migrate"));
    let port = free_port();
    let mut serving = live.command(serve_on(live.dir.path(), port));
    serving
        .env("JWT_SECRET", SECRET)
        .env("AD_REWARD_SECRETS", format!("pangle={AD_SECRET}"))
        .args([
            "--rate-member-per-second",
            "100000",
            "--rate-member-burst",
            "100000",
        ])
        .args([
            "--rate-ip-per-second",
            "100000",
            "--rate-ip-burst",
            "100000",
        ]);
    let server_process = Running(serving.spawn().unwrap());
    let ready: Value = wait_for(port, "/readyz").await.json().await.unwrap();
    assert_eq!(ready["status"], "ok", "{ready}");

    let db = domain::kernel::db::connect(&live.url()).await.unwrap();
    let tokens = Arc::new(TokenService::new(SECRET.as_bytes(), &[]).unwrap());
    let staff_id = TestMember::new("运营")
        .permission(domain::Permission::Operations)
        .insert(&db)
        .await
        .id;
    let staff = tokens.issue(staff_id, TokenKind::Staff).unwrap().0;
    let (members, log, stop) = (
        Arc::new(Mutex::new(Vec::new())),
        Arc::new(Mutex::new(Vec::new())),
        Arc::new(AtomicBool::new(false)),
    );
    let writers: Vec<_> = (0..3)
        .map(|w| {
            tokio::spawn(writer(
                w,
                port,
                db.clone(),
                staff.clone(),
                tokens.clone(),
                members.clone(),
                log.clone(),
                stop.clone(),
            ))
        })
        .collect();
    let logged = || log.lock().unwrap().len();
    wait_until(&log, &writers, 60).await;
    // Everything acknowledged so far committed before the backup starts.
    let before: Vec<Done> = log.lock().unwrap().clone();
    let work = tempfile::tempdir().unwrap();
    let restored_url = if let Some(url) = &live.pg_url {
        let dump = work.path().join("live.dump");
        let out = run(Command::new("pg_dump")
            .args(["--format=custom", "--file"])
            .arg(&dump)
            .arg(format!("--dbname={url}")));
        let written = logged() - before.len();
        let (restored, _) = domain::testing::fresh_database_url().await;
        run(Command::new("pg_restore")
            .args(["--no-owner", "--exit-on-error"])
            .arg(format!("--dbname={restored}"))
            .arg(&dump));
        eprintln!("pg_dump: {out}; {written} writes acknowledged while it ran");
        Some(restored)
    } else {
        let file = work.path().join("app-backup.db");
        let out = run(server(live.dir.path())
            .arg("backup")
            .arg("--out")
            .arg(&file));
        eprintln!(
            "{out}; {} writes acknowledged while it ran",
            logged() - before.len()
        );
        assert!(
            out.starts_with(&format!("wrote {}", file.display())),
            "{out}"
        );
        assert!(out.contains("\nmember: "), "{out}");
        None
    };
    // Writes go on after the copy: it held nothing up for good.
    let after_backup = logged();
    wait_until(&log, &writers, after_backup + 10).await;
    stop.store(true, Ordering::SeqCst);
    for w in writers {
        w.await.unwrap();
    }
    drop(server_process);
    let _ = db.close().await;

    // A fresh instance on the restored copy. SQLite: the documented
    // restore, the file as `<data-dir>/app.db` of a new data dir.
    let restored_dir = tempfile::tempdir().unwrap();
    let restored_url = match restored_url {
        Some(u) => u,
        None => {
            let data = restored_dir.path().join("data");
            std::fs::create_dir_all(&data).unwrap();
            std::fs::copy(work.path().join("app-backup.db"), data.join("app.db")).unwrap();
            format!("sqlite://{}?mode=rw", data.join("app.db").display())
        }
    };
    let port = free_port();
    let mut restored_server = serve_on(restored_dir.path(), port);
    restored_server.env("JWT_SECRET", SECRET);
    if pg {
        restored_server.env("DATABASE_URL", &restored_url);
    }
    let _restored = Running(restored_server.spawn().unwrap());
    let ready: Value = wait_for(port, "/readyz").await.json().await.unwrap();
    assert_eq!(ready["status"], "ok", "{ready}");
    let db = domain::kernel::db::connect(&restored_url).await.unwrap();

    assert_present(&db, &before).await;
    assert_counters(&db).await;
    domain::testing::assert_points_invariants(&db).await;

    // One read through the restored server agrees with its database.
    // A member whose check-in was acknowledged before the backup.
    let someone = before
        .iter()
        .find_map(|d| match d {
            Done::CheckIn(id) => Some(*id),
            _ => None,
        })
        .unwrap();
    let token = tokens.issue(someone, TokenKind::Access).unwrap().0;
    let data = gql(
        &reqwest::Client::new(),
        port,
        &token,
        "{ me { points followerCount followingCount } unreadMessageCount }",
        json!({}),
    )
    .await;
    let row = entities::member::Entity::find_by_id(someone)
        .one(&db)
        .await
        .unwrap()
        .unwrap();
    assert_eq!(data["me"]["points"], row.points);
    assert_eq!(data["me"]["followerCount"], row.fans_count);
    assert_eq!(data["me"]["followingCount"], row.focus_count);
    assert!(row.points > 0, "{row:?}");
    eprintln!(
        "restored: {} acknowledged writes checked ({} in all)",
        before.len(),
        logged()
    );
}

/// Waits until `n` writes were acknowledged. A writer ends only when told
/// to or by failing, so one that ended stops the wait (its join reports why).
async fn wait_until(log: &Mutex<Vec<Done>>, writers: &[tokio::task::JoinHandle<()>], n: usize) {
    for _ in 0..1200 {
        if log.lock().unwrap().len() >= n || writers.iter().any(|w| w.is_finished()) {
            return;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    panic!("the writers did not get to {n} writes in a minute");
}

/// Runs a command to completion; its stdout, or a panic with its stderr.
fn run(cmd: &mut Command) -> String {
    let out = cmd
        .output()
        .unwrap_or_else(|e| panic!("{:?} could not run: {e}", cmd.get_program()));
    assert!(
        out.status.success(),
        "{:?}: {}",
        cmd.get_program(),
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap()
}

async fn assert_present(db: &DatabaseConnection, before: &[Done]) {
    use entities::{check_in, follow, member, message, message_receipt, points_ledger, post};
    let members: HashSet<i64> = member::Entity::find()
        .all(db)
        .await
        .unwrap()
        .iter()
        .map(|m| m.id)
        .collect();
    let follows: HashSet<(i64, i64)> = follow::Entity::find()
        .all(db)
        .await
        .unwrap()
        .iter()
        .map(|f| (f.member_id, f.focus_member_id))
        .collect();
    let ledger = points_ledger::Entity::find().all(db).await.unwrap();
    let keys: HashSet<String> = ledger
        .iter()
        .filter_map(|l| l.idempotency_key.clone())
        .collect();
    let check_in_ledger: HashSet<i64> = ledger
        .iter()
        .filter(|l| l.reason == "CHECK_IN")
        .map(|l| l.member_id)
        .collect();
    let check_ins: HashSet<i64> = check_in::Entity::find()
        .all(db)
        .await
        .unwrap()
        .iter()
        .map(|c| c.member_id)
        .collect();
    let posts: HashSet<i64> = post::Entity::find()
        .all(db)
        .await
        .unwrap()
        .iter()
        .map(|p| p.id)
        .collect();
    let messages: HashSet<i64> = message::Entity::find()
        .all(db)
        .await
        .unwrap()
        .iter()
        .map(|m| m.id)
        .collect();
    let receipts: HashSet<(i64, i64)> = message_receipt::Entity::find()
        .all(db)
        .await
        .unwrap()
        .iter()
        .map(|r| (r.member_id, r.message_id))
        .collect();
    for d in before {
        let there = match d {
            Done::Member(id) => members.contains(id),
            Done::CheckIn(id) => check_ins.contains(id) && check_in_ledger.contains(id),
            Done::Ledger(key) => keys.contains(key),
            Done::Follow(a, b) => follows.contains(&(*a, *b)),
            Done::Post(id) => posts.contains(id),
            Done::Message(id, to) => {
                messages.contains(id) && to.iter().all(|m| receipts.contains(&(*m, *id)))
            }
        };
        assert!(
            there,
            "acknowledged before the backup but not restored: {d:?}"
        );
    }
}

/// Every counter the member row keeps equals a count of its rows, and the
/// balance the last ledger row's `balance_after`.
async fn assert_counters(db: &DatabaseConnection) {
    use entities::{follow, member, message, message_receipt, points_ledger, post};
    let mut focus: HashMap<i64, i64> = HashMap::new();
    let mut fans: HashMap<i64, i64> = HashMap::new();
    for f in follow::Entity::find().all(db).await.unwrap() {
        *focus.entry(f.member_id).or_default() += 1;
        *fans.entry(f.focus_member_id).or_default() += 1;
    }
    let mut visible: HashMap<i64, i64> = HashMap::new();
    for p in post::Entity::find().all(db).await.unwrap() {
        if p.state == "VISIBLE" {
            *visible.entry(p.member_id).or_default() += 1;
        }
    }
    let broadcast: HashMap<i64, bool> = message::Entity::find()
        .all(db)
        .await
        .unwrap()
        .iter()
        .map(|m| (m.id, m.broadcast_seq.is_some()))
        .collect();
    let (mut unread, mut broadcasts_read): (HashMap<i64, i64>, HashMap<i64, i64>) =
        Default::default();
    for r in message_receipt::Entity::find().all(db).await.unwrap() {
        match (broadcast[&r.message_id], r.read_at.is_some()) {
            (false, false) => *unread.entry(r.member_id).or_default() += 1,
            (true, true) => *broadcasts_read.entry(r.member_id).or_default() += 1,
            _ => {}
        }
    }
    let mut last_balance: HashMap<i64, (i64, i64)> = HashMap::new();
    for l in points_ledger::Entity::find().all(db).await.unwrap() {
        let e = last_balance
            .entry(l.member_id)
            .or_insert((l.id, l.balance_after));
        if l.id >= e.0 {
            *e = (l.id, l.balance_after);
        }
    }
    let members = member::Entity::find().all(db).await.unwrap();
    let count = |m: &HashMap<i64, i64>, id: i64| m.get(&id).copied().unwrap_or(0);
    for m in &members {
        let id = m.id;
        assert_eq!(m.focus_count, count(&focus, id), "member {id}: focus_count");
        assert_eq!(m.fans_count, count(&fans, id), "member {id}: fans_count");
        assert_eq!(
            m.dynamic_count,
            count(&visible, id),
            "member {id}: dynamic_count"
        );
        assert_eq!(
            m.unread_message_count,
            count(&unread, id),
            "member {id}: unread_message_count"
        );
        assert_eq!(
            m.broadcasts_read,
            count(&broadcasts_read, id),
            "member {id}: broadcasts_read"
        );
        let last = last_balance.get(&id).map(|e| e.1).unwrap_or(0);
        assert_eq!(
            m.points, last,
            "member {id}: points vs the last balance_after"
        );
    }
    assert!(members
        .iter()
        .any(|m| m.fans_count > 0 && m.unread_message_count > 0));
}

#[tokio::test]
async fn backup_refuses_an_existing_file_and_postgresql() {
    let dir = tempfile::tempdir().unwrap();
    succeed(server(dir.path()).arg("migrate"));
    let file = dir.path().join("b.db");
    std::fs::write(&file, "keep me").unwrap();

    // The flag through its variable; the file is left as it was.
    let out = server(dir.path())
        .arg("backup")
        .env("BACKUP_OUT", &file)
        .output()
        .unwrap();
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("--out") && err.contains("--force"), "{err}");
    assert_eq!(std::fs::read_to_string(&file).unwrap(), "keep me");

    // --force replaces it, and nothing else is left in the directory.
    let out = succeed(
        server(dir.path())
            .args(["backup", "--force", "--out"])
            .arg(&file),
    );
    let names: Vec<String> = std::fs::read_dir(dir.path())
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    assert!(names.iter().all(|n| !n.contains("partial")), "{names:?}");
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(stdout.contains("member: 0 rows"), "{stdout}");

    // PostgreSQL: refused, pointing to pg_dump, before connecting anywhere.
    let out = server(dir.path())
        .args([
            "backup",
            "--out",
            "pg.db",
            "--database-url",
            "postgres://nobody@127.0.0.1:1/none",
        ])
        .output()
        .unwrap();
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("pg_dump -Fc") && err.contains("docs/backups.md"),
        "{err}"
    );
    assert!(!dir.path().join("pg.db").exists());
}
