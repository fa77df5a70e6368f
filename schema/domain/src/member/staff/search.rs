//! Reading members for staff: the list (by page number for the legacy API,
//! by keyset for GraphQL) with its counts, the GetMembers pick-list, and
//! the ids a message can be addressed to. Personal data is shown to staff
//! with the members permission, and each list read is audit-logged once.

use chrono::{DateTime, Duration, Utc};
use sea_orm::{ColumnTrait, EntityTrait, PaginatorTrait, QueryFilter, QueryOrder, QuerySelect};

use super::{require_member_admin, MemberFilter, MAX_MEMBER_IDS};
use crate::kernel::context::AppContext;
use crate::kernel::error::AppResult;
use crate::kernel::paging::{time_keyset, Page, PageResult, TimeKey, Window};
use crate::kernel::Viewer;
use crate::member::profile::load_profiles;
use crate::member::view::MemberView;
use entities::member;

/// The start of today and yesterday in Asia/Shanghai (UTC+8 all year), as UTC.
fn shanghai_day_starts() -> (DateTime<Utc>, DateTime<Utc>) {
    let today = crate::kernel::clock::shanghai_day(crate::kernel::clock::now());
    (
        crate::kernel::clock::shanghai_day_start(today),
        crate::kernel::clock::shanghai_day_start(today - Duration::days(1)),
    )
}

/// The staff member list (QueryMemberReply).
#[derive(Debug, Clone)]
pub struct MemberQueryResult {
    /// As the calling staff member may see them.
    pub items: Vec<MemberView>,
    pub page: PageResult,
    pub count: u64,
    pub today_add_count: u64,
    pub yesterday_add_count: u64,
}

/// How many members match a filter, and how many registered today and
/// yesterday (Asia/Shanghai) whatever the filter.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MemberStats {
    pub count: u64,
    pub today_add_count: u64,
    pub yesterday_add_count: u64,
}

/// The staff list's numbers: three counts, asked for once rather than per
/// page (a filtered count has no counter to read).
pub async fn stats(
    ctx: &AppContext,
    viewer: &Viewer,
    filter: &MemberFilter,
) -> AppResult<MemberStats> {
    require_member_admin(viewer)?;
    let count = member::Entity::find()
        .filter(filter.condition()?)
        .count(&ctx.db)
        .await?;
    let (today, yesterday) = shanghai_day_starts();
    let today_add_count = member::Entity::find()
        .filter(member::Column::CreatedAt.gte(today))
        .count(&ctx.db)
        .await?;
    let yesterday_add_count = member::Entity::find()
        .filter(member::Column::CreatedAt.gte(yesterday))
        .filter(member::Column::CreatedAt.lt(today))
        .count(&ctx.db)
        .await?;
    Ok(MemberStats {
        count,
        today_add_count,
        yesterday_add_count,
    })
}

/// Members of `ids` as the calling staff member may see them, in that
/// order; the read is audit-logged once.
async fn views_for_staff(
    ctx: &AppContext,
    viewer: &Viewer,
    ids: &[i64],
) -> AppResult<Vec<MemberView>> {
    let items: Vec<MemberView> = load_profiles(&ctx.db, ids)
        .await?
        .into_iter()
        .map(|p| MemberView::new(p, Some(viewer)))
        .collect::<AppResult<_>>()?;
    audit_list_read(ctx, viewer, items.len()).await?;
    Ok(items)
}

/// A staff read of a list of members, with personal data, is kept in the
/// audit log: one row per page.
async fn audit_list_read(ctx: &AppContext, viewer: &Viewer, rows: usize) -> AppResult<()> {
    crate::kernel::audit::record(
        &ctx.db,
        Some(viewer.member_id),
        "member.query",
        "member:*",
        serde_json::json!({ "rows": rows }),
    )
    .await
}

/// Newest first, by page number (legacy). Staff with the members
/// permission see personal data; the list read is audit-logged once.
pub async fn query(
    ctx: &AppContext,
    viewer: &Viewer,
    filter: &MemberFilter,
    page: Page,
) -> AppResult<MemberQueryResult> {
    let numbers = stats(ctx, viewer, filter).await?;
    let ids: Vec<i64> = member::Entity::find()
        .select_only()
        .column(member::Column::Id)
        .filter(filter.condition()?)
        .order_by_desc(member::Column::CreatedAt)
        .order_by_desc(member::Column::Id)
        .limit(page.size)
        .offset(page.offset())
        .into_tuple()
        .all(&ctx.db)
        .await?;
    let items = views_for_staff(ctx, viewer, &ids).await?;
    Ok(MemberQueryResult {
        page: PageResult::new(page, numbers.count, items.len() as u64),
        items,
        count: numbers.count,
        today_add_count: numbers.today_add_count,
        yesterday_add_count: numbers.yesterday_add_count,
    })
}

/// Newest first (by registration time, then id): the page `window` asks
/// for and whether more lie beyond it (keyset; GraphQL). The rows come
/// whole in the keyset statement and without their lists (invite codes,
/// sources, addresses, push clients: no list field of the GraphQL
/// `Member` shows them), so a page is two statements with its audit row.
/// Personal data and the audit log as in [`query`].
pub async fn query_window(
    ctx: &AppContext,
    viewer: &Viewer,
    filter: &MemberFilter,
    window: &Window<TimeKey>,
) -> AppResult<(Vec<MemberView>, bool)> {
    require_member_admin(viewer)?;
    let mut cond = filter.condition()?;
    if let Some(beyond) = time_keyset(member::Column::CreatedAt, member::Column::Id, window) {
        cond = cond.add(beyond);
    }
    let rows = member::Entity::find()
        .filter(cond)
        .order_by(member::Column::CreatedAt, window.order())
        .order_by(member::Column::Id, window.order())
        .limit(window.size() + 1)
        .all(&ctx.db)
        .await?;
    let (rows, more) = window.finish(rows);
    let items = rows
        .into_iter()
        .map(|m| MemberView::of_row(m, Some(viewer)))
        .collect::<AppResult<Vec<_>>>()?;
    audit_list_read(ctx, viewer, items.len()).await?;
    Ok((items, more))
}

/// A pick-list row: id, name, and whether it is among `filter.ids`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PickItem {
    pub id: i64,
    pub name: String,
    pub is_choice: bool,
}

/// The pick-list of GetMembers; `ids` mark the chosen ones rather than
/// filter.
pub async fn get_members(
    ctx: &AppContext,
    viewer: &Viewer,
    filter: &MemberFilter,
    page: Page,
) -> AppResult<(Vec<PickItem>, PageResult)> {
    require_member_admin(viewer)?;
    let chosen = filter.ids.clone();
    let mut f = filter.clone();
    f.ids.clear();
    let cond = f.condition()?;
    let total = member::Entity::find()
        .filter(cond.clone())
        .count(&ctx.db)
        .await?;
    let rows = member::Entity::find()
        .filter(cond)
        .order_by_desc(member::Column::CreatedAt)
        .order_by_desc(member::Column::Id)
        .limit(page.size)
        .offset(page.offset())
        .all(&ctx.db)
        .await?;
    let items: Vec<PickItem> = rows
        .into_iter()
        .map(|m| PickItem {
            is_choice: chosen.contains(&m.id),
            id: m.id,
            name: m.nick_name,
        })
        .collect();
    let result = PageResult::new(page, total, items.len() as u64);
    Ok((items, result))
}

/// Ids of members matching the filter (newest first, at most 10 000), e.g.
/// to address a message.
pub async fn get_member_ids(
    ctx: &AppContext,
    viewer: &Viewer,
    filter: &MemberFilter,
) -> AppResult<Vec<i64>> {
    require_member_admin(viewer)?;
    let mut cond = filter.condition()?;
    if !filter.ids.is_empty() {
        cond = cond.add(member::Column::Id.is_in(filter.ids.iter().copied()));
    }
    Ok(member::Entity::find()
        .select_only()
        .column(member::Column::Id)
        .filter(cond)
        .order_by_desc(member::Column::CreatedAt)
        .order_by_desc(member::Column::Id)
        .limit(MAX_MEMBER_IDS)
        .into_tuple()
        .all(&ctx.db)
        .await?)
}
