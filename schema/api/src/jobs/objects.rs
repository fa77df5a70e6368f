//! The jobs area's objects, inputs and payloads.

use crate::ids::{global, NodeKind};
use async_graphql::{Enum, InputObject, SimpleObject, ID};
use chrono::{DateTime, Utc};
use domain::kernel::jobs;
use entities::job;

/// Where a job is.
#[derive(Enum, Debug, Clone, Copy, PartialEq, Eq)]
pub enum JobState {
    /// Waiting for its time (or for its next try after a failure).
    Pending,
    /// Claimed by an instance, which holds it for a lease.
    Running,
    /// Done.
    Done,
    /// Failed every allowed try; waits for `retryJob`.
    Failed,
}

impl JobState {
    pub(super) fn stored(self) -> &'static str {
        match self {
            JobState::Pending => jobs::PENDING,
            JobState::Running => jobs::RUNNING,
            JobState::Done => jobs::DONE,
            JobState::Failed => jobs::FAILED,
        }
    }

    pub(super) fn of(stored: &str) -> Self {
        match stored {
            jobs::RUNNING => JobState::Running,
            jobs::DONE => JobState::Done,
            jobs::FAILED => JobState::Failed,
            _ => JobState::Pending,
        }
    }
}

/// A durable job: work the server does once after a commit (a scheduled
/// message's sending, …), on whichever instance claims it.
#[derive(SimpleObject)]
#[graphql(name = "Job")]
pub struct JobObject {
    /// The job's global id.
    pub id: ID,
    /// What it does, e.g. `message.send_scheduled`.
    pub kind: String,
    /// Its input as JSON text.
    pub payload: String,
    pub state: JobState,
    /// Runs started so far.
    pub attempts: i32,
    /// Runs allowed before it is `FAILED`.
    pub max_attempts: i32,
    /// Not before this time.
    pub run_at: DateTime<Utc>,
    /// The last failure's message; null when it never failed.
    pub last_error: Option<String>,
    pub created_at: DateTime<Utc>,
    /// When it was done; null until then.
    pub done_at: Option<DateTime<Utc>>,
}

impl From<job::Model> for JobObject {
    fn from(j: job::Model) -> Self {
        Self {
            id: global(NodeKind::Job, j.id),
            kind: j.kind,
            payload: j.payload,
            state: JobState::of(&j.state),
            attempts: i32::try_from(j.attempts).unwrap_or(i32::MAX),
            max_attempts: j.max_attempts,
            run_at: j.run_at,
            last_error: j.last_error,
            created_at: j.created_at,
            done_at: j.done_at,
        }
    }
}

/// A page of jobs, newest first.
#[crate::paging::connection(edge = JobEdge, node = JobObject)]
pub struct JobConnection {}

/// How many jobs are in one state.
#[derive(SimpleObject)]
pub struct JobCount {
    pub state: JobState,
    pub count: i64,
}

/// Input of `retryJob`.
#[derive(InputObject)]
pub struct RetryJobInput {
    /// The `FAILED` job (global id).
    pub id: ID,
}

crate::payload::payload!(
    /// The answer of `retryJob`.
    RetryJobPayload { job: JobObject, "The job, `PENDING` again with no attempts; null on failure." }

);
