//! Jobs asked for by the clock: a job per time slot whatever the number
//! of instances asking (the dedupe key names the slot), a staff button's
//! "now" at most once a minute, and the loop each instance runs to ask.
//! The daily roll-ups (`channel.rollup`, `overview.rollup`) run this way.

use std::future::Future;
use std::time::Duration;

use super::jobs::{self, Job};
use super::{AppContext, AppResult};

/// Asks for `job` once in the current slot of `every_secs` seconds: the
/// first instance to ask makes it, the others' asks are the same row.
pub async fn ask_in_slot<J: Job>(ctx: &AppContext, job: &J, every_secs: i64) -> AppResult<()> {
    let now = super::clock::now();
    let slot = now.timestamp() / every_secs;
    jobs::ask(&ctx.db, job, now, Some(&format!("{}:{slot}", J::KIND))).await
}

/// Asks for `job` now (staff want fresh figures): one job per minute
/// however often they ask, so a button can't multiply the job's cost.
pub async fn ask_now<J: Job>(ctx: &AppContext, job: &J) -> AppResult<()> {
    let now = super::clock::now();
    let minute = now.timestamp() / 60;
    jobs::ask(
        &ctx.db,
        job,
        now,
        Some(&format!("{}:now:{minute}", J::KIND)),
    )
    .await
}

/// Asks for `job` at the start of the next slot of `every_secs` seconds:
/// every ask within one slot is the same job, and it runs after all of
/// them (its time is later than any of their asks) — so a burst of events
/// makes one run that sees the last of them. (`ask_now`'s job, once run,
/// would swallow the rest of its minute's asks.)
pub async fn ask_after_slot<J: Job>(ctx: &AppContext, job: &J, every_secs: i64) -> AppResult<()> {
    let now = super::clock::now();
    let slot = now.timestamp().div_euclid(every_secs) + 1;
    let at = chrono::DateTime::from_timestamp(slot * every_secs, 0).unwrap_or(now);
    jobs::ask(
        &ctx.db,
        job,
        at,
        Some(&format!("{}:after:{every_secs}:{slot}", J::KIND)),
    )
    .await
}

/// Runs for the life of the server: each minute (the first at start),
/// `ask` is called; a failure is logged as `what` not enqueued.
pub async fn every_minute<F, Fut>(ctx: AppContext, what: &'static str, ask: F)
where
    F: Fn(AppContext) -> Fut,
    Fut: Future<Output = AppResult<()>>,
{
    let mut tick = tokio::time::interval(Duration::from_secs(60));
    loop {
        tick.tick().await;
        if let Err(e) = ask(ctx.clone()).await {
            tracing::warn!(error = %e.message, "{what} not enqueued");
        }
    }
}
