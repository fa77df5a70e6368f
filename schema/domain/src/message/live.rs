//! Live counts for one subscriber, kept from events alone.
//!
//! A subscriber reads its count once when it subscribes; after that every
//! event carries what it needs: a targeted delivery or a read mark carries
//! the member's new count and the broadcast seq it was computed at; a
//! broadcast carries its seq. Events may arrive in any order relative to
//! each other (different transactions, different instances), so the
//! tracker remembers the highest seq it has accounted for and adds only
//! broadcasts beyond it.

use futures_util::{Stream, StreamExt};

use super::events::{MessageEvent, MessageSummary};
use crate::kernel::context::AppContext;
use crate::kernel::error::AppResult;
use crate::kernel::events::DomainEvent;

/// `member_id`'s unread count: the current value at once, then every
/// change (deliveries, broadcasts, read marks), computed from the events
/// themselves. The count is read once, and again after the bus says events
/// may have been missed (`Resync`).
///
/// `ctx` is a shared handle to the context (an `Arc`, the server's state),
/// not a copy: the stream keeps it for as long as the badge is open, on
/// nearly every socket, and its state is laid out twice in it (the state
/// and the future holding it): BENCHMARKS.md, W10's memory per socket.
pub async fn unread_counts<C>(
    ctx: C,
    member_id: i64,
) -> AppResult<impl Stream<Item = i64> + Send + 'static>
where
    C: std::ops::Deref<Target = AppContext> + Send + Sync + 'static,
{
    // Subscribe before reading, so nothing between the two is lost; only
    // this member's events and broadcasts wake it.
    let events = ctx.bus.subscribe_member(member_id);
    let (unread, seq) = super::service::unread_count(&ctx, member_id).await?;
    let first = futures_util::stream::once(async move { unread });
    let state = (Box::pin(events), UnreadTracker::new(unread, seq), ctx);
    let rest = futures_util::stream::unfold(state, move |(mut events, mut t, ctx)| async move {
        loop {
            let event = events.next().await?;
            let changed = match (event.as_ref(), event.get::<MessageEvent>()) {
                (
                    _,
                    Some(
                        MessageEvent::Delivered {
                            member_id: to,
                            unread,
                            seq,
                            ..
                        }
                        | MessageEvent::UnreadChanged {
                            member_id: to,
                            unread,
                            seq,
                        },
                    ),
                ) if *to == member_id => Some(t.set(*unread, *seq)),
                (_, Some(MessageEvent::BroadcastSent { seq, .. })) => {
                    t.broadcast(*seq).then(|| t.unread())
                }
                // Boxed: this future waits for the next event for as long as
                // the socket is open (on nearly every socket), and the
                // database read inline would make it that much larger
                // (BENCHMARKS.md, W10's memory per socket).
                (DomainEvent::Resync, _) => {
                    match Box::pin(super::service::unread_count(&ctx, member_id)).await {
                        Ok((u, s)) => {
                            t = UnreadTracker::new(u, s);
                            Some(u)
                        }
                        Err(_) => None,
                    }
                }
                _ => None,
            };
            if let Some(v) = changed {
                return Some((v, (events, t, ctx)));
            }
        }
    });
    Ok(first.chain(rest))
}

/// Each new message for `member_id` (targeted to them, or a broadcast), as
/// it arrives: what `messageReceived` maps.
pub fn received(
    ctx: &AppContext,
    member_id: i64,
) -> impl Stream<Item = MessageSummary> + Send + 'static {
    ctx.bus
        .subscribe_member(member_id)
        .filter_map(move |event| {
            let out = match event.get::<MessageEvent>() {
                Some(MessageEvent::Delivered {
                    member_id: to,
                    message,
                    ..
                }) if *to == member_id => Some(message.clone()),
                Some(MessageEvent::BroadcastSent { message, .. }) => Some(message.clone()),
                _ => None,
            };
            async move { out }
        })
}

/// The unread badge of one member.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct UnreadTracker {
    unread: i64,
    /// The latest broadcast seq included in `unread`.
    seq: i64,
}

impl UnreadTracker {
    pub fn new(unread: i64, seq: i64) -> Self {
        Self { unread, seq }
    }

    pub fn unread(&self) -> i64 {
        self.unread
    }

    /// A count computed by a service at broadcast `seq`. Broadcasts this
    /// tracker has counted beyond `seq` are added on top.
    pub fn set(&mut self, unread: i64, seq: i64) -> i64 {
        self.unread = unread + (self.seq - seq).max(0);
        self.seq = self.seq.max(seq);
        self.unread
    }

    /// Broadcast `seq` was sent. Answers whether the count changed.
    pub fn broadcast(&mut self, seq: i64) -> bool {
        if seq > self.seq {
            self.unread += seq - self.seq;
            self.seq = seq;
            true
        } else {
            false
        }
    }
}

#[cfg(test)]
mod tests {
    use super::UnreadTracker;

    #[test]
    fn a_broadcast_adds_one_once() {
        let mut t = UnreadTracker::new(2, 5);
        assert!(t.broadcast(6));
        assert_eq!(t.unread(), 3);
        assert!(!t.broadcast(6));
        assert_eq!(t.unread(), 3);
    }

    #[test]
    fn a_count_from_before_a_broadcast_keeps_the_broadcast() {
        let mut t = UnreadTracker::new(0, 5);
        t.broadcast(6);
        // A read mark computed before broadcast 6 committed.
        assert_eq!(t.set(1, 5), 2);
        // The same mark computed after it.
        assert_eq!(t.set(1, 6), 1);
    }

    #[test]
    fn a_count_from_after_a_broadcast_arriving_first_is_not_doubled() {
        let mut t = UnreadTracker::new(0, 5);
        assert_eq!(t.set(4, 7), 4);
        assert!(!t.broadcast(6));
        assert!(!t.broadcast(7));
        assert_eq!(t.unread(), 4);
        assert!(t.broadcast(8));
        assert_eq!(t.unread(), 5);
    }
}
