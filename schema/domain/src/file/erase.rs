//! A cancelled account's uploads are deleted (platform-rules.md's privacy
//! rules: an account cancelled leaves no personal data behind): the
//! cancellation asks for this job in its own transaction, so it runs once
//! the cancellation has committed, and exactly once; the job deletes each
//! file the member owns, row then objects (as the sweep: a crash between
//! leaves orphans the sweep takes), in batches until none is left.

use sea_orm::{ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, QueryOrder, QuerySelect};

use crate::kernel::context::AppContext;
use crate::kernel::error::AppResult;
use crate::kernel::jobs::{self, Claimed, Registry};
use entities::uploaded_file;

/// The job's kind.
pub const ERASE_OWNER: &str = "file.erase_owner";
const BATCH: u64 = 200;

#[derive(serde::Serialize, serde::Deserialize)]
struct EraseOwner {
    member_id: i64,
}

impl jobs::Job for EraseOwner {
    const KIND: &'static str = ERASE_OWNER;
}

/// Adds the job's handler.
pub fn register(registry: &mut Registry) {
    registry.job(|ctx, job: EraseOwner, _run: Claimed| async move {
        erase_owned_now(&ctx, job.member_id).await.map(|_| ())
    });
}

/// Asks, in the transaction `db` of the cancellation, for every upload of
/// `member_id` to be deleted.
pub async fn erase_owned<C: ConnectionTrait>(db: &C, member_id: i64) -> AppResult<()> {
    jobs::ask(
        db,
        &EraseOwner { member_id },
        crate::kernel::clock::now(),
        Some(&format!("{ERASE_OWNER}:{member_id}")),
    )
    .await
}

/// Deletes every upload `member_id` owns; answers how many.
pub async fn erase_owned_now(ctx: &AppContext, member_id: i64) -> AppResult<u64> {
    let mut erased = 0;
    loop {
        let rows = uploaded_file::Entity::find()
            .filter(uploaded_file::Column::OwnerMemberId.eq(member_id))
            .order_by_asc(uploaded_file::Column::Fid)
            .limit(BATCH)
            .all(&ctx.db)
            .await?;
        if rows.is_empty() {
            return Ok(erased);
        }
        for row in rows {
            uploaded_file::Entity::delete_by_id(row.fid.clone())
                .exec(&ctx.db)
                .await?;
            ctx.files
                .delete_all(&super::service::object_names(&row))
                .await?;
            erased += 1;
        }
    }
}
