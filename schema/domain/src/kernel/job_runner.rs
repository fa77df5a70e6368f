//! The job runner: claims due jobs, runs them [`WORKERS`] at a time in one
//! task, keeps their leases and settles them (`kernel::jobs` has the
//! model: asking, finishing, the staff's views).

use std::sync::Arc;
use std::time::Duration;

use chrono::{DateTime, Utc};
use sea_orm::sea_query::Expr;
use sea_orm::{
    ColumnTrait, Condition, ConnectionTrait, DbBackend, EntityTrait, QueryFilter, QueryOrder,
    QuerySelect,
};

use super::error::{AppError, AppResult};
use super::job_lanes::Lanes;
use super::jobs::{
    while_held, Claimed, Registry, ATTEMPT_FAILED_METRIC, DONE, FAILED, FAILED_METRIC, MAX_BACKOFF,
    PENDING, RUNNING, RUN_METRIC,
};
use super::AppContext;
use entities::job;

/// Jobs one runner runs at once (in its one task, interleaved at their
/// awaits). Jobs of one lane (one receiver) hold at most
/// `job_lanes::PER_LANE` of them, so a slow receiver cannot take them all.
pub const WORKERS: usize = 16;

/// Due jobs one claim reads, the earliest first: as many as the workers
/// that may claim at once, so each can start at its own.
const CANDIDATES: u64 = WORKERS as u64;

/// One claim in this many reads lapsed leases before waiting jobs.
const LAPSED_EVERY: usize = 64;
/// Lapsed leases are read at most this often by one runner (a round's
/// workers end on an empty claim together).
const LAPSED_GAP: Duration = Duration::from_millis(50);

/// What one claim came to.
enum Claim {
    Won(Claimed),
    NoneDue,
    /// Nothing claimed, and a candidate was passed over for a lane that
    /// filled after the candidates were read.
    LaneFilled,
}

/// Claims, runs and finishes jobs on one instance.
#[derive(Clone)]
pub struct Runner {
    ctx: AppContext,
    registry: Arc<Registry>,
    holder: Arc<str>,
    lease: Duration,
    lanes: Arc<Lanes>,
    /// Moved by every claim: where in the candidates it starts.
    turn: Arc<std::sync::atomic::AtomicUsize>,
    /// When a claim of this runner last read lapsed leases.
    lapsed_read: Arc<std::sync::Mutex<Option<std::time::Instant>>>,
}

impl Runner {
    /// A runner with a fresh instance id and a 30 s lease.
    pub fn new(ctx: AppContext, registry: Registry) -> Self {
        Self {
            ctx,
            registry: Arc::new(registry),
            holder: uuid::Uuid::new_v4().to_string().into(),
            lease: Duration::from_secs(30),
            lanes: Arc::default(),
            turn: Arc::default(),
            lapsed_read: Arc::default(),
        }
    }

    /// The same runner with another lease (tests use a short one).
    pub fn with_lease(mut self, lease: Duration) -> Self {
        self.lease = lease;
        self
    }

    fn due(&self, now: DateTime<Utc>) -> Condition {
        Condition::any()
            .add(
                Condition::all()
                    .add(job::Column::State.eq(PENDING))
                    .add(job::Column::RunAt.lte(now)),
            )
            .add(
                Condition::all()
                    .add(job::Column::State.eq(RUNNING))
                    .add(job::Column::LockedUntil.lt(now)),
            )
    }

    /// Due jobs by `state` (waiting, or lapsed), earliest first, of the
    /// kinds this runner knows and not of a lane it holds full.
    async fn candidates(&self, state: Condition) -> AppResult<Vec<(i64, Option<String>)>> {
        let mut due = job::Entity::find()
            .select_only()
            .column(job::Column::Id)
            .column(job::Column::Lane)
            .filter(state)
            .filter(job::Column::Kind.is_in(self.registry.kinds()));
        let full = self.lanes.full();
        if !full.is_empty() {
            due = due.filter(
                Condition::any()
                    .add(job::Column::Lane.is_null())
                    .add(job::Column::Lane.is_not_in(full)),
            );
        }
        Ok(due
            .order_by_asc(job::Column::RunAt)
            .limit(CANDIDATES)
            .into_tuple()
            .all(&self.ctx.db)
            .await?)
    }

    /// A round begins (a tick, a `run_due`): its first empty claim reads
    /// the lapsed leases, however recent the last round's read.
    fn new_round(&self) {
        *self.lapsed_read.lock().unwrap_or_else(|e| e.into_inner()) = None;
    }

    /// Whether this claim should read lapsed leases: none of this runner's
    /// claims read them in this round's last [`LAPSED_GAP`].
    fn lapsed_unread(&self) -> bool {
        let mut last = self.lapsed_read.lock().unwrap_or_else(|e| e.into_inner());
        if last.is_some_and(|at| at.elapsed() < LAPSED_GAP) {
            return false;
        }
        *last = Some(std::time::Instant::now());
        true
    }

    /// Claims one due job of a kind this runner knows, or `None`. Jobs of
    /// a lane this runner holds `PER_LANE` of are passed over.
    pub async fn claim(&self) -> AppResult<Option<Claimed>> {
        // Candidates passed over because their lane filled after they were
        // read (the runner's other workers claim at the same moment): read
        // again, that lane now left out, rather than answer "none due" and
        // leave this worker idle while other lanes wait. Bounded: each
        // round either claims or finds a lane newly full.
        for _ in 0..4 {
            match self.claim_once().await? {
                Claim::Won(run) => return Ok(Some(run)),
                Claim::NoneDue => return Ok(None),
                Claim::LaneFilled => continue,
            }
        }
        Ok(None)
    }

    async fn claim_once(&self) -> AppResult<Claim> {
        let now = super::clock::now();
        // Waiting jobs first, then runs whose lease ran out: each read
        // walks `ix_job_state_run_at` and stops at the candidates. One
        // read of both (an `OR`) was a scan and a sort of the whole table
        // per claim on PostgreSQL, 10 ms with 10k due (W19 at full scale).
        // Every [`LAPSED_EVERY`]th claim looks at lapsed leases first, so
        // a dead instance's jobs are not left behind a long backlog.
        let turn = self.turn.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        let waiting = Condition::all()
            .add(job::Column::State.eq(PENDING))
            .add(job::Column::RunAt.lte(now));
        let lapsed = Condition::all()
            .add(job::Column::State.eq(RUNNING))
            .add(job::Column::LockedUntil.lt(now));
        // Lapsed leases are read by one claim of the runner at a time (a
        // round's 16 workers each end on an empty claim: a second read
        // each was W18's fixed cost at 600 picks).
        let mut candidates = if turn.is_multiple_of(LAPSED_EVERY) && self.lapsed_unread() {
            match self.candidates(lapsed).await? {
                none if none.is_empty() => self.candidates(waiting).await?,
                some => some,
            }
        } else {
            match self.candidates(waiting).await? {
                none if none.is_empty() && self.lapsed_unread() => self.candidates(lapsed).await?,
                some => some,
            }
        };
        // The workers claim at the same moment and read the same
        // candidates: each starts at another one, rather than all racing
        // for the first and losing their updates one by one (W19).
        if !candidates.is_empty() {
            let start = turn % candidates.len();
            candidates.rotate_left(start);
        }
        let until = now + chrono::Duration::from_std(self.lease).map_err(AppError::internal)?;
        let mut lane_filled = false;
        for (id, lane) in candidates {
            // The place first: another worker may have filled the lane
            // since the candidates were read. Given back if the claim loses.
            let place = match lane {
                Some(lane) => match self.lanes.take(&lane) {
                    Some(place) => Some(Arc::new(place)),
                    None => {
                        lane_filled = true;
                        continue;
                    }
                },
                None => None,
            };
            // The same condition again in the update: of two instances
            // that read the same candidate, one moves it.
            let won = job::Entity::update_many()
                .col_expr(job::Column::State, Expr::value(RUNNING))
                .col_expr(job::Column::LockedBy, Expr::value(&*self.holder))
                .col_expr(job::Column::LockedUntil, Expr::value(until))
                .col_expr(
                    job::Column::Attempts,
                    Expr::col(job::Column::Attempts).add(1),
                )
                .col_expr(job::Column::UpdatedAt, Expr::value(now))
                .filter(job::Column::Id.eq(id))
                .filter(self.due(now));
            // PostgreSQL answers the claimed row with the update (one round
            // trip a job fewer); SQLite's build here has no RETURNING.
            let row = if self.ctx.db.get_database_backend() == DbBackend::Postgres {
                won.exec_with_returning(&self.ctx.db).await?.pop()
            } else if won.exec(&self.ctx.db).await?.rows_affected == 1 {
                job::Entity::find_by_id(id).one(&self.ctx.db).await?
            } else {
                None
            };
            if let Some(row) = row {
                return Ok(Claim::Won(Claimed {
                    id: row.id,
                    kind: row.kind,
                    payload: row.payload,
                    attempt: row.attempts,
                    holder: self.holder.clone(),
                    _place: place,
                    finished: Arc::default(),
                }));
            }
        }
        Ok(if lane_filled {
            Claim::LaneFilled
        } else {
            Claim::NoneDue
        })
    }

    /// Runs one claimed job to its end: its handler under a heartbeat that
    /// keeps the lease, then done, or a retry later, or `FAILED`.
    pub async fn run(&self, run: Claimed) -> AppResult<()> {
        let Some((&kind, handler)) = self.registry.handlers.get_key_value(run.kind.as_str()) else {
            return Ok(()); // claim() only takes known kinds
        };
        let work = handler.clone()(self.ctx.clone(), run.clone());
        let started = std::time::Instant::now();
        let outcome = tokio::select! {
            outcome = work => outcome,
            never = self.heartbeat(&run) => match never {},
        };
        let label = if outcome.is_ok() { "ok" } else { "error" };
        metrics::histogram!(RUN_METRIC, "kind" => kind, "outcome" => label)
            .record(started.elapsed().as_secs_f64());
        match outcome {
            // Done in the handler's own transaction: nothing to settle.
            Ok(()) if run.finished.load(std::sync::atomic::Ordering::Acquire) => Ok(()),
            Ok(()) => self.settle(&run, None).await,
            Err(e) => {
                tracing::warn!(job = run.id, kind = %run.kind, attempt = run.attempt, error = %e.message, "job failed");
                metrics::counter!(ATTEMPT_FAILED_METRIC, "kind" => kind).increment(1);
                self.settle(&run, Some(e.message)).await
            }
        }
    }

    /// Extends the lease every third of it while the handler runs.
    async fn heartbeat(&self, run: &Claimed) -> std::convert::Infallible {
        let mut tick = tokio::time::interval(self.lease / 3);
        tick.tick().await;
        loop {
            tick.tick().await;
            let until =
                super::clock::now() + chrono::Duration::from_std(self.lease).unwrap_or_default();
            let kept = job::Entity::update_many()
                .col_expr(job::Column::LockedUntil, Expr::value(until))
                .filter(job::Column::Id.eq(run.id))
                .filter(job::Column::State.eq(RUNNING))
                .filter(job::Column::LockedBy.eq(&*run.holder))
                .exec(&self.ctx.db)
                .await;
            if let Err(e) = kept {
                tracing::warn!(job = run.id, error = %e, "job lease not extended");
            }
        }
    }

    /// After the handler: done (unless it already finished in its own
    /// transaction), or back to `PENDING` after a backoff, or `FAILED`.
    async fn settle(&self, run: &Claimed, error: Option<String>) -> AppResult<()> {
        let now = super::clock::now();
        let mut update = while_held(run, now);
        update = match error {
            None => update
                .col_expr(job::Column::State, Expr::value(DONE))
                .col_expr(job::Column::DoneAt, Expr::value(now)),
            Some(message) => {
                let row = job::Entity::find_by_id(run.id).one(&self.ctx.db).await?;
                let exhausted = row.is_some_and(|r| r.attempts >= i64::from(r.max_attempts));
                if exhausted {
                    metrics::counter!(FAILED_METRIC, "kind" => run.kind.clone()).increment(1);
                }
                let wait = backoff(run.attempt);
                update
                    .col_expr(
                        job::Column::State,
                        Expr::value(if exhausted { FAILED } else { PENDING }),
                    )
                    .col_expr(job::Column::RunAt, Expr::value(now + wait))
                    .col_expr(job::Column::LastError, Expr::value(message))
            }
        };
        update.exec(&self.ctx.db).await?;
        Ok(())
    }

    /// Claims and runs due jobs one after another until none is due or
    /// `at_most` ran. Returns how many ran.
    pub async fn run_due(&self, at_most: usize) -> AppResult<usize> {
        self.new_round();
        let mut ran = 0;
        while ran < at_most {
            let Some(run) = self.claim().await? else {
                break;
            };
            self.run(run).await?;
            ran += 1;
        }
        Ok(ran)
    }

    /// Runs due jobs every `poll` until the process ends. Errors (a
    /// database outage) are logged and the loop goes on.
    pub async fn run_forever(self, poll: Duration) {
        let (_keep, stop) = tokio::sync::watch::channel(false);
        self.run_until(poll, stop).await;
    }

    /// [`Runner::run_forever`] until `stop` turns true: then nothing more
    /// is claimed, and the jobs running (if any) are finished first. The
    /// server's drain waits for this up to its deadline, then drops it and
    /// calls [`release`] with [`Runner::holder`].
    pub async fn run_until(self, poll: Duration, mut stop: tokio::sync::watch::Receiver<bool>) {
        let mut tick = tokio::time::interval(poll);
        tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
        loop {
            tokio::select! {
                _ = tick.tick() => {}
                _ = stop.wait_for(|s| *s) => return,
            }
            self.new_round();
            // Every due job before the next tick (a cap of 100 a tick held
            // webhook deliveries to 100 a second, W19 of performance.md),
            // WORKERS at a time: a job mostly waits on the database or a
            // receiver, and each handler is already safe beside another
            // instance's runs.
            // One claim first, so that an idle tick costs one claim (two
            // index reads: nothing waiting, no lease lapsed).
            let first = match self.claim().await {
                Ok(Some(run)) => run,
                Ok(None) => continue,
                Err(e) => {
                    tracing::warn!(error = %e.message, "jobs not run this round");
                    continue;
                }
            };
            let (mine, others) = futures_util::join!(
                async {
                    self.run_logged(first).await;
                    1 + self.run_all_due(&stop).await
                },
                futures_util::future::join_all((1..WORKERS).map(|_| self.run_all_due(&stop))),
            );
            let ran = mine + others.into_iter().sum::<usize>();
            tracing::debug!(ran, "jobs ran");
        }
    }

    async fn run_logged(&self, run: Claimed) {
        if let Err(e) = self.run(run).await {
            tracing::warn!(error = %e.message, "job not settled this round");
        }
    }

    /// Claims and runs due jobs until none is due or `stop` turns true
    /// (the job running is finished first). Answers how many ran.
    async fn run_all_due(&self, stop: &tokio::sync::watch::Receiver<bool>) -> usize {
        let mut ran = 0;
        while !*stop.borrow() {
            match self.claim().await {
                Ok(Some(run)) => {
                    self.run_logged(run).await;
                    ran += 1;
                }
                Ok(None) => break,
                Err(e) => {
                    tracing::warn!(error = %e.message, "jobs not run this round");
                    break;
                }
            }
        }
        ran
    }

    /// This runner's claim mark (`locked_by`), for [`release`].
    pub fn holder(&self) -> Arc<str> {
        self.holder.clone()
    }
}

/// The wait before run `attempt + 1`: 2^attempt seconds, at most an hour.
fn backoff(attempt: i64) -> chrono::Duration {
    let secs = 1u64 << attempt.clamp(1, 12);
    chrono::Duration::from_std(Duration::from_secs(secs).min(MAX_BACKOFF)).unwrap_or_default()
}
