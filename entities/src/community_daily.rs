//! A member's posts, comments and likes on one China-time day (the limits).

use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "community_daily")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub member_id: i64,
    #[sea_orm(primary_key, auto_increment = false)]
    pub day: String,
    pub posts: i64,
    pub comments: i64,
    pub likes: i64,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
