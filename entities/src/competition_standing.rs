//! A member's running total in a competition (its board).

use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "competition_standing")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub competition_id: i64,
    #[sea_orm(primary_key, auto_increment = false)]
    pub member_id: i64,
    pub entries: i64,
    pub staked: i64,
    pub paid: i64,
    /// Paid − staked.
    pub won: i64,
    pub first_entry_at: DateTimeUtc,
    /// Minus the first entry's time in seconds.
    pub tie: i64,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
