//! A member's earnings: what can be withdrawn and what open withdrawals
//! hold (both fen, never negative).
use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "member_earnings")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub member_id: i64,
    pub balance_fen: i64,
    pub held_fen: i64,
    pub updated_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
