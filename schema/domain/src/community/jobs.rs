//! The community's background work: the hotness rescoring (a job each
//! ten minutes, one instance runs it) and the interaction sweep, driven by
//! a loop every instance runs.

use std::time::Duration;

use serde::{Deserialize, Serialize};

use crate::kernel::jobs::{self, Claimed, Registry};
use crate::kernel::{AppContext, AppResult};

/// Rescores the last 7 days' posts and the topics.
pub const RESCORE: &str = "community.rescore";
const RESCORE_EVERY_SECS: i64 = 600;

/// The rescoring job (no payload).
#[derive(Serialize, Deserialize)]
struct Rescore {}

impl jobs::Job for Rescore {
    const KIND: &'static str = RESCORE;
}

pub(crate) fn register(registry: &mut Registry) {
    registry.job(|ctx, _: Rescore, run| async move { rescore(&ctx, &run).await });
    super::interactions::register(registry);
    super::hidden_authors::register(registry);
}

async fn rescore(ctx: &AppContext, run: &Claimed) -> AppResult<()> {
    let n = super::topics::rescore(ctx).await?;
    tracing::debug!(posts = n, "community rescored");
    // The scores are recomputed from counters whatever ran before, so a
    // rerun is harmless; `finish` only marks the job.
    let txn = crate::kernel::db::begin(ctx).await?;
    jobs::finish(&txn, run).await?;
    txn.commit().await?;
    Ok(())
}

/// Asks for the rescoring of the current ten minutes (one job whatever the
/// number of instances asking).
pub async fn enqueue_rescore(ctx: &AppContext) -> AppResult<()> {
    let slot = crate::kernel::clock::now().timestamp() / RESCORE_EVERY_SECS;
    jobs::ask(
        &ctx.db,
        &Rescore {},
        crate::kernel::clock::now(),
        Some(&format!("{RESCORE}:{slot}")),
    )
    .await
}

/// Runs for the life of the server: each minute, the rescoring of the
/// current ten minutes is asked for and lost interactions are swept.
pub async fn run_forever(ctx: AppContext) {
    let mut tick = tokio::time::interval(Duration::from_secs(60));
    loop {
        tick.tick().await;
        if let Err(e) = enqueue_rescore(&ctx).await {
            tracing::warn!(error = %e.message, "community rescore not enqueued");
        }
        if let Err(e) = super::interactions::sweep(&ctx).await {
            tracing::warn!(error = %e.message, "interaction sweep failed");
        }
    }
}
