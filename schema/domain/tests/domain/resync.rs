//! After a Redis outage the bus sends `Resync` and every live count is read
//! again: one read per member however many sockets and subscriptions the
//! member has (`kernel::flight`), plus one read of the latest broadcast
//! number for all of them — no burst per socket. And a signed-in request
//! while the bus is down is checked against the database, so a logout on
//! another instance holds at once.

use std::sync::Arc;

use futures_util::StreamExt;

use domain::kernel::events::DomainEvent;
use domain::kernel::viewer::resolve_viewer;
use domain::testing::{counting_statements, test_context, TestMember};

#[tokio::test]
async fn a_resync_reads_each_member_once_whatever_their_sockets() {
    let (ctx, _db) = test_context().await;
    let (counted, statements) = counting_statements(&ctx);
    const MEMBERS: usize = 12;
    let mut streams = Vec::new();
    let mut counts = Vec::new();
    for i in 0..MEMBERS {
        let (v, _) = TestMember::new(&format!("读者{i}")).create(&ctx).await;
        // Three sockets' unread counts and one "mine" page each.
        for _ in 0..3 {
            let mut s = Box::pin(
                domain::message::live::unread_counts(Arc::new(counted.clone()), v.member_id)
                    .await
                    .unwrap(),
            );
            assert_eq!(s.next().await, Some(0));
            streams.push(s);
        }
        let mut c = Box::pin(domain::member::live::my_counts(&counted, &v).await.unwrap());
        assert!(c.next().await.is_some());
        counts.push(c);
    }
    let before = statements.load(std::sync::atomic::Ordering::SeqCst);
    ctx.bus.publish(DomainEvent::Resync).await;
    let reads = futures_util::future::join_all(streams.iter_mut().map(|s| s.next())).await;
    assert!(reads.iter().all(|r| *r == Some(0)), "{reads:?}");
    let mine = futures_util::future::join_all(counts.iter_mut().map(|s| s.next())).await;
    assert!(mine.iter().all(Option::is_some));
    let read = statements.load(std::sync::atomic::Ordering::SeqCst) - before;
    // One row per member (the unread counts and the "mine" page share it)
    // and one latest broadcast number.
    assert!(
        read <= MEMBERS + 1,
        "{read} statements for {MEMBERS} members' {} streams",
        streams.len() + counts.len()
    );
}

#[tokio::test]
async fn with_the_bus_down_a_logout_elsewhere_holds_at_once() {
    let (ctx, tdb) = test_context().await;
    // Another instance: its own pool and bus; nothing it does is heard here.
    let other = domain::AppContext {
        db: domain::kernel::db::connect(&tdb.url).await.unwrap(),
        bus: domain::kernel::events::EventBus::in_process(),
        ..ctx.clone()
    };
    let (_, token) = TestMember::new("读者").create(&ctx).await;
    // Known here (cached), then the bus goes down: the cache is bypassed.
    let v = resolve_viewer(&ctx, &token).await.unwrap();
    ctx.bus.identity().suspend();
    domain::auth::service::logout(&other, &v).await.unwrap();
    let e = resolve_viewer(&ctx, &token).await.unwrap_err();
    assert_eq!(e.code, domain::ErrorCode::Unauthenticated);
    assert_eq!(
        ctx.bus.identity().take_fallbacks(),
        1,
        "checked in the database"
    );
    ctx.bus.identity().resume();
}
