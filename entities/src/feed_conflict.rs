//! A feed's latest disagreement with what is stored (issue 57): a field
//! staff locked that the feed gives otherwise, or a draw stored with other
//! numbers. Each poll of a feed replaces that feed's rows, so the list is
//! what the source says now.

use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "feed_conflict")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub feed: String,
    /// What disagrees: `sports_match:<id>` or `draw:<game>:<issue>`.
    #[sea_orm(primary_key, auto_increment = false)]
    pub subject: String,
    /// The field group: `schedule`, `odds`, `result`, `numbers`.
    #[sea_orm(primary_key, auto_increment = false)]
    pub field: String,
    /// The feed's value and the stored one, as short text for staff.
    pub feed_value: String,
    pub stored_value: String,
    pub first_seen_at: DateTimeUtc,
    pub last_seen_at: DateTimeUtc,
    /// Polls that saw it.
    pub seen: i64,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
