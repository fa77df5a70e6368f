//! The races of issue 41, on SQLite and PostgreSQL: the same operations
//! fired at once, through two application contexts with pools of their own
//! on one database (two instances), asserting the invariants and every
//! answer.
//!
//! - crossing invites (A names B while B names A): never a mutual pair,
//!   one reward per pair, no `INTERNAL`;
//! - crossing follows: every follow made, no error (PostgreSQL deadlocked);
//! - replays of one redeem key: the same answer every time, the one
//!   redemption (or the one refusal);
//! - simultaneous WeChat sign-ups of one new member: one member, every
//!   answer a sign-in (SQLite said "database is locked");
//! - an invitee who cancels and registers again earns the inviter nothing
//!   more.

use std::sync::Arc;

use sea_orm::{ColumnTrait, EntityTrait, PaginatorTrait, QueryFilter};
use wiremock::matchers::{method, path};
use wiremock::{Mock, MockServer, ResponseTemplate};

use domain::auth::service::{self as auth, ClientInfo};
use domain::auth::VerificationPurpose;
use domain::focus::service as focus;
use domain::invite::service as invite;
use domain::invite::Invite;
use domain::kernel::kv::MemoryKv;
use domain::kernel::providers::wechat::WeChatClient;
use domain::kernel::providers::Providers;
use domain::kernel::Viewer;
use domain::shop::service::{self as shop, ItemInput, RedeemInput};
use domain::testing::{assert_points_invariants, test_context_with, TestDb, TestMember};
use domain::{AppContext, ErrorCode, Permission};

use crate::points::grant;

/// A second instance: the same database through a pool of its own.
async fn twin(ctx: &AppContext, tdb: &TestDb) -> AppContext {
    AppContext {
        db: domain::kernel::db::connect(&tdb.url).await.unwrap(),
        ..ctx.clone()
    }
}

async fn member(ctx: &AppContext, nick: &str, phone: &str) -> Viewer {
    TestMember::new(nick).phone(phone).create(ctx).await.0
}

fn phone(n: usize) -> String {
    format!("139{n:08}")
}

/// No caller may ever see these for a race.
fn assert_not_internal(what: &str, err: &domain::AppError) {
    assert!(
        !matches!(
            err.code,
            ErrorCode::Internal | ErrorCode::ServiceUnavailable
        ),
        "{what}: {err:?}"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn crossing_invites_make_no_mutual_pair_and_one_reward_each() {
    let (one, tdb) = test_context_with(Providers::console()).await;
    let two = twin(&one, &tdb).await;
    let reward = domain::points::rules::load(&one)
        .await
        .unwrap()
        .invite_reward_points;
    let mut pairs = Vec::new();
    for i in 0..24 {
        let a = member(&one, &format!("甲{i}"), &phone(2 * i)).await;
        let b = member(&one, &format!("乙{i}"), &phone(2 * i + 1)).await;
        pairs.push((a, b));
    }
    let mut tasks = Vec::new();
    for (i, (a, b)) in pairs.iter().enumerate() {
        // Half the pairs by id, half by code, each side on its own instance.
        let (ctx_a, ctx_b) = if i % 2 == 0 {
            (one.clone(), two.clone())
        } else {
            (two.clone(), one.clone())
        };
        let by = |ctx: AppContext, me: Viewer, other: Viewer| async move {
            let invite = if i % 3 == 0 {
                let code = domain::invite::get_invite_code(&ctx, &other).await.unwrap();
                Invite {
                    code: Some(code),
                    member_id: None,
                }
            } else {
                Invite {
                    code: None,
                    member_id: Some(other.member_id),
                }
            };
            invite::set_inviter(&ctx, &me, &invite).await
        };
        tasks.push(tokio::spawn(by(ctx_a, a.clone(), b.clone())));
        tasks.push(tokio::spawn(by(ctx_b, b.clone(), a.clone())));
    }
    let mut answers = Vec::new();
    for t in tasks {
        answers.push(t.await.unwrap());
    }
    for (i, pair) in answers.chunks(2).enumerate() {
        let won = pair.iter().filter(|r| r.is_ok()).count();
        assert_eq!(won, 1, "pair {i}: {pair:?}");
        for r in pair {
            if let Err(e) = r {
                assert_not_internal(&format!("pair {i}"), e);
                assert_eq!(e.code, ErrorCode::InvalidArgument, "pair {i}: {e:?}");
            }
        }
    }
    let members = entities::member::Entity::find().all(&one.db).await.unwrap();
    let inviter_of = |id: i64| {
        members
            .iter()
            .find(|m| m.id == id)
            .and_then(|m| m.invite_me_member_id)
    };
    for (a, b) in &pairs {
        let mutual = inviter_of(a.member_id) == Some(b.member_id)
            && inviter_of(b.member_id) == Some(a.member_id);
        assert!(
            !mutual,
            "{} and {} invite each other",
            a.member_id, b.member_id
        );
        let rewarded: i64 = members
            .iter()
            .filter(|m| m.id == a.member_id || m.id == b.member_id)
            .map(|m| m.invite_points)
            .sum();
        assert_eq!(rewarded, reward, "one reward for the pair");
    }
    assert_eq!(
        entities::invite::Entity::find()
            .count(&one.db)
            .await
            .unwrap(),
        24
    );
    assert_points_invariants(&one.db).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn crossing_follows_are_all_made() {
    let (one, tdb) = test_context_with(Providers::console()).await;
    let two = twin(&one, &tdb).await;
    let mut pairs = Vec::new();
    for i in 0..20 {
        let a = member(&one, &format!("甲{i}"), &phone(2 * i)).await;
        let b = member(&one, &format!("乙{i}"), &phone(2 * i + 1)).await;
        pairs.push((a, b));
    }
    let mut tasks = Vec::new();
    for (a, b) in &pairs {
        let (c1, c2, a, b) = (one.clone(), two.clone(), a.clone(), b.clone());
        let (a2, b2) = (a.clone(), b.clone());
        tasks.push(tokio::spawn(async move {
            focus::focus(&c1, &a, b.member_id).await
        }));
        tasks.push(tokio::spawn(async move {
            focus::focus(&c2, &b2, a2.member_id).await
        }));
    }
    for t in tasks {
        let made = t.await.unwrap();
        assert_eq!(made, Ok(true), "a crossing follow failed: {made:?}");
    }
    assert_eq!(
        entities::follow::Entity::find()
            .count(&one.db)
            .await
            .unwrap(),
        40
    );
    for m in entities::member::Entity::find().all(&one.db).await.unwrap() {
        assert_eq!((m.focus_count, m.fans_count), (1, 1), "member {}", m.id);
    }
}

async fn shop_item(ctx: &AppContext, price: i64, stock: i64) -> i64 {
    let staff = TestMember::new("运营")
        .permission(Permission::Operations)
        .create(ctx)
        .await
        .0;
    let item = ItemInput {
        name: Some("幸运抱枕".into()),
        price_points: Some(price),
        ..Default::default()
    };
    shop::create_item(ctx, &staff, item, stock)
        .await
        .unwrap()
        .id
}

async fn address(ctx: &AppContext, v: &Viewer) -> i64 {
    domain::testing::delivery_address(&ctx.db, v.member_id).await
}

/// 20 identical redeems with one key, half through each instance.
async fn twenty_replays(
    one: &AppContext,
    two: &AppContext,
    v: &Viewer,
    input: RedeemInput,
) -> Vec<Result<entities::shop_redemption::Model, domain::AppError>> {
    let mut tasks = Vec::new();
    for i in 0..20 {
        let ctx = if i % 2 == 0 { one.clone() } else { two.clone() };
        let (v, input) = (v.clone(), input.clone());
        tasks.push(tokio::spawn(
            async move { shop::redeem(&ctx, &v, input).await },
        ));
    }
    let mut out = Vec::new();
    for t in tasks {
        out.push(t.await.unwrap());
    }
    out
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn replays_of_one_redeem_key_answer_the_first_outcome() {
    let (one, tdb) = test_context_with(Providers::console()).await;
    let two = twin(&one, &tdb).await;
    let item_id = shop_item(&one, 100, 50).await;
    let v = member(&one, "兑换", &phone(1)).await;
    grant(&one, v.member_id, 150).await;
    let addr = address(&one, &v).await;
    let input = |key: &str| RedeemInput {
        item_id,
        quantity: 1,
        address_id: addr,
        idempotency_key: key.to_owned(),
    };

    let answers = twenty_replays(&one, &two, &v, input("k-1")).await;
    let first = answers[0].clone().expect("the redemption");
    for a in &answers {
        assert_eq!(
            a.as_ref(),
            Ok(&first),
            "every replay answers the one redemption"
        );
    }
    let made = entities::shop_redemption::Entity::find()
        .filter(entities::shop_redemption::Column::MemberId.eq(v.member_id))
        .count(&one.db)
        .await
        .unwrap();
    assert_eq!(made, 1);

    // A refusal is an outcome too: 50 points left, 100 asked.
    let answers = twenty_replays(&one, &two, &v, input("k-2")).await;
    for a in &answers {
        let e = a.as_ref().expect_err("not enough points");
        assert_eq!(e.code, ErrorCode::InsufficientPoints, "{e:?}");
    }
    // Replayed as it was, even once the points are there.
    grant(&one, v.member_id, 500).await;
    let again = shop::redeem(&one, &v, input("k-2")).await.unwrap_err();
    assert_eq!(again.code, ErrorCode::InsufficientPoints);
    // The same key for another request: a stable conflict.
    let other = RedeemInput {
        quantity: 2,
        ..input("k-1")
    };
    let e = shop::redeem(&two, &v, other).await.unwrap_err();
    assert_eq!(
        (e.code, e.field.as_deref()),
        (ErrorCode::Conflict, Some("idempotencyKey"))
    );
    assert_points_invariants(&one.db).await;
}

fn client() -> ClientInfo {
    ClientInfo {
        gate: Some(domain::kernel::enums::Gate::App),
        platform: "android".into(),
        model: "test".into(),
        ip: None,
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn simultaneous_wechat_sign_ups_of_one_member_make_one() {
    let server = MockServer::start().await;
    Mock::given(method("GET"))
        .and(path("/cgi-bin/token"))
        .respond_with(
            ResponseTemplate::new(200)
                .set_body_json(serde_json::json!({"access_token": "AT", "expires_in": 7200})),
        )
        .mount(&server)
        .await;
    Mock::given(method("GET"))
        .and(path("/sns/jscode2session"))
        .respond_with(
            ResponseTemplate::new(200).set_body_string(r#"{"openid":"o-new","session_key":"k"}"#),
        )
        .mount(&server)
        .await;
    Mock::given(method("POST"))
        .and(path("/wxa/business/getuserphonenumber"))
        .respond_with(ResponseTemplate::new(200).set_body_json(serde_json::json!(
            {"errcode": 0, "errmsg": "ok", "phone_info": {"purePhoneNumber": "13600136001"}}
        )))
        .mount(&server)
        .await;
    let providers = Providers {
        wechat: Some(Arc::new(WeChatClient::new(
            &server.uri(),
            "wx-app",
            "wx-secret",
            Arc::new(MemoryKv::default()),
        ))),
        ..Providers::console()
    };
    let (one, tdb) = test_context_with(providers).await;
    let two = twin(&one, &tdb).await;
    let mut tasks = Vec::new();
    for i in 0..10 {
        let ctx = if i % 2 == 0 { one.clone() } else { two.clone() };
        tasks.push(tokio::spawn(async move {
            let code = format!("wx-{i}");
            auth::wechat_code_login(&ctx, &code, Some("grant"), Invite::default(), client()).await
        }));
    }
    let mut ids = Vec::new();
    for t in tasks {
        match t.await.unwrap() {
            Ok(signed_in) => ids.push(signed_in.member.id),
            Err(e) => panic!("a sign-up failed: {e:?}"),
        }
    }
    ids.dedup();
    assert_eq!(ids.len(), 1, "{ids:?}");
    let members = entities::member::Entity::find()
        .filter(entities::member::Column::Phone.eq("13600136001"))
        .count(&one.db)
        .await
        .unwrap();
    assert_eq!(members, 1);
}

#[tokio::test]
async fn an_invitee_who_registers_again_earns_the_inviter_nothing_more() {
    let (ctx, sms, _tdb) = domain::testing::test_context_recording_sms().await;
    let inviter = member(&ctx, "邀请人", &phone(7)).await;
    let reward = domain::points::rules::load(&ctx)
        .await
        .unwrap()
        .invite_reward_points;
    let invitee_phone = "13700137000";
    // Each step its own short-lived store: the send limits (1 a minute)
    // are not what is tested here.
    let fresh = || AppContext {
        kv: Arc::new(MemoryKv::default()),
        ..ctx.clone()
    };
    let sign_up = |ctx: AppContext| {
        let sms = sms.clone();
        let invite = Invite {
            code: None,
            member_id: Some(inviter.member_id),
        };
        async move {
            auth::send_verification_code(&ctx, invitee_phone, VerificationPurpose::Login, None)
                .await
                .unwrap();
            let code = sms.last_code(invitee_phone).unwrap();
            auth::login_by_mobile_code(&ctx, invitee_phone, &code, invite, client())
                .await
                .unwrap()
        }
    };
    let first = sign_up(fresh()).await;
    assert!(first.is_regist);
    let points_of = |id: i64| {
        let db = ctx.db.clone();
        async move {
            entities::member::Entity::find_by_id(id)
                .one(&db)
                .await
                .unwrap()
                .unwrap()
        }
    };
    assert_eq!(points_of(inviter.member_id).await.invite_points, reward);

    // The invitee cancels the account…
    let cancelling = fresh();
    let viewer = TestMember::new("x").create(&cancelling).await.0;
    let viewer = Viewer {
        member_id: first.member.id,
        ..viewer
    };
    auth::send_verification_code(
        &cancelling,
        invitee_phone,
        VerificationPurpose::Cancel,
        None,
    )
    .await
    .unwrap();
    let code = sms.last_code(invitee_phone).unwrap();
    auth::cancel(&cancelling, &viewer, invitee_phone, &code)
        .await
        .unwrap();

    // … and registers again with the same phone and inviter.
    let second = sign_up(fresh()).await;
    assert!(second.is_regist);
    assert_ne!(second.member.id, first.member.id);
    let inviter_row = points_of(inviter.member_id).await;
    assert_eq!(inviter_row.invite_points, reward, "one reward per person");
    assert_eq!(
        inviter_row.invite_num, 2,
        "both accounts are recorded as invited"
    );
    assert_points_invariants(&ctx.db).await;
}

/// The 200 saved selections a member keeps, counted under the member's
/// lock: 20 saves at once with 190 kept make exactly 10 more.
#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn crossing_saves_stop_at_the_cap() {
    use domain::lottery::records;
    let (one, tdb) = test_context_with(Providers::console()).await;
    let two = twin(&one, &tdb).await;
    let v = member(&one, "收藏", &phone(3)).await;
    let numbers: [u8; 6] = [1, 2, 3, 4, 5, 6];
    for _ in 0..(records::MAX_SAVED - 10) {
        records::save(&one, &v, domain::lottery::Game::Ssq, &numbers, &[7], 1)
            .await
            .unwrap();
    }
    let mut tasks = Vec::new();
    for i in 0..20 {
        let ctx = if i % 2 == 0 { one.clone() } else { two.clone() };
        let v = v.clone();
        tasks.push(tokio::spawn(async move {
            records::save(&ctx, &v, domain::lottery::Game::Ssq, &numbers, &[7], 1).await
        }));
    }
    let mut saved = 0;
    for t in tasks {
        match t.await.unwrap() {
            Ok(_) => saved += 1,
            Err(e) => {
                assert_not_internal("save", &e);
                assert_eq!(e.code, ErrorCode::Conflict, "{e:?}");
            }
        }
    }
    assert_eq!(saved, 10);
    let kept = entities::saved_selection::Entity::find()
        .filter(entities::saved_selection::Column::MemberId.eq(v.member_id))
        .count(&one.db)
        .await
        .unwrap();
    assert_eq!(kept, records::MAX_SAVED);
}
