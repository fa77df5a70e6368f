//! The event bus: in-process, and across instances through a real Redis
//! (`TEST_REDIS_URL`, default `redis://127.0.0.1:6379`; the test fails when
//! Redis is not reachable — it never skips).

use std::time::Duration;

use domain::kernel::events::{DomainEvent, EventBus};
use domain::system_config::events::ConfigChanged;
use domain::system_config::ConfigItem;
use futures_util::StreamExt;

fn event(t: &str) -> DomainEvent {
    DomainEvent::area(ConfigChanged {
        item: ConfigItem {
            config_type: t.into(),
            string_value: "v".into(),
            int_value: 1,
            description: String::new(),
            updated_at: domain::kernel::clock::now(),
        },
    })
}

/// The config type an event carries (the test's events are config changes).
fn config_type(e: &DomainEvent) -> &str {
    match e.get::<ConfigChanged>() {
        Some(c) => &c.item.config_type,
        None => panic!("{e:?}"),
    }
}

/// A key prefix of this test's own, so parallel runs on one Redis never
/// hear each other (the channel carries the prefix).
fn own_prefix() -> String {
    format!("test-{}:", uuid::Uuid::new_v4().simple())
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
    let prefix = own_prefix();
    let one = EventBus::redis(redis_client(), &prefix)
        .await
        .expect("Redis must be reachable for this test");
    let two = EventBus::redis(redis_client(), &prefix).await.unwrap();
    let mut on_one = Box::pin(one.subscribe());
    let mut on_two = Box::pin(two.subscribe());

    one.publish(event("FROM_ONE")).await;
    assert_eq!(config_type(&next(&mut on_two).await), "FROM_ONE");
    assert_eq!(config_type(&next(&mut on_one).await), "FROM_ONE");
    // The sender does not get its own event a second time via Redis.
    two.publish(event("FROM_TWO")).await;
    assert_eq!(config_type(&next(&mut on_one).await), "FROM_TWO");
    let extra = tokio::time::timeout(Duration::from_millis(300), on_one.next()).await;
    assert!(extra.is_err(), "duplicate delivery: {extra:?}");
}

/// Two deployments with their own prefixes on one Redis: each instance of a
/// deployment hears the other, and nothing crosses between deployments
/// (issue 39: deployment Y's member 1 was pushed X's member 1's points).
#[tokio::test]
async fn deployments_with_other_prefixes_hear_nothing_of_each_other() {
    let (x, y) = (own_prefix(), own_prefix());
    let x1 = EventBus::redis(redis_client(), &x)
        .await
        .expect("Redis must be reachable for this test");
    let x2 = EventBus::redis(redis_client(), &x).await.unwrap();
    let y1 = EventBus::redis(redis_client(), &y).await.unwrap();
    let mut on_x2 = Box::pin(x2.subscribe());
    let mut on_y1 = Box::pin(y1.subscribe());

    let points = domain::member::live::counters::changed(1, &[("points", 99)]);
    x1.publish(points.clone()).await;
    assert_eq!(next(&mut on_x2).await, points);
    y1.publish(event("FROM_Y")).await;
    let crossed = tokio::time::timeout(Duration::from_millis(500), on_x2.next()).await;
    assert!(crossed.is_err(), "Y's event reached X: {crossed:?}");
    assert_eq!(config_type(&next(&mut on_y1).await), "FROM_Y");
    let crossed = tokio::time::timeout(Duration::from_millis(500), on_y1.next()).await;
    assert!(crossed.is_err(), "X's event reached Y: {crossed:?}");
}
