//! Staff operations of channels and withdrawals (full schema only):
//! every channel and their comparison, creating channels and assigning
//! operators, the withdrawal queue and its steps, a member's receive info.

use async_graphql::{Context, InputObject, Object, ID};
use domain::channel::{
    channels, credit, detail, payee, rollup, withdrawals, NewChannel, StaffCredit,
};

use super::mutation::WithdrawalPayload;
use super::objects::{
    withdrawal_page, ChannelConnection, ChannelDay, ChannelObject, ChannelTotals, Payee,
    WithdrawalConnection, WithdrawalObject,
};
use crate::enums::WorkflowState;
use crate::ids::{parse_id, parse_ids, parse_member_id, parse_optional_member_id, NodeKind};
use crate::money::Money;
use crate::paging;
use crate::request::{app, viewer};
use crate::scalars::{BigInt, Date};
use crate::Result;

/// Input of `createChannel`.
#[derive(InputObject)]
pub struct CreateChannelInput {
    /// The invite codes' channel name, unique (1 to 32 characters).
    pub name: String,
    /// The shown name (up to 40 characters).
    #[graphql(default)]
    pub title: String,
    /// The member to run it (a `Member` id of a distributor).
    pub operator_id: Option<ID>,
}

crate::payload::payload!(
    /// The answer of `createChannel` and `assignChannelOperator`.
    ChannelPayload { channel: ChannelObject, "The channel; null on failure." }
);

/// Input of `creditEarnings`.
#[derive(InputObject)]
pub struct CreditEarningsInput {
    /// The operator credited (a `Member` id).
    pub member_id: ID,
    /// How much, in fen (1 fen to 10 000 yuan).
    pub amount_fen: BigInt,
    /// What it is for, shown to the operator (1 to 200 characters).
    pub reason: String,
    /// Required: a retried request with the same key is one credit (1 to
    /// 64 printable characters; a UUID).
    pub idempotency_key: String,
}

/// A member's earnings after a staff credit.
#[derive(async_graphql::SimpleObject)]
pub struct EarningsBalance {
    /// What can be withdrawn.
    pub balance: Money,
    /// What open withdrawals hold.
    pub held: Money,
}

impl From<domain::channel::Balance> for EarningsBalance {
    fn from(b: domain::channel::Balance) -> Self {
        Self {
            balance: Money(b.balance_fen),
            held: Money(b.held_fen),
        }
    }
}

crate::payload::payload!(
    /// The answer of `creditEarnings`.
    CreditEarningsPayload { earnings: EarningsBalance, "The member's earnings after the credit; null on failure." }
);

/// Staff queries of channels and withdrawals.
#[derive(Default)]
pub struct ChannelStaffQuery;

#[paging::connection_args]
#[Object]
impl ChannelStaffQuery {
    /// Staff with the operations permission: every channel, newest first.
    #[graphql(
        visible = "crate::audience::staff",
        guard = "crate::audience::Staff::Operations"
    )]
    async fn channels(
        &self,
        ctx: &Context<'_>,
        page: paging::ConnectionArgs,
    ) -> Result<ChannelConnection> {
        let window = page.window()?.decode(paging::parse_id_cursor)?;
        let (rows, more) = channels::list(app(ctx)?, viewer(ctx)?, &window).await?;
        Ok(crate::paging::page(rows, &window, more, |c| {
            (c.id.to_string(), c.into())
        }))
    }

    /// Staff: channels side by side, their figures added up from `from`
    /// to `to` (at most 92 days; at most 50 channels).
    #[graphql(
        visible = "crate::audience::staff",
        guard = "crate::audience::Staff::Operations"
    )]
    async fn compare_channels(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "`Channel` ids, at most 50.")] ids: Vec<ID>,
        #[graphql(desc = "The first day (Asia/Shanghai).")] from: Date,
        #[graphql(desc = "The last day.")] to: Date,
    ) -> Result<Vec<ChannelTotals>> {
        let ids = parse_ids("ids", NodeKind::Channel, &ids)?;
        Ok(
            detail::compare_ids(app(ctx)?, viewer(ctx)?, &ids, from.0, to.0)
                .await?
                .into_iter()
                .map(|t| ChannelTotals {
                    channel: t.channel.into(),
                    totals: ChannelDay::from(t.figures),
                })
                .collect(),
        )
    }

    /// Staff with the operations permission: withdrawals newest first,
    /// optionally in one state (`PROCESSING`: to review or to pay).
    #[graphql(
        visible = "crate::audience::staff",
        guard = "crate::audience::Staff::Operations"
    )]
    async fn withdrawals(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "Only withdrawals in this state; all when absent.")] state: Option<
            WorkflowState,
        >,
        page: paging::ConnectionArgs,
    ) -> Result<WithdrawalConnection> {
        let window = page.window()?.decode(paging::parse_id_cursor)?;
        let (rows, more) =
            withdrawals::list(app(ctx)?, viewer(ctx)?, state.map(Into::into), &window).await?;
        Ok(withdrawal_page(rows, &window, more))
    }

    /// Staff: a member's receive info — in full with the members
    /// permission (audit-logged), masked otherwise.
    #[graphql(
        visible = "crate::audience::staff",
        guard = "crate::audience::Staff::Either"
    )]
    async fn member_payee(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "A `Member` id.")] member_id: ID,
    ) -> Result<Option<Payee>> {
        let id = parse_member_id("memberId", &member_id)?;
        Ok(payee::for_staff(app(ctx)?, viewer(ctx)?, id)
            .await?
            .map(Into::into))
    }
}

/// Staff mutations of channels and withdrawals.
#[derive(Default)]
pub struct ChannelStaffMutation;

#[Object]
impl ChannelStaffMutation {
    /// Creates a channel, optionally with its operator (who gets an invite
    /// code for it).
    #[graphql(
        visible = "crate::audience::staff",
        guard = "crate::audience::Staff::Operations"
    )]
    async fn create_channel(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "The channel.")] input: CreateChannelInput,
    ) -> Result<ChannelPayload> {
        let (a, v) = (app(ctx)?, viewer(ctx)?);
        let done = async {
            let operator_id = parse_optional_member_id("operatorId", input.operator_id.as_ref())?;
            channels::create(
                a,
                v,
                NewChannel {
                    channel: input.name.clone(),
                    title: input.title.clone(),
                    operator_id,
                },
            )
            .await
        }
        .await;
        crate::payload::answer::<_, ChannelObject, _>(done)
    }

    /// Sets (or with no `operatorId`, clears) a channel's operator.
    #[graphql(
        visible = "crate::audience::staff",
        guard = "crate::audience::Staff::Operations"
    )]
    async fn assign_channel_operator(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "A `Channel` id.")] channel_id: ID,
        #[graphql(desc = "A `Member` id of a distributor; absent to clear.")] operator_id: Option<
            ID,
        >,
    ) -> Result<ChannelPayload> {
        let (a, v) = (app(ctx)?, viewer(ctx)?);
        let done = async {
            let id = parse_id("channelId", NodeKind::Channel, &channel_id)?;
            let op = parse_optional_member_id("operatorId", operator_id.as_ref())?;
            channels::assign_operator(a, v, id, op).await
        }
        .await;
        crate::payload::answer::<_, ChannelObject, _>(done)
    }

    /// Credits an operator's earnings by hand (补发佣金) with the reason
    /// they read: once per idempotency key, audit-logged, messaged.
    #[graphql(
        visible = "crate::audience::staff",
        guard = "crate::audience::Staff::Operations"
    )]
    async fn credit_earnings(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "The credit.")] input: CreditEarningsInput,
    ) -> Result<CreditEarningsPayload> {
        let (a, v) = (app(ctx)?, viewer(ctx)?);
        let done = async {
            let member_id = parse_member_id("memberId", &input.member_id)?;
            credit::credit(
                a,
                v,
                StaffCredit {
                    member_id,
                    amount_fen: input.amount_fen.0,
                    reason: input.reason.clone(),
                    idempotency_key: input.idempotency_key.clone(),
                },
            )
            .await
        }
        .await;
        crate::payload::answer::<_, EarningsBalance, _>(done)
    }

    /// Asks for the channels' daily roll-up now rather than at the next
    /// 5 minutes (one run a minute at most, however often asked). True
    /// once asked; the figures follow within seconds.
    #[graphql(
        visible = "crate::audience::staff",
        guard = "crate::audience::Staff::Operations"
    )]
    async fn refresh_channel_stats(&self, ctx: &Context<'_>) -> Result<bool> {
        rollup::request_now(app(ctx)?, viewer(ctx)?).await?;
        Ok(true)
    }

    /// Approves a waiting withdrawal (it stays open until paid).
    #[graphql(
        visible = "crate::audience::staff",
        guard = "crate::audience::Staff::Operations"
    )]
    async fn approve_withdrawal(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "A `Withdrawal` id.")] id: ID,
    ) -> Result<WithdrawalPayload> {
        let (a, v) = (app(ctx)?, viewer(ctx)?);
        let done = async {
            let id = parse_id("id", NodeKind::Withdrawal, &id)?;
            withdrawals::approve(a, v, id).await
        }
        .await;
        crate::payload::answer::<_, WithdrawalObject, _>(done)
    }

    /// Rejects a withdrawal with a reason told to the member: the amount
    /// returns to their balance (once).
    #[graphql(
        visible = "crate::audience::staff",
        guard = "crate::audience::Staff::Operations"
    )]
    async fn reject_withdrawal(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "A `Withdrawal` id.")] id: ID,
        #[graphql(desc = "Why, 1 to 200 characters.")] reason: String,
    ) -> Result<WithdrawalPayload> {
        let (a, v) = (app(ctx)?, viewer(ctx)?);
        let done = async {
            let id = parse_id("id", NodeKind::Withdrawal, &id)?;
            withdrawals::reject(a, v, id, &reason).await
        }
        .await;
        crate::payload::answer::<_, WithdrawalObject, _>(done)
    }

    /// Marks an approved withdrawal paid.
    #[graphql(
        visible = "crate::audience::staff",
        guard = "crate::audience::Staff::Operations"
    )]
    async fn mark_withdrawal_paid(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "A `Withdrawal` id.")] id: ID,
    ) -> Result<WithdrawalPayload> {
        let (a, v) = (app(ctx)?, viewer(ctx)?);
        let done = async {
            let id = parse_id("id", NodeKind::Withdrawal, &id)?;
            withdrawals::mark_paid(a, v, id).await
        }
        .await;
        crate::payload::answer::<_, WithdrawalObject, _>(done)
    }
}
