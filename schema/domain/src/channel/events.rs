//! What the channel area tells the outside inside its transactions: the
//! partner webhooks `commission.credited` and `withdrawal.updated`.
//!
//! The webhook area is built beside this one; until it is merged these
//! functions emit nothing. Each is called inside the transaction of the
//! change it reports, so a delivery exists exactly when the change
//! committed (the webhook outbox).

use sea_orm::ConnectionTrait;

use crate::kernel::AppResult;

/// A commission was credited to `operator_id` for `member_id`, who
/// registered through `channel`.
pub async fn emit_commission_credited<C: ConnectionTrait>(
    txn: &C,
    operator_id: i64,
    member_id: i64,
    channel: &str,
    amount_fen: i64,
    ledger_id: i64,
) -> AppResult<()> {
    // webhook: `commission.credited` for the channel's partner (the
    // member's channel → partner_channel.partner_id), e.g.
    //   crate::webhook::emit_for_member(txn, member_id, "commission.credited",
    //       json!({"memberId", "operatorId", "channel", "amountFen", "ledgerId"})).await
    // payload fields: memberId, operatorId, channel, amountFen, ledgerId.
    let _ = (txn, operator_id, member_id, channel, amount_fen, ledger_id);
    Ok(())
}

/// Withdrawal `id` of `member_id` moved to `state` / `outcome`.
pub async fn emit_withdrawal_updated<C: ConnectionTrait>(
    txn: &C,
    id: i64,
    member_id: i64,
    amount_fen: i64,
    state: &str,
    outcome: Option<&str>,
) -> AppResult<()> {
    // webhook: `withdrawal.updated` for each partner owning a channel the
    // operator runs (`partner_channel.operator_id = member_id`, partner_id
    // not null):
    //   crate::webhook::emit(txn, partner_id, "withdrawal.updated",
    //       json!({"withdrawalId", "memberId", "amountFen", "state", "outcome"})).await
    // payload fields: withdrawalId, memberId, amountFen, state, outcome.
    let _ = (txn, id, member_id, amount_fen, state, outcome);
    Ok(())
}
