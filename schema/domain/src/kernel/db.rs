//! Opening the database: one place that knows the pool settings for both
//! backends (security.md: statement time-out 5 s, pool acquire time-out 3 s;
//! performance.md: no statement logging, no ping on every checkout).

use std::time::Duration;

use sea_orm::sqlx::postgres::PgConnectOptions;
use sea_orm::sqlx::sqlite::{SqliteConnectOptions, SqliteJournalMode};
use sea_orm::{
    ConnectOptions, ConnectionTrait, Database, DatabaseConnection, DatabaseTransaction, DbBackend,
    DbErr, Statement, TransactionTrait,
};

use crate::kernel::context::AppContext;
use crate::kernel::error::AppResult;
use crate::kernel::work::Work;
use sea_orm_migration::MigratorTrait;

pub const ACQUIRE_TIMEOUT: Duration = Duration::from_secs(3);
pub const STATEMENT_TIMEOUT: &str = "5s";

/// Connects to `url` (`sqlite://…` or `postgres://…`) with the product's pool
/// settings. Does not migrate.
///
/// On SQLite, opening a file another process is creating or migrating can
/// be refused at once ("database is locked": switching a new file to WAL
/// takes a lock the busy time-out does not wait for); the open is tried
/// again for up to the busy time-out (5 s) before the error is answered.
/// Seen when four instances started together on a new file.
pub async fn connect(url: &str) -> Result<DatabaseConnection, DbErr> {
    const PAUSE: Duration = Duration::from_millis(50);
    let mut waited = Duration::ZERO;
    loop {
        match Database::connect(connect_options(url)).await {
            Err(e) if url.starts_with("sqlite:") && refused_busy(&e) && waited < SQLITE_BUSY => {
                tokio::time::sleep(PAUSE).await;
                waited += PAUSE;
            }
            other => return other,
        }
    }
}

/// SQLite's busy time-out: how long a writer waits for the lock.
const SQLITE_BUSY: Duration = Duration::from_secs(5);

/// Whether opening the database was refused for a lock another holds.
fn refused_busy(e: &DbErr) -> bool {
    use sea_orm::RuntimeErr;
    match e {
        DbErr::Conn(RuntimeErr::SqlxError(sea_orm::SqlxError::Database(db))) => {
            db.code().is_some_and(|c| is_contention(&c))
        }
        _ => false,
    }
}

fn connect_options(url: &str) -> ConnectOptions {
    let mut opts = ConnectOptions::new(url.to_owned());
    let is_sqlite = url.starts_with("sqlite:");
    opts.sqlx_logging(false)
        .test_before_acquire(false)
        .acquire_timeout(ACQUIRE_TIMEOUT)
        .connect_timeout(ACQUIRE_TIMEOUT)
        // SQLite has one writer; a few connections serve concurrent readers.
        .max_connections(if is_sqlite { 8 } else { 20 })
        .map_sqlx_postgres_opts(|o: PgConnectOptions| {
            o.options([("statement_timeout", STATEMENT_TIMEOUT)])
        })
        .map_sqlx_sqlite_opts(|o: SqliteConnectOptions| {
            // WAL lets readers run beside the writer; writers wait for each
            // other up to the busy time-out instead of failing at once.
            o.journal_mode(SqliteJournalMode::Wal)
                .busy_timeout(SQLITE_BUSY)
                .foreign_keys(true)
        });
    opts
}

/// How often [`DbWatch`] asks the database whether it answers.
pub const WATCH_EVERY: Duration = Duration::from_secs(1);
/// How long a ping may take before the database counts as hung.
pub const WATCH_PING_TIMEOUT: Duration = Duration::from_millis(1500);

/// Whether the database answers, asked every second on a connection of its
/// own (never the pool's: a pool busy with slow work is not a hung
/// database).
///
/// A database that stops answering without closing its connections (a
/// hung host, a network that drops packets) makes every statement wait:
/// PostgreSQL's `statement_timeout` runs on the server, which never saw
/// the statement, and the pool's acquire time-out only bounds taking a
/// connection. The server races each request against [`DbWatch::hung`],
/// so a request waiting on a hung database is answered
/// `SERVICE_UNAVAILABLE` within a ping's time-out and an interval (2.5 s,
/// inside security.md's 4 s) instead of the 10 s request time-out.
#[derive(Clone)]
pub struct DbWatch {
    answering: tokio::sync::watch::Receiver<bool>,
}

impl DbWatch {
    /// Starts watching the database at `url` (a task for the life of the
    /// process).
    pub fn start(url: &str) -> Self {
        let (tx, rx) = tokio::sync::watch::channel(true);
        let url = url.to_owned();
        tokio::spawn(async move {
            let mut conn: Option<DatabaseConnection> = None;
            loop {
                let answered = tokio::time::timeout(WATCH_PING_TIMEOUT, async {
                    if conn.is_none() {
                        conn = Some(connect_one(&url).await?);
                    }
                    match &conn {
                        Some(c) => c.ping().await,
                        None => Ok(()),
                    }
                })
                .await;
                let up = matches!(answered, Ok(Ok(())));
                if !up {
                    // A connection left mid-ping is not used again.
                    conn = None;
                }
                if *tx.borrow() != up {
                    tracing::warn!(answering = up, "database watch");
                    tx.send_replace(up);
                }
                if tx.is_closed() {
                    return;
                }
                tokio::time::sleep(WATCH_EVERY).await;
            }
        });
        Self { answering: rx }
    }

    /// Whether the last ping was answered in time.
    pub fn answering(&self) -> bool {
        *self.answering.borrow()
    }

    /// Resolves once the database does not answer (at once when it does
    /// not now); never while it does.
    pub async fn hung(&self) {
        let mut rx = self.answering.clone();
        if rx.wait_for(|up| !*up).await.is_err() {
            std::future::pending::<()>().await;
        }
    }
}

/// One connection with the product's settings, for [`DbWatch`].
async fn connect_one(url: &str) -> Result<DatabaseConnection, DbErr> {
    let mut opts = ConnectOptions::new(url.to_owned());
    opts.sqlx_logging(false)
        .max_connections(1)
        .min_connections(0)
        .acquire_timeout(WATCH_PING_TIMEOUT)
        .connect_timeout(WATCH_PING_TIMEOUT);
    Database::connect(opts).await
}

/// Begins a unit of work (`kernel::work`): a write transaction whose
/// announced changes are published on `ctx`'s bus when it commits. Every
/// service's transaction starts here (clippy's `disallowed-methods`
/// refuses `TransactionTrait::begin` elsewhere).
///
/// On SQLite the transaction takes the database's write lock at once, as
/// `BEGIN IMMEDIATE` would (sea-orm only sends `BEGIN`): a write statement
/// that touches no row is enough to take it. Without it a transaction read
/// first and asked for the lock on its first write; when another writer had
/// committed in between, SQLite refused at once ("database is locked",
/// SQLITE_BUSY_SNAPSHOT) instead of waiting the busy time-out, and ten
/// simultaneous sign-ups got five `INTERNAL`s (issue 41). Now writers queue
/// for the lock (up to the 5 s busy time-out) and each reads what the one
/// before it committed. PostgreSQL needs nothing: its rows lock as they
/// are written.
pub async fn begin(ctx: &AppContext) -> Result<Work, DbErr> {
    Ok(Work::new(open(&ctx.db).await?, Some(ctx.bus.clone())))
}

/// [`begin`] for a tool that has a database and no bus (the command-line
/// imports, account creation, partner set-up before a server runs): what
/// it announces goes nowhere, and running servers' caches forget by their
/// time-outs (ARCHITECTURE.md "What the bus keeps exact").
pub async fn begin_on(db: &DatabaseConnection) -> Result<Work, DbErr> {
    Ok(Work::new(open(db).await?, None))
}

async fn open(db: &DatabaseConnection) -> Result<DatabaseTransaction, DbErr> {
    #[allow(clippy::disallowed_methods)] // the one place that may
    let txn = db.begin().await?;
    if txn.get_database_backend() == DbBackend::Sqlite {
        txn.execute_unprepared(TAKE_SQLITE_WRITE_LOCK).await?;
    }
    Ok(txn)
}

/// A write that changes nothing but needs the write lock (SQLite opens a
/// write transaction for any write statement, whatever its `WHERE`).
const TAKE_SQLITE_WRITE_LOCK: &str = "UPDATE member SET id = id WHERE 0 = 1";

/// Holds `member_id`'s row in `txn` until it ends: a member's writes that
/// count before they insert (at most 200 saved selections…) take it first,
/// so two crossing requests count one after the other and the cap holds
/// exactly. An update that changes nothing still locks the row on
/// PostgreSQL; on SQLite the transaction's write lock already orders them.
pub async fn lock_member(txn: &DatabaseTransaction, member_id: i64) -> Result<(), DbErr> {
    use sea_orm::sea_query::Expr;
    use sea_orm::{ColumnTrait, EntityTrait, QueryFilter};
    entities::member::Entity::update_many()
        .col_expr(
            entities::member::Column::Id,
            Expr::col(entities::member::Column::Id).into(),
        )
        .filter(entities::member::Column::Id.eq(member_id))
        .exec(txn)
        .await?;
    Ok(())
}

/// How often [`retrying`] runs a piece of work that lost a race.
pub const RETRY_ATTEMPTS: u32 = 5;

/// Runs `attempt` until it is not refused for a race it lost — a
/// PostgreSQL deadlock (40P01) or serialization failure (40001), SQLite's
/// busy or locked database past its time-out — at most
/// [`RETRY_ATTEMPTS`] times, with a short random pause between tries so two
/// losers do not meet again. Each attempt must be a whole transaction (its
/// own `begin` to `commit`): the database rolled the lost one back. A race
/// still lost after the last attempt leaves as `SERVICE_UNAVAILABLE`,
/// never `INTERNAL`.
pub async fn retrying<T, F, Fut>(mut attempt: F) -> AppResult<T>
where
    F: FnMut() -> Fut,
    Fut: std::future::Future<Output = AppResult<T>>,
{
    let mut tries = 0;
    loop {
        tries += 1;
        match attempt().await {
            Err(e) if e.contended && tries < RETRY_ATTEMPTS => {
                use rand::Rng;
                let pause = rand::thread_rng().gen_range(5..25u64) * u64::from(tries);
                tracing::debug!(tries, "retrying a transaction that lost a race");
                tokio::time::sleep(Duration::from_millis(pause)).await;
            }
            other => return other,
        }
    }
}

/// Whether the database refused a statement for a race it lost: worth
/// running the whole transaction again.
pub fn is_contention(code: &str) -> bool {
    // PostgreSQL: serialization_failure, deadlock_detected. SQLite's
    // extended result codes: BUSY (5) and its variants (261 RECOVERY,
    // 517 SNAPSHOT, 773 TIMEOUT), LOCKED (6) and 262 LOCKED_SHAREDCACHE.
    matches!(
        code,
        "40001" | "40P01" | "5" | "6" | "261" | "262" | "517" | "773"
    )
}

/// Runs every pending migration, so that instances of a deployment starting
/// together (or a `migrate` beside a starting instance) take turns and the
/// later ones find nothing pending, instead of racing to create the same
/// tables. PostgreSQL: under a transaction-level advisory lock
/// (sea-orm-migration runs its migrations in one transaction; inside ours
/// it is a savepoint). SQLite has no such lock: the migrations run in one
/// transaction, and one that lost the race to another process (busy, or
/// "already exists") rolls back and runs again, finding them applied.
///
/// A database a newer release has migrated is served as it is when every
/// migration of ours is applied (`up_unless_newer`).
pub async fn migrate(db: &DatabaseConnection) -> Result<(), DbErr> {
    if db.get_database_backend() != DbBackend::Postgres {
        let mut attempt = 0;
        loop {
            // Not `begin()`: its write-lock statement needs the member
            // table, which a new database does not have yet; the retry
            // below stands in for the queue.
            #[allow(clippy::disallowed_methods)]
            let txn = db.begin().await?;
            match up_unless_newer(&txn).await {
                // Schema changes: nothing for the bus.
                #[allow(clippy::disallowed_methods)]
                Ok(()) => return txn.commit().await,
                // A refusal of ours (`DbErr::Migration`) is final; a lost
                // race is not.
                Err(e) if attempt < 20 && !matches!(e, DbErr::Migration(_)) => {
                    let _ = txn.rollback().await;
                    attempt += 1;
                    tracing::debug!(error = %e, attempt, "migrations raced another process; again");
                    tokio::time::sleep(Duration::from_millis(100)).await;
                }
                Err(e) => return Err(e),
            }
        }
    }
    let txn = begin_on(db).await?;
    txn.execute(Statement::from_string(
        DbBackend::Postgres,
        format!("SELECT pg_advisory_xact_lock({MIGRATION_LOCK})"),
    ))
    .await?;
    up_unless_newer(&txn).await?;
    txn.commit().await
}

/// Runs the pending migrations, unless a newer release has migrated the
/// database (it records migrations this binary does not know) and every
/// one of ours is applied: then it is served as it is, so in a rolling
/// deploy, and after a rollback, the older release starts on the newer
/// release's schema, which only expanded (docs/contributing.md,
/// "Migrations in a rolling deploy"). sea-orm-migration alone refuses
/// such a database.
async fn up_unless_newer(txn: &DatabaseTransaction) -> Result<(), DbErr> {
    let applied: std::collections::HashSet<String> = migration::Migrator::get_migration_models(txn)
        .await?
        .into_iter()
        .map(|m| m.version)
        .collect();
    let ours: Vec<String> = migration::Migrator::migrations()
        .iter()
        .map(|m| m.name().to_owned())
        .collect();
    let mut newer: Vec<&String> = applied.iter().filter(|v| !ours.contains(v)).collect();
    if newer.is_empty() {
        return migration::Migrator::up(txn, None).await;
    }
    newer.sort();
    let missing: Vec<&String> = ours.iter().filter(|v| !applied.contains(*v)).collect();
    if !missing.is_empty() {
        return Err(DbErr::Migration(format!(
            "the database has migrations this release does not know ({}) and lacks some \
             of its own ({}): it was migrated by another branch; migrate it with the release \
             that knows both",
            join(&newer),
            join(&missing)
        )));
    }
    tracing::warn!(
        newer = %join(&newer),
        "a newer release has migrated the database; serving it without migrating"
    );
    Ok(())
}

fn join(names: &[&String]) -> String {
    names
        .iter()
        .map(|s| s.as_str())
        .collect::<Vec<_>>()
        .join(", ")
}

/// The advisory lock's key: any constant no other code uses ("lm-migr").
const MIGRATION_LOCK: i64 = 0x006c_6d2d_6d69_6772;

/// The statement broke a unique constraint (the row exists already).
pub fn is_unique_violation(e: &DbErr) -> bool {
    matches!(
        e.sql_err(),
        Some(sea_orm::SqlErr::UniqueConstraintViolation(_))
    )
}

/// The statement referenced a row that does not exist.
pub fn is_foreign_key_violation(e: &DbErr) -> bool {
    matches!(
        e.sql_err(),
        Some(sea_orm::SqlErr::ForeignKeyConstraintViolation(_))
    )
}

/// A LIKE pattern matching values that contain `text` literally: `%`, `_`
/// and `\` in it are escaped, with the escape character stated in the
/// statement (SQLite has no default one, PostgreSQL's is `\`).
pub fn contains(text: &str) -> sea_orm::sea_query::LikeExpr {
    let escaped = text
        .trim()
        .replace('\\', "\\\\")
        .replace('%', "\\%")
        .replace('_', "\\_");
    sea_orm::sea_query::LikeExpr::new(format!("%{escaped}%")).escape('\\')
}

/// Deletes up to `limit` rows of `rows` (an owner's filtered select), the
/// oldest by `id` first, and answers how many went: the retention job's
/// batch (`domain::retention`), one shape for every owner's table. Two
/// statements: the ids (walking the primary key from the oldest, so it
/// stops early), then the delete by id.
pub async fn delete_oldest<E, C>(
    db: &C,
    rows: sea_orm::Select<E>,
    id: E::Column,
    limit: u64,
) -> AppResult<u64>
where
    E: sea_orm::EntityTrait,
    C: ConnectionTrait,
{
    use sea_orm::{ColumnTrait, QueryFilter, QueryOrder, QuerySelect};
    let ids: Vec<i64> = rows
        .select_only()
        .column(id)
        .order_by_asc(id)
        .limit(limit)
        .into_tuple()
        .all(db)
        .await?;
    if ids.is_empty() {
        return Ok(0);
    }
    Ok(E::delete_many()
        .filter(id.is_in(ids))
        .exec(db)
        .await?
        .rows_affected)
}
