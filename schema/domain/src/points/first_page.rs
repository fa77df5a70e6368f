//! The first page of a member's points history, kept between reads and
//! forgotten by the bus's events (ARCHITECTURE.md "What the bus keeps
//! exact"; W5 in BENCHMARKS.md).
//!
//! The points page opens on the newest 20 rows and is read far more often
//! than the ledger moves, so those rows are kept per member, as
//! `kernel::member_rows` keeps member rows and with its guards: a read that
//! raced a posting for the member is not stored, everything is forgotten
//! and bypassed while the Redis subscription is down, and an entry lives
//! at most `member_rows::TTL` (for writers in another process).
//!
//! Exact because a ledger row is written only by `ledger::post`, whose
//! every posting is announced when its unit of work commits (`ledger::post`): a
//! `MemberCounters` event naming the member's `points`. That event forgets
//! the member's page here, on every instance, before `publish` returns.
//! A new way of writing the ledger must announce it the same way.
//!
//! Only the first page without a cursor, of at most [`KEPT`] rows, comes
//! from here; a cursor (later pages, backward reads) reads the database.

use std::sync::Arc;

use sea_orm::{ColumnTrait, EntityTrait, QueryFilter};

use crate::kernel::context::AppContext;
use crate::kernel::error::AppResult;
use crate::kernel::events::{DomainEvent, Keeper};
use crate::kernel::member_rows::MemberRows;
use crate::kernel::paging::{self, Window, DEFAULT_PAGE_SIZE};
use crate::member::live::counters;
use entities::points_ledger;

/// The largest first page kept: the default size, which the client and
/// the harness ask for; a smaller first page is cut from it.
pub const KEPT: u64 = DEFAULT_PAGE_SIZE;

/// Bytes of pages kept at most. A row is about 150 bytes (its struct and
/// its reason, description and key), a page of 20 about 3 KiB: about
/// 10,000 members' pages.
const BUDGET: u64 = 32 * 1024 * 1024;
const TYPICAL: u64 = 3 * 1024;

/// A member's first page: the rows, newest first, and whether more follow.
pub type FirstPage = (Vec<points_ledger::Model>, bool);

/// Each member's first page of points history (a keeper of the bus).
pub struct FirstPages(MemberRows<FirstPage>);

fn weigh(page: &FirstPage) -> u64 {
    page.0
        .iter()
        .map(|r| {
            std::mem::size_of::<points_ledger::Model>()
                + r.reason.len()
                + r.description.len()
                + r.idempotency_key.as_ref().map_or(0, String::len)
        })
        .sum::<usize>() as u64
}

impl Default for FirstPages {
    fn default() -> Self {
        Self(MemberRows::weighed(BUDGET, TYPICAL, weigh))
    }
}

impl FirstPages {
    /// The member's kept page, when there is one (tests look).
    pub fn get(&self, member_id: i64) -> Option<Arc<FirstPage>> {
        self.0.get(member_id)
    }
}

impl Keeper for FirstPages {
    fn apply(&self, event: &DomainEvent) {
        match event {
            // Every ledger posting is announced so (`ledger::post`).
            DomainEvent::MemberCounters {
                member_id,
                counters: moved,
            } if moved.iter().any(|(name, _)| name == counters::POINTS) => {
                self.0.forget(*member_id)
            }
            DomainEvent::Resync => self.0.forget_all(),
            _ => {}
        }
    }

    fn suspend(&self) {
        self.0.suspend();
    }

    fn resume(&self) {
        self.0.resume();
    }
}

/// How many rows of the kept page `window` asks for, when it is a first
/// page this module serves.
pub fn served(window: &Window<i64>) -> Option<usize> {
    match window {
        Window::Forward { first, after: None } if *first <= KEPT => Some(*first as usize),
        _ => None,
    }
}

/// The first `n` (at most [`KEPT`]) rows of member `member_id`'s history,
/// newest first, and whether more follow: the kept page, or read and kept.
pub async fn read(
    ctx: &AppContext,
    member_id: i64,
    n: usize,
) -> AppResult<(Vec<points_ledger::Model>, bool)> {
    let pages = ctx.bus.keeper::<FirstPages>();
    let page = match pages.0.get(member_id) {
        Some(page) => page,
        None => {
            let ticket = pages.0.ticket(member_id);
            let q =
                points_ledger::Entity::find().filter(points_ledger::Column::MemberId.eq(member_id));
            let page = Arc::new(
                paging::newest_by_id(&ctx.db, q, points_ledger::Column::Id, &Window::first(KEPT))
                    .await?,
            );
            pages.0.remember(member_id, page.clone(), ticket);
            page
        }
    };
    Ok(cut(&page, n))
}

/// The first `n` rows of a kept page, and whether more follow them.
fn cut<T: Clone>((rows, more): &(Vec<T>, bool), n: usize) -> (Vec<T>, bool) {
    (
        rows.iter().take(n).cloned().collect(),
        *more || rows.len() > n,
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_smaller_first_page_is_cut_from_the_kept_one() {
        let kept = (vec![5, 4, 3], false);
        assert_eq!(cut(&kept, 3), (vec![5, 4, 3], false));
        assert_eq!(cut(&kept, 2), (vec![5, 4], true));
        assert_eq!(cut(&(vec![5, 4, 3], true), 3), (vec![5, 4, 3], true));
    }

    #[test]
    fn only_first_pages_of_the_kept_size_or_less_are_served() {
        assert_eq!(served(&Window::first(20)), Some(20));
        assert_eq!(served(&Window::first(5)), Some(5));
        assert_eq!(served(&Window::<i64>::first(21)), None);
        let after = Window::Forward {
            first: 20,
            after: Some(9),
        };
        assert_eq!(served(&after), None);
        let backward = Window::Backward {
            last: 20,
            before: None,
        };
        assert_eq!(served(&backward), None);
    }

    #[test]
    fn a_read_that_raced_a_posting_is_not_kept() {
        let pages = FirstPages::default();
        let before = pages.0.ticket(7);
        pages.apply(&counters::changed(7, &[(counters::POINTS, 10)]));
        pages.0.remember(7, Arc::new((vec![], false)), before);
        assert!(pages.get(7).is_none(), "read before the posting");
        pages.suspend();
        pages
            .0
            .remember(7, Arc::new((vec![], false)), pages.0.ticket(7));
        assert!(
            pages.get(7).is_none(),
            "nothing kept while events may be missed"
        );
    }

    #[test]
    fn a_points_change_forgets_the_members_page_and_nothing_else_does() {
        let pages = FirstPages::default();
        for id in [7, 8] {
            pages
                .0
                .remember(id, Arc::new((vec![], false)), pages.0.ticket(id));
        }
        pages.apply(&counters::changed(7, &[(counters::FANS_COUNT, 3)]));
        pages.apply(&DomainEvent::MemberChanged { member_id: 7 });
        assert!(pages.get(7).is_some(), "no ledger row came with these");
        pages.apply(&counters::changed(7, &[(counters::POINTS, 10)]));
        assert!(pages.get(7).is_none());
        assert!(pages.get(8).is_some());
        pages.apply(&DomainEvent::Resync);
        assert!(pages.get(8).is_none());
    }
}
