//! The first page of each board and each caller's own place on it, kept
//! between reads and forgotten by the events of every write that moves a
//! board (ARCHITECTURE.md "What the bus keeps exact"; W16 in
//! BENCHMARKS.md).
//!
//! The 排行 tab opens on a board's first 20 rows and the caller's place,
//! read far more often than a board moves: a board moves when picks
//! settle (in batches, `settle_batch`), when a week or month closes, when
//! the experts board is recomputed and when staff change a board's
//! minimum. Each board write announces [`QuizEvent::BoardsMoved`] in its
//! unit of work (`record::write_boards`, `record::rebuild`, `closing`,
//! `expert_board`, the demo's replay), a minimum's change is a
//! `ConfigChanged`; either forgets every kept board and place on every
//! instance before `publish` returns. Counting a caller's place reads the
//! rows ahead of theirs, so one settled pick anywhere may move everyone's
//! place: a board's places are forgotten together, not one by one.
//!
//! The guards are `kernel::member_rows`'s: a read that raced a move is not
//! stored (an epoch read before the read), everything is forgotten and
//! bypassed while the Redis subscription is down, and an entry lives at
//! most `member_rows::TTL` (for writers without a bus: command-line tools).
//! Only a forward first page without a cursor of at most [`KEPT`] rows is
//! served from here; other pages read the database.

use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;
use std::time::Instant;

use quick_cache::sync::Cache;

use super::boards::{BoardRow, Measure};
use super::events::QuizEvent;
use crate::kernel::bypass::Bypass;
use crate::kernel::events::{DomainEvent, Keeper};
use crate::kernel::member_rows::TTL;
use crate::kernel::paging::{Window, DEFAULT_PAGE_SIZE};
use crate::system_config::events::ConfigChanged;

/// The largest first page kept: the default size, which the client asks
/// for; a smaller first page is cut from it.
pub const KEPT: u64 = DEFAULT_PAGE_SIZE;

/// Boards kept: the current week's and month's, last week's and month's,
/// the experts board, each by three measures, and some room.
const PAGES: usize = 64;
/// Callers' places kept (about 200 bytes each).
const PLACES: usize = 50_000;

/// A board's first [`KEPT`] rows and whether more follow.
pub type FirstPage = (Vec<BoardRow>, bool);
/// A caller's row and their place when they qualify (None: not on it).
pub type Mine = Option<(Option<i64>, BoardRow)>;

type PageKey = (String, Measure);
type PlaceKey = (String, Measure, i64);

/// The state to hand back to a `remember`: read before the database read.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Ticket(u64);

struct Timed<V> {
    value: Arc<V>,
    at: Instant,
}

impl<V> Clone for Timed<V> {
    fn clone(&self) -> Self {
        Self {
            value: self.value.clone(),
            at: self.at,
        }
    }
}

/// The kept boards (a keeper of the bus).
pub struct KeptBoards {
    pages: Cache<PageKey, Timed<FirstPage>>,
    places: Cache<PlaceKey, Timed<Mine>>,
    /// Moved by every forgetting: reads in flight are not stored.
    epoch: AtomicU64,
    bypass: Bypass,
}

impl Default for KeptBoards {
    fn default() -> Self {
        Self {
            pages: Cache::new(PAGES),
            places: Cache::new(PLACES),
            epoch: AtomicU64::new(0),
            bypass: Bypass::default(),
        }
    }
}

fn fresh<V>(t: Timed<V>) -> Option<Arc<V>> {
    (t.at.elapsed() < TTL).then_some(t.value)
}

impl KeptBoards {
    /// Read before reading a board from the database.
    pub fn ticket(&self) -> Ticket {
        Ticket(self.epoch.load(Ordering::Acquire))
    }

    /// The kept first page of `period`'s board by `measure`.
    pub fn page(&self, period: &str, measure: Measure) -> Option<Arc<FirstPage>> {
        if self.bypass.on() {
            return None;
        }
        self.pages
            .get(&(period.to_owned(), measure))
            .and_then(fresh)
    }

    /// The kept place of `member_id` on `period`'s board by `measure`.
    pub fn place(&self, period: &str, measure: Measure, member_id: i64) -> Option<Arc<Mine>> {
        if self.bypass.on() {
            return None;
        }
        self.places
            .get(&(period.to_owned(), measure, member_id))
            .and_then(fresh)
    }

    /// Keeps a first page read after `ticket` was taken, unless a board
    /// moved since.
    pub fn remember_page(&self, period: &str, measure: Measure, page: Arc<FirstPage>, t: Ticket) {
        let key = (period.to_owned(), measure);
        self.store(
            t,
            || self.pages.insert(key.clone(), timed(page)),
            || {
                self.pages.remove(&key);
            },
        );
    }

    /// Keeps a caller's place read after `ticket` was taken, unless a
    /// board moved since.
    pub fn remember_place(
        &self,
        period: &str,
        measure: Measure,
        member_id: i64,
        mine: Arc<Mine>,
        t: Ticket,
    ) {
        let key = (period.to_owned(), measure, member_id);
        self.store(
            t,
            || self.places.insert(key.clone(), timed(mine)),
            || {
                self.places.remove(&key);
            },
        );
    }

    fn store(&self, t: Ticket, insert: impl FnOnce(), remove: impl FnOnce()) {
        if self.bypass.on() || self.ticket() != t {
            return;
        }
        insert();
        // A move that landed while storing has already forgotten
        // everything; forget what was just stored too.
        if self.ticket() != t {
            remove();
        }
    }

    /// Forgets every kept page and place, and every read in flight.
    pub fn forget_all(&self) {
        self.epoch.fetch_add(1, Ordering::AcqRel);
        self.pages.clear();
        self.places.clear();
    }
}

fn timed<V>(value: Arc<V>) -> Timed<V> {
    Timed {
        value,
        at: Instant::now(),
    }
}

impl Keeper for KeptBoards {
    fn apply(&self, event: &DomainEvent) {
        let moved = matches!(event.get::<QuizEvent>(), Some(QuizEvent::BoardsMoved))
            || event.get::<ConfigChanged>().is_some()
            || matches!(event, DomainEvent::Resync);
        if moved {
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

/// How many rows of a kept first page `window` asks for, when it is one
/// this module serves.
pub fn served<C>(window: &Window<C>) -> Option<usize> {
    match window {
        Window::Forward { first, after: None } if *first <= KEPT => Some(*first as usize),
        _ => None,
    }
}

/// The first `n` rows of a kept page, and whether more follow them.
pub fn cut((rows, more): &FirstPage, n: usize) -> (Vec<BoardRow>, bool) {
    (
        rows.iter().take(n).cloned().collect(),
        *more || rows.len() > n,
    )
}
