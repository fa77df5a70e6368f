//! The member rows the bus keeps (kernel::member_rows) never show a change
//! late: a profile read after a change of any kind, by any service, shows
//! it, although the row was kept by the read before.

use domain::invite::codes::Invite;
use domain::member::service as members;
use domain::member::staff::{self, MemberInput};
use domain::testing::{test_context, TestMember};
use domain::Permission;

#[tokio::test]
async fn every_change_shows_on_the_next_read() {
    let (ctx, _db) = test_context().await;
    let (reader, _) = TestMember::new("读者").create(&ctx).await;
    let (me, _) = TestMember::new("本人").create(&ctx).await;
    let (admin, _) = TestMember::new("主管")
        .permission(Permission::Members)
        .create(&ctx)
        .await;
    let id = me.member_id;
    let read = || async {
        members::find_without_lists(&ctx, &reader, id)
            .await
            .unwrap()
    };

    let first = read().await;
    assert!(ctx.bus.member_rows().get(id).is_some(), "kept by the read");

    // The member's own profile.
    members::update_nick_name(&ctx, &me, "新昵称")
        .await
        .unwrap();
    assert_eq!(read().await.nick_name, "新昵称");

    // Counters moved by other services: follows, points.
    domain::focus::service::focus(&ctx, &reader, id)
        .await
        .unwrap();
    assert_eq!(read().await.fans_count, first.fans_count + 1);
    let checked = domain::points::check_in::check_in(&ctx, &me).await.unwrap();
    assert_eq!(read().await.points, checked.balance);

    // An inviter's counters.
    domain::invite::service::set_inviter(
        &ctx,
        &reader,
        &Invite {
            member_id: Some(id),
            code: None,
        },
    )
    .await
    .unwrap();
    assert_eq!(read().await.invite_num, first.invite_num + 1);

    // Staff edits, with and without permissions.
    staff::update(
        &ctx,
        &admin,
        id,
        MemberInput {
            city: Some("杭州".into()),
            ..Default::default()
        },
    )
    .await
    .unwrap();
    assert_eq!(read().await.city, "杭州");
    staff::change_office(&ctx, &admin, id, true).await.unwrap();
    assert!(read().await.is_office);
    staff::auto_add_invite(&ctx, &admin, &[(id, 5)])
        .await
        .unwrap();
    assert_eq!(read().await.invite_num, first.invite_num + 6);
}
