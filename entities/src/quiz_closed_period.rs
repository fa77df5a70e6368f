//! A board period that has closed (`week:2026-W48`, `month:2026-11`): its
//! board is kept in `quiz_board` under `closed:<period>` as it was at the
//! close, whatever settles later.

use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "quiz_closed_period")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub period: String,
    /// The members on its closed board (any number of settled picks).
    pub members: i64,
    pub closed_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
