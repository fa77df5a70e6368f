//! The console's delivery counts (issue 56): a message's recipients are
//! counted where its receipts are written (a broadcast's by a job), and its
//! reads move with every mark that changes a receipt, so the counters
//! always equal the receipts — on SQLite and PostgreSQL.

use sea_orm::{
    ActiveModelTrait, ActiveValue::Set, ColumnTrait, EntityTrait, PaginatorTrait, QueryFilter,
};

use domain::kernel::jobs::Runner;
use domain::kernel::Viewer;
use domain::message::service::{self, Audience, Marked, SendInput};
use domain::message::MessageType;
use domain::testing::{member_with_token, test_context};
use domain::AppContext;

async fn member(ctx: &AppContext, nick: &str) -> Viewer {
    member_with_token(ctx, nick, false).await.0
}

fn input(audience: Audience, title: &str) -> SendInput {
    SendInput {
        audience,
        message_type: MessageType::SystemNotice,
        title: title.into(),
        content: "内容".into(),
        payload: serde_json::json!({}),
        scheduled_at: None,
        idempotency_key: None,
    }
}

/// (recipients, reads) as kept on the message.
async fn counts(ctx: &AppContext, id: i64) -> (i64, i64) {
    let m = entities::message::Entity::find_by_id(id)
        .one(&ctx.db)
        .await
        .unwrap()
        .unwrap();
    (m.recipient_count, m.read_count)
}

/// The message's read receipts, counted the slow way.
async fn read_receipts(ctx: &AppContext, id: i64) -> i64 {
    entities::message_receipt::Entity::find()
        .filter(entities::message_receipt::Column::MessageId.eq(id))
        .filter(entities::message_receipt::Column::ReadAt.is_not_null())
        .count(&ctx.db)
        .await
        .unwrap() as i64
}

#[tokio::test]
async fn recipients_and_reads_follow_every_send_and_mark() {
    let (ctx, _db) = test_context().await;
    let staff = domain::testing::TestMember::new("运营")
        .permission(domain::Permission::Operations)
        .create(&ctx)
        .await
        .0;
    let (a, b, c) = (
        member(&ctx, "计甲").await,
        member(&ctx, "计乙").await,
        member(&ctx, "计丙").await,
    );
    // Listed members (a repeated id once).
    let listed = service::send(
        &ctx,
        &staff,
        input(
            Audience::Members(vec![a.member_id, b.member_id, a.member_id]),
            "指定",
        ),
    )
    .await
    .unwrap();
    assert_eq!(
        listed.recipient_count, 2,
        "the row answered is the row stored"
    );
    assert_eq!(counts(&ctx, listed.id).await, (2, 0));

    // A group's members as the receipts were written.
    let group = entities::member_group::ActiveModel {
        name: Set("计数组".into()),
        created_at: Set(domain::kernel::clock::now()),
        ..Default::default()
    }
    .insert(&ctx.db)
    .await
    .unwrap();
    for v in [&b, &c] {
        entities::member_group_member::ActiveModel {
            group_id: Set(group.id),
            member_id: Set(v.member_id),
            created_at: Set(domain::kernel::clock::now()),
        }
        .insert(&ctx.db)
        .await
        .unwrap();
    }
    let grouped = service::send(&ctx, &staff, input(Audience::Group(group.id), "组"))
        .await
        .unwrap();
    assert_eq!(grouped.recipient_count, 2);
    assert_eq!(counts(&ctx, grouped.id).await, (2, 0));

    // A broadcast: counted by the job, every member who had joined (the
    // staff member is a member too); one who joins later is not counted.
    let broadcast = service::send(&ctx, &staff, input(Audience::Everyone, "全体"))
        .await
        .unwrap();
    let late = member(&ctx, "计丁").await;
    assert_eq!(
        counts(&ctx, broadcast.id).await,
        (0, 0),
        "counted after the send"
    );
    let runner = Runner::new(ctx.clone(), domain::job_handlers());
    runner.run_due(10).await.unwrap();
    let everyone = entities::member::Entity::find()
        .count(&ctx.db)
        .await
        .unwrap() as i64;
    assert_eq!(counts(&ctx, broadcast.id).await, (everyone - 1, 0));

    // Reads move by the receipts each mark changed: twice is once, unread
    // takes it back, "all" counts each message once, a late member's read
    // of an earlier broadcast is not theirs to read.
    service::set_read(&ctx, &a, Marked::Ids(vec![listed.id]))
        .await
        .unwrap();
    service::set_read(&ctx, &a, Marked::Ids(vec![listed.id]))
        .await
        .unwrap();
    assert_eq!(counts(&ctx, listed.id).await, (2, 1));
    service::set_unread(&ctx, &a, Marked::Ids(vec![listed.id]))
        .await
        .unwrap();
    assert_eq!(counts(&ctx, listed.id).await, (2, 0));
    service::set_read(&ctx, &b, Marked::All).await.unwrap();
    service::set_read(&ctx, &c, Marked::Ids(vec![broadcast.id, grouped.id]))
        .await
        .unwrap();
    service::set_read(&ctx, &late, Marked::All).await.unwrap();
    service::set_read(&ctx, &b, Marked::All).await.unwrap();
    assert_eq!(counts(&ctx, listed.id).await, (2, 1));
    assert_eq!(counts(&ctx, grouped.id).await, (2, 2));
    assert_eq!(counts(&ctx, broadcast.id).await, (everyone - 1, 2));
    service::set_unread(&ctx, &c, Marked::All).await.unwrap();
    assert_eq!(counts(&ctx, grouped.id).await, (2, 1));
    assert_eq!(counts(&ctx, broadcast.id).await, (everyone - 1, 1));
    for id in [listed.id, grouped.id, broadcast.id] {
        assert_eq!(
            counts(&ctx, id).await.1,
            read_receipts(&ctx, id).await,
            "message {id}"
        );
    }

    // A system message to one member (a new follower) counts one.
    assert!(domain::focus::service::focus(&ctx, &a, b.member_id)
        .await
        .unwrap());
    let notice = entities::message::Entity::find()
        .filter(entities::message::Column::SenderId.eq(a.member_id))
        .one(&ctx.db)
        .await
        .unwrap()
        .unwrap();
    assert_eq!(counts(&ctx, notice.id).await, (1, 0));
}
