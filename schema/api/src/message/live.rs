//! The message area's subscriptions.

use super::objects::*;
use crate::partner_scope::partner_scope;
use crate::request::{app, viewer};
use crate::Result;
use async_graphql::{Context, Subscription};
use domain::partner::Scope;
use futures_util::{Stream, StreamExt};

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
        let app = std::sync::Arc::new(app(ctx)?.clone());
        Ok(domain::message::live::unread_counts(app, viewer(ctx)?.member_id).await?)
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
