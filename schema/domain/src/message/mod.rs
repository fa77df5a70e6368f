//! The message centre: sending (to members, a group, everyone; now or
//! scheduled), a member's list with read state, unread counts that are two
//! counters and a sequence number, and live counts for subscribers.
//!
//! # Design notes
//!
//! - **Counting without rows per member.** A targeted message (listed members,
//!   or a group's members when it is created) has a receipt per recipient and
//!   moves each recipient's `unread_message_count`. A broadcast gets the next
//!   `broadcast_seq` and nothing else; a member's unread broadcasts are
//!   `latest seq − broadcast_read_before (the seq when they joined) −
//!   broadcasts_read`. The unread count is therefore two counters and one
//!   indexed `MAX`, never a `COUNT(*)`, and a broadcast to 100k members
//!   inserts one row. Reading a broadcast writes that member's one receipt.
//! - **Read marks move counters by what changed.** `mark` locks the member
//!   row first, updates receipts conditionally (`read_at IS NULL` → now, or
//!   back), and moves the counters by the rows each statement changed.
//! - **Delivery counts for staff** (`tally.rs`): `recipient_count` set where
//!   the receipts are written (a broadcast's by a job, off the send), and
//!   `read_count` moved by the marks that changed receipts.
//! - **Scheduling.** A scheduled message is written with a durable job due at
//!   its time (`scheduled.rs`, `kernel::jobs`); whichever instance claims the
//!   job moves the message with `UPDATE … SET status = 'SENT' WHERE id = ?
//!   AND status = 'SCHEDULED'` and marks the job done in the same
//!   transaction, so it is delivered exactly once. Two broadcasts numbered at
//!   once clash on the unique seq; the later one rolls back and its job runs
//!   again after a short backoff.
//! - **Live counts from events.** `MessageEvent::Delivered`/`UnreadChanged`
//!   (`events.rs`) carry the member's count *and the seq it was computed
//!   at*; `BroadcastSent` carries
//!   its seq. `live::UnreadTracker` adds only broadcasts beyond the seq it has
//!   accounted for, so events arriving in any order across transactions and
//!   instances give the right count. The only reads are at subscribe time and
//!   after a `Resync`. The newest seq itself is kept by the bus
//!   (`events::LatestSeq`, a keeper this area registers on the bus).
//! - **The unread badge is served without the schema.** Every signed-in page
//!   holds `subscription { unreadCount }` open, and a broadcast changes it on
//!   every socket at once; a GraphQL execution per socket and value was a
//!   third of the server's work on a broadcast to 10k sockets. So when a
//!   member's subscribe is exactly that document (one subscription operation
//!   selecting `unreadCount`, aliased or not, with no arguments, variables,
//!   directives or fragments) the socket (`server/src/http/ws.rs`) runs
//!   `live::unread_counts`, which the resolver maps too, and writes
//!   `{"data":{"<key>":n}}` itself, after the same admission. Any other
//!   document, an anonymous socket and a partner's socket go through the
//!   schema; `messages_http.rs` checks that every shape reads the same.
//! - **The first page is kept.** The message centre opens on the newest 20
//!   messages, read far more often than they change; `first_page` keeps
//!   them per member, forgotten by the events above (`Delivered`,
//!   `UnreadChanged` for the member, `BroadcastSent` for everyone). A
//!   delivery or mark that is not announced after its commit would leave
//!   it stale, as it would the member's kept row.
//! - **Who hears what.** A new follower produces an `INTERACTION` message for
//!   the followed member (in the follow's transaction), as does a feedback
//!   reply.
//! - Tables: `message` and `message_receipt` (receipts for targeted messages
//!   only; a broadcast's read state is a receipt written on read or the
//!   member's `broadcast_read_before` watermark; `idempotency_key` unique per
//!   sender, so a retried `sendMessage` finds its first message);
//!   `member_group` and `member_group_member` (groups for messages and
//!   pick-lists).

pub mod deliver;
pub mod events;
pub mod first_page;
pub mod inbox;
pub mod live;
pub mod marks;
pub mod scheduled;
pub mod send;
pub mod send_one_statement;
pub mod service;
pub mod tally;

pub use deliver::{
    announce, announce_on, deliver_to_member, deliver_to_members, join_point, latest_seq,
    unread_of, Delivered, MessageSummary, MessageType,
};
pub use events::{LatestSeq, MessageEvent};
