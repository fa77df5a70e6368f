//! Reading points: a member's balance and ledger. A member reads their own;
//! staff with the members permission read anyone's.

use sea_orm::{ColumnTrait, EntityTrait, PaginatorTrait, QueryFilter, QueryOrder, QuerySelect};

use crate::auth::Viewer;
use crate::context::AppContext;
use crate::error::{AppError, AppResult};
use crate::member::sees_private;
use crate::paging::{Page, PageResult};
use entities::{member, points_ledger};

fn target(viewer: &Viewer, member_id: Option<i64>) -> AppResult<i64> {
    let id = member_id.filter(|i| *i > 0).unwrap_or(viewer.member_id);
    if sees_private(Some(viewer), id) {
        Ok(id)
    } else {
        Err(AppError::forbidden(
            "only your own points, or staff with the members permission",
        ))
    }
}

/// The balance (kept on the member, equal to the sum of the ledger).
pub async fn balance(ctx: &AppContext, viewer: &Viewer, member_id: Option<i64>) -> AppResult<i64> {
    let id = target(viewer, member_id)?;
    member::Entity::find_by_id(id)
        .one(&ctx.db)
        .await?
        .map(|m| m.points)
        .ok_or_else(|| AppError::invalid("memberId", "no such member"))
}

/// Ledger rows newest first, by page number (legacy).
pub async fn history_page(
    ctx: &AppContext,
    viewer: &Viewer,
    member_id: Option<i64>,
    page: Page,
) -> AppResult<(Vec<points_ledger::Model>, PageResult)> {
    let id = target(viewer, member_id)?;
    let q = points_ledger::Entity::find().filter(points_ledger::Column::MemberId.eq(id));
    let total = q.clone().count(&ctx.db).await?;
    let rows = q
        .order_by_desc(points_ledger::Column::Id)
        .limit(page.size)
        .offset(page.offset())
        .all(&ctx.db)
        .await?;
    let result = PageResult::new(page, total, rows.len() as u64);
    Ok((rows, result))
}

/// Ledger rows newest first after the row id `after` (keyset; GraphQL).
pub async fn history_after(
    ctx: &AppContext,
    viewer: &Viewer,
    member_id: Option<i64>,
    first: u64,
    after: Option<i64>,
) -> AppResult<(Vec<points_ledger::Model>, bool)> {
    let id = target(viewer, member_id)?;
    let mut q = points_ledger::Entity::find().filter(points_ledger::Column::MemberId.eq(id));
    if let Some(a) = after {
        q = q.filter(points_ledger::Column::Id.lt(a));
    }
    let mut rows = q
        .order_by_desc(points_ledger::Column::Id)
        .limit(first + 1)
        .all(&ctx.db)
        .await?;
    let more = rows.len() as u64 > first;
    rows.truncate(first as usize);
    Ok((rows, more))
}
