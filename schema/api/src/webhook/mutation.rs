//! What a partner key with `webhooks:write` changes: its endpoints, their
//! secrets, and redeliveries. The first mutations a key may run.

use async_graphql::{Context, Object};

use super::objects::{
    CreateWebhookEndpointInput, DeleteWebhookEndpointPayload, PingWebhookEndpointPayload,
    RedeliverWebhookInput, RedeliverWebhookPayload, UpdateWebhookEndpointInput,
    UpdateWebhookEndpointPayload, WebhookDelivery, WebhookEndpoint, WebhookEndpointIdInput,
    WebhookSecretPayload,
};
use super::{partner_actor, secret_payload};
use crate::ids::{global, parse_id, NodeKind};
use crate::partner_scope::partner_scope;
use crate::payload::answer;
use crate::request::app;
use crate::Result;
use domain::partner::Scope;
use domain::webhook::{endpoints, log, EndpointChanges, NewEndpoint};

/// The calling partner's webhook changes (a key with `webhooks:write`).
#[derive(Default)]
pub struct WebhookMutation;

#[Object]
impl WebhookMutation {
    /// Registers a webhook endpoint for event types; the answer carries its
    /// signing secret (`whsec_…`), shown this once (a partner key with
    /// `webhooks:write`).
    #[graphql(directive = partner_scope::apply(Scope::WebhooksWrite.into()))]
    async fn create_webhook_endpoint(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "The URL and event types; see `CreateWebhookEndpointInput`.")]
        input: CreateWebhookEndpointInput,
    ) -> Result<WebhookSecretPayload> {
        let (actor, partner_id) = partner_actor(ctx)?;
        let new = NewEndpoint {
            url: input.url,
            description: input.description,
            event_types: input.event_types,
        };
        secret_payload(endpoints::create(app(ctx)?, actor, partner_id, new).await)
    }

    /// Changes an endpoint's URL, note or event types, or disables or
    /// enables it (a partner key with `webhooks:write`).
    #[graphql(directive = partner_scope::apply(Scope::WebhooksWrite.into()))]
    async fn update_webhook_endpoint(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "The endpoint and what to change; see `UpdateWebhookEndpointInput`.")]
        input: UpdateWebhookEndpointInput,
    ) -> Result<UpdateWebhookEndpointPayload> {
        let (actor, _) = partner_actor(ctx)?;
        let a = app(ctx)?;
        let done = async {
            let id = parse_id("id", NodeKind::WebhookEndpoint, &input.id)?;
            let changes = EndpointChanges {
                url: input.url,
                description: input.description,
                event_types: input.event_types,
                enabled: input.enabled,
            };
            endpoints::update(a, actor, id, changes).await
        }
        .await;
        answer::<_, WebhookEndpoint, _>(done)
    }

    /// A new signing secret, shown this once; for 24 h deliveries carry a
    /// second signature made with the previous one, so a receiver can move
    /// over without dropping any (a partner key with `webhooks:write`).
    #[graphql(directive = partner_scope::apply(Scope::WebhooksWrite.into()))]
    async fn rotate_webhook_secret(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "The endpoint; see `WebhookEndpointIdInput`.")]
        input: WebhookEndpointIdInput,
    ) -> Result<WebhookSecretPayload> {
        let (actor, _) = partner_actor(ctx)?;
        let a = app(ctx)?;
        let done = async {
            let id = parse_id("id", NodeKind::WebhookEndpoint, &input.id)?;
            endpoints::rotate_secret(a, actor, id).await
        }
        .await;
        secret_payload(done)
    }

    /// Deletes an endpoint and its delivery log; deliveries still waiting
    /// are not sent (a partner key with `webhooks:write`).
    #[graphql(directive = partner_scope::apply(Scope::WebhooksWrite.into()))]
    async fn delete_webhook_endpoint(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "The endpoint; see `WebhookEndpointIdInput`.")]
        input: WebhookEndpointIdInput,
    ) -> Result<DeleteWebhookEndpointPayload> {
        let (actor, _) = partner_actor(ctx)?;
        let a = app(ctx)?;
        let done = async {
            let id = parse_id("id", NodeKind::WebhookEndpoint, &input.id)?;
            endpoints::delete(a, actor, id).await
        }
        .await;
        let (id, user_errors) = crate::payload::split(done)?;
        Ok(DeleteWebhookEndpointPayload {
            deleted_id: id.map(|id| global(NodeKind::WebhookEndpoint, id)),
            user_errors,
        })
    }

    /// Sends the test event `webhook.ping` to one endpoint, whatever event
    /// types it takes: signed, logged and retried like any other, to try a
    /// receiver end to end (a partner key with `webhooks:write`).
    #[graphql(directive = partner_scope::apply(Scope::WebhooksWrite.into()))]
    async fn ping_webhook_endpoint(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "The endpoint; see `WebhookEndpointIdInput`.")]
        input: WebhookEndpointIdInput,
    ) -> Result<PingWebhookEndpointPayload> {
        let (actor, _) = partner_actor(ctx)?;
        let a = app(ctx)?;
        let done = async {
            let id = parse_id("id", NodeKind::WebhookEndpoint, &input.id)?;
            log::ping(a, actor, id).await
        }
        .await;
        answer::<_, WebhookDelivery, _>(done)
    }

    /// Sends a delivered or failed event again, with the same `webhook-id`
    /// (a partner key with `webhooks:write`).
    #[graphql(directive = partner_scope::apply(Scope::WebhooksWrite.into()))]
    async fn redeliver_webhook(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "The delivery; see `RedeliverWebhookInput`.")]
        input: RedeliverWebhookInput,
    ) -> Result<RedeliverWebhookPayload> {
        let (actor, _) = partner_actor(ctx)?;
        let a = app(ctx)?;
        let done = async {
            let id = parse_id("deliveryId", NodeKind::WebhookDelivery, &input.delivery_id)?;
            log::redeliver(a, actor, id).await
        }
        .await;
        answer::<_, WebhookDelivery, _>(done)
    }
}
