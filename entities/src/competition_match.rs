//! A match of a competition and its play types.

use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "competition_match")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub competition_id: i64,
    #[sea_orm(primary_key, auto_increment = false)]
    pub match_id: i64,
    /// Play type codes.
    pub plays: Json,
    /// Its entries have settled once.
    pub settled: bool,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
