//! Token buckets: the request rate limits (per member, per IP, WebSocket
//! connects) and the partners' cost quotas are all one shape.
//!
//! A bucket holds up to `capacity` points and refills at `per_second`; a
//! request takes its cost if the bucket holds it, otherwise it is refused
//! with the time until it would. A partner's bucket is later settled to
//! what the query actually cost ([`Buckets::settle`]): the estimate's
//! surplus given back, or a shortfall taken even past empty, so the bucket
//! owes it and refuses until it has refilled (the charge is then exactly
//! the actual cost, the number usage records).
//!
//! With Redis the bucket is shared by every instance: one Lua script reads,
//! refills and takes atomically, on Redis's clock. When Redis fails the
//! request is counted in this process instead, at half the capacity and
//! half the rate (security.md: never unlimited). Without Redis (the
//! embedded default) the in-process bucket is the only one, at full size.
//!
//! Why not a library: `governor` (the well-kept Rust limiter) is in-process
//! only and cannot give back unused cost; the Redis side has to be a script
//! anyway. Amounts are integers in thousandths of a point, so fractional
//! refills add up exactly and no float is stored.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use crate::kernel::error::{AppError, AppResult};

/// Thousandths of a point: the unit buckets count in.
const MILLI: u64 = 1000;

/// The size and refill rate of one kind of bucket.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct BucketSpec {
    /// Points the bucket holds when full (the burst).
    pub capacity: u64,
    /// Points restored per second (the sustained rate); at least 1.
    pub per_second: u64,
}

impl BucketSpec {
    pub const fn new(capacity: u64, per_second: u64) -> Self {
        Self {
            capacity,
            per_second,
        }
    }

    /// The in-process stand-in while Redis is down: half the size and rate,
    /// at least one point of each.
    pub fn halved(self) -> Self {
        Self {
            capacity: (self.capacity / 2).max(1),
            per_second: (self.per_second / 2).max(1),
        }
    }
}

/// The bucket after a take.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Taken {
    /// Whether the cost was taken.
    pub allowed: bool,
    /// Whole points left in the bucket.
    pub remaining: u64,
    /// The bucket's capacity (after halving, when Redis is down).
    pub capacity: u64,
    /// Its restore rate per second (after halving, when Redis is down).
    pub per_second: u64,
    /// When refused: milliseconds until the cost would fit.
    pub retry_after_ms: u64,
    /// Milliseconds until the bucket is full again.
    pub full_in_ms: u64,
}

impl Taken {
    /// Whole seconds to wait before retrying (at least 1), for `Retry-After`.
    pub fn retry_after_secs(&self) -> u64 {
        self.retry_after_ms.div_ceil(1000).max(1)
    }
}

/// One bucket's arithmetic, shared by the in-process store and (as Lua) by
/// Redis. `level` and `cost` are in thousandths; a negative cost gives back.
/// A take (`settle` false) is refused when the bucket does not hold it; a
/// settlement always applies, and may leave the level below zero (a debt
/// the refill pays before anything is taken again).
fn step(
    level: i64,
    elapsed_ms: u64,
    spec: BucketSpec,
    cost: i64,
    settle: bool,
) -> (bool, i64, u64) {
    let cap = milli(spec.capacity);
    let rate = spec.per_second.max(1); // thousandths per millisecond
    let refill = elapsed_ms.saturating_mul(rate).min(i64::MAX as u64) as i64;
    let level = cap.min(level.saturating_add(refill));
    if cost <= 0 || settle {
        return (true, cap.min(level.saturating_sub(cost)), 0);
    }
    if cost <= level {
        (true, level - cost, 0)
    } else {
        (false, level, (cost - level).unsigned_abs().div_ceil(rate))
    }
}

/// `points` in thousandths, as the signed level is kept.
fn milli(points: u64) -> i64 {
    points.saturating_mul(MILLI).min(i64::MAX as u64) as i64
}

fn taken(allowed: bool, level: i64, retry_after_ms: u64, spec: BucketSpec) -> Taken {
    let cap = milli(spec.capacity);
    Taken {
        allowed,
        remaining: level.max(0).unsigned_abs() / MILLI,
        capacity: spec.capacity,
        per_second: spec.per_second,
        retry_after_ms,
        full_in_ms: (cap - level.min(cap))
            .unsigned_abs()
            .div_ceil(spec.per_second.max(1)),
    }
}

/// Buckets in this process.
#[derive(Default)]
pub struct LocalBuckets {
    inner: Mutex<LocalInner>,
}

#[derive(Default)]
struct LocalInner {
    /// Key → (level in thousandths, below zero while in debt; last update).
    map: HashMap<String, (i64, Instant)>,
    ops: u64,
}

impl LocalBuckets {
    /// One [`step`] of bucket `key` (a take, or with `settle` a settlement).
    pub fn apply(&self, key: &str, spec: BucketSpec, cost: i64, settle: bool) -> AppResult<Taken> {
        let mut g = self
            .inner
            .lock()
            .map_err(|_| AppError::internal("bucket lock poisoned"))?;
        let now = Instant::now();
        g.ops += 1;
        if g.ops.is_multiple_of(4096) {
            // A bucket idle long enough to be full again carries no state.
            let horizon = Duration::from_secs(3600);
            g.map.retain(|_, (_, at)| now.duration_since(*at) < horizon);
        }
        let (level, at) = g
            .map
            .get(key)
            .copied()
            .unwrap_or((milli(spec.capacity), now));
        let elapsed = now.duration_since(at).as_millis() as u64;
        let (allowed, level, retry) = step(level, elapsed, spec, cost, settle);
        g.map.insert(key.to_owned(), (level, now));
        Ok(taken(allowed, level, retry, spec))
    }
}

/// The Redis side of [`step`]: refill from the elapsed time on Redis's own
/// clock (instances' clocks may differ), then take or give back.
/// KEYS[1] the bucket; ARGV capacity (thousandths), rate (thousandths per
/// ms), cost (thousandths, negative gives back), settle (1: applied even
/// past empty, as [`step`]). Returns {allowed, level,
/// retry_ms}.
const SCRIPT: &str = r"
local cap = tonumber(ARGV[1])
local rate = tonumber(ARGV[2])
local cost = tonumber(ARGV[3])
local settle = ARGV[4] == '1'
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local s = redis.call('HMGET', KEYS[1], 'l', 't')
local level = tonumber(s[1]) or cap
local at = tonumber(s[2]) or now
if now > at then level = math.min(cap, level + (now - at) * rate) end
local allowed, retry = 1, 0
if cost <= 0 or settle then
  level = math.min(cap, level - cost)
elseif cost <= level then
  level = level - cost
else
  allowed = 0
  retry = math.ceil((cost - level) / rate)
end
redis.call('HSET', KEYS[1], 'l', level, 't', now)
redis.call('PEXPIRE', KEYS[1], math.ceil((cap - level) / rate) + 1000)
return {allowed, level, retry}
";

/// How long a bucket call may wait on Redis before the request is counted
/// in-process instead: a limit must never make a request slow.
const REDIS_WAIT: Duration = Duration::from_millis(250);
/// After a failure, Redis is left alone this long (every request counted
/// in-process) rather than each request waiting on it again.
const REDIS_PAUSE: Duration = Duration::from_secs(2);

/// Buckets shared through Redis, with the in-process fallback.
pub struct Buckets {
    redis: Option<(redis::aio::ConnectionManager, String)>,
    script: redis::Script,
    local: LocalBuckets,
    /// Until when Redis is skipped after a failure.
    paused_until: Mutex<Option<Instant>>,
}

impl Buckets {
    /// Buckets in this process only (the embedded default).
    pub fn local() -> Arc<Self> {
        Arc::new(Self {
            redis: None,
            script: redis::Script::new(SCRIPT),
            local: LocalBuckets::default(),
            paused_until: Mutex::new(None),
        })
    }

    /// Buckets shared by every instance on this Redis, under `prefix`.
    pub fn redis(conn: redis::aio::ConnectionManager, prefix: &str) -> Arc<Self> {
        Arc::new(Self {
            redis: Some((conn, prefix.to_owned())),
            script: redis::Script::new(SCRIPT),
            local: LocalBuckets::default(),
            paused_until: Mutex::new(None),
        })
    }

    /// Takes `cost` points from bucket `key` if it holds them.
    pub async fn take(&self, key: &str, spec: BucketSpec, cost: u64) -> AppResult<Taken> {
        self.apply(key, spec, cost.min(i64::MAX as u64) as i64, false)
            .await
    }

    /// Settles bucket `key` after the fact: takes `delta` points (even past
    /// empty, leaving a debt) or gives back `-delta`.
    pub async fn settle(&self, key: &str, spec: BucketSpec, delta: i64) -> AppResult<Taken> {
        self.apply(key, spec, delta, true).await
    }

    async fn apply(
        &self,
        key: &str,
        spec: BucketSpec,
        cost: i64,
        settle: bool,
    ) -> AppResult<Taken> {
        let milli_cost = cost.saturating_mul(MILLI as i64);
        let Some((conn, prefix)) = &self.redis else {
            return self.local.apply(key, spec, milli_cost, settle);
        };
        if self.paused() {
            return self.local.apply(key, spec.halved(), milli_cost, settle);
        }
        let mut c = conn.clone();
        let cap = milli(spec.capacity);
        let mut invocation = self.script.key(format!("{prefix}bucket:{key}"));
        invocation
            .arg(cap)
            .arg(spec.per_second.max(1))
            .arg(milli_cost)
            .arg(if settle { 1 } else { 0 });
        let call = invocation.invoke_async::<(i64, i64, i64)>(&mut c);
        match tokio::time::timeout(REDIS_WAIT, call).await {
            Ok(Ok((allowed, level, retry))) => {
                Ok(taken(allowed == 1, level, retry.max(0) as u64, spec))
            }
            failed => {
                let why = match failed {
                    Ok(Err(err)) => err.to_string(),
                    _ => "timed out".to_owned(),
                };
                tracing::warn!(error = %why, "redis buckets unavailable; counting in-process at half");
                metrics::counter!("rate_limit_fallback_total").increment(1);
                self.pause();
                self.local.apply(key, spec.halved(), milli_cost, settle)
            }
        }
    }

    fn paused(&self) -> bool {
        self.paused_until
            .lock()
            .map(|g| g.is_some_and(|until| Instant::now() < until))
            .unwrap_or(false)
    }

    fn pause(&self) {
        if let Ok(mut g) = self.paused_until.lock() {
            *g = Some(Instant::now() + REDIS_PAUSE);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const SPEC: BucketSpec = BucketSpec::new(60, 20);

    #[test]
    fn a_full_bucket_gives_its_burst_then_refuses() {
        let b = LocalBuckets::default();
        for i in 0..60 {
            let t = b.apply("k", SPEC, 1000, false).unwrap();
            assert!(t.allowed, "take {i}");
        }
        let t = b.apply("k", SPEC, 1000, false).unwrap();
        assert!(!t.allowed);
        assert_eq!(t.remaining, 0);
        // 20 a second: one point in 50 ms (less what elapsed meanwhile).
        assert!(t.retry_after_ms <= 50 && t.retry_after_ms > 0, "{t:?}");
        assert_eq!(t.retry_after_secs(), 1);
    }

    #[test]
    fn refills_at_the_rate_and_never_past_capacity() {
        let spec = BucketSpec::new(10, 2);
        assert_eq!(step(0, 1000, spec, 0, false), (true, 2000, 0));
        assert_eq!(step(9000, 10_000, spec, 0, false), (true, 10_000, 0));
        assert_eq!(step(500, 0, spec, 1000, false), (false, 500, 250));
    }

    #[test]
    fn giving_back_restores_up_to_capacity() {
        let spec = BucketSpec::new(10, 1);
        assert_eq!(step(4000, 0, spec, -3000, true), (true, 7000, 0));
        assert_eq!(step(9000, 0, spec, -3000, false), (true, 10_000, 0));
    }

    #[test]
    fn a_settlement_past_empty_leaves_a_debt_the_refill_pays_first() {
        let spec = BucketSpec::new(10, 1);
        // 2 points held, 5 owed: the level goes to −3 points.
        assert_eq!(step(2000, 0, spec, 5000, true), (true, -3000, 0));
        // A take waits for the debt and the cost: 3 + 1 points at 1 a second.
        assert_eq!(step(-3000, 0, spec, 1000, false), (false, -3000, 4000));
        let t = taken(true, -3000, 0, spec);
        assert_eq!((t.remaining, t.full_in_ms), (0, 13_000));
    }

    #[test]
    fn halving_never_reaches_zero() {
        assert_eq!(BucketSpec::new(60, 20).halved(), BucketSpec::new(30, 10));
        assert_eq!(BucketSpec::new(1, 1).halved(), BucketSpec::new(1, 1));
    }
}
