//! A held post or comment in the staff review queue (the record workflow).

use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "community_review")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    /// The author.
    pub member_id: i64,
    /// `POST` or `COMMENT`.
    pub target_kind: String,
    pub target_id: i64,
    /// `WORD:<word>` or `REPORTS`.
    pub reason: String,
    pub state: i16,
    pub outcome: Option<String>,
    pub note: String,
    pub reviewed_by: Option<i64>,
    pub created_at: DateTimeUtc,
    pub updated_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
