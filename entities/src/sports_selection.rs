//! A member's saved sports selection (竞彩 / 北单 方案) with the bets, cost
//! and ticket count the server counted.

use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "sports_selection")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    pub member_id: i64,
    /// `jczq`, `jclq`, `bjdc`.
    pub game: String,
    /// The matches as picked: match id, lines, 胆 and picks at their odds.
    pub matches: Json,
    /// `["3串4"]`.
    pub pass_types: Json,
    pub multiple: i32,
    pub bets: i64,
    pub cost_fen: i64,
    /// Printable tickets the split makes.
    pub ticket_count: i32,
    pub created_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
