//! The partner area's queries.

use super::objects::*;
use crate::partner_scope::partner_scope;
use crate::Result;
use async_graphql::{Context, Object};
use domain::partner::Scope;

/// What a partner key reads about its own channels.
#[derive(Default)]
pub struct PartnerQuery;

#[Object]
impl PartnerQuery {
    /// The calling partner's channels: their members and their days
    /// (a partner key with the `channel:stats` scope; others are refused).
    #[graphql(directive = partner_scope::apply(Scope::ChannelStats.into()))]
    async fn partner_channel_stats(&self, ctx: &Context<'_>) -> Result<PartnerChannelStats> {
        let caller =
            domain::partner::stats::open(ctx.data_opt::<domain::partner::PartnerCaller>())?;
        Ok(PartnerChannelStats(caller.clone()))
    }
}
