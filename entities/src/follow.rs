//! A follow edge: `member_id` follows (focuses on) `focus_member_id`.
//!
//! The pair is the primary key, so an edge exists at most once; the database
//! refuses a self-follow. Counters on both members move with the edge.

use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "follow")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub member_id: i64,
    #[sea_orm(primary_key, auto_increment = false)]
    pub focus_member_id: i64,
    pub created_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
