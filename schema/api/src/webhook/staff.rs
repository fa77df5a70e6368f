//! Staff managing any partner's webhooks (operations permission,
//! audit-logged): invisible to members and partners in introspection, and
//! refused to them (ARCHITECTURE.md "Three audiences").

use async_graphql::{Context, Object, ID};

use super::objects::{
    CreatePartnerWebhookEndpointInput, DeleteWebhookEndpointPayload, RedeliverWebhookInput,
    RedeliverWebhookPayload, UpdateWebhookEndpointInput, UpdateWebhookEndpointPayload,
    WebhookDelivery, WebhookDeliveryConnection, WebhookDeliveryState, WebhookEndpoint,
    WebhookEndpointConnection, WebhookEndpointIdInput, WebhookSecretPayload,
};
use super::{delivery_page, endpoint_page, secret_payload};
use crate::ids::{global, parse_id, NodeKind};
use crate::paging;
use crate::payload::answer;
use crate::request::{app, viewer};
use crate::Result;
use domain::webhook::{endpoints, log, Actor, EndpointChanges, NewEndpoint};

/// Staff reads of partners' webhooks.
#[derive(Default)]
pub struct WebhookStaffQuery;

#[paging::connection_args]
#[Object]
impl WebhookStaffQuery {
    /// A partner's webhook endpoints, newest first (staff, operations
    /// permission).
    #[graphql(
        visible = "crate::audience::staff",
        guard = "crate::audience::Staff::Operations"
    )]
    async fn partner_webhook_endpoints(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "The partner's global id.")] partner_id: ID,
        page: paging::ConnectionArgs,
    ) -> Result<WebhookEndpointConnection> {
        let partner = parse_id("partnerId", NodeKind::Partner, &partner_id)?;
        let window = page.window()?.decode(paging::parse_id_cursor)?;
        let actor = Actor::Staff(viewer(ctx)?);
        let (rows, more) = endpoints::list(app(ctx)?, actor, partner, &window).await?;
        Ok(endpoint_page(rows, more, &window))
    }

    /// A partner endpoint's deliveries, newest first (staff, operations
    /// permission).
    #[graphql(
        visible = "crate::audience::staff",
        guard = "crate::audience::Staff::Operations"
    )]
    #[allow(clippy::too_many_arguments)]
    async fn partner_webhook_deliveries(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "The endpoint's global id.")] endpoint_id: ID,
        #[graphql(desc = "Only deliveries in this state; all when absent.")] state: Option<
            WebhookDeliveryState,
        >,
        page: paging::ConnectionArgs,
    ) -> Result<WebhookDeliveryConnection> {
        let id = parse_id("endpointId", NodeKind::WebhookEndpoint, &endpoint_id)?;
        let window = page.window()?.decode(paging::parse_id_cursor)?;
        let actor = Actor::Staff(viewer(ctx)?);
        let (rows, more) =
            log::deliveries(app(ctx)?, actor, id, state.map(Into::into), &window).await?;
        Ok(delivery_page(rows, more, &window))
    }
}

/// Staff changes to partners' webhooks.
#[derive(Default)]
pub struct WebhookStaffMutation;

#[Object]
impl WebhookStaffMutation {
    /// Registers a webhook endpoint for a partner; the secret is in the
    /// answer, this once (staff, operations permission; audit-logged).
    #[graphql(
        visible = "crate::audience::staff",
        guard = "crate::audience::Staff::Operations"
    )]
    async fn create_partner_webhook_endpoint(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "The partner, URL and event types.")]
        input: CreatePartnerWebhookEndpointInput,
    ) -> Result<WebhookSecretPayload> {
        let (a, v) = (app(ctx)?, viewer(ctx)?);
        let done = async {
            let partner = parse_id("partnerId", NodeKind::Partner, &input.partner_id)?;
            let new = NewEndpoint {
                url: input.url,
                description: input.description,
                event_types: input.event_types,
            };
            endpoints::create(a, Actor::Staff(v), partner, new).await
        }
        .await;
        secret_payload(done)
    }

    /// Changes a partner's endpoint (staff, operations permission;
    /// audit-logged).
    #[graphql(
        visible = "crate::audience::staff",
        guard = "crate::audience::Staff::Operations"
    )]
    async fn update_partner_webhook_endpoint(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "The endpoint and what to change.")] input: UpdateWebhookEndpointInput,
    ) -> Result<UpdateWebhookEndpointPayload> {
        let (a, v) = (app(ctx)?, viewer(ctx)?);
        let done = async {
            let id = parse_id("id", NodeKind::WebhookEndpoint, &input.id)?;
            let changes = EndpointChanges {
                url: input.url,
                description: input.description,
                event_types: input.event_types,
                enabled: input.enabled,
            };
            endpoints::update(a, Actor::Staff(v), id, changes).await
        }
        .await;
        answer::<_, WebhookEndpoint, _>(done)
    }

    /// A new secret for a partner's endpoint, shown this once (staff,
    /// operations permission; audit-logged).
    #[graphql(
        visible = "crate::audience::staff",
        guard = "crate::audience::Staff::Operations"
    )]
    async fn rotate_partner_webhook_secret(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "The endpoint.")] input: WebhookEndpointIdInput,
    ) -> Result<WebhookSecretPayload> {
        let (a, v) = (app(ctx)?, viewer(ctx)?);
        let done = async {
            let id = parse_id("id", NodeKind::WebhookEndpoint, &input.id)?;
            endpoints::rotate_secret(a, Actor::Staff(v), id).await
        }
        .await;
        secret_payload(done)
    }

    /// Deletes a partner's endpoint (staff, operations permission;
    /// audit-logged).
    #[graphql(
        visible = "crate::audience::staff",
        guard = "crate::audience::Staff::Operations"
    )]
    async fn delete_partner_webhook_endpoint(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "The endpoint.")] input: WebhookEndpointIdInput,
    ) -> Result<DeleteWebhookEndpointPayload> {
        let (a, v) = (app(ctx)?, viewer(ctx)?);
        let done = async {
            let id = parse_id("id", NodeKind::WebhookEndpoint, &input.id)?;
            endpoints::delete(a, Actor::Staff(v), id).await
        }
        .await;
        let (id, user_errors) = crate::payload::split(done)?;
        Ok(DeleteWebhookEndpointPayload {
            deleted_id: id.map(|id| global(NodeKind::WebhookEndpoint, id)),
            user_errors,
        })
    }

    /// Sends a partner's delivered or failed event again (staff,
    /// operations permission; audit-logged).
    #[graphql(
        visible = "crate::audience::staff",
        guard = "crate::audience::Staff::Operations"
    )]
    async fn redeliver_partner_webhook(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "The delivery.")] input: RedeliverWebhookInput,
    ) -> Result<RedeliverWebhookPayload> {
        let (a, v) = (app(ctx)?, viewer(ctx)?);
        let done = async {
            let id = parse_id("deliveryId", NodeKind::WebhookDelivery, &input.delivery_id)?;
            log::redeliver(a, Actor::Staff(v), id).await
        }
        .await;
        answer::<_, WebhookDelivery, _>(done)
    }
}
