//! Acting for a member by consent over HTTP (issue 55), on two instances
//! sharing the database and Redis: the member answers the consent request
//! on A, the partner's server trades the code at B's `/oauth/token` (in
//! the form or HTTP Basic), reads `me` within the granted scopes on B, a
//! field outside them is refused naming it, refreshes, and both its
//! requests and its open socket on B are refused within 5 s of the member
//! revoking on A. The token endpoint's refusals carry RFC 6749 §5.2 codes.

use std::time::{Duration, Instant};

use base64::Engine;
use serde_json::{json, Value};

use super::partners_http::call;
use crate::common::{self, gid_of, ws, TestServer};
use api::ids::NodeKind;
use domain::partner::oauth::pkce;

const REDIRECT: &str = "http://127.0.0.1:9/callback";
const VERIFIER: &str = "oauth-http-verifier-oauth-http-verifier-0123456789";

/// A partner with `REDIRECT` registered and a key: its client id and key.
async fn partner(s: &TestServer, name: &str, scopes: &[&str]) -> (String, String) {
    let p = domain::partner::service::create(
        &s.state.ctx.db,
        None,
        domain::partner::NewPartner {
            name: name.into(),
            redirect_uris: vec![REDIRECT.into()],
            ..Default::default()
        },
    )
    .await
    .unwrap();
    let scopes: Vec<String> = scopes.iter().map(|s| s.to_string()).collect();
    let (_, key) = domain::partner::keys::issue_key(&s.state.ctx.db, None, p.id, &scopes, None)
        .await
        .unwrap();
    (gid_of(NodeKind::Partner, p.id), key)
}

fn request(client_id: &str, scope: &str) -> Value {
    json!({
        "clientId": client_id, "redirectUri": REDIRECT, "responseType": "code",
        "scope": scope, "state": "s1", "codeChallenge": pkce::challenge(VERIFIER),
        "codeChallengeMethod": "S256",
    })
}

/// The member approves on `s`; the code.
async fn approve(s: &TestServer, member: &str, client_id: &str, scope: &str) -> String {
    let (_, body) = s
        .gql(
            Some(member),
            "query($r: OauthAuthorizationInput!) { oauthAuthorization(request: $r) { partnerName scopes errorRedirect } }",
            json!({"r": request(client_id, scope)}),
        )
        .await;
    assert_eq!(
        body["data"]["oauthAuthorization"]["partnerName"], "开奖助手",
        "{body}"
    );
    let (_, body) = s
        .gql(
            Some(member),
            "mutation($i: DecideOauthAuthorizationInput!) { decideOauthAuthorization(input: $i) { redirectTo userErrors { code field } } }",
            json!({"i": {"request": request(client_id, scope), "approve": true}}),
        )
        .await;
    let to = body["data"]["decideOauthAuthorization"]["redirectTo"]
        .as_str()
        .unwrap_or_else(|| panic!("{body}"));
    let url = reqwest::Url::parse(to).unwrap();
    assert_eq!(
        url.query_pairs().find(|(k, _)| k == "state").unwrap().1,
        "s1"
    );
    url.query_pairs()
        .find(|(k, _)| k == "code")
        .unwrap()
        .1
        .into_owned()
}

/// POST /oauth/token with `form`; status, Cache-Control and body.
async fn token(
    s: &TestServer,
    form: &[(&str, &str)],
    basic: Option<(&str, &str)>,
) -> (u16, String, Value) {
    let mut req = s.http.post(s.url("/oauth/token")).form(form);
    if let Some((id, secret)) = basic {
        let pair = base64::engine::general_purpose::STANDARD.encode(format!("{id}:{secret}"));
        req = req.header("authorization", format!("Basic {pair}"));
    }
    let resp = req.send().await.unwrap();
    let cache = resp
        .headers()
        .get("cache-control")
        .map(|v| v.to_str().unwrap().to_owned())
        .unwrap_or_default();
    let (status, _, body) = common::decode(resp).await;
    (status, cache, body)
}

#[tokio::test]
async fn consent_on_one_instance_tokens_on_another_and_revocation_within_five_seconds() {
    let redis = std::env::var("TEST_REDIS_URL").unwrap_or_else(|_| "redis://127.0.0.1:6379".into());
    let prefix = format!("lmtest:{}:", uuid::Uuid::new_v4().simple());
    let args = [
        "--redis-url",
        redis.as_str(),
        "--redis-key-prefix",
        prefix.as_str(),
    ];
    let a = common::start_with(&args).await;
    let b = a.twin(&args).await;
    let (client_id, key) = partner(
        &a,
        "开奖助手",
        &["member:read", "points:read", "unread:subscribe"],
    )
    .await;
    let (_, member) = a.member("授权人", false).await;
    let code = approve(&a, &member, &client_id, "member:read unread:subscribe").await;

    // A wrong verifier is refused and leaves the code for its owner.
    let wrong = "w".repeat(43);
    let form = |verifier: &'static str| {
        vec![
            ("grant_type", "authorization_code"),
            ("redirect_uri", REDIRECT),
            ("code_verifier", verifier),
        ]
    };
    let mut bad = form("");
    bad.retain(|(k, _)| *k != "code_verifier");
    bad.extend([
        ("code", code.as_str()),
        ("code_verifier", wrong.as_str()),
        ("client_id", client_id.as_str()),
        ("client_secret", key.as_str()),
    ]);
    let (status, cache, body) = token(&b, &bad, None).await;
    assert_eq!(
        (status, body["error"].as_str()),
        (400, Some("invalid_grant")),
        "{body}"
    );
    assert_eq!(cache, "no-store");

    let mut good = form(VERIFIER);
    good.extend([
        ("code", code.as_str()),
        ("client_id", client_id.as_str()),
        ("client_secret", key.as_str()),
    ]);
    let (status, cache, set) = token(&b, &good, None).await;
    assert_eq!(status, 200, "{set}");
    assert_eq!(cache, "no-store");
    assert_eq!(set["token_type"], "Bearer");
    assert_eq!(set["scope"], "member:read unread:subscribe");
    let access = set["access_token"].as_str().unwrap().to_owned();

    // `me` on B with the key and the access token.
    let (status, _, body) = call(
        &b,
        &key,
        Some(&access),
        json!({"query": "{ me { nickname } }"}),
    )
    .await;
    assert_eq!(
        (status, &body["data"]["me"]["nickname"]),
        (200, &json!("授权人")),
        "{body}"
    );
    // The key has points:read, the member did not grant it: refused as
    // any scope the key lacks (docs/partner-errors.md: in a 200 answer).
    let (status, _, body) = call(&b, &key, Some(&access), json!({"query": "{ points }"})).await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(body["errors"][0]["extensions"]["code"], "FORBIDDEN");
    assert!(
        body["errors"][0]["message"]
            .as_str()
            .unwrap()
            .contains("points:read"),
        "{body}"
    );
    // The access token without its key is refused.
    let (status, body) = b.gql(Some(&access), "{ me { nickname } }", json!({})).await;
    assert_eq!(status, 401, "{body}");

    // A refresh with HTTP Basic; the old refresh token is spent.
    let refresh = set["refresh_token"].as_str().unwrap();
    let (status, _, next) = token(
        &b,
        &[("grant_type", "refresh_token"), ("refresh_token", refresh)],
        Some((&client_id, &key)),
    )
    .await;
    assert_eq!(status, 200, "{next}");
    let access = next["access_token"].as_str().unwrap().to_owned();

    // A socket on B acting for the member.
    let mut socket = ws::connect(b.addr).await;
    ws::send(
        &mut socket,
        json!({"type": "connection_init", "payload": {"apiKey": key, "Authorization": format!("Bearer {access}")}}),
    )
    .await;
    assert_eq!(
        ws::next(&mut socket).await.unwrap()["type"],
        "connection_ack"
    );
    ws::subscribe(&mut socket, "u", "subscription { unreadCount }").await;
    assert_eq!(ws::data(&mut socket, "u").await["unreadCount"], 0);

    // The member revokes on A.
    let (_, body) = a
        .gql(
            Some(&member),
            "{ authorizedApps { id partnerName scopes } }",
            json!({}),
        )
        .await;
    let app = &body["data"]["authorizedApps"][0];
    assert_eq!(
        app["scopes"],
        json!(["member:read", "unread:subscribe"]),
        "{body}"
    );
    let revoked_at = Instant::now();
    let (_, body) = a
        .gql(
            Some(&member),
            "mutation($id: ID!) { revokeAuthorizedApp(input: { id: $id }) { revokedAppId userErrors { code } } }",
            json!({"id": app["id"]}),
        )
        .await;
    assert_eq!(
        body["data"]["revokeAuthorizedApp"]["revokedAppId"], app["id"],
        "{body}"
    );

    // B refuses the next request; the socket closes 4403.
    let (status, _, body) = call(
        &b,
        &key,
        Some(&access),
        json!({"query": "{ me { nickname } }"}),
    )
    .await;
    assert_eq!(status, 401, "{body}");
    assert!(
        body["errors"][0]["message"]
            .as_str()
            .unwrap()
            .contains("revoked"),
        "{body}"
    );
    assert_eq!(ws::next(&mut socket).await, Err(4403));
    assert!(
        revoked_at.elapsed() < Duration::from_secs(5),
        "{:?}",
        revoked_at.elapsed()
    );
    let (status, _, body) = token(
        &b,
        &[
            ("grant_type", "refresh_token"),
            ("refresh_token", next["refresh_token"].as_str().unwrap()),
        ],
        Some((&client_id, &key)),
    )
    .await;
    assert_eq!(
        (status, body["error"].as_str()),
        (400, Some("invalid_grant")),
        "{body}"
    );
    drop(b);
}

#[tokio::test]
async fn the_token_endpoint_refuses_with_rfc_6749_codes() {
    let s = common::start().await;
    let (client_id, key) = partner(&s, "开奖助手", &["member:read"]).await;
    let (other_id, _) = partner(&s, "别家", &["member:read"]).await;
    let (_, member) = s.member("会员", false).await;
    let code = approve(&s, &member, &client_id, "member:read").await;
    let base = |extra: &[(&'static str, String)]| {
        let mut f: Vec<(&'static str, String)> = vec![
            ("grant_type", "authorization_code".into()),
            ("code", code.clone()),
            ("redirect_uri", REDIRECT.into()),
            ("code_verifier", VERIFIER.into()),
        ];
        f.extend(extra.iter().cloned());
        f
    };
    let send = |form: Vec<(&'static str, String)>| {
        let s = &s;
        async move {
            let form: Vec<(&str, &str)> = form.iter().map(|(k, v)| (*k, v.as_str())).collect();
            let (status, _, body) = token(s, &form, None).await;
            (status, body["error"].as_str().unwrap_or("-").to_owned())
        }
    };
    // No client authentication; a wrong key; a key of another partner's id.
    assert_eq!(send(base(&[])).await, (401, "invalid_client".into()));
    assert_eq!(
        send(base(&[
            ("client_id", client_id.clone()),
            ("client_secret", "lmk_wrong".into())
        ]))
        .await,
        (401, "invalid_client".into())
    );
    assert_eq!(
        send(base(&[
            ("client_id", other_id),
            ("client_secret", key.clone())
        ]))
        .await,
        (401, "invalid_client".into())
    );
    let auth = [
        ("client_id", client_id.clone()),
        ("client_secret", key.clone()),
    ];
    let mut unsupported = base(&auth);
    unsupported[0].1 = "password".into();
    assert_eq!(
        send(unsupported).await,
        (400, "unsupported_grant_type".into())
    );
    let mut twice = base(&auth);
    twice.push(("code", "again".into()));
    assert_eq!(send(twice).await, (400, "invalid_request".into()));
    let mut no_verifier = base(&auth);
    no_verifier.retain(|(k, _)| *k != "code_verifier");
    assert_eq!(send(no_verifier).await, (400, "invalid_request".into()));
    // JSON is not the form the RFC asks for.
    let resp = s
        .http
        .post(s.url("/oauth/token"))
        .json(&json!({"grant_type": "authorization_code"}))
        .send()
        .await
        .unwrap();
    assert_eq!(resp.status().as_u16(), 400);
    // The code works once; again it is invalid_grant.
    assert_eq!(send(base(&auth)).await.0, 200);
    assert_eq!(send(base(&auth)).await, (400, "invalid_grant".into()));
}

#[tokio::test]
async fn a_redirect_uri_not_registered_is_shown_never_followed() {
    let s = common::start().await;
    let (client_id, _) = partner(&s, "开奖助手", &["member:read"]).await;
    let (_, member) = s.member("会员", false).await;
    let mut r = request(&client_id, "member:read");
    r["redirectUri"] = json!("https://evil.example.com/steal");
    let (_, body) = s
        .gql(
            Some(&member),
            "mutation($i: DecideOauthAuthorizationInput!) { decideOauthAuthorization(input: $i) { redirectTo userErrors { code field } } }",
            json!({"i": {"request": r, "approve": true}}),
        )
        .await;
    let payload = &body["data"]["decideOauthAuthorization"];
    assert_eq!(payload["redirectTo"], Value::Null, "{body}");
    assert_eq!(
        payload["userErrors"][0]["field"],
        json!(["input", "request", "redirectUri"]),
        "{body}"
    );
    // Signed out, the page's query asks for sign-in.
    let (status, body) = s
        .gql(None, "query($r: OauthAuthorizationInput!) { oauthAuthorization(request: $r) { partnerName } }", json!({"r": request(&client_id, "member:read")}))
        .await;
    assert_eq!(
        body["errors"][0]["extensions"]["code"], "UNAUTHENTICATED",
        "{status} {body}"
    );
}
