//! A configured data feed's state (issue 57): what its next poll sends
//! (the source's validators), when it may run, and its health.

use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "feed_state")]
pub struct Model {
    /// The feed's name (`jczq_schedule`).
    #[sea_orm(primary_key, auto_increment = false)]
    pub feed: String,
    /// Staff paused it: polls are skipped until unpaused.
    pub paused: bool,
    /// The source's `ETag` of the last body taken (sent as `If-None-Match`).
    pub etag: Option<String>,
    /// The source's `Last-Modified` (sent as `If-Modified-Since`).
    pub last_modified: Option<String>,
    /// The last poll that ended well (a body taken or "not modified").
    pub last_success_at: Option<DateTimeUtc>,
    /// The source's own time of the data last taken (its `lastUpdateTime`):
    /// the lag is now minus this.
    pub source_time: Option<DateTimeUtc>,
    /// Failed polls since the last success (the back-off's exponent).
    pub consecutive_failures: i64,
    /// Failed polls ever.
    pub failures: i64,
    /// Why the last poll failed (a stable code and a short reason).
    pub last_error: Option<String>,
    /// No poll before this (back-off after failures; the open circuit).
    pub next_attempt_at: Option<DateTimeUtc>,
    /// Polls run (successes and failures).
    pub polls: i64,
    pub updated_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
