//! Delivering messages and counting what is unread.
//!
//! A targeted message (to listed members or a group) has one receipt per
//! recipient and moves each recipient's `unread_message_count`. A broadcast
//! to everyone gets the next `broadcast_seq` and writes nothing per member:
//! a member's unread broadcasts are `latest seq − the seq when they joined −
//! broadcasts they have read`. So a member's unread count is two counters
//! and the latest seq, never a `COUNT(*)`.
//!
//! Every delivery is announced after commit with the values subscribers
//! need (the message, the member's new count, the seq it was computed at),
//! so no subscriber reads the database per event.

use sea_orm::sea_query::{Expr, Query};
use sea_orm::{
    ActiveModelTrait, ActiveValue::Set, ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter,
    QuerySelect,
};

use crate::kernel::context::AppContext;
use crate::kernel::enums::ProtoEnum;
use crate::kernel::error::{AppError, AppResult};
use crate::kernel::events::DomainEvent;
use entities::{member, message, message_receipt};

use super::events::LatestSeq;
pub use super::events::{MessageEvent, MessageSummary};

proto_enum!(
    /// What a message is about.
    MessageType {
        SystemNotice = 0 => "SYSTEM_NOTICE",
        Interaction = 1 => "INTERACTION",
        Points = 2 => "POINTS",
    }
);

/// `message.audience`.
pub const AUDIENCE_MEMBERS: i16 = 0;
pub const AUDIENCE_GROUP: i16 = 1;
pub const AUDIENCE_EVERYONE: i16 = 2;

/// `message.status`.
pub const STATUS_SCHEDULED: &str = "SCHEDULED";
pub const STATUS_SENT: &str = "SENT";
pub const STATUS_CANCELLED: &str = "CANCELLED";

crate::stored_enum!(
    /// A message's sending state (`message.status`).
    pub MessageStatus {
        Scheduled => STATUS_SCHEDULED,
        Sent => STATUS_SENT,
        Cancelled => STATUS_CANCELLED,
    }
);

impl From<&message::Model> for MessageSummary {
    fn from(m: &message::Model) -> Self {
        Self {
            id: m.id,
            message_type: m.message_type,
            title: m.title.clone(),
            content: m.content.clone(),
            sender_id: m.sender_id,
            sent_at: m.sent_at.unwrap_or(m.created_at),
        }
    }
}

/// A targeted message reached `member_id`, whose unread count is now
/// `unread` (computed when the latest broadcast was `seq`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Delivery {
    pub member_id: i64,
    pub unread: i64,
    pub seq: i64,
}

/// What a send delivered, to announce after commit.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Delivered {
    Targeted {
        message: MessageSummary,
        deliveries: Vec<Delivery>,
    },
    Broadcast {
        message: MessageSummary,
        seq: i64,
    },
}

/// The error of two broadcasts numbered at once (PostgreSQL): the later
/// transaction must roll back and try again.
pub const SEQ_CLASH: &str = "another broadcast took this number; try again";

pub fn is_seq_clash(e: &AppError) -> bool {
    e.code == crate::kernel::error::ErrorCode::Conflict && e.message == SEQ_CLASH
}

/// The latest broadcast seq (0 before the first broadcast).
pub async fn latest_seq<C: ConnectionTrait>(db: &C) -> AppResult<i64> {
    let seq: Option<Option<i64>> = message::Entity::find()
        .select_only()
        .column_as(message::Column::BroadcastSeq.max(), "seq")
        .into_tuple()
        .one(db)
        .await?;
    Ok(seq.flatten().unwrap_or(0))
}

/// The latest broadcast seq for reading: the bus's value when it knows it
/// (exact, see `message::events::LatestSeq`), else the database's, which it
/// then remembers. Writers that assign the next seq read the database.
pub async fn current_seq(ctx: &AppContext) -> AppResult<i64> {
    let cached = ctx.bus.keeper::<LatestSeq>();
    if let Some(seq) = cached.get() {
        return Ok(seq);
    }
    // Callers at the same moment share one read (every socket asks after
    // a `Resync`). A shared value read a moment early is still right: the
    // seq only grows, and each caller's tracker adds later broadcasts.
    cached
        .flights
        .run((), || async {
            let seq = latest_seq(&ctx.db).await?;
            cached.read_from_database(seq);
            Ok(seq)
        })
        .await
}

/// A member's unread count from their row and the latest seq.
pub fn unread_of(m: &member::Model, seq: i64) -> i64 {
    unread_from(
        m.unread_message_count,
        m.broadcast_read_before,
        m.broadcasts_read,
        seq,
    )
}

/// [`unread_of`] from the three counters alone.
pub(super) fn unread_from(
    unread_targeted: i64,
    read_before: i64,
    broadcasts_read: i64,
    seq: i64,
) -> i64 {
    unread_targeted + (seq - read_before - broadcasts_read).max(0)
}

/// Where a new member joins the broadcast sequence: earlier broadcasts are
/// not theirs (not listed, not unread). Call when creating a member.
pub async fn join_point<C: ConnectionTrait>(db: &C) -> AppResult<i64> {
    latest_seq(db).await
}

/// Writes a message addressed to `member_id` and delivers it now, in the
/// caller's transaction (feedback replies, new followers, points notices).
pub async fn deliver_to_member<C: ConnectionTrait>(
    db: &C,
    member_id: i64,
    sender_id: Option<i64>,
    kind: MessageType,
    title: &str,
    content: &str,
    payload: serde_json::Value,
) -> AppResult<Delivered> {
    let now = crate::kernel::clock::now();
    let msg = message::ActiveModel {
        sender_id: Set(sender_id),
        message_type: Set(kind.number() as i16),
        audience: Set(AUDIENCE_MEMBERS),
        group_id: Set(None),
        title: Set(title.to_owned()),
        content: Set(content.to_owned()),
        payload: Set(payload),
        status: Set(STATUS_SENT.into()),
        scheduled_at: Set(None),
        broadcast_seq: Set(None),
        sent_at: Set(Some(now)),
        created_at: Set(now),
        recipient_count: Set(1),
        ..Default::default()
    }
    .insert(db)
    .await?;
    message_receipt::ActiveModel {
        member_id: Set(member_id),
        message_id: Set(msg.id),
        read_at: Set(None),
        created_at: Set(now),
    }
    .insert(db)
    .await
    .map_err(|e| {
        if crate::kernel::db::is_foreign_key_violation(&e) {
            AppError::invalid("memberId", "no such member")
        } else {
            e.into()
        }
    })?;
    deliver_receipts(db, &msg).await
}

/// Writes one message addressed to every member of `member_ids` and
/// delivers it, in the caller's transaction: one message row, the receipts
/// in batches of 500 and one counter update for all (the batch path of
/// areas that tell many members at once, e.g. an expert's followers of a
/// new plan). Nothing is written for an empty list.
pub async fn deliver_to_members<C: ConnectionTrait>(
    db: &C,
    member_ids: &[i64],
    sender_id: Option<i64>,
    kind: MessageType,
    title: &str,
    content: &str,
    payload: serde_json::Value,
) -> AppResult<Option<Delivered>> {
    if member_ids.is_empty() {
        return Ok(None);
    }
    let now = crate::kernel::clock::now();
    let msg = message::ActiveModel {
        sender_id: Set(sender_id),
        message_type: Set(kind.number() as i16),
        audience: Set(AUDIENCE_MEMBERS),
        group_id: Set(None),
        title: Set(title.to_owned()),
        content: Set(content.to_owned()),
        payload: Set(payload),
        status: Set(STATUS_SENT.into()),
        scheduled_at: Set(None),
        broadcast_seq: Set(None),
        sent_at: Set(Some(now)),
        created_at: Set(now),
        // Each id once: a repeated one fails the receipts' primary key.
        recipient_count: Set(member_ids.len() as i64),
        ..Default::default()
    }
    .insert(db)
    .await?;
    for chunk in member_ids.chunks(500) {
        message_receipt::Entity::insert_many(chunk.iter().map(|id| message_receipt::ActiveModel {
            member_id: Set(*id),
            message_id: Set(msg.id),
            read_at: Set(None),
            created_at: Set(now),
        }))
        .exec_without_returning(db)
        .await?;
    }
    deliver_receipts(db, &msg).await.map(Some)
}

/// Delivers a message whose receipts (targeted) are written, or numbers a
/// broadcast: moves the counters, in the caller's transaction. The message
/// must already be `SENT` with its `sent_at`.
pub async fn deliver_receipts<C: ConnectionTrait>(
    db: &C,
    msg: &message::Model,
) -> AppResult<Delivered> {
    let summary = MessageSummary::from(msg);
    // Members with the app closed hear of it too (`notify`): one job row.
    let notice = crate::kernel::notice::MessageSent {
        message_id: msg.id,
        after_member: 0,
    };
    crate::kernel::notice::ask(db, &notice, crate::kernel::clock::now()).await?;
    if msg.audience == AUDIENCE_EVERYONE {
        let seq = latest_seq(db).await? + 1;
        message::Entity::update_many()
            .col_expr(message::Column::BroadcastSeq, Expr::value(seq))
            .filter(message::Column::Id.eq(msg.id))
            .exec(db)
            .await
            .map_err(|e| {
                if crate::kernel::db::is_unique_violation(&e) {
                    AppError::conflict(SEQ_CLASH)
                } else {
                    e.into()
                }
            })?;
        super::tally::count_broadcast_later(db, msg.id).await?;
        return Ok(Delivered::Broadcast {
            message: summary,
            seq,
        });
    }
    let recipients = Query::select()
        .column(message_receipt::Column::MemberId)
        .from(message_receipt::Entity)
        .and_where(Expr::col(message_receipt::Column::MessageId).eq(msg.id))
        .to_owned();
    // One statement moves the counters and reads back what the events
    // carry (the counters only, and the latest broadcast seq), where three
    // did (BENCHMARKS.md, W13: statements per send).
    let update = Query::update()
        .table(member::Entity)
        .value(
            member::Column::UnreadMessageCount,
            Expr::col(member::Column::UnreadMessageCount).add(1),
        )
        .and_where(Expr::col(member::Column::Id).in_subquery(recipients))
        .returning(Query::returning().exprs([
            Expr::col(member::Column::Id).into(),
            Expr::col(member::Column::UnreadMessageCount).into(),
            Expr::col(member::Column::BroadcastReadBefore).into(),
            Expr::col(member::Column::BroadcastsRead).into(),
            Expr::cust("(SELECT COALESCE(MAX(broadcast_seq), 0) FROM message)"),
        ]))
        .to_owned();
    let rows = db
        .query_all(db.get_database_backend().build(&update))
        .await?;
    let mut counters = Vec::with_capacity(rows.len());
    for r in rows {
        counters.push((
            r.try_get_by_index::<i64>(0)?,
            r.try_get_by_index::<i64>(1)?,
            r.try_get_by_index::<i64>(2)?,
            r.try_get_by_index::<i64>(3)?,
            r.try_get_by_index::<i64>(4)?,
        ));
    }
    Ok(Delivered::Targeted {
        message: summary,
        deliveries: counters
            .into_iter()
            .map(|(member_id, unread, before, read, seq)| Delivery {
                member_id,
                unread: unread_from(unread, before, read, seq),
                seq,
            })
            .collect(),
    })
}

/// The events that tell subscribers about `delivered`.
fn events(delivered: Delivered) -> Vec<DomainEvent> {
    match delivered {
        Delivered::Broadcast { message, seq } => {
            vec![DomainEvent::area(MessageEvent::BroadcastSent {
                message,
                seq,
            })]
        }
        Delivered::Targeted {
            message,
            deliveries,
        } => deliveries
            .into_iter()
            .map(|d| {
                DomainEvent::area(MessageEvent::Delivered {
                    member_id: d.member_id,
                    message: message.clone(),
                    unread: d.unread,
                    seq: d.seq,
                })
            })
            .collect(),
    }
}

/// Queues the deliveries' events on `work`: published when it commits
/// (`kernel::work`), never on a rollback.
pub fn announce_on(work: &crate::kernel::work::Work, delivered: Delivered) {
    for e in events(delivered) {
        work.announce(e);
    }
}

/// Tells subscribers about deliveries committed outside a unit of work
/// (the one-statement send); inside one, [`announce_on`].
pub async fn announce(ctx: &AppContext, delivered: Delivered) {
    for e in events(delivered) {
        ctx.bus.publish(e).await;
    }
}
