//! A member's pick: a single option or a 2串1 of two legs (`quiz_pick_leg`).

use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "quiz_pick")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    pub member_id: i64,
    /// `jczq`, `jclq`.
    pub game: String,
    /// The first leg's play type.
    pub play: String,
    /// A 2串1.
    pub parlay: bool,
    /// Picks close then.
    pub first_kickoff: DateTimeUtc,
    /// `OPEN`, `RED`, `BLACK`, `VOID`.
    pub state: String,
    /// The notional 2 yuan per option.
    pub stake_fen: i64,
    /// What the stake returned once settled.
    pub return_fen: i64,
    /// The member's settled count when it settled: its place in their record.
    pub settled_seq: Option<i64>,
    pub settled_at: Option<DateTimeUtc>,
    /// The Shanghai week of the first kickoff (`2026-W48`).
    pub period: String,
    pub created_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
