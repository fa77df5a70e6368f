//! Sending (spec §7 Message/Send): to members, a group or everyone, now or
//! at a time; targeted messages get their receipts when written, a
//! scheduled one a durable job (`scheduled.rs`) that sends it once.

use chrono::{DateTime, TimeDelta, Utc};
use sea_orm::sea_query::{Expr, Query};
use sea_orm::{
    ActiveModelTrait, ActiveValue::Set, ColumnTrait, ConnectionTrait, DbBackend, EntityTrait,
    QueryFilter, QueryOrder, QuerySelect,
};

use super::deliver::{
    self, announce, MessageType, AUDIENCE_EVERYONE, AUDIENCE_GROUP, AUDIENCE_MEMBERS,
    STATUS_SCHEDULED, STATUS_SENT,
};
use crate::kernel::context::AppContext;
use crate::kernel::enums::ProtoEnum;
use crate::kernel::error::{AppError, AppResult};
use crate::kernel::Permission;
use crate::kernel::Viewer;
use entities::{member, member_group, member_group_member, message, message_receipt};

pub const MAX_TITLE: usize = 50;
pub const MAX_CONTENT: usize = 2000;
pub const MAX_RECIPIENTS: usize = 1000;
/// How far ahead a message may be scheduled.
const MAX_SCHEDULE_AHEAD: TimeDelta = TimeDelta::days(366);

pub(super) fn require_operations(viewer: &Viewer) -> AppResult<()> {
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
            // Unknown members are found by the receipts' foreign key
            // (`write_receipts`): no read of the members on the way.
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
    let audit_detail = serde_json::json!({"audience": audience, "groupId": group_id, "scheduledAt": input.scheduled_at});

    // Listed members, now, on PostgreSQL: one statement, not a transaction
    // of six round trips (`send_one_statement.rs`).
    if let (Some(ids), false, DbBackend::Postgres) = (
        recipients.as_deref(),
        scheduled,
        ctx.db.get_database_backend(),
    ) {
        let sent = super::send_one_statement::send(
            &ctx.db,
            super::send_one_statement::TargetedSend {
                sender_id: viewer.member_id,
                message_type: input.message_type.number() as i16,
                title,
                content,
                payload: &input.payload,
                idempotency_key: key.as_deref(),
                recipients: ids,
                audit_detail,
            },
        )
        .await;
        return match sent {
            Ok((msg, delivered)) => {
                announce(ctx, delivered).await;
                Ok(msg)
            }
            Err(e) if crate::kernel::db::is_unique_violation(&e) && key.is_some() => {
                answer_repeat(ctx, viewer, key.as_deref(), &input, e).await
            }
            Err(e) if crate::kernel::db::is_foreign_key_violation(&e) => {
                Err(unknown_member(ctx, ids).await?)
            }
            Err(e) => Err(e.into()),
        };
    }

    // A broadcast's seq is the latest + 1; two at once on PostgreSQL clash
    // on the unique seq and the later one tries again.
    for _ in 0..3 {
        let txn = crate::kernel::db::begin(ctx).await?;
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
            // Listed members: each once (sorted, deduplicated); a group's
            // are counted as its receipts are written; a broadcast's by
            // `tally` once it is numbered.
            recipient_count: Set(recipients.as_ref().map_or(0, |ids| ids.len() as i64)),
            ..Default::default()
        }
        .insert(&txn)
        .await;
        let msg = match msg {
            Ok(m) => m,
            // A parallel retry with the same key won: answer its message.
            Err(e) if crate::kernel::db::is_unique_violation(&e) && key.is_some() => {
                drop(txn);
                return answer_repeat(ctx, viewer, key.as_deref(), &input, e).await;
            }
            Err(e) => return Err(e.into()),
        };
        let msg = match write_receipts(&txn, msg, recipients.as_deref()).await {
            Ok(msg) => msg,
            Err(e) => {
                drop(txn);
                return Err(match (&e, recipients.as_deref()) {
                    (ReceiptsError::NoMember, Some(ids)) => unknown_member(ctx, ids).await?,
                    _ => e.into(),
                });
            }
        };
        let delivered = if let Some(at) = input.scheduled_at {
            super::scheduled::enqueue(&txn, msg.id, at).await?;
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
            audit_detail.clone(),
        )
        .await?;
        // The row as stored (no read back): only a broadcast's seq was
        // written after the insert.
        let mut msg = msg;
        if let Some(deliver::Delivered::Broadcast { seq, .. }) = &delivered {
            msg.broadcast_seq = Some(*seq);
        }
        if let Some(d) = delivered {
            deliver::announce_on(&txn, d);
        }
        txn.commit().await?;
        return Ok(msg);
    }
    Err(AppError::conflict("many broadcasts at once; try again"))
}

/// A parallel retry with the same key won the insert: answer its message
/// (or the database's error, if the winner is gone).
async fn answer_repeat(
    ctx: &AppContext,
    viewer: &Viewer,
    key: Option<&str>,
    input: &SendInput,
    e: sea_orm::DbErr,
) -> AppResult<message::Model> {
    match sent_with_key(ctx, viewer.member_id, key).await? {
        Some(done) => same_send(ctx, done, input).await,
        None => Err(e.into()),
    }
}

pub(super) async fn reload(ctx: &AppContext, id: i64) -> AppResult<message::Model> {
    message::Entity::find_by_id(id)
        .one(&ctx.db)
        .await?
        .ok_or_else(|| AppError::not_found("no such message"))
}

/// Why the receipts could not be written.
enum ReceiptsError {
    /// A listed member does not exist (the receipts' foreign key).
    NoMember,
    Other(AppError),
}

impl From<ReceiptsError> for AppError {
    fn from(e: ReceiptsError) -> Self {
        match e {
            ReceiptsError::NoMember => AppError::invalid("memberIds", "no such member"),
            ReceiptsError::Other(e) => e,
        }
    }
}

impl From<sea_orm::DbErr> for ReceiptsError {
    fn from(e: sea_orm::DbErr) -> Self {
        if crate::kernel::db::is_foreign_key_violation(&e) {
            Self::NoMember
        } else {
            Self::Other(e.into())
        }
    }
}

/// The error naming the first of `ids` that is not a member (read only
/// after the receipts' foreign key refused the send).
async fn unknown_member(ctx: &AppContext, ids: &[i64]) -> AppResult<AppError> {
    let found: Vec<i64> = member::Entity::find()
        .select_only()
        .column(member::Column::Id)
        .filter(member::Column::Id.is_in(ids.iter().copied()))
        .into_tuple()
        .all(&ctx.db)
        .await?;
    Ok(match ids.iter().find(|id| !found.contains(id)) {
        Some(missing) => AppError::invalid("memberIds", format!("no member {missing}")),
        None => AppError::invalid("memberIds", "no such member"),
    })
}

/// The receipts of a targeted message: one per listed member, or per member
/// of the group as it is now (counted on the message: the row answered is
/// the row stored). Broadcasts have none.
async fn write_receipts<C: ConnectionTrait>(
    db: &C,
    mut msg: message::Model,
    members: Option<&[i64]>,
) -> Result<message::Model, ReceiptsError> {
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
            .map_err(|e| ReceiptsError::Other(AppError::internal(e)))?
            .to_owned();
        let written = db
            .execute(db.get_database_backend().build(&insert))
            .await?
            .rows_affected() as i64;
        message::Entity::update_many()
            .col_expr(message::Column::RecipientCount, Expr::value(written))
            .filter(message::Column::Id.eq(msg.id))
            .exec(db)
            .await?;
        msg.recipient_count = written;
    }
    Ok(msg)
}
