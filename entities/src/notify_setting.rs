//! A member's notification settings, when they changed a default, and the
//! count of notifications sent to them on `sent_day` (the daily cap).

use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "notify_setting")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub member_id: i64,
    /// The categories turned off, their codes comma-separated.
    pub muted: String,
    /// Quiet hours, minutes after Beijing midnight; equal ends: none.
    pub quiet_start: i32,
    pub quiet_end: i32,
    /// The Beijing day (`YYYY-MM-DD`) `sent_count` counts.
    pub sent_day: String,
    pub sent_count: i64,
    pub updated_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
