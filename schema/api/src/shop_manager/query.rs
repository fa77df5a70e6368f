//! The shop manager's public query roots: the caller's certification
//! request and their shop (whose fields carry the family, memos and
//! invite).

use async_graphql::{Context, Object};
use domain::partner::Scope;

use super::objects::{Shop, ShopApplicationObject};
use crate::partner_scope::partner_scope;
use crate::request::{app, viewer};
use crate::Result;

#[derive(Default)]
pub struct ShopManagerQuery;

#[Object]
impl ShopManagerQuery {
    /// The caller's newest shop-manager application (open, or how the last
    /// one ended, with a rejection's reason); null when they never applied.
    #[graphql(directive = partner_scope::apply(Scope::MemberRead.into()))]
    async fn my_shop_application(
        &self,
        ctx: &Context<'_>,
    ) -> Result<Option<ShopApplicationObject>> {
        Ok(
            domain::shop_manager::certification::latest(app(ctx)?, viewer(ctx)?)
                .await?
                .map(TryInto::try_into)
                .transpose()?,
        )
    }

    /// The caller's certified shop; null when they are not a shop manager
    /// (the toolbox page shows itself for a shop).
    #[graphql(directive = partner_scope::apply(Scope::MemberRead.into()))]
    async fn my_shop(&self, ctx: &Context<'_>) -> Result<Option<Shop>> {
        Ok(domain::shop_manager::my_shop(app(ctx)?, viewer(ctx)?)
            .await?
            .map(Into::into))
    }
}
