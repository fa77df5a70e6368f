//! Read and unread marks: one message, several or all, moving the
//! member's counters and telling their live badge.

use chrono::{DateTime, Utc};
use sea_orm::sea_query::{Expr, OnConflict, Query};
use sea_orm::{
    ActiveValue::Set, ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, QuerySelect,
    QueryTrait, StatementBuilder,
};

use super::deliver::{latest_seq, unread_of, AUDIENCE_EVERYONE, STATUS_SENT};
use crate::kernel::context::AppContext;
use crate::kernel::error::{AppError, AppResult};
use crate::kernel::events::DomainEvent;
use crate::kernel::Viewer;
use entities::{member, message, message_receipt};

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
    let txn = crate::kernel::db::begin(ctx).await?;
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
    // Each statement answers the messages whose receipt it changed: their
    // read counts move by exactly those (`tally`).
    let mut targeted = if read {
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
    .into_query();
    targeted.returning_col(message_receipt::Column::MessageId);
    let targeted_changed = changed(&txn, &targeted).await?;

    let broadcast_ids: Vec<i64> = broadcast_q.into_tuple().all(&txn).await?;
    let mut broadcasts_changed = Vec::new();
    if !broadcast_ids.is_empty() {
        if read {
            // A read broadcast gets a receipt (the only per-member row a
            // broadcast ever has), or its receipt is marked read again.
            for chunk in broadcast_ids.chunks(500) {
                let mut insert = message_receipt::Entity::insert_many(chunk.iter().map(|id| {
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
                .into_query();
                insert.returning_col(message_receipt::Column::MessageId);
                broadcasts_changed.extend(changed(&txn, &insert).await?);
            }
        }
        let mut update = message_receipt::Entity::update_many()
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
            .into_query();
        update.returning_col(message_receipt::Column::MessageId);
        broadcasts_changed.extend(changed(&txn, &update).await?);
    }
    let sign = if read { -1 } else { 1 };
    super::tally::move_reads(
        &txn,
        targeted_changed
            .iter()
            .chain(&broadcasts_changed)
            .copied()
            .collect(),
        -sign,
    )
    .await?;
    let (targeted_changed, broadcasts_changed) = (
        targeted_changed.len() as i64,
        broadcasts_changed.len() as i64,
    );
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
    let unread = unread_of(&after, seq);
    if targeted_changed + broadcasts_changed > 0 {
        txn.announce(DomainEvent::area(
            super::events::MessageEvent::UnreadChanged {
                member_id,
                unread,
                seq,
            },
        ));
    }
    txn.commit().await?;
    Ok(unread)
}

/// Runs an insert or update of receipts that returns their message ids
/// (`RETURNING`, on both databases): the messages whose receipt it changed.
async fn changed<C: ConnectionTrait>(db: &C, stmt: &impl StatementBuilder) -> AppResult<Vec<i64>> {
    let rows = db.query_all(db.get_database_backend().build(stmt)).await?;
    rows.iter()
        .map(|r| Ok(r.try_get_by_index::<i64>(0)?))
        .collect()
}
