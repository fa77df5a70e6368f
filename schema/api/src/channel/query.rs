//! The channel area's public queries: an operator's channels, the
//! caller's earnings, receive info and withdrawals.

use async_graphql::{Context, Object, ID};
use domain::channel::{channels, earnings, payee, withdrawals};
use domain::partner::Scope;

use super::objects::{withdrawal_page, ChannelObject, Earnings, Payee, WithdrawalConnection};
use crate::ids::{parse_id, NodeKind};
use crate::node::none_when_hidden;
use crate::paging;
use crate::partner_scope::partner_scope;
use crate::request::{app, viewer};
use crate::Result;

#[derive(Default)]
pub struct ChannelQuery;

#[paging::connection_args]
#[Object]
impl ChannelQuery {
    /// The channels the caller runs (an operator: a distributor staff
    /// assigned to them).
    #[graphql(directive = partner_scope::apply(Scope::ChannelStats.into()), directive = crate::list_size::list_size::apply(20, None))]
    async fn my_channels(&self, ctx: &Context<'_>) -> Result<Vec<ChannelObject>> {
        Ok(channels::mine(app(ctx)?, viewer(ctx)?)
            .await?
            .into_iter()
            .map(Into::into)
            .collect())
    }

    /// A channel the caller runs (staff: any); null for another's.
    #[graphql(directive = partner_scope::apply(Scope::ChannelStats.into()))]
    async fn channel(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "A `Channel` id.")] id: ID,
    ) -> Result<Option<ChannelObject>> {
        let id = parse_id("id", NodeKind::Channel, &id)?;
        Ok(none_when_hidden(channels::get(app(ctx)?, viewer(ctx)?, id).await)?.map(Into::into))
    }

    /// The caller's earnings: balance, held, ledger.
    #[graphql(directive = partner_scope::apply(Scope::MemberPii.into()))]
    async fn my_earnings(&self, ctx: &Context<'_>) -> Result<Earnings> {
        Ok(Earnings(earnings::balance(app(ctx)?, viewer(ctx)?).await?))
    }

    /// The caller's receive info (in full); null when not set.
    #[graphql(directive = partner_scope::apply(Scope::MemberPii.into()))]
    async fn my_payee(&self, ctx: &Context<'_>) -> Result<Option<Payee>> {
        Ok(payee::mine(app(ctx)?, viewer(ctx)?).await?.map(Into::into))
    }

    /// The caller's withdrawals, newest first.
    #[graphql(directive = partner_scope::apply(Scope::MemberPii.into()))]
    async fn my_withdrawals(
        &self,
        ctx: &Context<'_>,
        page: paging::ConnectionArgs,
    ) -> Result<WithdrawalConnection> {
        let window = page.window()?.decode(paging::parse_id_cursor)?;
        let (rows, more) = withdrawals::mine(app(ctx)?, viewer(ctx)?, &window).await?;
        Ok(withdrawal_page(rows, &window, more))
    }
}
