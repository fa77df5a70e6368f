//! A member's guessing record in one scope (`all`, `game:jczq`, `play:spf`, `plans`).

use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "quiz_stat")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub member_id: i64,
    #[sea_orm(primary_key, auto_increment = false)]
    pub scope: String,
    /// Red + black.
    pub settled: i64,
    pub red: i64,
    pub void: i64,
    pub stake_fen: i64,
    pub return_fen: i64,
    pub current_streak: i64,
    pub longest_streak: i64,
    /// The last 20 settled, newest in bit 0 (1 = red).
    pub recent_bits: i64,
    pub recent_len: i64,
    pub updated_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
