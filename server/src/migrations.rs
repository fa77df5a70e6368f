//! `server migrate [--dry-run]`. The dry run lists the migrations `migrate`
//! would apply, in order, on stdout, and changes nothing: it reads the
//! applied ones itself instead of asking sea-orm-migration, whose status
//! calls first create its bookkeeping table, and it never creates a SQLite
//! file or data dir that does not exist yet (docs/contributing.md,
//! "Migrations in a rolling deploy").

use std::collections::HashSet;

use anyhow::Context;
use migration::{MigratorTrait, SchemaManager};
use sea_orm::{ConnectionTrait, Statement};

use server::config::{MigrateArgs, Settings};
use server::state::open_database;

pub async fn run(settings: &Settings, args: &MigrateArgs) -> anyhow::Result<()> {
    if !args.dry_run {
        open_database(settings).await?;
        println!("migrations are up to date");
        return Ok(());
    }
    let applied = applied(settings).await?;
    let known: Vec<String> = migration::Migrator::migrations()
        .iter()
        .map(|m| m.name().to_owned())
        .collect();
    let pending: Vec<&String> = known.iter().filter(|n| !applied.contains(*n)).collect();
    for name in &pending {
        println!("{name}");
    }
    let mut unknown: Vec<&String> = applied.iter().filter(|n| !known.contains(n)).collect();
    unknown.sort();
    if !unknown.is_empty() {
        // A newer release migrated this database: `migrate` and `serve`
        // leave it as it is when every migration of ours is applied
        // (`domain::kernel::db::migrate`).
        eprintln!(
            "the database has {} migration(s) this binary does not know (a newer release \
             applied them): {}",
            unknown.len(),
            unknown
                .iter()
                .map(|s| s.as_str())
                .collect::<Vec<_>>()
                .join(", ")
        );
    }
    eprintln!(
        "dry run: {} of {} migrations would run; nothing was applied",
        pending.len(),
        known.len()
    );
    Ok(())
}

/// The migrations recorded as applied, read without writing anything.
async fn applied(settings: &Settings) -> anyhow::Result<HashSet<String>> {
    let url = settings.database_url();
    if settings.is_sqlite() {
        let file = url
            .trim_start_matches("sqlite://")
            .trim_start_matches("sqlite:")
            .split('?')
            .next()
            .unwrap_or_default();
        // No file yet: everything is pending, and the dry run creates none.
        if !file.is_empty() && file != ":memory:" && !std::path::Path::new(file).exists() {
            return Ok(HashSet::new());
        }
    }
    let db = domain::kernel::db::connect(&url)
        .await
        .context("connecting to the database (--database-url, DATABASE_URL) for --dry-run")?;
    let table = migration::Migrator::migration_table_name().to_string();
    if !SchemaManager::new(&db)
        .has_table(&table)
        .await
        .context("reading the schema")?
    {
        return Ok(HashSet::new());
    }
    let rows = db
        .query_all(Statement::from_string(
            db.get_database_backend(),
            format!("SELECT version FROM {table}"),
        ))
        .await
        .with_context(|| format!("reading {table}"))?;
    let mut out = HashSet::new();
    for row in rows {
        out.insert(
            row.try_get::<String>("", "version")
                .with_context(|| format!("reading {table}.version"))?,
        );
    }
    let _ = db.close().await;
    Ok(out)
}
