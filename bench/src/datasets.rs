//! The datasets of a run: a PostgreSQL database and a SQLite file per
//! scale, seeded once and reused while they hold that scale's rows.

use std::time::Instant;

use sea_orm::{ConnectionTrait, Database};

use crate::scale::Scale;
use crate::seed;

pub async fn ensure_database(pg: &str, name: &str) -> anyhow::Result<()> {
    let admin = Database::connect(format!("{}/postgres", pg.trim_end_matches('/'))).await?;
    let exists = admin
        .query_one(sea_orm::Statement::from_string(
            sea_orm::DatabaseBackend::Postgres,
            format!("SELECT 1 AS one FROM pg_database WHERE datname = '{name}'"),
        ))
        .await?
        .is_some();
    if !exists {
        admin
            .execute_unprepared(&format!("CREATE DATABASE {name}"))
            .await?;
    }
    Ok(())
}

pub async fn has_table(url: &str, table: &str) -> bool {
    let Ok(db) = Database::connect(url).await else {
        return false;
    };
    db.query_one(sea_orm::Statement::from_string(
        db.get_database_backend(),
        format!("SELECT 1 AS one FROM {table} LIMIT 1"),
    ))
    .await
    .is_ok()
}

/// Reads every page of `table` once (a sequential scan), so a floor
/// measured on it next starts from the operating system's page cache, as
/// the workloads it is compared with do after their warm-up.
pub async fn read_through(url: &str, table: &str) -> anyhow::Result<()> {
    let db = Database::connect(url).await?;
    db.execute_unprepared(&format!("SELECT count(*) FROM {table}"))
        .await?;
    Ok(())
}

/// A PostgreSQL database of `scale`'s dataset: reused when it holds it.
pub async fn prepare(
    pg: &str,
    name: &str,
    url: &str,
    scale: &Scale,
    reseed: bool,
) -> anyhow::Result<()> {
    ensure_database(pg, name).await?;
    if !reseed && holds(url, scale).await? {
        return Ok(());
    }
    let admin = Database::connect(format!("{}/postgres", pg.trim_end_matches('/'))).await?;
    admin
        .execute_unprepared(&format!("DROP DATABASE IF EXISTS {name} WITH (FORCE)"))
        .await?;
    admin
        .execute_unprepared(&format!("CREATE DATABASE {name}"))
        .await?;
    seed_fresh(url, scale).await
}

/// A SQLite file of `scale`'s dataset: reused when it holds it.
pub async fn prepare_sqlite(
    path: &std::path::Path,
    url: &str,
    scale: &Scale,
    reseed: bool,
) -> anyhow::Result<()> {
    if !reseed && path.exists() && holds(url, scale).await? {
        return Ok(());
    }
    for suffix in ["", "-wal", "-shm"] {
        let _ = std::fs::remove_file(format!("{}{suffix}", path.display()));
    }
    seed_fresh(url, scale).await
}

/// Whether `url` already holds `scale`'s dataset (and says so).
async fn holds(url: &str, scale: &Scale) -> anyhow::Result<bool> {
    let db = domain::kernel::db::connect(url).await?;
    let seeded = seed::is_seeded(&db, scale).await;
    if seeded {
        println!("  reusing the seeded dataset (--reseed to start over)");
    }
    Ok(seeded)
}

/// Migrates the empty database at `url` and seeds it.
pub async fn seed_fresh(url: &str, scale: &Scale) -> anyhow::Result<()> {
    let db = domain::kernel::db::connect(url).await?;
    domain::kernel::db::migrate(&db).await?;
    let db = seeding(url, db).await?;
    let start = Instant::now();
    seed::seed(&db, scale).await?;
    // The bulk load leaves PostgreSQL a spread checkpoint to write for
    // minutes after it: a run started straight after seeding measured it
    // (W13 1247 sends/s against 1568 on the same build, the backends
    // waiting on the WAL). Written now, before anything is measured.
    if db.get_database_backend() == sea_orm::DatabaseBackend::Postgres {
        if let Err(e) = db.execute_unprepared("CHECKPOINT").await {
            println!("  CHECKPOINT refused ({e}): the first figures may include it");
        }
    }
    println!("  seeded in {:.1} s", start.elapsed().as_secs_f64());
    Ok(())
}

/// The connection the seed writes through. On PostgreSQL without the
/// server's 5 s statement time-out: a bulk insert of 1,000
/// rows took longer than that on a fresh machine whose disk was still
/// writing the previous chunks (the full seed failed in `posts`). SQLite
/// keeps the server's connection (its WAL and busy time-out).
async fn seeding(
    url: &str,
    db: sea_orm::DatabaseConnection,
) -> anyhow::Result<sea_orm::DatabaseConnection> {
    if db.get_database_backend() != sea_orm::DatabaseBackend::Postgres {
        return Ok(db);
    }
    let mut options = sea_orm::ConnectOptions::new(url.to_owned());
    options
        .sqlx_logging(false)
        .map_sqlx_postgres_opts(|o| o.options([("statement_timeout", "0")]));
    Ok(Database::connect(options).await?)
}

/// Waits until the durable jobs a server start asks for (the settlement
/// sweep over the seeded matches, the search backfill, the roll-ups) have
/// run, so that none of them runs during a measurement. Due or running
/// jobs are polled every half second, for at most ten minutes.
pub async fn wait_for_jobs(url: &str) -> anyhow::Result<()> {
    use sea_orm::Statement;
    let db = Database::connect(url).await?;
    let backend = db.get_database_backend();
    let now = match backend {
        sea_orm::DatabaseBackend::Sqlite => "CURRENT_TIMESTAMP",
        _ => "NOW()",
    };
    let sql = format!(
        "SELECT COUNT(*) AS n FROM job WHERE state = 'RUNNING' OR (state = 'PENDING' AND run_at <= {now})"
    );
    let start = Instant::now();
    let mut said = false;
    loop {
        let n: i64 = db
            .query_one(Statement::from_string(backend, sql.clone()))
            .await?
            .map(|r| r.try_get("", "n"))
            .transpose()?
            .unwrap_or(0);
        if n == 0 {
            if said {
                println!(
                    "  the jobs of the start ran in {:.1} s",
                    start.elapsed().as_secs_f64()
                );
            }
            return Ok(());
        }
        if !said {
            println!("  waiting for {n} jobs of the server's start to run");
            said = true;
        }
        if start.elapsed() > std::time::Duration::from_secs(600) {
            anyhow::bail!("{n} jobs still due after ten minutes");
        }
        tokio::time::sleep(std::time::Duration::from_millis(500)).await;
    }
}
