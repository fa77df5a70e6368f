//! Staff's view of the durable jobs (`domain::kernel::jobs`): what waits,
//! runs, is done or failed, and a retry of a failed one. Full schema only.

use async_graphql::{Context, Enum, InputObject, Object, SimpleObject, ID};
use chrono::{DateTime, Utc};

use crate::ids::{global, parse_id, NodeKind};
use crate::paging;
use crate::payload::answer;
use crate::request::{app, viewer};
use crate::Result;
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
    fn stored(self) -> &'static str {
        match self {
            JobState::Pending => jobs::PENDING,
            JobState::Running => jobs::RUNNING,
            JobState::Done => jobs::DONE,
            JobState::Failed => jobs::FAILED,
        }
    }

    fn of(stored: &str) -> Self {
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

/// Staff reads of the jobs (operations permission).
#[derive(Default)]
pub struct JobStaffQuery;

#[paging::connection_args]
#[Object]
impl JobStaffQuery {
    /// Jobs in a state (or all), newest first (staff, operations permission).
    #[graphql(visible = "crate::audience::staff")]
    async fn jobs(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "Only jobs in this state; all when absent.")] state: Option<JobState>,
        page: paging::ConnectionArgs,
    ) -> Result<JobConnection> {
        let window = page.window()?.decode(paging::parse_id_cursor)?;
        let (rows, more) = jobs::list(
            app(ctx)?,
            viewer(ctx)?,
            state.map(JobState::stored),
            &window,
        )
        .await?;
        Ok(crate::paging::page(rows, &window, more, |j| {
            (j.id.to_string(), j.into())
        }))
    }

    /// How many jobs are in each state (staff, operations permission).
    #[graphql(visible = "crate::audience::staff")]
    async fn job_counts(&self, ctx: &Context<'_>) -> Result<Vec<JobCount>> {
        let counts = jobs::counts(app(ctx)?, viewer(ctx)?).await?;
        Ok(counts
            .into_iter()
            .map(|(state, count)| JobCount {
                state: JobState::of(&state),
                count,
            })
            .collect())
    }
}

/// Staff writes of the jobs (operations permission).
#[derive(Default)]
pub struct JobStaffMutation;

#[Object]
impl JobStaffMutation {
    /// Runs a `FAILED` job again now, with a fresh count of attempts
    /// (staff, operations permission; audit-logged).
    #[graphql(visible = "crate::audience::staff")]
    async fn retry_job(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "The failed job; see `RetryJobInput`.")] input: RetryJobInput,
    ) -> Result<RetryJobPayload> {
        let (a, v) = (app(ctx)?, viewer(ctx)?);
        let done = async {
            let id = parse_id("id", NodeKind::Job, &input.id)?;
            jobs::retry(a, v, id).await
        }
        .await;
        answer::<_, JobObject, _>(done)
    }
}
