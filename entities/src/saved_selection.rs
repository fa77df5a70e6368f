//! A member's saved number selection with its cost and ticket split.

use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "saved_selection")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    pub member_id: i64,
    pub game: String,
    /// `{"main": [...], "extra": [...]}` as picked.
    pub numbers: Json,
    pub bets: i64,
    pub multiple: i32,
    pub cost_fen: i64,
    /// Multiples per printable ticket.
    pub tickets: Json,
    pub created_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
