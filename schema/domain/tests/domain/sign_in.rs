//! The sign-in rules of security.md, at the service layer, on a real
//! database (SQLite or PostgreSQL).

use std::sync::Arc;

use sea_orm::{
    ActiveModelTrait, ActiveValue::Set, ColumnTrait, EntityTrait, PaginatorTrait, QueryFilter,
};

use domain::auth::factor::SecondFactor;
use domain::auth::service::{self, ClientInfo};
use domain::auth::staff;
use domain::auth::VerificationPurpose;
use domain::invite::Invite;
use domain::kernel::enums::Gate;
use domain::kernel::token::TokenKind;
use domain::kernel::viewer::resolve_viewer;
use domain::testing::RecordingSms;
use domain::{AppContext, ErrorCode};

const PHONE: &str = "13800138000";

fn web() -> ClientInfo {
    ClientInfo {
        gate: Some(Gate::Web),
        platform: "h5".into(),
        model: "test".into(),
        ip: Some("10.0.0.1".into()),
    }
}

/// Sends a login code to `phone` (clearing the once-a-minute limit first)
/// and returns it.
async fn code_for(ctx: &AppContext, sms: &RecordingSms, phone: &str) -> String {
    ctx.kv.del(&format!("sms:limit:m:{phone}")).await.unwrap();
    service::send_verification_code(ctx, phone, VerificationPurpose::Login, Some("10.0.0.1"))
        .await
        .unwrap();
    sms.last_code(phone).unwrap()
}

/// Signs `phone` in with a fresh code.
async fn sign_in(ctx: &AppContext, sms: &RecordingSms, phone: &str) -> service::SignIn {
    let code = code_for(ctx, sms, phone).await;
    service::login_by_mobile_code(ctx, phone, &code, Invite::default(), web())
        .await
        .unwrap()
}

#[tokio::test]
async fn first_sign_in_registers_once() {
    let (ctx, sms, _db) = domain::testing::test_context_recording_sms().await;
    let code = code_for(&ctx, &sms, PHONE).await;
    assert_eq!(code.len(), 6);
    let first = service::login_by_mobile_code(&ctx, PHONE, &code, Invite::default(), web())
        .await
        .unwrap();
    assert!(first.is_regist);
    assert!(!first.member.nick_name.is_empty());
    let row = entities::member::Entity::find_by_id(first.member.id)
        .one(&ctx.db)
        .await
        .unwrap()
        .unwrap();
    assert_eq!(row.register_gate, 2);
    let second = sign_in(&ctx, &sms, PHONE).await;
    assert!(!second.is_regist);
    assert_eq!(second.member.id, first.member.id);
    let count = entities::member::Entity::find()
        .filter(entities::member::Column::Phone.eq(PHONE))
        .count(&ctx.db)
        .await
        .unwrap();
    assert_eq!(count, 1);
    let sources = entities::member_source::Entity::find()
        .count(&ctx.db)
        .await
        .unwrap();
    assert_eq!(sources, 1, "one source row per (platform, gate)");
    let v = resolve_viewer(&ctx, &second.token).await.unwrap();
    assert_eq!(v.member_id, first.member.id);
}

#[tokio::test]
async fn codes_are_single_use() {
    let (ctx, sms, _db) = domain::testing::test_context_recording_sms().await;
    let code = code_for(&ctx, &sms, PHONE).await;
    service::login_by_mobile_code(&ctx, PHONE, &code, Invite::default(), web())
        .await
        .unwrap();
    let err = service::login_by_mobile_code(&ctx, PHONE, &code, Invite::default(), web())
        .await
        .unwrap_err();
    assert_eq!(err.code, ErrorCode::VerificationCodeExpired);
}

#[tokio::test]
async fn the_sixth_try_fails_even_with_the_right_code() {
    let (ctx, sms, _db) = domain::testing::test_context_recording_sms().await;
    let code = code_for(&ctx, &sms, PHONE).await;
    let wrong = if code == "000000" { "111111" } else { "000000" };
    for _ in 0..5 {
        let err = service::login_by_mobile_code(&ctx, PHONE, wrong, Invite::default(), web())
            .await
            .unwrap_err();
        assert_eq!(err.code, ErrorCode::VerificationCodeInvalid);
        assert_eq!(err.field.as_deref(), Some("verificationCode"));
    }
    let err = service::login_by_mobile_code(&ctx, PHONE, &code, Invite::default(), web())
        .await
        .unwrap_err();
    assert_eq!(err.code, ErrorCode::VerificationCodeExpired);
}

#[tokio::test]
async fn twenty_parallel_wrong_guesses_are_evaluated_at_most_five_times() {
    let (ctx, sms, _db) = domain::testing::test_context_recording_sms().await;
    let code = code_for(&ctx, &sms, PHONE).await;
    let wrong = if code == "000000" { "111111" } else { "000000" };
    let mut tasks = Vec::new();
    for _ in 0..20 {
        let ctx = ctx.clone();
        tasks.push(tokio::spawn(async move {
            service::login_by_mobile_code(&ctx, PHONE, wrong, Invite::default(), web())
                .await
                .unwrap_err()
                .code
        }));
    }
    let mut evaluated = 0;
    for t in tasks {
        match t.await.unwrap() {
            ErrorCode::VerificationCodeInvalid => evaluated += 1,
            ErrorCode::VerificationCodeExpired => {}
            other => panic!("unexpected {other}"),
        }
    }
    assert!(evaluated <= 5, "{evaluated} guesses were evaluated");
    assert_eq!(evaluated, 5);
    // And the right code is dead now.
    let err = service::login_by_mobile_code(&ctx, PHONE, &code, Invite::default(), web())
        .await
        .unwrap_err();
    assert_eq!(err.code, ErrorCode::VerificationCodeExpired);
}

#[tokio::test]
async fn sends_are_limited_per_phone_and_ip() {
    let (ctx, _sms, _db) = domain::testing::test_context_recording_sms().await;
    service::send_verification_code(&ctx, PHONE, VerificationPurpose::Login, None)
        .await
        .unwrap();
    let err = service::send_verification_code(&ctx, PHONE, VerificationPurpose::Login, None)
        .await
        .unwrap_err();
    assert_eq!(err.code, ErrorCode::RateLimited);
    assert!((1..=60).contains(&err.retry_after.unwrap()));

    // 20 per IP per hour, across phones.
    for i in 0..20 {
        service::send_verification_code(
            &ctx,
            &format!("1390000{i:04}"),
            VerificationPurpose::Login,
            Some("10.9.9.9"),
        )
        .await
        .unwrap();
    }
    let err = service::send_verification_code(
        &ctx,
        "13911112222",
        VerificationPurpose::Login,
        Some("10.9.9.9"),
    )
    .await
    .unwrap_err();
    assert_eq!(err.code, ErrorCode::RateLimited);
}

#[tokio::test]
async fn same_answer_for_known_and_unknown_phones() {
    let (ctx, sms, _db) = domain::testing::test_context_recording_sms().await;
    sign_in(&ctx, &sms, PHONE).await;
    ctx.kv.del(&format!("sms:limit:m:{PHONE}")).await.unwrap();
    let known =
        service::send_verification_code(&ctx, PHONE, VerificationPurpose::Login, None).await;
    let unknown =
        service::send_verification_code(&ctx, "13700001111", VerificationPurpose::Login, None)
            .await;
    assert_eq!(known, unknown);
}

#[tokio::test]
async fn codes_are_bound_to_their_purpose() {
    let (ctx, sms, _db) = domain::testing::test_context_recording_sms().await;
    service::send_verification_code(&ctx, PHONE, VerificationPurpose::Cancel, None)
        .await
        .unwrap();
    let code = sms.last_code(PHONE).unwrap();
    let err = service::login_by_mobile_code(&ctx, PHONE, &code, Invite::default(), web())
        .await
        .unwrap_err();
    assert_eq!(err.code, ErrorCode::VerificationCodeExpired);
}

#[tokio::test]
async fn invites_by_code_count_and_flag_distributors() {
    let (ctx, sms, _db) = domain::testing::test_context_recording_sms().await;
    let code = code_for(&ctx, &sms, "13600000001").await;
    let inviter =
        service::login_by_mobile_code(&ctx, "13600000001", &code, Invite::default(), web())
            .await
            .unwrap();
    entities::member::ActiveModel {
        id: Set(inviter.member.id),
        is_distributor: Set(true),
        ..Default::default()
    }
    .update(&ctx.db)
    .await
    .unwrap();
    let viewer = resolve_viewer(&ctx, &inviter.token).await.unwrap();
    let invite_code = domain::invite::get_invite_code(&ctx, &viewer)
        .await
        .unwrap();
    assert_eq!(invite_code.len(), 8);
    assert_eq!(
        domain::invite::get_invite_code(&ctx, &viewer)
            .await
            .unwrap(),
        invite_code,
        "stable"
    );

    let pre = domain::invite::pre_registration_check(
        &ctx,
        &Invite {
            code: Some(invite_code.to_lowercase()),
            member_id: None,
        },
    )
    .await
    .unwrap();
    assert!(pre.invite_valid && pre.is_big_gun_code);

    let code = code_for(&ctx, &sms, "13600000002").await;
    let invitee = service::login_by_mobile_code(
        &ctx,
        "13600000002",
        &code,
        Invite {
            code: Some(invite_code.clone()),
            member_id: None,
        },
        web(),
    )
    .await
    .unwrap();
    assert!(invitee.is_regist && invitee.is_big_gun_code);
    assert_eq!(invitee.member.invite_me_member_id, Some(inviter.member.id));
    let inviter_now = entities::member::Entity::find_by_id(inviter.member.id)
        .one(&ctx.db)
        .await
        .unwrap()
        .unwrap();
    assert_eq!(inviter_now.invite_num, 1);

    // A bad invite never blocks registration.
    let code = code_for(&ctx, &sms, "13600000003").await;
    let plain = service::login_by_mobile_code(
        &ctx,
        "13600000003",
        &code,
        Invite {
            code: Some("NOSUCHCD".into()),
            member_id: None,
        },
        web(),
    )
    .await
    .unwrap();
    assert!(plain.is_regist && plain.member.invite_me_member_id.is_none());
}

#[tokio::test]
async fn logout_revokes_the_token() {
    let (ctx, sms, _db) = domain::testing::test_context_recording_sms().await;
    let s = sign_in(&ctx, &sms, PHONE).await;
    let v = resolve_viewer(&ctx, &s.token).await.unwrap();
    service::logout(&ctx, &v).await.unwrap();
    let err = resolve_viewer(&ctx, &s.token).await.unwrap_err();
    assert_eq!(err.code, ErrorCode::Unauthenticated);
}

#[tokio::test]
async fn refresh_rotates_only_near_expiry_and_concurrent_refreshes_agree() {
    let (ctx, sms, _db) = domain::testing::test_context_recording_sms().await;
    let s = sign_in(&ctx, &sms, PHONE).await;
    // Far from expiry: the same token comes back.
    let v = resolve_viewer(&ctx, &s.token).await.unwrap();
    let (same, _) = service::refresh_token(&ctx, &v, &s.token).await.unwrap();
    assert_eq!(same, s.token);

    // Two hours left: rotated, and two parallel refreshes get one new token.
    let (old, _) = ctx
        .tokens
        .issue_for(s.member.id, TokenKind::Access, chrono::Duration::hours(2))
        .unwrap();
    let v = resolve_viewer(&ctx, &old).await.unwrap();
    let (a, b) = tokio::join!(
        service::refresh_token(&ctx, &v, &old),
        service::refresh_token(&ctx, &v, &old)
    );
    let (a, exp) = a.unwrap();
    assert_eq!(a, b.unwrap().0);
    assert_ne!(a, old);
    assert!(exp > domain::kernel::clock::now() + chrono::Duration::days(6));
    assert!(resolve_viewer(&ctx, &a).await.is_ok());
    // The old token still works within the grace period…
    assert!(resolve_viewer(&ctx, &old).await.is_ok());
    // …and not once the grace is over: the rotation moved 31 s into the
    // past, in the store and in what the bus told this instance.
    let long_ago = domain::kernel::clock::now() - chrono::Duration::seconds(31);
    let rotated_long_ago = format!("rotated:{}", long_ago.timestamp());
    entities::token_denial::ActiveModel {
        jti: Set(v.token_id.clone()),
        at: Set(long_ago),
        ..Default::default()
    }
    .update(&ctx.db)
    .await
    .unwrap();
    ctx.bus
        .publish(domain::kernel::events::DomainEvent::TokenRotated {
            member_id: v.member_id,
            token_id: v.token_id.clone(),
            entry: rotated_long_ago,
        })
        .await;
    assert!(resolve_viewer(&ctx, &old).await.is_err());
    // A cold cache reads the database's entry: refused as well.
    ctx.bus
        .publish(domain::kernel::events::DomainEvent::Resync)
        .await;
    assert!(resolve_viewer(&ctx, &old).await.is_err());
}

/// A refresh is decided by one row in the database: another instance (its
/// own pool, bus and store) refreshing the same token later gets the same
/// new token, and a signed-out token cannot be refreshed.
#[tokio::test]
async fn a_refresh_on_another_instance_answers_the_same_token() {
    let (ctx, sms, tdb) = domain::testing::test_context_recording_sms().await;
    let s = sign_in(&ctx, &sms, PHONE).await;
    let other = AppContext {
        db: domain::kernel::db::connect(&tdb.url).await.unwrap(),
        bus: domain::kernel::events::EventBus::in_process(),
        kv: std::sync::Arc::new(domain::kernel::kv::MemoryKv::default()),
        ..ctx.clone()
    };
    let (old, _) = ctx
        .tokens
        .issue_for(s.member.id, TokenKind::Access, chrono::Duration::hours(2))
        .unwrap();
    let v = resolve_viewer(&ctx, &old).await.unwrap();
    let (a, _) = service::refresh_token(&ctx, &v, &old).await.unwrap();
    let (b, _) = service::refresh_token(&other, &v, &old).await.unwrap();
    assert_eq!(a, b);
    assert!(resolve_viewer(&other, &b).await.is_ok());

    let (second, _) = ctx
        .tokens
        .issue_for(s.member.id, TokenKind::Access, chrono::Duration::hours(2))
        .unwrap();
    let v = resolve_viewer(&ctx, &second).await.unwrap();
    service::logout(&ctx, &v).await.unwrap();
    let e = service::refresh_token(&other, &v, &second)
        .await
        .unwrap_err();
    assert_eq!(e.code, ErrorCode::Unauthenticated);
    // The other instance never heard of the logout: it reads the row.
    assert!(resolve_viewer(&other, &second).await.is_err());
}

#[tokio::test]
async fn check_sign_signs_in_until_tokens_are_invalidated() {
    let (ctx, sms, _db) = domain::testing::test_context_recording_sms().await;
    let s = sign_in(&ctx, &sms, PHONE).await;
    let again = service::check_sign(&ctx, s.member.id, &s.sign, web())
        .await
        .unwrap();
    assert_eq!(again.member.id, s.member.id);
    assert!(service::check_sign(&ctx, s.member.id + 1, &s.sign, web())
        .await
        .is_err());
    entities::member::ActiveModel {
        id: Set(s.member.id),
        tokens_valid_after: Set(Some(
            domain::kernel::clock::now() + chrono::Duration::seconds(2),
        )),
        ..Default::default()
    }
    .update(&ctx.db)
    .await
    .unwrap();
    let err = service::check_sign(&ctx, s.member.id, &s.sign, web())
        .await
        .unwrap_err();
    assert_eq!(err.code, ErrorCode::Unauthenticated);
    assert!(
        resolve_viewer(&ctx, &s.token).await.is_err(),
        "tokens_valid_after revokes tokens"
    );
}

#[tokio::test]
async fn staff_password_sign_in() {
    let (ctx, sms, _db) = domain::testing::test_context_recording_sms().await;
    let staff =
        domain::member::accounts::create_or_promote(&ctx.db, "13500000000", "correct horse", None)
            .await
            .unwrap();
    let ok = staff::login(
        &ctx,
        "13500000000",
        "correct horse",
        Some(Gate::Manageweb),
        None,
    )
    .await
    .unwrap();
    assert_eq!(ok.member.id, staff.member_id);
    // No second factor yet: the token is a member's, to enrol one with
    // (tests/domain/staff_factor.rs).
    assert_eq!(ok.second_factor, SecondFactor::Enrol);
    assert!(!resolve_viewer(&ctx, &ok.token).await.unwrap().is_office);
    let err = staff::login(
        &ctx,
        "13500000000",
        "wrong horse",
        Some(Gate::Manageweb),
        None,
    )
    .await
    .unwrap_err();
    assert_eq!(err.code, ErrorCode::Unauthenticated);
    let err = staff::login(&ctx, "13511111111", "whatever12", None, None)
        .await
        .unwrap_err();
    assert_eq!(
        err.code,
        ErrorCode::Unauthenticated,
        "unknown users get the same answer"
    );

    // A member without staff rights cannot use a password.
    sign_in(&ctx, &sms, PHONE).await;
    assert!(staff::login(&ctx, PHONE, "anything12", None, None)
        .await
        .is_err());

    // Ten failures lock the user name for a while.
    for _ in 0..9 {
        let _ = staff::login(&ctx, "13500000000", "wrong horse", None, None).await;
    }
    let err = staff::login(&ctx, "13500000000", "correct horse", None, None)
        .await
        .unwrap_err();
    assert_eq!(err.code, ErrorCode::RateLimited);
}

#[tokio::test]
async fn cancel_erases_personal_data_and_keeps_the_ledger() {
    let (ctx, sms, _db) = domain::testing::test_context_recording_sms().await;
    let s = sign_in(&ctx, &sms, PHONE).await;
    entities::points_ledger::ActiveModel {
        member_id: Set(s.member.id),
        points: Set(5),
        points_type: Set(0),
        reason: Set("CHECK_IN".into()),
        description: Set(String::new()),
        balance_after: Set(5),
        idempotency_key: Set(None),
        created_at: Set(domain::kernel::clock::now()),
        ..Default::default()
    }
    .insert(&ctx.db)
    .await
    .unwrap();
    let v = resolve_viewer(&ctx, &s.token).await.unwrap();
    ctx.kv.del(&format!("sms:limit:m:{PHONE}")).await.unwrap();
    service::send_verification_code(&ctx, PHONE, VerificationPurpose::Cancel, None)
        .await
        .unwrap();
    let cancel_code = sms.last_code(PHONE).unwrap();
    let err = service::cancel(&ctx, &v, "13700000000", &cancel_code)
        .await
        .unwrap_err();
    assert_eq!(err.field.as_deref(), Some("mobile"));
    service::cancel(&ctx, &v, PHONE, &cancel_code)
        .await
        .unwrap();

    let m = entities::member::Entity::find_by_id(s.member.id)
        .one(&ctx.db)
        .await
        .unwrap()
        .unwrap();
    assert!(m.phone.is_none() && !m.enable && m.cancelled_at.is_some());
    assert_eq!(m.nick_name, "已注销用户");
    assert_eq!(
        entities::points_ledger::Entity::find()
            .count(&ctx.db)
            .await
            .unwrap(),
        1,
        "the ledger is kept"
    );
    assert!(resolve_viewer(&ctx, &s.token).await.is_err());
    // The phone can register afresh.
    let fresh = sign_in(&ctx, &sms, PHONE).await;
    assert!(fresh.is_regist && fresh.member.id != s.member.id);
}

#[tokio::test]
async fn with_redis_down_codes_fail_closed() {
    let (mut ctx, _sms, _db) = domain::testing::test_context_recording_sms().await;
    let live = redis::Client::open(
        std::env::var("TEST_REDIS_URL").unwrap_or_else(|_| "redis://127.0.0.1:6379".into()),
    )
    .unwrap();
    let conn = domain::kernel::events::connect_redis(&live)
        .await
        .expect("Redis must be reachable");
    ctx.kv = Arc::new(domain::kernel::kv::RedisKv::new(conn));
    // A phone of its own: the shared Redis remembers earlier runs' limits.
    let phone = format!("133{:08}", uuid::Uuid::new_v4().as_u128() % 100_000_000);
    // Works while Redis answers…
    service::send_verification_code(&ctx, &phone, VerificationPurpose::Login, None)
        .await
        .unwrap();
    // …and once every store call fails as with Redis gone, sending and
    // checking codes answer SERVICE_UNAVAILABLE: never a pass.
    ctx.kv = Arc::new(BrokenKv);
    let err = service::send_verification_code(&ctx, &phone, VerificationPurpose::Login, None)
        .await
        .unwrap_err();
    assert_eq!(err.code, ErrorCode::ServiceUnavailable);
    let err = service::login_by_mobile_code(&ctx, &phone, "123456", Invite::default(), web())
        .await
        .unwrap_err();
    assert_eq!(err.code, ErrorCode::ServiceUnavailable);
}

/// A store whose every call fails the way an unreachable Redis does.
struct BrokenKv;

#[async_trait::async_trait]
impl domain::kernel::kv::KvStore for BrokenKv {
    async fn get(&self, _: &str) -> domain::AppResult<Option<String>> {
        Err(down())
    }
    async fn set(&self, _: &str, _: &str, _: std::time::Duration) -> domain::AppResult<()> {
        Err(down())
    }
    async fn set_nx(&self, _: &str, _: &str, _: std::time::Duration) -> domain::AppResult<bool> {
        Err(down())
    }
    async fn del(&self, _: &str) -> domain::AppResult<bool> {
        Err(down())
    }
    async fn incr(&self, _: &str, _: std::time::Duration) -> domain::AppResult<i64> {
        Err(down())
    }
    async fn ttl_secs(&self, _: &str) -> domain::AppResult<Option<u64>> {
        Err(down())
    }
}

fn down() -> domain::AppError {
    domain::AppError::from(redis::RedisError::from((
        redis::ErrorKind::IoError,
        "connection refused",
    )))
}
