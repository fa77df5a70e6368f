//! The staff rules of member management, feedback and system config at the
//! service level (the HTTP tests cover the same through both layers): who
//! may act, what is refused and with which field, and what an action leaves
//! behind.

use domain::feedback;
use domain::kernel::enums::WorkflowState;
use domain::kernel::paging::{Page, Window};
use domain::kernel::viewer::resolve_viewer;
use domain::member::staff::{self, MemberFilter, MemberInput};
use domain::system_config::service::{self as config, ConfigInput};
use domain::testing::{member_with_token, test_context, TestMember};
use domain::{ErrorCode, Permission};

#[tokio::test]
async fn member_management_needs_the_members_permission() {
    let (ctx, _db) = test_context().await;
    let (plain_staff, _) = TestMember::new("运营").staff(true).create(&ctx).await;
    let (ops, _) = TestMember::new("运营2")
        .permission(Permission::Operations)
        .create(&ctx)
        .await;
    let (admin, _) = TestMember::new("主管")
        .permission(Permission::Members)
        .create(&ctx)
        .await;
    let page = Page::new(None, None).unwrap();
    for v in [&plain_staff, &ops] {
        let err = staff::query(&ctx, v, &MemberFilter::default(), page)
            .await
            .unwrap_err();
        assert_eq!(err.code, ErrorCode::Forbidden);
        assert!(
            err.message.contains("members permission"),
            "{}",
            err.message
        );
    }
    let made = staff::create(
        &ctx,
        &admin,
        MemberInput {
            nick_name: Some("新会员".into()),
            phone: Some("13811112222".into()),
            ..Default::default()
        },
    )
    .await
    .unwrap();
    // Staff with the permission see the new member's personal data.
    assert_eq!(made.phone.as_deref(), Some("13811112222"));
    assert!(made.personal.is_some());
    let listed = staff::query(&ctx, &admin, &MemberFilter::default(), page)
        .await
        .unwrap();
    assert!(listed.items.iter().any(|m| m.id == made.id));
}

#[tokio::test]
async fn unknown_permissions_are_refused_and_known_ones_stored_once() {
    let (ctx, _db) = test_context().await;
    let (admin, _) = TestMember::new("主管")
        .permission(Permission::Members)
        .create(&ctx)
        .await;
    let (target, _) = member_with_token(&ctx, "员工", true).await;
    let bad = MemberInput {
        permissions: Some(vec!["ROOT".into()]),
        ..Default::default()
    };
    let err = staff::update(&ctx, &admin, target.member_id, bad)
        .await
        .unwrap_err();
    assert_eq!(err.field.as_deref(), Some("permissions"));
    let good = MemberInput {
        permissions: Some(vec!["PERMISSION_TYPE_2".into(), "PERMISSION_TYPE_2".into()]),
        ..Default::default()
    };
    let v = staff::update(&ctx, &admin, target.member_id, good)
        .await
        .unwrap();
    assert_eq!(v.permissions, ["PERMISSION_TYPE_2"]);
}

#[tokio::test]
async fn disabling_a_member_revokes_their_tokens_and_staff_cannot_disable_themselves() {
    let (ctx, _db) = test_context().await;
    let (admin, _) = TestMember::new("主管")
        .permission(Permission::Members)
        .create(&ctx)
        .await;
    let (target, token) = member_with_token(&ctx, "会员", false).await;
    let err = staff::change_state(&ctx, &admin, admin.member_id, false)
        .await
        .unwrap_err();
    assert_eq!(err.field.as_deref(), Some("id"));
    let v = staff::change_state(&ctx, &admin, target.member_id, false)
        .await
        .unwrap();
    assert!(!v.enable);
    let err = resolve_viewer(&ctx, &token).await.unwrap_err();
    assert_eq!(err.code, ErrorCode::Unauthenticated);
}

#[tokio::test]
async fn feedback_is_handled_by_operations_staff_and_replies_reach_the_member() {
    let (ctx, _db) = test_context().await;
    let (writer, _) = member_with_token(&ctx, "会员", false).await;
    let (plain_staff, _) = member_with_token(&ctx, "运营", true).await;
    let (ops, _) = TestMember::new("客服")
        .permission(Permission::Operations)
        .create(&ctx)
        .await;
    let err = feedback::submit(&ctx, &writer, "  ", &[])
        .await
        .unwrap_err();
    assert_eq!(err.code, ErrorCode::InvalidArgument);
    let f = feedback::submit(&ctx, &writer, "开奖结果页打不开", &[])
        .await
        .unwrap();
    let page = Window::first(20);
    let err = feedback::staff_list(&ctx, &plain_staff, None, &page)
        .await
        .unwrap_err();
    assert_eq!(err.code, ErrorCode::Forbidden);
    let (open, _) = feedback::staff_list(&ctx, &ops, Some(WorkflowState::Prestart), &page)
        .await
        .unwrap();
    assert_eq!(open.iter().map(|f| f.id).collect::<Vec<_>>(), [f.id]);

    let (before, _) = domain::message::service::unread_count(&ctx, writer.member_id)
        .await
        .unwrap();
    feedback::reply(&ctx, &ops, f.id, "已修复，请重试")
        .await
        .unwrap();
    let (after, _) = domain::message::service::unread_count(&ctx, writer.member_id)
        .await
        .unwrap();
    assert_eq!(after, before + 1, "the reply is a message to the writer");
    let closed = feedback::close(&ctx, &ops, f.id).await.unwrap();
    assert_eq!(closed.state, WorkflowState::Closed as i16);
}

#[tokio::test]
async fn system_config_writes_are_staff_only_and_points_rules_are_checked() {
    let (ctx, _db) = test_context().await;
    let (member, _) = member_with_token(&ctx, "会员", false).await;
    let (staff, _) = member_with_token(&ctx, "运营", true).await;
    let input = |t: &str, s: Option<&str>, i: Option<i64>| ConfigInput {
        config_type: t.into(),
        string_value: s.map(str::to_owned),
        int_value: i,
        description: None,
    };
    let err = config::create_or_update(&ctx, &member, input("ANNOUNCEMENT", Some("hi"), None))
        .await
        .unwrap_err();
    assert_eq!(err.code, ErrorCode::Forbidden);
    let err = config::create_or_update(&ctx, &staff, input("CHECK_IN_REWARDS", Some("[0]"), None))
        .await
        .unwrap_err();
    assert_eq!(err.field.as_deref(), Some("typeStringValue"));
    let err =
        config::create_or_update(&ctx, &staff, input("AD_REWARD_DAILY_LIMIT", None, Some(-1)))
            .await
            .unwrap_err();
    assert_eq!(err.field.as_deref(), Some("typeIntValue"));
    config::create_or_update(
        &ctx,
        &staff,
        input("CHECK_IN_REWARDS", Some("[1,2,3]"), None),
    )
    .await
    .unwrap();
    let rules = domain::points::rules::load(&ctx).await.unwrap();
    assert_eq!(rules.check_in_rewards, [1, 2, 3]);
    // Each area's registered settings are checked the same way: the quiz's
    // and the channel's ranges refuse a value out of them.
    for (key, bad) in [("QUIZ_BOARD_MIN_WEEK", 0), ("COMMISSION_FEN", 100_001)] {
        let err = config::create_or_update(&ctx, &staff, input(key, None, Some(bad)))
            .await
            .unwrap_err();
        assert_eq!(err.field.as_deref(), Some("typeIntValue"), "{key}");
    }
    // A key no area registers is the client's own: any value is stored.
    config::create_or_update(&ctx, &staff, input("HOME_NOTICE", Some("x"), Some(-5)))
        .await
        .unwrap();
}

#[test]
fn each_setting_is_registered_by_one_area() {
    let mut seen = std::collections::BTreeMap::new();
    for (area, key) in domain::settings().keys() {
        if let Some(other) = seen.insert(key, area) {
            panic!("`{key}` is registered by `{other}` and `{area}`");
        }
    }
    for (key, area) in [
        ("CHECK_IN_REWARDS", "points"),
        ("EXPERT_WINDOW_DAYS", "quiz"),
        ("WITHDRAWALS_PER_DAY", "channel"),
    ] {
        assert_eq!(seen.get(key), Some(&area), "{key}");
    }
}
