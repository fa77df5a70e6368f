//! Staff credit an operator's earnings by hand (补发佣金): commission the
//! rule did not credit — a channel agreement's bonus, a member the roll-up
//! missed — with the reason the operator reads.
//!
//! Money moved by a person is exactly once: the idempotency key is
//! required (a retried or double-clicked request is one credit) and is the
//! ledger row's key too. It only credits: earnings are never taken back by
//! hand, so a withdrawal already asked for can't be undercut. It sends no
//! partner webhook: `commission.credited` is about a member a partner's
//! channel brought, and a hand credit names none.

use crate::kernel::{validate, AppContext, AppError, AppResult, Permission, Viewer};
use crate::message::{announce_on, deliver_to_member, MessageType};
use entities::member;
use sea_orm::EntityTrait;

use super::earnings::{self, Balance, Kind, Posting};

/// A credit to make.
#[derive(Debug, Clone)]
pub struct StaffCredit {
    pub member_id: i64,
    pub amount_fen: i64,
    /// Shown to the operator (1 to 200 characters).
    pub reason: String,
    /// Required: one credit per key.
    pub idempotency_key: String,
}

/// Credits `c` once per idempotency key and answers the member's balance
/// after it. Staff with the operations permission only.
pub async fn credit(ctx: &AppContext, viewer: &Viewer, c: StaffCredit) -> AppResult<Balance> {
    viewer.require(Permission::Operations)?;
    let reason = validate::max_chars("reason", &c.reason, 200)?;
    if reason.is_empty() {
        return Err(AppError::invalid("reason", "say what the credit is for"));
    }
    if !(1..=rules::channel::STAFF_CREDIT_MAX_FEN).contains(&c.amount_fen) {
        return Err(AppError::invalid(
            "amountFen",
            format!(
                "a credit is 1 fen to {} yuan",
                rules::channel::yuan(rules::channel::STAFF_CREDIT_MAX_FEN)
            ),
        ));
    }
    let request = serde_json::json!({
        "memberId": c.member_id,
        "amountFen": c.amount_fen,
        "reason": reason,
    });
    let key = c.idempotency_key.clone();
    crate::kernel::idempotency::once(
        ctx,
        "earnings.credit",
        viewer.member_id,
        Some(&key),
        &request,
        || async { crate::kernel::db::retrying(|| credit_now(ctx, viewer, &c, &reason)).await },
    )
    .await?;
    earnings::balance_of(&ctx.db, c.member_id).await
}

async fn credit_now(
    ctx: &AppContext,
    viewer: &Viewer,
    c: &StaffCredit,
    reason: &str,
) -> AppResult<i64> {
    member::Entity::find_by_id(c.member_id)
        .one(&ctx.db)
        .await?
        .ok_or_else(|| AppError::not_found("no such member"))?;
    let txn = crate::kernel::db::begin(ctx).await?;
    let posted = earnings::post(
        &txn,
        Posting {
            member_id: c.member_id,
            amount_fen: c.amount_fen,
            kind: Kind::StaffCredit,
            key: format!("staff_credit:{}:{}", viewer.member_id, c.idempotency_key),
            channel: None,
            description: reason.to_owned(),
        },
    )
    .await?;
    crate::kernel::audit::record(
        &txn,
        Some(viewer.member_id),
        "earnings.credit",
        &format!("member:{}", c.member_id),
        serde_json::json!({ "amountFen": c.amount_fen, "reason": reason, "ledgerId": posted.ledger_id }),
    )
    .await?;
    let delivered = deliver_to_member(
        &txn,
        c.member_id,
        Some(viewer.member_id),
        MessageType::SystemNotice,
        "收益到账",
        &format!(
            "{reason}：{} 元已记入你的收益余额。",
            rules::channel::yuan(c.amount_fen)
        ),
        serde_json::json!({ "ledgerId": posted.ledger_id.to_string() }),
    )
    .await?;
    announce_on(&txn, delivered);
    txn.commit().await?;
    Ok(posted.ledger_id)
}
