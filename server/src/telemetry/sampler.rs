//! Gauges that need a look rather than an event, taken every 5 s in one
//! background task per server, never per request: the database pool, the
//! process (RSS, descriptors, CPU), and every third round (15 s) the job
//! queue, which is one grouped query.
//!
//! The pool's wait: sqlx counts no waits, and sea-orm takes connections
//! inside each query, so the sampler measures the one thing it honestly
//! can: how long it takes itself to get a connection, every 5 s
//! (`db_pool_acquire_probe_seconds`). A pool that makes the probe wait is
//! making requests wait too; short waits between probes go unseen.
//!
//! The task holds the state weakly and ends with it. Several servers in
//! one process (tests) each sample into the same process-wide gauges.

use std::collections::HashSet;
use std::sync::Weak;
use std::time::{Duration, Instant};

use sea_orm::DatabaseConnection;

use super::catalogue::{
    DB_POOL_ACQUIRE, DB_POOL_ACQUIRE_FAILURES, DB_POOL_CONNECTIONS, DB_POOL_MAX, JOBS_OLDEST_DUE,
    JOBS_QUEUED,
};
use crate::state::State;
use domain::kernel::jobs;

/// How often the pool and the process are looked at.
const EVERY: Duration = Duration::from_secs(5);
/// The job queue is looked at every this many rounds (15 s).
const JOBS_EVERY: u64 = 3;
/// A probe that gets no connection in this time counts as failed.
const PROBE_TIMEOUT: Duration = Duration::from_secs(5);

/// The process metrics, described and taken once so they show at start.
pub fn describe_process() {
    let collector = metrics_process::Collector::default();
    collector.describe();
    collector.collect();
}

/// Samples for as long as `state` lives.
pub fn start(state: Weak<State>) {
    tokio::spawn(async move {
        let process = metrics_process::Collector::default();
        let mut queued = HashSet::new();
        let mut tick = tokio::time::interval(EVERY);
        tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
        for round in 0u64.. {
            tick.tick().await;
            let Some(state) = state.upgrade() else {
                return;
            };
            process.collect();
            pool(&state.ctx.db).await;
            if round % JOBS_EVERY == 0 {
                job_queue(&state.ctx.db, &mut queued).await;
            }
            // Histograms hold their samples until drained: without a
            // scrape for a long while they would only grow.
            state.metrics.run_upkeep();
        }
    });
}

async fn pool(db: &DatabaseConnection) {
    match db {
        DatabaseConnection::SqlxPostgresPoolConnection(_) => {
            probe(db.get_postgres_connection_pool()).await;
        }
        DatabaseConnection::SqlxSqlitePoolConnection(_) => {
            probe(db.get_sqlite_connection_pool()).await;
        }
        _ => {}
    }
}

async fn probe<DB: sea_orm::sqlx::Database>(pool: &sea_orm::sqlx::Pool<DB>) {
    let size = pool.size();
    let idle = u32::try_from(pool.num_idle()).unwrap_or(u32::MAX);
    metrics::gauge!(DB_POOL_CONNECTIONS, "state" => "in_use")
        .set(f64::from(size.saturating_sub(idle)));
    metrics::gauge!(DB_POOL_CONNECTIONS, "state" => "idle").set(f64::from(idle));
    metrics::gauge!(DB_POOL_MAX).set(f64::from(pool.options().get_max_connections()));
    let started = Instant::now();
    match tokio::time::timeout(PROBE_TIMEOUT, pool.acquire()).await {
        Ok(Ok(conn)) => {
            metrics::histogram!(DB_POOL_ACQUIRE).record(started.elapsed().as_secs_f64());
            drop(conn);
        }
        Ok(Err(e)) => {
            tracing::debug!(error = %e, "pool probe got no connection");
            metrics::counter!(DB_POOL_ACQUIRE_FAILURES).increment(1);
        }
        Err(_) => metrics::counter!(DB_POOL_ACQUIRE_FAILURES).increment(1),
    }
}

/// Sets the queue gauges from one grouped query; a (state, kind) that
/// emptied since the last look goes back to zero.
async fn job_queue(db: &DatabaseConnection, queued: &mut HashSet<(String, String)>) {
    let rows = match jobs::depth(db).await {
        Ok(rows) => rows,
        Err(e) => {
            tracing::debug!(error = %e.message, "job queue not sampled");
            return;
        }
    };
    let now = domain::kernel::clock::now();
    let mut oldest_due = 0.0_f64;
    let mut seen = HashSet::new();
    for row in rows {
        metrics::gauge!(JOBS_QUEUED, "state" => row.state.clone(), "kind" => row.kind.clone())
            .set(row.count as f64);
        if row.state == jobs::PENDING {
            if let Some(at) = row.oldest_run_at {
                let waited = (now - at).num_milliseconds() as f64 / 1000.0;
                oldest_due = oldest_due.max(waited);
            }
        }
        seen.insert((row.state, row.kind));
    }
    for (state, kind) in queued.difference(&seen) {
        metrics::gauge!(JOBS_QUEUED, "state" => state.clone(), "kind" => kind.clone()).set(0.0);
    }
    *queued = seen;
    metrics::gauge!(JOBS_OLDEST_DUE).set(oldest_due);
}
