//! Issue 35's "a server killed between the event and the delivery delivers
//! it after restart", with the real binary: a member registers through a
//! partner's channel; the partner's receiver holds the first delivery open;
//! the server is SIGKILLed while it waits; a new process on the same
//! database sends the same event again (same `webhook-id`, a valid
//! signature) once the dead instance's job lease ran out (30 s).

use std::process::Stdio;
use std::time::Duration;

use serde_json::{json, Value};
use wiremock::matchers::method;
use wiremock::{Mock, MockServer, ResponseTemplate};

use crate::binary::{code_from_log, log_lines};
use crate::common::process::{free_port, serve_on, server, wait_for, Running};

const STAFF_PHONE: &str = "13500135111";
const STAFF_PASSWORD: &str = "a-long-staff-password";
use crate::common::{staff_code, STAFF_TOTP_SECRET};

async fn post(http: &reqwest::Client, url: String, auth: (&str, &str), body: Value) -> Value {
    let mut req = http.post(url).json(&body);
    if !auth.1.is_empty() {
        req = req.header(auth.0, auth.1);
    }
    req.send().await.unwrap().json().await.unwrap()
}

fn start(dir: &std::path::Path, port: u16) -> (Running, std::sync::mpsc::Receiver<String>) {
    let mut child = serve_on(dir, port)
        .arg("--webhook-allow-loopback")
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let lines = log_lines(&mut child);
    (Running(child), lines)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_delivery_cut_short_by_a_kill_is_sent_after_the_restart() {
    let dir = tempfile::tempdir().unwrap();
    let staff = server(dir.path())
        .args(["create-staff", "--phone", STAFF_PHONE, "--name", "运营"])
        .env("STAFF_PASSWORD", STAFF_PASSWORD)
        .env("STAFF_TOTP_SECRET", STAFF_TOTP_SECRET)
        .output()
        .unwrap();
    assert!(
        staff.status.success(),
        "{}",
        String::from_utf8_lossy(&staff.stderr)
    );
    let made = server(dir.path())
        .args(["create-partner", "--name", "渠道K", "--channel", "qd-k"])
        .args(["--scopes", "webhooks:write"])
        .output()
        .unwrap();
    assert!(
        made.status.success(),
        "{}",
        String::from_utf8_lossy(&made.stderr)
    );
    let key = String::from_utf8(made.stdout).unwrap().trim().to_owned();

    // The first delivery is held open past the kill; later ones answer 200.
    let receiver = MockServer::start().await;
    Mock::given(method("POST"))
        .respond_with(ResponseTemplate::new(200).set_delay(Duration::from_secs(60)))
        .up_to_n_times(1)
        .with_priority(1)
        .mount(&receiver)
        .await;
    Mock::given(method("POST"))
        .respond_with(ResponseTemplate::new(204))
        .with_priority(2)
        .mount(&receiver)
        .await;

    let port = free_port();
    let (running, lines) = start(dir.path(), port);
    wait_for(port, "/healthz").await;
    let http = reqwest::Client::new();
    let gql = format!("http://127.0.0.1:{port}/graphql");
    let created = post(
        &http,
        gql.clone(),
        ("x-api-key", &key),
        json!({"query": "mutation($i: CreateWebhookEndpointInput!) { createWebhookEndpoint(input: $i) { secret userErrors { code message } } }",
               "variables": {"i": {"url": format!("{}/hook", receiver.uri()), "eventTypes": ["member.registered"]}}}),
    )
    .await;
    let secret = created["data"]["createWebhookEndpoint"]["secret"]
        .as_str()
        .unwrap_or_else(|| panic!("{created}"))
        .to_owned();

    // Staff give themselves an invite code of the partner's channel.
    let login = post(
        &http,
        format!("http://127.0.0.1:{port}/api/Authenticate/Login"),
        ("", ""),
        json!({"userName": STAFF_PHONE, "cipher": STAFF_PASSWORD, "gate": "MANAGEWEB",
               "oneTimeCode": staff_code()}),
    )
    .await;
    let token = format!("Bearer {}", login["token"]["token"].as_str().unwrap());
    let me = post(
        &http,
        gql.clone(),
        ("authorization", &token),
        json!({"query": "{ me { id } }"}),
    )
    .await;
    let codes = post(
        &http,
        gql.clone(),
        ("authorization", &token),
        json!({"query": "mutation($i: CreateInviteCodesInput!) { createInviteCodes(input: $i) { inviteCodes { channel code } userErrors { code message } } }",
               "variables": {"i": {"memberId": me["data"]["me"]["id"], "channels": ["qd-k"]}}}),
    )
    .await;
    let code = codes["data"]["createInviteCodes"]["inviteCodes"]
        .as_array()
        .and_then(|c| c.iter().find(|c| c["channel"] == "qd-k"))
        .and_then(|c| c["code"].as_str())
        .unwrap_or_else(|| panic!("{codes}"))
        .to_owned();

    // A member registers with it: the event and its delivery are written.
    let api = |path: &str| format!("http://127.0.0.1:{port}/api/{path}");
    let phone = "13700137111";
    post(
        &http,
        api("Authenticate/SendVerificationCode"),
        ("", ""),
        json!({"mobile": phone, "purpose": "LOGIN"}),
    )
    .await;
    let sms = code_from_log(&lines, phone);
    let signed = post(
        &http,
        api("Authenticate/LoginByMobileCode"),
        ("", ""),
        json!({"mobile": phone, "verificationCode": sms, "gate": "WEB", "inviteCode": code}),
    )
    .await;
    assert_eq!(signed["isRegist"], true, "{signed}");

    // The delivery is on its way (held open): kill the server now.
    let mut first = Vec::new();
    for _ in 0..100 {
        first = receiver.received_requests().await.unwrap();
        if !first.is_empty() {
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    assert_eq!(first.len(), 1, "the first delivery reached the receiver");
    drop(running); // SIGKILL, then reaped
    let id = first[0].headers["webhook-id"].to_str().unwrap().to_owned();

    // A new process on the same database sends it again after the lease.
    let port = free_port();
    let (_again, _lines) = start(dir.path(), port);
    wait_for(port, "/healthz").await;
    let mut all = Vec::new();
    for _ in 0..900 {
        all = receiver.received_requests().await.unwrap();
        if all.len() >= 2 {
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    let ids: Vec<_> = all
        .iter()
        .map(|r| {
            (
                r.headers["webhook-id"].to_str().unwrap().to_owned(),
                r.headers["webhook-timestamp"].to_str().unwrap().to_owned(),
            )
        })
        .collect();
    assert_eq!(all.len(), 2, "sent again after the restart, once: {ids:?}");
    let again = &all[1];
    assert_eq!(
        again.headers["webhook-id"].to_str().unwrap(),
        id,
        "the same event"
    );
    let body = String::from_utf8(again.body.clone()).unwrap();
    assert!(body.contains("member.registered"), "{body}");
    let ts: i64 = again.headers["webhook-timestamp"]
        .to_str()
        .unwrap()
        .parse()
        .unwrap();
    let expected = domain::webhook::signing::sign(&secret, &id, ts, &body).unwrap();
    let got = again.headers["webhook-signature"].to_str().unwrap();
    assert!(got.split(' ').any(|s| s == expected), "{got}");
}
