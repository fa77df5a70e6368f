//! Follow/fans rules on a real database (SQLite or PostgreSQL).

use std::sync::atomic::Ordering;

use sea_orm::{
    ActiveModelTrait, ActiveValue::Set, ColumnTrait, ConnectionTrait, EntityTrait, PaginatorTrait,
    QueryFilter, Statement,
};

use domain::focus::{self, Direction};
use domain::kernel::paging::{Page, Window};
use domain::kernel::Viewer;
use domain::testing::{member_with_token, test_context};
use domain::{AppContext, ErrorCode};

async fn member(ctx: &AppContext, nick: &str) -> Viewer {
    member_with_token(ctx, nick, false).await.0
}

async fn edges(ctx: &AppContext) -> u64 {
    entities::follow::Entity::find()
        .count(&ctx.db)
        .await
        .unwrap()
}

async fn counters(ctx: &AppContext, id: i64) -> (i64, i64) {
    let m = entities::member::Entity::find_by_id(id)
        .one(&ctx.db)
        .await
        .unwrap()
        .unwrap();
    (m.focus_count, m.fans_count)
}

#[tokio::test]
async fn follow_and_unfollow_are_idempotent_and_move_both_counters() {
    let (ctx, _db) = test_context().await;
    let a = member(&ctx, "甲").await;
    let b = member(&ctx, "乙").await;
    assert!(focus::focus(&ctx, &a, b.member_id).await.unwrap());
    assert!(!focus::focus(&ctx, &a, b.member_id).await.unwrap());
    assert_eq!(counters(&ctx, a.member_id).await, (1, 0));
    assert_eq!(counters(&ctx, b.member_id).await, (0, 1));
    assert!(focus::cancel_focus(&ctx, &a, b.member_id).await.unwrap());
    assert!(!focus::cancel_focus(&ctx, &a, b.member_id).await.unwrap());
    assert_eq!(counters(&ctx, a.member_id).await, (0, 0));
    assert_eq!(counters(&ctx, b.member_id).await, (0, 0));

    let err = focus::focus(&ctx, &a, a.member_id).await.unwrap_err();
    assert_eq!(
        (err.code, err.field.as_deref()),
        (ErrorCode::InvalidArgument, Some("memberId"))
    );
    let err = focus::focus(&ctx, &a, 999_999).await.unwrap_err();
    assert_eq!(err.field.as_deref(), Some("memberId"));
}

#[tokio::test]
async fn a_thousand_racing_follows_and_unfollows_keep_counters_exact() {
    let (ctx, _db) = test_context().await;
    let a = member(&ctx, "甲").await;
    let b = member(&ctx, "乙").await;
    let mut tasks = Vec::new();
    for i in 0..1000 {
        let (ctx, a) = (ctx.clone(), a.clone());
        let target = b.member_id;
        tasks.push(tokio::spawn(async move {
            if i % 2 == 0 {
                focus::focus(&ctx, &a, target).await
            } else {
                focus::cancel_focus(&ctx, &a, target).await
            }
        }));
    }
    let mut ok = 0;
    for t in tasks {
        match t.await.unwrap() {
            Ok(_) => ok += 1,
            // Under this load a request may time out waiting for a pooled
            // connection; it must then have changed nothing.
            Err(e) => assert_eq!(e.code, ErrorCode::ServiceUnavailable, "{e}"),
        }
    }
    assert!(ok > 500, "only {ok} of 1000 went through");
    let n = edges(&ctx).await as i64;
    assert!(n <= 1);
    assert_eq!(counters(&ctx, a.member_id).await, (n, 0));
    assert_eq!(counters(&ctx, b.member_id).await, (0, n));
}

#[tokio::test]
async fn lists_page_by_keyset_and_by_number() {
    let (ctx, _db) = test_context().await;
    let star = member(&ctx, "专家").await;
    let me = member(&ctx, "我").await;
    let mut fans = Vec::new();
    for i in 0..25 {
        let f = member(&ctx, &format!("粉丝{i:02}")).await;
        focus::focus(&ctx, &f, star.member_id).await.unwrap();
        fans.push(f.member_id);
    }
    // The caller follows two of the fans.
    focus::focus(&ctx, &me, fans[3]).await.unwrap();
    focus::focus(&ctx, &me, fans[20]).await.unwrap();

    let mut seen = Vec::new();
    let mut after = None;
    loop {
        let (items, has_next, total) = focus::list_window(
            &ctx,
            Some(&me),
            Direction::Fans,
            star.member_id,
            &Window::Forward { first: 10, after },
        )
        .await
        .unwrap();
        assert_eq!(total, 25);
        for i in &items {
            assert_eq!(
                i.is_focus,
                i.member.id == fans[3] || i.member.id == fans[20],
                "{}",
                i.member.nick_name
            );
        }
        seen.extend(items.iter().map(|i| i.member.id));
        if !has_next {
            break;
        }
        let last = items.last().unwrap();
        after = Some((last.followed_at, last.member.id));
    }
    let mut newest_first = fans.clone();
    newest_first.reverse();
    assert_eq!(seen, newest_first, "every fan once, newest first");

    // Backward from the end (last/before) gives the same list.
    let mut seen_back = Vec::new();
    let mut before = None;
    loop {
        let (items, has_previous, _) = focus::list_window(
            &ctx,
            Some(&me),
            Direction::Fans,
            star.member_id,
            &Window::Backward { last: 10, before },
        )
        .await
        .unwrap();
        let ids: Vec<i64> = items.iter().map(|i| i.member.id).collect();
        seen_back.splice(0..0, ids);
        if !has_previous {
            break;
        }
        let first = items.first().unwrap();
        before = Some((first.followed_at, first.member.id));
    }
    assert_eq!(seen_back, newest_first, "every fan once, read backward");

    let (items, result) = focus::list_page(
        &ctx,
        None,
        Direction::Fans,
        star.member_id,
        None,
        Page::new(Some(2), Some(10)).unwrap(),
    )
    .await
    .unwrap();
    assert_eq!(items.len(), 10);
    assert_eq!(
        (
            result.row_count,
            result.page_count,
            result.first_row,
            result.last_row
        ),
        (25, 3, 11, 20)
    );
    assert!(
        items.iter().all(|i| !i.is_focus),
        "anonymous callers follow nobody"
    );

    let (items, result) = focus::list_page(
        &ctx,
        None,
        Direction::Fans,
        star.member_id,
        Some("粉丝2"),
        Page::new(None, None).unwrap(),
    )
    .await
    .unwrap();
    assert_eq!(result.row_count, 5, "粉丝20..粉丝24");
    assert_eq!(items.len(), 5);

    let (items, _, total) = focus::list_window(
        &ctx,
        None,
        Direction::Focus,
        me.member_id,
        &Window::first(10),
    )
    .await
    .unwrap();
    assert_eq!(total, 2);
    assert_eq!(items[0].member.id, fans[20]);

    let c = focus::counts(&ctx, Some(&me), fans[3]).await.unwrap();
    assert!(c.is_focus && !c.is_fans);
    assert_eq!(
        focus::ids(&ctx, &me, Direction::Focus).await.unwrap(),
        vec![fans[20], fans[3]]
    );
}

/// A member with 100k fans: page 1 and a page deep in the list each take at
/// most 2 SQL statements (keyset and numbered alike).
#[tokio::test]
async fn a_celebrity_fans_page_takes_two_statements() {
    let (ctx, _db) = test_context().await;
    let star = member(&ctx, "大V").await;
    let me = member(&ctx, "我").await;
    let now = domain::kernel::clock::now();
    let backend = ctx.db.get_database_backend();
    ctx.db
        .execute(Statement::from_sql_and_values(
            backend,
            "WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 100000) \
             INSERT INTO member (nick_name, charge_cities, permissions, created_at, updated_at) \
             SELECT 'fan' || i, '[]', '[]', $1, $1 FROM n",
            [now.into()],
        ))
        .await
        .unwrap();
    ctx.db
        .execute(Statement::from_sql_and_values(
            backend,
            "INSERT INTO follow (member_id, focus_member_id, created_at) \
             SELECT id, $1, created_at FROM member WHERE id <> $1 AND id <> $2",
            [star.member_id.into(), me.member_id.into()],
        ))
        .await
        .unwrap();
    entities::member::ActiveModel {
        id: Set(star.member_id),
        fans_count: Set(100_000),
        ..Default::default()
    }
    .update(&ctx.db)
    .await
    .unwrap();
    assert_eq!(
        entities::follow::Entity::find()
            .filter(entities::follow::Column::FocusMemberId.eq(star.member_id))
            .count(&ctx.db)
            .await
            .unwrap(),
        100_000
    );

    let (cctx, statements) = domain::testing::counting_statements(&ctx);

    let measure = |label: &'static str| {
        let n = statements.swap(0, Ordering::SeqCst);
        assert!(n <= 2, "{label}: {n} statements");
        assert!(n >= 1, "{label}: the counter saw nothing");
    };
    statements.store(0, Ordering::SeqCst);
    let (page1, has_next, total) = focus::list_window(
        &cctx,
        Some(&me),
        Direction::Fans,
        star.member_id,
        &Window::first(20),
    )
    .await
    .unwrap();
    measure("keyset page 1");
    assert!(has_next && total == 100_000 && page1.len() == 20);

    // Deep: the cursor of a fan halfway down the list.
    let at = chrono::DateTime::from_timestamp_micros(now.timestamp_micros()).unwrap();
    let deep_cursor = (at, star.member_id + 50_000);
    let (deep, _, _) = focus::list_window(
        &cctx,
        Some(&me),
        Direction::Fans,
        star.member_id,
        &Window::Forward {
            first: 20,
            after: Some(deep_cursor),
        },
    )
    .await
    .unwrap();
    measure("keyset deep page");
    assert_eq!(deep.len(), 20);
    assert!(deep.iter().all(|i| i.member.id < deep_cursor.1));

    let (_, result) = focus::list_page(
        &cctx,
        Some(&me),
        Direction::Fans,
        star.member_id,
        None,
        Page::new(Some(1), Some(20)).unwrap(),
    )
    .await
    .unwrap();
    measure("numbered page 1");
    assert_eq!(result.row_count, 100_000);
    let (items, _) = focus::list_page(
        &cctx,
        Some(&me),
        Direction::Fans,
        star.member_id,
        None,
        Page::new(Some(2500), Some(20)).unwrap(),
    )
    .await
    .unwrap();
    measure("numbered page 2500");
    assert_eq!(items.len(), 20);
}
