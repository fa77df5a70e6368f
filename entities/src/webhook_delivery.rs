//! One event on its way to one webhook endpoint: the outbox row, written in
//! the event's transaction, and its delivery log (`domain::webhook`).

use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "webhook_delivery")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    pub endpoint_id: i64,
    /// `msg_…`, sent as `webhook-id`: the same on every retry, so the
    /// receiver can tell a retry from a new event.
    pub event_id: String,
    /// e.g. `member.registered`.
    pub event_type: String,
    /// The exact JSON body sent and signed.
    pub payload: String,
    /// `PENDING`, `DELIVERED` or `FAILED`.
    pub state: String,
    /// Attempts made in this round (a redelivery starts a new round).
    pub attempts: i64,
    /// When the next attempt is due, while `PENDING`.
    pub next_at: Option<DateTimeUtc>,
    /// The first attempt of this round: retries stop 24 h after it.
    pub first_attempt_at: Option<DateTimeUtc>,
    pub last_attempt_at: Option<DateTimeUtc>,
    /// The receiver's HTTP status; `None` when it did not answer.
    pub last_status: Option<i32>,
    /// Why the last attempt failed (a time-out, a refused address, a status).
    pub last_error: Option<String>,
    /// The start of the receiver's last answer, at most 200 characters.
    pub last_response: Option<String>,
    pub created_at: DateTimeUtc,
    pub delivered_at: Option<DateTimeUtc>,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
