//! The webhook events partners receive, each a typed payload (`data`).
//!
//! A partner codes against what an event carries, so the payload is a
//! struct per event, not JSON written by hand where the change happens:
//! the struct is what is serialized into every delivery, and its JSON
//! Schema — made from the same struct (`schemars`) — is what
//! `docs/webhook-events.schema.json` publishes. A test holds the published
//! file equal to the structs and checks every payload sent in the tests
//! against it (`tests/domain/webhook_schema.rs`).
//!
//! Adding an event: a struct here with [`WebhookEvent`] (its type and an
//! example payload), a line in [`for_each_event!`]'s list, the emitting call in its area's transaction
//! (`webhook::emit` / `emit_for_member`), then regenerate the schema file
//! (the test says how) and add the row to docs/partners.md.

use chrono::{DateTime, Utc};
use schemars::JsonSchema;
use serde::Serialize;

/// A payload of one event type.
pub trait WebhookEvent: Serialize + JsonSchema {
    /// The event type (`webhook-id`'s `type`).
    const TYPE: &'static str;

    /// A payload as partners would get it: published in the schema file
    /// (`examples`) and checked against the schema by the tests.
    fn example() -> Self;
}

/// The moment the examples carry (a fixed one, so the published file
/// stays the same from one generation to the next).
fn example_time() -> DateTime<Utc> {
    DateTime::from_timestamp(1_795_852_800, 0).unwrap_or_default()
}

/// A member as events name them: the global id the GraphQL API gives the
/// member (`Member:<id>`, base64url, as `api::ids` makes it; a test there
/// keeps the two equal) and the row id of the legacy apps.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct MemberRef {
    pub id: String,
    pub legacy_id: i64,
}

impl MemberRef {
    pub fn of(member_id: i64) -> Self {
        use base64::Engine;
        let id =
            base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(format!("Member:{member_id}"));
        Self {
            id,
            legacy_id: member_id,
        }
    }
}

/// `member.registered`: a member registered with an invite code of one of
/// the partner's channels.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct MemberRegistered {
    pub member: MemberRef,
    pub nickname: String,
    /// The channel of the invite code.
    pub channel: Option<String>,
    pub registered_at: DateTime<Utc>,
}

impl WebhookEvent for MemberRegistered {
    const TYPE: &'static str = "member.registered";

    fn example() -> Self {
        Self {
            member: MemberRef::of(7),
            nickname: "彩友".into(),
            channel: Some("qd".into()),
            registered_at: example_time(),
        }
    }
}

/// `member.verified`: a member of the partner's channels completed
/// real-name authentication (the first time).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct MemberVerified {
    pub member: MemberRef,
    pub verified_at: DateTime<Utc>,
}

impl WebhookEvent for MemberVerified {
    const TYPE: &'static str = "member.verified";

    fn example() -> Self {
        Self {
            member: MemberRef::of(7),
            verified_at: example_time(),
        }
    }
}

/// `commission.credited`: a channel operator was credited commission for
/// a member of the channel.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct CommissionCredited {
    /// The member it was for.
    pub member: MemberRef,
    /// The operator credited.
    pub operator: MemberRef,
    pub channel: String,
    /// The amount, in fen.
    pub amount_fen: i64,
    /// The earnings ledger row.
    pub ledger_id: i64,
}

impl WebhookEvent for CommissionCredited {
    const TYPE: &'static str = "commission.credited";

    fn example() -> Self {
        Self {
            member: MemberRef::of(7),
            operator: MemberRef::of(8),
            channel: "qd".into(),
            amount_fen: 200,
            ledger_id: 3,
        }
    }
}

/// `withdrawal.updated`: an operator's withdrawal changed state.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct WithdrawalUpdated {
    pub withdrawal_id: i64,
    pub operator: MemberRef,
    /// The amount, in fen.
    pub amount_fen: i64,
    /// The workflow state (`PROCESSING`, `CLOSED`, …).
    pub state: String,
    /// How it ended, once closed (`APPROVED`, `REJECTED`, `CANCELLED`).
    pub outcome: Option<String>,
}

impl WebhookEvent for WithdrawalUpdated {
    const TYPE: &'static str = "withdrawal.updated";

    fn example() -> Self {
        Self {
            withdrawal_id: 4,
            operator: MemberRef::of(8),
            amount_fen: 5000,
            state: "CLOSED".into(),
            outcome: Some("APPROVED".into()),
        }
    }
}

/// `webhook.ping`: a test event, sent only when the partner asks
/// (`pingWebhookEndpoint`) and only to that endpoint, whatever event types
/// it takes: signed, logged and retried like any other, so a receiver and
/// its signature check can be tried end to end before a real event comes.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct WebhookPing {
    /// The endpoint's global id (as `webhookEndpoints` gives it).
    pub endpoint_id: String,
    /// When it was asked for.
    pub requested_at: DateTime<Utc>,
}

impl WebhookPing {
    pub fn of(endpoint_id: i64, requested_at: DateTime<Utc>) -> Self {
        use base64::Engine;
        let endpoint_id = base64::engine::general_purpose::URL_SAFE_NO_PAD
            .encode(format!("WebhookEndpoint:{endpoint_id}"));
        Self {
            endpoint_id,
            requested_at,
        }
    }
}

impl WebhookEvent for WebhookPing {
    const TYPE: &'static str = "webhook.ping";

    fn example() -> Self {
        Self::of(3, example_time())
    }
}

/// Calls `$m!(Type)` for every event, in the order partners read them.
macro_rules! for_each_event {
    ($m:ident) => {
        $m!(MemberRegistered);
        $m!(MemberVerified);
        $m!(CommissionCredited);
        $m!(WithdrawalUpdated);
        $m!(WebhookPing);
    };
}

/// Every event type, in the order partners read them.
pub fn types() -> Vec<&'static str> {
    let mut out = Vec::new();
    macro_rules! push {
        ($t:ident) => {
            out.push(<$t as WebhookEvent>::TYPE);
        };
    }
    for_each_event!(push);
    out
}

/// Each event type with its example payload, in the order partners read
/// them.
pub fn examples() -> Vec<(&'static str, serde_json::Value)> {
    let mut out = Vec::new();
    macro_rules! push {
        ($t:ident) => {
            out.push((
                <$t as WebhookEvent>::TYPE,
                serde_json::to_value($t::example()).unwrap_or_default(),
            ));
        };
    }
    for_each_event!(push);
    out
}

/// The published schema: each event type's `data`, as JSON Schema, with
/// its example.
pub fn schema() -> serde_json::Value {
    let mut events = serde_json::Map::new();
    macro_rules! add {
        ($t:ident) => {
            let mut one = serde_json::to_value(schemars::schema_for!($t)).unwrap_or_default();
            if let Some(fields) = one.as_object_mut() {
                let example = serde_json::to_value($t::example()).unwrap_or_default();
                fields.insert("examples".to_owned(), serde_json::json!([example]));
            }
            events.insert(<$t as WebhookEvent>::TYPE.to_owned(), one);
        };
    }
    for_each_event!(add);
    serde_json::json!({
        "title": "Webhook events: the `data` of each event type",
        "description": "Every delivery is {\"type\", \"timestamp\", \"data\"}; `data` is described here per `type`, with an example. Generated from schema/domain/src/webhook/events.rs.",
        "events": events,
    })
}
