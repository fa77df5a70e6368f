//! A match field group staff set by hand, locked against the data feeds
//! (issue 57) until they unlock it: `schedule` (number, teams, kickoff,
//! league, lines), `odds`, `result`.

use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "sports_feed_lock")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub match_id: i64,
    #[sea_orm(primary_key, auto_increment = false)]
    pub field: String,
    /// The staff member whose change set the lock.
    pub locked_by: Option<i64>,
    pub locked_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
