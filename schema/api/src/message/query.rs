//! The message area's queries.

use super::objects::*;
use crate::enums::MessageType;
use crate::ids::{parse_id, NodeKind};
use crate::paging::{self, PageInfo};
use crate::partner_scope::partner_scope;
use crate::request::{app, viewer};
use crate::Result;
use async_graphql::{Context, Object, ID};
use domain::message::service::{self, ListFilter};
use domain::partner::Scope;
use domain::AppError;

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
