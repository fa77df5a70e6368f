//! One acceptance of a WeChat subscription template by a member: one
//! message may be sent with it (WeChat's one-time subscription).

use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "notify_consent")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    pub member_id: i64,
    pub template_id: String,
    pub created_at: DateTimeUtc,
    /// When a notification spent it.
    pub used_at: Option<DateTimeUtc>,
    pub notification_id: Option<i64>,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
