//! A game whose draw results a member hears of.

use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "notify_game")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub member_id: i64,
    /// The game's code, e.g. `SSQ`.
    #[sea_orm(primary_key, auto_increment = false)]
    pub game: String,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
