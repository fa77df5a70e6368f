//! The shop area's queries.

use super::objects::*;
use crate::ids::{parse_id, NodeKind};
use crate::paging;
use crate::partner_scope::partner_scope;
use crate::request::{app, viewer};
use crate::Result;
use async_graphql::{Context, Object, ID};
use domain::partner::Scope;
use domain::shop::service::{self};

#[derive(Default)]
pub struct ShopQuery;

/// Points shop reads: the shelf and the caller's redemptions.
#[paging::connection_args]
#[Object]
impl ShopQuery {
    /// Items on the shelf in display order. No sign-in needed.
    #[graphql(directive = partner_scope::apply(Scope::PointsRead.into()))]
    async fn shop_items(
        &self,
        ctx: &Context<'_>,
        page: paging::ConnectionArgs,
    ) -> Result<ShopItemConnection> {
        let window = page.window()?.decode(paging::parse_id_cursor)?;
        let (rows, more) = service::shelf(app(ctx)?, &window).await?;
        item_connection(rows, more, &window)
    }

    /// One item (staff also see items off the shelf).
    #[graphql(directive = partner_scope::apply(Scope::PointsRead.into()))]
    async fn shop_item(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "The item's global id.")] id: ID,
    ) -> Result<Option<ShopItem>> {
        let viewer = ctx.data_opt::<domain::Viewer>();
        Ok(
            service::item(app(ctx)?, viewer, parse_id("id", NodeKind::ShopItem, &id)?)
                .await?
                .map(Into::into),
        )
    }

    /// The caller's redemptions, newest first.
    #[graphql(directive = partner_scope::apply(Scope::PointsRead.into()))]
    async fn my_redemptions(
        &self,
        ctx: &Context<'_>,
        page: paging::ConnectionArgs,
    ) -> Result<RedemptionConnection> {
        let window = page.window()?.decode(paging::parse_id_cursor)?;
        let (rows, more) =
            service::redemptions(app(ctx)?, viewer(ctx)?, false, None, &window).await?;
        redemption_connection(rows, more, &window)
    }
}
