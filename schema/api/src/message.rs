//! GraphQL face of the message centre: lists, read marks, staff sending,
//! and the live subscriptions (`unreadCount`, `messageReceived`, `myCounts`).

use async_graphql::{
    ComplexObject, Context, Enum, InputObject, Json, Object, SimpleObject, Subscription, ID,
};
use domain::partner::Scope;

use crate::ids::{parse_id, parse_ids, NodeKind};
use crate::partner_scope::partner_scope;
use crate::payload::split;
use crate::scalars::BigInt;
use crate::Result;
use chrono::{DateTime, Utc};
use futures_util::{Stream, StreamExt};

use domain::message::deliver::{
    MessageStatus as DomainStatus, MessageSummary, MessageType as DomainMessageType,
};

use crate::enums::MessageType;
use crate::member::MemberCard;
use crate::paging::{self, PageInfo};
use crate::request::{app, viewer};
use domain::kernel::enums::ProtoEnum;
use domain::message::service::{self, Audience, ListFilter, Marked, MessageItem, SendInput};
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
}

fn message_type(n: i16) -> Result<MessageType, AppError> {
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

#[derive(Default)]
pub struct MessageQuery;

/// Message centre reads (消息中心).
#[paging::connection_args]
#[Object]
impl MessageQuery {
    /// The caller's messages, newest first (filter by read state and type).
    // A resolver's parameters are the field's GraphQL arguments: four for
    // paging plus two filters.
    #[allow(clippy::too_many_arguments)]
    #[graphql(directive = partner_scope::apply(Scope::MessagesRead.into()))]
    async fn my_messages(
        &self,
        ctx: &Context<'_>,
        page: paging::ConnectionArgs,
        #[graphql(desc = "Only read (true) or unread (false) messages; all when absent.")]
        is_read: Option<bool>,
        #[graphql(desc = "Only messages of this type; all when absent.")] message_type: Option<
            MessageType,
        >,
    ) -> Result<MessageConnection> {
        let window = page.window()?.decode(paging::parse_time_cursor)?;
        let filter = ListFilter {
            read: is_read,
            message_type: message_type.map(Into::into),
        };
        let (items, more) = service::list_window(app(ctx)?, viewer(ctx)?, filter, &window).await?;
        let edges: Vec<MessageEdge> = items
            .into_iter()
            .map(|i| {
                Ok(MessageEdge {
                    cursor: paging::time_cursor((i.delivered_at, i.message.id)),
                    node: i.try_into()?,
                })
            })
            .collect::<Result<_, AppError>>()?;
        Ok(MessageConnection {
            page_info: PageInfo::of(&edges, &window, more),
            edges,
        })
    }

    /// One of the caller's messages (staff: any).
    #[graphql(directive = partner_scope::apply(Scope::MessagesRead.into()))]
    async fn message(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "The message's global id.")] id: ID,
    ) -> Result<MessageObject> {
        Ok(service::find(
            app(ctx)?,
            viewer(ctx)?,
            parse_id("id", NodeKind::Message, &id)?,
        )
        .await?
        .try_into()?)
    }

    /// The caller's unread messages (targeted and broadcasts).
    #[graphql(directive = partner_scope::apply(Scope::MessagesRead.into()))]
    async fn unread_message_count(&self, ctx: &Context<'_>) -> Result<i64> {
        Ok(service::unread_count(app(ctx)?, viewer(ctx)?.member_id)
            .await?
            .0)
    }
}

#[derive(Default)]
pub struct MessageMutation;

/// Message centre writes of a member: read marks.
#[Object]
impl MessageMutation {
    /// Marks messages read (the listed ones, or `all`); answers the unread
    /// count.
    async fn mark_messages_read(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "Which messages to mark read (`ids` or `all`); see `MarkMessagesInput`.")]
        input: MarkMessagesInput,
    ) -> Result<MarkMessagesPayload> {
        let (a, v) = (app(ctx)?, viewer(ctx)?);
        let done = async { service::set_read(a, v, marked(input.ids, input.all)?).await }.await;
        Ok(split(done)?.into())
    }

    /// Marks messages unread again; answers the unread count.
    async fn mark_messages_unread(
        &self,
        ctx: &Context<'_>,
        #[graphql(
            desc = "Which messages to mark unread (`ids` or `all`); see `MarkMessagesInput`."
        )]
        input: MarkMessagesInput,
    ) -> Result<MarkMessagesPayload> {
        let (a, v) = (app(ctx)?, viewer(ctx)?);
        let done = async { service::set_unread(a, v, marked(input.ids, input.all)?).await }.await;
        Ok(split(done)?.into())
    }
}

fn marked(ids: Option<Vec<ID>>, all: Option<bool>) -> Result<Marked, AppError> {
    match (ids, all.unwrap_or(false)) {
        (_, true) => Ok(Marked::All),
        (Some(ids), false) => Ok(Marked::Ids(parse_ids("ids", NodeKind::Message, &ids)?)),
        (None, false) => Err(AppError::invalid("ids", "give ids, or all: true")),
    }
}

#[derive(Default)]
pub struct MessageSubscription;

/// Live message centre numbers and new messages.
#[Subscription]
impl MessageSubscription {
    /// The caller's unread count: the current value at once, then every
    /// change (deliveries, broadcasts, read marks). Computed from the events
    /// themselves; the database is read once, and again after the event bus
    /// reconnects.
    #[graphql(directive = partner_scope::apply(Scope::UnreadSubscribe.into()))]
    async fn unread_count(&self, ctx: &Context<'_>) -> Result<impl Stream<Item = i64>> {
        Ok(domain::message::live::unread_counts(app(ctx)?, viewer(ctx)?.member_id).await?)
    }

    /// Each new message for the caller (targeted or broadcast), as it
    /// arrives.
    #[graphql(directive = partner_scope::apply(Scope::MessagesRead.into()))]
    async fn message_received(
        &self,
        ctx: &Context<'_>,
    ) -> Result<impl Stream<Item = Result<MessageObject>>> {
        let me = viewer(ctx)?.member_id;
        Ok(domain::message::live::received(app(ctx)?, me)
            .map(|m| MessageObject::try_from(&m).map_err(Into::into)))
    }
}

/// Staff operations of this area: invisible to members and partners in
/// introspection, and refused to them (ARCHITECTURE.md "Three audiences").
#[derive(Default)]
pub struct MessageStaffQuery;

#[paging::connection_args]
#[Object]
impl MessageStaffQuery {
    /// Every message, newest first (staff with the operations permission).
    #[graphql(visible = "crate::audience::staff")]
    async fn messages(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "Only messages in this state; all when absent.")] status: Option<
            MessageStatus,
        >,
        page: paging::ConnectionArgs,
    ) -> Result<MessageConnection> {
        let window = page.window()?.decode(paging::parse_id_cursor)?;
        let (rows, more) = service::staff_list(
            app(ctx)?,
            viewer(ctx)?,
            status.map(|s| DomainStatus::from(s).code()),
            &window,
        )
        .await?;
        let edges: Vec<MessageEdge> = rows
            .into_iter()
            .map(|m| {
                Ok(MessageEdge {
                    cursor: m.id.to_string(),
                    node: MessageItem::as_sent(m).try_into()?,
                })
            })
            .collect::<Result<_, AppError>>()?;
        Ok(MessageConnection {
            page_info: PageInfo::of(&edges, &window, more),
            edges,
        })
    }
}

/// Staff operations of this area: invisible to members and partners in
/// introspection, and refused to them (ARCHITECTURE.md "Three audiences").
#[derive(Default)]
pub struct MessageStaffMutation;

#[Object]
impl MessageStaffMutation {
    /// Sends a message (staff with the operations permission): to listed
    /// members, a group, or everyone; now or at `scheduledAt`.
    #[graphql(visible = "crate::audience::staff")]
    async fn send_message(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "The audience, content and timing; see `SendMessageInput`.")]
        input: SendMessageInput,
    ) -> Result<SendMessagePayload> {
        let (a, v) = (app(ctx)?, viewer(ctx)?);
        let sent = async {
            let member_ids = input
                .member_ids
                .as_deref()
                .map(|ids| parse_ids("memberIds", NodeKind::Member, ids))
                .transpose()?;
            let group_id = input
                .group_id
                .as_ref()
                .map(|g| parse_id("groupId", NodeKind::MemberGroup, g))
                .transpose()?;
            let send = SendInput {
                audience: Audience::from_parts(
                    member_ids,
                    group_id,
                    input.to_all.unwrap_or(false),
                )?,
                message_type: (input.message_type.unwrap_or(MessageType::SystemNotice)).into(),
                title: input.title,
                content: input.content,
                payload: input
                    .payload
                    .map(|j| j.0)
                    .unwrap_or_else(|| serde_json::json!({})),
                scheduled_at: input.scheduled_at,
                idempotency_key: input.idempotency_key,
            };
            service::send(a, v, send).await
        }
        .await;
        let (sent, user_errors) = split(sent)?;
        Ok(SendMessagePayload {
            message: sent
                .map(|m| MessageItem::as_sent(m).try_into())
                .transpose()?,
            user_errors,
        })
    }

    /// Cancels a scheduled message (staff).
    #[graphql(visible = "crate::audience::staff")]
    async fn cancel_scheduled_message(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "The scheduled message to cancel; see `CancelScheduledMessageInput`.")]
        input: CancelScheduledMessageInput,
    ) -> Result<CancelScheduledMessagePayload> {
        let (a, v) = (app(ctx)?, viewer(ctx)?);
        let done = async {
            let id = parse_id("id", NodeKind::Message, &input.id)?;
            service::cancel_schedule(a, v, id).await
        }
        .await;
        let (done, user_errors) = split(done)?;
        Ok(CancelScheduledMessagePayload {
            message: done
                .map(|m| MessageItem::as_sent(m).try_into())
                .transpose()?,
            user_errors,
        })
    }
}
