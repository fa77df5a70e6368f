//! Member rows remembered between requests and kept exact by the event bus.
//!
//! A profile read (`member(id)`, W2 in BENCHMARKS.md) was one statement to
//! the database per request, and that round trip was most of its cost: the
//! database alone, at one primary-key read a transaction, reads only about
//! twice as fast as the whole request. The row changes far less often than
//! it is read, and every change is announced on the bus, so the row is kept
//! here and forgotten when an event says it changed:
//!
//! - a change of the row's own columns: `MemberChanged` (profile, location,
//!   WeChat binding, real name, staff edits, inviter and invite counters);
//!   `last_active_at`, which no view shows, is written without one;
//! - its counters: `MemberCounters` (follow counts, points), and any area
//!   event that names the member in its `touches` (a message delivered or
//!   marked read moves the unread counter);
//! - its access: `TokensRevoked`, `TokenRotated`, `MemberAccessChanged`;
//! - `Resync`: everything.
//!
//! The guards are the identity cache's (`kernel::identity`): the bus applies
//! events before `publish` returns; a read that raced a change of the same
//! member is not stored (an epoch per stripe of members, so the steady
//! stream of other members' changes does not stop every store); while the
//! Redis subscription is down the cache is emptied and bypassed; entries
//! live at most [`TTL`], for writers in another process (the command-line
//! tools) that have no bus to announce on.

use std::sync::atomic::{AtomicU64, Ordering};

use std::sync::Arc;
use std::time::{Duration, Instant};

use quick_cache::sync::Cache;
use quick_cache::Weighter;
use sea_orm::EntityTrait;

use super::bypass::Bypass;
use super::context::AppContext;
use super::events::DomainEvent;
use entities::member;

/// A member's row for a read: the kept copy when there is one, else read
/// from the database and kept. A write reads its row in its own
/// transaction, never here.
pub async fn read(ctx: &AppContext, id: i64) -> Result<Option<member::Model>, sea_orm::DbErr> {
    let rows = ctx.bus.member_rows();
    if let Some(row) = rows.get(id) {
        return Ok(Some(member::Model::clone(&row)));
    }
    let ticket = rows.ticket(id);
    // Readers of one member in one state share one read (a `Resync` wakes
    // every socket of the member at once: `kernel::flight`).
    let row = rows
        .flights
        .run((id, ticket), || async {
            let row = member::Entity::find_by_id(id).one(&ctx.db).await?;
            let row = row.map(Arc::new);
            if let Some(row) = &row {
                rows.remember(id, row.clone(), ticket);
            }
            Ok::<_, sea_orm::DbErr>(row)
        })
        .await?;
    Ok(row.map(|r| member::Model::clone(&r)))
}

/// Members' rows for a read, by id: the kept copies, and the rest read in
/// one statement and kept (the GraphQL member loader's batch: the author
/// cards of a page of posts, the members of a board page). Unknown ids
/// are left out.
pub async fn read_many(
    ctx: &AppContext,
    ids: &[i64],
) -> Result<std::collections::HashMap<i64, member::Model>, sea_orm::DbErr> {
    use sea_orm::{ColumnTrait, QueryFilter};
    let rows = ctx.bus.member_rows();
    let mut out = std::collections::HashMap::with_capacity(ids.len());
    let mut missing = vec![];
    for id in ids {
        match rows.get(*id) {
            Some(row) => {
                out.insert(*id, member::Model::clone(&row));
            }
            None => missing.push((*id, rows.ticket(*id))),
        }
    }
    if missing.is_empty() {
        return Ok(out);
    }
    let read = member::Entity::find()
        .filter(member::Column::Id.is_in(missing.iter().map(|(id, _)| *id)))
        .all(&ctx.db)
        .await?;
    let tickets: std::collections::HashMap<i64, Ticket> = missing.into_iter().collect();
    for row in read {
        if let Some(ticket) = tickets.get(&row.id) {
            rows.remember(row.id, Arc::new(row.clone()), *ticket);
        }
        out.insert(row.id, row);
    }
    Ok(out)
}

/// How long a row is trusted without an event.
pub const TTL: Duration = Duration::from_secs(30);
/// Rows kept (the least recently read go first): about 1 KiB each.
const CAPACITY: usize = 50_000;
/// Stripes of the per-member epoch.
const STRIPES: usize = 256;

/// The state to hand back to [`MemberRows::remember`]: read before the
/// database read.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Ticket {
    all: u64,
    stripe: u64,
}

struct Timed<R> {
    row: Arc<R>,
    at: Instant,
    /// What the entry counts against the capacity (1 for rows of one size).
    weight: u64,
}

impl<R> Clone for Timed<R> {
    fn clone(&self) -> Self {
        Self {
            row: self.row.clone(),
            at: self.at,
            weight: self.weight,
        }
    }
}

/// Each entry weighs what was measured when it was stored (never 0: an
/// entry of weight 0 would never be evicted).
#[derive(Clone)]
struct ByWeight;

impl<R> Weighter<i64, Timed<R>> for ByWeight {
    fn weight(&self, _: &i64, t: &Timed<R>) -> u64 {
        t.weight.max(1)
    }
}

/// Rows of type `R` (the bus keeps `entities::member::Model`) by member id.
/// Areas keep their own per-member values with it too (the first pages of
/// `points::first_page` and `message::first_page`), registered as keepers
/// with their own rule of which events forget what.
pub struct MemberRows<R> {
    rows: Cache<i64, Timed<R>, ByWeight>,
    /// An entry's weight: 1 each by default, or its size ([`MemberRows::weighed`]).
    weigh: fn(&R) -> u64,
    /// Moved by `Resync`, suspend and resume: every read in flight.
    all: AtomicU64,
    /// Moved by a change of a member in the stripe.
    stripes: Box<[AtomicU64]>,
    bypass: Bypass,
    /// Reads in flight, by member and ticket ([`read`]).
    flights: super::flight::Flights<(i64, Ticket), Option<Arc<R>>>,
}

impl<R> Default for MemberRows<R> {
    fn default() -> Self {
        Self::with(CAPACITY, CAPACITY as u64, |_| 1)
    }
}

impl<R> MemberRows<R> {
    /// Entries of varying size: at most `budget` in total by `weigh` (say,
    /// bytes), about `budget / typical` entries.
    pub fn weighed(budget: u64, typical: u64, weigh: fn(&R) -> u64) -> Self {
        Self::with((budget / typical.max(1)) as usize, budget, weigh)
    }

    fn with(items: usize, budget: u64, weigh: fn(&R) -> u64) -> Self {
        Self {
            rows: Cache::with_weighter(items, budget, ByWeight),
            weigh,
            all: AtomicU64::new(0),
            stripes: (0..STRIPES).map(|_| AtomicU64::new(0)).collect(),
            bypass: Bypass::default(),
            flights: super::flight::Flights::default(),
        }
    }

    /// The member's row, when known and fresh.
    pub fn get(&self, member_id: i64) -> Option<Arc<R>> {
        if self.bypass.on() {
            return None;
        }
        self.rows
            .get(&member_id)
            .filter(|t| t.at.elapsed() < TTL)
            .map(|t| t.row)
    }

    /// Read before reading the row from the database.
    pub fn ticket(&self, member_id: i64) -> Ticket {
        Ticket {
            all: self.all.load(Ordering::Acquire),
            stripe: self.stripe(member_id).load(Ordering::Acquire),
        }
    }

    /// Stores a row read from the database, unless the member (or
    /// everything) changed since `ticket` was taken.
    pub fn remember(&self, id: i64, row: Arc<R>, ticket: Ticket) {
        if self.bypass.on() || self.ticket(id) != ticket {
            return;
        }
        let weight = (self.weigh)(&row);
        self.rows.insert(
            id,
            Timed {
                row,
                at: Instant::now(),
                weight,
            },
        );
        // A change that landed while storing has already forgotten the
        // member; forget what was just stored too.
        if self.ticket(id) != ticket {
            self.rows.remove(&id);
        }
    }

    /// Applies one event of the bus (see the module docs).
    pub fn apply(&self, event: &DomainEvent) {
        match event {
            DomainEvent::Area(e) => {
                for member_id in e.touches() {
                    self.forget(*member_id);
                }
            }
            DomainEvent::MemberChanged { member_id }
            | DomainEvent::MemberCounters { member_id, .. }
            | DomainEvent::TokensRevoked { member_id, .. }
            | DomainEvent::TokenRotated { member_id, .. }
            | DomainEvent::MemberAccessChanged { member_id } => self.forget(*member_id),
            DomainEvent::Resync => self.forget_all(),
        }
    }

    pub fn suspend(&self) {
        self.bypass.suspend(|| self.forget_all());
    }

    pub fn resume(&self) {
        self.bypass.resume(|| self.forget_all());
    }

    /// Forgets the member's entry, and any read of it in flight.
    pub fn forget(&self, member_id: i64) {
        self.stripe(member_id).fetch_add(1, Ordering::AcqRel);
        self.rows.remove(&member_id);
    }

    /// Forgets every entry, and every read in flight.
    pub fn forget_all(&self) {
        self.all.fetch_add(1, Ordering::AcqRel);
        self.rows.clear();
    }

    fn stripe(&self, member_id: i64) -> &AtomicU64 {
        &self.stripes[member_id.rem_euclid(STRIPES as i64) as usize]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn row(id: i64) -> Arc<String> {
        Arc::new(format!("会员{id}"))
    }

    #[test]
    fn a_change_of_the_member_forgets_its_row_only() {
        let c = MemberRows::<String>::default();
        c.remember(7, row(7), c.ticket(7));
        c.remember(8, row(8), c.ticket(8));
        c.apply(&DomainEvent::MemberChanged { member_id: 7 });
        assert!(c.get(7).is_none());
        assert!(c.get(8).is_some());
    }

    #[test]
    fn an_area_event_forgets_the_members_it_touches() {
        #[derive(Debug, Clone, serde::Serialize, serde::Deserialize)]
        struct Followed(i64, i64);
        impl crate::kernel::events::Area for Followed {
            const AREA: &'static str = "test";
            fn addressee(&self) -> Option<i64> {
                None
            }
            fn touches(&self) -> Vec<i64> {
                vec![self.0, self.1]
            }
        }
        let c = MemberRows::<String>::default();
        for id in [7, 8, 9] {
            c.remember(id, row(id), c.ticket(id));
        }
        c.apply(&DomainEvent::area(Followed(7, 8)));
        assert!(c.get(7).is_none() && c.get(8).is_none());
        assert!(c.get(9).is_some());
    }

    #[test]
    fn a_read_that_raced_a_change_of_its_member_is_not_kept() {
        let c = MemberRows::<String>::default();
        let before = c.ticket(7);
        let other = c.ticket(9);
        c.apply(&DomainEvent::MemberChanged { member_id: 7 });
        c.remember(7, row(7), before);
        assert!(c.get(7).is_none(), "read before the change, stored after");
        // Another member's change does not stop this one's store.
        c.remember(9, row(9), other);
        assert!(c.get(9).is_some());
        c.apply(&DomainEvent::Resync);
        assert!(c.get(9).is_none());
        c.remember(9, row(9), other);
        assert!(c.get(9).is_none(), "read before a resync");
    }

    #[test]
    fn suspended_it_neither_answers_nor_stores() {
        let c = MemberRows::<String>::default();
        c.remember(7, row(7), c.ticket(7));
        c.suspend();
        assert!(c.get(7).is_none());
        c.remember(7, row(7), c.ticket(7));
        assert!(c.get(7).is_none());
        c.resume();
        c.remember(7, row(7), c.ticket(7));
        assert!(c.get(7).is_some());
    }
}
