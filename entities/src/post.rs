//! A post (动态): its text, images, attachment snapshot, IP属地, state and
//! counters (moved with their edges; never counted per read).

use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "post")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    pub member_id: i64,
    pub body: String,
    /// JSON array of file ids.
    pub images: String,
    /// JSON snapshot, "" for none.
    pub attachment: String,
    pub ip_region: String,
    /// `VISIBLE`, `HELD`, `REJECTED`, `DELETED`.
    pub state: String,
    pub is_system: bool,
    pub pinned: bool,
    pub like_count: i64,
    pub comment_count: i64,
    pub report_count: i64,
    /// Hotness ×10⁶ (`rules::community::hot_score`).
    pub hot_score: i64,
    pub created_at: DateTimeUtc,
    pub updated_at: DateTimeUtc,
    pub edited_at: Option<DateTimeUtc>,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {
    #[sea_orm(
        belongs_to = "super::member::Entity",
        from = "Column::MemberId",
        to = "super::member::Column::Id"
    )]
    Member,
    #[sea_orm(has_many = "super::post_topic::Entity")]
    PostTopic,
}

impl Related<super::member::Entity> for Entity {
    fn to() -> RelationDef {
        Relation::Member.def()
    }
}

impl Related<super::post_topic::Entity> for Entity {
    fn to() -> RelationDef {
        Relation::PostTopic.def()
    }
}

impl ActiveModelBehavior for ActiveModel {}
