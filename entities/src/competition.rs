//! A guessing competition staff create and release.

use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "competition")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    pub title: String,
    #[sea_orm(column_type = "Text")]
    pub description: String,
    pub open_at: DateTimeUtc,
    pub close_at: DateTimeUtc,
    pub stake_min: i64,
    pub stake_max: i64,
    /// Points per place, first place first.
    pub prizes: Json,
    /// `DRAFT`, `RELEASED`, `PRIZED`.
    pub state: String,
    pub matches: i64,
    /// Matches settled so far.
    pub settled: i64,
    pub created_by: i64,
    pub created_at: DateTimeUtc,
    pub released_at: Option<DateTimeUtc>,
    pub prized_at: Option<DateTimeUtc>,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
