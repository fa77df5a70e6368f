//! Opening the database: one place that knows the pool settings for both
//! backends (security.md: statement time-out 5 s, pool acquire time-out 3 s;
//! performance.md: no statement logging, no ping on every checkout).

use std::time::Duration;

use sea_orm::sqlx::postgres::PgConnectOptions;
use sea_orm::sqlx::sqlite::{SqliteConnectOptions, SqliteJournalMode};
use sea_orm::{ConnectOptions, Database, DatabaseConnection, DbErr};
use sea_orm_migration::MigratorTrait;

pub const ACQUIRE_TIMEOUT: Duration = Duration::from_secs(3);
pub const STATEMENT_TIMEOUT: &str = "5s";

/// Connects to `url` (`sqlite://…` or `postgres://…`) with the product's pool
/// settings. Does not migrate.
pub async fn connect(url: &str) -> Result<DatabaseConnection, DbErr> {
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
                .busy_timeout(Duration::from_secs(5))
                .foreign_keys(true)
        });
    Database::connect(opts).await
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

/// Runs every pending migration.
pub async fn migrate(db: &DatabaseConnection) -> Result<(), DbErr> {
    migration::Migrator::up(db, None).await
}

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
