//! The jobs area's staff operations (full schema only).

use super::objects::*;
use crate::ids::{parse_id, NodeKind};
use crate::paging;
use crate::payload::answer;
use crate::request::{app, viewer};
use crate::Result;
use async_graphql::{Context, Object};
use domain::kernel::jobs;

/// Staff reads of the jobs (operations permission).
#[derive(Default)]
pub struct JobStaffQuery;

#[paging::connection_args]
#[Object]
impl JobStaffQuery {
    /// Jobs in a state (or all), newest first (staff, operations permission).
    #[graphql(
        visible = "crate::audience::staff",
        guard = "crate::audience::Staff::Operations"
    )]
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
    #[graphql(
        visible = "crate::audience::staff",
        guard = "crate::audience::Staff::Operations"
    )]
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
    #[graphql(
        visible = "crate::audience::staff",
        guard = "crate::audience::Staff::Operations"
    )]
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
