//! One invited member: who invited them and the reward paid for it. At
//! most one row per invitee, so an invitee is rewarded at most once.

use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "invite")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    pub inviter_id: i64,
    #[sea_orm(unique)]
    pub invitee_id: i64,
    /// Reward points credited to the inviter for this invitee (0 when the
    /// reward was off or the row predates rewards).
    pub points: i64,
    /// The channel credited with the invitee: the channel of the channel's
    /// code they registered with (a partner's channel makes the invitee
    /// that partner's member). `None` when the code was a member's share
    /// code (see `share_channel`), and for rows from before channels were
    /// recorded.
    pub channel: Option<String>,
    pub created_at: DateTimeUtc,
    /// The two members of the invite, lower id first; unique together, so
    /// two members can never invite each other. `None` on the newer row of
    /// a pair written before the constraint.
    pub pair_low: Option<i64>,
    pub pair_high: Option<i64>,
    /// A keyed hash of the invitee's phone, unique: one reward per person,
    /// whatever happens to their account. `None` on rows that paid nothing
    /// for a returning person, and on rows from before it was kept.
    pub invitee_key: Option<String>,
    /// The label of the member's share code the invitee registered with
    /// (`""`, `shop`, a name the member chose). It credits no channel. Rows
    /// whose `channel` named a channel through a code its operator did not
    /// mint were moved here by the 2026-12-01 migration (`channel_codes`).
    pub share_channel: Option<String>,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {
    #[sea_orm(
        belongs_to = "super::member::Entity",
        from = "Column::InviteeId",
        to = "super::member::Column::Id",
        on_delete = "Cascade"
    )]
    Invitee,
}

impl Related<super::member::Entity> for Entity {
    fn to() -> RelationDef {
        Relation::Invitee.def()
    }
}

impl ActiveModelBehavior for ActiveModel {}
