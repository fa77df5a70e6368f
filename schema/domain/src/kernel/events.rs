//! The event bus: domain events published by services, delivered to every
//! subscriber on every instance.
//!
//! Two backends behind one type:
//! - in-process (no `REDIS_URL`): a tokio broadcast channel;
//! - Redis pub/sub: a publish goes to this process's subscribers at once and to
//!   Redis for the other instances. One subscriber connection per process reads
//!   Redis and fans out through the same broadcast channel (never one Redis
//!   connection per WebSocket). Messages carry the sending instance's id so an
//!   instance does not deliver its own events twice.
//!
//! Events carry the values subscribers need (no database read per subscriber).
//! Areas own their events (`kernel::area_event`); the kernel's enum holds
//! only the envelope and the kernel's own facts.
//! When the Redis subscription is re-established after an outage, a
//! [`DomainEvent::Resync`] goes to local subscribers so they can push fresh
//! values.

use std::any::TypeId;
use std::sync::{Arc, RwLock};
use std::time::Duration;

use futures_util::{Stream, StreamExt};
use serde::{Deserialize, Serialize};

use super::area_event::DynKeeper;
pub use super::area_event::{Area, AreaEvent, Keeper};
use super::bypass::Bypass;
use super::fanout::Fanout;
use super::identity::IdentityCache;
use super::member_rows::MemberRows;

/// The longest a publish waits for Redis; during a known outage.
const PUBLISH_WAIT: Duration = Duration::from_millis(250);
const PUBLISH_WAIT_IN_OUTAGE: Duration = Duration::from_millis(20);

/// 1 while this instance's Redis event subscription is up, 0 during an
/// outage (docs/operations.md "Redis down").
pub const REDIS_UP_METRIC: &str = "redis_up";
/// Outages seen by this instance (the subscription lost).
pub const OUTAGES_METRIC: &str = "redis_outages_total";
/// Events this instance could not hand to Redis (its own subscribers had
/// them; the other instances resync after their own outage).
pub const UNPUBLISHED_METRIC: &str = "events_unpublished_total";

/// The Redis channel every instance of one deployment publishes to and
/// reads from, after the deployment's key prefix (`--redis-key-prefix`):
/// two deployments sharing a Redis never hear each other's events
/// (security.md).
pub const CHANNEL_SUFFIX: &str = "events";

/// The event channel of the deployment whose keys start with `prefix`.
pub fn channel(prefix: &str) -> String {
    format!("{prefix}{CHANNEL_SUFFIX}")
}

/// What travels on the bus: an area's event in its envelope, or one of the
/// few kernel facts the kernel's own caches need (tokens, access, a
/// member's row, resync). The kernel names no area's type: each area owns
/// its events and the streams its subscriptions map (`<area>::events`;
/// the message area's streams are in its `live` module).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum DomainEvent {
    /// An area's event (`kernel::area_event`).
    Area(AreaEvent),
    /// Tokens of `member_id` stopped being valid: one token (`token_id`, on
    /// logout) or all issued up to `before` (ban, cancellation). Open
    /// sockets signed in with them close with 4403.
    TokensRevoked {
        member_id: i64,
        token_id: Option<String>,
        before: Option<chrono::DateTime<chrono::Utc>>,
    },
    /// A refresh replaced token `token_id` of `member_id`; its denylist
    /// entry is now `entry` (`rotated:<unix time>`: it works 30 s more).
    TokenRotated {
        member_id: i64,
        token_id: String,
        entry: String,
    },
    /// Staff changed what `member_id` may do (permissions, staff flag,
    /// enabled): caches of the member's access forget it.
    MemberAccessChanged { member_id: i64 },
    /// Columns of `member_id`'s row changed that no area event names
    /// (profile, location, WeChat binding, real name, staff edits, last
    /// activity): caches of the row forget it (`kernel::member_rows`).
    MemberChanged { member_id: i64 },
    /// Counters in `member_id`'s row moved (follow counts, points balance):
    /// their new values by column name (`member::live::counters`), so live
    /// counts follow without a read and the row cache forgets the row.
    MemberCounters {
        member_id: i64,
        counters: Vec<(String, i64)>,
    },
    /// The bus may have missed events (Redis reconnected): re-read and push.
    Resync,
}

impl DomainEvent {
    /// An area's event, wrapped for the bus.
    pub fn area<E: Area>(event: E) -> Self {
        DomainEvent::Area(AreaEvent::new(event))
    }

    /// The event as area `E`'s type, when it is one.
    pub fn get<E: Area>(&self) -> Option<&E> {
        match self {
            DomainEvent::Area(e) => e.get::<E>(),
            _ => None,
        }
    }

    /// The one member an event is about, when it is about one: only that
    /// member's streams are woken for it (`kernel::fanout`). Events about
    /// no one in particular (broadcasts, follows, draws) go to everyone.
    pub fn addressee(&self) -> Option<i64> {
        match self {
            DomainEvent::Area(e) => e.addressee(),
            DomainEvent::TokensRevoked { member_id, .. }
            | DomainEvent::TokenRotated { member_id, .. }
            | DomainEvent::MemberAccessChanged { member_id }
            | DomainEvent::MemberChanged { member_id }
            | DomainEvent::MemberCounters { member_id, .. } => Some(*member_id),
            DomainEvent::Resync => None,
        }
    }
}

#[derive(Serialize, Deserialize)]
struct Envelope {
    origin: String,
    event: DomainEvent,
    /// When the publisher sent it, in microseconds since the epoch by its
    /// clock: the receiver's `event_bus_lag_seconds`. Absent (0) from a
    /// publisher older than the field; then only the local part is
    /// measured. Readers that predate it ignore it (serde skips unknown
    /// fields), so instances of both ages share a channel.
    #[serde(default)]
    published_at_us: i64,
}

/// How long ago, by this clock, a publisher stamped `published_at_us`, as
/// an instant here; now when unknown. A publisher's clock ahead of ours
/// counts as no delay.
fn published_instant(published_at_us: i64) -> std::time::Instant {
    let now = std::time::Instant::now();
    if published_at_us <= 0 {
        return now;
    }
    let ago = super::clock::now()
        .timestamp_micros()
        .saturating_sub(published_at_us)
        .max(0);
    now.checked_sub(Duration::from_micros(ago.unsigned_abs()))
        .unwrap_or(now)
}

#[derive(Clone)]
pub struct EventBus {
    fanout: Arc<Fanout>,
    redis: Option<RedisSide>,
    kept: Arc<Kept>,
}

/// What the bus keeps exact on this instance (ARCHITECTURE.md "What the
/// bus keeps exact"): each is moved by every event before subscribers see
/// it, and suspended while events may be missed. Areas add their own
/// ([`EventBus::keeper`]).
#[derive(Default)]
struct Kept {
    identity: IdentityCache,
    member_rows: MemberRows<entities::member::Model>,
    areas: RwLock<Vec<(TypeId, Arc<dyn DynKeeper>)>>,
    /// On while events may be missed: a keeper added then starts suspended.
    suspended: Bypass,
}

impl Kept {
    fn areas(&self) -> std::sync::RwLockReadGuard<'_, Vec<(TypeId, Arc<dyn DynKeeper>)>> {
        // A keeper's apply never panics while holding the lock; if one did,
        // the list itself is still whole.
        self.areas.read().unwrap_or_else(|e| e.into_inner())
    }

    fn apply(&self, event: &DomainEvent) {
        self.identity.apply(event);
        self.member_rows.apply(event);
        for (_, k) in self.areas().iter() {
            k.apply(event);
        }
    }

    fn suspend(&self) {
        self.suspended.suspend(|| {
            self.identity.suspend();
            self.member_rows.suspend();
            for (_, k) in self.areas().iter() {
                k.suspend();
            }
        });
    }

    fn resume(&self) {
        self.suspended.resume(|| {
            self.identity.resume();
            self.member_rows.resume();
            for (_, k) in self.areas().iter() {
                k.resume();
            }
        });
    }

    fn keeper<K: Keeper>(&self) -> Arc<K> {
        let id = TypeId::of::<K>();
        let find = |list: &[(TypeId, Arc<dyn DynKeeper>)]| {
            list.iter()
                .find(|(t, _)| *t == id)
                .and_then(|(_, k)| k.clone().as_any().downcast::<K>().ok())
        };
        if let Some(k) = find(&self.areas()) {
            return k;
        }
        let mut list = self.areas.write().unwrap_or_else(|e| e.into_inner());
        if let Some(k) = find(&list) {
            return k;
        }
        let k = Arc::new(K::default());
        if self.suspended.on() {
            Keeper::suspend(k.as_ref());
        }
        list.push((id, k.clone()));
        k
    }
}

#[derive(Clone)]
struct RedisSide {
    origin: Arc<str>,
    channel: Arc<str>,
    publisher: redis::aio::ConnectionManager,
}

impl EventBus {
    /// The single-instance bus of the embedded default.
    pub fn in_process() -> Self {
        Self {
            fanout: Arc::default(),
            redis: None,
            kept: Arc::default(),
        }
    }

    /// A bus shared by every instance connected to the same Redis with the
    /// same key prefix (its channel is [`channel`]`(prefix)`).
    pub async fn redis(client: redis::Client, prefix: &str) -> Result<Self, redis::RedisError> {
        let fanout = Arc::<Fanout>::default();
        let origin: Arc<str> = uuid_like().into();
        let channel: Arc<str> = channel(prefix).into();
        let publisher = connect_redis(&client).await?;
        // Subscribe before returning so no event published after this call
        // is missed by this instance.
        let first = subscribe(&client, &channel).await?;
        let kept = Arc::<Kept>::default();
        tokio::spawn(run_subscriber(
            client,
            first,
            channel.clone(),
            fanout.clone(),
            origin.clone(),
            kept.clone(),
        ));
        Ok(Self {
            fanout,
            redis: Some(RedisSide {
                origin,
                channel,
                publisher,
            }),
            kept,
        })
    }

    pub fn is_redis(&self) -> bool {
        self.redis.is_some()
    }

    /// The cache of token and member validity this bus keeps exact.
    pub fn identity(&self) -> &IdentityCache {
        &self.kept.identity
    }

    /// An area's value kept exact by the bus's events (created on first
    /// use; one per type and bus).
    pub fn keeper<K: Keeper>(&self) -> Arc<K> {
        self.kept.keeper::<K>()
    }

    /// Member rows, kept by the bus's events (`kernel::member_rows`).
    pub fn member_rows(&self) -> &MemberRows<entities::member::Model> {
        &self.kept.member_rows
    }

    /// Delivers `event` to local subscribers now and, with Redis, to the other
    /// instances. A Redis failure is logged, not returned: the change it
    /// announces is already committed, and local subscribers still get it.
    pub async fn publish(&self, event: DomainEvent) {
        self.kept.apply(&event);
        self.fanout.send(Arc::new(event.clone()));
        if let Some(side) = &self.redis {
            let envelope = Envelope {
                origin: side.origin.to_string(),
                event,
                published_at_us: super::clock::now().timestamp_micros(),
            };
            match serde_json::to_string(&envelope) {
                Ok(payload) => {
                    let mut conn = side.publisher.clone();
                    let mut cmd = redis::cmd("PUBLISH");
                    cmd.arg(&*side.channel).arg(payload);
                    let sent = cmd.query_async::<()>(&mut conn);
                    // Bounded: with Redis down the connection keeps
                    // reconnecting, and a request that announces a change
                    // must not wait on it (the other instances resync when
                    // their own subscription comes back). Shorter still
                    // once the outage is known: a publish is still tried
                    // (Redis may be back before our subscription is), but
                    // costs a request next to nothing.
                    let wait = if self.kept.suspended.on() {
                        PUBLISH_WAIT_IN_OUTAGE
                    } else {
                        PUBLISH_WAIT
                    };
                    match tokio::time::timeout(wait, sent).await {
                        Ok(Ok(())) => {}
                        Ok(Err(err)) => {
                            metrics::counter!(UNPUBLISHED_METRIC).increment(1);
                            tracing::debug!(error = %err, "event not published to redis")
                        }
                        Err(_) => {
                            metrics::counter!(UNPUBLISHED_METRIC).increment(1);
                            tracing::debug!("event not published to redis: timed out")
                        }
                    }
                }
                Err(err) => tracing::error!(error = %err, "event not serialisable"),
            }
        }
    }

    /// Every event from now on. A subscriber that falls more than the buffer
    /// behind skips ahead (and is sent a `Resync` in place of what it lost).
    pub fn subscribe(&self) -> impl Stream<Item = Arc<DomainEvent>> + Send + 'static {
        self.fanout.subscribe_all()
    }

    /// The events addressed to `member_id` and those addressed to no one
    /// in particular (see `kernel::fanout`): what a member's live views
    /// need, without waking for every other member's events.
    pub fn subscribe_member(
        &self,
        member_id: i64,
    ) -> impl Stream<Item = Arc<DomainEvent>> + Send + 'static {
        self.fanout.subscribe_member(member_id)
    }

    /// The events addressed to `member_id` only: no broadcast, follow or
    /// configuration change wakes it.
    pub fn subscribe_addressed(
        &self,
        member_id: i64,
    ) -> impl Stream<Item = Arc<DomainEvent>> + Send + 'static {
        self.fanout.subscribe_addressed(member_id)
    }
}

/// A self-reconnecting Redis connection that fails fast: a command waits at
/// most 2 s, and a first connection gives up after two quick retries, so a
/// missing Redis is reported at start instead of hanging it.
pub async fn connect_redis(
    client: &redis::Client,
) -> Result<redis::aio::ConnectionManager, redis::RedisError> {
    let config = redis::aio::ConnectionManagerConfig::new()
        .set_number_of_retries(2)
        .set_max_delay(500)
        .set_connection_timeout(Duration::from_secs(2))
        .set_response_timeout(Duration::from_secs(2));
    redis::aio::ConnectionManager::new_with_config(client.clone(), config).await
}

async fn subscribe(
    client: &redis::Client,
    channel: &str,
) -> Result<redis::aio::PubSub, redis::RedisError> {
    let mut pubsub = client.get_async_pubsub().await?;
    pubsub.subscribe(channel).await?;
    Ok(pubsub)
}

/// Reads the Redis channel for the life of the process, reconnecting after
/// failures, and hands every foreign event to the local subscribers.
async fn run_subscriber(
    client: redis::Client,
    first: redis::aio::PubSub,
    channel: Arc<str>,
    fanout: Arc<Fanout>,
    origin: Arc<str>,
    kept: Arc<Kept>,
) {
    let mut pubsub = Some(first);
    let mut outage: Option<std::time::Instant> = None;
    metrics::gauge!(REDIS_UP_METRIC).set(1.0);
    loop {
        if let Some(mut ps) = pubsub.take() {
            let mut messages = ps.on_message();
            while let Some(msg) = messages.next().await {
                let Ok(payload) = msg.get_payload::<String>() else {
                    continue;
                };
                match serde_json::from_str::<Envelope>(&payload) {
                    Ok(env) if *env.origin != *origin => {
                        kept.apply(&env.event);
                        fanout.send_from(
                            Arc::new(env.event),
                            published_instant(env.published_at_us),
                            super::fanout::Origin::Remote,
                        );
                    }
                    Ok(_) => {}
                    Err(err) => tracing::warn!(error = %err, "unreadable event on the bus"),
                }
            }
            // Other instances' changes cannot reach us now: what the bus
            // keeps is bypassed (signed-in requests are checked against
            // the database) until the subscription is back.
            kept.suspend();
            outage = Some(std::time::Instant::now());
            metrics::gauge!(REDIS_UP_METRIC).set(0.0);
            metrics::counter!(OUTAGES_METRIC).increment(1);
            tracing::warn!(
                "redis outage began: event subscription lost; serving from the database \
                 and this instance's events until it is back"
            );
        }
        tokio::time::sleep(Duration::from_millis(500)).await;
        match subscribe(&client, &channel).await {
            Ok(ps) => {
                pubsub = Some(ps);
                kept.resume();
                let served = kept.identity.take_fallbacks();
                let lasted = outage.take().map(|t| t.elapsed().as_secs_f64());
                metrics::gauge!(REDIS_UP_METRIC).set(1.0);
                tracing::warn!(
                    seconds = lasted.unwrap_or_default(),
                    fallback_requests = served,
                    "redis outage ended: event subscription restored; live counts resync"
                );
                fanout.send(Arc::new(DomainEvent::Resync));
            }
            Err(err) => tracing::debug!(error = %err, "redis still unavailable"),
        }
    }
}

fn uuid_like() -> String {
    use rand::RngCore;
    let mut bytes = [0u8; 12];
    rand::rngs::OsRng.fill_bytes(&mut bytes);
    hex::encode(bytes)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_envelope_without_a_publish_time_still_reads() {
        // What an instance from before `published_at_us` sends.
        let old = r#"{"origin":"abc","event":{"kind":"member_changed","member_id":7}}"#;
        let env: Envelope = serde_json::from_str(old).unwrap();
        assert_eq!(env.published_at_us, 0);
        assert_eq!(env.event, DomainEvent::MemberChanged { member_id: 7 });
        // And an old reader's shape ignores the new field.
        #[derive(Deserialize)]
        struct OldEnvelope {
            origin: String,
        }
        let new = serde_json::to_string(&Envelope {
            origin: "abc".into(),
            event: DomainEvent::Resync,
            published_at_us: 1,
        })
        .unwrap();
        assert_eq!(
            serde_json::from_str::<OldEnvelope>(&new).unwrap().origin,
            "abc"
        );
    }

    #[test]
    fn a_publisher_clock_ahead_of_ours_is_no_delay() {
        let ahead = super::super::clock::now().timestamp_micros() + 60_000_000;
        let before = std::time::Instant::now();
        assert!(published_instant(ahead) >= before);
        assert!(published_instant(0) >= before);
        let minute_ago = super::super::clock::now().timestamp_micros() - 60_000_000;
        assert!(published_instant(minute_ago) < before);
    }
}
