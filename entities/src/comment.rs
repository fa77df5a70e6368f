//! A comment on a post: level 1 (`parent_id` none) or a reply under a
//! level-1 comment, naming the comment it answers.

use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "comment")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    pub post_id: i64,
    pub member_id: i64,
    pub parent_id: Option<i64>,
    pub reply_to_id: Option<i64>,
    pub reply_to_member_id: Option<i64>,
    pub body: String,
    pub ip_region: String,
    /// `VISIBLE`, `HELD`, `REJECTED`, `DELETED`.
    pub state: String,
    pub like_count: i64,
    pub reply_count: i64,
    pub created_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {
    #[sea_orm(
        belongs_to = "super::member::Entity",
        from = "Column::MemberId",
        to = "super::member::Column::Id"
    )]
    Member,
}

impl Related<super::member::Entity> for Entity {
    fn to() -> RelationDef {
        Relation::Member.def()
    }
}

impl ActiveModelBehavior for ActiveModel {}
