//! Channel partners on GraphQL (platform-rules §8) through the real
//! server: keys and their scopes, acting for a member, suspension,
//! revocation and rotation, trusted documents, the cost bucket and its
//! answers, one bucket shared by two instances, and usage per day.

use serde_json::{json, Value};

use crate::common::{self, ws, TestServer};
use domain::partner::documents;
use domain::partner::keys;
use domain::partner::service as partners;

/// A partner with one key of `scopes`; the key's text.
pub(crate) async fn partner_with(
    s: &TestServer,
    name: &str,
    scopes: &[&str],
    bucket: Option<(i64, i64)>,
) -> (i64, String) {
    let p = partners::create(
        &s.state.ctx.db,
        None,
        domain::partner::NewPartner {
            name: name.into(),
            channels: vec![format!("{name}-app")],
            bucket_size: bucket.map(|b| b.0),
            restore_rate: bucket.map(|b| b.1),
            ..Default::default()
        },
    )
    .await
    .unwrap();
    let scopes: Vec<String> = scopes.iter().map(|s| s.to_string()).collect();
    let (_, text) = keys::issue_key(&s.state.ctx.db, None, p.id, &scopes, None)
        .await
        .unwrap();
    (p.id, text)
}

/// POST with a key (and a member's token); status, headers, body.
pub(crate) async fn call(
    s: &TestServer,
    key: &str,
    token: Option<&str>,
    body: Value,
) -> (u16, reqwest::header::HeaderMap, Value) {
    let mut req = s
        .http
        .post(s.url("/graphql"))
        .header("x-api-key", key)
        .json(&body);
    if let Some(t) = token {
        req = req.bearer_auth(t);
    }
    let resp = req.send().await.unwrap();
    let headers = resp.headers().clone();
    let (status, _, body) = common::decode(resp).await;
    (status, headers, body)
}

/// A staff viewer with the operations permission (who manages partners).
async fn operations_staff(s: &TestServer) -> domain::Viewer {
    let (_, token) = s
        .staff_with("运营", &[domain::Permission::Operations])
        .await;
    domain::kernel::viewer::resolve_viewer(&s.state.ctx, &token)
        .await
        .unwrap()
}

fn code(body: &Value) -> &str {
    body["errors"][0]["extensions"]["code"]
        .as_str()
        .unwrap_or("-")
}

#[tokio::test]
async fn a_key_reaches_what_its_scopes_name_and_nothing_else() {
    let s = common::start().await;
    let (_, key) = partner_with(&s, "甲", &["member:read", "unread:subscribe"], None).await;
    let (id, token) = s.member("会员", false).await;
    let gid = common::gid(id);

    // Acting for a member: read the member.
    let q = json!({"query": "query($id: ID!) { member(id: $id) { nickname } }", "variables": {"id": gid}});
    let (status, headers, body) = call(&s, &key, Some(&token), q).await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(body["data"]["member"]["nickname"], "会员");
    // Every answer carries its cost and the bucket.
    let cost = &body["extensions"]["cost"];
    assert_eq!(cost["requestedQueryCost"], 1, "{body}");
    assert_eq!(cost["actualQueryCost"], 1);
    assert_eq!(cost["throttleStatus"]["maximumAvailable"], 1000);
    assert_eq!(cost["throttleStatus"]["restoreRate"], 50);
    assert_eq!(headers["x-ratelimit-limit"], "1000");
    assert!(headers.contains_key("x-ratelimit-remaining"));
    assert!(headers.contains_key("x-ratelimit-reset"));

    // Not a phone (member:pii), not the staff search, not a mutation. The
    // whole request is refused, naming the field (`extensions.field`) and
    // the scope.
    for (query, why, field) in [
        (
            json!({"query": "query($id: ID!) { member(id: $id) { phone } }", "variables": {"id": gid}}),
            "member:pii",
            "Member.phone",
        ),
        (
            json!({"query": "{ members(first: 5) { nodes { nickname } } }"}),
            "members",
            "members",
        ),
        (
            json!({"query": "mutation { sendMessage(input: {title: \"t\", content: \"c\", memberIds: []}) { message { id } } }"}),
            "mutations",
            "sendMessage",
        ),
        (
            json!({"query": "{ me { nickname } myMessages(first: 1) { nodes { title } } }"}),
            "messages:read",
            "myMessages",
        ),
    ] {
        let (_, _, body) = call(&s, &key, Some(&token), query).await;
        assert_eq!(code(&body), "FORBIDDEN", "{why}: {body}");
        let message = body["errors"][0]["message"].as_str().unwrap();
        assert!(message.contains(why), "{why}: {body}");
        assert!(message.contains(&format!("`{field}`")), "{why}: {body}");
        assert_eq!(body["errors"][0]["extensions"]["field"], field, "{body}");
        assert!(body.get("data").is_none_or(Value::is_null), "{body}");
    }

    // A key never acts for staff; a key is not for the legacy layer.
    let (_, staff) = s.member("运营", true).await;
    let (status, _, body) = call(&s, &key, Some(&staff), json!({"query": "{ __typename }"})).await;
    assert_eq!((status, code(&body)), (403, "FORBIDDEN"), "{body}");
    let r = s
        .http
        .post(s.url("/api/SystemConfig/Get"))
        .header("x-api-key", &key)
        .json(&json!({"type": "ANNOUNCEMENT"}))
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), 403);

    // A made-up key is refused, not ignored.
    let (status, _, body) = call(
        &s,
        "lmk_madeupke_not-a-key",
        None,
        json!({"query": "{ __typename }"}),
    )
    .await;
    assert_eq!((status, code(&body)), (401, "API_KEY_INVALID"), "{body}");
}

#[tokio::test]
async fn a_key_subscribes_to_a_members_unread_count() {
    let s = common::start().await;
    let (_, key) = partner_with(&s, "乙", &["member:read", "unread:subscribe"], None).await;
    let (_, token) = s.member("读者", false).await;
    let mut socket = ws::connect(s.addr).await;
    ws::send(
        &mut socket,
        json!({"type": "connection_init", "payload": {"apiKey": key, "Authorization": format!("Bearer {token}")}}),
    )
    .await;
    assert_eq!(
        ws::next(&mut socket).await.unwrap()["type"],
        "connection_ack"
    );
    ws::subscribe(&mut socket, "u", "subscription { unreadCount }").await;
    assert_eq!(ws::data(&mut socket, "u").await["unreadCount"], 0);
    // A subscription the key has no scope for gets an error.
    ws::subscribe(
        &mut socket,
        "m",
        "subscription { messageReceived { title } }",
    )
    .await;
    let msg = ws::next(&mut socket).await.unwrap();
    assert_eq!(msg["type"], "error", "{msg}");
    assert_eq!(msg["payload"][0]["extensions"]["code"], "FORBIDDEN");

    // A bad key closes the socket 4403.
    let mut socket = ws::connect(s.addr).await;
    ws::send(
        &mut socket,
        json!({"type": "connection_init", "payload": {"apiKey": "lmk_nope"}}),
    )
    .await;
    assert_eq!(ws::next(&mut socket).await, Err(4403));
}

#[tokio::test]
async fn suspension_revocation_and_rotation() {
    let s = common::start().await;
    let (pid, old) = partner_with(&s, "丙", &["lottery:read"], None).await;
    let q = json!({"query": "{ latestDraws { issue } }"});
    let ok = |status: u16, body: &Value| status == 200 && body.get("errors").is_none();

    // Rotation: a second key works beside the first; a third is refused.
    let scopes = vec!["lottery:read".to_owned()];
    let (new_key, new) = keys::issue_key(&s.state.ctx.db, None, pid, &scopes, None)
        .await
        .unwrap();
    let third = keys::issue_key(&s.state.ctx.db, None, pid, &scopes, None).await;
    assert_eq!(third.unwrap_err().code, domain::ErrorCode::Conflict);
    for key in [&old, &new] {
        let (status, _, body) = call(&s, key, None, q.clone()).await;
        assert!(ok(status, &body), "{body}");
    }
    // The old key revoked: 401 with its code; the new one still works.
    let staff = operations_staff(&s).await;
    let old_key = keys::keys(&s.state.ctx, &staff, pid)
        .await
        .unwrap()
        .into_iter()
        .find(|k| k.id != new_key.id)
        .unwrap();
    keys::revoke_key(&s.state.ctx, &staff, old_key.id)
        .await
        .unwrap();
    let (status, _, body) = call(&s, &old, None, q.clone()).await;
    assert_eq!((status, code(&body)), (401, "API_KEY_REVOKED"), "{body}");
    let (status, _, body) = call(&s, &new, None, q.clone()).await;
    assert!(ok(status, &body), "{body}");

    // Suspended: every key 401.
    partners::update(
        &s.state.ctx,
        &staff,
        pid,
        domain::partner::PartnerChanges {
            state: Some(domain::partner::PartnerState::Suspended),
            ..Default::default()
        },
    )
    .await
    .unwrap();
    let (status, _, body) = call(&s, &new, None, q).await;
    assert_eq!((status, code(&body)), (401, "PARTNER_SUSPENDED"), "{body}");
}

#[tokio::test]
async fn trusted_documents_only_run_by_registration() {
    let s = common::start().await;
    let (pid, key) = partner_with(&s, "丁", &["lottery:read"], None).await;
    let staff = operations_staff(&s).await;
    partners::update(
        &s.state.ctx,
        &staff,
        pid,
        domain::partner::PartnerChanges {
            trusted_documents_only: Some(true),
            ..Default::default()
        },
    )
    .await
    .unwrap();
    let registered = "query Latest { latestDraws { issue } }";
    let ids = documents::register_documents(&s.state.ctx, &staff, pid, &[registered.to_owned()])
        .await
        .unwrap();
    assert_eq!(ids[0], documents::document_id(registered));
    assert!(ids[0].starts_with("sha256:") && ids[0].len() == 7 + 64);

    // An unregistered text is refused with one clear error, and the
    // bucket's headers as on every partner answer.
    let (_, headers, body) = call(
        &s,
        &key,
        None,
        json!({"query": "{ latestDraws { issue game } }"}),
    )
    .await;
    assert_eq!(code(&body), "PERSISTED_DOCUMENT_NOT_FOUND", "{body}");
    assert_eq!(body["errors"].as_array().unwrap().len(), 1);
    assert_eq!(headers["x-ratelimit-limit"], "1000");
    // The registered one runs by id, in both forms, and by its exact text.
    let hash = ids[0].trim_start_matches("sha256:");
    for body in [
        json!({"documentId": ids[0]}),
        json!({"extensions": {"persistedQuery": {"version": 1, "sha256Hash": hash}}}),
        json!({"query": registered}),
    ] {
        let (status, _, answer) = call(&s, &key, None, body.clone()).await;
        assert_eq!(status, 200, "{body}: {answer}");
        assert!(answer["data"]["latestDraws"].is_array(), "{body}: {answer}");
    }
    // An unknown id.
    let (_, _, body) = call(
        &s,
        &key,
        None,
        json!({"documentId": format!("sha256:{}", "0".repeat(64))}),
    )
    .await;
    assert_eq!(code(&body), "PERSISTED_DOCUMENT_NOT_FOUND", "{body}");
}

#[tokio::test]
async fn the_bucket_throttles_with_429_and_refunds_unused_cost() {
    let s = common::start().await;
    // A bucket of 50 points restoring 1 a second.
    let (_, key) = partner_with(&s, "戊", &["lottery:read"], Some((50, 1))).await;
    // Asks for 2 + 20 × 1 = 22 and gets back what the empty list did not use.
    let q = json!({"query": "{ drawHistory(game: SSQ, first: 20) { nodes { issue } } }"});
    let (status, headers, body) = call(&s, &key, None, q.clone()).await;
    assert_eq!(status, 200, "{body}");
    let cost = &body["extensions"]["cost"];
    assert_eq!(cost["requestedQueryCost"], 22, "{body}");
    assert_eq!(cost["actualQueryCost"], 2, "no draws stored: {body}");
    assert_eq!(headers["x-ratelimit-limit"], "50");
    // One query above the bucket's size is refused whatever it holds.
    let big = json!({"query": "{ drawHistory(game: SSQ, first: 60) { nodes { issue } } }"});
    let (_, _, body) = call(&s, &key, None, big).await;
    assert_eq!(code(&body), "QUERY_TOO_COMPLEX", "{body}");
    // Requests of 22 points each: the bucket empties (refunds keep it
    // from emptying at once), then 429 with Retry-After.
    let mut throttled = None;
    for _ in 0..40 {
        let (status, headers, body) = call(&s, &key, None, q.clone()).await;
        if status == 429 {
            throttled = Some((headers, body));
            break;
        }
    }
    let (headers, body) = throttled.expect("no 429 after 40 requests of 22 from a bucket of 50");
    assert_eq!(code(&body), "THROTTLED", "{body}");
    assert!(
        headers["retry-after"]
            .to_str()
            .unwrap()
            .parse::<u64>()
            .unwrap()
            >= 1
    );
    assert!(headers.contains_key("x-ratelimit-remaining"));
}

#[tokio::test]
async fn two_instances_share_a_keys_bucket_through_redis() {
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
    let (_, key) = partner_with(&a, "己", &["lottery:read"], Some((30, 1))).await;
    let q = json!({"query": "{ drawHistory(game: SSQ, first: 20) { nodes { issue } } }"});
    // 22 taken on A (2 kept after the refund) …
    let (_, headers, body) = call(&a, &key, None, q.clone()).await;
    assert_eq!(body["extensions"]["cost"]["actualQueryCost"], 2, "{body}");
    let left_on_a: u64 = headers["x-ratelimit-remaining"]
        .to_str()
        .unwrap()
        .parse()
        .unwrap();
    assert!(left_on_a <= 29, "{left_on_a}");
    // … are missing on B: B's answer counts from what A left.
    let (_, headers, _) = call(&b, &key, None, json!({"query": "{ __typename }"})).await;
    let left_on_b: u64 = headers["x-ratelimit-remaining"]
        .to_str()
        .unwrap()
        .parse()
        .unwrap();
    assert!(left_on_b < 30, "B started with a full bucket of its own");
    // B's own request cost 1 (every request costs at least 1).
    assert!(left_on_b + 1 >= left_on_a, "{left_on_b} + 1 < {left_on_a}");
    drop(b);
}

#[tokio::test]
async fn usage_is_counted_per_partner_and_day() {
    let s = common::start().await;
    let (pid, key) = partner_with(&s, "庚", &["lottery:read", "channel:stats"], None).await;
    let q = json!({"query": "{ drawHistory(game: SSQ, first: 5) { nodes { issue } } }"});
    call(&s, &key, None, q.clone()).await;
    call(&s, &key, None, q).await;
    call(
        &s,
        &key,
        None,
        json!({"query": "{ myMessages(first: 1) { nodes { title } } }"}),
    )
    .await;
    s.state.usage.flush(&s.state.ctx.db).await.unwrap();
    let staff = operations_staff(&s).await;
    let today = domain::kernel::clock::shanghai_day(domain::kernel::clock::now());
    let days = domain::partner::usage::usage(&s.state.ctx.db, &staff, pid, today, today)
        .await
        .unwrap();
    assert_eq!(days.len(), 1);
    let c = days[0].counts;
    assert_eq!((c.requests, c.errors, c.throttled), (3, 1, 0), "{c:?}");
    // Two connections that came back empty: 2 points each.
    assert_eq!(c.cost, 4, "{c:?}");
    // A later flush adds to the day's row (every instance flushes its own).
    call(&s, &key, None, json!({"query": "{ __typename }"})).await;
    s.state.usage.flush(&s.state.ctx.db).await.unwrap();
    let days = domain::partner::usage::usage(&s.state.ctx.db, &staff, pid, today, today)
        .await
        .unwrap();
    assert_eq!(days[0].counts.requests, 4, "{days:?}");
    // The partner reads its own (channel:stats).
    let d = today.format("%Y-%m-%d").to_string();
    let (_, _, body) = call(
        &s,
        &key,
        None,
        json!({"query": "query($d: String!) { partnerChannelStats { usage(from: $d, to: $d) { day requests errors } } }", "variables": {"d": d}}),
    )
    .await;
    let own = &body["data"]["partnerChannelStats"]["usage"][0];
    assert_eq!(
        (own["requests"].as_str(), own["errors"].as_str()),
        (Some("4"), Some("1")),
        "{body}"
    );
    let metrics = s
        .http
        .get(s.url("/metrics"))
        .send()
        .await
        .unwrap()
        .text()
        .await
        .unwrap();
    assert!(
        metrics.contains("partner_requests_total{partner=\"庚\"}"),
        "{metrics}"
    );
}

#[tokio::test]
async fn usage_and_the_bucket_are_charged_the_same_actual_cost() {
    let s = common::start().await;
    let (_, staff) = s
        .staff_with("运营", &[domain::Permission::Operations])
        .await;
    // Two draws with prize lists: `latestDraws` is estimated at its most
    // (7 games, 10 tiers each) and charged what came back.
    let publish =
        r#"mutation($i: PublishDrawInput!) { publishDraw(input: $i) { userErrors { code } } }"#;
    for input in [
        json!({"game": "SSQ", "issue": "26097", "drawDate": "2026-08-23",
            "mainNumbers": [3, 8, 12, 19, 27, 33], "extraNumbers": [9],
            "prizeList": [{"tier": 1, "name": "一等奖", "amountFen": 1_000_000_000, "winners": 3},
                          {"tier": 2, "name": "二等奖", "amountFen": 20_000_000, "winners": 9}]}),
        json!({"game": "FC3D", "issue": "26220", "drawDate": "2026-08-23",
            "mainNumbers": [1, 2, 3], "extraNumbers": []}),
    ] {
        let (_, r) = s.gql_fen(Some(&staff), publish, json!({"i": input})).await;
        assert_eq!(r["data"]["publishDraw"]["userErrors"], json!([]), "{r}");
    }
    // A bucket restoring 1 point a second, so what it was charged shows.
    let (pid, key) = partner_with(&s, "辛", &["lottery:read"], Some((1000, 1))).await;
    let started = std::time::Instant::now();
    let mut charged = 0u64;
    let mut remaining = 1000u64;
    for query in [
        "{ latestDraws { issue prizeList { name winners } } }",
        "{ drawHistory(game: SSQ, first: 20) { nodes { issue prizeList { name } } } }",
        "{ drawSchedules { game weekdays } }",
        "{ __typename }",
        "{ myMessages(first: 1) { nodes { title } } }",
        "{ trend(game: FC3D, last: 10) { main { number } shapes { issue } } }",
    ] {
        let (_, headers, body) = call(&s, &key, None, json!({"query": query})).await;
        let Some(cost) = body["extensions"].get("cost") else {
            // Refused before it ran (the scope): nothing charged.
            assert_eq!(code(&body), "FORBIDDEN", "{query}: {body}");
            continue;
        };
        remaining = headers["x-ratelimit-remaining"]
            .to_str()
            .unwrap()
            .parse()
            .unwrap();
        let (requested, actual) = (
            cost["requestedQueryCost"].as_u64().unwrap(),
            cost["actualQueryCost"].as_u64().unwrap(),
        );
        // Every list is estimated by its declared bound: never under.
        assert!(actual <= requested, "{query}: {body}");
        charged += actual;
    }
    // latestDraws: 2 draws and 2 prize rows; the history 2, 1 draw and its
    // 2 rows; the schedules 7; __typename 1; the trend 1, its 10 numbers
    // and 1 draw — none of them what was estimated.
    assert_eq!(charged, 4 + 5 + 7 + 1 + 12, "{charged}");
    // The bucket lost exactly that, less what refilled meanwhile.
    let refilled = started.elapsed().as_secs() + 1;
    let lost = 1000 - remaining;
    assert!(
        lost <= charged && lost + refilled >= charged,
        "the bucket lost {lost} in {refilled} s, the answers say {charged}"
    );
    // And usage records the same number.
    s.state.usage.flush(&s.state.ctx.db).await.unwrap();
    let today = domain::kernel::clock::shanghai_day(domain::kernel::clock::now());
    let admin = operations_staff(&s).await;
    let days = domain::partner::usage::usage(&s.state.ctx.db, &admin, pid, today, today)
        .await
        .unwrap();
    assert_eq!(days[0].counts.cost, charged as i64, "{days:?}");
}

/// A GraphQL call with a bearer token only (staff or member).
async fn as_member(s: &TestServer, token: &str, query: &str, variables: Value) -> Value {
    s.gql(Some(token), query, variables).await.1
}

#[tokio::test]
async fn staff_manage_partners_over_graphql_and_a_partner_reads_its_channels() {
    use sea_orm::{ActiveModelTrait, ActiveValue::Set};
    let s = common::start().await;
    let (_, staff) = s
        .staff_with("运营", &[domain::Permission::Operations])
        .await;
    let body = as_member(
        &s,
        &staff,
        "mutation($i: CreatePartnerInput!) { createPartner(input: $i) { partner { id name channels bucketSize } userErrors { code field } } }",
        json!({"i": {"name": "渠道甲", "channels": ["qd-a"], "bucketSize": 500}}),
    )
    .await;
    let partner = &body["data"]["createPartner"]["partner"];
    assert_eq!(partner["channels"], json!(["qd-a"]), "{body}");
    assert_eq!(partner["bucketSize"], "500");
    let pid = partner["id"].as_str().unwrap().to_owned();
    // The same name again is a user error naming the field.
    let body = as_member(
        &s,
        &staff,
        "mutation($i: CreatePartnerInput!) { createPartner(input: $i) { partner { id } userErrors { code field } } }",
        json!({"i": {"name": "渠道甲"}}),
    )
    .await;
    assert_eq!(
        body["data"]["createPartner"]["userErrors"][0]["field"],
        json!(["input", "name"]),
        "{body}"
    );

    let issue = "mutation($i: CreatePartnerKeyInput!) { createPartnerKey(input: $i) { key { id prefix scopes } secret userErrors { code field } } }";
    let body = as_member(
        &s,
        &staff,
        issue,
        json!({"i": {"partnerId": pid, "scopes": ["channel:stats"]}}),
    )
    .await;
    let created = &body["data"]["createPartnerKey"];
    let secret = created["secret"].as_str().unwrap().to_owned();
    assert!(secret.starts_with(&format!(
        "lmk_{}_",
        created["key"]["prefix"].as_str().unwrap()
    )));
    let key_id = created["key"]["id"].as_str().unwrap().to_owned();
    let body = as_member(
        &s,
        &staff,
        issue,
        json!({"i": {"partnerId": pid, "scopes": ["everything"]}}),
    )
    .await;
    assert_eq!(
        body["data"]["createPartnerKey"]["userErrors"][0]["field"],
        json!(["input", "scopes"]),
        "{body}"
    );

    // A member of the channel: invited with one of its codes, checked in today.
    let (inviter, _) = s.member("邀请人", false).await;
    let (invitee, _) = s.member("渠道会员", false).await;
    let now = domain::kernel::clock::now();
    entities::invite::ActiveModel {
        inviter_id: Set(inviter),
        invitee_id: Set(invitee),
        points: Set(0),
        channel: Set(Some("qd-a".into())),
        created_at: Set(now),
        ..Default::default()
    }
    .insert(&s.state.ctx.db)
    .await
    .unwrap();
    let today = domain::kernel::clock::shanghai_day(now);
    entities::check_in::ActiveModel {
        member_id: Set(invitee),
        day: Set(today),
        continuous_days: Set(1),
        points: Set(5),
        created_at: Set(now),
        ..Default::default()
    }
    .insert(&s.state.ctx.db)
    .await
    .unwrap();
    // The figures are the daily roll-up's (the `channel.rollup` job).
    domain::channel::rollup::run_now(&s.state.ctx)
        .await
        .unwrap();

    let stats = "query($d: String!) { partnerChannelStats { partnerName channels members(first: 10) { nodes { id nickname channel } } days(from: $d, to: $d) { day registrations checkedIn } } }";
    let vars = json!({"d": today.format("%Y-%m-%d").to_string()});
    let (status, _, body) = call(
        &s,
        &secret,
        None,
        json!({"query": stats, "variables": vars}),
    )
    .await;
    assert_eq!(status, 200, "{body}");
    let got = &body["data"]["partnerChannelStats"];
    assert_eq!(got["partnerName"], "渠道甲", "{body}");
    assert_eq!(got["members"]["nodes"][0]["nickname"], "渠道会员");
    assert_eq!(got["members"]["nodes"][0]["id"], common::gid(invitee));
    assert_eq!(got["days"][0]["registrations"], 1);
    assert_eq!(got["days"][0]["checkedIn"], 1);
    // Not for members; staff fields are not for members either.
    let (_, member) = s.member("会员", false).await;
    let body = as_member(
        &s,
        &member,
        "{ partnerChannelStats { partnerName } }",
        json!({}),
    )
    .await;
    assert_eq!(code(&body), "FORBIDDEN", "{body}");
    let body = as_member(
        &s,
        &member,
        "{ partners(first: 1) { nodes { name } } }",
        json!({}),
    )
    .await;
    assert_eq!(code(&body), "FORBIDDEN", "{body}");

    // Staff list partners with their keys, and revoke one.
    let body = as_member(
        &s,
        &staff,
        "{ partners(first: 5) { nodes { name state keys { prefix scopes revokedAt } } } }",
        json!({}),
    )
    .await;
    let listed = &body["data"]["partners"]["nodes"][0];
    assert_eq!(listed["state"], "ACTIVE", "{body}");
    assert_eq!(listed["keys"][0]["scopes"], json!(["channel:stats"]));
    let body = as_member(
        &s,
        &staff,
        "mutation($i: RevokePartnerKeyInput!) { revokePartnerKey(input: $i) { key { revokedAt } userErrors { code } } }",
        json!({"i": {"id": key_id}}),
    )
    .await;
    assert!(
        body["data"]["revokePartnerKey"]["key"]["revokedAt"].is_string(),
        "{body}"
    );
    let (status, _, body) = call(
        &s,
        &secret,
        None,
        json!({"query": stats, "variables": vars}),
    )
    .await;
    assert_eq!((status, code(&body)), (401, "API_KEY_REVOKED"), "{body}");
    let body = as_member(
        &s,
        &staff,
        "query($p: ID!, $d: String!) { partnerUsage(partnerId: $p, from: $d, to: $d) { day requests } }",
        json!({"p": pid, "d": today.format("%Y-%m-%d").to_string()}),
    )
    .await;
    assert!(body["data"]["partnerUsage"].is_array(), "{body}");
}

#[tokio::test]
async fn a_key_holds_at_most_100_sockets() {
    // 100 upgrades from one address at once: the per-IP limits are not
    // what is tested here.
    let s = common::start_with(&[
        "--rate-ws-connects-per-second",
        "10000",
        "--rate-ip-burst",
        "10000",
    ])
    .await;
    let (_, key) = partner_with(&s, "辛", &["lottery:read"], None).await;
    let init = json!({"type": "connection_init", "payload": {"apiKey": key}});
    let mut open = Vec::new();
    for _ in 0..100 {
        let mut socket = ws::connect(s.addr).await;
        ws::send(&mut socket, init.clone()).await;
        assert_eq!(
            ws::next(&mut socket).await.unwrap()["type"],
            "connection_ack"
        );
        open.push(socket);
    }
    let mut extra = ws::connect(s.addr).await;
    ws::send(&mut extra, init.clone()).await;
    assert_eq!(ws::next(&mut extra).await, Err(1008));
    // One closed: its place is free again.
    drop(open.pop());
    tokio::time::sleep(std::time::Duration::from_millis(200)).await;
    let mut again = ws::connect(s.addr).await;
    ws::send(&mut again, init).await;
    assert_eq!(
        ws::next(&mut again).await.unwrap()["type"],
        "connection_ack"
    );
}
