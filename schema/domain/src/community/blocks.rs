//! Member blocks (拉黑): `member_id` blocks `blocked_id`. The blocked
//! member's posts and comments leave the blocker's feeds and comment lists
//! (filtered in the same statement), and they can't comment on the
//! blocker's posts (`BLOCKED`). Blocking twice is one block.

use sea_orm::sea_query::OnConflict;
use sea_orm::{ActiveValue::Set, ColumnTrait, EntityTrait, QueryFilter, QueryOrder, QuerySelect};

use crate::kernel::{AppContext, AppError, AppResult, Viewer};
use entities::{member, member_block};

/// At most this many blocks per member (a list people can read through).
pub const MAX_BLOCKS: u64 = 500;

/// The caller blocks `member_id`.
pub async fn block(ctx: &AppContext, viewer: &Viewer, member_id: i64) -> AppResult<()> {
    let me = viewer.member_id;
    if member_id == me {
        return Err(AppError::invalid("memberId", "you can't block yourself"));
    }
    member::Entity::find_by_id(member_id)
        .one(&ctx.db)
        .await?
        .ok_or_else(|| AppError::not_found("no such member"))?;
    let txn = crate::kernel::db::begin(ctx).await?;
    crate::kernel::db::lock_member(&txn, me).await?;
    let have = blocked(&txn, me).await?;
    if have.contains(&member_id) {
        return Ok(());
    }
    if have.len() as u64 >= MAX_BLOCKS {
        return Err(AppError::invalid(
            "memberId",
            format!("at most {MAX_BLOCKS} blocked members"),
        ));
    }
    member_block::Entity::insert(member_block::ActiveModel {
        member_id: Set(me),
        blocked_id: Set(member_id),
        created_at: Set(crate::kernel::clock::now()),
    })
    .on_conflict(
        OnConflict::columns([
            member_block::Column::MemberId,
            member_block::Column::BlockedId,
        ])
        .do_nothing()
        .to_owned(),
    )
    .do_nothing()
    .exec_without_returning(&txn)
    .await?;
    txn.commit().await?;
    Ok(())
}

/// The caller unblocks `member_id` (not blocked: nothing changes).
pub async fn unblock(ctx: &AppContext, viewer: &Viewer, member_id: i64) -> AppResult<()> {
    member_block::Entity::delete_many()
        .filter(member_block::Column::MemberId.eq(viewer.member_id))
        .filter(member_block::Column::BlockedId.eq(member_id))
        .exec(&ctx.db)
        .await?;
    Ok(())
}

async fn blocked<C: sea_orm::ConnectionTrait>(db: &C, me: i64) -> AppResult<Vec<i64>> {
    Ok(member_block::Entity::find()
        .select_only()
        .column(member_block::Column::BlockedId)
        .filter(member_block::Column::MemberId.eq(me))
        .order_by_desc(member_block::Column::CreatedAt)
        .into_tuple()
        .all(db)
        .await?)
}

/// The members the caller blocked, the latest first.
pub async fn list(ctx: &AppContext, viewer: &Viewer) -> AppResult<Vec<i64>> {
    blocked(&ctx.db, viewer.member_id).await
}
