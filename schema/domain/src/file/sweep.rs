//! The hourly sweep of uploads (issue 58):
//!
//! - **Never attached**: a file no area attached ([`super::attach`]) a day
//!   after its upload is deleted, row and objects (a member who picked a
//!   photo and left the page). Rows of width 0 — written by the previous
//!   release during a rolling deploy, which never marks attachments — are
//!   left alone.
//! - **Orphans**: an object with no row an hour after it was written — a
//!   crash between the object and the row (`service::store_image` writes
//!   the objects first) — is deleted. Nothing ever served it: a file is
//!   read by its row. (A crash mid-write leaves nothing under a real name:
//!   each object appears whole or not at all.)
//!
//! Each row is deleted by a conditional statement (still unattached) and
//! its objects only after, so a file attached at that moment keeps both;
//! a crash after the row leaves orphans, which the next sweep takes.

use chrono::{DateTime, Duration as Span, Utc};
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter, QueryOrder, QuerySelect};

use crate::kernel::context::AppContext;
use crate::kernel::error::AppResult;
use crate::kernel::jobs::{self, Claimed, Registry};
use crate::kernel::periodic;
use entities::uploaded_file;

/// The job's kind.
pub const SWEEP: &str = "file.sweep";
/// How long an upload may wait to be attached.
pub const UNATTACHED_KEPT_HOURS: i64 = 24;
/// How old (minutes) an object without a row must be to be an orphan.
pub const ORPHAN_AFTER_MINUTES: i64 = 60;
/// Rows looked at per run (the rest wait for the next hour).
const BATCH: u64 = 500;

#[derive(serde::Serialize, serde::Deserialize)]
struct Sweep {}

impl jobs::Job for Sweep {
    const KIND: &'static str = SWEEP;
}

/// Adds the sweep's handler.
pub fn register(registry: &mut Registry) {
    registry.job(|ctx, _: Sweep, run| async move { sweep(&ctx, &run).await });
}

/// Runs for the life of the server: each minute the current hour's sweep
/// is asked for (one job whatever the number of instances).
pub async fn run_forever(ctx: AppContext) {
    periodic::every_minute(ctx, "upload sweep", |ctx| async move {
        periodic::ask_in_slot(&ctx, &Sweep {}, 3600).await
    })
    .await
}

async fn sweep(ctx: &AppContext, _run: &Claimed) -> AppResult<()> {
    sweep_now(ctx, crate::kernel::clock::now())
        .await
        .map(|_| ())
}

/// What a sweep removed.
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct Swept {
    /// Files never attached (rows and their objects).
    pub unattached: u64,
    /// Objects without a row.
    pub orphans: u64,
}

/// Sweeps as of `now`.
pub async fn sweep_now(ctx: &AppContext, now: DateTime<Utc>) -> AppResult<Swept> {
    let mut swept = Swept::default();
    let before = now - Span::hours(UNATTACHED_KEPT_HOURS);
    let stale = uploaded_file::Entity::find()
        .filter(uploaded_file::Column::AttachedAt.is_null())
        .filter(uploaded_file::Column::CreatedAt.lt(before))
        .filter(uploaded_file::Column::Width.gt(0))
        .order_by_asc(uploaded_file::Column::CreatedAt)
        .limit(BATCH)
        .all(&ctx.db)
        .await?;
    for row in stale {
        let gone = uploaded_file::Entity::delete_many()
            .filter(uploaded_file::Column::Fid.eq(row.fid.as_str()))
            .filter(uploaded_file::Column::AttachedAt.is_null())
            .exec(&ctx.db)
            .await?
            .rows_affected;
        if gone == 1 {
            ctx.files
                .delete_all(&super::service::object_names(&row))
                .await?;
            swept.unattached += 1;
        }
    }
    swept.orphans = sweep_orphans(ctx, now).await?;
    Ok(swept)
}

/// Deletes objects older than [`ORPHAN_AFTER_MINUTES`] whose file has no
/// row.
async fn sweep_orphans(ctx: &AppContext, now: DateTime<Utc>) -> AppResult<u64> {
    let cutoff = now - Span::minutes(ORPHAN_AFTER_MINUTES);
    let names = ctx.files.older_than(cutoff).await?;
    let mut orphans = Vec::new();
    // Only names of ours: another application's objects in a shared
    // bucket are never an orphan of this one.
    let ours: Vec<(String, String)> = names
        .into_iter()
        .filter_map(|n| super::service::fid_of(&n).map(|f| (f.to_owned(), n.clone())))
        .collect();
    for chunk in ours.chunks(BATCH as usize) {
        let fids: Vec<&str> = chunk.iter().map(|(f, _)| f.as_str()).collect();
        let known: std::collections::HashSet<String> = uploaded_file::Entity::find()
            .select_only()
            .column(uploaded_file::Column::Fid)
            .filter(uploaded_file::Column::Fid.is_in(fids.iter().copied()))
            .into_tuple::<String>()
            .all(&ctx.db)
            .await?
            .into_iter()
            .collect();
        for (fid, name) in chunk {
            if !known.contains(fid) {
                orphans.push(name.clone());
            }
        }
    }
    ctx.files.delete_all(&orphans).await?;
    Ok(orphans.len() as u64)
}
