//! Feedback from a member, with the staff reply and its workflow state.

use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "feedback")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    pub member_id: i64,
    pub content: String,
    /// JSON array of up to 4 uploaded file ids.
    pub images: Json,
    /// WorkflowState: 0 = PRESTART, 1 = PROCESSING, 2 = CLOSED.
    pub state: i16,
    pub reply: Option<String>,
    pub replied_by: Option<i64>,
    pub replied_at: Option<DateTimeUtc>,
    pub created_at: DateTimeUtc,
    pub updated_at: DateTimeUtc,
    /// How a closed record ended (`RESOLVED`, `CANCELLED`); `None` while open.
    pub outcome: Option<String>,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {
    #[sea_orm(
        belongs_to = "super::member::Entity",
        from = "Column::MemberId",
        to = "super::member::Column::Id",
        on_delete = "Cascade"
    )]
    Member,
}

impl Related<super::member::Entity> for Entity {
    fn to() -> RelationDef {
        Relation::Member.def()
    }
}

impl ActiveModelBehavior for ActiveModel {}
