//! The graphql-ws npm library (what the web client uses) against the
//! server: it subscribes to `unreadCount`, gets the current count, the new
//! count after a staff `Send`, and the lower count after `SetHaveRead`.
//!
//! Needs Node.js and `npm ci` in `server/tests/graphql-ws-client` (the test
//! command does it); fails, never skips, without them.

use crate::common;

use std::io::{BufRead, BufReader};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use serde_json::{json, Value};

// Multi-threaded: this test blocks a thread reading the client's output.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_graphql_ws_library_sees_the_count_live() {
    let s = common::start().await;
    let (_, staff) = s
        .staff_with("运营", &[domain::Permission::Operations])
        .await;
    let (reader, token) = s.member("读者", false).await;

    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/graphql-ws-client");
    assert!(
        dir.join("node_modules/graphql-ws").exists(),
        "run `npm ci` in {} first (the test command does)",
        dir.display()
    );
    let mut child = Command::new("node")
        .arg(dir.join("unread.mjs"))
        .arg(format!("ws://{}/graphql", s.addr))
        .arg(&token)
        .stdout(Stdio::piped())
        .stderr(Stdio::inherit())
        .spawn()
        .expect("node must be installed");
    let stdout = child.stdout.take().unwrap();
    let (tx, rx) = std::sync::mpsc::channel::<Value>();
    std::thread::spawn(move || {
        for line in BufReader::new(stdout).lines().map_while(Result::ok) {
            if let Ok(v) = serde_json::from_str(&line) {
                let _ = tx.send(v);
            }
        }
    });
    let next = |what: &str| {
        rx.recv_timeout(Duration::from_secs(10))
            .unwrap_or_else(|_| panic!("no {what} from the graphql-ws client"))
    };

    assert_eq!(
        next("current count"),
        json!({"unreadCount": 0, "errors": null})
    );
    let started = Instant::now();
    let (status, _, sent) = s
        .legacy(
            "Message/Send",
            Some(&staff),
            json!({"memberIds": [reader.to_string()], "title": "新消息", "content": "你好"}),
        )
        .await;
    assert_eq!(status, 200, "{sent}");
    assert_eq!(next("new count"), json!({"unreadCount": 1, "errors": null}));
    eprintln!("Send → graphql-ws client: {:?}", started.elapsed());
    let (status, _, _) = s
        .legacy(
            "Message/SetHaveRead",
            Some(&token),
            json!({"ids": [sent["id"]]}),
        )
        .await;
    assert_eq!(status, 200);
    assert_eq!(
        next("count after read"),
        json!({"unreadCount": 0, "errors": null})
    );
    let _ = child.kill();
    let _ = child.wait();
}
