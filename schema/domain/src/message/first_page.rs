//! The first page of a member's message centre, kept between reads and
//! forgotten by the bus's events (ARCHITECTURE.md "What the bus keeps
//! exact"; W6 in BENCHMARKS.md). The unread count beside it needs no page
//! of its own: it is the member's kept row (`kernel::member_rows`) and the
//! newest broadcast's seq (`events::LatestSeq`).
//!
//! The page merges the member's receipts and the broadcasts since they
//! joined (three statements); it is kept per member with
//! `kernel::member_rows`'s guards: a read that raced a change of the
//! member's page is not stored, everything is forgotten and bypassed while
//! the Redis subscription is down, and an entry lives at most
//! `member_rows::TTL` (for writers in another process).
//!
//! What changes a member's page, and the event that forgets it:
//! - a targeted message sent to them (now, or a scheduled one becoming
//!   due; staff sends, follows, replies, area notices all go through
//!   `deliver::deliver_receipts` and `deliver::announce`): `Delivered`
//!   for that member;
//! - read or unread marks, of targeted messages or broadcasts (the receipt
//!   a broadcast gets when read): `UnreadChanged` for that member, sent
//!   whenever a mark changed a row;
//! - a broadcast sent (now or when due): `BroadcastSent`, which forgets
//!   every member's page;
//! - `Resync`: everything.
//!
//! A scheduled message is on no page until sent, so cancelling one (its
//! receipts deleted) changes none. Messages are never edited or deleted
//! once sent, and the member's join point (`broadcast_read_before`) is
//! written only when the member is created.
//!
//! Only the first page with no filter and no cursor, of at most [`KEPT`]
//! messages, comes from here; filters and cursors read the database.

use std::sync::Arc;

use crate::kernel::context::AppContext;
use crate::kernel::error::AppResult;
use crate::kernel::events::{DomainEvent, Keeper};
use crate::kernel::member_rows::MemberRows;
use crate::kernel::paging::{TimeKey, Window, DEFAULT_PAGE_SIZE};
use crate::kernel::Viewer;

use super::events::MessageEvent;
use super::inbox::{ListFilter, MessageItem};

/// The largest first page kept: the default size, which the client's
/// message centre and the harness ask for; a smaller one is cut from it.
pub const KEPT: u64 = DEFAULT_PAGE_SIZE;

/// Bytes of pages kept at most. A message is about 250 bytes (its struct,
/// a title of at most 50 characters, a short content, a small payload) and
/// at most about 6.5 KiB (2000 characters of content); a page of 20 is
/// typically 5 KiB: about 6,000 members' pages, fewer when they are long.
const BUDGET: u64 = 32 * 1024 * 1024;
const TYPICAL: u64 = 5 * 1024;

/// A member's first page: the messages, newest first, and whether more
/// follow.
pub type FirstPage = (Vec<MessageItem>, bool);

/// Each member's first page of messages (a keeper of the bus).
pub struct FirstPages(MemberRows<FirstPage>);

fn weigh(page: &FirstPage) -> u64 {
    page.0
        .iter()
        .map(|i| {
            let m = &i.message;
            std::mem::size_of::<MessageItem>()
                + m.title.len()
                + m.content.len()
                + m.status.len()
                + m.idempotency_key.as_ref().map_or(0, String::len)
                // A JSON value's tree is larger than its text; twice is
                // near enough for a bound.
                + 2 * m.payload.to_string().len()
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
        if let DomainEvent::Resync = event {
            return self.0.forget_all();
        }
        match event.get::<MessageEvent>() {
            Some(MessageEvent::Delivered { member_id, .. })
            | Some(MessageEvent::UnreadChanged { member_id, .. }) => self.0.forget(*member_id),
            Some(MessageEvent::BroadcastSent { .. }) => self.0.forget_all(),
            None => {}
        }
    }

    fn suspend(&self) {
        self.0.suspend();
    }

    fn resume(&self) {
        self.0.resume();
    }
}

/// How many messages of the kept page a list with `filter` through
/// `window` asks for, when it is a first page this module serves.
pub fn served(filter: ListFilter, window: &Window<TimeKey>) -> Option<usize> {
    match window {
        Window::Forward { first, after: None }
            if *first <= KEPT && filter == ListFilter::default() =>
        {
            Some(*first as usize)
        }
        _ => None,
    }
}

/// The first `n` (at most [`KEPT`]) of the caller's messages, newest first,
/// and whether more follow: the kept page, or read (`read_page`, the
/// list's own read of the first [`KEPT`]) and kept.
pub async fn read<F, Fut>(
    ctx: &AppContext,
    viewer: &Viewer,
    n: usize,
    read_page: F,
) -> AppResult<(Vec<MessageItem>, bool)>
where
    F: FnOnce(Window<TimeKey>) -> Fut,
    Fut: std::future::Future<Output = AppResult<FirstPage>>,
{
    let pages = ctx.bus.keeper::<FirstPages>();
    let id = viewer.member_id;
    let page = match pages.0.get(id) {
        Some(page) => page,
        None => {
            let ticket = pages.0.ticket(id);
            let page = Arc::new(read_page(Window::first(KEPT)).await?);
            pages.0.remember(id, page.clone(), ticket);
            page
        }
    };
    let (items, more) = &*page;
    Ok((
        items.iter().take(n).cloned().collect(),
        *more || items.len() > n,
    ))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::message::MessageSummary;

    fn summary() -> MessageSummary {
        MessageSummary {
            id: 1,
            message_type: 0,
            title: "标题".into(),
            content: "内容".into(),
            sender_id: None,
            sent_at: crate::kernel::clock::now(),
        }
    }

    #[test]
    fn only_unfiltered_first_pages_of_the_kept_size_or_less_are_served() {
        let all = ListFilter::default();
        assert_eq!(served(all, &Window::first(20)), Some(20));
        assert_eq!(served(all, &Window::first(3)), Some(3));
        assert_eq!(served(all, &Window::first(21)), None);
        let unread = ListFilter {
            read: Some(false),
            message_type: None,
        };
        assert_eq!(served(unread, &Window::first(20)), None);
        let after = Window::Forward {
            first: 20,
            after: Some((crate::kernel::clock::now(), 9)),
        };
        assert_eq!(served(all, &after), None);
    }

    #[test]
    fn a_read_that_raced_a_broadcast_is_not_kept() {
        let pages = FirstPages::default();
        let before = pages.0.ticket(7);
        pages.apply(&DomainEvent::area(MessageEvent::BroadcastSent {
            message: summary(),
            seq: 1,
        }));
        pages.0.remember(7, Arc::new((vec![], false)), before);
        assert!(pages.get(7).is_none(), "read before the broadcast");
    }

    #[test]
    fn deliveries_and_marks_forget_their_member_and_a_broadcast_everyone() {
        let pages = FirstPages::default();
        let keep = |id: i64| {
            pages
                .0
                .remember(id, Arc::new((vec![], false)), pages.0.ticket(id))
        };
        for id in [7, 8, 9] {
            keep(id);
        }
        pages.apply(&DomainEvent::area(MessageEvent::Delivered {
            member_id: 7,
            message: summary(),
            unread: 1,
            seq: 0,
        }));
        pages.apply(&DomainEvent::area(MessageEvent::UnreadChanged {
            member_id: 8,
            unread: 0,
            seq: 0,
        }));
        assert!(pages.get(7).is_none() && pages.get(8).is_none());
        assert!(pages.get(9).is_some());
        keep(7);
        pages.apply(&DomainEvent::area(MessageEvent::BroadcastSent {
            message: summary(),
            seq: 1,
        }));
        assert!(pages.get(7).is_none() && pages.get(9).is_none());
    }
}
