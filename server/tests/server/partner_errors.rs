//! The partner error guide (docs/partner-errors.md) against the server:
//! every code its first table lists exists with the status it gives, and a
//! running server answers a key's refusals, the throttle, a missing media
//! type, a field outside the key's scopes and a member's field asked with
//! the key alone as the guide says.

use std::collections::BTreeMap;

use serde_json::{json, Value};

use crate::common;
use crate::partners_http::{call, partner_with};

/// The guide's first table: code → (HTTP status, whether `Retry-After`).
fn guide() -> BTreeMap<String, (u16, bool)> {
    let text = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../docs/partner-errors.md"
    ))
    .unwrap();
    let start = text
        .find("## Refused before anything runs")
        .expect("the first table");
    let table = &text[start..];
    let end = table[3..].find("\n## ").map_or(table.len(), |e| e + 3);
    let mut rows = BTreeMap::new();
    for line in table[..end].lines().filter(|l| l.starts_with("| `")) {
        let cells: Vec<&str> = line.split('|').map(str::trim).collect();
        let code = cells[1].trim_matches('`').to_owned();
        let status: u16 = cells[2].parse().expect("a status");
        rows.insert(code, (status, cells[3].starts_with("yes")));
    }
    assert!(rows.len() >= 8, "{rows:?}");
    rows
}

#[test]
fn every_listed_code_has_the_status_the_guide_gives() {
    for (code, (status, _)) in guide() {
        let known = domain::ErrorCode::ALL
            .into_iter()
            .find(|c| c.as_str() == code)
            .unwrap_or_else(|| panic!("the guide lists {code}, which the server does not have"));
        assert_eq!(known.http_status(), status, "{code}");
    }
}

#[tokio::test]
async fn a_running_server_answers_as_the_guide_says() {
    let s = common::start().await;
    let rows = guide();
    // A bucket of 10 restoring 1 a second: the 7 schedules fit once.
    let (_, key) = partner_with(&s, "壬", &["lottery:read"], Some((10, 1))).await;
    let (_, staff) = s.member("运营", true).await;
    let schedules = json!({"query": "{ drawSchedules { game } }"});
    let mut seen: Vec<(String, u16, bool)> = Vec::new();
    let mut note = |status: u16, headers: &reqwest::header::HeaderMap, body: &Value| {
        let code = body["errors"][0]["extensions"]["code"]
            .as_str()
            .unwrap_or("-");
        seen.push((code.to_owned(), status, headers.contains_key("retry-after")));
    };
    let (status, headers, body) = call(&s, "lmk_madeupke_not-a-key", None, schedules.clone()).await;
    note(status, &headers, &body);
    let (status, headers, body) = call(&s, &key, Some(&staff), schedules.clone()).await;
    note(status, &headers, &body);
    let (status, _, body) = call(&s, &key, None, schedules.clone()).await;
    assert_eq!(status, 200, "{body}");
    let (status, headers, body) = call(&s, &key, None, schedules).await;
    note(status, &headers, &body);
    let resp = s
        .http
        .post(s.url("/graphql"))
        .header("x-api-key", &key)
        .body(r#"{"query": "{ __typename }"}"#)
        .send()
        .await
        .unwrap();
    let headers = resp.headers().clone();
    let (status, _, body) = common::decode(resp).await;
    note(status, &headers, &body);
    let codes: Vec<&str> = seen.iter().map(|(c, _, _)| c.as_str()).collect();
    assert_eq!(
        codes,
        [
            "API_KEY_INVALID",
            "FORBIDDEN",
            "THROTTLED",
            "UNSUPPORTED_MEDIA_TYPE"
        ],
        "{seen:?}"
    );
    for (code, status, retry_after) in &seen {
        assert_eq!(rows.get(code), Some(&(*status, *retry_after)), "{code}");
    }

    // A field outside the scopes: a GraphQL error, 200, or 400 with the
    // GraphQL-over-HTTP media type (the guide's second table).
    let (_, other) = partner_with(&s, "癸", &["lottery:read"], None).await;
    let messages = json!({"query": "{ myMessages(first: 1) { nodes { title } } }"});
    let (status, _, body) = call(&s, &other, None, messages.clone()).await;
    assert_eq!(
        (status, body["errors"][0]["extensions"]["code"].as_str()),
        (200, Some("FORBIDDEN")),
        "{body}"
    );
    let resp = s
        .http
        .post(s.url("/graphql"))
        .header("x-api-key", &other)
        .header("accept", "application/graphql-response+json")
        .json(&messages)
        .send()
        .await
        .unwrap();
    let (status, _, body) = common::decode(resp).await;
    assert_eq!(status, 400, "{body}");
    assert!(body.get("data").is_none(), "{body}");

    // What only a member may see, asked with the key alone: the code says
    // a member's token is needed, not "sign in first".
    let (_, reader) = partner_with(&s, "子", &["member:read"], None).await;
    let (id, _) = s.member("会员", false).await;
    for query in [
        json!({"query": "{ me { nickname } }"}),
        json!({"query": "query($id: ID!) { member(id: $id) { nickname } }", "variables": {"id": common::gid(id)}}),
    ] {
        let (status, _, body) = call(&s, &reader, None, query).await;
        assert_eq!(
            (status, body["errors"][0]["extensions"]["code"].as_str()),
            (200, Some("MEMBER_GRANT_REQUIRED")),
            "{body}"
        );
    }
}
