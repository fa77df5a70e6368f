//! The partner quickstart (`examples/partner`, issue 35) run against a live
//! server: its typed query with the cost headers, its graphql-ws
//! subscription, and its webhook receiver, which verifies with the npm
//! `standardwebhooks` package (a library no one here wrote). A member
//! registers through the partner's channel while it waits; its receiver
//! answers the first delivery 500 and must get the retry, verified, once.
//! Its types are generated first from the server's `/api/schema.graphql`.
//!
//! Needs Node.js, and `npm ci` + `npm run codegen` in `examples/partner`
//! (the test command does both); fails, never skips, without them.

use std::process::Stdio;
use std::time::Duration;

use domain::auth::service::{self as auth, ClientInfo};
use domain::auth::VerificationPurpose;
use domain::invite::Invite;
use domain::kernel::enums::Gate;
use sea_orm::{EntityTrait, PaginatorTrait};
use tokio::io::{AsyncBufReadExt, BufReader};
use tokio::process::Command;

use crate::common;
use crate::partners_http::partner_with;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_partner_quickstart_runs_against_a_live_server() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../examples/partner");
    assert!(
        dir.join("node_modules/standardwebhooks").exists() && dir.join("src/gql").exists(),
        "run `npm ci && npm run codegen` in {} first (the test command does)",
        dir.display()
    );
    let (s, sms) = common::start_recording_with(&["--webhook-allow-loopback"]).await;
    let (_, key) = partner_with(
        &s,
        "快速开始",
        &["channel:stats", "lottery:read", "webhooks:write"],
        None,
    )
    .await;

    // Its types from the live server's SDL, as a partner without the
    // repository makes them (the same text as the committed file).
    let codegen = Command::new("npm")
        .args(["run", "--silent", "codegen"])
        .current_dir(&dir)
        .env("SCHEMA_URL", format!("{}/api/schema.graphql", s.base))
        .output()
        .await
        .expect("npm must be installed");
    assert!(
        codegen.status.success(),
        "codegen from the served SDL failed:\n{}\n{}",
        String::from_utf8_lossy(&codegen.stdout),
        String::from_utf8_lossy(&codegen.stderr)
    );

    let mut child = Command::new("npm")
        .args(["start", "--silent"])
        .current_dir(&dir)
        .env("PARTNER_API_KEY", &key)
        .env("LOTTERY_URL", &s.base)
        .env("EXPECT_EVENTS", "1")
        .env("FAIL_FIRST", "1")
        .env("WAIT_SECONDS", "60")
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .kill_on_drop(true)
        .spawn()
        .expect("npm must be installed");
    let mut out = BufReader::new(child.stdout.take().unwrap()).lines();
    let mut seen = Vec::new();
    // Wait for the endpoint, then let a member register through the channel.
    let registered = tokio::time::timeout(Duration::from_secs(60), async {
        while let Some(line) = out.next_line().await.unwrap() {
            seen.push(line.clone());
            if line.starts_with("endpoint ") {
                return true;
            }
        }
        false
    })
    .await;
    if registered != Ok(true) {
        let err = child.wait_with_output().await.unwrap();
        panic!(
            "the quickstart registered no endpoint:\n{}\n{}",
            seen.join("\n"),
            String::from_utf8_lossy(&err.stderr)
        );
    }
    register_through(&s, &sms, "快速开始-app", "13700001111").await;

    let rest = tokio::time::timeout(Duration::from_secs(90), async {
        while let Some(line) = out.next_line().await.unwrap() {
            seen.push(line);
        }
        child.wait_with_output().await.unwrap()
    })
    .await
    .expect("the quickstart ended within 90 s");
    let log = seen.join("\n");
    assert!(
        rest.status.success(),
        "{log}\n{}",
        String::from_utf8_lossy(&rest.stderr)
    );
    assert!(log.contains("partner: 快速开始"), "{log}");
    assert!(log.contains("cost:") && log.contains("rate:"), "{log}");
    assert!(log.contains("subscribed to drawPublished"), "{log}");
    assert!(log.contains("answering 500 (attempt 1)"), "{log}");
    assert_eq!(
        log.lines()
            .filter(|l| l.contains(": verified") && l.contains("member.registered"))
            .count(),
        1,
        "one event, verified once: {log}"
    );
    assert!(log.contains("1 event(s) received and verified"), "{log}");
    // It removed what it registered.
    assert!(log.contains(" removed"), "{log}");
    let left = entities::webhook_endpoint::Entity::find()
        .count(&s.state.ctx.db)
        .await
        .unwrap();
    assert_eq!(left, 0, "the quickstart's endpoint is gone");
}

/// A member registers with an operator's invite code of `channel`.
async fn register_through(
    s: &common::TestServer,
    sms: &domain::testing::RecordingSms,
    channel: &str,
    phone: &str,
) {
    let ctx = &s.state.ctx;
    let invite_code = domain::testing::channel_code(ctx, channel).await;
    auth::send_verification_code(ctx, phone, VerificationPurpose::Login, Some("10.0.0.1"))
        .await
        .unwrap();
    let code = sms.last_code(phone).unwrap();
    let client = ClientInfo {
        gate: Some(Gate::Web),
        platform: "h5".into(),
        model: "test".into(),
        ip: Some("10.0.0.1".into()),
    };
    let invite = Invite {
        code: Some(invite_code),
        member_id: None,
    };
    let signed = auth::login_by_mobile_code(ctx, phone, &code, invite, client)
        .await
        .unwrap();
    assert!(signed.is_regist);
}
