//! The message area's objects, inputs and payloads.

use crate::enums::MessageType;
use crate::ids::{parse_ids, NodeKind};
use crate::member::MemberCard;
use crate::scalars::BigInt;
use crate::Result;
use async_graphql::{ComplexObject, Context, Enum, InputObject, Json, SimpleObject, ID};
use chrono::{DateTime, Utc};
use domain::kernel::enums::ProtoEnum;
use domain::message::deliver::{
    MessageStatus as DomainStatus, MessageSummary, MessageType as DomainMessageType,
};
use domain::message::service::{Marked, MessageItem};
use domain::AppError;

/// Sending state of a message.
#[derive(Enum, Copy, Clone, Eq, PartialEq, Debug)]
#[graphql(remote = "domain::message::deliver::MessageStatus")]
pub enum MessageStatus {
    /// Waiting to be sent at `scheduledAt`.
    Scheduled,
    /// Sent: delivered to its recipients.
    Sent,
    /// A scheduled message cancelled by staff before it was sent.
    Cancelled,
}

/// A message of the message centre.
#[derive(SimpleObject)]
#[graphql(complex, name = "Message")]
pub struct MessageObject {
    /// The message's global id (opaque).
    pub id: ID,
    /// The row id the legacy layer (`POST /api/...`) uses for this object.
    pub legacy_id: BigInt,
    /// Its kind, the message centre's tab (消息中心).
    pub message_type: MessageType,
    /// The title, 1 to 50 characters.
    pub title: String,
    /// The text, 1 to 2000 characters.
    pub content: String,
    /// Structured data for the client (e.g. `{"feedbackId": "7"}`).
    pub payload: Json<serde_json::Value>,
    /// Read by the caller.
    pub is_read: bool,
    /// Its sending state (members only see `SENT` messages).
    pub status: MessageStatus,
    /// When it reached the caller (the list's order).
    pub created_at: DateTime<Utc>,
    /// When a scheduled send is (or was) due; null for a message sent at once.
    pub scheduled_at: Option<DateTime<Utc>>,
    #[graphql(skip)]
    pub sender_id: Option<i64>,
    /// The counters staff read (`delivery`); none for a message known only
    /// from an event.
    #[graphql(skip)]
    pub counts: Option<MessageDelivery>,
}

/// How far a message went (staff): the members it reached and how many of
/// them have read it.
#[derive(SimpleObject, Clone, Copy)]
pub struct MessageDelivery {
    /// Members it reached: its recipients when sent to listed members or a
    /// group; for a broadcast, every member who had joined before it was
    /// sent (counted just after the send: 0 for a moment). A scheduled
    /// message's planned recipients.
    pub recipients: i32,
    /// How many of them have read it (a member who marks it unread again
    /// is taken off).
    pub reads: i32,
}

#[ComplexObject]
impl MessageObject {
    /// Who sent it (staff or the member it is about); null for system
    /// messages. A public card: no personal data.
    async fn sender(&self, ctx: &Context<'_>) -> Result<Option<MemberCard>> {
        match self.sender_id {
            Some(id) => crate::member::load_card(ctx, id).await,
            None => Ok(None),
        }
    }

    /// Staff with the operations permission: how many members it reached
    /// and how many have read it (kept as counters, `message::tally`);
    /// null for a message delivered live.
    #[graphql(
        visible = "crate::audience::staff",
        guard = "crate::audience::Staff::Operations"
    )]
    async fn delivery(&self) -> Option<MessageDelivery> {
        self.counts
    }
}

pub(super) fn message_type(n: i16) -> Result<MessageType, AppError> {
    Ok(DomainMessageType::stored(i64::from(n))?.into())
}

impl TryFrom<MessageItem> for MessageObject {
    type Error = AppError;

    fn try_from(i: MessageItem) -> Result<Self, AppError> {
        let m = i.message;
        Ok(Self {
            id: crate::ids::global(NodeKind::Message, m.id),
            legacy_id: BigInt(m.id),
            message_type: message_type(m.message_type)?,
            title: m.title,
            content: m.content,
            payload: Json(m.payload),
            is_read: i.read,
            status: DomainStatus::from_code(&m.status)?.into(),
            created_at: i.delivered_at,
            scheduled_at: m.scheduled_at,
            sender_id: m.sender_id,
            counts: Some(MessageDelivery {
                recipients: i32::try_from(m.recipient_count).unwrap_or(i32::MAX),
                reads: i32::try_from(m.read_count).unwrap_or(i32::MAX),
            }),
        })
    }
}

impl TryFrom<&MessageSummary> for MessageObject {
    type Error = AppError;

    fn try_from(s: &MessageSummary) -> Result<Self, AppError> {
        Ok(Self {
            id: crate::ids::global(NodeKind::Message, s.id),
            legacy_id: BigInt(s.id),
            message_type: message_type(s.message_type)?,
            title: s.title.clone(),
            content: s.content.clone(),
            payload: Json(serde_json::json!({})),
            is_read: false,
            status: MessageStatus::Sent,
            created_at: s.sent_at,
            scheduled_at: None,
            sender_id: s.sender_id,
            counts: None,
        })
    }
}

/// A page of messages, newest first.
#[crate::paging::connection(edge = MessageEdge, node = MessageObject)]
pub struct MessageConnection {}

/// Input of `sendMessage`: give exactly one audience (`memberIds`,
/// `groupId` or `toAll`).
#[derive(InputObject)]
pub struct SendMessageInput {
    /// Listed members (1–1000)…
    pub member_ids: Option<Vec<ID>>,
    /// …or a member group…
    pub group_id: Option<ID>,
    /// …or everyone (a broadcast: no row per member).
    pub to_all: Option<bool>,
    /// Default SYSTEM_NOTICE.
    pub message_type: Option<MessageType>,
    /// The title, 1 to 50 characters.
    pub title: String,
    /// The text, 1 to 2000 characters.
    pub content: String,
    /// Structured data for the client (a JSON object); default `{}`.
    pub payload: Option<Json<serde_json::Value>>,
    /// Send at this time instead of now (at most a year ahead).
    pub scheduled_at: Option<DateTime<Utc>>,
    /// A fresh key per send (e.g. a UUID): a retry with the same key
    /// answers the first message instead of sending again.
    pub idempotency_key: Option<String>,
}

crate::payload::payload!(
    /// The answer of `sendMessage`.
    SendMessagePayload { message: MessageObject, "The message as stored (`SENT` or `SCHEDULED`); null on failure." }

);

/// Input of `cancelScheduledMessage`.
#[derive(InputObject)]
pub struct CancelScheduledMessageInput {
    /// The scheduled message (global id).
    pub id: ID,
}

crate::payload::payload!(
    /// The answer of `cancelScheduledMessage`.
    CancelScheduledMessagePayload { message: MessageObject, "The message, now `CANCELLED`; null on failure." }

);

/// Input of `markMessagesRead` and `markMessagesUnread`.
#[derive(InputObject)]
pub struct MarkMessagesInput {
    /// The messages to mark (global ids)…
    pub ids: Option<Vec<ID>>,
    /// …or every message of the caller.
    pub all: Option<bool>,
}

crate::payload::payload!(
    /// The answer of `markMessagesRead` and `markMessagesUnread`.
    MarkMessagesPayload { unread_count: i64, "The caller's unread count afterwards; null on failure." }

);

pub(super) fn marked(ids: Option<Vec<ID>>, all: Option<bool>) -> Result<Marked, AppError> {
    match (ids, all.unwrap_or(false)) {
        (_, true) => Ok(Marked::All),
        (Some(ids), false) => Ok(Marked::Ids(parse_ids("ids", NodeKind::Message, &ids)?)),
        (None, false) => Err(AppError::invalid("ids", "give ids, or all: true")),
    }
}
