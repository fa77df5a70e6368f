//! The graphql-http audit suite (the GraphQL-over-HTTP spec's conformance
//! audits, what partners' HTTP clients expect) against the real server:
//! every MUST and every SHOULD audit passes. MAY audits are reported only.
//!
//! Needs Node.js and `npm ci` in `server/tests/graphql-ws-client` (the test
//! command does it); fails, never skips, without them.

use std::process::Command;

use serde_json::Value;

use crate::common;

#[tokio::test]
async fn every_must_and_should_audit_passes() {
    // The suite sends a few hundred requests at once from one address;
    // the per-IP limit is not what is audited here.
    let s = common::start_with(&["--rate-ip-burst", "100000"]).await;
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/graphql-ws-client");
    assert!(
        dir.join("node_modules/graphql-http").exists(),
        "run `npm ci` in {} first (the test command does)",
        dir.display()
    );
    let url = format!("http://{}/graphql", s.addr);
    // The suite is async and the server runs on this runtime: run node on
    // a blocking thread so the server keeps answering.
    let out = tokio::task::spawn_blocking(move || {
        Command::new("node")
            .arg(dir.join("audit.mjs"))
            .arg(url)
            .output()
            .expect("node must be installed")
    })
    .await
    .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let results: Vec<Value> = String::from_utf8_lossy(&out.stdout)
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert!(results.len() > 30, "only {} audits ran", results.len());
    let failed: Vec<String> = results
        .iter()
        .filter(|r| r["status"] != "ok")
        .filter(|r| {
            let name = r["name"].as_str().unwrap_or_default();
            name.starts_with("MUST") || name.starts_with("SHOULD")
        })
        .map(|r| format!("{} {}: {}", r["id"], r["name"], r["reason"]))
        .collect();
    assert!(failed.is_empty(), "failing audits:\n{}", failed.join("\n"));
}
