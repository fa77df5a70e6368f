//! What a partner key with `webhooks:write` reads: its endpoints and their
//! delivery log.

use async_graphql::{Context, Object, ID};

use super::objects::{WebhookDeliveryConnection, WebhookDeliveryState, WebhookEndpointConnection};
use super::{delivery_page, endpoint_page, partner_actor};
use crate::ids::{parse_id, NodeKind};
use crate::paging;
use crate::partner_scope::partner_scope;
use crate::request::app;
use crate::Result;
use domain::partner::Scope;
use domain::webhook::{endpoints, log};

/// The calling partner's webhooks (a key with `webhooks:write`).
#[derive(Default)]
pub struct WebhookQuery;

#[paging::connection_args]
#[Object]
impl WebhookQuery {
    /// The calling partner's webhook endpoints, newest first (a partner
    /// key with `webhooks:write`; others are refused).
    #[graphql(directive = partner_scope::apply(Scope::WebhooksWrite.into()))]
    async fn webhook_endpoints(
        &self,
        ctx: &Context<'_>,
        page: paging::ConnectionArgs,
    ) -> Result<WebhookEndpointConnection> {
        let (actor, partner_id) = partner_actor(ctx)?;
        let window = page.window()?.decode(paging::parse_id_cursor)?;
        let (rows, more) = endpoints::list(app(ctx)?, actor, partner_id, &window).await?;
        Ok(endpoint_page(rows, more, &window))
    }

    /// One endpoint's deliveries, newest first: each event's id, state,
    /// attempts and the last answer (a partner key with `webhooks:write`,
    /// its own endpoints only).
    #[allow(clippy::too_many_arguments)]
    #[graphql(directive = partner_scope::apply(Scope::WebhooksWrite.into()))]
    async fn webhook_deliveries(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "The endpoint's global id.")] endpoint_id: ID,
        #[graphql(desc = "Only deliveries in this state; all when absent.")] state: Option<
            WebhookDeliveryState,
        >,
        page: paging::ConnectionArgs,
    ) -> Result<WebhookDeliveryConnection> {
        let (actor, _) = partner_actor(ctx)?;
        let id = parse_id("endpointId", NodeKind::WebhookEndpoint, &endpoint_id)?;
        let window = page.window()?.decode(paging::parse_id_cursor)?;
        let (rows, more) =
            log::deliveries(app(ctx)?, actor, id, state.map(Into::into), &window).await?;
        Ok(delivery_page(rows, more, &window))
    }
}
