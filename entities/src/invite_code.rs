//! An invite code of a member for one channel (poster, share link, partner).

use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "invite_code")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    pub member_id: i64,
    pub channel: String,
    #[sea_orm(unique)]
    pub code: String,
    pub created_at: DateTimeUtc,
    /// Set when this is a channel's code (`partner_channel.id`): minted by
    /// the channel's operator, or by staff. Only such a code credits a
    /// channel; a member's share code with the same name credits none.
    pub channel_id: Option<i64>,
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
