//! "A member may want to hear of this while the app is closed": the jobs
//! lower areas ask for in the transaction of the change, which the
//! notification area (`notify`) runs. The kernel names them so the message
//! centre and the draws need not know who sends notifications (as
//! [`super::jobs::MEMBER_SHOWN_CHANGED`]); the job exists exactly when the
//! change committed, and asking costs the change one insert, never a wait
//! on a provider.

use chrono::{DateTime, Utc};
use sea_orm::ConnectionTrait;
use serde::{Deserialize, Serialize};

use super::error::AppResult;
use super::jobs::{self, Job};

/// A message reached its members (targeted) or everyone (a broadcast).
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct MessageSent {
    pub message_id: i64,
    /// A broadcast's fan-out goes page by page: the last member done.
    #[serde(default)]
    pub after_member: i64,
}

impl Job for MessageSent {
    const KIND: &'static str = "notify.message";
}

/// A draw was published: its followers hear the numbers.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct DrawPublished {
    /// The game's code, e.g. `SSQ`.
    pub game: String,
    pub issue: String,
    pub title: String,
    pub body: String,
    /// The page by page fan-out's last member done.
    #[serde(default)]
    pub after_member: i64,
}

impl Job for DrawPublished {
    const KIND: &'static str = "notify.draw";
}

/// Asks for `notice` in `db`'s transaction, to run at once.
pub async fn ask<C: ConnectionTrait, J: Job>(
    db: &C,
    notice: &J,
    at: DateTime<Utc>,
) -> AppResult<()> {
    jobs::ask(db, notice, at, None).await
}
