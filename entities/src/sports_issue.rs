//! One 期 of a sports lottery sold by issue (传统足彩, 北京单场): its
//! matches name it (`sports_match.issue`); its prize tiers once announced.

use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "sports_issue")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    /// `ctzq`, `bjdc`.
    pub game: String,
    /// `26180`.
    pub issue: String,
    /// The Beijing date sales close (the last match's day).
    pub close_date: Date,
    /// `[{"pool":"sfc14","tier":1,"bets":12,"prizeFen":…}]`, `[]` before
    /// the announcement.
    pub prizes: Json,
    /// Generated sample data, never shown as real results.
    pub sample: bool,
    pub created_at: DateTimeUtc,
    pub updated_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
