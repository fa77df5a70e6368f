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

/// `Member/Find` of another member shows invite codes and sources from the
/// copy the bus keeps (`member::kept_lists`): a second read touches no
/// database, and a new code or source shows on the next read.
#[tokio::test]
async fn the_lists_everyone_sees_are_kept_and_show_their_changes() {
    use domain::kernel::enums::Gate;
    use std::sync::atomic::Ordering;
    let (ctx, _db) = test_context().await;
    let (reader, _) = TestMember::new("读者").create(&ctx).await;
    let (me, _) = TestMember::new("本人").create(&ctx).await;
    let id = me.member_id;
    let (counted, statements) = domain::testing::counting_statements(&ctx);
    let read = || async { members::find(&counted, &reader, id).await.unwrap() };

    let first = read().await;
    assert!(first.invite_codes.is_empty() && first.sources.is_empty());
    statements.store(0, Ordering::SeqCst);
    read().await;
    assert_eq!(statements.load(Ordering::SeqCst), 0, "a kept read");

    let code = domain::invite::codes::get_invite_code(&ctx, &me)
        .await
        .unwrap();
    let codes: Vec<String> = read()
        .await
        .invite_codes
        .into_iter()
        .map(|c| c.code)
        .collect();
    assert_eq!(codes, vec![code]);

    members::record_source(&ctx, &me, "安卓", Gate::App)
        .await
        .unwrap();
    let sources = read().await.sources;
    assert_eq!(sources.len(), 1);
    assert_eq!(sources[0].platform_name, "安卓");
    // The same pair again is no change, and the lists stay kept.
    members::record_source(&ctx, &me, "安卓", Gate::App)
        .await
        .unwrap();
    read().await;
    statements.store(0, Ordering::SeqCst);
    assert_eq!(read().await.sources.len(), 1);
    assert_eq!(statements.load(Ordering::SeqCst), 0, "kept again");

    // The member's own read carries the lists only they see, from the
    // database, and the same public lists.
    let own = members::find(&ctx, &me, id).await.unwrap();
    assert_eq!(own.sources.len(), 1);
    assert_eq!(own.invite_codes.len(), 1);
}

/// The member loader's batch (`member_rows::read_many`): kept rows cost no
/// statement, a change shows on the next batch, unknown ids are left out.
#[tokio::test]
async fn a_batch_reads_only_the_rows_not_kept() {
    use domain::kernel::member_rows::read_many;
    use std::sync::atomic::Ordering;
    let (ctx, _db) = test_context().await;
    let (a, _) = TestMember::new("甲").create(&ctx).await;
    let (b, _) = TestMember::new("乙").create(&ctx).await;
    let (counted, statements) = domain::testing::counting_statements(&ctx);
    let ids = [a.member_id, b.member_id, 999_999];
    let first = read_many(&counted, &ids).await.unwrap();
    assert_eq!(first.len(), 2, "the unknown id is left out");
    statements.store(0, Ordering::SeqCst);
    let again = read_many(&counted, &ids[..2]).await.unwrap();
    assert_eq!(again.len(), 2);
    assert_eq!(statements.load(Ordering::SeqCst), 0, "both kept");

    members::update_nick_name(&ctx, &b, "乙二").await.unwrap();
    statements.store(0, Ordering::SeqCst);
    let after = read_many(&counted, &ids[..2]).await.unwrap();
    assert_eq!(after[&b.member_id].nick_name, "乙二");
    assert_eq!(after[&a.member_id].nick_name, first[&a.member_id].nick_name);
    assert_eq!(statements.load(Ordering::SeqCst), 1, "only the changed one");
}
