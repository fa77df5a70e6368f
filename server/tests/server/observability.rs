//! Observability (docs/observability.md): the Grafana dashboard asks only
//! for metrics the server exports from its start; operations are counted
//! under bounded labels; a signed-in member's operation reaches an OTLP
//! collector as a span carrying its name, its outcome and a pseudonym of
//! the member, never the member's id.

use std::collections::{BTreeSet, HashMap};

use serde_json::{json, Value};

use crate::common;

/// Every metric name in a Prometheus text exposition, and those that are
/// histograms.
fn exported(text: &str) -> (BTreeSet<String>, BTreeSet<String>) {
    let mut names = BTreeSet::new();
    let mut histograms = BTreeSet::new();
    for line in text.lines() {
        if let Some(rest) = line.strip_prefix("# TYPE ") {
            let mut parts = rest.split_whitespace();
            if let (Some(name), Some("histogram")) = (parts.next(), parts.next()) {
                histograms.insert(name.to_owned());
            }
        } else if !line.starts_with('#') && !line.trim().is_empty() {
            let end = line.find(['{', ' ']).unwrap_or(line.len());
            names.insert(line[..end].to_owned());
        }
    }
    (names, histograms)
}

/// The value of the series `name{labels…}` whose labels include `want`.
fn value(text: &str, name: &str, want: &[(&str, &str)]) -> Option<f64> {
    text.lines()
        .filter(|l| !l.starts_with('#'))
        .filter(|l| l.starts_with(&format!("{name}{{")) || l.starts_with(&format!("{name} ")))
        .find(|l| {
            want.iter()
                .all(|(k, v)| l.contains(&format!("{k}=\"{v}\"")))
        })
        .and_then(|l| l.rsplit(' ').next())
        .and_then(|v| v.parse().ok())
}

/// The metric names a PromQL expression reads: label matchers, ranges,
/// strings and `by (…)` groupings dropped, then every identifier that is
/// not a function (followed by `(`), a keyword or a number.
fn metrics_of(expr: &str) -> Vec<String> {
    let mut plain = String::new();
    let mut depth_curly = 0;
    let mut depth_square = 0;
    let mut in_string = false;
    for c in expr.chars() {
        match c {
            '"' if depth_curly > 0 => in_string = !in_string,
            _ if in_string => {}
            '{' => depth_curly += 1,
            '}' => depth_curly -= 1,
            '[' => depth_square += 1,
            ']' => depth_square -= 1,
            _ if depth_curly > 0 || depth_square > 0 => {}
            c => plain.push(c),
        }
    }
    // `by (a, b)` / `without (…)` / `on (…)` / `ignoring (…)`: label lists.
    let mut rest = plain.as_str();
    let mut kept = String::new();
    while let Some(i) = ["by", "without", "on", "ignoring"]
        .iter()
        .filter_map(|k| find_word(rest, k).map(|i| (i, k.len())))
        .min()
    {
        kept.push_str(&rest[..i.0]);
        let after = rest[i.0 + i.1..].trim_start();
        match (after.starts_with('('), after.find(')')) {
            (true, Some(close)) => rest = &after[close + 1..],
            _ => rest = after,
        }
    }
    kept.push_str(rest);
    let keywords = [
        "and",
        "or",
        "unless",
        "bool",
        "offset",
        "group_left",
        "group_right",
    ];
    let mut out = Vec::new();
    let chars: Vec<char> = kept.chars().collect();
    let mut i = 0;
    while i < chars.len() {
        if chars[i].is_ascii_alphabetic() || chars[i] == '_' || chars[i] == ':' {
            let start = i;
            while i < chars.len()
                && (chars[i].is_ascii_alphanumeric() || chars[i] == '_' || chars[i] == ':')
            {
                i += 1;
            }
            let word: String = chars[start..i].iter().collect();
            let next = chars[i..].iter().find(|c| !c.is_whitespace());
            let preceded_by_digit = start > 0 && chars[start - 1].is_ascii_digit();
            if next != Some(&'(') && !keywords.contains(&word.as_str()) && !preceded_by_digit {
                out.push(word);
            }
        } else {
            i += 1;
        }
    }
    out
}

fn find_word(s: &str, word: &str) -> Option<usize> {
    s.match_indices(word).map(|(i, _)| i).find(|&i| {
        let before = s[..i].chars().last();
        let after = s[i + word.len()..].chars().next();
        let edge = |c: Option<char>| !c.is_some_and(|c| c.is_ascii_alphanumeric() || c == '_');
        edge(before) && edge(after)
    })
}

#[test]
fn promql_names_are_read_as_a_person_would() {
    assert_eq!(
        metrics_of(
            r#"histogram_quantile(0.95, sum by (le, operation) (rate(graphql_operation_duration_seconds_bucket{outcome!="ok"}[$__rate_interval])))"#
        ),
        vec!["graphql_operation_duration_seconds_bucket"]
    );
    assert_eq!(
        metrics_of("max by (state, kind) (jobs_queued) / on (kind) group_left process_max_fds"),
        vec!["jobs_queued", "process_max_fds"]
    );
}

#[tokio::test]
async fn the_dashboard_queries_only_metrics_the_server_exports() {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../deploy/grafana/lottery-member.json"
    );
    let dashboard: Value = serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
    assert_eq!(dashboard["__inputs"][0]["name"], "DS_PROMETHEUS");
    let mut queries = Vec::new();
    for panel in dashboard["panels"].as_array().unwrap() {
        for target in panel["targets"].as_array().into_iter().flatten() {
            assert_eq!(
                target["datasource"]["uid"], "${DS_PROMETHEUS}",
                "{}",
                panel["title"]
            );
            let expr = target["expr"].as_str().unwrap().to_owned();
            queries.push((panel["title"].as_str().unwrap().to_owned(), expr));
        }
    }
    assert!(queries.len() >= 20, "{}", queries.len());

    let s = common::start().await;
    let text = s.http.get(s.url("/metrics")).send().await.unwrap();
    let text = text.text().await.unwrap();
    let (names, histograms) = exported(&text);
    let mut missing = Vec::new();
    for (title, expr) in &queries {
        let read = metrics_of(expr);
        assert!(!read.is_empty(), "no metric read in `{expr}`");
        for name in read {
            let histogram = ["_bucket", "_sum", "_count"]
                .iter()
                .filter_map(|suffix| name.strip_suffix(suffix))
                .any(|base| histograms.contains(base));
            if !names.contains(&name) && !histogram {
                missing.push(format!("{title}: `{name}` in `{expr}`"));
            }
        }
    }
    assert!(
        missing.is_empty(),
        "the dashboard asks for metrics the server does not export:\n{}",
        missing.join("\n")
    );
}

async fn scrape(s: &common::TestServer) -> String {
    s.http
        .get(s.url("/metrics"))
        .send()
        .await
        .unwrap()
        .text()
        .await
        .unwrap()
}

#[tokio::test]
async fn operations_are_counted_under_bounded_labels() {
    let s = common::start().await;
    let (_, token) = s.member("观测", false).await;
    // A name of the web client's counts under it; any other is `other`.
    let (_, body) = s
        .gql(Some(&token), "query MyPage { me { id nope } }", json!({}))
        .await;
    assert_eq!(
        body["errors"][0]["extensions"]["code"], "GRAPHQL_VALIDATION_FAILED",
        "{body}"
    );
    let (_, body) = s
        .gql(
            Some(&token),
            "query CallersOwnName7731 { me { id } }",
            json!({}),
        )
        .await;
    assert!(body["errors"].is_null(), "{body}");
    let (_, body) = s.gql(Some(&token), "{ me { id } }", json!({})).await;
    assert!(body["errors"].is_null(), "{body}");
    let (status, _, _) = s.legacy("NoSuch/Call7731", None, json!({})).await;
    assert_eq!(status, 404);
    // An open socket, and an event delivered to it (its own loop listens
    // for the member's events): the bus records the delivery's lag.
    let mut ws = common::ws::signed_in(s.addr, &token).await;
    let mut old_protocol = {
        use tokio_tungstenite::tungstenite::client::IntoClientRequest;
        let mut req = format!("ws://{}/graphql", s.addr)
            .into_client_request()
            .unwrap();
        req.headers_mut()
            .insert("Sec-WebSocket-Protocol", "graphql-ws".parse().unwrap());
        tokio_tungstenite::connect_async(req).await.unwrap().0
    };
    let (_, body) = s
        .gql(
            Some(&token),
            "mutation($n: String!) { updateNickname(input: {nickname: $n}) { userErrors { code } } }",
            json!({"n": "观测者"}),
        )
        .await;
    assert!(body["errors"].is_null(), "{body}");

    let text = scrape(&s).await;
    let at_least_one = |name: &str, labels: &[(&str, &str)]| {
        let v = value(&text, name, labels);
        assert!(
            v.is_some_and(|v| v >= 1.0),
            "{name} {labels:?}: {v:?}\n{text}"
        );
    };
    at_least_one(
        "graphql_operations_total",
        &[
            ("operation", "MyPage"),
            ("outcome", "GRAPHQL_VALIDATION_FAILED"),
        ],
    );
    at_least_one(
        "graphql_operations_total",
        &[("operation", "other"), ("outcome", "ok")],
    );
    at_least_one(
        "graphql_operations_total",
        &[("operation", "anonymous"), ("outcome", "ok")],
    );
    at_least_one(
        "graphql_operation_duration_seconds_count",
        &[("operation", "MyPage")],
    );
    at_least_one(
        "legacy_calls_total",
        &[("route", "unknown"), ("outcome", "NOT_FOUND")],
    );
    for protocol in ["graphql-transport-ws", "graphql-ws"] {
        at_least_one("websocket_connections", &[("protocol", protocol)]);
    }
    // The callers' own names (not the digits alone: a sample's value, such as
    // a byte count, may contain them by chance).
    for name in ["CallersOwnName7731", "NoSuch/Call7731"] {
        let line = text.lines().find(|l| l.contains(name));
        assert!(line.is_none(), "a caller's name became a label: {line:?}");
    }
    // The sampler's first round runs at start; poll for it (no timing
    // assertion: it only has to happen).
    let mut sampled = None;
    for _ in 0..100 {
        let text = scrape(&s).await;
        let max = value(&text, "db_pool_max_connections", &[]);
        let lag = value(&text, "event_bus_lag_seconds_count", &[("origin", "local")]);
        if max.is_some_and(|v| v >= 1.0) && lag.is_some_and(|v| v >= 1.0) {
            sampled = Some(text);
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    }
    let text = sampled.expect("the pool gauges and the bus lag never showed");
    assert!(value(&text, "process_resident_memory_bytes", &[]).is_some_and(|v| v > 0.0));
    drop(ws.close(None).await);
    drop(old_protocol.close(None).await);
}

/// A fake OTLP collector on loopback: every body POSTed to `/v1/traces`.
async fn collector() -> (u16, tokio::sync::mpsc::UnboundedReceiver<Vec<u8>>) {
    use axum::routing::post;
    let (tx, rx) = tokio::sync::mpsc::unbounded_channel();
    let app = axum::Router::new().route(
        "/v1/traces",
        post(move |body: axum::body::Bytes| {
            let tx = tx.clone();
            async move {
                let _ = tx.send(body.to_vec());
                axum::http::StatusCode::OK
            }
        }),
    );
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let port = listener.local_addr().unwrap().port();
    tokio::spawn(async move { axum::serve(listener, app).await.unwrap() });
    (port, rx)
}

fn attributes(span: &opentelemetry_proto::tonic::trace::v1::Span) -> HashMap<String, String> {
    use opentelemetry_proto::tonic::common::v1::any_value::Value as V;
    span.attributes
        .iter()
        .map(|kv| {
            let v = match kv.value.as_ref().and_then(|v| v.value.as_ref()) {
                Some(V::StringValue(s)) => s.clone(),
                Some(V::IntValue(i)) => i.to_string(),
                Some(V::BoolValue(b)) => b.to_string(),
                other => format!("{other:?}"),
            };
            (kv.key.clone(), v)
        })
        .collect()
}

/// The span's attributes that are strings (where an id could hide; the
/// numbers are the tracing layer's thread ids and line numbers).
fn strings(span: &opentelemetry_proto::tonic::trace::v1::Span) -> Vec<(String, String)> {
    use opentelemetry_proto::tonic::common::v1::any_value::Value as V;
    span.attributes
        .iter()
        .filter_map(
            |kv| match kv.value.as_ref().and_then(|v| v.value.as_ref()) {
                Some(V::StringValue(s)) => Some((kv.key.clone(), s.clone())),
                _ => None,
            },
        )
        .collect()
}

#[tokio::test]
async fn a_members_operation_reaches_the_collector_as_a_span() {
    use opentelemetry_proto::tonic::collector::trace::v1::ExportTraceServiceRequest;
    use prost::Message;

    const SECRET: &str = "otlp-test-secret-otlp-test-secret-0123456789";
    let (collector_port, mut bodies) = collector().await;
    let (url, _sqlite_dir) = domain::testing::fresh_database_url().await;
    let dir = tempfile::tempdir().unwrap();
    common::process::succeed(
        common::process::server(dir.path())
            .arg("migrate")
            .env("DATABASE_URL", &url),
    );
    let db = domain::kernel::db::connect(&url).await.unwrap();
    let phone = "13912345678";
    let member = domain::testing::TestMember::new("追踪")
        .phone(phone)
        .insert(&db)
        .await
        .id;
    let token = domain::kernel::token::TokenService::new(SECRET.as_bytes(), &[])
        .unwrap()
        .issue(member, domain::kernel::token::TokenKind::Access)
        .unwrap()
        .0;

    let port = common::process::free_port();
    let _server = common::process::Running(
        common::process::serve_on(dir.path(), port)
            .env("DATABASE_URL", &url)
            .env("JWT_SECRET", SECRET)
            .env(
                "OTEL_EXPORTER_OTLP_ENDPOINT",
                format!("http://127.0.0.1:{collector_port}"),
            )
            .env("OTEL_SERVICE_NAME", "lottery-member-test")
            // The SDK's own setting: send batches every 100 ms, not 5 s.
            .env("OTEL_BSP_SCHEDULE_DELAY", "100")
            .spawn()
            .unwrap(),
    );
    common::process::wait_for(port, "/healthz").await;
    let http = reqwest::Client::new();
    let body: Value = http
        .post(format!("http://127.0.0.1:{port}/graphql"))
        .bearer_auth(&token)
        .json(&json!({"query": "query TracedMe { me { id nickname } }"}))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    assert!(body["errors"].is_null(), "{body}");

    let expected = server::telemetry::MemberHasher::new(SECRET.as_bytes()).hash(member);
    let gid = common::gid(member);
    let mut seen = Vec::new();
    let span = loop {
        let raw = tokio::time::timeout(std::time::Duration::from_secs(20), bodies.recv())
            .await
            .expect("no spans reached the collector within 20 s")
            .unwrap();
        let text = String::from_utf8_lossy(&raw);
        assert!(!text.contains(phone), "the phone number left in a trace");
        assert!(
            !text.contains(&gid),
            "the member's global id left in a trace"
        );
        let request = ExportTraceServiceRequest::decode(raw.as_slice()).unwrap();
        let mut found = None;
        for resource in &request.resource_spans {
            let service = resource
                .resource
                .as_ref()
                .map(|r| {
                    r.attributes.iter().any(|kv| {
                        kv.key == "service.name"
                            && format!("{:?}", kv.value).contains("lottery-member-test")
                    })
                })
                .unwrap_or(false);
            assert!(service, "service.name is not the configured one");
            for scope in &resource.scope_spans {
                for span in &scope.spans {
                    let attrs = attributes(span);
                    for (k, v) in strings(span) {
                        assert!(
                            v != member.to_string() && !v.contains(phone) && v != gid,
                            "span {} carries the member in {k}={v}",
                            span.name
                        );
                    }
                    seen.push(span.name.clone());
                    if attrs.get("graphql.operation.name").map(String::as_str) == Some("TracedMe") {
                        found = Some((span.name.clone(), attrs));
                    }
                }
            }
        }
        if let Some(found) = found {
            break found;
        }
    };
    let (name, attrs) = span;
    assert_eq!(name, "graphql TracedMe", "spans seen: {seen:?}");
    assert_eq!(
        attrs.get("outcome").map(String::as_str),
        Some("ok"),
        "{attrs:?}"
    );
    assert_eq!(attrs.get("member.hash"), Some(&expected), "{attrs:?}");
    assert_eq!(expected.len(), 16);
}
