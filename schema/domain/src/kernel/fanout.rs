//! How an event reaches this instance's subscribers.
//!
//! One channel for everything woke every subscriber for every event: a
//! targeted message to 1000 members, with 10k sockets open, was ten million
//! wake-ups for a thousand deliveries, and the bus fell behind (BENCHMARKS.md,
//! W12). So there are three ways in:
//!
//! - [`Fanout::subscribe_all`]: every event (staff views, tests);
//! - [`Fanout::subscribe_member`]: the events addressed to one member
//!   ([`DomainEvent::addressee`]) and every event addressed to no one in
//!   particular (broadcasts, follows, config, draws, `Resync`): what a
//!   member's subscriptions and socket listen to;
//! - [`Fanout::subscribe_addressed`]: the events addressed to one member
//!   only (a socket's own loop, which listens for revocations);
//! - the per-member channels exist while someone listens and are removed
//!   with their last stream.
//!
//! A stream that falls more than its buffer behind gets a `Resync` in place
//! of what it missed, as before.
//!
//! Each event travels with the instant it was published (for an event from
//! another instance, its publisher's clock turned into an instant here), so
//! every delivery records how late it is: `event_bus_lag_seconds`, by
//! `origin` (`local`, `remote`). A lagging bus shows there before it
//! shows as `Resync`s.

use std::collections::HashMap;
use std::pin::Pin;
use std::sync::{Arc, Mutex};
use std::task::{Context, Poll};
use std::time::Instant;

use futures_util::{Stream, StreamExt};
use tokio::sync::broadcast;
use tokio_stream::wrappers::BroadcastStream;

use super::events::DomainEvent;

/// Events any stream may fall behind before it skips ahead.
const BUFFER: usize = 4096;
/// Events one member's stream may fall behind (a member gets few).
const MEMBER_BUFFER: usize = 8;

/// The histogram of publish-to-delivery times (docs/observability.md).
pub const LAG_METRIC: &str = "event_bus_lag_seconds";

/// Where an event was published: the label of [`LAG_METRIC`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Origin {
    /// On this instance.
    Local,
    /// On another instance, through Redis.
    Remote,
}

impl Origin {
    pub fn label(self) -> &'static str {
        match self {
            Origin::Local => "local",
            Origin::Remote => "remote",
        }
    }
}

/// An event with the instant it was published, as the channels carry it.
#[derive(Clone)]
struct Stamped {
    event: Arc<DomainEvent>,
    published: Instant,
    origin: Origin,
}

type Sender = broadcast::Sender<Stamped>;

pub struct Fanout {
    all: Sender,
    unaddressed: Sender,
    members: Arc<Mutex<HashMap<i64, Sender>>>,
}

impl Default for Fanout {
    fn default() -> Self {
        Self {
            all: broadcast::channel(BUFFER).0,
            unaddressed: broadcast::channel(BUFFER).0,
            members: Arc::default(),
        }
    }
}

impl Fanout {
    /// Hands `event`, published here now, to every stream that wants it
    /// (a send with nobody listening is dropped).
    pub fn send(&self, event: Arc<DomainEvent>) {
        self.send_from(event, Instant::now(), Origin::Local);
    }

    /// [`Fanout::send`] of an event published at `published` by `origin`.
    pub fn send_from(&self, event: Arc<DomainEvent>, published: Instant, origin: Origin) {
        let addressee = event.addressee();
        let event = Stamped {
            event,
            published,
            origin,
        };
        let _ = self.all.send(event.clone());
        match addressee {
            Some(member_id) => {
                let route = self
                    .members
                    .lock()
                    .ok()
                    .and_then(|m| m.get(&member_id).cloned());
                if let Some(tx) = route {
                    let _ = tx.send(event);
                }
            }
            None => {
                let _ = self.unaddressed.send(event);
            }
        }
    }

    pub fn subscribe_all(&self) -> impl Stream<Item = Arc<DomainEvent>> + Send + 'static {
        resyncing(self.all.subscribe())
    }

    pub fn subscribe_member(
        &self,
        member_id: i64,
    ) -> impl Stream<Item = Arc<DomainEvent>> + Send + 'static {
        MemberEvents {
            inner: Box::pin(futures_util::stream::select(
                resyncing(self.unaddressed.subscribe()),
                resyncing(self.own(member_id)),
            )),
            _route: Route {
                members: self.members.clone(),
                member_id,
            },
        }
    }

    /// The events addressed to `member_id` alone: a broadcast does not wake
    /// it (a socket listening for its member's revocations).
    pub fn subscribe_addressed(
        &self,
        member_id: i64,
    ) -> impl Stream<Item = Arc<DomainEvent>> + Send + 'static {
        MemberEvents {
            inner: Box::pin(resyncing(self.own(member_id))),
            _route: Route {
                members: self.members.clone(),
                member_id,
            },
        }
    }

    fn own(&self, member_id: i64) -> broadcast::Receiver<Stamped> {
        match self.members.lock() {
            Ok(mut m) => m
                .entry(member_id)
                .or_insert_with(|| broadcast::channel(MEMBER_BUFFER).0)
                .subscribe(),
            // A poisoned map (a panic while holding it): a channel of its
            // own that never receives (a member stream still gets the
            // unaddressed events).
            Err(_) => broadcast::channel(1).0.subscribe(),
        }
    }
}

fn resyncing(
    rx: broadcast::Receiver<Stamped>,
) -> impl Stream<Item = Arc<DomainEvent>> + Send + 'static {
    BroadcastStream::new(rx).map(|item| match item {
        Ok(stamped) => {
            // Recorded as the subscriber takes the event: the queueing in
            // the channel is the lag that matters, not the send.
            metrics::histogram!(LAG_METRIC, "origin" => stamped.origin.label())
                .record(stamped.published.elapsed().as_secs_f64());
            stamped.event
        }
        Err(_lagged) => Arc::new(DomainEvent::Resync),
    })
}

type Events = Pin<Box<dyn Stream<Item = Arc<DomainEvent>> + Send>>;

/// A member's events; its route goes when the last of them is dropped.
struct MemberEvents {
    // Declared first: dropped (with its receiver) before the route looks
    // whether anyone still listens.
    inner: Events,
    _route: Route,
}

impl Stream for MemberEvents {
    type Item = Arc<DomainEvent>;

    fn poll_next(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<Option<Self::Item>> {
        self.inner.as_mut().poll_next(cx)
    }
}

struct Route {
    members: Arc<Mutex<HashMap<i64, Sender>>>,
    member_id: i64,
}

impl Drop for Route {
    fn drop(&mut self) {
        if let Ok(mut m) = self.members.lock() {
            if m.get(&self.member_id)
                .is_some_and(|tx| tx.receiver_count() == 0)
            {
                m.remove(&self.member_id);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn unread(member_id: i64) -> Arc<DomainEvent> {
        Arc::new(DomainEvent::MemberChanged { member_id })
    }

    #[tokio::test]
    async fn a_member_gets_its_own_and_unaddressed_events_only() {
        let f = Fanout::default();
        let mut seven = Box::pin(f.subscribe_member(7));
        let mut all = Box::pin(f.subscribe_all());
        f.send(unread(8));
        f.send(unread(7));
        f.send(Arc::new(DomainEvent::Resync));
        // Two channels merged: their events may come in either order.
        let mut got = vec![seven.next().await.unwrap(), seven.next().await.unwrap()];
        got.sort_by_key(|e| matches!(**e, DomainEvent::Resync));
        assert_eq!(got, vec![unread(7), Arc::new(DomainEvent::Resync)]);
        assert_eq!(all.next().await, Some(unread(8)));
        assert_eq!(all.next().await, Some(unread(7)));
    }

    #[tokio::test]
    async fn an_addressed_stream_does_not_wake_for_broadcasts() {
        let f = Fanout::default();
        let mut seven = Box::pin(f.subscribe_addressed(7));
        f.send(Arc::new(DomainEvent::Resync));
        f.send(unread(8));
        f.send(unread(7));
        assert_eq!(seven.next().await, Some(unread(7)));
    }

    #[tokio::test]
    async fn the_route_goes_with_its_last_stream() {
        let f = Fanout::default();
        let a = f.subscribe_member(7);
        let b = f.subscribe_member(7);
        drop(a);
        assert!(f.members.lock().unwrap().contains_key(&7));
        drop(b);
        assert!(!f.members.lock().unwrap().contains_key(&7));
    }
}
