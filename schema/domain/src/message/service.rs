//! The Message service of spec §7: send (to members, a group or everyone;
//! now or scheduled), cancel a schedule, a member's list and one message,
//! the unread count, and read / unread marks.

use chrono::{DateTime, TimeDelta, Utc};
use sea_orm::sea_query::{Expr, OnConflict, Order, Query};
use sea_orm::{
    ActiveModelTrait, ActiveValue::Set, ColumnTrait, ConnectionTrait, EntityTrait, PaginatorTrait,
    QueryFilter, QueryOrder, QuerySelect,
};

use super::deliver::{
    self, announce, latest_seq, unread_of, MessageType, AUDIENCE_EVERYONE, AUDIENCE_GROUP,
    AUDIENCE_MEMBERS, STATUS_CANCELLED, STATUS_SCHEDULED, STATUS_SENT,
};
use crate::kernel::context::AppContext;
use crate::kernel::enums::ProtoEnum;
use crate::kernel::error::{AppError, AppResult};
use crate::kernel::events::DomainEvent;
use crate::kernel::paging::{time_keyset, Page, PageResult, TimeKey, Window};
use crate::kernel::Permission;
use crate::kernel::Viewer;
use entities::{member, member_group, member_group_member, message, message_receipt};

pub const MAX_TITLE: usize = 50;
pub const MAX_CONTENT: usize = 2000;
pub const MAX_RECIPIENTS: usize = 1000;
/// How far ahead a message may be scheduled.
const MAX_SCHEDULE_AHEAD: TimeDelta = TimeDelta::days(366);
/// Legacy numbered pages merge two lists; deeper than this, use the
/// GraphQL connection.
const MAX_LEGACY_DEPTH: u64 = 5000;

fn require_operations(viewer: &Viewer) -> AppResult<()> {
    viewer.require(Permission::Operations)
}

/// Who a message goes to.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Audience {
    Members(Vec<i64>),
    Group(i64),
    Everyone,
}

impl Audience {
    /// Exactly one of member ids, a group, everyone.
    pub fn from_parts(
        member_ids: Option<Vec<i64>>,
        group_id: Option<i64>,
        to_all: bool,
    ) -> AppResult<Self> {
        match (member_ids.filter(|m| !m.is_empty()), group_id, to_all) {
            (Some(ids), None, false) => Ok(Audience::Members(ids)),
            (None, Some(g), false) => Ok(Audience::Group(g)),
            (None, None, true) => Ok(Audience::Everyone),
            _ => Err(AppError::invalid(
                "memberIds",
                "give exactly one of memberIds, groupId or toAll",
            )),
        }
    }
}

#[derive(Debug, Clone)]
pub struct SendInput {
    pub audience: Audience,
    pub message_type: MessageType,
    pub title: String,
    pub content: String,
    pub payload: serde_json::Value,
    /// Send at this time instead of now.
    pub scheduled_at: Option<DateTime<Utc>>,
    /// A retry with the same key (per sender) answers the first message
    /// instead of sending again.
    pub idempotency_key: Option<String>,
}

/// The message `sender` sent earlier with this idempotency key.
async fn sent_with_key(
    ctx: &AppContext,
    sender: i64,
    key: Option<&str>,
) -> AppResult<Option<message::Model>> {
    let Some(key) = key else {
        return Ok(None);
    };
    Ok(message::Entity::find()
        .filter(message::Column::SenderId.eq(sender))
        .filter(message::Column::IdempotencyKey.eq(key))
        .one(&ctx.db)
        .await?)
}

/// The earlier message of a repeated key, if the repeat asks the same (the
/// text, type, payload, schedule and audience, recipients included); a key
/// reused for a different message is the caller's mistake.
async fn same_send(
    ctx: &AppContext,
    done: message::Model,
    input: &SendInput,
) -> AppResult<message::Model> {
    let (audience, group_id) = match &input.audience {
        Audience::Members(_) => (AUDIENCE_MEMBERS, None),
        Audience::Group(g) => (AUDIENCE_GROUP, Some(*g)),
        Audience::Everyone => (AUDIENCE_EVERYONE, None),
    };
    let mut same = done.title == input.title.trim()
        && done.content == input.content.trim()
        && done.message_type == input.message_type.number() as i16
        && done.payload == input.payload
        && done.scheduled_at == input.scheduled_at
        && done.audience == audience
        && done.group_id == group_id;
    if let (true, Audience::Members(ids)) = (same, &input.audience) {
        let mut asked = ids.clone();
        asked.sort_unstable();
        asked.dedup();
        let sent: Vec<i64> = message_receipt::Entity::find()
            .select_only()
            .column(message_receipt::Column::MemberId)
            .filter(message_receipt::Column::MessageId.eq(done.id))
            .order_by_asc(message_receipt::Column::MemberId)
            .into_tuple()
            .all(&ctx.db)
            .await?;
        same = sent == asked;
    }
    if same {
        Ok(done)
    } else {
        Err(AppError {
            field: Some("idempotencyKey".into()),
            ..AppError::conflict("idempotencyKey: was already used for a different message")
        })
    }
}

/// Staff send a message; answers the stored message (`SENT`, or
/// `SCHEDULED`). Recipients of a targeted message are fixed when it is
/// created.
pub async fn send(
    ctx: &AppContext,
    viewer: &Viewer,
    input: SendInput,
) -> AppResult<message::Model> {
    require_operations(viewer)?;
    let key = input
        .idempotency_key
        .as_deref()
        .map(|k| crate::kernel::validate::idempotency_key("idempotencyKey", k))
        .transpose()?;
    if let Some(done) = sent_with_key(ctx, viewer.member_id, key.as_deref()).await? {
        return same_send(ctx, done, &input).await;
    }
    let title = input.title.trim();
    if title.is_empty() || title.chars().count() > MAX_TITLE {
        return Err(AppError::invalid(
            "title",
            format!("must be 1 to {MAX_TITLE} characters"),
        ));
    }
    let content = input.content.trim();
    if content.is_empty() || content.chars().count() > MAX_CONTENT {
        return Err(AppError::invalid(
            "content",
            format!("must be 1 to {MAX_CONTENT} characters"),
        ));
    }
    let now = crate::kernel::clock::now();
    if let Some(at) = input.scheduled_at {
        if at <= now || at > now + MAX_SCHEDULE_AHEAD {
            return Err(AppError::invalid(
                "scheduledAt",
                "must be in the future, at most a year ahead",
            ));
        }
    }
    let recipients = match &input.audience {
        Audience::Members(ids) => {
            let mut ids = ids.clone();
            ids.sort_unstable();
            ids.dedup();
            if ids.is_empty() || ids.len() > MAX_RECIPIENTS {
                return Err(AppError::invalid(
                    "memberIds",
                    format!("must list 1 to {MAX_RECIPIENTS} members"),
                ));
            }
            let found: Vec<i64> = member::Entity::find()
                .select_only()
                .column(member::Column::Id)
                .filter(member::Column::Id.is_in(ids.iter().copied()))
                .into_tuple()
                .all(&ctx.db)
                .await?;
            if let Some(missing) = ids.iter().find(|id| !found.contains(id)) {
                return Err(AppError::invalid(
                    "memberIds",
                    format!("no member {missing}"),
                ));
            }
            Some(ids)
        }
        Audience::Group(group_id) => {
            member_group::Entity::find_by_id(*group_id)
                .one(&ctx.db)
                .await?
                .ok_or_else(|| AppError::invalid("groupId", "no such group"))?;
            None
        }
        Audience::Everyone => None,
    };
    let (audience, group_id) = match input.audience {
        Audience::Members(_) => (AUDIENCE_MEMBERS, None),
        Audience::Group(g) => (AUDIENCE_GROUP, Some(g)),
        Audience::Everyone => (AUDIENCE_EVERYONE, None),
    };
    let scheduled = input.scheduled_at.is_some();

    // A broadcast's seq is the latest + 1; two at once on PostgreSQL clash
    // on the unique seq and the later one tries again.
    for _ in 0..3 {
        let txn = crate::kernel::db::begin(&ctx.db).await?;
        let msg = message::ActiveModel {
            sender_id: Set(Some(viewer.member_id)),
            message_type: Set(input.message_type.number() as i16),
            audience: Set(audience),
            group_id: Set(group_id),
            title: Set(title.to_owned()),
            content: Set(content.to_owned()),
            payload: Set(input.payload.clone()),
            status: Set(if scheduled {
                STATUS_SCHEDULED
            } else {
                STATUS_SENT
            }
            .into()),
            scheduled_at: Set(input.scheduled_at),
            broadcast_seq: Set(None),
            sent_at: Set((!scheduled).then_some(now)),
            created_at: Set(now),
            idempotency_key: Set(key.clone()),
            ..Default::default()
        }
        .insert(&txn)
        .await;
        let msg = match msg {
            Ok(m) => m,
            // A parallel retry with the same key won: answer its message.
            Err(e) if crate::kernel::db::is_unique_violation(&e) && key.is_some() => {
                drop(txn);
                return match sent_with_key(ctx, viewer.member_id, key.as_deref()).await? {
                    Some(done) => same_send(ctx, done, &input).await,
                    None => Err(e.into()),
                };
            }
            Err(e) => return Err(e.into()),
        };
        write_receipts(&txn, &msg, recipients.as_deref()).await?;
        let delivered = if scheduled {
            None
        } else {
            match deliver::deliver_receipts(&txn, &msg).await {
                Ok(d) => Some(d),
                Err(e) if deliver::is_seq_clash(&e) => continue,
                Err(e) => return Err(e),
            }
        };
        crate::kernel::audit::record(
            &txn,
            Some(viewer.member_id),
            "message.send",
            &format!("message:{}", msg.id),
            serde_json::json!({"audience": audience, "groupId": group_id, "scheduledAt": input.scheduled_at}),
        )
        .await?;
        txn.commit().await?;
        // The row as stored (no read back): only a broadcast's seq was
        // written after the insert.
        let mut msg = msg;
        if let Some(deliver::Delivered::Broadcast { seq, .. }) = &delivered {
            msg.broadcast_seq = Some(*seq);
        }
        if let Some(d) = delivered {
            announce(ctx, d).await;
        }
        return Ok(msg);
    }
    Err(AppError::conflict("many broadcasts at once; try again"))
}

async fn reload(ctx: &AppContext, id: i64) -> AppResult<message::Model> {
    message::Entity::find_by_id(id)
        .one(&ctx.db)
        .await?
        .ok_or_else(|| AppError::not_found("no such message"))
}

/// The receipts of a targeted message: one per listed member, or per member
/// of the group as it is now. Broadcasts have none.
async fn write_receipts<C: ConnectionTrait>(
    db: &C,
    msg: &message::Model,
    members: Option<&[i64]>,
) -> AppResult<()> {
    let at = msg.scheduled_at.unwrap_or(msg.created_at);
    if let Some(ids) = members {
        for chunk in ids.chunks(500) {
            message_receipt::Entity::insert_many(chunk.iter().map(|id| {
                message_receipt::ActiveModel {
                    member_id: Set(*id),
                    message_id: Set(msg.id),
                    read_at: Set(None),
                    created_at: Set(at),
                }
            }))
            .exec_without_returning(db)
            .await?;
        }
    } else if let (AUDIENCE_GROUP, Some(group_id)) = (msg.audience, msg.group_id) {
        let select = Query::select()
            .column(member_group_member::Column::MemberId)
            .expr(Expr::val(msg.id))
            .expr(Expr::val(at))
            .from(member_group_member::Entity)
            .and_where(Expr::col(member_group_member::Column::GroupId).eq(group_id))
            .to_owned();
        let insert = Query::insert()
            .into_table(message_receipt::Entity)
            .columns([
                message_receipt::Column::MemberId,
                message_receipt::Column::MessageId,
                message_receipt::Column::CreatedAt,
            ])
            .select_from(select)
            .map_err(AppError::internal)?
            .to_owned();
        db.execute(db.get_database_backend().build(&insert)).await?;
    }
    Ok(())
}

/// Staff cancel a scheduled message before it is sent.
pub async fn cancel_schedule(
    ctx: &AppContext,
    viewer: &Viewer,
    id: i64,
) -> AppResult<message::Model> {
    require_operations(viewer)?;
    let txn = crate::kernel::db::begin(&ctx.db).await?;
    let moved = message::Entity::update_many()
        .col_expr(message::Column::Status, Expr::value(STATUS_CANCELLED))
        .filter(message::Column::Id.eq(id))
        .filter(message::Column::Status.eq(STATUS_SCHEDULED))
        .exec(&txn)
        .await?;
    if moved.rows_affected == 0 {
        return Err(AppError::conflict(
            "no scheduled message with this id (already sent or cancelled?)",
        ));
    }
    message_receipt::Entity::delete_many()
        .filter(message_receipt::Column::MessageId.eq(id))
        .exec(&txn)
        .await?;
    crate::kernel::audit::record(
        &txn,
        Some(viewer.member_id),
        "message.cancel_schedule",
        &format!("message:{id}"),
        serde_json::json!({}),
    )
    .await?;
    txn.commit().await?;
    reload(ctx, id).await
}

/// Sends every scheduled message that is due: each exactly once, whichever
/// instance gets to it (the claim is a conditional update). Returns how many
/// this call sent.
pub async fn send_due(ctx: &AppContext) -> AppResult<usize> {
    let now = crate::kernel::clock::now();
    let due: Vec<i64> = message::Entity::find()
        .select_only()
        .column(message::Column::Id)
        .filter(message::Column::Status.eq(STATUS_SCHEDULED))
        .filter(message::Column::ScheduledAt.lte(now))
        .order_by_asc(message::Column::ScheduledAt)
        .limit(100)
        .into_tuple()
        .all(&ctx.db)
        .await?;
    let mut sent = 0;
    for id in due {
        let txn = crate::kernel::db::begin(&ctx.db).await?;
        let claimed = message::Entity::update_many()
            .col_expr(message::Column::Status, Expr::value(STATUS_SENT))
            .col_expr(message::Column::SentAt, Expr::value(now))
            .filter(message::Column::Id.eq(id))
            .filter(message::Column::Status.eq(STATUS_SCHEDULED))
            .exec(&txn)
            .await?;
        if claimed.rows_affected == 0 {
            continue; // another instance sent it, or it was cancelled
        }
        message_receipt::Entity::update_many()
            .col_expr(message_receipt::Column::CreatedAt, Expr::value(now))
            .filter(message_receipt::Column::MessageId.eq(id))
            .exec(&txn)
            .await?;
        let msg = message::Entity::find_by_id(id)
            .one(&txn)
            .await?
            .ok_or_else(|| AppError::not_found("no such message"))?;
        let delivered = match deliver::deliver_receipts(&txn, &msg).await {
            Ok(d) => d,
            // Two broadcasts numbered at once: rolled back, the next round
            // sends it.
            Err(e) if deliver::is_seq_clash(&e) => continue,
            Err(e) => return Err(e),
        };
        txn.commit().await?;
        announce(ctx, delivered).await;
        sent += 1;
    }
    Ok(sent)
}

/// Runs [`send_due`] every second until the process ends. Errors (a
/// database outage) are logged and the loop goes on.
pub async fn run_scheduler(ctx: AppContext) {
    let mut tick = tokio::time::interval(std::time::Duration::from_secs(1));
    tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    loop {
        tick.tick().await;
        match send_due(&ctx).await {
            Ok(0) => {}
            Ok(n) => tracing::info!(sent = n, "scheduled messages sent"),
            Err(e) => tracing::warn!(error = %e.message, "scheduled messages not sent this round"),
        }
    }
}

// ----------------------------------------------------------------- reads ---

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
async fn me(ctx: &AppContext, viewer: &Viewer) -> AppResult<member::Model> {
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
/// is exact.
pub async fn list_window(
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

// ------------------------------------------------------------ read marks ---

/// Which messages a read mark is for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Marked {
    Ids(Vec<i64>),
    All,
}

/// Marks messages read; answers the new unread count. Ids that are not the
/// caller's are ignored (marking is idempotent).
pub async fn set_read(ctx: &AppContext, viewer: &Viewer, which: Marked) -> AppResult<i64> {
    mark(ctx, viewer, which, true).await
}

/// Marks messages unread again; answers the new unread count.
pub async fn set_unread(ctx: &AppContext, viewer: &Viewer, which: Marked) -> AppResult<i64> {
    mark(ctx, viewer, which, false).await
}

async fn mark(ctx: &AppContext, viewer: &Viewer, which: Marked, read: bool) -> AppResult<i64> {
    let member_id = viewer.member_id;
    if let Marked::Ids(ids) = &which {
        if ids.is_empty() || ids.len() > 500 {
            return Err(AppError::invalid("ids", "must list 1 to 500 messages"));
        }
    }
    let now = crate::kernel::clock::now();
    let txn = crate::kernel::db::begin(&ctx.db).await?;
    // Lock the member row first: counts move only by what this changes.
    member::Entity::update_many()
        .col_expr(member::Column::LastActiveAt, Expr::value(now))
        .filter(member::Column::Id.eq(member_id))
        .exec(&txn)
        .await?;
    let me = member::Entity::find_by_id(member_id)
        .one(&txn)
        .await?
        .ok_or_else(|| AppError::not_found("no such member"))?;
    // The broadcasts concerned: listed ids that are the member's broadcasts,
    // or all of them.
    let mut broadcast_q = message::Entity::find()
        .select_only()
        .column(message::Column::Id)
        .filter(message::Column::Audience.eq(AUDIENCE_EVERYONE))
        .filter(message::Column::Status.eq(STATUS_SENT))
        .filter(message::Column::BroadcastSeq.gt(me.broadcast_read_before));
    let mut targeted_q = message_receipt::Entity::update_many()
        .filter(message_receipt::Column::MemberId.eq(member_id))
        .filter(
            message_receipt::Column::MessageId.in_subquery(
                Query::select()
                    .column(message::Column::Id)
                    .from(message::Entity)
                    .and_where(Expr::col(message::Column::Audience).ne(AUDIENCE_EVERYONE))
                    .and_where(Expr::col(message::Column::Status).eq(STATUS_SENT))
                    .to_owned(),
            ),
        );
    if let Marked::Ids(ids) = &which {
        broadcast_q = broadcast_q.filter(message::Column::Id.is_in(ids.iter().copied()));
        targeted_q =
            targeted_q.filter(message_receipt::Column::MessageId.is_in(ids.iter().copied()));
    }
    let targeted_changed = if read {
        targeted_q
            .col_expr(message_receipt::Column::ReadAt, Expr::value(now))
            .filter(message_receipt::Column::ReadAt.is_null())
    } else {
        targeted_q
            .col_expr(
                message_receipt::Column::ReadAt,
                Expr::value(Option::<DateTime<Utc>>::None),
            )
            .filter(message_receipt::Column::ReadAt.is_not_null())
    }
    .exec(&txn)
    .await?
    .rows_affected as i64;

    let broadcast_ids: Vec<i64> = broadcast_q.into_tuple().all(&txn).await?;
    let mut broadcasts_changed = 0i64;
    if !broadcast_ids.is_empty() {
        if read {
            // A read broadcast gets a receipt (the only per-member row a
            // broadcast ever has), or its receipt is marked read again.
            for chunk in broadcast_ids.chunks(500) {
                broadcasts_changed += message_receipt::Entity::insert_many(chunk.iter().map(|id| {
                    message_receipt::ActiveModel {
                        member_id: Set(member_id),
                        message_id: Set(*id),
                        read_at: Set(Some(now)),
                        created_at: Set(now),
                    }
                }))
                .on_conflict(
                    OnConflict::columns([
                        message_receipt::Column::MemberId,
                        message_receipt::Column::MessageId,
                    ])
                    .do_nothing()
                    .to_owned(),
                )
                .exec_without_returning(&txn)
                .await? as i64;
            }
        }
        broadcasts_changed += message_receipt::Entity::update_many()
            .col_expr(
                message_receipt::Column::ReadAt,
                if read {
                    Expr::value(now)
                } else {
                    Expr::value(Option::<DateTime<Utc>>::None)
                },
            )
            .filter(message_receipt::Column::MemberId.eq(member_id))
            .filter(message_receipt::Column::MessageId.is_in(broadcast_ids.iter().copied()))
            .filter(if read {
                message_receipt::Column::ReadAt.is_null()
            } else {
                message_receipt::Column::ReadAt.is_not_null()
            })
            .exec(&txn)
            .await?
            .rows_affected as i64;
    }
    let sign = if read { -1 } else { 1 };
    member::Entity::update_many()
        .col_expr(
            member::Column::UnreadMessageCount,
            Expr::col(member::Column::UnreadMessageCount).add(sign * targeted_changed),
        )
        .col_expr(
            member::Column::BroadcastsRead,
            Expr::col(member::Column::BroadcastsRead).sub(sign * broadcasts_changed),
        )
        .filter(member::Column::Id.eq(member_id))
        .exec(&txn)
        .await?;
    let seq = latest_seq(&txn).await?;
    let after = member::Entity::find_by_id(member_id)
        .one(&txn)
        .await?
        .ok_or_else(|| AppError::not_found("no such member"))?;
    txn.commit().await?;
    let unread = unread_of(&after, seq);
    if targeted_changed + broadcasts_changed > 0 {
        ctx.bus
            .publish(DomainEvent::UnreadChanged {
                member_id,
                unread,
                seq,
            })
            .await;
    }
    Ok(unread)
}
