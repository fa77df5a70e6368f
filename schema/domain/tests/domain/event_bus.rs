//! The event bus: in-process, and across instances through a real Redis
//! (`TEST_REDIS_URL`, default `redis://127.0.0.1:6379`; the test fails when
//! Redis is not reachable — it never skips).

use std::time::Duration;

use domain::kernel::events::{DomainEvent, EventBus};
use domain::system_config::ConfigItem;
use futures_util::StreamExt;

fn event(t: &str) -> DomainEvent {
    DomainEvent::SystemConfigChanged {
        item: ConfigItem {
            config_type: t.into(),
            string_value: "v".into(),
            int_value: 1,
            description: String::new(),
            updated_at: domain::kernel::clock::now(),
        },
    }
}

fn redis_client() -> redis::Client {
    let url = std::env::var("TEST_REDIS_URL").unwrap_or_else(|_| "redis://127.0.0.1:6379".into());
    redis::Client::open(url).unwrap()
}

async fn next(
    stream: &mut (impl futures_util::Stream<Item = std::sync::Arc<DomainEvent>> + Unpin),
) -> DomainEvent {
    tokio::time::timeout(Duration::from_secs(2), stream.next())
        .await
        .expect("no event within 2 s")
        .expect("stream ended")
        .as_ref()
        .clone()
}

#[tokio::test]
async fn in_process_delivers_to_every_subscriber() {
    let bus = EventBus::in_process();
    let mut a = Box::pin(bus.subscribe());
    let mut b = Box::pin(bus.subscribe());
    bus.publish(event("X")).await;
    assert_eq!(next(&mut a).await, event_like(&next(&mut b).await));
}

fn event_like(e: &DomainEvent) -> DomainEvent {
    e.clone()
}

#[tokio::test]
async fn redis_bus_reaches_other_instances_once() {
    let one = EventBus::redis(redis_client())
        .await
        .expect("Redis must be reachable for this test");
    let two = EventBus::redis(redis_client()).await.unwrap();
    let mut on_one = Box::pin(one.subscribe());
    let mut on_two = Box::pin(two.subscribe());

    one.publish(event("FROM_ONE")).await;
    match next(&mut on_two).await {
        DomainEvent::SystemConfigChanged { item } => assert_eq!(item.config_type, "FROM_ONE"),
        other => panic!("{other:?}"),
    }
    match next(&mut on_one).await {
        DomainEvent::SystemConfigChanged { item } => assert_eq!(item.config_type, "FROM_ONE"),
        other => panic!("{other:?}"),
    }
    // The sender does not get its own event a second time via Redis.
    two.publish(event("FROM_TWO")).await;
    match next(&mut on_one).await {
        DomainEvent::SystemConfigChanged { item } => assert_eq!(item.config_type, "FROM_TWO"),
        other => panic!("{other:?}"),
    }
    let extra = tokio::time::timeout(Duration::from_millis(300), on_one.next()).await;
    assert!(extra.is_err(), "duplicate delivery: {extra:?}");
}
