//! One event from the tracking pixel (`DataCollection/log.gif`).

use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "tracking_event")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    /// page, button, pageDuration, init or end.
    pub event_type: String,
    pub action_id: String,
    pub user_id: Option<i64>,
    pub action: String,
    pub page_path: String,
    pub page_name: String,
    pub from_name: String,
    pub from_path: String,
    pub to_name: String,
    pub to_path: String,
    /// Seconds on the page, for pageDuration events.
    pub duration: i64,
    pub event_key: String,
    pub ip: String,
    pub user_agent: String,
    pub created_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
