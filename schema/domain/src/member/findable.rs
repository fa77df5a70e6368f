//! Members findable by nickname (the `search` area's `member` documents):
//! an active member's nickname is indexed, a disabled or cancelled member's
//! is not. Every write of a nickname or of `enable`/`cancelled_at` calls
//! [`reindex`] with the written row, in its own transaction; the
//! `search.backfill_members` job indexes the members who existed before
//! search did.

use sea_orm::{ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, QueryOrder, QuerySelect};

use crate::kernel::context::AppContext;
use crate::kernel::error::AppResult;
use crate::kernel::jobs::{self, Claimed, Registry};
use crate::search::{self, DocKind};
use entities::member;

/// The job kind that indexes every member once.
pub const BACKFILL: &str = "search.backfill_members";
/// One key per dictionary: asked at every start, the backfill exists once
/// per database and dictionary (a done job keeps its key), so only the
/// first start after the search migration, or after the dictionary grew,
/// runs it. Members written since are indexed by their writes.
fn backfill_key() -> String {
    format!("{BACKFILL}@dict{}", search::DICTIONARY_VERSION)
}
/// Members indexed per transaction: short transactions, few round trips.
const BATCH: u64 = 500;

/// The backfill job (no payload).
#[derive(serde::Serialize, serde::Deserialize)]
pub struct Backfill {}

impl jobs::Job for Backfill {
    const KIND: &'static str = BACKFILL;
}

/// Puts `m`'s nickname in the index if the member is active, takes it out
/// otherwise. `m` is the row as just written, in the transaction `db` that
/// wrote it.
pub async fn reindex(db: &crate::kernel::work::Work, m: &member::Model) -> AppResult<()> {
    if crate::kernel::viewer::is_active(m) {
        search::put(db, DocKind::Member, m.id, &m.nick_name).await
    } else {
        search::remove(db, DocKind::Member, m.id).await
    }
}

/// Asks for the backfill (once per database and dictionary; see
/// `backfill_key`). The server calls it at start.
pub async fn enqueue_backfill<C: ConnectionTrait>(db: &C) -> AppResult<()> {
    jobs::ask(
        db,
        &Backfill {},
        crate::kernel::clock::now(),
        Some(&backfill_key()),
    )
    .await
}

/// Adds the backfill's handler.
pub fn register(registry: &mut Registry) {
    registry.job(|ctx, _: Backfill, run| async move { backfill(&ctx, &run).await });
}

/// The job: every member by id, [`BATCH`] at a time, each batch in its own
/// transaction. Idempotent (a put replaces), so a run that lost its lease
/// and runs again only repeats work.
async fn backfill(ctx: &AppContext, _run: &Claimed) -> AppResult<()> {
    let mut after = 0i64;
    loop {
        let txn = crate::kernel::db::begin(ctx).await?;
        // Locked (PostgreSQL; SQLite's transaction already holds the write
        // lock): a nickname changed meanwhile commits before or after this
        // batch, never between its read here and its put, which would
        // index the old name over the new.
        let rows = member::Entity::find()
            .filter(member::Column::Id.gt(after))
            .order_by_asc(member::Column::Id)
            .limit(BATCH)
            .lock_exclusive()
            .all(&txn)
            .await?;
        for m in &rows {
            reindex(&txn, m).await?;
        }
        txn.commit().await?;
        match rows.last() {
            Some(last) if rows.len() as u64 == BATCH => after = last.id,
            _ => return Ok(()),
        }
    }
}
