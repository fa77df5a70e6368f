//! A member's like of a comment (the pair is the key: at most once).

use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "comment_like")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub comment_id: i64,
    #[sea_orm(primary_key, auto_increment = false)]
    pub member_id: i64,
    pub created_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
