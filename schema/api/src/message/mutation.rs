//! The message area's mutations.

use super::objects::*;
use crate::payload::split;
use crate::request::{app, viewer};
use crate::Result;
use async_graphql::{Context, Object};
use domain::message::service::{self};

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
