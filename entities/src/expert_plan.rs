//! An expert's plan (方案): picks with an analysis, free or unlocked with points.

use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "expert_plan")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    pub expert_id: i64,
    pub title: String,
    #[sea_orm(column_type = "Text")]
    pub analysis: String,
    /// Points to unlock (0: free).
    pub price: i64,
    /// 不中退款.
    pub refund_on_miss: bool,
    pub first_kickoff: DateTimeUtc,
    /// `OPEN`, `RED`, `BLACK`, `VOID`.
    pub state: String,
    /// What it returned on a notional 2 yuan, once settled.
    pub return_fen: i64,
    pub unlocks: i64,
    pub created_at: DateTimeUtc,
    pub settled_at: Option<DateTimeUtc>,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
