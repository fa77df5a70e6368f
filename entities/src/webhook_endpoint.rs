//! A partner's webhook receiver (Standard Webhooks): where its events go,
//! which ones, and the secret they are signed with
//! (`domain::webhook`).

use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "webhook_endpoint")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    pub partner_id: i64,
    /// `https://…` (plain `http` only outside production).
    pub url: String,
    /// The partner's own note; `""` when none.
    pub description: String,
    /// A JSON array of event type names.
    pub event_types: String,
    /// `whsec_…`: signs every delivery.
    pub secret: String,
    /// The secret before the last rotation: it signs too until
    /// `previous_secret_until`.
    pub previous_secret: Option<String>,
    pub previous_secret_until: Option<DateTimeUtc>,
    /// `ACTIVE`, `FAILING` or `DISABLED`.
    pub state: String,
    /// When a delivery last ran out of retries, while `FAILING`.
    pub failing_since: Option<DateTimeUtc>,
    pub created_at: DateTimeUtc,
    pub updated_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
