//! The rankings of recent queries, kept between searches and forgotten by
//! the events of every write to the index (ARCHITECTURE.md "What the bus
//! keeps exact"; W17 in BENCHMARKS.md).
//!
//! Ranking a query reads and scores its newest [`super::CANDIDATES`]
//! matching documents; a community searched for the same few words (a
//! lottery's name, a team) ranks the same documents again and again
//! between two posts. A ranking depends on the index alone, not on who
//! asks: what a caller may see (blocked or disabled authors) is decided
//! after it, by the owning area's read of its rows. So the best
//! [`super::MAX_LIMIT`] ref ids of a query are kept by `(kind, tokens)`,
//! and a search asking for fewer takes a prefix of them (the order is
//! total: score, then ref id, so the best `n` are the first `n` of the
//! best 100).
//!
//! Every [`super::put`] and [`super::remove`] runs in a unit of work and
//! announces [`SearchEvent::IndexChanged`] for its kind once; on commit
//! every instance forgets every ranking of that kind before `publish`
//! returns. Per kind, not per query: a new document enters the window of
//! every query whose tokens it holds, and a removed one may leave a
//! window that then reaches one document further back, so telling which
//! rankings a change leaves alone would need each window's whole
//! candidate list; a post a minute still leaves most searches answered
//! from here.
//!
//! The guards are `kernel::member_rows`'s, as the kept boards': a ranking
//! read while the index changed is not stored (an epoch read before the
//! read), everything is forgotten and bypassed while the Redis
//! subscription is down, and an entry lives at most `member_rows::TTL`
//! (for writers without a bus: command-line tools).

use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;
use std::time::Instant;

use quick_cache::sync::Cache;

use super::events::SearchEvent;
use super::DocKind;
use crate::kernel::bypass::Bypass;
use crate::kernel::events::{DomainEvent, Keeper};
use crate::kernel::member_rows::TTL;

/// Queries kept per kind (a ranking is at most 100 ids: about 1 KiB).
const QUERIES: usize = 10_000;

/// The state to hand back to [`KeptRankings::remember`]: read before the
/// database read.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Ticket(u64);

struct Timed {
    ids: Arc<[i64]>,
    at: Instant,
}

impl Clone for Timed {
    fn clone(&self) -> Self {
        Self {
            ids: self.ids.clone(),
            at: self.at,
        }
    }
}

/// One kind's rankings and the epoch its changes move.
struct Shelf {
    rankings: Cache<String, Timed>,
    epoch: AtomicU64,
}

impl Shelf {
    fn new() -> Self {
        Self {
            rankings: Cache::new(QUERIES),
            epoch: AtomicU64::new(0),
        }
    }

    fn forget(&self) {
        self.epoch.fetch_add(1, Ordering::AcqRel);
        self.rankings.clear();
    }
}

/// The kept rankings (a keeper of the bus).
pub struct KeptRankings {
    posts: Shelf,
    topics: Shelf,
    members: Shelf,
    bypass: Bypass,
}

impl Default for KeptRankings {
    fn default() -> Self {
        Self {
            posts: Shelf::new(),
            topics: Shelf::new(),
            members: Shelf::new(),
            bypass: Bypass::default(),
        }
    }
}

/// A query's key: its tokens as the index was asked for them.
fn key(tokens: &[String]) -> String {
    tokens.join(" ")
}

impl KeptRankings {
    fn shelf(&self, kind: DocKind) -> &Shelf {
        match kind {
            DocKind::Post => &self.posts,
            DocKind::Topic => &self.topics,
            DocKind::Member => &self.members,
        }
    }

    /// Read before ranking `kind` from the database.
    pub fn ticket(&self, kind: DocKind) -> Ticket {
        Ticket(self.shelf(kind).epoch.load(Ordering::Acquire))
    }

    /// The kept ranking of `tokens` in `kind`: its best ref ids, at most
    /// [`super::MAX_LIMIT`].
    pub fn ranking(&self, kind: DocKind, tokens: &[String]) -> Option<Arc<[i64]>> {
        if self.bypass.on() {
            return None;
        }
        self.shelf(kind)
            .rankings
            .get(&key(tokens))
            .filter(|t| t.at.elapsed() < TTL)
            .map(|t| t.ids)
    }

    /// Keeps a ranking read after `ticket` was taken, unless the index of
    /// `kind` changed since.
    pub fn remember(&self, kind: DocKind, tokens: &[String], ids: Arc<[i64]>, t: Ticket) {
        let shelf = self.shelf(kind);
        if self.bypass.on() || self.ticket(kind) != t {
            return;
        }
        let key = key(tokens);
        shelf.rankings.insert(
            key.clone(),
            Timed {
                ids,
                at: Instant::now(),
            },
        );
        // A change that landed while storing has already forgotten the
        // shelf; forget what was just stored too.
        if self.ticket(kind) != t {
            shelf.rankings.remove(&key);
        }
    }

    /// Forgets every ranking of `kind`, and every read of it in flight.
    pub fn forget(&self, kind: DocKind) {
        self.shelf(kind).forget();
    }

    fn forget_all(&self) {
        for kind in [DocKind::Post, DocKind::Topic, DocKind::Member] {
            self.forget(kind);
        }
    }
}

impl Keeper for KeptRankings {
    fn apply(&self, event: &DomainEvent) {
        if let Some(SearchEvent::IndexChanged { doc }) = event.get::<SearchEvent>() {
            self.forget(*doc);
        } else if matches!(event, DomainEvent::Resync) {
            self.forget_all();
        }
    }

    fn suspend(&self) {
        self.bypass.suspend(|| self.forget_all());
    }

    fn resume(&self) {
        self.bypass.resume(|| self.forget_all());
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tokens(words: &[&str]) -> Vec<String> {
        words.iter().map(|w| (*w).to_owned()).collect()
    }

    fn ids(v: &[i64]) -> Arc<[i64]> {
        v.to_vec().into()
    }

    #[test]
    fn a_ranking_is_kept_until_its_kind_changes() {
        let kept = KeptRankings::default();
        let q = tokens(&["双色"]);
        let t = kept.ticket(DocKind::Post);
        kept.remember(DocKind::Post, &q, ids(&[3, 2, 1]), t);
        assert_eq!(
            kept.ranking(DocKind::Post, &q).as_deref(),
            Some(&[3, 2, 1][..])
        );
        // Another kind's change, or another query, leaves it.
        kept.apply(&DomainEvent::area(SearchEvent::IndexChanged {
            doc: DocKind::Member,
        }));
        assert!(kept.ranking(DocKind::Post, &q).is_some());
        assert!(kept.ranking(DocKind::Post, &tokens(&["大乐透"])).is_none());
        assert!(kept.ranking(DocKind::Topic, &q).is_none());
        kept.apply(&DomainEvent::area(SearchEvent::IndexChanged {
            doc: DocKind::Post,
        }));
        assert!(kept.ranking(DocKind::Post, &q).is_none());
    }

    #[test]
    fn a_ranking_read_while_the_index_changed_is_not_kept() {
        let kept = KeptRankings::default();
        let q = tokens(&["胆拖"]);
        let t = kept.ticket(DocKind::Post);
        kept.forget(DocKind::Post);
        kept.remember(DocKind::Post, &q, ids(&[1]), t);
        assert!(kept.ranking(DocKind::Post, &q).is_none());
        // A ticket of another kind is not moved by it.
        let topic = kept.ticket(DocKind::Topic);
        kept.forget(DocKind::Post);
        kept.remember(DocKind::Topic, &q, ids(&[7]), topic);
        assert!(kept.ranking(DocKind::Topic, &q).is_some());
    }

    #[test]
    fn nothing_is_kept_or_served_while_the_bus_is_down() {
        let kept = KeptRankings::default();
        let q = tokens(&["七星彩"]);
        kept.remember(DocKind::Member, &q, ids(&[5]), kept.ticket(DocKind::Member));
        kept.suspend();
        assert!(kept.ranking(DocKind::Member, &q).is_none());
        kept.remember(DocKind::Member, &q, ids(&[5]), kept.ticket(DocKind::Member));
        kept.resume();
        assert!(kept.ranking(DocKind::Member, &q).is_none());
        kept.remember(DocKind::Member, &q, ids(&[5]), kept.ticket(DocKind::Member));
        kept.apply(&DomainEvent::Resync);
        assert!(kept.ranking(DocKind::Member, &q).is_none());
    }

    #[test]
    fn the_event_reads_back_from_the_wire() {
        let event = DomainEvent::area(SearchEvent::IndexChanged {
            doc: DocKind::Topic,
        });
        let wire = serde_json::to_string(&event).unwrap();
        let back: DomainEvent = serde_json::from_str(&wire).unwrap();
        assert_eq!(
            back.get::<SearchEvent>(),
            Some(&SearchEvent::IndexChanged {
                doc: DocKind::Topic
            })
        );
    }
}
