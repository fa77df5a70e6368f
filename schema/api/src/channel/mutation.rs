//! The channel area's public mutations: receive info, asking for a
//! withdrawal (with an idempotency key) and cancelling one. Each answers a
//! payload with `userErrors` (`NOT_VERIFIED`, `PAYEE_MISMATCH`,
//! `INSUFFICIENT_BALANCE`, `WITHDRAWAL_LIMIT`, …).

use async_graphql::{Context, InputObject, Object, ID};
use domain::channel::{payee, withdrawals, PayeeInput, WithdrawalRequest};

use super::objects::{Payee, PayeeKind, WithdrawalObject};
use crate::ids::{parse_id, NodeKind};
use crate::request::{app, viewer};
use crate::scalars::BigInt;
use crate::Result;

/// Input of `setPayee`.
#[derive(InputObject)]
pub struct SetPayeeInput {
    /// The legal name: must be the caller's real-name authentication's.
    pub legal_name: String,
    /// Bank or Alipay.
    pub kind: PayeeKind,
    /// A bank card number (12 to 30 digits) or an Alipay account.
    pub account_no: String,
    /// The bank's name (for a bank card).
    #[graphql(default)]
    pub bank_name: String,
}

crate::payload::payload!(
    /// The answer of `setPayee`.
    PayeePayload { payee: Payee, "The receive info as saved; null on failure." }
);

/// Input of `requestWithdrawal`.
#[derive(InputObject)]
pub struct RequestWithdrawalInput {
    /// The amount in fen (分), at least the minimum (10 yuan by default).
    pub amount_fen: BigInt,
    /// Makes a retried request one withdrawal (1 to 64 printable
    /// characters; a UUID).
    pub idempotency_key: Option<String>,
}

crate::payload::payload!(
    /// The answer of the withdrawal mutations.
    WithdrawalPayload { withdrawal: WithdrawalObject, "The withdrawal after the step; null on failure." }
);

#[derive(Default)]
pub struct ChannelMutation;

#[Object]
impl ChannelMutation {
    /// Sets the caller's receive info (收款信息). Needs real-name
    /// authentication; the legal name must be the same.
    async fn set_payee(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "The receive info.")] input: SetPayeeInput,
    ) -> Result<PayeePayload> {
        let done = payee::set(
            app(ctx)?,
            viewer(ctx)?,
            PayeeInput {
                legal_name: input.legal_name,
                kind: input.kind.into(),
                account_no: input.account_no,
                bank_name: input.bank_name,
            },
        )
        .await;
        crate::payload::answer::<_, Payee, _>(done)
    }

    /// Asks to withdraw earned commission: the amount is held at once.
    /// Limits (minimum, daily maximum, requests a day) are settings.
    async fn request_withdrawal(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "How much.")] input: RequestWithdrawalInput,
    ) -> Result<WithdrawalPayload> {
        let done = withdrawals::request(
            app(ctx)?,
            viewer(ctx)?,
            WithdrawalRequest {
                amount_fen: input.amount_fen.0,
                idempotency_key: input.idempotency_key,
            },
        )
        .await;
        crate::payload::answer::<_, WithdrawalObject, _>(done)
    }

    /// Cancels the caller's withdrawal before staff approved it: the
    /// amount returns to the balance.
    async fn cancel_withdrawal(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "A `Withdrawal` id.")] id: ID,
    ) -> Result<WithdrawalPayload> {
        let (a, v) = (app(ctx)?, viewer(ctx)?);
        let done = async {
            let id = parse_id("id", NodeKind::Withdrawal, &id)?;
            withdrawals::cancel(a, v, id).await
        }
        .await;
        crate::payload::answer::<_, WithdrawalObject, _>(done)
    }
}
