//! A member's consent to one partner acting for them (OAuth 2.0): the
//! scopes approved. `generation` moves on revocation, which refuses every
//! code and token issued before (`partner::oauth`).
use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "oauth_grant")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    pub partner_id: i64,
    pub member_id: i64,
    /// Scope names, space-separated.
    pub scopes: String,
    pub generation: i64,
    pub created_at: DateTimeUtc,
    pub updated_at: DateTimeUtc,
    pub last_used_at: Option<DateTimeUtc>,
    pub revoked_at: Option<DateTimeUtc>,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
