//! A token that no longer signs anyone in: signed out, or replaced by a
//! refresh (which keeps it for a short grace). The denylist's source of
//! truth; the identity cache keeps what it read, and the bus announces
//! changes (`kernel::denylist`).

use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "token_denial")]
pub struct Model {
    /// The token's id (its `jti` claim).
    #[sea_orm(primary_key, auto_increment = false)]
    pub jti: String,
    pub member_id: i64,
    /// `logout` or `rotated`.
    pub reason: String,
    /// When it was denied; for a rotation, the replacement token's issue
    /// time (the replacement is derived from it, `kernel::denylist`).
    pub at: DateTimeUtc,
    /// The token's own expiry: after it the row serves nothing and goes.
    pub expires_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
