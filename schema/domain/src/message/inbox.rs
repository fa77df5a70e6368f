//! A member's side of the message centre: the list (targeted receipts and
//! broadcasts merged), one message, the staff list and the unread count.

use chrono::{DateTime, Utc};
use sea_orm::sea_query::{Expr, Order, Query};
use sea_orm::{ColumnTrait, EntityTrait, PaginatorTrait, QueryFilter, QueryOrder, QuerySelect};

use super::deliver::{unread_of, MessageType, AUDIENCE_EVERYONE, STATUS_SENT};
use crate::kernel::context::AppContext;
use crate::kernel::enums::ProtoEnum;
use crate::kernel::error::{AppError, AppResult};
use crate::kernel::paging::{time_keyset, Page, PageResult, TimeKey, Window};
use crate::kernel::Permission;
use crate::kernel::Viewer;
use entities::{member, message, message_receipt};

/// Legacy numbered pages merge two lists; deeper than this, use the
/// GraphQL connection.
const MAX_LEGACY_DEPTH: u64 = 5000;

fn require_operations(viewer: &Viewer) -> AppResult<()> {
    viewer.require(Permission::Operations)
}

/// A message as one member sees it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MessageItem {
    pub message: message::Model,
    pub read: bool,
    /// When it reached the member (the list's order).
    pub delivered_at: DateTime<Utc>,
}

impl MessageItem {
    /// A message as its sender sees it: unread, at its sending time (or
    /// creation, while scheduled).
    pub fn as_sent(message: message::Model) -> Self {
        Self {
            delivered_at: message.sent_at.unwrap_or(message.created_at),
            read: false,
            message,
        }
    }
}

#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct ListFilter {
    /// `Some(true)` read only, `Some(false)` unread only.
    pub read: Option<bool>,
    pub message_type: Option<MessageType>,
}

/// The caller's row for a read (its counters and broadcast marks), kept by
/// the bus between reads (`kernel::member_rows`).
pub(super) async fn me(ctx: &AppContext, viewer: &Viewer) -> AppResult<member::Model> {
    crate::kernel::member_rows::read(ctx, viewer.member_id)
        .await?
        .ok_or_else(|| AppError::not_found("no such member"))
}

/// The member's read receipts of broadcasts (sub-select).
fn read_broadcast_ids(member_id: i64) -> sea_orm::sea_query::SelectStatement {
    Query::select()
        .column(message_receipt::Column::MessageId)
        .from(message_receipt::Entity)
        .and_where(Expr::col(message_receipt::Column::MemberId).eq(member_id))
        .and_where(Expr::col(message_receipt::Column::ReadAt).is_not_null())
        .to_owned()
}

/// `limit` of the member's targeted messages beyond the cursor of `window`
/// (delivery time, message id), in the window's order.
async fn targeted(
    ctx: &AppContext,
    member_id: i64,
    filter: ListFilter,
    window: &Window<TimeKey>,
    limit: u64,
) -> AppResult<Vec<MessageItem>> {
    let mut q = message_receipt::Entity::find()
        .find_also_related(message::Entity)
        .filter(message_receipt::Column::MemberId.eq(member_id))
        .filter(message::Column::Status.eq(STATUS_SENT));
    if let Some(t) = filter.message_type {
        q = q.filter(message::Column::MessageType.eq(t.number() as i16));
    }
    match filter.read {
        Some(true) => q = q.filter(message_receipt::Column::ReadAt.is_not_null()),
        Some(false) => q = q.filter(message_receipt::Column::ReadAt.is_null()),
        None => {}
    }
    if let Some(beyond) = time_keyset(
        (message_receipt::Entity, message_receipt::Column::CreatedAt),
        (message_receipt::Entity, message_receipt::Column::MessageId),
        window,
    ) {
        q = q.filter(beyond);
    }
    let rows = q
        .order_by(message_receipt::Column::CreatedAt, window.order())
        .order_by(message_receipt::Column::MessageId, window.order())
        .limit(limit)
        .all(&ctx.db)
        .await?;
    Ok(rows
        .into_iter()
        .filter_map(|(r, m)| {
            m.map(|m| MessageItem {
                message: m,
                read: r.read_at.is_some(),
                delivered_at: r.created_at,
            })
        })
        .collect())
}

/// `limit` of the broadcasts the member has (sent after they joined) beyond
/// the cursor of `window`, in the window's order.
async fn broadcasts(
    ctx: &AppContext,
    me: &member::Model,
    filter: ListFilter,
    window: &Window<TimeKey>,
    limit: u64,
) -> AppResult<Vec<MessageItem>> {
    let mut q = message::Entity::find()
        .filter(message::Column::Audience.eq(AUDIENCE_EVERYONE))
        .filter(message::Column::Status.eq(STATUS_SENT))
        .filter(message::Column::BroadcastSeq.gt(me.broadcast_read_before));
    if let Some(t) = filter.message_type {
        q = q.filter(message::Column::MessageType.eq(t.number() as i16));
    }
    match filter.read {
        Some(true) => q = q.filter(message::Column::Id.in_subquery(read_broadcast_ids(me.id))),
        Some(false) => q = q.filter(message::Column::Id.not_in_subquery(read_broadcast_ids(me.id))),
        None => {}
    }
    if let Some(beyond) = time_keyset(message::Column::SentAt, message::Column::Id, window) {
        q = q.filter(beyond);
    }
    let rows = q
        .order_by(message::Column::SentAt, window.order())
        .order_by(message::Column::Id, window.order())
        .limit(limit)
        .all(&ctx.db)
        .await?;
    let read: Vec<i64> = if rows.is_empty() {
        vec![]
    } else {
        message_receipt::Entity::find()
            .select_only()
            .column(message_receipt::Column::MessageId)
            .filter(message_receipt::Column::MemberId.eq(me.id))
            .filter(message_receipt::Column::ReadAt.is_not_null())
            .filter(message_receipt::Column::MessageId.is_in(rows.iter().map(|m| m.id)))
            .into_tuple()
            .all(&ctx.db)
            .await?
    };
    Ok(rows
        .into_iter()
        .map(|m| MessageItem {
            read: read.contains(&m.id),
            delivered_at: m.sent_at.unwrap_or(m.created_at),
            message: m,
        })
        .collect())
}

/// The two sources as one list in `order`: newest first (`Desc`, the
/// list's own order) or oldest first (`Asc`, a backward read).
fn merge(mut a: Vec<MessageItem>, b: Vec<MessageItem>, order: Order) -> Vec<MessageItem> {
    a.extend(b);
    a.sort_by_key(|x| (x.delivered_at, x.message.id));
    if !matches!(order, Order::Asc) {
        a.reverse();
    }
    a
}

/// The caller's messages, newest first: the page `window` asks for (its
/// cursor the delivery time and message id) and whether more lie beyond it.
/// Each source is read `size + 1` deep from the cursor, so the merged page
/// is exact. The first page with no filter is kept between reads
/// (`message::first_page`).
pub async fn list_window(
    ctx: &AppContext,
    viewer: &Viewer,
    filter: ListFilter,
    window: &Window<TimeKey>,
) -> AppResult<(Vec<MessageItem>, bool)> {
    if let Some(n) = super::first_page::served(filter, window) {
        return super::first_page::read(ctx, viewer, n, |first| async move {
            read_window(ctx, viewer, filter, &first).await
        })
        .await;
    }
    read_window(ctx, viewer, filter, window).await
}

/// [`list_window`] from the database.
async fn read_window(
    ctx: &AppContext,
    viewer: &Viewer,
    filter: ListFilter,
    window: &Window<TimeKey>,
) -> AppResult<(Vec<MessageItem>, bool)> {
    let me = me(ctx, viewer).await?;
    let depth = window.size() + 1;
    let a = targeted(ctx, me.id, filter, window, depth).await?;
    // No broadcast since the member joined: nothing to look for.
    let b = if super::deliver::current_seq(ctx).await? > me.broadcast_read_before {
        broadcasts(ctx, &me, filter, window, depth).await?
    } else {
        vec![]
    };
    Ok(window.finish(merge(a, b, window.order())))
}

/// The caller's messages, newest first, by page number (legacy).
pub async fn list_page(
    ctx: &AppContext,
    viewer: &Viewer,
    filter: ListFilter,
    page: Page,
) -> AppResult<(Vec<MessageItem>, PageResult)> {
    let depth = page.offset() + page.size;
    if depth > MAX_LEGACY_DEPTH {
        return Err(AppError::invalid(
            "pageRequest.page",
            format!("pages reach {MAX_LEGACY_DEPTH} messages deep; use the GraphQL list beyond"),
        ));
    }
    let me = me(ctx, viewer).await?;
    let from_start = Window::first(depth);
    let a = targeted(ctx, me.id, filter, &from_start, depth).await?;
    let b = broadcasts(ctx, &me, filter, &from_start, depth).await?;
    let total = count(ctx, &me, filter).await?;
    let all: Vec<MessageItem> = merge(a, b, Order::Desc)
        .into_iter()
        .skip(page.offset() as usize)
        .take(page.size as usize)
        .collect();
    let result = PageResult::new(page, total, all.len() as u64);
    Ok((all, result))
}

/// How many messages the member has under `filter` (legacy page counts).
async fn count(ctx: &AppContext, me: &member::Model, filter: ListFilter) -> AppResult<u64> {
    if filter == ListFilter::default() {
        // Everything: one indexed COUNT over the member's own receipts
        // (bounded by what was sent to them) plus the broadcasts since they
        // joined, from the seq counter. No member-wide counter of targeted
        // messages sent exists: `unread_message_count` counts only unread.
        let targeted = message_receipt::Entity::find()
            .filter(message_receipt::Column::MemberId.eq(me.id))
            .inner_join(message::Entity)
            .filter(message::Column::Status.eq(STATUS_SENT))
            .count(&ctx.db)
            .await?;
        let seq = super::deliver::current_seq(ctx).await?;
        return Ok(targeted + (seq - me.broadcast_read_before).max(0) as u64);
    }
    let mut q = message_receipt::Entity::find()
        .filter(message_receipt::Column::MemberId.eq(me.id))
        .inner_join(message::Entity)
        .filter(message::Column::Status.eq(STATUS_SENT));
    let mut b = message::Entity::find()
        .filter(message::Column::Audience.eq(AUDIENCE_EVERYONE))
        .filter(message::Column::Status.eq(STATUS_SENT))
        .filter(message::Column::BroadcastSeq.gt(me.broadcast_read_before));
    if let Some(t) = filter.message_type {
        q = q.filter(message::Column::MessageType.eq(t.number() as i16));
        b = b.filter(message::Column::MessageType.eq(t.number() as i16));
    }
    match filter.read {
        Some(true) => {
            q = q.filter(message_receipt::Column::ReadAt.is_not_null());
            b = b.filter(message::Column::Id.in_subquery(read_broadcast_ids(me.id)));
        }
        Some(false) => {
            q = q.filter(message_receipt::Column::ReadAt.is_null());
            b = b.filter(message::Column::Id.not_in_subquery(read_broadcast_ids(me.id)));
        }
        None => {}
    }
    Ok(q.count(&ctx.db).await? + b.count(&ctx.db).await?)
}

/// One message: the caller's own (targeted at them, or a broadcast since
/// they joined), or any message for staff with the operations permission.
pub async fn find(ctx: &AppContext, viewer: &Viewer, id: i64) -> AppResult<MessageItem> {
    let m = message::Entity::find_by_id(id)
        .one(&ctx.db)
        .await?
        .ok_or_else(|| AppError::not_found("no such message"))?;
    let receipt = message_receipt::Entity::find_by_id((viewer.member_id, id))
        .one(&ctx.db)
        .await?;
    let staff = require_operations(viewer).is_ok();
    let mine = m.status == STATUS_SENT
        && match m.audience {
            AUDIENCE_EVERYONE => {
                let me = me(ctx, viewer).await?;
                m.broadcast_seq.unwrap_or(0) > me.broadcast_read_before
            }
            _ => receipt.is_some(),
        };
    if !mine && !staff {
        return Err(AppError::not_found("no such message"));
    }
    Ok(MessageItem {
        read: receipt.as_ref().is_some_and(|r| r.read_at.is_some()),
        delivered_at: match (&receipt, m.audience) {
            (Some(r), a) if a != AUDIENCE_EVERYONE => r.created_at,
            _ => m.sent_at.unwrap_or(m.created_at),
        },
        message: m,
    })
}

/// Every message, newest first (staff): sent, scheduled and cancelled.
pub async fn staff_list(
    ctx: &AppContext,
    viewer: &Viewer,
    status: Option<&str>,
    window: &Window<i64>,
) -> AppResult<(Vec<message::Model>, bool)> {
    require_operations(viewer)?;
    let mut q = message::Entity::find();
    if let Some(s) = status {
        q = q.filter(message::Column::Status.eq(s));
    }
    crate::kernel::paging::newest_by_id(&ctx.db, q, message::Column::Id, window).await
}

/// The caller's unread count and the broadcast seq it was computed at.
pub async fn unread_count(ctx: &AppContext, member_id: i64) -> AppResult<(i64, i64)> {
    let m = crate::kernel::member_rows::read(ctx, member_id)
        .await?
        .ok_or_else(|| AppError::not_found("no such member"))?;
    let seq = super::deliver::current_seq(ctx).await?;
    Ok((unread_of(&m, seq), seq))
}
