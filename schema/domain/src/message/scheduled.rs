//! Scheduled messages: written with a durable job (`kernel::jobs`) due at
//! the message's time, in the send's own transaction. Whichever instance
//! claims the job sends the message, exactly once: the move from
//! `SCHEDULED` to `SENT` is a conditional update, and it commits together
//! with the job's "done". A cancel moves the message to `CANCELLED` and
//! drops the job still waiting; a job that was already claimed finds the
//! message cancelled and sends nothing.

use chrono::{DateTime, Utc};
use sea_orm::sea_query::Expr;
use sea_orm::{ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter};
use serde::{Deserialize, Serialize};

use super::deliver::{self, STATUS_CANCELLED, STATUS_SCHEDULED, STATUS_SENT};
use super::send::{reload, require_operations};
use crate::kernel::context::AppContext;
use crate::kernel::error::{AppError, AppResult};
use crate::kernel::jobs::{self, Claimed, Registry, Runner};
use crate::kernel::Viewer;
use entities::{message, message_receipt};

/// The job kind that sends one scheduled message.
pub const JOB: &str = "message.send_scheduled";

#[derive(Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
struct Payload {
    message_id: i64,
}

impl jobs::Job for Payload {
    const KIND: &'static str = JOB;
}

fn dedupe_key(message_id: i64) -> String {
    format!("message:{message_id}")
}

/// Asks for message `message_id` to be sent at `at`, in the transaction
/// that wrote it.
pub(super) async fn enqueue<C: ConnectionTrait>(
    txn: &C,
    message_id: i64,
    at: DateTime<Utc>,
) -> AppResult<()> {
    jobs::ask(
        txn,
        &Payload { message_id },
        at,
        Some(&dedupe_key(message_id)),
    )
    .await
}

/// Adds this area's job handler.
pub fn register(registry: &mut Registry) {
    registry.job(|ctx, p: Payload, run| async move { send_scheduled(&ctx, p, &run).await });
}

/// The job: sends the message if it is still scheduled, and marks the job
/// done in the same transaction.
async fn send_scheduled(ctx: &AppContext, p: Payload, run: &Claimed) -> AppResult<()> {
    let Payload { message_id: id } = p;
    let now = crate::kernel::clock::now();
    let txn = crate::kernel::db::begin(ctx).await?;
    let claimed = message::Entity::update_many()
        .col_expr(message::Column::Status, Expr::value(STATUS_SENT))
        .col_expr(message::Column::SentAt, Expr::value(now))
        .filter(message::Column::Id.eq(id))
        .filter(message::Column::Status.eq(STATUS_SCHEDULED))
        .exec(&txn)
        .await?;
    if claimed.rows_affected == 0 {
        // Cancelled (or sent by an earlier run): nothing to send.
        jobs::finish(&txn, run).await?;
        txn.commit().await?;
        return Ok(());
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
    // Two broadcasts numbered at once clash on the sequence: this run
    // rolls back and the job runs again after its backoff.
    let delivered = deliver::deliver_receipts(&txn, &msg).await?;
    jobs::finish(&txn, run).await?;
    crate::message::announce_on(&txn, delivered);
    txn.commit().await?;
    Ok(())
}

/// Staff cancel a scheduled message before it is sent.
pub async fn cancel_schedule(
    ctx: &AppContext,
    viewer: &Viewer,
    id: i64,
) -> AppResult<message::Model> {
    require_operations(viewer)?;
    let txn = crate::kernel::db::begin(ctx).await?;
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
    // The job still waiting goes too; one already claimed sends nothing.
    jobs::cancel_pending(&txn, &dedupe_key(id)).await?;
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

/// Runs this instance's due scheduled-message jobs now (as the job runner
/// does every second); answers how many jobs ran. For tests and the CLI.
pub async fn send_due(ctx: &AppContext) -> AppResult<usize> {
    let mut registry = Registry::new();
    register(&mut registry);
    Runner::new(ctx.clone(), registry).run_due(100).await
}
