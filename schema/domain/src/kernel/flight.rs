//! One read for many callers: callers asking for the same key at the same
//! moment share the first one's read instead of each reading.
//!
//! When the bus says events may have been missed (`Resync`, after a Redis
//! outage) every open socket re-reads its member's counts at once; without
//! this a member with three sockets read their row three times, and every
//! socket read the latest broadcast number. The key names what was read
//! *and* the state it was read in (a member's row with its cache ticket),
//! so a caller that comes after a change never gets a value read before it.
//!
//! Written here rather than taken from a crate: it is tokio's `OnceCell`
//! per key plus the removal once the read is done (the single-flight
//! crates on crates.io are small and little used; this is the same twenty
//! lines, on the runtime we already have).

use std::collections::HashMap;
use std::future::Future;
use std::hash::Hash;
use std::sync::{Arc, Mutex};

use tokio::sync::OnceCell;

/// Reads in flight, by key.
pub struct Flights<K, V> {
    inflight: Mutex<HashMap<K, Arc<OnceCell<V>>>>,
}

impl<K, V> std::fmt::Debug for Flights<K, V> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let n = self.inflight.lock().map(|m| m.len()).unwrap_or(0);
        f.debug_struct("Flights").field("in_flight", &n).finish()
    }
}

impl<K, V> Default for Flights<K, V> {
    fn default() -> Self {
        Self {
            inflight: Mutex::new(HashMap::new()),
        }
    }
}

impl<K: Hash + Eq + Clone, V: Clone> Flights<K, V> {
    /// `read()`'s value, or the value of the read of `key` already in
    /// flight. A failed read is not shared: the next waiter reads itself.
    pub async fn run<E, Fut>(&self, key: K, read: impl FnOnce() -> Fut) -> Result<V, E>
    where
        Fut: Future<Output = Result<V, E>>,
    {
        let cell = {
            let mut map = self.inflight.lock().unwrap_or_else(|e| e.into_inner());
            map.entry(key.clone()).or_default().clone()
        };
        let out = cell.get_or_try_init(read).await.cloned();
        let mut map = self.inflight.lock().unwrap_or_else(|e| e.into_inner());
        if map.get(&key).is_some_and(|c| Arc::ptr_eq(c, &cell)) {
            // Done: the next caller reads anew.
            map.remove(&key);
        }
        out
    }

    /// Keys with a read in flight (tests).
    pub fn in_flight(&self) -> usize {
        self.inflight.lock().map(|m| m.len()).unwrap_or(0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::{AtomicUsize, Ordering};

    #[tokio::test]
    async fn parallel_callers_of_one_key_share_one_read() {
        let flights: Arc<Flights<i64, i64>> = Arc::default();
        let reads = Arc::new(AtomicUsize::new(0));
        let mut tasks = Vec::new();
        for _ in 0..20 {
            let (f, r) = (flights.clone(), reads.clone());
            tasks.push(tokio::spawn(async move {
                f.run(7, || async move {
                    r.fetch_add(1, Ordering::SeqCst);
                    tokio::time::sleep(std::time::Duration::from_millis(50)).await;
                    Ok::<_, ()>(42)
                })
                .await
            }));
        }
        for t in tasks {
            assert_eq!(t.await.unwrap(), Ok(42));
        }
        assert_eq!(reads.load(Ordering::SeqCst), 1);
        assert_eq!(flights.in_flight(), 0);
        // Done: the next caller reads again.
        let again = flights.run(7, || async { Ok::<_, ()>(43) }).await;
        assert_eq!(again, Ok(43));
    }

    #[tokio::test]
    async fn a_failed_read_is_not_shared() {
        let flights: Flights<i64, i64> = Flights::default();
        let first = flights.run(1, || async { Err::<i64, _>("down") }).await;
        assert_eq!(first, Err("down"));
        assert_eq!(flights.run(1, || async { Ok::<_, &str>(5) }).await, Ok(5));
    }
}
