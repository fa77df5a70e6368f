//! The kept answer of a mutation sent with an idempotency key.

use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "idempotency_key")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    /// The mutation, e.g. `shop.add_stock`.
    pub scope: String,
    /// The member who sent the key.
    pub owner_id: i64,
    pub key: String,
    /// The request as JSON.
    pub request: String,
    /// The answer as JSON; `None` while the first request runs.
    pub response: Option<String>,
    pub created_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
