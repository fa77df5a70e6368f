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
