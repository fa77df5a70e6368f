//! Staff sign in with a second factor (issue 56, security.md): enrolment,
//! a code used once (even by parallel sign-ins), recovery codes, the
//! lockout, a reset, and staff rights only in a staff session.

use domain::auth::factor::{enrol, totp, SecondFactor};
use domain::auth::{service, staff};
use domain::kernel::token::TokenKind;
use domain::kernel::viewer::resolve_viewer;
use domain::testing::{test_context, TestMember};
use domain::{AppContext, ErrorCode, Permission};
use sea_orm::EntityTrait;

const PHONE: &str = "13500000000";
const PASSWORD: &str = "correct horse battery";

async fn admin(ctx: &AppContext) -> i64 {
    domain::member::accounts::create_or_promote(&ctx.db, PHONE, PASSWORD, Some("管理员"))
        .await
        .unwrap()
        .member_id
}

fn now() -> i64 {
    domain::kernel::clock::now().timestamp()
}

async fn login(ctx: &AppContext, code: Option<&str>) -> domain::AppResult<staff::StaffSignIn> {
    staff::login(ctx, PHONE, PASSWORD, None, code).await
}

/// Waits for the next whole second to begin (plus a little), so what
/// follows happens within one second of the clock.
async fn early_in_a_second() {
    let past = domain::kernel::clock::now().timestamp_subsec_millis();
    tokio::time::sleep(std::time::Duration::from_millis(u64::from(
        1005 - past.min(999),
    )))
    .await;
}

/// A code that is none of the codes accepted now.
fn wrong_code(key: &[u8]) -> &'static str {
    ["111111", "222222", "333333", "444444"]
        .into_iter()
        .find(|c| totp::matching_step(key, c, now()).unwrap().is_none())
        .unwrap()
}

/// An administrator enrolled with a known key: the key.
async fn enrolled(ctx: &AppContext) -> Vec<u8> {
    let id = admin(ctx).await;
    let key = enrol::set_secret(&ctx.db, &ctx.tokens, id, None)
        .await
        .unwrap();
    totp::from_base32(&key.secret).unwrap()
}

#[tokio::test]
async fn a_new_staff_account_enrols_and_gets_a_staff_session() {
    let (ctx, _db) = test_context().await;
    admin(&ctx).await;
    // The password alone: a member's token, and "enrol".
    let first = login(&ctx, None).await.unwrap();
    assert_eq!(first.second_factor, SecondFactor::Enrol);
    let member = resolve_viewer(&ctx, &first.token).await.unwrap();
    assert!(!member.is_office && member.permissions.is_empty());

    let begun = enrol::begin(&ctx, &member).await.unwrap();
    assert!(begun.otpauth_url.starts_with("otpauth://totp/"));
    let key = totp::from_base32(&begun.secret).unwrap();
    // The key is sealed at rest: the row holds neither its bytes nor its text.
    let row = entities::staff_factor::Entity::find_by_id(member.member_id)
        .one(&ctx.db)
        .await
        .unwrap()
        .unwrap();
    assert!(row.confirmed_at.is_none());
    assert!(!row.secret.contains(&begun.secret));

    let wrong = wrong_code(&key);
    let wrong = staff::confirm_factor(&ctx, &member, wrong)
        .await
        .unwrap_err();
    assert_eq!(wrong.code, ErrorCode::InvalidArgument);
    assert_eq!(wrong.field.as_deref(), Some("code"));

    let code = totp::code_at(&key, now()).unwrap();
    let (recovery, session) = staff::confirm_factor(&ctx, &member, &code).await.unwrap();
    assert_eq!(recovery.len(), 10);
    assert_eq!(session.second_factor, SecondFactor::Verified);
    let staff = resolve_viewer(&ctx, &session.token).await.unwrap();
    assert!(staff.is_office);
    assert!(staff.has(Permission::Members) && staff.has(Permission::Operations));
    // Only hashes of the recovery codes are kept.
    let kept = entities::staff_recovery_code::Entity::find()
        .all(&ctx.db)
        .await
        .unwrap();
    assert_eq!(kept.len(), 10);
    assert!(kept.iter().all(|r| !recovery.contains(&r.code_hash)));

    // Enrolled now: beginning again is a conflict.
    let again = enrol::begin(&ctx, &member).await.unwrap_err();
    assert_eq!(again.code, ErrorCode::Conflict);
}

#[tokio::test]
async fn a_code_is_used_once_and_the_next_one_works() {
    let (ctx, _db) = test_context().await;
    let key = enrolled(&ctx).await;
    let required = login(&ctx, None).await.unwrap();
    assert_eq!(required.second_factor, SecondFactor::Required);
    assert!(
        !resolve_viewer(&ctx, &required.token)
            .await
            .unwrap()
            .is_office
    );

    let code = totp::code_at(&key, now()).unwrap();
    let ok = login(&ctx, Some(&code)).await.unwrap();
    assert_eq!(ok.second_factor, SecondFactor::Verified);
    let used = login(&ctx, Some(&code)).await.unwrap_err();
    assert_eq!(used.code, ErrorCode::Unauthenticated);
    // The next step's code (within the skew) is a new code.
    let next = totp::code_at(&key, now() + 30).unwrap();
    assert_eq!(
        login(&ctx, Some(&next)).await.unwrap().second_factor,
        SecondFactor::Verified
    );
    // A code two steps away is refused.
    let far = totp::code_at(&key, now() + 120).unwrap();
    assert!(login(&ctx, Some(&far)).await.is_err());
}

#[tokio::test]
async fn eight_parallel_sign_ins_with_one_code_give_one_session() {
    let (ctx, _db) = test_context().await;
    let key = enrolled(&ctx).await;
    let code = totp::code_at(&key, now()).unwrap();
    let tries = (0..8).map(|_| {
        let (ctx, code) = (ctx.clone(), code.clone());
        tokio::spawn(async move { staff::login(&ctx, PHONE, PASSWORD, None, Some(&code)).await })
    });
    let won = futures_util::future::join_all(tries)
        .await
        .into_iter()
        .filter(|r| r.as_ref().unwrap().is_ok())
        .count();
    assert_eq!(won, 1);
}

#[tokio::test]
async fn a_recovery_code_works_once() {
    let (ctx, _db) = test_context().await;
    admin(&ctx).await;
    let member = resolve_viewer(&ctx, &login(&ctx, None).await.unwrap().token)
        .await
        .unwrap();
    let key = totp::from_base32(&enrol::begin(&ctx, &member).await.unwrap().secret).unwrap();
    let code = totp::code_at(&key, now()).unwrap();
    let (recovery, _) = staff::confirm_factor(&ctx, &member, &code).await.unwrap();
    // Typed in capitals without the dash, it is still the code.
    let typed = recovery[3].replace('-', "").to_uppercase();
    let ok = login(&ctx, Some(&typed)).await.unwrap();
    assert_eq!(ok.second_factor, SecondFactor::Verified);
    assert!(login(&ctx, Some(&recovery[3])).await.is_err());
    assert_eq!(
        domain::auth::factor::verify::recovery_codes_left(&ctx, member.member_id)
            .await
            .unwrap(),
        9
    );
}

#[tokio::test]
async fn five_wrong_codes_lock_the_account_codes() {
    let (ctx, _db) = test_context().await;
    let key = enrolled(&ctx).await;
    let right = totp::code_at(&key, now()).unwrap();
    let wrong = wrong_code(&key);
    for _ in 0..5 {
        let e = login(&ctx, Some(wrong)).await.unwrap_err();
        assert_eq!(e.code, ErrorCode::Unauthenticated);
    }
    let locked = login(&ctx, Some(&right)).await.unwrap_err();
    assert_eq!(locked.code, ErrorCode::RateLimited);
    assert!(locked.retry_after_secs().unwrap() > 0);
}

#[tokio::test]
async fn eight_parallel_wrong_codes_are_evaluated_at_most_five_times() {
    let (ctx, _db) = test_context().await;
    let key = enrolled(&ctx).await;
    let wrong = wrong_code(&key);
    let tries = (0..8).map(|_| {
        let ctx = ctx.clone();
        tokio::spawn(async move { staff::login(&ctx, PHONE, PASSWORD, None, Some(wrong)).await })
    });
    let codes: Vec<ErrorCode> = futures_util::future::join_all(tries)
        .await
        .into_iter()
        .map(|r| r.unwrap().unwrap_err().code)
        .collect();
    let evaluated = codes
        .iter()
        .filter(|c| **c == ErrorCode::Unauthenticated)
        .count();
    assert_eq!(evaluated, 5, "{codes:?}");
    assert_eq!(codes.len() - evaluated, 3, "{codes:?}");
}

#[tokio::test]
async fn a_reset_ends_the_sessions_and_needs_the_members_permission() {
    let (ctx, _db) = test_context().await;
    let key = enrolled(&ctx).await;
    let code = totp::code_at(&key, now()).unwrap();
    let session = login(&ctx, Some(&code)).await.unwrap();
    let target = session.member.id;

    let (ops, _) = TestMember::new("运营")
        .permission(Permission::Operations)
        .create(&ctx)
        .await;
    let refused = enrol::reset(&ctx, &ops, target).await.unwrap_err();
    assert_eq!(refused.code, ErrorCode::Forbidden);

    let (hr, _) = TestMember::new("客服")
        .permission(Permission::Members)
        .create(&ctx)
        .await;
    // The reset early in a second, the sign-in after it in the same
    // second (the console's journey signs in right after a reset): the
    // session before the reset is refused, the sign-in after it works.
    early_in_a_second().await;
    enrol::reset(&ctx, &hr, target).await.unwrap();
    assert!(resolve_viewer(&ctx, &session.token).await.is_err());
    assert!(!enrol::is_enrolled(&ctx.db, target).await.unwrap());
    let fresh = login(&ctx, None).await.unwrap();
    assert_eq!(fresh.second_factor, SecondFactor::Enrol);
    let viewer = resolve_viewer(&ctx, &fresh.token).await;
    assert!(
        viewer.is_ok(),
        "a token issued after the reset, in its second: {viewer:?}"
    );
    let again = enrol::reset(&ctx, &hr, target).await.unwrap_err();
    assert_eq!(again.code, ErrorCode::NotFound);
}

#[tokio::test]
async fn members_cannot_enrol_and_a_staff_session_refreshes_for_thirty_minutes() {
    let (ctx, _db) = test_context().await;
    let (member, _) = TestMember::new("会员").create(&ctx).await;
    let e = enrol::begin(&ctx, &member).await.unwrap_err();
    assert_eq!(e.code, ErrorCode::Forbidden);

    let key = enrolled(&ctx).await;
    let code = totp::code_at(&key, now()).unwrap();
    let session = login(&ctx, Some(&code)).await.unwrap();
    let life = session.expire_at - domain::kernel::clock::now();
    assert!(life <= chrono::Duration::minutes(30) && life > chrono::Duration::minutes(29));
    let viewer = resolve_viewer(&ctx, &session.token).await.unwrap();
    // A staff session is renewed whenever asked (a member's token only in
    // its last hours), as a staff session again.
    let (renewed, until) = service::refresh_token(&ctx, &viewer, &session.token)
        .await
        .unwrap();
    assert_ne!(renewed, session.token);
    assert!(until >= session.expire_at);
    assert_eq!(
        ctx.tokens.verify_session(&renewed).unwrap().typ,
        TokenKind::Staff
    );
    assert!(resolve_viewer(&ctx, &renewed).await.unwrap().is_office);
}

#[tokio::test]
async fn cancelling_a_staff_account_removes_its_second_factor() {
    use sea_orm::PaginatorTrait;
    let (ctx, sms, _db) = domain::testing::test_context_recording_sms().await;
    let key = enrolled(&ctx).await;
    let code = totp::code_at(&key, now()).unwrap();
    let session = login(&ctx, Some(&code)).await.unwrap();
    let viewer = resolve_viewer(&ctx, &session.token).await.unwrap();
    service::send_verification_code(&ctx, PHONE, domain::auth::VerificationPurpose::Cancel, None)
        .await
        .unwrap();
    let sent = sms.last_code(PHONE).unwrap();
    service::cancel(&ctx, &viewer, PHONE, &sent).await.unwrap();
    assert!(!enrol::is_enrolled(&ctx.db, viewer.member_id).await.unwrap());
    let codes = entities::staff_recovery_code::Entity::find().count(&ctx.db);
    assert_eq!(codes.await.unwrap(), 0);
}
