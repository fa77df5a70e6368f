//! The legacy layer as a contract: every call of spec §7 is answered and
//! described, and the OpenAPI document is generated from the code and
//! committed (`server/openapi.json`; regenerate with
//! `UPDATE_OPENAPI=1 cargo test -p server --test server openapi::`).

use crate::common;

use serde_json::{json, Value};

fn generated() -> Value {
    server::legacy::openapi::document(&server::legacy::routes())
}

fn committed_path() -> std::path::PathBuf {
    std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("openapi.json")
}

#[test]
fn the_committed_document_is_current() {
    let doc = serde_json::to_string_pretty(&generated()).unwrap() + "\n";
    if std::env::var("UPDATE_OPENAPI").as_deref() == Ok("1") {
        std::fs::write(committed_path(), &doc).unwrap();
    }
    let committed = std::fs::read_to_string(committed_path()).unwrap_or_default();
    assert!(
        committed == doc,
        "server/openapi.json is stale: run `UPDATE_OPENAPI=1 cargo test -p server --test server openapi::`"
    );
}

/// The spec's calls, from the fixture copied out of spec §7.
fn spec_calls() -> Vec<(String, String)> {
    let text = include_str!("../fixtures/spec-section-7-calls.txt");
    text.lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .map(|l| match l.split_once(' ') {
            Some((method, path)) => (method.to_owned(), path.to_owned()),
            None => ("POST".to_owned(), l.to_owned()),
        })
        .collect()
}

#[tokio::test]
async fn every_spec_call_is_answered_and_described() {
    let s = common::start().await;
    let served: Value = s
        .http
        .get(s.url("/api/openapi.json"))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    assert_eq!(served, generated());
    assert_eq!(served["openapi"], "3.1.0");
    let calls = spec_calls();
    assert_eq!(calls.len(), 60, "the spec lists 60 calls");
    let mut missing = Vec::new();
    for (method, call) in &calls {
        let path = format!("/api/{call}");
        let described = served["paths"][&path][method.to_lowercase()].is_object();
        let resp = match method.as_str() {
            "GET" => s.http.get(s.url(&path)).send().await.unwrap(),
            _ => s
                .http
                .post(s.url(&path))
                .json(&json!({}))
                .send()
                .await
                .unwrap(),
        };
        let status = resp.status().as_u16();
        let body: Value = resp.json().await.unwrap_or(Value::Null);
        // An unknown call is 404 with code NOT_FOUND and "unknown call".
        let unknown = status == 404
            && body["detail"]
                .as_str()
                .is_some_and(|d| d.starts_with("unknown call"));
        if !described || unknown || status >= 500 {
            missing.push(format!(
                "{method} {call}: described {described}, status {status}"
            ));
        }
    }
    assert!(
        missing.is_empty(),
        "not answered or not described: {missing:#?}"
    );
}
