//! Endpoints and deliveries as their owner (and staff) see them: never a
//! secret, and of a receiver's answer only its status and a short excerpt.

use chrono::{DateTime, Utc};

use crate::kernel::error::AppResult;
use entities::{webhook_delivery, webhook_endpoint};

crate::stored_enum!(
    /// An endpoint's state (stored as its code).
    pub EndpointState {
        /// Receives its events.
        Active => "ACTIVE",
        /// A delivery ran out of retries; events still go out, and a
        /// success makes it `Active` again.
        Failing => "FAILING",
        /// Receives nothing until enabled again.
        Disabled => "DISABLED",
    }
);

pub const ACTIVE: &str = "ACTIVE";
pub const FAILING: &str = "FAILING";
pub const DISABLED: &str = "DISABLED";

crate::stored_enum!(
    /// A delivery's state (stored as its code).
    pub DeliveryState {
        /// Waiting for its next attempt.
        Pending => "PENDING",
        /// A 2xx answered.
        Delivered => "DELIVERED",
        /// Every attempt of its round failed.
        Failed => "FAILED",
    }
);

pub const PENDING: &str = "PENDING";
pub const DELIVERED: &str = "DELIVERED";
pub const FAILED: &str = "FAILED";

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
    pub fn of(m: webhook_endpoint::Model, now: DateTime<Utc>) -> AppResult<Self> {
        Ok(Self {
            id: m.id,
            partner_id: m.partner_id,
            url: m.url,
            description: m.description,
            event_types: event_types_of(&m.event_types),
            state: EndpointState::from_code(&m.state)?,
            failing_since: m.failing_since,
            previous_secret_until: m
                .previous_secret_until
                .filter(|until| m.previous_secret.is_some() && *until > now),
            created_at: m.created_at,
            updated_at: m.updated_at,
        })
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

impl Delivery {
    pub fn of(m: webhook_delivery::Model) -> AppResult<Self> {
        let state = DeliveryState::from_code(&m.state)?;
        Ok(Self {
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
        })
    }
}
