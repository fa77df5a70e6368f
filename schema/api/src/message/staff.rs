//! The message area's staff operations (full schema only).

use super::objects::*;
use crate::enums::MessageType;
use crate::ids::{parse_id, parse_ids, NodeKind};
use crate::paging::{self, PageInfo};
use crate::payload::split;
use crate::request::{app, viewer};
use crate::Result;
use async_graphql::{Context, Object};
use domain::message::deliver::MessageStatus as DomainStatus;
use domain::message::service::{self, Audience, MessageItem, SendInput};
use domain::AppError;

/// Staff operations of this area: invisible to members and partners in
/// introspection, and refused to them (ARCHITECTURE.md "Three audiences").
#[derive(Default)]
pub struct MessageStaffQuery;

#[paging::connection_args]
#[Object]
impl MessageStaffQuery {
    /// Every message, newest first (staff with the operations permission).
    #[graphql(
        visible = "crate::audience::staff",
        guard = "crate::audience::Staff::Operations"
    )]
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
    #[graphql(
        visible = "crate::audience::staff",
        guard = "crate::audience::Staff::Operations"
    )]
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
    #[graphql(
        visible = "crate::audience::staff",
        guard = "crate::audience::Staff::Operations"
    )]
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
