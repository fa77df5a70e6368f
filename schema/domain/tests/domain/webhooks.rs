//! Signed webhooks for partners (issue 35) on a real database and a real
//! HTTP receiver (wiremock): each event arrives once by `webhook-id`
//! through a receiver's failures, every delivery verifies with an HMAC of
//! our own, a delivery survives the instance that wrote it, rotation signs
//! twice, endpoints on private addresses are refused, and one partner never
//! reaches another's endpoints.
//!
//! The runner is driven directly: after a failed attempt the test makes
//! the next job due at once (`due_now`) instead of waiting out the backoff,
//! as the kernel's own job tests do.

use std::collections::HashSet;
use std::time::Duration;

use base64::Engine;
use hmac::{Hmac, Mac};
use sea_orm::sea_query::Expr;
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter};
use serde_json::Value;
use wiremock::matchers::method;
use wiremock::{Mock, MockServer, ResponseTemplate};

use crate::webhook_schema::assert_matches_published_schema;

use domain::auth::service::{self as auth, ClientInfo};
use domain::auth::VerificationPurpose;
use domain::invite::Invite;
use domain::kernel::enums::Gate;
use domain::kernel::jobs::{self, Runner};
use domain::kernel::outbound::OutboundPolicy;
use domain::partner::service as partners;
use domain::testing::{RecordingSms, TestMember};
use domain::webhook::{
    self, endpoints, log, Actor, DeliveryState, EndpointChanges, EndpointState, NewEndpoint,
};
use domain::{AppContext, ErrorCode, Permission};
use entities::{job, webhook_delivery};

/// A partner owning `channel`.
async fn partner(ctx: &AppContext, name: &str, channel: &str) -> i64 {
    partners::create(
        &ctx.db,
        None,
        domain::partner::NewPartner {
            name: name.into(),
            channels: vec![channel.into()],
            ..Default::default()
        },
    )
    .await
    .unwrap()
    .id
}

/// An endpoint of `partner_id` at `url` for `types`, and its secret.
async fn endpoint(
    ctx: &AppContext,
    partner_id: i64,
    url: &str,
    types: &[&str],
) -> (webhook::Endpoint, String) {
    endpoints::create(
        ctx,
        Actor::Partner(partner_id),
        partner_id,
        NewEndpoint {
            url: url.into(),
            description: Some("测试".into()),
            event_types: types.iter().map(|t| t.to_string()).collect(),
        },
    )
    .await
    .unwrap()
}

/// Registers `phone` by SMS with `code` (an invite code); the member.
async fn register(ctx: &AppContext, sms: &RecordingSms, phone: &str, code: &str) -> domain::Viewer {
    auth::send_verification_code(ctx, phone, VerificationPurpose::Login, Some("10.0.0.1"))
        .await
        .unwrap();
    let sms_code = sms.last_code(phone).unwrap();
    let client = ClientInfo {
        gate: Some(Gate::Web),
        platform: "h5".into(),
        model: "test".into(),
        ip: Some("10.0.0.1".into()),
    };
    let invite = Invite {
        code: Some(code.into()),
        member_id: None,
    };
    let signed = auth::login_by_mobile_code(ctx, phone, &sms_code, invite, client)
        .await
        .unwrap();
    assert!(signed.is_regist);
    domain::kernel::viewer::resolve_viewer(ctx, &signed.token)
        .await
        .unwrap()
}

/// Makes every waiting job due now (the backoff skipped, not waited out).
async fn due_now(ctx: &AppContext) {
    job::Entity::update_many()
        .col_expr(
            job::Column::RunAt,
            Expr::value(domain::kernel::clock::now() - chrono::Duration::seconds(1)),
        )
        .filter(job::Column::State.eq(jobs::PENDING))
        .exec(&ctx.db)
        .await
        .unwrap();
}

/// Runs due jobs, skipping every backoff, until none is left or `rounds`.
async fn drain(ctx: &AppContext, runner: &Runner, rounds: usize) {
    for _ in 0..rounds {
        due_now(ctx).await;
        if runner.run_due(50).await.unwrap() == 0 {
            break;
        }
    }
}

fn header<'a>(req: &'a wiremock::Request, name: &str) -> &'a str {
    req.headers
        .get(name)
        .unwrap_or_else(|| panic!("no {name}"))
        .to_str()
        .unwrap()
}

/// `v1,<base64>` for `secret` over `id.timestamp.body`: an HMAC of our
/// own, not the signing library's.
fn expected_signature(secret: &str, id: &str, ts: &str, body: &[u8]) -> String {
    let key = base64::engine::general_purpose::STANDARD
        .decode(secret.strip_prefix("whsec_").unwrap())
        .unwrap();
    let mut mac = Hmac::<sha2::Sha256>::new_from_slice(&key).unwrap();
    mac.update(format!("{id}.{ts}.").as_bytes());
    mac.update(body);
    format!(
        "v1,{}",
        base64::engine::general_purpose::STANDARD.encode(mac.finalize().into_bytes())
    )
}

/// Whether one of the request's signatures is `secret`'s.
fn verifies(secret: &str, req: &wiremock::Request) -> bool {
    let want = expected_signature(
        secret,
        header(req, "webhook-id"),
        header(req, "webhook-timestamp"),
        &req.body,
    );
    header(req, "webhook-signature")
        .split(' ')
        .any(|s| s == want)
}

async fn deliveries(ctx: &AppContext) -> Vec<webhook_delivery::Model> {
    webhook_delivery::Entity::find().all(&ctx.db).await.unwrap()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_receiver_failing_three_times_gets_each_event_once_by_id() {
    let (ctx, sms, _db) = domain::testing::test_context_recording_sms().await;
    let p = partner(&ctx, "渠道甲", "qd-a").await;
    let receiver = MockServer::start().await;
    Mock::given(method("POST"))
        .respond_with(ResponseTemplate::new(500).set_body_string("busy ".repeat(200)))
        .up_to_n_times(3)
        .with_priority(1)
        .mount(&receiver)
        .await;
    Mock::given(method("POST"))
        .respond_with(ResponseTemplate::new(200))
        .with_priority(2)
        .mount(&receiver)
        .await;
    let (ep, secret) = endpoint(
        &ctx,
        p,
        &format!("{}/hook", receiver.uri()),
        &[
            <webhook::MemberRegistered as webhook::WebhookEvent>::TYPE,
            <webhook::MemberVerified as webhook::WebhookEvent>::TYPE,
        ],
    )
    .await;
    assert_eq!(ep.state, EndpointState::Active);
    assert!(secret.starts_with("whsec_"));

    // A member registers with the channel's code: the event is written in
    // the registration's transaction.
    let code = domain::testing::channel_code(&ctx, "qd-a").await;
    let viewer = register(&ctx, &sms, "13700000001", &code).await;
    let member_id = viewer.member_id;
    // A member of no partner's channel emits nothing.
    let (plain, _) = TestMember::new("路人").create(&ctx).await;
    let rows = deliveries(&ctx).await;
    assert_eq!(rows.len(), 1, "{rows:?}");
    assert_eq!(
        rows[0].event_type,
        <webhook::MemberRegistered as webhook::WebhookEvent>::TYPE
    );

    let runner = Runner::new(ctx.clone(), domain::job_handlers());
    drain(&ctx, &runner, 10).await;

    let got = receiver.received_requests().await.unwrap();
    assert_eq!(got.len(), 4, "three failures, then the success");
    let ids: HashSet<&str> = got.iter().map(|r| header(r, "webhook-id")).collect();
    assert_eq!(ids.len(), 1, "every retry carries the event's id");
    for r in &got {
        assert!(verifies(&secret, r), "each attempt is signed");
        assert_eq!(header(r, "content-type"), "application/json");
    }
    let body: Value = serde_json::from_slice(&got[3].body).unwrap();
    assert_eq!(body["type"], "member.registered");
    // What was sent is what partners were told to expect.
    assert_matches_published_schema(&body);
    assert_eq!(body["data"]["member"]["legacyId"], member_id);
    assert_eq!(body["data"]["channel"], "qd-a");
    assert!(body["data"].get("phone").is_none(), "no personal data");

    let d = &deliveries(&ctx).await[0];
    assert_eq!((d.state.as_str(), d.attempts), ("DELIVERED", 4));
    assert_eq!(d.last_status, Some(200));
    assert_eq!(d.event_id, *ids.iter().next().unwrap());
    // The partner's log shows it; a failed attempt kept only an excerpt.
    let window = domain::kernel::paging::Window::new(Some(10), None, None, None)
        .unwrap()
        .decode(domain::kernel::paging::parse_id_cursor)
        .unwrap();
    let (log_rows, _) = log::deliveries(&ctx, Actor::Partner(p), ep.id, None, &window)
        .await
        .unwrap();
    assert_eq!(log_rows.len(), 1);
    assert_eq!(log_rows[0].state, DeliveryState::Delivered);

    // Real-name authentication: the first completion is an event, a
    // second is not; a member of no channel emits nothing.
    domain::member::service::id_number_auth(&ctx, &viewer, "张三", "11010519491231002X")
        .await
        .unwrap();
    domain::member::service::id_number_auth(&ctx, &viewer, "张三", "11010519491231002X")
        .await
        .unwrap();
    domain::member::service::id_number_auth(&ctx, &plain, "李四", "11010519491231002X")
        .await
        .unwrap();
    drain(&ctx, &runner, 5).await;
    let got = receiver.received_requests().await.unwrap();
    assert_eq!(got.len(), 5);
    let verified: Value = serde_json::from_slice(&got[4].body).unwrap();
    assert_eq!(verified["type"], "member.verified");
    assert_matches_published_schema(&verified);
    assert_eq!(verified["data"]["member"]["legacyId"], member_id);
    assert!(verified["data"].get("idNumber").is_none());
    assert_ne!(header(&got[4], "webhook-id"), d.event_id);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn retries_end_in_failed_and_failing_and_a_redelivery_sends_the_same_id() {
    let (ctx, _sms, _db) = domain::testing::test_context_recording_sms().await;
    let p = partner(&ctx, "渠道乙", "qd-b").await;
    let receiver = MockServer::start().await;
    Mock::given(method("POST"))
        .respond_with(ResponseTemplate::new(503))
        .mount(&receiver)
        .await;
    let (ep, _) = endpoint(
        &ctx,
        p,
        &receiver.uri(),
        &[<webhook::WithdrawalUpdated as webhook::WebhookEvent>::TYPE],
    )
    .await;
    // Emitted in a caller's transaction; an event type the endpoint does
    // not take writes nothing.
    let txn = domain::kernel::db::begin(&ctx).await.unwrap();
    let id = webhook::emit(&txn, p, &withdrawal_updated())
        .await
        .unwrap()
        .unwrap();
    assert!(id.starts_with("msg_"));
    let none = webhook::emit(&txn, p, &commission_credited())
        .await
        .unwrap();
    assert!(none.is_none());
    txn.commit().await.unwrap();

    let runner = Runner::new(ctx.clone(), domain::job_handlers());
    drain(&ctx, &runner, 20).await;
    let got = receiver.received_requests().await.unwrap();
    assert_eq!(got.len(), 8, "the round's eight attempts");
    let d = &deliveries(&ctx).await[0];
    assert_eq!((d.state.as_str(), d.attempts), ("FAILED", 8));
    assert_eq!(d.last_status, Some(503));
    assert_eq!(d.last_error.as_deref(), Some("HTTP 503"));
    let seen = endpoints::get(&ctx, Actor::Partner(p), ep.id)
        .await
        .unwrap();
    assert_eq!(seen.state, EndpointState::Failing);
    assert!(seen.failing_since.is_some());

    // The receiver is fixed; the partner redelivers: the same id, and the
    // endpoint is active again.
    receiver.reset().await;
    Mock::given(method("POST"))
        .respond_with(ResponseTemplate::new(204))
        .mount(&receiver)
        .await;
    let again = log::redeliver(&ctx, Actor::Partner(p), d.id).await.unwrap();
    assert_eq!((again.state, again.attempts), (DeliveryState::Pending, 0));
    let twice = log::redeliver(&ctx, Actor::Partner(p), d.id)
        .await
        .unwrap_err();
    assert_eq!(twice.code, ErrorCode::Conflict, "still on its way");
    drain(&ctx, &runner, 5).await;
    let got = receiver.received_requests().await.unwrap();
    assert_eq!(got.len(), 1);
    assert_eq!(header(&got[0], "webhook-id"), id);
    let d = &deliveries(&ctx).await[0];
    assert_eq!((d.state.as_str(), d.attempts), ("DELIVERED", 1));
    let seen = endpoints::get(&ctx, Actor::Partner(p), ep.id)
        .await
        .unwrap();
    assert_eq!(seen.state, EndpointState::Active);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_ping_reaches_that_endpoint_alone_signed_as_any_event() {
    let (ctx, _sms, _db) = domain::testing::test_context_recording_sms().await;
    let p = partner(&ctx, "渠道丁", "qd-d").await;
    let other = partner(&ctx, "渠道戊", "qd-e").await;
    let receiver = MockServer::start().await;
    Mock::given(method("POST"))
        .respond_with(ResponseTemplate::new(204))
        .mount(&receiver)
        .await;
    // It takes other event types only, and a second endpoint is not pinged.
    let (ep, secret) = endpoint(
        &ctx,
        p,
        &receiver.uri(),
        &[<webhook::WithdrawalUpdated as webhook::WebhookEvent>::TYPE],
    )
    .await;
    let (_second, _) = endpoint(
        &ctx,
        p,
        &format!("{}/second", receiver.uri()),
        &[<webhook::WithdrawalUpdated as webhook::WebhookEvent>::TYPE],
    )
    .await;
    let sent = log::ping(&ctx, Actor::Partner(p), ep.id).await.unwrap();
    assert_eq!(sent.state, DeliveryState::Pending);
    // Another partner's endpoint is not found.
    let err = log::ping(&ctx, Actor::Partner(other), ep.id)
        .await
        .unwrap_err();
    assert_eq!(err.code, ErrorCode::NotFound, "{err:?}");

    let runner = Runner::new(ctx.clone(), domain::job_handlers());
    drain(&ctx, &runner, 5).await;
    let got = receiver.received_requests().await.unwrap();
    assert_eq!(got.len(), 1, "one endpoint, once");
    assert_eq!(got[0].url.path(), "/");
    assert!(verifies(&secret, &got[0]));
    let body: Value = serde_json::from_slice(&got[0].body).unwrap();
    assert_eq!(body["type"], "webhook.ping");
    assert_matches_published_schema(&body);
    let seen = log::delivery(&ctx, Actor::Partner(p), sent.id)
        .await
        .unwrap();
    assert_eq!((seen.state, seen.attempts), (DeliveryState::Delivered, 1));

    // A disabled endpoint is not pinged.
    endpoints::update(
        &ctx,
        Actor::Partner(p),
        ep.id,
        EndpointChanges {
            enabled: Some(false),
            ..Default::default()
        },
    )
    .await
    .unwrap();
    let err = log::ping(&ctx, Actor::Partner(p), ep.id).await.unwrap_err();
    assert_eq!(err.code, ErrorCode::Conflict);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_delivery_written_before_a_crash_is_sent_by_a_fresh_runner() {
    let (ctx, _sms, _db) = domain::testing::test_context_recording_sms().await;
    let p = partner(&ctx, "渠道丙", "qd-c").await;
    let receiver = MockServer::start().await;
    Mock::given(method("POST"))
        .respond_with(ResponseTemplate::new(200))
        .mount(&receiver)
        .await;
    let (_, secret) = endpoint(
        &ctx,
        p,
        &receiver.uri(),
        &[<webhook::CommissionCredited as webhook::WebhookEvent>::TYPE],
    )
    .await;
    let txn = domain::kernel::db::begin(&ctx).await.unwrap();
    webhook::emit(&txn, p, &commission_credited())
        .await
        .unwrap();
    txn.commit().await.unwrap();

    // Instance A claims the delivery's job and dies before sending it.
    let lease = Duration::from_millis(400);
    let a = Runner::new(ctx.clone(), domain::job_handlers()).with_lease(lease);
    let claimed = a.claim().await.unwrap().expect("A claims the job");
    assert_eq!(claimed.kind, webhook::DELIVER_JOB);
    drop(claimed);
    drop(a);
    assert!(receiver.received_requests().await.unwrap().is_empty());

    // A fresh instance sends it once A's lease ran out.
    let b = Runner::new(ctx.clone(), domain::job_handlers()).with_lease(lease);
    let mut ran = 0;
    for _ in 0..50 {
        ran = b.run_due(10).await.unwrap();
        if ran > 0 {
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    assert_eq!(ran, 1);
    assert_eq!(b.run_due(10).await.unwrap(), 0, "and only once");
    let got = receiver.received_requests().await.unwrap();
    assert_eq!(got.len(), 1);
    assert!(verifies(&secret, &got[0]));
    assert_eq!(deliveries(&ctx).await[0].state, "DELIVERED");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_rotation_signs_with_both_secrets_for_the_overlap() {
    let (ctx, _sms, _db) = domain::testing::test_context_recording_sms().await;
    let p = partner(&ctx, "渠道丁", "qd-d").await;
    let receiver = MockServer::start().await;
    Mock::given(method("POST"))
        .respond_with(ResponseTemplate::new(200))
        .mount(&receiver)
        .await;
    let (ep, old) = endpoint(
        &ctx,
        p,
        &receiver.uri(),
        &[<webhook::MemberVerified as webhook::WebhookEvent>::TYPE],
    )
    .await;
    let (rotated, new) = endpoints::rotate_secret(&ctx, Actor::Partner(p), ep.id)
        .await
        .unwrap();
    assert_ne!(old, new);
    let until = rotated.previous_secret_until.expect("an overlap");
    let hours = (until - domain::kernel::clock::now()).num_minutes();
    assert!((23 * 60..=24 * 60).contains(&hours), "{hours} minutes");

    let txn = domain::kernel::db::begin(&ctx).await.unwrap();
    let verified = webhook::MemberVerified {
        member: webhook::MemberRef::of(3),
        verified_at: domain::kernel::clock::now(),
    };
    webhook::emit(&txn, p, &verified).await.unwrap();
    txn.commit().await.unwrap();
    let runner = Runner::new(ctx.clone(), domain::job_handlers());
    drain(&ctx, &runner, 3).await;
    let got = receiver.received_requests().await.unwrap();
    assert_eq!(got.len(), 1);
    let sigs: Vec<&str> = header(&got[0], "webhook-signature").split(' ').collect();
    assert_eq!(sigs.len(), 2, "{sigs:?}");
    assert!(sigs.iter().all(|s| s.starts_with("v1,")));
    assert!(verifies(&new, &got[0]) && verifies(&old, &got[0]));
    assert_eq!(
        sigs[0],
        expected_signature(
            &new,
            header(&got[0], "webhook-id"),
            header(&got[0], "webhook-timestamp"),
            &got[0].body
        ),
        "the new secret's first"
    );
}

#[tokio::test]
async fn endpoints_on_private_addresses_are_refused() {
    let (ctx, _sms, _db) = domain::testing::test_context_recording_sms().await;
    let p = partner(&ctx, "渠道戊", "qd-e").await;
    // Without the test flag (a development server).
    let strict = AppContext {
        outbound: OutboundPolicy::DEVELOPMENT,
        ..ctx.clone()
    };
    for url in [
        "http://127.0.0.1:9/hook",
        "http://localhost:9/hook",
        "http://10.1.2.3/hook",
        "http://192.168.0.10/hook",
        "http://100.64.1.1/hook",
        "http://169.254.169.254/latest/meta-data",
        "http://[fd00::1]/hook",
        "http://[::ffff:127.0.0.1]/hook",
        "http://0.0.0.0/hook",
    ] {
        let e =
            endpoints::create(
                &strict,
                Actor::Partner(p),
                p,
                NewEndpoint {
                    url: url.into(),
                    description: None,
                    event_types: vec![
                        <webhook::MemberRegistered as webhook::WebhookEvent>::TYPE.into()
                    ],
                },
            )
            .await
            .unwrap_err();
        assert_eq!(e.code, ErrorCode::UnsafeUrl, "{url}: {e:?}");
        assert_eq!(e.field.as_deref(), Some("url"));
    }
    // Production takes https only.
    let production = AppContext {
        outbound: OutboundPolicy::PRODUCTION,
        ..ctx.clone()
    };
    let e = endpoints::create(
        &production,
        Actor::Partner(p),
        p,
        NewEndpoint {
            url: "http://93.184.215.14/hook".into(),
            description: None,
            event_types: vec![<webhook::MemberRegistered as webhook::WebhookEvent>::TYPE.into()],
        },
    )
    .await
    .unwrap_err();
    assert_eq!(e.code, ErrorCode::UnsafeUrl);
    // A public address is taken (nothing is called at registration).
    endpoint(
        &production,
        p,
        "https://93.184.215.14/hook",
        &[<webhook::MemberRegistered as webhook::WebhookEvent>::TYPE],
    )
    .await;

    // Checked again at delivery: an endpoint that now reaches a loopback
    // address (registered under the test flag; on a server without it)
    // gets nothing, and the attempt says why.
    let receiver = MockServer::start().await;
    Mock::given(method("POST"))
        .respond_with(ResponseTemplate::new(200))
        .mount(&receiver)
        .await;
    let local = receiver.uri().replace("127.0.0.1", "localhost");
    let (ep, _) = endpoint(
        &ctx,
        p,
        &local,
        &[<webhook::MemberVerified as webhook::WebhookEvent>::TYPE],
    )
    .await;
    let txn = domain::kernel::db::begin(&ctx).await.unwrap();
    let verified = webhook::MemberVerified {
        member: webhook::MemberRef::of(3),
        verified_at: domain::kernel::clock::now(),
    };
    webhook::emit(&txn, p, &verified).await.unwrap();
    txn.commit().await.unwrap();
    let runner = Runner::new(strict.clone(), domain::job_handlers());
    assert_eq!(runner.run_due(10).await.unwrap(), 1);
    assert!(receiver.received_requests().await.unwrap().is_empty());
    let d = webhook_delivery::Entity::find()
        .filter(webhook_delivery::Column::EndpointId.eq(ep.id))
        .one(&ctx.db)
        .await
        .unwrap()
        .unwrap();
    assert_eq!((d.state.as_str(), d.attempts), ("PENDING", 1));
    assert!(
        d.last_error.as_deref().unwrap().starts_with("UNSAFE_URL"),
        "{:?}",
        d.last_error
    );
}

#[tokio::test]
async fn a_partner_reaches_only_its_own_endpoints_and_staff_any() {
    let (ctx, _sms, _db) = domain::testing::test_context_recording_sms().await;
    let a = partner(&ctx, "渠道A", "qd-1").await;
    let b = partner(&ctx, "渠道B", "qd-2").await;
    let (ea, _) = endpoint(
        &ctx,
        a,
        "http://127.0.0.1:9/a",
        &[<webhook::MemberRegistered as webhook::WebhookEvent>::TYPE],
    )
    .await;
    let (eb, _) = endpoint(
        &ctx,
        b,
        "http://127.0.0.1:9/b",
        &[<webhook::MemberRegistered as webhook::WebhookEvent>::TYPE],
    )
    .await;
    let window = domain::kernel::paging::Window::new(Some(10), None, None, None)
        .unwrap()
        .decode(domain::kernel::paging::parse_id_cursor)
        .unwrap();
    let (mine, _) = endpoints::list(&ctx, Actor::Partner(a), a, &window)
        .await
        .unwrap();
    assert_eq!(mine.iter().map(|e| e.id).collect::<Vec<_>>(), [ea.id]);
    let as_a = Actor::Partner(a);
    let not_found = |e: domain::AppError| assert_eq!(e.code, ErrorCode::NotFound, "{e:?}");
    not_found(endpoints::list(&ctx, as_a, b, &window).await.unwrap_err());
    not_found(endpoints::get(&ctx, as_a, eb.id).await.unwrap_err());
    not_found(
        endpoints::update(
            &ctx,
            as_a,
            eb.id,
            EndpointChanges {
                enabled: Some(false),
                ..Default::default()
            },
        )
        .await
        .unwrap_err(),
    );
    not_found(
        endpoints::rotate_secret(&ctx, as_a, eb.id)
            .await
            .unwrap_err(),
    );
    not_found(endpoints::delete(&ctx, as_a, eb.id).await.unwrap_err());
    not_found(
        log::deliveries(&ctx, as_a, eb.id, None, &window)
            .await
            .unwrap_err(),
    );
    not_found(
        endpoints::create(
            &ctx,
            as_a,
            b,
            NewEndpoint {
                url: "http://127.0.0.1:9/x".into(),
                description: None,
                event_types: vec![<webhook::MemberRegistered as webhook::WebhookEvent>::TYPE.into()],
            },
        )
        .await
        .unwrap_err(),
    );
    // Nor another's delivery: redelivering it is NOT_FOUND, as for an id
    // that names nothing.
    let sent = log::ping(&ctx, Actor::Partner(b), eb.id).await.unwrap();
    not_found(log::redeliver(&ctx, as_a, sent.id).await.unwrap_err());
    not_found(
        log::redeliver(&ctx, as_a, sent.id + 1000)
            .await
            .unwrap_err(),
    );
    // B's endpoint is untouched.
    let b_still = endpoints::get(&ctx, Actor::Partner(b), eb.id)
        .await
        .unwrap();
    assert_eq!(b_still.state, EndpointState::Active);

    // Staff: only with the operations permission, and audit-logged.
    let (clerk, _) = TestMember::new("客服").staff(true).create(&ctx).await;
    let e = endpoints::list(&ctx, Actor::Staff(&clerk), b, &window)
        .await
        .unwrap_err();
    assert_eq!(e.code, ErrorCode::Forbidden);
    let (ops, _) = TestMember::new("运营")
        .staff(true)
        .permission(Permission::Operations)
        .create(&ctx)
        .await;
    let changed = endpoints::update(
        &ctx,
        Actor::Staff(&ops),
        eb.id,
        EndpointChanges {
            enabled: Some(false),
            event_types: Some(vec![
                <webhook::MemberVerified as webhook::WebhookEvent>::TYPE.into(),
                <webhook::WithdrawalUpdated as webhook::WebhookEvent>::TYPE.into(),
            ]),
            ..Default::default()
        },
    )
    .await
    .unwrap();
    assert_eq!(changed.state, EndpointState::Disabled);
    assert_eq!(
        changed.event_types,
        [
            <webhook::MemberVerified as webhook::WebhookEvent>::TYPE,
            <webhook::WithdrawalUpdated as webhook::WebhookEvent>::TYPE
        ]
    );
    let audited = entities::audit_log::Entity::find()
        .filter(entities::audit_log::Column::Action.eq("webhook.update"))
        .filter(entities::audit_log::Column::ActorMemberId.eq(ops.member_id))
        .all(&ctx.db)
        .await
        .unwrap();
    assert_eq!(audited.len(), 1);
    // A disabled endpoint gets no deliveries.
    let txn = domain::kernel::db::begin(&ctx).await.unwrap();
    let verified = webhook::MemberVerified {
        member: webhook::MemberRef::of(3),
        verified_at: domain::kernel::clock::now(),
    };
    let none = webhook::emit(&txn, b, &verified).await.unwrap();
    txn.commit().await.unwrap();
    assert!(none.is_none());
    // Deleting takes the log with it.
    assert_eq!(
        endpoints::delete(&ctx, Actor::Staff(&ops), eb.id)
            .await
            .unwrap(),
        eb.id
    );
    not_found(
        endpoints::get(&ctx, Actor::Partner(b), eb.id)
            .await
            .unwrap_err(),
    );
}

fn withdrawal_updated() -> webhook::WithdrawalUpdated {
    webhook::WithdrawalUpdated {
        withdrawal_id: 1,
        operator: webhook::MemberRef::of(2),
        amount_fen: 5000,
        state: "CLOSED".into(),
        outcome: Some("PAID".into()),
    }
}

fn commission_credited() -> webhook::CommissionCredited {
    webhook::CommissionCredited {
        member: webhook::MemberRef::of(3),
        operator: webhook::MemberRef::of(2),
        channel: "qd-a".into(),
        amount_fen: 200,
        ledger_id: 1,
    }
}

/// A receiver that answers only after 8 s holds back its own deliveries,
/// not another endpoint's (issue 53, W19): it gets at most
/// `PER_ENDPOINT` of them at once, and the other endpoint's are all
/// delivered while the slow one's are still waiting. Before the limit, its
/// twenty deliveries, due first, took every worker for the 8 s.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_slow_receiver_holds_back_only_its_own_endpoint() {
    let (ctx, _sms, _db) = domain::testing::test_context_recording_sms().await;
    let slow_partner = partner(&ctx, "慢渠道", "qd-slow").await;
    let fast_partner = partner(&ctx, "快渠道", "qd-fast").await;
    let slow = MockServer::start().await;
    Mock::given(method("POST"))
        .respond_with(ResponseTemplate::new(204).set_delay(Duration::from_secs(8)))
        .mount(&slow)
        .await;
    let fast = MockServer::start().await;
    Mock::given(method("POST"))
        .respond_with(ResponseTemplate::new(204))
        .mount(&fast)
        .await;
    let types = [<webhook::WithdrawalUpdated as webhook::WebhookEvent>::TYPE];
    let (slow_ep, _) = endpoint(&ctx, slow_partner, &slow.uri(), &types).await;
    let (fast_ep, _) = endpoint(&ctx, fast_partner, &fast.uri(), &types).await;
    for _ in 0..20 {
        log::ping(&ctx, Actor::Partner(slow_partner), slow_ep.id)
            .await
            .unwrap();
    }
    let mut fast_ids = Vec::new();
    for _ in 0..10 {
        let d = log::ping(&ctx, Actor::Partner(fast_partner), fast_ep.id)
            .await
            .unwrap();
        fast_ids.push(d.id);
    }
    due_now(&ctx).await;

    let runner = Runner::new(ctx.clone(), domain::job_handlers());
    let running = tokio::spawn(runner.run_forever(Duration::from_millis(20)));
    // Wait (at most 7 s, under the slow answer's 8) for the fast ones.
    let mut delivered = 0;
    for _ in 0..140 {
        delivered = 0;
        for id in &fast_ids {
            let seen = log::delivery(&ctx, Actor::Partner(fast_partner), *id)
                .await
                .unwrap();
            if seen.state == DeliveryState::Delivered {
                delivered += 1;
            }
        }
        if delivered == fast_ids.len() {
            break;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    let at_slow = slow.received_requests().await.unwrap().len();
    running.abort();
    assert_eq!(
        delivered, 10,
        "every fast delivery arrived beside the slow ones"
    );
    assert!(
        (1..=webhook::deliver::PER_ENDPOINT).contains(&at_slow),
        "the slow receiver had {at_slow} deliveries at once"
    );
    let slow_done = deliveries(&ctx)
        .await
        .into_iter()
        .filter(|d| d.endpoint_id == slow_ep.id && d.attempts > 0)
        .count();
    assert_eq!(slow_done, 0, "no slow delivery had its answer yet");
}
