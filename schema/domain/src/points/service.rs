//! Reading points: a member's balance and ledger. A member reads their own;
//! staff with the members permission read anyone's.

use sea_orm::{ColumnTrait, EntityTrait, QueryFilter};

use crate::kernel::context::AppContext;
use crate::kernel::error::{AppError, AppResult};
use crate::kernel::paging::{self, Page, PageResult, Window};
use crate::kernel::Viewer;
use crate::member::sees_private;
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

/// One ledger row, when the viewer may read its member's points (their own,
/// or staff with the members permission); `None` otherwise, as for a row
/// that does not exist.
pub async fn record(
    ctx: &AppContext,
    viewer: &Viewer,
    id: i64,
) -> AppResult<Option<points_ledger::Model>> {
    Ok(points_ledger::Entity::find_by_id(id)
        .one(&ctx.db)
        .await?
        .filter(|r| sees_private(Some(viewer), r.member_id)))
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
    paging::newest_page(&ctx.db, q, points_ledger::Column::Id, page).await
}

/// Ledger rows newest first, the page `window` asks for (keyset on the row
/// id; GraphQL). The first page is kept between reads
/// (`points::first_page`).
pub async fn history_window(
    ctx: &AppContext,
    viewer: &Viewer,
    member_id: Option<i64>,
    window: &Window<i64>,
) -> AppResult<(Vec<points_ledger::Model>, bool)> {
    let id = target(viewer, member_id)?;
    if let Some(n) = super::first_page::served(window) {
        return super::first_page::read(ctx, id, n).await;
    }
    let q = points_ledger::Entity::find().filter(points_ledger::Column::MemberId.eq(id));
    paging::newest_by_id(&ctx.db, q, points_ledger::Column::Id, window).await
}
