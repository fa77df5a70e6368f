//! Delivery counts for staff (the console's 消息 list): how many members a
//! message reached (`message.recipient_count`) and how many have read it
//! (`message.read_count`), kept as counters so the staff list reads no
//! receipt.
//!
//! - A targeted message's recipients are known where its receipts are
//!   written (the listed ids, or the group insert's rows), and counted
//!   there.
//! - A broadcast reaches every member who joined the broadcast sequence
//!   before it was numbered (`broadcast_read_before < seq`). Counting them
//!   is a scan of the members, kept off the send (W11 times a broadcast
//!   from its send): the send asks for this job in its transaction, and
//!   the count is the same whenever the job runs, since members who join
//!   later start at or after the seq.
//! - Reads: `marks::mark` moves `read_count` by the receipts it changed,
//!   in its own transaction, after the member row (the lock order).
//!   Several members reading one broadcast at once queue on its row for
//!   the moment of that update only.

use sea_orm::sea_query::Expr;
use sea_orm::{
    ColumnTrait, ConnectionTrait, EntityTrait, PaginatorTrait, QueryFilter, QuerySelect,
};
use serde::{Deserialize, Serialize};

use crate::kernel::jobs::{self, Claimed, Registry};
use crate::kernel::{AppContext, AppResult};
use entities::{member, message};

const JOB: &str = "message.count_recipients";

/// Count the members a broadcast reached.
#[derive(Debug, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
struct CountRecipients {
    message_id: i64,
}

impl jobs::Job for CountRecipients {
    const KIND: &'static str = JOB;
}

/// Adds this module's job handler.
pub fn register(registry: &mut Registry) {
    registry.job(|ctx, p: CountRecipients, run| async move { count_job(&ctx, p, &run).await });
}

/// Asks, in the transaction that numbered broadcast `message_id`, for its
/// recipients to be counted.
pub(super) async fn count_broadcast_later<C: ConnectionTrait>(
    txn: &C,
    message_id: i64,
) -> AppResult<()> {
    jobs::ask(
        txn,
        &CountRecipients { message_id },
        crate::kernel::clock::now(),
        Some(&format!("{JOB}:{message_id}")),
    )
    .await
}

async fn count_job(ctx: &AppContext, p: CountRecipients, run: &Claimed) -> AppResult<()> {
    let txn = crate::kernel::db::begin(ctx).await?;
    let seq: Option<Option<i64>> = message::Entity::find_by_id(p.message_id)
        .select_only()
        .column(message::Column::BroadcastSeq)
        .into_tuple()
        .one(&txn)
        .await?;
    if let Some(Some(seq)) = seq {
        let reached = member::Entity::find()
            .filter(member::Column::BroadcastReadBefore.lt(seq))
            .count(&txn)
            .await? as i64;
        message::Entity::update_many()
            .col_expr(message::Column::RecipientCount, Expr::value(reached))
            .filter(message::Column::Id.eq(p.message_id))
            .exec(&txn)
            .await?;
    }
    jobs::finish(&txn, run).await?;
    txn.commit().await?;
    Ok(())
}

/// Moves the read counts of `message_ids` (each once per id listed) by
/// `delta`: +1 when a member read them, −1 when they marked them unread.
/// Ids in ascending order, so two marks lock the same rows in the same
/// order.
pub(super) async fn move_reads<C: ConnectionTrait>(
    db: &C,
    mut message_ids: Vec<i64>,
    delta: i64,
) -> AppResult<()> {
    message_ids.sort_unstable();
    message_ids.dedup();
    for chunk in message_ids.chunks(500) {
        message::Entity::update_many()
            .col_expr(
                message::Column::ReadCount,
                Expr::col(message::Column::ReadCount).add(delta),
            )
            .filter(message::Column::Id.is_in(chunk.iter().copied()))
            .exec(db)
            .await?;
    }
    Ok(())
}
