//! Emitting an event: the outbox rows and their jobs, written in the
//! caller's transaction (the one other areas call).

use sea_orm::{
    ActiveModelTrait, ActiveValue::Set, ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter,
    QuerySelect,
};
use serde::{Deserialize, Serialize};
use serde_json::{json, Value};

use super::events::WebhookEvent;
use super::view;
use crate::kernel::error::{AppError, AppResult};
use crate::kernel::jobs;
use entities::{invite, partner_channel, webhook_delivery, webhook_endpoint};

/// What the delivery job is given: the delivery and the attempt it makes
/// (the delivery's attempt count when the job was written, so a stale job
/// of an earlier round does nothing), and its endpoint: the job's lane.
#[derive(Debug, Clone, Copy, Serialize, Deserialize, PartialEq, Eq)]
#[serde(rename_all = "camelCase")]
pub struct DeliverJob {
    pub delivery_id: i64,
    pub attempt: i64,
    /// 0 in a job the previous release wrote (it had no lanes).
    #[serde(default)]
    pub endpoint_id: i64,
}

impl jobs::Job for DeliverJob {
    const KIND: &'static str = super::DELIVER_JOB;

    /// One lane an endpoint: a slow receiver holds back only its own
    /// deliveries (`kernel::job_lanes`).
    fn lane(&self) -> Option<String> {
        Some(format!("webhook:{}", self.endpoint_id))
    }
}

/// Writes the job of `delivery`'s next attempt, due at `at`.
pub(crate) async fn enqueue<C: ConnectionTrait>(
    txn: &C,
    delivery: &webhook_delivery::Model,
    attempt: i64,
    at: chrono::DateTime<chrono::Utc>,
) -> AppResult<()> {
    jobs::ask(
        txn,
        &DeliverJob {
            delivery_id: delivery.id,
            attempt,
            endpoint_id: delivery.endpoint_id,
        },
        at,
        None,
    )
    .await
}

/// Emits `event` to every endpoint of `partner_id` that takes its type
/// and is not disabled: one delivery row and one job each, in the
/// caller's transaction `txn` (so the event and its deliveries commit or
/// roll back together). Returns the event's id (`msg_…`, the
/// `webhook-id`), or `None` when no endpoint takes it.
///
/// The body is Standard Webhooks' shape:
/// `{"type": …, "timestamp": RFC 3339, "data": …}`, `data` the event's
/// typed payload (`webhook::events`).
pub async fn emit<C: ConnectionTrait, E: WebhookEvent>(
    txn: &C,
    partner_id: i64,
    event: &E,
) -> AppResult<Option<String>> {
    let event_type = E::TYPE;
    let endpoints = webhook_endpoint::Entity::find()
        .filter(webhook_endpoint::Column::PartnerId.eq(partner_id))
        .filter(webhook_endpoint::Column::State.ne(view::DISABLED))
        .all(txn)
        .await?;
    let takers: Vec<_> = endpoints
        .into_iter()
        .filter(|e| {
            view::event_types_of(&e.event_types)
                .iter()
                .any(|t| t == event_type)
        })
        .collect();
    if takers.is_empty() {
        return Ok(None);
    }
    let (event_id, body) = envelope(event)?;
    for endpoint in takers {
        insert_delivery(txn, endpoint.id, &event_id, event_type, &body).await?;
    }
    Ok(Some(event_id))
}

/// Emits `event` to the one endpoint `endpoint_id`, whatever event types
/// it takes (the test event, `webhook.ping`). Returns the delivery's id.
pub(crate) async fn emit_to<C: ConnectionTrait, E: WebhookEvent>(
    txn: &C,
    endpoint_id: i64,
    event: &E,
) -> AppResult<i64> {
    let (event_id, body) = envelope(event)?;
    insert_delivery(txn, endpoint_id, &event_id, E::TYPE, &body).await
}

/// A new event id (`msg_…`) and the body every endpoint gets.
fn envelope<E: WebhookEvent>(event: &E) -> AppResult<(String, String)> {
    let data: Value = serde_json::to_value(event).map_err(AppError::internal)?;
    let now = crate::kernel::clock::now();
    let event_id = format!("msg_{}", uuid::Uuid::new_v4().simple());
    let body = json!({
        "type": E::TYPE,
        "timestamp": now.to_rfc3339_opts(chrono::SecondsFormat::Micros, true),
        "data": data,
    })
    .to_string();
    Ok((event_id, body))
}

/// One delivery row of an event to an endpoint, and its first attempt's
/// job, due now. Returns the delivery's id.
async fn insert_delivery<C: ConnectionTrait>(
    txn: &C,
    endpoint_id: i64,
    event_id: &str,
    event_type: &str,
    body: &str,
) -> AppResult<i64> {
    let now = crate::kernel::clock::now();
    let row = webhook_delivery::ActiveModel {
        endpoint_id: Set(endpoint_id),
        event_id: Set(event_id.to_owned()),
        event_type: Set(event_type.to_owned()),
        payload: Set(body.to_owned()),
        state: Set(view::PENDING.to_owned()),
        attempts: Set(0),
        next_at: Set(Some(now)),
        first_attempt_at: Set(None),
        last_attempt_at: Set(None),
        last_status: Set(None),
        last_error: Set(None),
        last_response: Set(None),
        created_at: Set(now),
        delivered_at: Set(None),
        ..Default::default()
    }
    .insert(txn)
    .await?;
    enqueue(txn, &row, 0, now).await?;
    Ok(row.id)
}

/// Emits `event_type` to the partner whose channel `member_id` registered
/// through (`invite.channel` → `partner_channel`); nothing when the member
/// came through no partner's channel.
pub async fn emit_for_member<C: ConnectionTrait, E: WebhookEvent>(
    txn: &C,
    member_id: i64,
    event: &E,
) -> AppResult<Option<String>> {
    let Some(partner_id) = partner_of_member(txn, member_id).await? else {
        return Ok(None);
    };
    emit(txn, partner_id, event).await
}

/// The partner whose channel the member registered through, if any.
pub async fn partner_of_member<C: ConnectionTrait>(
    db: &C,
    member_id: i64,
) -> AppResult<Option<i64>> {
    let channel: Option<Option<String>> = invite::Entity::find()
        .select_only()
        .column(invite::Column::Channel)
        .filter(invite::Column::InviteeId.eq(member_id))
        .into_tuple()
        .one(db)
        .await?;
    let Some(channel) = channel.flatten().filter(|c| !c.is_empty()) else {
        return Ok(None);
    };
    // Read as optional: a channel may come to have no partner.
    let partner: Option<Option<i64>> = partner_channel::Entity::find()
        .select_only()
        .column(partner_channel::Column::PartnerId)
        .filter(partner_channel::Column::Channel.eq(channel))
        .into_tuple()
        .one(db)
        .await?;
    Ok(partner.flatten())
}
