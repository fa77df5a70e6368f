//! Webhook endpoints and deliveries as GraphQL objects, their inputs and
//! payloads.

use async_graphql::{Enum, InputObject, SimpleObject, ID};
use chrono::{DateTime, Utc};

use crate::ids::{global, NodeKind};
use crate::payload::UserError;

/// Whether an endpoint receives its events.
#[derive(Enum, Debug, Clone, Copy, PartialEq, Eq)]
#[graphql(remote = "domain::webhook::EndpointState")]
pub enum WebhookEndpointState {
    /// Receives its events.
    Active,
    /// A delivery ran out of retries (24 h); events still go out, and the
    /// next success makes it `ACTIVE` again.
    Failing,
    /// Receives nothing until enabled again.
    Disabled,
}

/// Where one delivery is.
#[derive(Enum, Debug, Clone, Copy, PartialEq, Eq)]
#[graphql(remote = "domain::webhook::DeliveryState")]
pub enum WebhookDeliveryState {
    /// Waiting for its next attempt.
    Pending,
    /// The endpoint answered 2xx.
    Delivered,
    /// Every attempt of its round failed; `redeliverWebhook` sends it again.
    Failed,
}

/// A partner's webhook endpoint (Standard Webhooks): where its events are
/// POSTed, signed. Its secret is shown only when created or rotated.
#[derive(SimpleObject)]
pub struct WebhookEndpoint {
    /// The endpoint's global id.
    pub id: ID,
    /// The partner's global id.
    pub partner_id: ID,
    /// `https://…` (plain `http` only outside production).
    pub url: String,
    /// The partner's own note; null when none.
    pub description: Option<String>,
    /// The event types it receives: `member.registered`, `member.verified`,
    /// `commission.credited`, `withdrawal.updated`.
    pub event_types: Vec<String>,
    /// `ACTIVE`, `FAILING` (a delivery ran out of retries; deliveries go
    /// on, and a success makes it `ACTIVE` again) or `DISABLED`.
    pub state: WebhookEndpointState,
    /// When a delivery last ran out of retries, while `FAILING`.
    pub failing_since: Option<DateTime<Utc>>,
    /// After a rotation: until then deliveries carry a second signature
    /// made with the previous secret. Null when no rotation overlaps.
    pub previous_secret_until: Option<DateTime<Utc>>,
    /// When the endpoint was created.
    pub created_at: DateTime<Utc>,
    /// When its URL, events, state or secret last changed.
    pub updated_at: DateTime<Utc>,
}

impl From<domain::webhook::Endpoint> for WebhookEndpoint {
    fn from(e: domain::webhook::Endpoint) -> Self {
        Self {
            id: global(NodeKind::WebhookEndpoint, e.id),
            partner_id: global(NodeKind::Partner, e.partner_id),
            url: e.url,
            description: crate::text::given_owned(e.description),
            event_types: e.event_types,
            state: e.state.into(),
            failing_since: e.failing_since,
            previous_secret_until: e.previous_secret_until,
            created_at: e.created_at,
            updated_at: e.updated_at,
        }
    }
}

/// One event on its way to one endpoint, with its last attempt.
#[derive(SimpleObject)]
pub struct WebhookDelivery {
    /// The delivery's global id.
    pub id: ID,
    /// The endpoint's global id.
    pub endpoint_id: ID,
    /// The `webhook-id` header: the same on every attempt (and for every
    /// endpoint of one event), so a receiver can drop repeats.
    pub event_id: String,
    /// e.g. `member.registered`.
    pub event_type: String,
    /// The JSON body sent: `{"type", "timestamp", "data"}`.
    pub payload: String,
    /// `PENDING` (attempts to come), `DELIVERED` or `FAILED` (out of retries).
    pub state: WebhookDeliveryState,
    /// Attempts made in this round.
    pub attempts: i32,
    /// When the next attempt is due, while `PENDING`.
    pub next_attempt_at: Option<DateTime<Utc>>,
    /// When the last attempt was made; null before the first.
    pub last_attempt_at: Option<DateTime<Utc>>,
    /// The endpoint's HTTP status at the last attempt; null when it did not
    /// answer.
    pub last_status: Option<i32>,
    /// Why the last attempt failed.
    pub last_error: Option<String>,
    /// The start of the endpoint's last answer (at most 200 characters).
    pub last_response: Option<String>,
    /// When the event was written (in the transaction of the change).
    pub created_at: DateTime<Utc>,
    /// When the endpoint answered 2xx; null until then.
    pub delivered_at: Option<DateTime<Utc>>,
}

impl From<domain::webhook::Delivery> for WebhookDelivery {
    fn from(d: domain::webhook::Delivery) -> Self {
        Self {
            id: global(NodeKind::WebhookDelivery, d.id),
            endpoint_id: global(NodeKind::WebhookEndpoint, d.endpoint_id),
            event_id: d.event_id,
            event_type: d.event_type,
            payload: d.payload,
            state: d.state.into(),
            attempts: i32::try_from(d.attempts).unwrap_or(i32::MAX),
            next_attempt_at: d.next_at,
            last_attempt_at: d.last_attempt_at,
            last_status: d.last_status,
            last_error: d.last_error,
            last_response: d.last_response,
            created_at: d.created_at,
            delivered_at: d.delivered_at,
        }
    }
}

/// A page of endpoints, newest first.
#[crate::paging::connection(edge = WebhookEndpointEdge, node = WebhookEndpoint)]
pub struct WebhookEndpointConnection {}

/// A page of deliveries, newest first.
#[crate::paging::connection(edge = WebhookDeliveryEdge, node = WebhookDelivery)]
pub struct WebhookDeliveryConnection {}

/// Input of `createWebhookEndpoint`.
#[derive(InputObject)]
pub struct CreateWebhookEndpointInput {
    /// `https://…`; never a loopback, private or link-local address
    /// (`UNSAFE_URL`).
    pub url: String,
    /// A note of the partner's own, at most 200 characters.
    pub description: Option<String>,
    /// At least one of `member.registered`, `member.verified`,
    /// `commission.credited`, `withdrawal.updated`.
    pub event_types: Vec<String>,
}

/// Input of `createPartnerWebhookEndpoint` (staff).
#[derive(InputObject)]
pub struct CreatePartnerWebhookEndpointInput {
    /// The partner's global id.
    pub partner_id: ID,
    /// `https://…`; never a loopback, private or link-local address.
    pub url: String,
    /// A note, at most 200 characters.
    pub description: Option<String>,
    /// At least one event type.
    pub event_types: Vec<String>,
}

/// Input of `updateWebhookEndpoint`: absent fields stay as they are.
#[derive(InputObject)]
pub struct UpdateWebhookEndpointInput {
    /// The endpoint's global id.
    pub id: ID,
    /// A new URL (checked as at creation).
    pub url: Option<String>,
    /// A new note.
    pub description: Option<String>,
    /// Replaces the event types.
    pub event_types: Option<Vec<String>>,
    /// `false` disables it; `true` makes a disabled or failing one active.
    pub enabled: Option<bool>,
}

/// Input naming one endpoint (`rotateWebhookSecret`,
/// `deleteWebhookEndpoint`, `pingWebhookEndpoint`).
#[derive(InputObject)]
pub struct WebhookEndpointIdInput {
    /// The endpoint's global id.
    pub id: ID,
}

/// Input of `redeliverWebhook`.
#[derive(InputObject)]
pub struct RedeliverWebhookInput {
    /// The delivery's global id (`DELIVERED` or `FAILED`).
    pub delivery_id: ID,
}

/// The answer of creating an endpoint or rotating its secret.
#[derive(SimpleObject, Default)]
pub struct WebhookSecretPayload {
    /// The endpoint.
    pub endpoint: Option<WebhookEndpoint>,
    /// `whsec_…`: verify deliveries with it. Shown this once, never again.
    pub secret: Option<String>,
    /// Failures the caller can act on; empty on success.
    pub user_errors: Vec<UserError>,
}

crate::payload::payload!(
    /// The answer of `updateWebhookEndpoint`.
    UpdateWebhookEndpointPayload { endpoint: WebhookEndpoint, "The endpoint as it is now." }
);
crate::payload::payload!(
    /// The answer of `deleteWebhookEndpoint`.
    DeleteWebhookEndpointPayload { deleted_id: ID, "The deleted endpoint's global id." }
);
crate::payload::payload!(
    /// The answer of `pingWebhookEndpoint`.
    PingWebhookEndpointPayload { delivery: WebhookDelivery, "The test event's delivery, `PENDING`: follow it in `webhookDeliveries`." }
);
crate::payload::payload!(
    /// The answer of `redeliverWebhook`.
    RedeliverWebhookPayload { delivery: WebhookDelivery, "The delivery, `PENDING` again." }
);
