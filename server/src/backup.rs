//! `server backup --out FILE`: a consistent copy of the SQLite database,
//! taken while the server keeps writing to it (docs/backups.md).
//!
//! `VACUUM INTO` rather than SQLite's online backup API: the server runs
//! SQLite in WAL mode, where `VACUUM INTO` reads inside one read
//! transaction, so the copy is the database as of one commit and writers
//! carry on beside it (they are never blocked; only checkpoints wait until
//! it ends). It is plain SQL through the driver the server already uses;
//! the backup API is not exposed by sqlx and would need the raw handle
//! (`unsafe`, which the workspace forbids) or a second SQLite binding. It
//! also writes a compact file (no free pages). What it lacks is progress
//! reporting, so the size of the copy so far is printed instead.
//!
//! Nothing half-written is left behind: the copy goes to a hidden file
//! beside the target, passes `PRAGMA integrity_check`, is synced and only
//! then takes the target's name (a hard link, which refuses an existing
//! file atomically; a rename with `--force`).

use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use anyhow::{bail, Context};
use sea_orm::sqlx::sqlite::{SqliteConnectOptions, SqliteConnection};
use sea_orm::sqlx::{self, Connection};

use server::config::{BackupArgs, Settings};

/// Tables whose row counts the command prints: the members, their follows,
/// the points ledger and the messages, enough to see at a glance that the
/// copy holds what it should.
const COUNTED: [&str; 6] = [
    "member",
    "follow",
    "points_ledger",
    "check_in",
    "message",
    "message_receipt",
];

pub async fn run(settings: &Settings, args: &BackupArgs) -> anyhow::Result<()> {
    if !settings.is_sqlite() {
        bail!(
            "backup copies SQLite databases only, and --database-url (DATABASE_URL) is \
             PostgreSQL: back it up with `pg_dump -Fc` and restore with `pg_restore` \
             (docs/backups.md, \"PostgreSQL\")"
        );
    }
    let source = sqlite_path(&settings.database_url())?;
    if !source.is_file() {
        bail!(
            "no SQLite database at {} (--database-url, or app.db in --data-dir)",
            source.display()
        );
    }
    let out = args.out.as_path();
    if out.exists() && !args.force {
        bail!(
            "--out {}: the file exists; choose another name or pass --force to replace it",
            out.display()
        );
    }
    let name = out
        .file_name()
        .with_context(|| format!("--out {}: not a file name", out.display()))?;
    let dir = match out.parent() {
        Some(p) if !p.as_os_str().is_empty() => p.to_path_buf(),
        _ => PathBuf::from("."),
    };
    if !dir.is_dir() {
        bail!(
            "--out {}: the directory {} does not exist",
            out.display(),
            dir.display()
        );
    }
    let partial = Partial(dir.join(format!(
        ".{}.{}.partial",
        name.to_string_lossy(),
        uuid::Uuid::new_v4().simple()
    )));

    let started = Instant::now();
    eprintln!(
        "backing up {} ({} bytes, WAL included) into {}",
        source.display(),
        with_wal_len(&source),
        partial.0.display()
    );
    copy(&source, &partial.0).await?;
    eprintln!(
        "copied {} bytes in {:.1} s; checking the copy (PRAGMA integrity_check)",
        file_len(&partial.0),
        started.elapsed().as_secs_f64()
    );
    let counts = check(&partial.0).await?;
    std::fs::File::open(&partial.0)
        .and_then(|f| f.sync_all())
        .with_context(|| format!("syncing {}", partial.0.display()))?;
    place(&partial, out, args.force)?;
    if let Ok(d) = std::fs::File::open(&dir) {
        // The new name is durable only once its directory is synced.
        let _ = d.sync_all();
    }
    eprintln!(
        "done in {:.1} s; restore: docs/backups.md",
        started.elapsed().as_secs_f64()
    );
    println!("wrote {} ({} bytes)", out.display(), file_len(out));
    for (table, n) in counts {
        println!("{table}: {n} rows");
    }
    Ok(())
}

/// The file of a `sqlite:` URL (`sqlite://path?mode=rwc`, `sqlite:path`).
fn sqlite_path(url: &str) -> anyhow::Result<PathBuf> {
    let rest = url
        .strip_prefix("sqlite://")
        .or_else(|| url.strip_prefix("sqlite:"))
        .unwrap_or(url);
    let path = rest.split('?').next().unwrap_or_default();
    if path.is_empty() || path == ":memory:" {
        bail!("--database-url {url}: no database file to back up");
    }
    Ok(PathBuf::from(path))
}

/// `VACUUM INTO` from a read-only connection: the backup never writes to
/// the live database. The size of the copy so far goes to stderr every
/// two seconds.
async fn copy(source: &Path, into: &Path) -> anyhow::Result<()> {
    let mut conn = open_read_only(source).await?;
    let target = into
        .to_str()
        .with_context(|| format!("--out {}: not UTF-8", into.display()))?
        .to_owned();
    let watched = into.to_path_buf();
    let progress = tokio::spawn(async move {
        let mut tick = tokio::time::interval(Duration::from_secs(2));
        tick.tick().await;
        loop {
            tick.tick().await;
            eprintln!("copied {} bytes so far", file_len(&watched));
        }
    });
    let done = sqlx::query("VACUUM INTO ?")
        .bind(target)
        .execute(&mut conn)
        .await;
    progress.abort();
    let _ = conn.close().await;
    done.with_context(|| format!("copying {} (VACUUM INTO)", source.display()))?;
    Ok(())
}

/// `PRAGMA integrity_check` on the copy, then the row counts it prints.
async fn check(copy: &Path) -> anyhow::Result<Vec<(&'static str, i64)>> {
    let mut conn = open_read_only(copy).await?;
    let problems: Vec<String> = sqlx::query_scalar("PRAGMA integrity_check")
        .fetch_all(&mut conn)
        .await
        .context("running PRAGMA integrity_check on the copy")?;
    if problems != ["ok"] {
        bail!(
            "the copy failed PRAGMA integrity_check (nothing written): {}",
            problems.join("; ")
        );
    }
    let mut counts = Vec::new();
    for table in COUNTED {
        let n: i64 = sqlx::query_scalar(&format!("SELECT COUNT(*) FROM \"{table}\""))
            .fetch_one(&mut conn)
            .await
            .with_context(|| format!("counting {table} in the copy"))?;
        counts.push((table, n));
    }
    let _ = conn.close().await;
    Ok(counts)
}

async fn open_read_only(path: &Path) -> anyhow::Result<SqliteConnection> {
    let opts = SqliteConnectOptions::new()
        .filename(path)
        .read_only(true)
        // A checkpoint in progress holds the WAL briefly; wait, as the
        // server's own connections do.
        .busy_timeout(Duration::from_secs(5));
    SqliteConnection::connect_with(&opts)
        .await
        .with_context(|| format!("opening {}", path.display()))
}

/// Gives the checked copy the target's name.
fn place(partial: &Partial, out: &Path, force: bool) -> anyhow::Result<()> {
    if force {
        return std::fs::rename(&partial.0, out)
            .with_context(|| format!("renaming the copy to {}", out.display()));
    }
    match std::fs::hard_link(&partial.0, out) {
        Ok(()) => Ok(()),
        Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => bail!(
            "--out {}: the file appeared while the copy was taken; nothing replaced \
             (pass --force to replace it)",
            out.display()
        ),
        // A file system without hard links: the check above is then the
        // only guard against replacing a file.
        Err(_) if !out.exists() => std::fs::rename(&partial.0, out)
            .with_context(|| format!("renaming the copy to {}", out.display())),
        Err(e) => Err(e).with_context(|| format!("linking the copy to {}", out.display())),
    }
}

fn file_len(path: &Path) -> u64 {
    std::fs::metadata(path).map(|m| m.len()).unwrap_or(0)
}

/// The database's size with its write-ahead log (what the copy reads).
fn with_wal_len(db: &Path) -> u64 {
    let mut wal = db.as_os_str().to_owned();
    wal.push("-wal");
    file_len(db) + file_len(Path::new(&wal))
}

/// The temporary copy, removed unless it was given the target's name (a
/// hard link leaves it behind too, so it always goes).
struct Partial(PathBuf);

impl Drop for Partial {
    fn drop(&mut self) {
        let _ = std::fs::remove_file(&self.0);
    }
}
