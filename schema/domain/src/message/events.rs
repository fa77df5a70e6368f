//! The message area's events, and the one value the bus keeps for it.
//!
//! Events carry what subscribers need (the message summary, the member's
//! new unread count and the broadcast number it was computed at), so no
//! subscriber reads the database per event. `LatestSeq` is moved by them
//! before any subscriber sees them (`kernel::area_event::Keeper`).

use std::sync::atomic::{AtomicBool, AtomicI64, Ordering};

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};

use crate::kernel::bypass::Bypass;
use crate::kernel::events::{Area, DomainEvent, Keeper};

/// What a subscriber is told about a new message (small on purpose: one
/// GraphQL execution per subscriber runs on it).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct MessageSummary {
    pub id: i64,
    pub message_type: i16,
    pub title: String,
    pub content: String,
    pub sender_id: Option<i64>,
    pub sent_at: DateTime<Utc>,
}

/// The message centre's events.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum MessageEvent {
    /// A targeted message reached `member_id`, whose unread count is now
    /// `unread`, computed when the latest broadcast was `seq`.
    Delivered {
        member_id: i64,
        message: MessageSummary,
        unread: i64,
        seq: i64,
    },
    /// A broadcast to everyone was sent; it is broadcast number `seq`. Each
    /// subscriber adds it to the count it holds (no row per member exists).
    BroadcastSent { message: MessageSummary, seq: i64 },
    /// `member_id` read or unread messages; the count is now `unread` (at
    /// broadcast `seq`).
    UnreadChanged {
        member_id: i64,
        unread: i64,
        seq: i64,
    },
}

impl MessageEvent {
    /// The broadcast number the event was computed at.
    pub fn seq(&self) -> i64 {
        match self {
            MessageEvent::Delivered { seq, .. }
            | MessageEvent::BroadcastSent { seq, .. }
            | MessageEvent::UnreadChanged { seq, .. } => *seq,
        }
    }
}

impl Area for MessageEvent {
    const AREA: &'static str = "message";

    fn addressee(&self) -> Option<i64> {
        match self {
            MessageEvent::Delivered { member_id, .. }
            | MessageEvent::UnreadChanged { member_id, .. } => Some(*member_id),
            MessageEvent::BroadcastSent { .. } => None,
        }
    }

    /// The member's unread counter is in their row.
    fn touches(&self) -> Vec<i64> {
        self.addressee().into_iter().collect()
    }
}

/// The newest broadcast's number as far as this instance knows: read from
/// the database once, then moved by the seq every message event carries
/// (seqs only grow, so the larger wins whatever the order; an event that
/// lands while the first read is in flight still counts). Unknown again
/// while the bus may be missing events (Redis subscription down).
#[derive(Debug)]
pub struct LatestSeq {
    /// The largest seq seen since the last `forget`.
    value: AtomicI64,
    /// A database read has been folded in: `value` is the latest.
    known: AtomicBool,
    /// Set while the Redis subscription is down: nothing is known then.
    bypass: Bypass,
    /// The database read in flight (`deliver::current_seq`).
    pub(super) flights: crate::kernel::flight::Flights<(), i64>,
}

impl Default for LatestSeq {
    fn default() -> Self {
        Self {
            value: AtomicI64::new(i64::MIN),
            known: AtomicBool::new(false),
            bypass: Bypass::default(),
            flights: crate::kernel::flight::Flights::default(),
        }
    }
}

impl LatestSeq {
    pub fn get(&self) -> Option<i64> {
        if self.bypass.on() || !self.known.load(Ordering::Acquire) {
            return None;
        }
        Some(self.value.load(Ordering::Acquire))
    }

    /// The database's latest seq, read just now.
    pub fn read_from_database(&self, seq: i64) {
        if !self.bypass.on() {
            self.value.fetch_max(seq, Ordering::AcqRel);
            self.known.store(true, Ordering::Release);
        }
    }

    fn forget(&self) {
        self.known.store(false, Ordering::Release);
        self.value.store(i64::MIN, Ordering::Release);
    }
}

impl Keeper for LatestSeq {
    fn apply(&self, event: &DomainEvent) {
        match event {
            DomainEvent::Resync => self.forget(),
            _ => {
                if let Some(e) = event.get::<MessageEvent>() {
                    self.value.fetch_max(e.seq(), Ordering::AcqRel);
                }
            }
        }
    }

    fn suspend(&self) {
        self.bypass.suspend(|| self.forget());
    }

    fn resume(&self) {
        self.bypass.resume(|| self.forget());
    }
}
