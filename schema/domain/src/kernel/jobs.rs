//! Durable jobs: "do this once after the commit, even if the instance dies".
//!
//! An area asks for work by writing a job row with [`enqueue`] in the same
//! transaction as the effect that needs it (a transactional outbox): the
//! job exists exactly when the effect committed. Every instance runs a
//! [`Runner`]; it claims a due job with a conditional update (`state` and
//! lease checked in the `WHERE`, so two instances never both win — no
//! `SKIP LOCKED` needed, and the same statement works on SQLite), holds it
//! for a lease that a heartbeat extends while the handler runs, and marks
//! it done. An instance that dies stops its heartbeat; when the lease runs
//! out any other instance claims the job again. A runner runs every due
//! job at each tick, [`WORKERS`] at a time in its one task (the claim is
//! the same conditional update, so sixteen in one instance are as safe as
//! sixteen instances). Jobs that call the same receiver share a lane
//! ([`Job::lane`]); a runner holds at most `job_lanes::PER_LANE` of one.
//!
//! Exactly once: a handler whose effect is a database write calls
//! [`finish`] inside the effect's own transaction. `finish` is conditional
//! on this claim still holding the job, so a run whose lease was lost (its
//! instance paused past the lease and another took over) rolls its effect
//! back instead of doing it a second time. A handler that only calls out
//! (a webhook) is at least once, and says so.
//!
//! Failures are retried with exponential backoff (2 s, 4 s, … capped at an
//! hour) up to `max_attempts`, then the job is `FAILED` and waits for staff
//! ([`retry`]); staff see every job by state ([`list`], [`counts`]).
//!
//! Why not apalis: its SQL storages push jobs through their own sqlx pool,
//! so a job could not be written in the sea-orm transaction of the effect;
//! "the job exists iff the effect committed" is the property every area
//! here needs (ARCHITECTURE.md "Durable jobs").

use std::collections::HashMap;
use std::sync::Arc;
use std::time::Duration;

use chrono::{DateTime, Utc};
use futures_util::future::BoxFuture;
use sea_orm::sea_query::{Expr, OnConflict};
use sea_orm::{
    ActiveValue::Set, ColumnTrait, ConnectionTrait, EntityTrait, PaginatorTrait, QueryFilter,
    QuerySelect,
};
use serde::Serialize;

use super::context::AppContext;
use super::error::{AppError, AppResult};
use super::job_lanes::LanePlace;
use super::paging::Window;
use super::viewer::Viewer;
use super::Permission;
use entities::job;

pub use super::job_runner::{Runner, WORKERS};

/// Waiting for its time or for an instance to claim it.
pub const PENDING: &str = "PENDING";
/// Claimed by `locked_by` until `locked_until`.
pub const RUNNING: &str = "RUNNING";
/// Done; kept for staff to see.
pub const DONE: &str = "DONE";
/// Failed `max_attempts` times; waits for staff to retry it.
pub const FAILED: &str = "FAILED";
/// Every state, in the order staff read them.
pub const STATES: [&str; 4] = [PENDING, RUNNING, DONE, FAILED];

/// Metrics (docs/observability.md): each run's time by kind and outcome
/// (`ok`, `error`), its count being the runs.
pub const RUN_METRIC: &str = "job_run_duration_seconds";
/// Runs that failed (each is retried later, or becomes `FAILED`), by kind.
pub const ATTEMPT_FAILED_METRIC: &str = "job_attempt_failures_total";
/// Jobs that became `FAILED` (out of attempts; staff must retry), by kind.
pub const FAILED_METRIC: &str = "jobs_failed_total";

/// How many runs a job gets before it is `FAILED`.
pub const MAX_ATTEMPTS: i32 = 8;
/// The longest wait between two runs of a failing job.
pub(super) const MAX_BACKOFF: Duration = Duration::from_secs(3600);

/// Asked, in the transaction that changed it, when a member starts or
/// stops being shown to others (disabled, enabled again, cancelled); the
/// payload is [`MemberShown`]. Areas that keep counts of what others are
/// shown reconcile the member (the community's topic counters). The
/// kernel names it so the areas that change a member's state need not know
/// who keeps such counts.
pub const MEMBER_SHOWN_CHANGED: &str = "member.shown_changed";

/// The payload of [`MEMBER_SHOWN_CHANGED`].
#[derive(Debug, Clone, Copy, Serialize, serde::Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct MemberShown {
    pub member_id: i64,
}

impl Job for MemberShown {
    const KIND: &'static str = MEMBER_SHOWN_CHANGED;
}

/// Asks for [`MEMBER_SHOWN_CHANGED`] for `member_id`, in `db`'s
/// transaction (the one that changed the member).
pub async fn member_shown_changed<C: ConnectionTrait>(db: &C, member_id: i64) -> AppResult<()> {
    let now = super::clock::now();
    ask(db, &MemberShown { member_id }, now, None).await
}

/// A kind of job and its payload, named once: what asks for it and what
/// runs it agree on the payload's type at compile time ([`ask`],
/// [`Registry::job`]). Every job of the areas is one (a test refuses the
/// untyped calls outside the kernel).
pub trait Job: Serialize + serde::de::DeserializeOwned + Send + 'static {
    /// The stored kind, e.g. `message.send_scheduled`.
    const KIND: &'static str;

    /// The lane of a job that calls a receiver (`webhook:<endpoint id>`):
    /// a runner holds at most `job_lanes::PER_LANE` jobs of one lane at
    /// once. `None` (the default): no lane.
    fn lane(&self) -> Option<String> {
        None
    }
}

/// Asks for `job` to run at `run_at`, in the transaction `db` of the
/// effect that needs it ([`enqueue`] with the job's own kind).
pub async fn ask<C: ConnectionTrait, J: Job>(
    db: &C,
    job: &J,
    run_at: DateTime<Utc>,
    dedupe_key: Option<&str>,
) -> AppResult<()> {
    write(db, J::KIND, job, run_at, dedupe_key, job.lane()).await
}

/// Asks for `kind` to run with `payload` at `run_at` (now or later), in the
/// transaction `db` of the effect that needs it. With a `dedupe_key`,
/// asking again while the first job exists is one job.
pub async fn enqueue<C: ConnectionTrait, P: Serialize>(
    db: &C,
    kind: &str,
    payload: &P,
    run_at: DateTime<Utc>,
    dedupe_key: Option<&str>,
) -> AppResult<()> {
    write(db, kind, payload, run_at, dedupe_key, None).await
}

async fn write<C: ConnectionTrait, P: Serialize>(
    db: &C,
    kind: &str,
    payload: &P,
    run_at: DateTime<Utc>,
    dedupe_key: Option<&str>,
    lane: Option<String>,
) -> AppResult<()> {
    let now = super::clock::now();
    let row = job::ActiveModel {
        kind: Set(kind.to_owned()),
        payload: Set(serde_json::to_string(payload).map_err(AppError::internal)?),
        state: Set(PENDING.to_owned()),
        dedupe_key: Set(dedupe_key.map(str::to_owned)),
        attempts: Set(0),
        max_attempts: Set(MAX_ATTEMPTS),
        run_at: Set(run_at),
        locked_by: Set(None),
        locked_until: Set(None),
        last_error: Set(None),
        created_at: Set(now),
        updated_at: Set(now),
        done_at: Set(None),
        lane: Set(lane),
        ..Default::default()
    };
    // ON CONFLICT DO NOTHING, not a caught unique violation: on PostgreSQL
    // a violation would abort the caller's whole transaction.
    job::Entity::insert(row)
        .on_conflict(
            OnConflict::column(job::Column::DedupeKey)
                .do_nothing()
                .to_owned(),
        )
        .do_nothing()
        .exec_without_returning(db)
        .await?;
    Ok(())
}

/// Removes the job asked for with `dedupe_key` while it still waits (one
/// already claimed runs); in `db`'s transaction. Whether one was removed.
pub async fn cancel_pending<C: ConnectionTrait>(db: &C, dedupe_key: &str) -> AppResult<bool> {
    let gone = job::Entity::delete_many()
        .filter(job::Column::DedupeKey.eq(dedupe_key))
        .filter(job::Column::State.eq(PENDING))
        .exec(db)
        .await?;
    Ok(gone.rows_affected > 0)
}

/// A job this instance claimed and runs.
#[derive(Debug, Clone)]
pub struct Claimed {
    pub id: i64,
    pub kind: String,
    /// The payload as JSON text; [`Claimed::payload`] reads it.
    pub payload: String,
    /// This run's number, from 1.
    pub attempt: i64,
    pub(super) holder: Arc<str>,
    /// Its place in its lane, if it has one: held, never read, and given
    /// back when the last clone (the runner's, the handler's) is dropped.
    pub(super) _place: Option<Arc<LanePlace>>,
    /// Set by [`finish`]: the run's own transaction marks the job done, so
    /// the runner's settle after an `Ok` would move no row (a statement a
    /// job saved). Shared by the clones.
    pub(super) finished: Arc<std::sync::atomic::AtomicBool>,
}

impl Claimed {
    /// The payload as the handler's type.
    pub fn payload<T: serde::de::DeserializeOwned>(&self) -> AppResult<T> {
        serde_json::from_str(&self.payload).map_err(AppError::internal)
    }
}

/// Marks the job done inside the handler's effect transaction `txn`:
/// refused (and so the effect rolled back) when this run no longer holds
/// the job. The effect and "done" commit together: exactly once.
pub async fn finish<C: ConnectionTrait>(txn: &C, run: &Claimed) -> AppResult<()> {
    let now = super::clock::now();
    let moved = while_held(run, now)
        .col_expr(job::Column::State, Expr::value(DONE))
        .col_expr(job::Column::DoneAt, Expr::value(now))
        .exec(txn)
        .await?;
    if moved.rows_affected == 0 {
        return Err(AppError::conflict(format!(
            "job {} is no longer held by this run",
            run.id
        )));
    }
    // A handler that answers `Ok` committed this transaction; one that
    // drops it uncommitted and still answers `Ok` leaves the job running
    // until its lease ends, and it runs again (its effect rolled back).
    run.finished
        .store(true, std::sync::atomic::Ordering::Release);
    Ok(())
}

/// An update of job `run` that applies only while this run still holds it
/// (running, locked by its holder), its lease cleared: how a run ends.
pub(super) fn while_held(run: &Claimed, now: DateTime<Utc>) -> sea_orm::UpdateMany<job::Entity> {
    job::Entity::update_many()
        .col_expr(job::Column::UpdatedAt, Expr::value(now))
        .col_expr(
            job::Column::LockedUntil,
            Expr::value(Option::<DateTime<Utc>>::None),
        )
        .filter(job::Column::Id.eq(run.id))
        .filter(job::Column::State.eq(RUNNING))
        .filter(job::Column::LockedBy.eq(&*run.holder))
}

/// What runs a job kind: the context and the claimed job in, a result out.
pub type Handler =
    Arc<dyn Fn(AppContext, Claimed) -> BoxFuture<'static, AppResult<()>> + Send + Sync>;

/// The job kinds this process can run, each with its handler. Areas add
/// theirs (`domain::job_handlers` gathers them); the kernel knows none.
#[derive(Clone, Default)]
pub struct Registry {
    pub(super) handlers: HashMap<&'static str, Handler>,
}

impl Registry {
    pub fn new() -> Self {
        Self::default()
    }

    /// Runs `kind` with `handler`.
    pub fn add<F, Fut>(&mut self, kind: &'static str, handler: F) -> &mut Self
    where
        F: Fn(AppContext, Claimed) -> Fut + Send + Sync + 'static,
        Fut: std::future::Future<Output = AppResult<()>> + Send + 'static,
    {
        self.handlers
            .insert(kind, Arc::new(move |ctx, run| Box::pin(handler(ctx, run))));
        self
    }

    /// Runs jobs of kind `J` with `handler`, given the payload decoded.
    pub fn job<J, F, Fut>(&mut self, handler: F) -> &mut Self
    where
        J: Job,
        F: Fn(AppContext, J, Claimed) -> Fut + Send + Sync + 'static,
        Fut: std::future::Future<Output = AppResult<()>> + Send + 'static,
    {
        let handler = Arc::new(handler);
        self.add(J::KIND, move |ctx, run| {
            let handler = handler.clone();
            async move {
                let payload: J = run.payload()?;
                handler(ctx, payload, run).await
            }
        })
    }

    pub(super) fn kinds(&self) -> Vec<String> {
        self.handlers.keys().map(|k| (*k).to_owned()).collect()
    }

    /// The kinds this registry runs, sorted (metrics start at zero for
    /// each).
    pub fn kind_names(&self) -> Vec<&'static str> {
        let mut v: Vec<&'static str> = self.handlers.keys().copied().collect();
        v.sort_unstable();
        v
    }
}

/// Gives back the jobs `holder` still holds, due now, for another
/// instance (a stopping server's last step). The run that was cut short
/// is not counted as an attempt. Exactly-once handlers lose nothing: their
/// [`finish`] is conditional on the claim, which this takes away, so an
/// effect still uncommitted rolls back and the next run does it.
pub async fn release<C: ConnectionTrait>(db: &C, holder: &str) -> AppResult<u64> {
    let now = super::clock::now();
    let released = job::Entity::update_many()
        .col_expr(job::Column::State, Expr::value(PENDING))
        .col_expr(job::Column::LockedBy, Expr::value(Option::<String>::None))
        .col_expr(
            job::Column::LockedUntil,
            Expr::value(Option::<DateTime<Utc>>::None),
        )
        .col_expr(job::Column::RunAt, Expr::value(now))
        .col_expr(
            job::Column::Attempts,
            Expr::col(job::Column::Attempts).sub(1),
        )
        .col_expr(job::Column::UpdatedAt, Expr::value(now))
        .filter(job::Column::State.eq(RUNNING))
        .filter(job::Column::LockedBy.eq(holder))
        .exec(db)
        .await?;
    Ok(released.rows_affected)
}

/// Deletes up to `limit` `DONE` jobs that finished before `before`, oldest
/// first (the retention job; `FAILED` ones wait for staff). How many went.
pub async fn prune_done<C: ConnectionTrait>(
    db: &C,
    before: DateTime<Utc>,
    limit: u64,
) -> AppResult<u64> {
    // A done job ran before it finished: `run_at` bounds the index range.
    let done = job::Entity::find()
        .filter(job::Column::State.eq(DONE))
        .filter(job::Column::RunAt.lt(before))
        .filter(job::Column::DoneAt.lt(before));
    super::db::delete_oldest(db, done, job::Column::Id, limit).await
}

/// Jobs waiting, running or failed, of one kind: a row of [`depth`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Depth {
    pub state: String,
    pub kind: String,
    pub count: i64,
    /// The earliest `run_at` among them: for `PENDING`, how long the
    /// oldest due job has waited (when it is in the past).
    pub oldest_run_at: Option<DateTime<Utc>>,
}

/// The queue by state and kind, `DONE` left out (it only grows, and is
/// not work): one grouped query over the state index, for the metrics
/// sampler (every 15 s), never per request.
pub async fn depth<C: ConnectionTrait>(db: &C) -> AppResult<Vec<Depth>> {
    let rows: Vec<(String, String, i64, Option<DateTime<Utc>>)> = job::Entity::find()
        .select_only()
        .column(job::Column::State)
        .column(job::Column::Kind)
        .column_as(job::Column::Id.count(), "n")
        .column_as(job::Column::RunAt.min(), "oldest")
        .filter(job::Column::State.ne(DONE))
        .group_by(job::Column::State)
        .group_by(job::Column::Kind)
        .into_tuple()
        .all(db)
        .await?;
    Ok(rows
        .into_iter()
        .map(|(state, kind, count, oldest_run_at)| Depth {
            state,
            kind,
            count,
            oldest_run_at,
        })
        .collect())
}

// ------------------------------------------------------------- staff ---

/// Staff (operations): jobs in a state (or all), newest first.
pub async fn list(
    ctx: &AppContext,
    viewer: &Viewer,
    state: Option<&str>,
    window: &Window<i64>,
) -> AppResult<(Vec<job::Model>, bool)> {
    viewer.require(Permission::Operations)?;
    let mut q = job::Entity::find();
    if let Some(s) = state {
        q = q.filter(job::Column::State.eq(s));
    }
    super::paging::newest_by_id(&ctx.db, q, job::Column::Id, window).await
}

/// Staff (operations): how many jobs are in each state, in [`STATES`]'
/// order. A grouped count over the state index: the table is small once
/// done jobs are pruned, and staff read it rarely.
pub async fn counts(ctx: &AppContext, viewer: &Viewer) -> AppResult<Vec<(String, i64)>> {
    viewer.require(Permission::Operations)?;
    let rows: Vec<(String, i64)> = job::Entity::find()
        .select_only()
        .column(job::Column::State)
        .column_as(job::Column::Id.count(), "n")
        .group_by(job::Column::State)
        .into_tuple()
        .all(&ctx.db)
        .await?;
    Ok(STATES
        .iter()
        .map(|s| {
            let n = rows.iter().find(|(k, _)| k == s).map_or(0, |(_, n)| *n);
            ((*s).to_owned(), n)
        })
        .collect())
}

/// How many jobs have failed for good (`FAILED`, waiting for a staff
/// retry): the console's overview. A count over the state index's
/// `FAILED` part.
pub async fn failed_count<C: ConnectionTrait>(db: &C) -> AppResult<i64> {
    let n = job::Entity::find()
        .filter(job::Column::State.eq(FAILED))
        .count(db)
        .await?;
    Ok(i64::try_from(n).unwrap_or(i64::MAX))
}

/// Staff (operations): a `FAILED` job runs again now with a fresh count of
/// attempts. Audit-logged.
pub async fn retry(ctx: &AppContext, viewer: &Viewer, id: i64) -> AppResult<job::Model> {
    viewer.require(Permission::Operations)?;
    let txn = super::db::begin(ctx).await?;
    let now = super::clock::now();
    let moved = job::Entity::update_many()
        .col_expr(job::Column::State, Expr::value(PENDING))
        .col_expr(job::Column::Attempts, Expr::value(0))
        .col_expr(job::Column::RunAt, Expr::value(now))
        .col_expr(job::Column::UpdatedAt, Expr::value(now))
        .filter(job::Column::Id.eq(id))
        .filter(job::Column::State.eq(FAILED))
        .exec(&txn)
        .await?;
    if moved.rows_affected == 0 {
        return Err(match job::Entity::find_by_id(id).one(&txn).await? {
            None => AppError::not_found("no such job"),
            Some(_) => AppError::conflict("only a FAILED job can be retried"),
        });
    }
    super::audit::record(
        &txn,
        Some(viewer.member_id),
        "job.retry",
        &format!("job:{id}"),
        serde_json::json!({}),
    )
    .await?;
    let row = job::Entity::find_by_id(id)
        .one(&txn)
        .await?
        .ok_or_else(|| AppError::not_found("no such job"))?;
    txn.commit().await?;
    Ok(row)
}
