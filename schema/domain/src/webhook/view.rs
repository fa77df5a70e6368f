//! Endpoints and deliveries as their owner (and staff) see them: never a
//! secret, and of a receiver's answer only its status and a short excerpt.

use chrono::{DateTime, Utc};

use entities::{webhook_delivery, webhook_endpoint};

/// An endpoint's state.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum EndpointState {
    /// Receives its events.
    Active,
    /// A delivery ran out of retries; events still go out, and a success
    /// makes it `Active` again.
    Failing,
    /// Receives nothing until enabled again.
    Disabled,
}

impl EndpointState {
    pub fn as_str(self) -> &'static str {
        match self {
            EndpointState::Active => ACTIVE,
            EndpointState::Failing => FAILING,
            EndpointState::Disabled => DISABLED,
        }
    }

    pub fn from_db(s: &str) -> Self {
        match s {
            FAILING => EndpointState::Failing,
            DISABLED => EndpointState::Disabled,
            _ => EndpointState::Active,
        }
    }
}

pub const ACTIVE: &str = "ACTIVE";
pub const FAILING: &str = "FAILING";
pub const DISABLED: &str = "DISABLED";

/// A delivery's state.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DeliveryState {
    /// Waiting for its next attempt.
    Pending,
    /// A 2xx answered.
    Delivered,
    /// Every attempt of its round failed.
    Failed,
}

pub const PENDING: &str = "PENDING";
pub const DELIVERED: &str = "DELIVERED";
pub const FAILED: &str = "FAILED";

impl DeliveryState {
    pub fn as_str(self) -> &'static str {
        match self {
            DeliveryState::Pending => PENDING,
            DeliveryState::Delivered => DELIVERED,
            DeliveryState::Failed => FAILED,
        }
    }

    pub fn from_db(s: &str) -> Self {
        match s {
            DELIVERED => DeliveryState::Delivered,
            FAILED => DeliveryState::Failed,
            _ => DeliveryState::Pending,
        }
    }
}

/// An endpoint (never its secret).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Endpoint {
    pub id: i64,
    pub partner_id: i64,
    pub url: String,
    pub description: String,
    pub event_types: Vec<String>,
    pub state: EndpointState,
    pub failing_since: Option<DateTime<Utc>>,
    /// While a rotation overlaps: when the previous secret stops signing.
    pub previous_secret_until: Option<DateTime<Utc>>,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
}

/// The event types stored as a JSON array (unknown text reads as none).
pub fn event_types_of(stored: &str) -> Vec<String> {
    serde_json::from_str(stored).unwrap_or_default()
}

impl Endpoint {
    pub fn of(m: webhook_endpoint::Model, now: DateTime<Utc>) -> Self {
        Self {
            id: m.id,
            partner_id: m.partner_id,
            url: m.url,
            description: m.description,
            event_types: event_types_of(&m.event_types),
            state: EndpointState::from_db(&m.state),
            failing_since: m.failing_since,
            previous_secret_until: m
                .previous_secret_until
                .filter(|until| m.previous_secret.is_some() && *until > now),
            created_at: m.created_at,
            updated_at: m.updated_at,
        }
    }
}

/// One event's delivery to one endpoint, with its last attempt.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Delivery {
    pub id: i64,
    pub endpoint_id: i64,
    /// The `webhook-id`.
    pub event_id: String,
    pub event_type: String,
    /// The JSON body sent.
    pub payload: String,
    pub state: DeliveryState,
    /// Attempts in this round.
    pub attempts: i64,
    pub next_at: Option<DateTime<Utc>>,
    pub last_attempt_at: Option<DateTime<Utc>>,
    pub last_status: Option<i32>,
    pub last_error: Option<String>,
    pub last_response: Option<String>,
    pub created_at: DateTime<Utc>,
    pub delivered_at: Option<DateTime<Utc>>,
}

impl From<webhook_delivery::Model> for Delivery {
    fn from(m: webhook_delivery::Model) -> Self {
        let state = DeliveryState::from_db(&m.state);
        Self {
            id: m.id,
            endpoint_id: m.endpoint_id,
            event_id: m.event_id,
            event_type: m.event_type,
            payload: m.payload,
            state,
            attempts: m.attempts,
            next_at: m.next_at.filter(|_| state == DeliveryState::Pending),
            last_attempt_at: m.last_attempt_at,
            last_status: m.last_status,
            last_error: m.last_error,
            last_response: m.last_response,
            created_at: m.created_at,
            delivered_at: m.delivered_at,
        }
    }
}
