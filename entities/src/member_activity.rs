//! A member was active (signed in, or made a signed-in request) on an
//! Asia/Shanghai day: at most one row per member and day.
use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "member_activity")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub member_id: i64,
    #[sea_orm(primary_key, auto_increment = false)]
    pub day: Date,
    /// The IP属地 of the day's first signed-in request (province in China,
    /// country outside; empty when unknown): the profile shows the latest.
    pub ip_region: String,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
