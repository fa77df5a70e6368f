//! The audit log as staff read it (issue 56): operations staff only;
//! filtered exactly by who acted, the action, the target and a time
//! range; newest first in keyset pages.

use domain::kernel::audit::{self, AuditFilter};
use domain::kernel::paging::Window;
use domain::testing::{test_context, TestMember};
use domain::{ErrorCode, Permission};

#[tokio::test]
async fn operations_staff_find_who_did_what_to_whom_and_when() {
    let (ctx, _db) = test_context().await;
    let (ops, _) = TestMember::new("运营")
        .permission(Permission::Operations)
        .create(&ctx)
        .await;
    let (members_staff, _) = TestMember::new("客服")
        .permission(Permission::Members)
        .create(&ctx)
        .await;
    let (member, _) = TestMember::new("会员").create(&ctx).await;
    let start = domain::kernel::clock::now();
    for (actor, action, target) in [
        (ops.member_id, "partner.create", "partner:1"),
        (ops.member_id, "partner.update", "partner:1"),
        (members_staff.member_id, "member.update", "member:7"),
        (ops.member_id, "partner.update", "partner:2"),
    ] {
        audit::record(&ctx.db, Some(actor), action, target, serde_json::json!({}))
            .await
            .unwrap();
    }
    let all = Window::first(10);
    let list = |f: AuditFilter| {
        let (ctx, ops) = (ctx.clone(), ops.clone());
        async move {
            let (rows, _) = audit::list(&ctx, &ops, &f, &Window::first(10))
                .await
                .unwrap();
            rows.into_iter()
                .filter(|r| r.created_at >= start)
                .map(|r| (r.action, r.target))
                .collect::<Vec<_>>()
        }
    };
    // Newest first.
    let everything = list(AuditFilter::default()).await;
    assert_eq!(everything.len(), 4);
    assert_eq!(everything[0], ("partner.update".into(), "partner:2".into()));
    let by_actor = list(AuditFilter {
        actor_id: Some(members_staff.member_id),
        ..Default::default()
    })
    .await;
    assert_eq!(by_actor, [("member.update".into(), "member:7".into())]);
    let by_action = list(AuditFilter {
        action: Some("partner.update".into()),
        ..Default::default()
    })
    .await;
    assert_eq!(by_action.len(), 2);
    let by_target = list(AuditFilter {
        target: Some("partner:1".into()),
        ..Default::default()
    })
    .await;
    assert_eq!(
        by_target,
        [
            ("partner.update".into(), "partner:1".into()),
            ("partner.create".into(), "partner:1".into())
        ]
    );
    let later = list(AuditFilter {
        from: Some(domain::kernel::clock::now() + chrono::Duration::seconds(1)),
        ..Default::default()
    })
    .await;
    assert!(later.is_empty());

    // Keyset pages: two, then the rest.
    let (first, more) = audit::list(&ctx, &ops, &AuditFilter::default(), &Window::first(2))
        .await
        .unwrap();
    assert!(more);
    let after = first.last().unwrap().id;
    let (second, _) = audit::list(
        &ctx,
        &ops,
        &AuditFilter::default(),
        &Window::Forward {
            first: 2,
            after: Some(after),
        },
    )
    .await
    .unwrap();
    assert!(second.iter().all(|r| r.id < after));

    // Members and staff without operations are refused.
    for who in [&member, &members_staff] {
        let e = audit::list(&ctx, who, &AuditFilter::default(), &all)
            .await
            .unwrap_err();
        assert_eq!(e.code, ErrorCode::Forbidden);
    }
}
