//! `Message/*`: the same service calls as the GraphQL `sendMessage`,
//! `cancelScheduledMessage`, `myMessages`, `message`,
//! `unreadMessageCount`, `setMessagesRead` and `setMessagesUnread`.

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};

use super::member_wire::time;
use super::paging::{PageRequestWire, PageResultWire};
use super::proto_json::{int64, opt_int64};
use super::wire_enum::{self, BooleanOption, Wire};
use super::{Call, LegacyRoutes};
use domain::kernel::enums::ProtoEnum;
use domain::kernel::paging::Page;
use domain::message::service::{self, Audience, ListFilter, Marked, MessageItem, SendInput};
use domain::message::MessageType;
use domain::AppError;

pub fn register(r: &mut LegacyRoutes) {
    r.add(
        "Message",
        "Send",
        |state, call: Call, req: SendRequest| async move {
            let to_all = req.to_all;
            let group = req.group_id.filter(|g| *g > 0);
            let audience = Audience::from_parts(Some(req.member_ids), group, to_all)?;
            let m = service::send(
                &state.ctx,
                call.viewer()?,
                SendInput {
                    audience,
                    message_type: req
                        .message_type
                        .map_or(MessageType::SystemNotice, Wire::into_inner),
                    title: req.title,
                    content: req.content,
                    payload: req.payload.unwrap_or_else(|| serde_json::json!({})),
                    scheduled_at: req.scheduled_at,
                    idempotency_key: None,
                },
            )
            .await?;
            Ok(MessageInfo::new(MessageItem::as_sent(m)))
        },
    );
    r.add(
        "Message",
        "CancelSchedule",
        |state, call: Call, req: IdRequest| async move {
            let m = service::cancel_schedule(&state.ctx, call.viewer()?, req.id()?).await?;
            Ok(MessageInfo::new(MessageItem::as_sent(m)))
        },
    );
    r.add(
        "Message",
        "Query",
        |state, call: Call, req: QueryRequest| async move {
            let page = Page::new(req.page_request.page, req.page_request.page_size)?;
            let filter = ListFilter {
                read: wire_enum::flag(req.is_read),
                message_type: req.message_type.map(Wire::into_inner),
            };
            let (items, result) =
                service::list_page(&state.ctx, call.viewer()?, filter, page).await?;
            Ok(QueryReply {
                page_result: result.into(),
                items: items.into_iter().map(MessageInfo::new).collect(),
            })
        },
    );
    r.add(
        "Message",
        "Find",
        |state, call: Call, req: IdRequest| async move {
            let item = service::find(&state.ctx, call.viewer()?, req.id()?).await?;
            Ok(MessageInfo::new(item))
        },
    );
    r.add(
        "Message",
        "GetHaveNoReadCount",
        |state, call: Call, _req: Empty| async move {
            let (count, _) = service::unread_count(&state.ctx, call.viewer()?.member_id).await?;
            Ok(CountReply { count })
        },
    );
    r.add(
        "Message",
        "SetHaveRead",
        |state, call: Call, req: MarkRequest| async move {
            let count = service::set_read(&state.ctx, call.viewer()?, req.marked()?).await?;
            Ok(CountReply { count })
        },
    );
    r.add(
        "Message",
        "SetHaveNoRead",
        |state, call: Call, req: MarkRequest| async move {
            let count = service::set_unread(&state.ctx, call.viewer()?, req.marked()?).await?;
            Ok(CountReply { count })
        },
    );
}

#[derive(Debug, Default, Deserialize, schemars::JsonSchema)]
#[serde(default)]
pub struct Empty {}

/// Send: exactly one of `memberIds`, `groupId`, `toAll`.
#[derive(Debug, Default, Deserialize, schemars::JsonSchema)]
#[serde(default, rename_all = "camelCase")]
pub struct SendRequest {
    #[serde(with = "super::proto_json::vec_int64")]
    #[schemars(with = "Vec<crate::legacy::proto_json::Int64>")]
    pub member_ids: Vec<i64>,
    #[serde(with = "opt_int64")]
    #[schemars(with = "Option<crate::legacy::proto_json::Int64>")]
    pub group_id: Option<i64>,
    pub to_all: bool,
    pub message_type: Option<Wire<MessageType>>,
    pub title: String,
    pub content: String,
    pub payload: Option<serde_json::Value>,
    /// RFC 3339; absent = now.
    pub scheduled_at: Option<DateTime<Utc>>,
}

#[derive(Debug, Default, Deserialize, schemars::JsonSchema)]
#[serde(default, rename_all = "camelCase")]
pub struct IdRequest {
    #[serde(with = "opt_int64")]
    #[schemars(with = "Option<crate::legacy::proto_json::Int64>")]
    pub id: Option<i64>,
}

impl IdRequest {
    fn id(&self) -> Result<i64, AppError> {
        self.id
            .filter(|i| *i > 0)
            .ok_or_else(|| AppError::invalid("id", "is required"))
    }
}

#[derive(Debug, Default, Deserialize, schemars::JsonSchema)]
#[serde(default, rename_all = "camelCase")]
pub struct QueryRequest {
    /// NONE/ALL: any; TRUE: read only; FALSE: unread only.
    pub is_read: Option<Wire<BooleanOption>>,
    pub message_type: Option<Wire<MessageType>>,
    pub order_request: serde_json::Value,
    pub page_request: PageRequestWire,
}

/// A read mark: `ids` (or one `id`), or `all: true`.
#[derive(Debug, Default, Deserialize, schemars::JsonSchema)]
#[serde(default, rename_all = "camelCase")]
pub struct MarkRequest {
    #[serde(with = "super::proto_json::vec_int64")]
    #[schemars(with = "Vec<crate::legacy::proto_json::Int64>")]
    pub ids: Vec<i64>,
    #[serde(with = "opt_int64")]
    #[schemars(with = "Option<crate::legacy::proto_json::Int64>")]
    pub id: Option<i64>,
    pub all: bool,
}

impl MarkRequest {
    fn marked(self) -> Result<Marked, AppError> {
        if self.all {
            return Ok(Marked::All);
        }
        let mut ids = self.ids;
        ids.extend(self.id);
        if ids.is_empty() {
            return Err(AppError::invalid("ids", "give ids, or all: true"));
        }
        Ok(Marked::Ids(ids))
    }
}

#[derive(Debug, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct MessageInfo {
    #[serde(with = "int64")]
    #[schemars(with = "crate::legacy::proto_json::Int64")]
    pub id: i64,
    pub message_type: Wire<MessageType>,
    pub title: String,
    pub content: String,
    pub payload: serde_json::Value,
    pub is_read: bool,
    /// SCHEDULED, SENT or CANCELLED.
    pub status: String,
    /// When it reached the caller.
    pub created_at: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub scheduled_at: Option<String>,
    #[serde(with = "opt_int64", skip_serializing_if = "Option::is_none")]
    #[schemars(with = "Option<crate::legacy::proto_json::Int64>")]
    pub sender_id: Option<i64>,
}

impl MessageInfo {
    fn new(i: MessageItem) -> Self {
        let m = i.message;
        Self {
            id: m.id,
            message_type: Wire(
                MessageType::from_number(i64::from(m.message_type))
                    .unwrap_or(MessageType::SystemNotice),
            ),
            title: m.title,
            content: m.content,
            payload: m.payload,
            is_read: i.read,
            status: m.status,
            created_at: time(i.delivered_at),
            scheduled_at: m.scheduled_at.map(time),
            sender_id: m.sender_id,
        }
    }
}

#[derive(Debug, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct QueryReply {
    pub page_result: PageResultWire,
    pub items: Vec<MessageInfo>,
}

#[derive(Debug, Serialize, schemars::JsonSchema)]
pub struct CountReply {
    #[serde(with = "int64")]
    #[schemars(with = "crate::legacy::proto_json::Int64")]
    pub count: i64,
}
