//! The HTTP skeleton: health, readiness, metrics, GraphQL transport rules,
//! request ids, limits and error shapes.

use crate::common;

use domain::Permission;
use serde_json::json;

#[tokio::test]
async fn healthz_and_typename() {
    let s = common::start().await;
    let r = s.http.get(s.url("/healthz")).send().await.unwrap();
    assert_eq!(r.status(), 200);

    let (status, body) = s.gql(None, "{ __typename }", json!({})).await;
    assert_eq!(status, 200);
    assert_eq!(body, json!({"data": {"__typename": "Query"}}));

    let r = s
        .http
        .get(s.url("/graphql?query=%7B__typename%7D"))
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), 200);
    assert_eq!(r.headers()["content-type"], "application/json");
    let (_, _, body) = common::decode(r).await;
    assert_eq!(body["data"]["__typename"], "Query");
}

#[tokio::test]
async fn readyz_checks_the_database() {
    let s = common::start().await;
    let (status, _, body) =
        common::decode(s.http.get(s.url("/readyz")).send().await.unwrap()).await;
    assert_eq!(status, 200);
    assert_eq!(body["database"], "ok");
    assert_eq!(body["redis"], "not configured");

    // Database gone: not ready, but still alive.
    s.state.ctx.db.clone().close().await.unwrap();
    let (status, _, body) =
        common::decode(s.http.get(s.url("/readyz")).send().await.unwrap()).await;
    assert_eq!(status, 503);
    assert_eq!(body["database"], "unavailable");
    let r = s.http.get(s.url("/healthz")).send().await.unwrap();
    assert_eq!(r.status(), 200);
}

#[tokio::test]
async fn graphql_response_media_type_when_asked() {
    let s = common::start().await;
    let r = s
        .http
        .post(s.url("/graphql"))
        .header("accept", "application/graphql-response+json")
        .json(&json!({"query": "{ __typename }"}))
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), 200);
    assert_eq!(
        r.headers()["content-type"],
        "application/graphql-response+json"
    );

    // A document that does not validate: 400 with the modern type, 200 with the legacy one.
    let bad = json!({"query": "{ noSuchField }"});
    let r = s
        .http
        .post(s.url("/graphql"))
        .header("accept", "application/graphql-response+json")
        .json(&bad)
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), 400);
    let r = s
        .http
        .post(s.url("/graphql"))
        .json(&bad)
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), 200);
    let (_, _, body) = common::decode(r).await;
    assert!(body["errors"][0]["message"]
        .as_str()
        .unwrap()
        .contains("noSuchField"));
}

#[tokio::test]
async fn mutations_are_refused_over_get() {
    let s = common::start().await;
    let q = "mutation { createOrUpdateSystemConfig(input: {type: \"A\"}) { type } }";
    let r = s
        .http
        .get(s.url("/graphql"))
        .query(&[("query", q)])
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), 405);
    assert!(r.headers()["allow"].to_str().unwrap().contains("POST"));
}

#[tokio::test]
async fn graphiql_in_development_only() {
    let s = common::start().await;
    let r = s
        .http
        .get(s.url("/graphql"))
        .header("accept", "text/html")
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), 200);
    assert!(r.text().await.unwrap().to_lowercase().contains("graphiql"));
}

#[tokio::test]
async fn production_hides_graphiql_and_introspection_from_members() {
    // Texts must reach execution for introspection and suggestions to be
    // what is checked (production otherwise runs the client's persisted
    // documents only: persisted_http.rs).
    let s = common::start_with(&["--mode", "production", "--allow-unlisted-operations"]).await;
    let r = s
        .http
        .get(s.url("/graphql"))
        .header("accept", "text/html")
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), 400);

    let q = "{ __schema { queryType { name } } }";
    let (_, body) = s.gql(None, q, json!({})).await;
    assert_eq!(body["data"]["__schema"], serde_json::Value::Null);
    let (_, member) = s.member("会员", false).await;
    let (_, body) = s.gql(Some(&member), q, json!({})).await;
    assert_eq!(body["data"]["__schema"], serde_json::Value::Null);
    let (_, staff) = s.member("运营", true).await;
    let (_, body) = s.gql(Some(&staff), q, json!({})).await;
    assert_eq!(body["data"]["__schema"]["queryType"]["name"], "Query");

    // No "did you mean" suggestions in production.
    let (_, body) = s
        .gql(None, "{ systemConfi(type: \"A\") { type } }", json!({}))
        .await;
    let msg = body["errors"][0]["message"].as_str().unwrap();
    assert!(!msg.contains("Did you mean"), "{msg}");
}

#[tokio::test]
async fn batches_are_limited_to_five() {
    let s = common::start().await;
    let batch = |n: usize| vec![json!({"query": "{ __typename }"}); n];
    let send = |body: Vec<serde_json::Value>| s.http.post(s.url("/graphql")).json(&body).send();
    let (status, _, body) = common::decode(send(batch(5)).await.unwrap()).await;
    assert_eq!(status, 200);
    assert_eq!(body.as_array().unwrap().len(), 5);
    let (status, _, body) = common::decode(send(batch(6)).await.unwrap()).await;
    assert_eq!(status, 400);
    assert_eq!(body["errors"][0]["extensions"]["code"], "BAD_REQUEST");
}

#[tokio::test]
async fn request_ids_are_set_and_propagated() {
    let s = common::start().await;
    let r = s.http.get(s.url("/healthz")).send().await.unwrap();
    let id = r.headers()["x-request-id"].to_str().unwrap();
    assert_eq!(id.len(), 36);
    let r = s
        .http
        .get(s.url("/healthz"))
        .header("x-request-id", "abc-123")
        .send()
        .await
        .unwrap();
    assert_eq!(r.headers()["x-request-id"], "abc-123");
}

#[tokio::test]
async fn metrics_count_requests() {
    let s = common::start().await;
    s.http.get(s.url("/healthz")).send().await.unwrap();
    let text = s
        .http
        .get(s.url("/metrics"))
        .send()
        .await
        .unwrap()
        .text()
        .await
        .unwrap();
    assert!(text.contains("http_requests_total"), "{text}");
    assert!(text.contains("route=\"/healthz\""), "{text}");
}

#[tokio::test]
async fn oversized_bodies_get_413_problem() {
    let s = common::start().await;
    let big = "x".repeat(1024 * 1024 + 10);
    for path in ["/api/SystemConfig/Get", "/graphql"] {
        let r = s
            .http
            .post(s.url(path))
            .header("content-type", "application/json")
            .body(big.clone())
            .send()
            .await
            .unwrap();
        assert_eq!(r.status(), 413, "{path}");
        assert_eq!(
            r.headers()["content-type"],
            "application/problem+json",
            "{path}"
        );
        let (_, _, body) = common::decode(r).await;
        assert_eq!(body["code"], "PAYLOAD_TOO_LARGE");
    }
}

#[tokio::test]
async fn unknown_routes_answer_404_problem() {
    let s = common::start().await;
    let (status, ctype, body) =
        common::decode(s.http.get(s.url("/nowhere")).send().await.unwrap()).await;
    assert_eq!(status, 404);
    assert_eq!(ctype, "application/problem+json");
    assert_eq!(body["code"], "NOT_FOUND");
}

#[tokio::test]
async fn invalid_tokens_are_401_on_both_layers() {
    let s = common::start().await;
    let r = s
        .http
        .post(s.url("/graphql"))
        .bearer_auth("not-a-token")
        .json(&json!({"query": "{ __typename }"}))
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), 401);
    let (_, _, body) = common::decode(r).await;
    assert_eq!(body["errors"][0]["extensions"]["code"], "UNAUTHENTICATED");

    let (status, ctype, body) = s
        .legacy(
            "SystemConfig/Get",
            Some("not-a-token"),
            json!({"type": "A"}),
        )
        .await;
    assert_eq!(status, 401);
    assert_eq!(ctype, "application/problem+json");
    assert_eq!(body["code"], "UNAUTHENTICATED");
}

#[tokio::test]
async fn disabled_members_tokens_stop_working() {
    let s = common::start().await;
    let (id, token) = s.member("小王", false).await;
    // The token is good, and the server now remembers it is.
    let (status, _) = s.gql(Some(&token), "{ __typename }", json!({})).await;
    assert_eq!(status, 200);
    let (_, staff) = s.staff_with("客服主管", &[Permission::Members]).await;
    let (status, body) = s
        .gql(
            Some(&staff),
            "mutation($id: ID!) { setMemberEnabled(input: {memberId: $id, enabled: false}) { member { id } } }",
            json!({"id": common::gid(id)}),
        )
        .await;
    assert_eq!(status, 200, "{body}");
    // Refused on the very next request.
    let (status, body) = s.gql(Some(&token), "{ __typename }", json!({})).await;
    assert_eq!(status, 401);
    assert_eq!(body["errors"][0]["extensions"]["code"], "UNAUTHENTICATED");
}

#[tokio::test]
async fn posts_a_browser_could_send_across_sites_are_refused() {
    let s = common::start().await;
    let post = |ctype: Option<&str>| {
        let mut req = s
            .http
            .post(s.url("/graphql"))
            .body(r#"{"query": "mutation { logout { ok } }"}"#);
        if let Some(c) = ctype {
            req = req.header("content-type", c);
        }
        req.send()
    };
    for ctype in [
        None,
        Some("text/plain"),
        Some("text/plain;charset=UTF-8"),
        Some("application/x-www-form-urlencoded"),
    ] {
        let (status, _, body) = common::decode(post(ctype).await.unwrap()).await;
        assert_eq!(status, 415, "{ctype:?}");
        assert_eq!(
            body["errors"][0]["extensions"]["code"], "UNSUPPORTED_MEDIA_TYPE",
            "{ctype:?}"
        );
    }
    // JSON, with or without a charset, reaches execution.
    for ctype in ["application/json", "application/json; charset=utf-8"] {
        let r = s
            .http
            .post(s.url("/graphql"))
            .header("content-type", ctype)
            .body(r#"{"query": "{ __typename }"}"#)
            .send()
            .await
            .unwrap();
        let (status, _, body) = common::decode(r).await;
        assert_eq!(
            (status, &body["data"]["__typename"]),
            (200, &json!("Query"))
        );
    }
    // A multipart form without a header that forces a preflight.
    let form = reqwest::multipart::Form::new()
        .text("operations", r#"{"query": "{ __typename }"}"#)
        .text("map", "{}");
    let r = s
        .http
        .post(s.url("/graphql"))
        .multipart(form)
        .send()
        .await
        .unwrap();
    let (status, _, body) = common::decode(r).await;
    assert_eq!(status, 400);
    assert!(body["errors"][0]["message"]
        .as_str()
        .unwrap()
        .contains("Apollo-Require-Preflight"));
}

#[tokio::test]
async fn a_document_that_never_ran_has_no_data_entry_in_the_modern_type() {
    let s = common::start().await;
    for query in ["{", "{ noSuchField }"] {
        let r = s
            .http
            .post(s.url("/graphql"))
            .header("accept", "application/graphql-response+json")
            .json(&json!({ "query": query }))
            .send()
            .await
            .unwrap();
        let (status, _, body) = common::decode(r).await;
        assert_eq!(status, 400, "{query}: {body}");
        assert!(body.get("data").is_none(), "{query}: {body}");
        assert!(body["errors"][0]["message"].is_string(), "{query}: {body}");
    }
}

#[tokio::test]
async fn the_served_client_carries_the_page_headers() {
    let site = tempfile::tempdir().unwrap();
    std::fs::write(
        site.path().join("index.html"),
        "<!doctype html><title>t</title>",
    )
    .unwrap();
    let dir = site.path().to_str().unwrap();
    let s = common::start_with(&["--static-dir", dir]).await;
    // The app shell, and a client route that falls back to it.
    for path in ["/", "/me/settings"] {
        let r = s.http.get(s.url(path)).send().await.unwrap();
        assert_eq!(r.status(), 200, "{path}");
        let h = r.headers();
        let csp = h["content-security-policy"].to_str().unwrap();
        assert!(csp.contains("script-src 'self';"), "{csp}");
        assert!(!csp.contains("unsafe-inline"), "{csp}");
        assert!(csp.contains("frame-ancestors 'none'"), "{csp}");
        assert!(csp.contains(&format!("ws://{}", s.addr)), "{csp}");
        assert_eq!(h["x-content-type-options"], "nosniff");
        assert_eq!(h["referrer-policy"], "strict-origin-when-cross-origin");
        assert!(h.get("strict-transport-security").is_none());
    }
    // The API is not a page: no CSP there (GraphiQL loads from a CDN).
    let r = s.http.get(s.url("/healthz")).send().await.unwrap();
    assert!(r.headers().get("content-security-policy").is_none());

    // Behind TLS: HSTS on every answer.
    let s = common::start_with(&["--static-dir", dir, "--hsts"]).await;
    for path in ["/", "/healthz"] {
        let r = s.http.get(s.url(path)).send().await.unwrap();
        assert_eq!(
            r.headers()["strict-transport-security"],
            "max-age=31536000; includeSubDomains",
            "{path}"
        );
    }
}

/// The staff console (issue 56): every path under /admin/ gets its page,
/// with the console's policy (inline styles for antd, scripts still
/// `'self'`); the member app's pages keep theirs.
#[tokio::test]
async fn the_console_page_answers_every_admin_path_with_its_own_policy() {
    let site = tempfile::tempdir().unwrap();
    std::fs::write(site.path().join("index.html"), "<title>member</title>").unwrap();
    std::fs::create_dir(site.path().join("admin")).unwrap();
    std::fs::write(
        site.path().join("admin").join("index.html"),
        "<title>console</title>",
    )
    .unwrap();
    let dir = site.path().to_str().unwrap();
    let s = common::start_with(&["--static-dir", dir]).await;
    for path in ["/admin", "/admin/", "/admin/jobs", "/admin/audit/x"] {
        let r = s.http.get(s.url(path)).send().await.unwrap();
        assert_eq!(r.status(), 200, "{path}");
        let csp = r.headers()["content-security-policy"]
            .to_str()
            .unwrap()
            .to_owned();
        assert!(
            csp.contains("style-src 'self' 'unsafe-inline';"),
            "{path}: {csp}"
        );
        assert!(csp.contains("script-src 'self';"), "{path}: {csp}");
        assert_eq!(r.headers()["cache-control"], "no-cache", "{path}");
        assert!(r.text().await.unwrap().contains("console"), "{path}");
    }
    for path in ["/", "/administrator", "/pages/my/index"] {
        let r = s.http.get(s.url(path)).send().await.unwrap();
        let csp = r.headers()["content-security-policy"]
            .to_str()
            .unwrap()
            .to_owned();
        assert!(!csp.contains("unsafe-inline"), "{path}: {csp}");
        assert!(r.text().await.unwrap().contains("member"), "{path}");
    }
}
