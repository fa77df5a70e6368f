//! What a signed-in request needs to know about its token and member,
//! remembered between requests and kept exact by the event bus.
//!
//! Without it every signed-in request read the denylist and the member's
//! row (now one statement: `kernel::denylist`): three quarters of the cost
//! of a trivial query (BENCHMARKS.md). Every change that can make
//! a token invalid is announced on the bus, so the cache forgets exactly what
//! changed, and nothing is read again until then:
//!
//! - a token signed out or replaced by a refresh: `TokensRevoked` /
//!   `TokenRotated` record the new denylist entry of that token;
//! - a member banned, cancelled, signed out everywhere, made staff or given
//!   other permissions: `TokensRevoked` / `MemberAccessChanged` drop the
//!   member's entry.
//!
//! The bus applies events here synchronously, before `publish` returns and
//! as the Redis subscriber reads them, so a change is in force on this
//! instance as soon as the service that made it returns. Three guards keep
//! it exact when events could be missed:
//! - a read that raced with a change is not stored: every change moves an
//!   epoch, and a value read from the store is kept only if the epoch did
//!   not move while it was read;
//! - while the Redis subscription is down the cache is emptied and bypassed
//!   (every request reads the database, where the denylist lives, so a
//!   Redis outage refuses no signed-in request) until it is back;
//! - entries live at most [`TTL`], for changes written by another process
//!   without a bus to announce them (the `create-staff` command run beside
//!   a single server on SQLite).

use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

use chrono::{DateTime, Utc};
use quick_cache::sync::Cache;

use super::bypass::Bypass;
use super::events::DomainEvent;
use super::permission::Permission;

/// How long an entry is trusted without an event (see the module docs).
pub const TTL: Duration = Duration::from_secs(30);
/// Entries of each kind kept (least recently used ones go first).
const CAPACITY: usize = 200_000;

/// The facts about a member that decide whether its tokens work and what
/// they may do.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MemberAccess {
    pub active: bool,
    pub is_office: bool,
    pub permissions: Vec<Permission>,
    pub tokens_valid_after: Option<DateTime<Utc>>,
}

/// The denylist entry of a token as last read or announced: `None` when the
/// token is not on the list.
pub type DenyEntry = Option<Arc<str>>;

#[derive(Clone)]
struct Timed<T> {
    value: T,
    at: Instant,
}

pub struct IdentityCache {
    members: Cache<i64, Timed<Arc<MemberAccess>>>,
    tokens: Cache<Arc<str>, Timed<DenyEntry>>,
    epoch: AtomicU64,
    bypass: Bypass,
    /// Requests checked against the database while bypassed, since the
    /// outage began (the outage's end logs it).
    fallbacks: AtomicU64,
}

/// Signed-in requests checked against the database while the bus is down
/// (the cache bypassed): what a Redis outage costs.
pub const FALLBACK_METRIC: &str = "identity_fallback_reads_total";

impl Default for IdentityCache {
    fn default() -> Self {
        Self {
            members: Cache::new(CAPACITY),
            tokens: Cache::new(CAPACITY),
            epoch: AtomicU64::new(0),
            bypass: Bypass::default(),
            fallbacks: AtomicU64::new(0),
        }
    }
}

impl IdentityCache {
    /// Counts a request checked against the database, when the cache is
    /// bypassed (the bus may miss events) and so the check was for it.
    pub fn count_fallback(&self) {
        if self.bypass.on() {
            self.fallbacks.fetch_add(1, Ordering::Relaxed);
            metrics::counter!(FALLBACK_METRIC).increment(1);
        }
    }

    /// The requests counted since the last call (the outage's total).
    pub fn take_fallbacks(&self) -> u64 {
        self.fallbacks.swap(0, Ordering::Relaxed)
    }

    /// Read before a store read; pass to the matching `remember_*`.
    pub fn epoch(&self) -> u64 {
        self.epoch.load(Ordering::Acquire)
    }

    pub fn member(&self, member_id: i64) -> Option<Arc<MemberAccess>> {
        if self.bypass.on() {
            return None;
        }
        self.members
            .get(&member_id)
            .filter(|t| t.at.elapsed() < TTL)
            .map(|t| t.value)
    }

    pub fn remember_member(&self, member_id: i64, access: Arc<MemberAccess>, epoch: u64) {
        self.remember(epoch, || {
            self.members.insert(member_id, timed(access));
        });
    }

    /// The denylist entry of token `jti`, when known.
    pub fn token(&self, jti: &str) -> Option<DenyEntry> {
        if self.bypass.on() {
            return None;
        }
        self.tokens
            .get(jti)
            .filter(|t| t.at.elapsed() < TTL)
            .map(|t| t.value)
    }

    pub fn remember_token(&self, jti: &str, entry: DenyEntry, epoch: u64) {
        self.remember(epoch, || {
            self.tokens.insert(Arc::from(jti), timed(entry));
        });
    }

    /// Stores only if nothing changed since `epoch` was read, so a value
    /// read before a change never outlives it.
    fn remember(&self, epoch: u64, store: impl FnOnce()) {
        if self.bypass.on() || self.epoch() != epoch {
            return;
        }
        store();
        // A change that landed while storing: drop what was stored (the
        // change has already forgotten its own keys; this forgets ours).
        if self.epoch.load(Ordering::Acquire) != epoch {
            self.clear();
        }
    }

    /// Applies one event of the bus (see the module docs).
    pub fn apply(&self, event: &DomainEvent) {
        match event {
            DomainEvent::TokensRevoked {
                member_id,
                token_id,
                ..
            } => {
                self.changed();
                self.members.remove(member_id);
                if let Some(jti) = token_id {
                    // The logout entry; its time-out is the store's concern.
                    self.tokens
                        .insert(Arc::from(jti.as_str()), timed(Some(Arc::from("logout"))));
                }
            }
            DomainEvent::TokenRotated {
                token_id, entry, ..
            } => {
                self.changed();
                self.tokens.insert(
                    Arc::from(token_id.as_str()),
                    timed(Some(Arc::from(entry.as_str()))),
                );
            }
            DomainEvent::MemberAccessChanged { member_id } => {
                self.changed();
                self.members.remove(member_id);
            }
            DomainEvent::Resync => {
                self.changed();
                self.clear();
            }
            _ => {}
        }
    }

    /// The bus may miss events (its Redis subscription is down): forget
    /// everything and read per request until [`IdentityCache::resume`].
    pub fn suspend(&self) {
        self.bypass.suspend(|| self.forget_all());
    }

    pub fn resume(&self) {
        self.bypass.resume(|| self.forget_all());
    }

    fn forget_all(&self) {
        self.changed();
        self.clear();
    }

    fn changed(&self) {
        self.epoch.fetch_add(1, Ordering::AcqRel);
    }

    fn clear(&self) {
        self.members.clear();
        self.tokens.clear();
    }
}

fn timed<T>(value: T) -> Timed<T> {
    Timed {
        value,
        at: Instant::now(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn access() -> Arc<MemberAccess> {
        Arc::new(MemberAccess {
            active: true,
            is_office: false,
            permissions: vec![],
            tokens_valid_after: None,
        })
    }

    #[test]
    fn a_change_forgets_the_member_and_records_the_logout() {
        let c = IdentityCache::default();
        c.remember_member(7, access(), c.epoch());
        c.remember_token("t1", None, c.epoch());
        assert!(c.member(7).is_some());
        assert_eq!(c.token("t1"), Some(None));
        c.apply(&DomainEvent::TokensRevoked {
            member_id: 7,
            token_id: Some("t1".into()),
            before: None,
        });
        assert!(c.member(7).is_none());
        assert_eq!(c.token("t1"), Some(Some(Arc::from("logout"))));
    }

    #[test]
    fn a_read_that_raced_a_change_is_not_kept() {
        let c = IdentityCache::default();
        let before = c.epoch();
        c.apply(&DomainEvent::MemberAccessChanged { member_id: 7 });
        c.remember_member(7, access(), before);
        assert!(
            c.member(7).is_none(),
            "read before the change, stored after"
        );
        c.remember_member(7, access(), c.epoch());
        assert!(c.member(7).is_some());
    }

    #[test]
    fn suspended_it_neither_answers_nor_stores() {
        let c = IdentityCache::default();
        c.remember_member(7, access(), c.epoch());
        c.suspend();
        assert!(c.member(7).is_none());
        c.remember_member(7, access(), c.epoch());
        assert!(c.member(7).is_none());
        c.resume();
        c.remember_member(7, access(), c.epoch());
        assert!(c.member(7).is_some());
    }

    #[test]
    fn rotation_records_the_entry_and_resync_forgets_all() {
        let c = IdentityCache::default();
        c.remember_member(8, access(), c.epoch());
        c.apply(&DomainEvent::TokenRotated {
            member_id: 8,
            token_id: "t2".into(),
            entry: "rotated:100".into(),
        });
        assert_eq!(c.token("t2"), Some(Some(Arc::from("rotated:100"))));
        c.apply(&DomainEvent::Resync);
        assert!(c.member(8).is_none());
        assert!(c.token("t2").is_none());
    }
}
