//! Every GraphQL limit of security.md at N (accepted) and N + 1 (refused
//! with its own `extensions.code`), through the real HTTP server.

use serde_json::{json, Value};

use crate::common::{self, TestServer};

/// The codes of a response's errors.
fn codes(body: &Value) -> Vec<String> {
    body["errors"]
        .as_array()
        .map(|errs| {
            errs.iter()
                .map(|e| e["extensions"]["code"].as_str().unwrap_or("-").to_owned())
                .collect()
        })
        .unwrap_or_default()
}

async fn run(s: &TestServer, query: &str) -> Value {
    s.gql(None, query, json!({})).await.1
}

#[tokio::test]
async fn query_text_at_and_past_16_kib() {
    let s = common::start().await;
    let head = "{ __typename }";
    // Padded with a comment, which the parser skips.
    let pad = |total: usize| format!("{head}\n#{}", "x".repeat(total - head.len() - 2));
    let at = pad(16 * 1024);
    assert_eq!(at.len(), 16 * 1024);
    let body = run(&s, &at).await;
    assert_eq!(body["data"]["__typename"], "Query", "{body}");
    let body = run(&s, &pad(16 * 1024 + 1)).await;
    assert_eq!(codes(&body), ["QUERY_TOO_LARGE"], "{body}");
    assert!(body.get("data").is_none_or(Value::is_null), "{body}");
}

#[tokio::test]
async fn fifteen_aliases_run_and_sixteen_do_not() {
    let s = common::start().await;
    let aliases = |n: usize| {
        let fields: Vec<String> = (0..n).map(|i| format!("a{i}: __typename")).collect();
        format!("{{ {} }}", fields.join(" "))
    };
    let body = run(&s, &aliases(15)).await;
    assert_eq!(body["data"]["a14"], "Query", "{body}");
    let body = run(&s, &aliases(16)).await;
    assert_eq!(codes(&body), ["TOO_MANY_ALIASES"], "{body}");
    // A fragment counts as often as it is spread: 8 + 8.
    let fields: Vec<String> = (0..8).map(|i| format!("f{i}: __typename")).collect();
    let spread = format!(
        "{{ ...F ... on Query {{ ...F }} }} fragment F on Query {{ {} }}",
        fields.join(" ")
    );
    let body = run(&s, &spread).await;
    assert_eq!(codes(&body), ["TOO_MANY_ALIASES"], "{body}");
}

#[tokio::test]
async fn five_directives_pass_the_limit_and_six_do_not() {
    let s = common::start().await;
    // `@include` and `@skip` are the only executable directives and
    // neither repeats, so five on one field fail validation as duplicates;
    // what is checked at N is that the limit itself lets them through.
    let directives = |n: usize| {
        let list: Vec<&str> = (0..n).map(|_| "@include(if: true)").collect();
        format!("{{ __typename {} }}", list.join(" "))
    };
    let body = run(&s, &directives(5)).await;
    assert!(
        !codes(&body).contains(&"TOO_MANY_DIRECTIVES".to_owned()),
        "{body}"
    );
    let body = run(&s, "{ __typename @include(if: true) @skip(if: false) }").await;
    assert_eq!(body["data"]["__typename"], "Query", "{body}");
    let body = run(&s, &directives(6)).await;
    assert_eq!(codes(&body), ["TOO_MANY_DIRECTIVES"], "{body}");
    assert!(
        body["errors"][0]["message"]
            .as_str()
            .unwrap()
            .contains("__typename"),
        "{body}"
    );
}

#[tokio::test]
async fn depth_ten_runs_and_eleven_does_not() {
    let s = common::start().await;
    // __schema, types, fields, type, then `ofType` levels, then `name`.
    let deep = |of_types: usize| {
        let open = "ofType { ".repeat(of_types);
        let close = " }".repeat(of_types);
        format!("{{ __schema {{ types {{ fields {{ type {{ {open}name{close} }} }} }} }} }}")
    };
    let body = run(&s, &deep(5)).await; // depth 10
    assert!(body["data"]["__schema"]["types"].is_array(), "{body}");
    let body = run(&s, &deep(6)).await; // depth 11
    assert_eq!(codes(&body), ["QUERY_TOO_DEEP"], "{body}");
}

#[tokio::test]
async fn five_hundred_fields_run_and_501_do_not_typename_included() {
    let s = common::start().await;
    // async-graphql's complexity costs `__typename` nothing; the field count
    // does not let a thousand of them through (performance.md W14).
    let typenames = |n: usize| format!("{{ {} }}", vec!["__typename"; n].join(" "));
    let body = run(&s, &typenames(500)).await;
    assert_eq!(body["data"]["__typename"], "Query", "{body}");
    let body = run(&s, &typenames(501)).await;
    assert_eq!(codes(&body), ["QUERY_TOO_COMPLEX"], "{body}");
    assert!(body.get("data").is_none_or(Value::is_null), "{body}");
}

#[tokio::test]
async fn complexity_500_passes_and_501_does_not() {
    let s = common::start().await;
    // Each `mySelections(first: n) { edges { cursor } }` costs n × 2, and
    // `me { … }` 1 and 1 a field (`__typename` costs nothing).
    let page = |alias: &str, n: usize| {
        format!("{alias}: mySelections(first: {n}) {{ edges {{ cursor }} }}")
    };
    let pages = format!("{} {} {}", page("a", 100), page("b", 100), page("c", 49));
    // 500: validation passes, and execution refuses the anonymous caller.
    let body = run(&s, &format!("{{ {pages} me {{ id }} }}")).await;
    assert_eq!(codes(&body)[0], "UNAUTHENTICATED", "{body}");
    // 501: refused before anything runs.
    let body = run(&s, &format!("{{ {pages} me {{ id nickname }} }}")).await;
    assert_eq!(codes(&body), ["QUERY_TOO_COMPLEX"], "{body}");
    assert!(
        body["errors"][0]["message"]
            .as_str()
            .unwrap()
            .contains("501"),
        "{body}"
    );
}

#[tokio::test]
async fn a_page_of_100_is_read_and_101_is_refused() {
    let s = common::start().await;
    let (_, token) = s.member("会员", false).await;
    let q = |n: usize| format!("{{ mySelections(first: {n}) {{ edges {{ cursor }} }} }}");
    let (_, body) = s.gql(Some(&token), &q(100), json!({})).await;
    assert_eq!(body["data"]["mySelections"]["edges"], json!([]), "{body}");
    let (_, body) = s.gql(Some(&token), &q(101), json!({})).await;
    assert_eq!(codes(&body), ["INVALID_ARGUMENT"], "{body}");
    assert_eq!(body["errors"][0]["extensions"]["field"], "first", "{body}");
}

#[tokio::test]
async fn a_body_of_1_mib_is_read_and_one_byte_more_is_413() {
    let s = common::start().await;
    let padded = |total: usize| {
        let head = r#"{"query": "{ __typename }", "variables": {"pad": ""#;
        let tail = r#""}}"#;
        format!(
            "{head}{}{tail}",
            "x".repeat(total - head.len() - tail.len())
        )
    };
    let send = |body: String| {
        s.http
            .post(s.url("/graphql"))
            .header("content-type", "application/json")
            .body(body)
            .send()
    };
    let (status, _, body) = common::decode(send(padded(1024 * 1024)).await.unwrap()).await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(body["data"]["__typename"], "Query");
    let (status, _, body) = common::decode(send(padded(1024 * 1024 + 1)).await.unwrap()).await;
    assert_eq!(status, 413);
    assert_eq!(body["code"], "PAYLOAD_TOO_LARGE");
}
