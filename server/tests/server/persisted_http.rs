//! The web client's persisted documents: in production, anonymous callers
//! and members run only the client's own operations (codegen's
//! `persisted-documents.json`, sha256), sent by id; staff, partner keys,
//! development mode and `--allow-unlisted-operations` are not held to them.

use std::collections::HashMap;

use serde_json::{json, Value};

use crate::common::{self, ws, TestServer};

/// The client's manifest: hex hash → text.
fn manifest() -> HashMap<String, String> {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../client/src/gql/persisted-documents.json");
    serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap()
}

/// The hash of the client's operation named `name`.
fn hash_of(name: &str) -> String {
    let prefix = format!(" {name} ");
    manifest()
        .into_iter()
        .find(|(_, text)| text.contains(&prefix) && !text.starts_with("fragment"))
        // Codegen names a document `sha256:<hex>`; the hex is the hash.
        .map(|(id, _)| id.trim_start_matches("sha256:").to_owned())
        .unwrap_or_else(|| panic!("no client operation {name}"))
}

async fn post(s: &TestServer, token: Option<&str>, body: Value) -> Value {
    let mut req = s.http.post(s.url("/graphql")).json(&body);
    if let Some(t) = token {
        req = req.bearer_auth(t);
    }
    common::decode(req.send().await.unwrap()).await.2
}

fn code(body: &Value) -> &str {
    body["errors"][0]["extensions"]["code"]
        .as_str()
        .unwrap_or("-")
}

#[tokio::test]
async fn production_runs_the_clients_own_operations_by_id_only() {
    let s = common::start_with(&["--mode", "production"]).await;
    let share = hash_of("SharePage");
    let (_, member) = s.member("会员", false).await;

    // By Apollo's persistedQuery and by documentId: the registered text runs.
    for body in [
        json!({"extensions": {"persistedQuery": {"version": 1, "sha256Hash": share}}}),
        json!({"documentId": format!("sha256:{share}")}),
    ] {
        let answer = post(&s, Some(&member), body.clone()).await;
        assert!(
            answer["data"]["inviteShareInfo"]["code"].is_string(),
            "{body}: {answer}"
        );
    }
    // A text, even a harmless one, is refused to anonymous callers and
    // members; an unknown id too.
    for token in [None, Some(member.as_str())] {
        let answer = post(&s, token, json!({"query": "{ __typename }"})).await;
        assert_eq!(code(&answer), "PERSISTED_DOCUMENT_NOT_FOUND", "{answer}");
    }
    let answer = post(
        &s,
        None,
        json!({"documentId": format!("sha256:{}", "0".repeat(64))}),
    )
    .await;
    assert_eq!(code(&answer), "PERSISTED_DOCUMENT_NOT_FOUND", "{answer}");
    // Staff are not held to the list.
    let (_, staff) = s.member("运营", true).await;
    let answer = post(&s, Some(&staff), json!({"query": "{ __typename }"})).await;
    assert_eq!(answer["data"]["__typename"], "Query", "{answer}");

    // Subscriptions over graphql-transport-ws: by id, not by text.
    let mut socket = ws::signed_in(s.addr, &member).await;
    ws::send(
        &mut socket,
        json!({"id": "t", "type": "subscribe", "payload": {"query": "subscription { unreadCount }"}}),
    )
    .await;
    let refused = ws::next(&mut socket).await.unwrap();
    assert_eq!(refused["type"], "error", "{refused}");
    assert_eq!(
        refused["payload"][0]["extensions"]["code"],
        "PERSISTED_DOCUMENT_NOT_FOUND"
    );
    let unread = hash_of("UnreadCount");
    ws::send(
        &mut socket,
        json!({"id": "u", "type": "subscribe", "payload": {
            "query": "", "extensions": {"persistedQuery": {"version": 1, "sha256Hash": unread}}}}),
    )
    .await;
    assert_eq!(ws::data(&mut socket, "u").await["unreadCount"], 0);
}

#[tokio::test]
async fn development_and_the_setting_let_any_operation_run() {
    for args in [
        vec![],
        vec!["--mode", "production", "--allow-unlisted-operations"],
    ] {
        let s = common::start_with(&args).await;
        let answer = post(&s, None, json!({"query": "{ __typename }"})).await;
        assert_eq!(answer["data"]["__typename"], "Query", "{args:?}: {answer}");
        // Ids work everywhere.
        let id = json!({"documentId": format!("sha256:{}", hash_of("SharePage"))});
        let (_, member) = s.member("会员", false).await;
        let answer = post(&s, Some(&member), id).await;
        assert!(
            answer["data"]["inviteShareInfo"].is_object(),
            "{args:?}: {answer}"
        );
    }
}
