//! The unit of work (`kernel::work`): what a transaction announces goes
//! out when it commits, in order — never before, never on a rollback; and
//! a member's counters move in one statement that answers their new values
//! and queues the event (`kernel::counters`). SQLite and PostgreSQL.

use std::sync::Arc;
use std::time::Duration;

use futures_util::{Stream, StreamExt};
use sea_orm::EntityTrait;

use domain::kernel::counters::{self, Counter};
use domain::kernel::events::DomainEvent;
use domain::testing::{test_context, TestMember};

async fn next_now(
    events: &mut (impl Stream<Item = Arc<DomainEvent>> + Unpin),
) -> Option<DomainEvent> {
    tokio::time::timeout(Duration::from_millis(100), events.next())
        .await
        .ok()
        .flatten()
        .map(|e| (*e).clone())
}

#[tokio::test]
async fn changes_are_announced_on_commit_and_never_on_rollback() {
    let (ctx, _db) = test_context().await;
    let (v, _) = TestMember::new("计数").create(&ctx).await;
    let id = v.member_id;
    let mut events = Box::pin(ctx.bus.subscribe());

    let work = domain::kernel::db::begin(&ctx).await.unwrap();
    let moved = counters::add(
        &work,
        id,
        &[(Counter::FocusCount, 2), (Counter::InviteNum, 1)],
    )
    .await
    .unwrap();
    assert_eq!(
        moved,
        Some(vec![2, 1]),
        "the new values, from the statement"
    );
    work.announce(DomainEvent::MemberAccessChanged { member_id: id });
    assert_eq!(work.pending(), 3);
    assert_eq!(
        next_now(&mut events).await,
        None,
        "nothing before the commit"
    );
    work.commit().await.unwrap();
    // In the order said: the live counter, the access change; then the row
    // touched by the counter no live count follows.
    assert_eq!(
        next_now(&mut events).await,
        Some(DomainEvent::MemberCounters {
            member_id: id,
            counters: vec![("focus_count".into(), 2)],
        })
    );
    assert_eq!(
        next_now(&mut events).await,
        Some(DomainEvent::MemberAccessChanged { member_id: id })
    );
    assert_eq!(
        next_now(&mut events).await,
        Some(DomainEvent::MemberChanged { member_id: id })
    );
    assert_eq!(next_now(&mut events).await, None);

    // Rolled back (an error's `?` drops the work the same way): nothing
    // announced, nothing moved.
    let work = domain::kernel::db::begin(&ctx).await.unwrap();
    counters::add(&work, id, &[(Counter::FansCount, 5)])
        .await
        .unwrap();
    work.rollback().await.unwrap();
    let work = domain::kernel::db::begin(&ctx).await.unwrap();
    counters::add(&work, id, &[(Counter::FansCount, 5)])
        .await
        .unwrap();
    drop(work);
    assert_eq!(next_now(&mut events).await, None, "a rollback says nothing");
    let row = entities::member::Entity::find_by_id(id)
        .one(&ctx.db)
        .await
        .unwrap()
        .unwrap();
    assert_eq!((row.focus_count, row.fans_count, row.invite_num), (2, 0, 1));

    // A counter never goes below zero: nothing moves, nothing is queued.
    let work = domain::kernel::db::begin(&ctx).await.unwrap();
    let refused = counters::add(
        &work,
        id,
        &[(Counter::FansCount, -1), (Counter::FocusCount, -1)],
    )
    .await
    .unwrap();
    assert_eq!(refused, None);
    assert_eq!(work.pending(), 0);
    work.commit().await.unwrap();
    let row = entities::member::Entity::find_by_id(id)
        .one(&ctx.db)
        .await
        .unwrap()
        .unwrap();
    assert_eq!((row.focus_count, row.fans_count), (2, 0));
}
