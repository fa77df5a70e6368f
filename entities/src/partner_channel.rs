//! A channel (渠道): members who registered with one of its invite codes
//! belong to it. A partner may own it (its members are then the partner's
//! members) and a member may run it (its operator, a distributor, who earns
//! its commission).
use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "partner_channel")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    /// The partner owning the channel; `None` for a channel of our own.
    pub partner_id: Option<i64>,
    #[sea_orm(unique)]
    pub channel: String,
    pub created_at: DateTimeUtc,
    /// The member running the channel (a distributor); `None` when nobody
    /// does.
    pub operator_id: Option<i64>,
    /// The name shown for the channel (`""`: its `channel` name).
    pub title: String,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
