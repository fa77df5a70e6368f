//! The system config area's subscriptions.

use super::objects::*;
use crate::partner_scope::partner_scope;
use crate::request::app;
use crate::Result;
use async_graphql::{Context, Subscription};
use domain::partner::Scope;
use futures_util::{Stream, StreamExt};

#[derive(Default)]
pub struct SystemConfigSubscription;

/// Live system configuration changes.
#[Subscription]
impl SystemConfigSubscription {
    /// Every change of a configuration value (of the listed types, or all),
    /// carrying the new value.
    #[graphql(directive = partner_scope::apply(Scope::LotteryRead.into()))]
    async fn system_config_changed(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "Only changes of these values' names; every change when absent.")]
        types: Option<Vec<String>>,
    ) -> Result<impl Stream<Item = SystemConfigObject>> {
        Ok(domain::system_config::events::changes(app(ctx)?, types).map(SystemConfigObject::from))
    }
}
