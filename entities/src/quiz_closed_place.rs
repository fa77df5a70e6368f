//! A member's places on a closed board (`week:2026-W48`), by each measure:
//! kept when the board closed; null below the board's minimum.

use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "quiz_closed_place")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub period: String,
    #[sea_orm(primary_key, auto_increment = false)]
    pub member_id: i64,
    pub hit_place: Option<i64>,
    pub streak_place: Option<i64>,
    pub return_place: Option<i64>,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
