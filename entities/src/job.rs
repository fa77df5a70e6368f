//! A durable job: work to run once after a commit, on whichever instance
//! claims it (`domain::kernel::jobs`).

use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "job")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    /// The handler, e.g. `message.send_scheduled`.
    pub kind: String,
    /// The handler's input as JSON text.
    pub payload: String,
    /// `PENDING`, `RUNNING`, `DONE` or `FAILED`.
    pub state: String,
    /// Asking twice with the same key is one job.
    pub dedupe_key: Option<String>,
    /// Runs started so far (a claim counts one).
    pub attempts: i64,
    /// After this many failed runs the job is `FAILED` until staff retry it.
    pub max_attempts: i32,
    /// Not before this time.
    pub run_at: DateTimeUtc,
    /// The instance running it, while `RUNNING`.
    pub locked_by: Option<String>,
    /// The claim's lease: after it, another instance may take the job.
    pub locked_until: Option<DateTimeUtc>,
    /// The last failure's message (never SQL or a stack).
    pub last_error: Option<String>,
    pub created_at: DateTimeUtc,
    pub updated_at: DateTimeUtc,
    pub done_at: Option<DateTimeUtc>,
    /// Jobs that call the same receiver share a lane; a runner holds at
    /// most `kernel::jobs::PER_LANE` of one at once. Null: no lane.
    pub lane: Option<String>,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
