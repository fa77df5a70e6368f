//! What the channel area tells the outside inside its transactions: the
//! partner webhooks `commission.credited` and `withdrawal.updated`.
//!
//! Each is called inside the transaction of the change it reports, so a
//! delivery exists exactly when the change committed (the webhook outbox,
//! `webhook::emit`).

use sea_orm::{ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, QuerySelect};

use crate::kernel::AppResult;
use crate::webhook;
use entities::partner_channel;

/// A commission was credited to `operator_id` for `member_id`, who
/// registered through `channel`: the channel's partner hears of it.
pub async fn emit_commission_credited<C: ConnectionTrait>(
    txn: &C,
    operator_id: i64,
    member_id: i64,
    channel: &str,
    amount_fen: i64,
    ledger_id: i64,
) -> AppResult<()> {
    webhook::emit_for_member(
        txn,
        member_id,
        &webhook::CommissionCredited {
            member: webhook::MemberRef::of(member_id),
            operator: webhook::MemberRef::of(operator_id),
            channel: channel.to_owned(),
            amount_fen,
            ledger_id,
        },
    )
    .await?;
    Ok(())
}

/// Withdrawal `id` of `member_id` moved to `state` / `outcome`: every
/// partner owning a channel the operator runs hears of it.
pub async fn emit_withdrawal_updated<C: ConnectionTrait>(
    txn: &C,
    id: i64,
    member_id: i64,
    amount_fen: i64,
    state: &str,
    outcome: Option<&str>,
) -> AppResult<()> {
    let mut partners: Vec<Option<i64>> = partner_channel::Entity::find()
        .select_only()
        .column(partner_channel::Column::PartnerId)
        .filter(partner_channel::Column::OperatorId.eq(member_id))
        .filter(partner_channel::Column::PartnerId.is_not_null())
        .into_tuple()
        .all(txn)
        .await?;
    partners.sort_unstable();
    partners.dedup();
    for partner_id in partners.into_iter().flatten() {
        webhook::emit(
            txn,
            partner_id,
            &webhook::WithdrawalUpdated {
                withdrawal_id: id,
                operator: webhook::MemberRef::of(member_id),
                amount_fen,
                state: state.to_owned(),
                outcome: outcome.map(str::to_owned),
            },
        )
        .await?;
    }
    Ok(())
}
