//! A member's saved order split: the order as picked and the split's
//! totals (the tickets are computed again from the order when shown).

use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "split_record")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    pub member_id: i64,
    pub game: String,
    /// `[{"dan": [...], "tuo": [...]}, ...]`, one per zone or position.
    pub zones: Json,
    pub multiple: i32,
    /// 大乐透 追加.
    pub additional: bool,
    pub bets: i64,
    pub cost_fen: i64,
    pub ticket_count: i32,
    pub created_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
