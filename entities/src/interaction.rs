//! A like, comment, reply or mention not yet told to its recipient.

use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "interaction")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    pub recipient_id: i64,
    pub actor_id: i64,
    /// `LIKE`, `COMMENT`, `REPLY`, `COMMENT_LIKE`, `MENTION`.
    pub kind: String,
    pub post_id: i64,
    pub comment_id: Option<i64>,
    pub excerpt: String,
    pub created_at: DateTimeUtc,
    pub sent_at: Option<DateTimeUtc>,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
