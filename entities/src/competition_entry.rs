//! A member's entry in a competition: one match and play type, with a points stake.

use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "competition_entry")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    pub competition_id: i64,
    pub member_id: i64,
    pub match_id: i64,
    pub play: String,
    pub choice: i16,
    pub odds: i64,
    pub line: Option<i32>,
    pub outcome: Option<String>,
    pub stake: i64,
    /// Paid through the ledger so far.
    pub payout: i64,
    /// Settlements so far: each posting's key.
    pub version: i64,
    pub created_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
