//! The identity cache (kernel::identity) never lets a change wait: a
//! signed-in request after a ban, a permission change, a logout or a refresh
//! sees the new state at once, although the token and member were cached by
//! the request before.

use domain::auth::service as auth;
use domain::kernel::viewer::resolve_viewer;
use domain::member::staff::{self, MemberInput};
use domain::testing::{test_context, TestMember};
use domain::{ErrorCode, Permission};

#[tokio::test]
async fn changes_take_effect_on_the_next_request() {
    let (ctx, _db) = test_context().await;
    let (admin, _) = TestMember::new("主管")
        .permission(Permission::Members)
        .create(&ctx)
        .await;
    let (member, token) = TestMember::new("会员").staff(true).create(&ctx).await;

    // Cached by the first request.
    let v = resolve_viewer(&ctx, &token).await.unwrap();
    assert!(!v.has(Permission::Operations));
    assert!(ctx.bus.identity().member(member.member_id).is_some());

    // A permission given: the next request holds it.
    staff::update(
        &ctx,
        &admin,
        member.member_id,
        MemberInput {
            permissions: Some(vec![Permission::Operations.name().into()]),
            ..Default::default()
        },
    )
    .await
    .unwrap();
    let v = resolve_viewer(&ctx, &token).await.unwrap();
    assert!(v.has(Permission::Operations));

    // No longer staff: the next request is not.
    staff::change_office(&ctx, &admin, member.member_id, false)
        .await
        .unwrap();
    assert!(!resolve_viewer(&ctx, &token).await.unwrap().is_office);

    // Disabled: refused at once.
    staff::change_state(&ctx, &admin, member.member_id, false)
        .await
        .unwrap();
    let err = resolve_viewer(&ctx, &token).await.unwrap_err();
    assert_eq!(err.code, ErrorCode::Unauthenticated);
}

#[tokio::test]
async fn a_logout_refuses_the_cached_token_at_once() {
    let (ctx, _db) = test_context().await;
    let (_, token) = TestMember::new("会员").create(&ctx).await;
    let viewer = resolve_viewer(&ctx, &token).await.unwrap();
    assert_eq!(
        ctx.bus.identity().token(&viewer.token_id),
        Some(None),
        "the token's state is cached"
    );
    auth::logout(&ctx, &viewer).await.unwrap();
    let err = resolve_viewer(&ctx, &token).await.unwrap_err();
    assert_eq!(err.code, ErrorCode::Unauthenticated);
}

#[tokio::test]
async fn the_cache_answers_what_the_store_would() {
    // The same token through a cold cache (the store) and a warm one.
    let (ctx, _db) = test_context().await;
    let (_, token) = TestMember::new("会员").create(&ctx).await;
    let cold = resolve_viewer(&ctx, &token).await.unwrap();
    let warm = resolve_viewer(&ctx, &token).await.unwrap();
    assert_eq!(cold, warm);
}
