//! Short-lived shared state: SMS codes and their attempt counters, send
//! limits, members' daily limits, staff sign-in failure counts, single-use
//! markers for provider codes, the WeChat access-token cache. (The token
//! denylist lives in the database: `kernel::denylist`.)
//!
//! Two backends behind [`KvStore`]: in-process (the embedded default, one
//! instance) and Redis (shared by every instance). Every operation that
//! decides something under concurrency is atomic in both: `incr`, `set_nx`
//! and `del` tell exactly one of many parallel callers that it won.
//!
//! With Redis configured, a Redis failure is an error (`SERVICE_UNAVAILABLE`):
//! callers fail closed, never open — except members' daily limits, which
//! count in-process at half while it lasts ([`hit_member_limit`]).

use std::collections::HashMap;
use std::sync::Mutex;
use std::time::{Duration, Instant};

use async_trait::async_trait;

use crate::kernel::error::{AppError, AppResult};

#[async_trait]
pub trait KvStore: Send + Sync {
    async fn get(&self, key: &str) -> AppResult<Option<String>>;
    async fn set(&self, key: &str, value: &str, ttl: Duration) -> AppResult<()>;
    /// Sets `key` only when absent; `true` when this call set it.
    async fn set_nx(&self, key: &str, value: &str, ttl: Duration) -> AppResult<bool>;
    /// Removes `key`; `true` when this call removed it.
    async fn del(&self, key: &str) -> AppResult<bool>;
    /// Adds one and returns the new value; a new counter lives for `ttl`.
    async fn incr(&self, key: &str, ttl: Duration) -> AppResult<i64>;
    /// Seconds `key` has left to live, if it exists.
    async fn ttl_secs(&self, key: &str) -> AppResult<Option<u64>>;
}

/// Counts one hit against a fixed-window limit: `RATE_LIMITED` with the
/// seconds until the window ends once more than `limit` hits were counted.
pub async fn hit_limit(kv: &dyn KvStore, key: &str, limit: i64, window: Duration) -> AppResult<()> {
    let n = kv.incr(key, window).await?;
    if n > limit {
        let wait = kv.ttl_secs(key).await?.unwrap_or(window.as_secs()).max(1);
        return Err(AppError::rate_limited(wait));
    }
    Ok(())
}

/// [`hit_limit`] for a limit that guards a signed-in member's action (a
/// daily count of feedback, of phone lookups): while the store fails
/// (Redis down) the hit is counted in this process instead, at half the
/// limit (security.md: never unlimited, never the outage refusing the
/// member), and `rate_limit_fallback_total` counts it. Limits that guard
/// SMS codes stay on [`hit_limit`]: they fail closed.
pub async fn hit_member_limit(
    kv: &dyn KvStore,
    key: &str,
    limit: i64,
    window: Duration,
) -> AppResult<()> {
    match hit_limit(kv, key, limit, window).await {
        Err(e) if e.code == crate::kernel::error::ErrorCode::ServiceUnavailable => {
            static LOCAL: std::sync::OnceLock<MemoryKv> = std::sync::OnceLock::new();
            tracing::warn!(
                key,
                "shared limits unavailable; counting in-process at half"
            );
            metrics::counter!("rate_limit_fallback_total").increment(1);
            let local = LOCAL.get_or_init(MemoryKv::default);
            hit_limit(local, key, (limit / 2).max(1), window).await
        }
        other => other,
    }
}

/// The embedded default: a map in this process.
#[derive(Default)]
pub struct MemoryKv {
    inner: Mutex<MemoryInner>,
}

#[derive(Default)]
struct MemoryInner {
    map: HashMap<String, (String, Instant)>,
    ops: u64,
}

impl MemoryInner {
    fn live(&mut self, key: &str, now: Instant) -> Option<&mut (String, Instant)> {
        if self.map.get(key).is_some_and(|(_, exp)| *exp <= now) {
            self.map.remove(key);
        }
        self.map.get_mut(key)
    }

    /// Drops expired entries now and then so the map cannot grow forever.
    fn sweep(&mut self, now: Instant) {
        self.ops += 1;
        if self.ops.is_multiple_of(1024) {
            self.map.retain(|_, (_, exp)| *exp > now);
        }
    }
}

impl MemoryKv {
    fn with<T>(&self, f: impl FnOnce(&mut MemoryInner, Instant) -> T) -> AppResult<T> {
        let mut guard = self
            .inner
            .lock()
            .map_err(|_| AppError::internal("in-process store lock poisoned"))?;
        let now = Instant::now();
        guard.sweep(now);
        Ok(f(&mut guard, now))
    }
}

#[async_trait]
impl KvStore for MemoryKv {
    async fn get(&self, key: &str) -> AppResult<Option<String>> {
        self.with(|m, now| m.live(key, now).map(|(v, _)| v.clone()))
    }

    async fn set(&self, key: &str, value: &str, ttl: Duration) -> AppResult<()> {
        self.with(|m, now| {
            m.map.insert(key.to_owned(), (value.to_owned(), now + ttl));
        })
    }

    async fn set_nx(&self, key: &str, value: &str, ttl: Duration) -> AppResult<bool> {
        self.with(|m, now| {
            if m.live(key, now).is_some() {
                false
            } else {
                m.map.insert(key.to_owned(), (value.to_owned(), now + ttl));
                true
            }
        })
    }

    async fn del(&self, key: &str) -> AppResult<bool> {
        self.with(|m, now| {
            let existed = m.live(key, now).is_some();
            m.map.remove(key);
            existed
        })
    }

    async fn incr(&self, key: &str, ttl: Duration) -> AppResult<i64> {
        self.with(|m, now| match m.live(key, now) {
            Some((v, _)) => {
                let n = v.parse::<i64>().unwrap_or(0) + 1;
                *v = n.to_string();
                n
            }
            None => {
                m.map.insert(key.to_owned(), ("1".into(), now + ttl));
                1
            }
        })
    }

    async fn ttl_secs(&self, key: &str) -> AppResult<Option<u64>> {
        self.with(|m, now| {
            m.live(key, now)
                .map(|(_, exp)| exp.saturating_duration_since(now).as_secs_f64().ceil() as u64)
        })
    }
}

/// The key prefix unless configured otherwise.
pub const DEFAULT_PREFIX: &str = "lm:";

/// Redis, shared by every instance. Keys are prefixed so the product can
/// share a Redis with others.
pub struct RedisKv {
    conn: redis::aio::ConnectionManager,
    prefix: String,
}

impl RedisKv {
    pub fn new(conn: redis::aio::ConnectionManager) -> Self {
        Self::with_prefix(conn, DEFAULT_PREFIX)
    }

    /// Keys under `prefix` (`--redis-key-prefix`): two deployments, or two
    /// test runs, can share one Redis without meeting.
    pub fn with_prefix(conn: redis::aio::ConnectionManager, prefix: &str) -> Self {
        Self {
            conn,
            prefix: prefix.to_owned(),
        }
    }

    fn key(&self, key: &str) -> String {
        format!("{}{key}", self.prefix)
    }
}

fn millis(ttl: Duration) -> u64 {
    ttl.as_millis().max(1) as u64
}

#[async_trait]
impl KvStore for RedisKv {
    async fn get(&self, key: &str) -> AppResult<Option<String>> {
        let mut c = self.conn.clone();
        Ok(redis::cmd("GET")
            .arg(self.key(key))
            .query_async(&mut c)
            .await?)
    }

    async fn set(&self, key: &str, value: &str, ttl: Duration) -> AppResult<()> {
        let mut c = self.conn.clone();
        redis::cmd("SET")
            .arg(self.key(key))
            .arg(value)
            .arg("PX")
            .arg(millis(ttl))
            .query_async::<()>(&mut c)
            .await?;
        Ok(())
    }

    async fn set_nx(&self, key: &str, value: &str, ttl: Duration) -> AppResult<bool> {
        let mut c = self.conn.clone();
        let set: Option<String> = redis::cmd("SET")
            .arg(self.key(key))
            .arg(value)
            .arg("NX")
            .arg("PX")
            .arg(millis(ttl))
            .query_async(&mut c)
            .await?;
        Ok(set.is_some())
    }

    async fn del(&self, key: &str) -> AppResult<bool> {
        let mut c = self.conn.clone();
        let n: i64 = redis::cmd("DEL")
            .arg(self.key(key))
            .query_async(&mut c)
            .await?;
        Ok(n > 0)
    }

    async fn incr(&self, key: &str, ttl: Duration) -> AppResult<i64> {
        // INCR and the expiry of a new counter in one step: a crash between
        // the two can never leave a counter that lives forever.
        let script = redis::Script::new(
            "local v = redis.call('INCR', KEYS[1]) \
             if v == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end \
             return v",
        );
        let mut c = self.conn.clone();
        Ok(script
            .key(self.key(key))
            .arg(millis(ttl))
            .invoke_async(&mut c)
            .await?)
    }

    async fn ttl_secs(&self, key: &str) -> AppResult<Option<u64>> {
        let mut c = self.conn.clone();
        let ms: i64 = redis::cmd("PTTL")
            .arg(self.key(key))
            .query_async(&mut c)
            .await?;
        Ok((ms >= 0).then(|| (ms as u64).div_ceil(1000)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn memory_semantics() {
        let kv = MemoryKv::default();
        assert!(kv.set_nx("a", "1", Duration::from_secs(5)).await.unwrap());
        assert!(!kv.set_nx("a", "2", Duration::from_secs(5)).await.unwrap());
        assert_eq!(kv.get("a").await.unwrap().as_deref(), Some("1"));
        assert!(kv.del("a").await.unwrap());
        assert!(!kv.del("a").await.unwrap());
        assert_eq!(kv.incr("n", Duration::from_secs(5)).await.unwrap(), 1);
        assert_eq!(kv.incr("n", Duration::from_secs(5)).await.unwrap(), 2);
        assert!(kv.ttl_secs("n").await.unwrap().unwrap() <= 5);
        kv.set("e", "x", Duration::from_millis(20)).await.unwrap();
        tokio::time::sleep(Duration::from_millis(40)).await;
        assert_eq!(kv.get("e").await.unwrap(), None);
    }

    #[tokio::test]
    async fn limits_answer_rate_limited_with_a_wait() {
        let kv = MemoryKv::default();
        for _ in 0..2 {
            hit_limit(&kv, "l", 2, Duration::from_secs(60))
                .await
                .unwrap();
        }
        let err = hit_limit(&kv, "l", 2, Duration::from_secs(60))
            .await
            .unwrap_err();
        assert_eq!(err.code, crate::ErrorCode::RateLimited);
        assert!(err.retry_after.unwrap() >= 59);
    }
}
