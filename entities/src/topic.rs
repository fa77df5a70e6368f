//! A topic (#话题#), created by staff or by its first use.

use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "topic")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    pub name: String,
    pub description: String,
    pub is_official: bool,
    pub created_by: Option<i64>,
    pub post_count: i64,
    /// Hotness ×10⁶ over the last 7 days' posts.
    pub hot_score: i64,
    pub last_post_at: Option<DateTimeUtc>,
    pub created_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
