//! One channel's figures on one Asia/Shanghai day, recomputed by the
//! `channel.rollup` job from the source tables.
use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "channel_daily")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub channel: String,
    #[sea_orm(primary_key, auto_increment = false)]
    pub day: Date,
    /// Members who registered through the channel that day.
    pub registrations: i64,
    /// The channel's members who signed in or made a request that day.
    pub active: i64,
    /// The channel's members who checked in that day.
    pub check_ins: i64,
    /// Members the channel's members invited that day.
    pub invites: i64,
    /// Points the channel's members received and spent that day.
    pub points_issued: i64,
    pub points_spent: i64,
    /// Commission credited for the channel's members that day, in fen.
    pub earnings_fen: i64,
    /// The instant the figures were read as of (a roll-up computed earlier
    /// never replaces them).
    pub updated_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
