//! A member whose posts the topics' counters leave out: disabled or
//! cancelled, so others are shown none of their posts. Written and removed
//! by the community area's reconciliation (`community::hidden_authors`),
//! which moves the counters by the member's visible posts as it does.

use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "community_hidden_author")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub member_id: i64,
    pub hidden_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
