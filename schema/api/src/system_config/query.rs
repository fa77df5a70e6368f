//! The system config area's queries.

use super::objects::*;
use crate::partner_scope::partner_scope;
use crate::request::app;
use crate::Result;
use async_graphql::{Context, Object};
use domain::partner::Scope;
use domain::system_config::service::{self};

#[derive(Default)]
pub struct SystemConfigQuery;

/// System configuration reads.
#[Object]
impl SystemConfigQuery {
    /// One configuration value, or null when it was never set.
    #[graphql(directive = partner_scope::apply(Scope::LotteryRead.into()))]
    async fn system_config(
        &self,
        ctx: &Context<'_>,
        #[graphql(name = "type", desc = "The value's name, e.g. `CHECK_IN_REWARDS`.")]
        config_type: String,
    ) -> Result<Option<SystemConfigObject>> {
        let items = service::get(app(ctx)?, &[config_type]).await?;
        Ok(items.into_iter().next().map(Into::into))
    }

    /// Several values at once (at most 50), in the order asked; unset ones
    /// are left out.
    #[graphql(directive = partner_scope::apply(Scope::LotteryRead.into()), directive = crate::list_size::list_size::apply(domain::system_config::service::MAX_TYPES_PER_GET as u32, Some(vec!["types".into()])))]
    async fn system_configs(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "The values' names, 1 to 50 (e.g. `CHECK_IN_REWARDS`).")] types: Vec<
            String,
        >,
    ) -> Result<Vec<SystemConfigObject>> {
        let items = service::get(app(ctx)?, &types).await?;
        Ok(items.into_iter().map(Into::into).collect())
    }
}
