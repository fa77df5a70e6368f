//! A provider's access token kept once for every instance: WeChat's and
//! 个推's tokens live two hours (WeChat allows a few thousand fetches a
//! day, and each fetch ends the previous token's life after five minutes),
//! so instances share one in the key-value store (Redis when configured)
//! and only one of them fetches a new one. The fetcher holds a short lock
//! (`SET NX`); the others wait for its token instead of fetching their own.

use std::future::Future;
use std::time::Duration;

use super::ProviderError;
use crate::kernel::kv::KvStore;

/// How long the fetcher may hold the lock (a provider call has 5 s).
const LOCK: Duration = Duration::from_secs(12);
/// How long another caller waits for the fetcher's token.
const WAIT: Duration = Duration::from_secs(10);

/// The token under `key`, fetched with `fetch` (token, lifetime) when there
/// is none or when it is `stale` (the provider just refused that one). A
/// fetched token is kept until a minute before its lifetime ends.
pub async fn token<F, Fut>(
    kv: &dyn KvStore,
    key: &str,
    stale: Option<&str>,
    provider: &'static str,
    fetch: F,
) -> Result<String, ProviderError>
where
    F: FnOnce() -> Fut,
    Fut: Future<Output = Result<(String, Duration), ProviderError>>,
{
    let fresh = |t: &Option<String>| {
        t.as_deref()
            .filter(|t| Some(*t) != stale)
            .map(str::to_owned)
    };
    let current = kv.get(key).await.unwrap_or_else(|e| {
        tracing::warn!(error = %e.message, "shared token not read; fetching one");
        None
    });
    if let Some(t) = fresh(&current) {
        return Ok(t);
    }
    let lock = format!("{key}:refreshing");
    // The store down: each instance fetches its own (counted in the log).
    let won = kv.set_nx(&lock, "1", LOCK).await.unwrap_or(true);
    if won {
        // Another instance may have stored one between our read and lock.
        if let Some(t) = fresh(&kv.get(key).await.unwrap_or(None)) {
            let _ = kv.del(&lock).await;
            return Ok(t);
        }
        let fetched = fetch().await;
        if let Ok((t, life)) = &fetched {
            let keep = life
                .saturating_sub(Duration::from_secs(60))
                .max(Duration::from_secs(30));
            if let Err(e) = kv.set(key, t, keep).await {
                tracing::warn!(error = %e.message, "shared token not kept");
            }
        }
        let _ = kv.del(&lock).await;
        return fetched.map(|(t, _)| t);
    }
    let deadline = tokio::time::Instant::now() + WAIT;
    while tokio::time::Instant::now() < deadline {
        tokio::time::sleep(Duration::from_millis(100)).await;
        if let Some(t) = fresh(&kv.get(key).await.unwrap_or(None)) {
            return Ok(t);
        }
    }
    Err(ProviderError::Timeout { provider })
}
