//! The previous release on this release's schema (docs/contributing.md,
//! "Migrations in a rolling deploy"): during a rolling deploy, and after a
//! rollback, instances of the release before serve on the schema this one
//! migrated, over rows this one wrote. This binary migrates a fresh
//! database and writes the demo data; the previous release's binary then
//! starts on it and answers the read paths its own client sends (the home
//! page, draws, a member's page, the message centre, points, the session)
//! with 200 and no errors.
//!
//! It runs the binary `scripts/previous-release.sh` builds (the commit in
//! deploy/previous-release), named by `PREVIOUS_RELEASE_SERVER`, as a step
//! of its own; without the variable it fails.

use std::process::{Command, Stdio};

use serde_json::{json, Value};

use crate::common::gid;
use crate::common::process::{free_port, server, wait_for, Running};
use domain::kernel::token::{TokenKind, TokenService};

const SECRET: &str = "previous-release-secret-previous-release-01";

/// The old client's read paths, by operation name, with their variables.
const READS: [(&str, &str); 7] = [
    ("SessionMember", "{}"),
    ("HomeDraws", "{}"),
    ("HomeHotPosts", "{}"),
    ("DrawHistoryPage", r#"{"game": "SSQ"}"#),
    ("MemberPage", r#"{"id": "<other>"}"#),
    ("MessageCentre", "{}"),
    ("PointsHistoryPage", "{}"),
];

#[tokio::test]
#[ignore = "a step of its own: PREVIOUS_RELEASE_SERVER=$(scripts/previous-release.sh) cargo test -p server --test server previous_release -- --ignored"]
async fn the_previous_release_serves_its_reads_on_this_schema() {
    let old = std::env::var("PREVIOUS_RELEASE_SERVER").expect(
        "PREVIOUS_RELEASE_SERVER must name the previous release's server binary \
         (PREVIOUS_RELEASE_SERVER=$(scripts/previous-release.sh))",
    );
    let documents: Value = serde_json::from_str(
        &std::fs::read_to_string(
            std::path::Path::new(&old).with_file_name("persisted-documents.json"),
        )
        .expect("persisted-documents.json beside the binary (scripts/previous-release.sh)"),
    )
    .unwrap();

    // This release migrates and writes.
    let (url, _sqlite_dir) = domain::testing::fresh_database_url().await;
    let dir = tempfile::tempdir().unwrap();
    for command in ["migrate", "seed-demo"] {
        let out = server(dir.path())
            .arg(command)
            .env("DATABASE_URL", &url)
            .output()
            .unwrap();
        assert!(
            out.status.success(),
            "{command}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
    }

    // The previous release starts on it (its start migrates: nothing to do).
    let port = free_port();
    let log = dir.path().join("old.log");
    let child = Command::new(&old)
        .current_dir(dir.path())
        .env_clear()
        .env("PATH", std::env::var("PATH").unwrap_or_default())
        .env("DATABASE_URL", &url)
        .env("JWT_SECRET", SECRET)
        .args(["serve", "--listen", &format!("127.0.0.1:{port}")])
        .stdout(Stdio::null())
        .stderr(std::fs::File::create(&log).unwrap())
        .spawn()
        .unwrap();
    let _old = Running(child);
    let ready = wait_for(port, "/readyz").await;
    assert_eq!(
        ready.status().as_u16(),
        200,
        "{}",
        std::fs::read_to_string(&log).unwrap()
    );

    // A demo member who follows someone, has messages and points.
    let db = domain::kernel::db::connect(&url).await.unwrap();
    let members = {
        use sea_orm::EntityTrait;
        entities::member::Entity::find().all(&db).await.unwrap()
    };
    let me = members
        .iter()
        .find(|m| !m.is_office && m.focus_count > 0 && m.points > 0)
        .expect("a demo member with follows and points");
    let other = members.iter().find(|m| m.id != me.id).unwrap();
    let token = TokenService::new(SECRET.as_bytes(), &[])
        .unwrap()
        .issue(me.id, TokenKind::Access)
        .unwrap()
        .0;

    let http = reqwest::Client::new();
    for (name, variables) in READS {
        let text = documents
            .as_object()
            .unwrap()
            .values()
            .filter_map(Value::as_str)
            .find(|d| d.contains(&format!("query {name}")))
            .unwrap_or_else(|| panic!("the old client has no {name}"));
        let variables: Value =
            serde_json::from_str(&variables.replace("<other>", gid(other.id).as_str())).unwrap();
        let resp = http
            .post(format!("http://127.0.0.1:{port}/graphql"))
            .bearer_auth(&token)
            .json(&json!({"query": text, "operationName": name, "variables": variables}))
            .send()
            .await
            .unwrap();
        let status = resp.status().as_u16();
        let body: Value = resp.json().await.unwrap();
        assert_eq!(status, 200, "{name}: {body}");
        assert!(body["errors"].is_null(), "{name}: {body}");
        assert!(body["data"].is_object(), "{name}: {body}");
    }
    let log = std::fs::read_to_string(&log).unwrap();
    assert!(
        !log.contains("ERROR"),
        "the previous release logged errors:\n{log}"
    );
}
