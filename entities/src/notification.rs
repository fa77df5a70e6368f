//! A notification for one member: one event, or several of one kind that
//! arrived inside the coalescing window; sent to each of their devices by
//! its own durable job.

use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "notification")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    pub member_id: i64,
    /// `rules::notify::Category` code.
    pub category: String,
    /// Unique per member: the category, the group and the window, so a
    /// later event of the same kind joins this row.
    pub coalesce_key: String,
    pub title: String,
    pub body: String,
    /// The in-app page it opens.
    pub link: String,
    /// How many events it tells of.
    pub events: i64,
    /// `PENDING`, `SENT`, `CAPPED`, `EXPIRED` or `NO_DEVICE`.
    pub state: String,
    /// Not before (quiet hours, the window's end).
    pub due_at: DateTimeUtc,
    /// Delivery runs that met a provider failure.
    pub attempts: i64,
    pub created_at: DateTimeUtc,
    pub sent_at: Option<DateTimeUtc>,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
