//! A partner's use of the API on one Asia/Shanghai day.
use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "partner_usage")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    pub partner_id: i64,
    /// `YYYY-MM-DD`.
    pub day: String,
    pub requests: i64,
    pub cost: i64,
    pub throttled: i64,
    pub errors: i64,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
