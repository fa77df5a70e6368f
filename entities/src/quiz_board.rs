//! A member's record in one board period (`week:2026-W48`, `month:2026-11`), with each board's sort key.

use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "quiz_board")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub period: String,
    #[sea_orm(primary_key, auto_increment = false)]
    pub member_id: i64,
    pub settled: i64,
    pub red: i64,
    pub stake_fen: i64,
    pub return_fen: i64,
    pub current_streak: i64,
    pub longest_streak: i64,
    /// The period's last 20 settled, newest in bit 0 (1 = red).
    pub recent_bits: i64,
    pub recent_len: i64,
    pub hit_key: i64,
    pub streak_key: i64,
    pub return_key: i64,
    /// Minus the last pick's time in seconds: earlier first when sorted descending.
    pub tie: i64,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
