//! Partners' webhooks over GraphQL through the real server (issue 35): the
//! first mutations a key may run, only with `webhooks:write`; a key sees
//! only its partner's endpoints; private addresses are `UNSAFE_URL` unless
//! the server runs with `--webhook-allow-loopback`; staff manage any
//! partner's.

use serde_json::{json, Value};

use crate::common;
use crate::partners_http::{call, partner_with};

const CREATE: &str = "mutation($i: CreateWebhookEndpointInput!) { createWebhookEndpoint(input: $i) { endpoint { id url state eventTypes } secret userErrors { code field message } } }";

fn create(url: &str) -> Value {
    json!({"query": CREATE, "variables": {"i": {"url": url, "eventTypes": ["member.registered"]}}})
}

fn code(body: &Value) -> &str {
    body["errors"][0]["extensions"]["code"]
        .as_str()
        .unwrap_or("-")
}

#[tokio::test]
async fn keys_manage_only_their_own_endpoints_and_only_with_the_scope() {
    let s = common::start_with(&["--webhook-allow-loopback"]).await;
    let (_, reader) = partner_with(&s, "甲", &["channel:stats"], None).await;
    let (_, a) = partner_with(&s, "乙", &["webhooks:write"], None).await;
    let (_, b) = partner_with(&s, "丙", &["webhooks:write", "channel:stats"], None).await;

    // Without `webhooks:write`: refused before it runs.
    let (_, _, body) = call(&s, &reader, None, create("http://127.0.0.1:9/hook")).await;
    assert_eq!(code(&body), "FORBIDDEN", "{body}");
    assert!(body["data"].is_null(), "nothing ran: {body}");
    assert!(
        body["errors"][0]["message"]
            .as_str()
            .unwrap()
            .contains("webhooks:write"),
        "{body}"
    );
    let (_, _, body) = call(
        &s,
        &reader,
        None,
        json!({"query": "{ webhookEndpoints(first: 5) { nodes { id } } }"}),
    )
    .await;
    assert_eq!(code(&body), "FORBIDDEN", "{body}");

    // With it: created, the secret shown once, the cost of a mutation.
    let (status, _, body) = call(&s, &a, None, create("http://127.0.0.1:9/hook")).await;
    assert_eq!(status, 200, "{body}");
    let made = &body["data"]["createWebhookEndpoint"];
    assert_eq!(made["userErrors"], json!([]), "{body}");
    assert!(made["secret"].as_str().unwrap().starts_with("whsec_"));
    assert_eq!(made["endpoint"]["state"], "ACTIVE");
    assert!(
        body["extensions"]["cost"]["requestedQueryCost"]
            .as_u64()
            .unwrap()
            >= 10
    );
    let id = made["endpoint"]["id"].as_str().unwrap().to_owned();
    let list = json!({"query": "{ webhookEndpoints(first: 5) { nodes { id url } } }"});
    let (_, _, body) = call(&s, &a, None, list.clone()).await;
    assert_eq!(
        body["data"]["webhookEndpoints"]["nodes"][0]["id"],
        id.as_str()
    );
    assert!(
        !body.to_string().contains("whsec_"),
        "never shown again: {body}"
    );

    // Another partner neither sees it nor reaches it.
    let (_, _, body) = call(&s, &b, None, list).await;
    assert_eq!(
        body["data"]["webhookEndpoints"]["nodes"],
        json!([]),
        "{body}"
    );
    for query in [
        json!({"query": "mutation($i: WebhookEndpointIdInput!) { rotateWebhookSecret(input: $i) { secret userErrors { code } } }", "variables": {"i": {"id": id}}}),
        json!({"query": "mutation($i: WebhookEndpointIdInput!) { deleteWebhookEndpoint(input: $i) { deletedId userErrors { code } } }", "variables": {"i": {"id": id}}}),
    ] {
        let (_, _, body) = call(&s, &b, None, query).await;
        let payload = body["data"].as_object().unwrap().values().next().unwrap();
        assert_eq!(payload["userErrors"][0]["code"], "NOT_FOUND", "{body}");
    }
    let (_, _, body) = call(
        &s,
        &b,
        None,
        json!({"query": "query($id: ID!) { webhookDeliveries(endpointId: $id, first: 5) { nodes { id } } }", "variables": {"id": id}}),
    )
    .await;
    assert_eq!(code(&body), "NOT_FOUND", "{body}");

    // Staff operations are never a key's.
    let (_, _, body) = call(
        &s,
        &a,
        None,
        json!({"query": "mutation { createPartnerWebhookEndpoint(input: {partnerId: \"x\", url: \"https://a.example\", eventTypes: []}) { secret } }"}),
    )
    .await;
    assert_eq!(code(&body), "FORBIDDEN", "{body}");
    // Nor are other mutations, with the scope or without.
    let (_, _, body) = call(
        &s,
        &a,
        None,
        json!({"query": "mutation { sendMessage(input: {title: \"t\", content: \"c\", memberIds: []}) { message { id } } }"}),
    )
    .await;
    assert_eq!(code(&body), "FORBIDDEN", "{body}");
}

#[tokio::test]
async fn private_addresses_are_unsafe_without_the_flag() {
    let s = common::start().await;
    let (_, key) = partner_with(&s, "丁", &["webhooks:write"], None).await;
    for url in [
        "http://127.0.0.1:9/hook",
        "http://localhost:9/hook",
        "http://10.0.0.1/hook",
        "http://169.254.169.254/",
    ] {
        let (status, _, body) = call(&s, &key, None, create(url)).await;
        assert_eq!(status, 200, "{body}");
        let errors = &body["data"]["createWebhookEndpoint"]["userErrors"];
        assert_eq!(errors[0]["code"], "UNSAFE_URL", "{url}: {body}");
        assert_eq!(errors[0]["field"], json!(["input", "url"]), "{body}");
        assert!(body["data"]["createWebhookEndpoint"]["secret"].is_null());
    }
    // A member's token alone reaches nothing.
    let (_, token) = s.member("会员", false).await;
    let resp = s
        .http
        .post(s.url("/graphql"))
        .bearer_auth(&token)
        .json(&create("https://93.184.215.14/"))
        .send()
        .await
        .unwrap();
    let (_, _, body) = common::decode(resp).await;
    assert_eq!(code(&body), "FORBIDDEN", "{body}");
}
