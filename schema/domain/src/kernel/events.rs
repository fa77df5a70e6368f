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
//! When the Redis subscription is re-established after an outage, a
//! [`DomainEvent::Resync`] goes to local subscribers so they can push fresh
//! values.

use std::sync::atomic::{AtomicBool, AtomicI64, Ordering};
use std::sync::Arc;
use std::time::Duration;

use chrono::{DateTime, Utc};
use futures_util::{Stream, StreamExt};
use serde::{Deserialize, Serialize};

use super::fanout::Fanout;
use super::identity::IdentityCache;
use super::member_rows::MemberRows;

/// The Redis channel every instance of one deployment publishes to and
/// reads from, after the deployment's key prefix (`--redis-key-prefix`):
/// two deployments sharing a Redis never hear each other's events
/// (security.md).
pub const CHANNEL_SUFFIX: &str = "events";

/// The event channel of the deployment whose keys start with `prefix`.
pub fn channel(prefix: &str) -> String {
    format!("{prefix}{CHANNEL_SUFFIX}")
}

// The payloads events carry. They are defined here, not in their areas, so
// the kernel depends on no area; the areas fill them from their rows.

/// What a subscriber is told about a new message (small on purpose: one
/// GraphQL execution per subscriber runs on it).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct MessageSummary {
    pub id: i64,
    pub message_type: i16,
    pub title: String,
    pub content: String,
    pub sender_id: Option<i64>,
    pub sent_at: DateTime<Utc>,
}

/// One configuration value.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ConfigItem {
    pub config_type: String,
    pub string_value: String,
    pub int_value: i64,
    pub description: String,
    pub updated_at: DateTime<Utc>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum DomainEvent {
    /// A system config value was created or changed.
    SystemConfigChanged { item: ConfigItem },
    /// `follower_id` started following `member_id` (the message centre turns
    /// this into an interaction message). Carries the new counts.
    MemberFollowed {
        follower_id: i64,
        member_id: i64,
        follower_focus_count: i64,
        member_fans_count: i64,
    },
    /// `follower_id` stopped following `member_id`, with the new counts.
    MemberUnfollowed {
        follower_id: i64,
        member_id: i64,
        follower_focus_count: i64,
        member_fans_count: i64,
    },
    /// A targeted message reached `member_id`, whose unread count is now
    /// `unread`, computed when the latest broadcast was `seq`.
    MessageDelivered {
        member_id: i64,
        message: MessageSummary,
        unread: i64,
        seq: i64,
    },
    /// A broadcast to everyone was sent; it is broadcast number `seq`. Each
    /// subscriber adds it to the count it holds (no row per member exists).
    BroadcastSent { message: MessageSummary, seq: i64 },
    /// `member_id` read or unread messages; the count is now `unread` (at
    /// broadcast `seq`).
    UnreadChanged {
        member_id: i64,
        unread: i64,
        seq: i64,
    },
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
    /// Columns of `member_id`'s row changed that no other event names
    /// (profile, location, WeChat binding, real name, staff edits, last
    /// activity): caches of the row forget it (`kernel::member_rows`).
    MemberChanged { member_id: i64 },
    /// `member_id`'s points balance is now `balance` (a check-in, ad reward,
    /// invite reward, redemption or refund was committed).
    PointsChanged { member_id: i64, balance: i64 },
    /// Staff published a draw (carried whole: subscribers read nothing).
    DrawPublished {
        game: String,
        issue: String,
        draw_date: chrono::NaiveDate,
        main: Vec<u8>,
        extra: Vec<u8>,
        prize_list: serde_json::Value,
        pool_fen: Option<i64>,
    },
    /// Staff set new odds for play type `play` (its code) of sports match
    /// `match_id` of `game`. `view` is the match as members read it, with
    /// the odds now in force (`sports::service::MatchView`, serialised: the
    /// kernel knows no area's types), so subscribers read nothing.
    SportsOddsChanged {
        game: String,
        match_id: i64,
        play: String,
        view: serde_json::Value,
    },
    /// Staff published or corrected a sports match's result; `view` as in
    /// `SportsOddsChanged`.
    SportsResultPublished {
        game: String,
        match_id: i64,
        view: serde_json::Value,
    },
    /// The bus may have missed events (Redis reconnected): re-read and push.
    Resync,
}

impl DomainEvent {
    /// The one member an event is about, when it is about one: only that
    /// member's streams are woken for it (`kernel::fanout`). Follows name
    /// two members and go to everyone, like broadcasts.
    pub fn addressee(&self) -> Option<i64> {
        match self {
            DomainEvent::MessageDelivered { member_id, .. }
            | DomainEvent::UnreadChanged { member_id, .. }
            | DomainEvent::TokensRevoked { member_id, .. }
            | DomainEvent::TokenRotated { member_id, .. }
            | DomainEvent::MemberAccessChanged { member_id }
            | DomainEvent::MemberChanged { member_id }
            | DomainEvent::PointsChanged { member_id, .. } => Some(*member_id),
            DomainEvent::SystemConfigChanged { .. }
            | DomainEvent::MemberFollowed { .. }
            | DomainEvent::MemberUnfollowed { .. }
            | DomainEvent::BroadcastSent { .. }
            | DomainEvent::DrawPublished { .. }
            | DomainEvent::SportsOddsChanged { .. }
            | DomainEvent::SportsResultPublished { .. }
            | DomainEvent::Resync => None,
        }
    }
}

#[derive(Serialize, Deserialize)]
struct Envelope {
    origin: String,
    event: DomainEvent,
}

#[derive(Clone)]
pub struct EventBus {
    fanout: Arc<Fanout>,
    redis: Option<RedisSide>,
    kept: Arc<Kept>,
}

/// What the bus keeps exact on this instance (ARCHITECTURE.md "What the
/// bus keeps exact"): each is moved by every event before subscribers see
/// it, and suspended while events may be missed.
#[derive(Default)]
struct Kept {
    identity: IdentityCache,
    seq: LatestSeq,
    member_rows: MemberRows<entities::member::Model>,
}

impl Kept {
    fn apply(&self, event: &DomainEvent) {
        self.identity.apply(event);
        self.seq.apply(event);
        self.member_rows.apply(event);
    }

    fn suspend(&self) {
        self.identity.suspend();
        self.seq.suspend();
        self.member_rows.suspend();
    }

    fn resume(&self) {
        self.identity.resume();
        self.seq.resume();
        self.member_rows.resume();
    }
}

/// The newest broadcast's number as far as this instance knows: read from
/// the database once, then moved by the seq every message event carries
/// (seqs only grow, so the larger wins whatever the order; an event that
/// lands while the first read is in flight still counts). Unknown again
/// while the bus may be missing events (Redis subscription down).
#[derive(Debug)]
pub struct LatestSeq {
    /// The largest seq seen since the last `forget`.
    value: AtomicI64,
    /// A database read has been folded in: `value` is the latest.
    known: AtomicBool,
    /// Set while the Redis subscription is down: nothing is known then.
    bypass: AtomicBool,
}

impl Default for LatestSeq {
    fn default() -> Self {
        Self {
            value: AtomicI64::new(i64::MIN),
            known: AtomicBool::new(false),
            bypass: AtomicBool::new(false),
        }
    }
}

impl LatestSeq {
    pub fn get(&self) -> Option<i64> {
        if self.bypass.load(Ordering::Acquire) || !self.known.load(Ordering::Acquire) {
            return None;
        }
        Some(self.value.load(Ordering::Acquire))
    }

    /// The database's latest seq, read just now.
    pub fn read_from_database(&self, seq: i64) {
        if !self.bypass.load(Ordering::Acquire) {
            self.value.fetch_max(seq, Ordering::AcqRel);
            self.known.store(true, Ordering::Release);
        }
    }

    fn forget(&self) {
        self.known.store(false, Ordering::Release);
        self.value.store(i64::MIN, Ordering::Release);
    }

    fn suspend(&self) {
        self.bypass.store(true, Ordering::Release);
        self.forget();
    }

    fn resume(&self) {
        self.forget();
        self.bypass.store(false, Ordering::Release);
    }

    fn apply(&self, event: &DomainEvent) {
        match event {
            DomainEvent::BroadcastSent { seq, .. }
            | DomainEvent::MessageDelivered { seq, .. }
            | DomainEvent::UnreadChanged { seq, .. } => {
                self.value.fetch_max(*seq, Ordering::AcqRel);
            }
            DomainEvent::Resync => self.forget(),
            _ => {}
        }
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

    /// The newest broadcast's number, kept by the bus's events.
    pub fn latest_seq(&self) -> &LatestSeq {
        &self.kept.seq
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
            };
            match serde_json::to_string(&envelope) {
                Ok(payload) => {
                    let mut conn = side.publisher.clone();
                    let sent: Result<(), _> = redis::cmd("PUBLISH")
                        .arg(&*side.channel)
                        .arg(payload)
                        .query_async(&mut conn)
                        .await;
                    if let Err(err) = sent {
                        tracing::warn!(error = %err, "event not published to redis");
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
                        fanout.send(Arc::new(env.event));
                    }
                    Ok(_) => {}
                    Err(err) => tracing::warn!(error = %err, "unreadable event on the bus"),
                }
            }
            tracing::warn!("redis event subscription lost; reconnecting");
            // Other instances' changes cannot reach us now.
            kept.suspend();
        }
        tokio::time::sleep(Duration::from_millis(500)).await;
        match subscribe(&client, &channel).await {
            Ok(ps) => {
                tracing::info!("redis event subscription restored");
                pubsub = Some(ps);
                kept.resume();
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
