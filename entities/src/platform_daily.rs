//! The whole platform's figures on one Asia/Shanghai day, recomputed by
//! the `overview.rollup` job from the source tables (the console's 概览).
use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "platform_daily")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub day: Date,
    /// Members who registered that day.
    pub registrations: i64,
    /// Members who signed in or made a request that day.
    pub active: i64,
    /// Members who checked in that day.
    pub check_ins: i64,
    /// Points members received and spent that day.
    pub points_issued: i64,
    pub points_spent: i64,
    /// The instant the figures were read as of (a roll-up computed earlier
    /// never replaces them).
    pub updated_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
