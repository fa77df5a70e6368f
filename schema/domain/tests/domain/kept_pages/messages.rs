//! The first page of the message centre and the unread count
//! (`message::first_page`), after every kind of change of a member's
//! page: a targeted message, a follow's notice, a broadcast, read and
//! unread marks (of targeted messages and of broadcasts), scheduled
//! messages becoming due and a cancelled one.

use chrono::TimeDelta;
use sea_orm::sea_query::Expr;
use sea_orm::EntityTrait;

use domain::kernel::paging::Window;
use domain::kernel::Viewer;
use domain::message::first_page::FirstPages;
use domain::message::service::{self, Audience, ListFilter, Marked, MessageItem, SendInput};
use domain::message::MessageType;
use domain::testing::{member_with_token, test_context, TestMember};
use domain::{AppContext, Permission};

use super::read_twice;

fn input(audience: Audience, title: &str) -> SendInput {
    SendInput {
        audience,
        message_type: MessageType::SystemNotice,
        title: title.into(),
        content: "内容".into(),
        payload: serde_json::json!({"n": 1}),
        scheduled_at: None,
        idempotency_key: None,
    }
}

/// The page of 20 and whether more follow, from the database (a page
/// larger than the kept one is never served from it), and the unread
/// count from the member's row and the newest broadcast as stored.
async fn fresh(ctx: &AppContext, v: &Viewer) -> ((Vec<MessageItem>, bool), i64) {
    let (mut items, more) = service::list_window(ctx, v, ListFilter::default(), &Window::first(21))
        .await
        .unwrap();
    let more = more || items.len() > 20;
    items.truncate(20);
    let row = entities::member::Entity::find_by_id(v.member_id)
        .one(&ctx.db)
        .await
        .unwrap()
        .unwrap();
    let seq = domain::message::latest_seq(&ctx.db).await.unwrap();
    ((items, more), domain::message::unread_of(&row, seq))
}

/// W6's read (the page of 20 and the unread count) twice: the second
/// costs no statement, and both equal the database's.
async fn assert_page_is_fresh(ctx: &AppContext, v: &Viewer, step: &str) {
    let read = |ctx: AppContext| {
        let v = v.clone();
        async move {
            let unread = service::unread_count(&ctx, v.member_id).await.unwrap().0;
            let page = service::list_window(&ctx, &v, ListFilter::default(), &Window::first(20))
                .await
                .unwrap();
            (page, unread)
        }
    };
    let read = read_twice(ctx, step, read).await;
    assert_eq!(read, fresh(ctx, v).await, "{step}");
    assert!(
        ctx.bus.keeper::<FirstPages>().get(v.member_id).is_some(),
        "{step}: kept"
    );
    let page = read.0;
    let (head, more) = service::list_window(ctx, v, ListFilter::default(), &Window::first(2))
        .await
        .unwrap();
    assert_eq!(head[..], page.0[..page.0.len().min(2)], "{step}");
    assert_eq!(more, page.0.len() > 2 || page.1, "{step}");
}

/// Moves every scheduled message and its job to a second ago, and runs
/// the jobs due.
async fn make_due(ctx: &AppContext) {
    let past = domain::kernel::clock::now() - TimeDelta::seconds(1);
    entities::message::Entity::update_many()
        .col_expr(entities::message::Column::ScheduledAt, Expr::value(past))
        .exec(&ctx.db)
        .await
        .unwrap();
    entities::job::Entity::update_many()
        .col_expr(entities::job::Column::RunAt, Expr::value(past))
        .exec(&ctx.db)
        .await
        .unwrap();
    service::send_due(ctx).await.unwrap();
}

#[tokio::test]
async fn every_change_of_a_members_messages_shows_on_the_next_first_page() {
    let (ctx, _db) = test_context().await;
    let staff = TestMember::new("运营")
        .permission(Permission::Operations)
        .create(&ctx)
        .await
        .0;
    let me = member_with_token(&ctx, "消息页", false).await.0;
    let other = member_with_token(&ctx, "旁人", false).await.0;
    let id = me.member_id;
    assert_page_is_fresh(&ctx, &me, "empty").await;

    // More than a page of targeted messages, so "more follow" is exact.
    let mut targeted = Vec::new();
    for n in 0..21 {
        let m = service::send(
            &ctx,
            &staff,
            input(Audience::Members(vec![id]), &format!("通知{n}")),
        )
        .await
        .unwrap();
        targeted.push(m.id);
    }
    assert_page_is_fresh(&ctx, &me, "targeted").await;
    // Another member's page is kept too, and untouched by my messages.
    assert_page_is_fresh(&ctx, &other, "the other's").await;

    domain::focus::service::focus(&ctx, &other, id)
        .await
        .unwrap();
    assert_page_is_fresh(&ctx, &me, "a new follower's notice").await;

    let broadcast = service::send(&ctx, &staff, input(Audience::Everyone, "公告"))
        .await
        .unwrap();
    assert_page_is_fresh(&ctx, &me, "broadcast").await;
    assert_page_is_fresh(&ctx, &other, "broadcast, the other").await;

    service::set_read(&ctx, &me, Marked::Ids(vec![targeted[20]]))
        .await
        .unwrap();
    assert_page_is_fresh(&ctx, &me, "one read").await;
    service::set_read(&ctx, &me, Marked::Ids(vec![broadcast.id]))
        .await
        .unwrap();
    assert_page_is_fresh(&ctx, &me, "the broadcast read").await;
    service::set_unread(&ctx, &me, Marked::All).await.unwrap();
    assert_page_is_fresh(&ctx, &me, "all unread").await;
    service::set_read(&ctx, &me, Marked::All).await.unwrap();
    assert_page_is_fresh(&ctx, &me, "all read").await;

    // Scheduled: on no page until due; a cancelled one never.
    let later = Some(domain::kernel::clock::now() + TimeDelta::hours(1));
    let scheduled = service::send(
        &ctx,
        &staff,
        SendInput {
            scheduled_at: later,
            ..input(Audience::Members(vec![id]), "明早提醒")
        },
    )
    .await
    .unwrap();
    let cancelled = service::send(
        &ctx,
        &staff,
        SendInput {
            scheduled_at: later,
            ..input(Audience::Members(vec![id]), "取消的")
        },
    )
    .await
    .unwrap();
    service::send(
        &ctx,
        &staff,
        SendInput {
            scheduled_at: later,
            ..input(Audience::Everyone, "定时公告")
        },
    )
    .await
    .unwrap();
    assert_page_is_fresh(&ctx, &me, "scheduled").await;
    service::cancel_schedule(&ctx, &staff, cancelled.id)
        .await
        .unwrap();
    assert_page_is_fresh(&ctx, &me, "cancelled").await;
    make_due(&ctx).await;
    assert_page_is_fresh(&ctx, &me, "due").await;
    let (page, _) = service::list_window(&ctx, &me, ListFilter::default(), &Window::first(20))
        .await
        .unwrap();
    assert!(page.iter().any(|i| i.message.id == scheduled.id));
    assert!(page.iter().all(|i| i.message.id != cancelled.id));
    assert_page_is_fresh(&ctx, &other, "due, the other").await;
}

#[tokio::test]
async fn filtered_and_later_pages_read_the_database() {
    let (ctx, _db) = test_context().await;
    let staff = TestMember::new("运营")
        .permission(Permission::Operations)
        .create(&ctx)
        .await
        .0;
    let me = member_with_token(&ctx, "翻页", false).await.0;
    for n in 0..3 {
        service::send(
            &ctx,
            &staff,
            input(Audience::Members(vec![me.member_id]), &format!("第{n}条")),
        )
        .await
        .unwrap();
    }
    let first = |ctx: AppContext| {
        let me = me.clone();
        async move {
            service::list_window(&ctx, &me, ListFilter::default(), &Window::first(2))
                .await
                .unwrap()
        }
    };
    let (page, more) = read_twice(&ctx, "first", first).await;
    assert!(more);
    let (counted, statements) = domain::testing::counting_statements(&ctx);
    let (rest, _) = service::list_window(
        &counted,
        &me,
        ListFilter::default(),
        &Window::Forward {
            first: 2,
            after: Some((page[1].delivered_at, page[1].message.id)),
        },
    )
    .await
    .unwrap();
    assert_eq!(rest.len(), 1);
    let unread = ListFilter {
        read: Some(false),
        message_type: None,
    };
    let (filtered, _) = service::list_window(&counted, &me, unread, &Window::first(20))
        .await
        .unwrap();
    assert_eq!(filtered.len(), 3);
    assert!(
        statements.load(std::sync::atomic::Ordering::SeqCst) >= 2,
        "each read the database"
    );
}
