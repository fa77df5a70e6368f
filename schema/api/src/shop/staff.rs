//! The shop area's staff operations (full schema only).

use super::objects::*;
use crate::ids::{parse_id, NodeKind};
use crate::paging;
use crate::payload::answer;
use crate::request::{app, viewer};
use crate::Result;
use async_graphql::{Context, Object};
use domain::shop::service::{self};

/// Staff operations of this area: invisible to members and partners in
/// introspection, and refused to them (ARCHITECTURE.md "Three audiences").
#[derive(Default)]
pub struct ShopStaffQuery;

#[paging::connection_args]
#[Object]
impl ShopStaffQuery {
    /// Every item, on the shelf or not, in display order (staff,
    /// operations permission).
    #[graphql(
        visible = "crate::audience::staff",
        guard = "crate::audience::Staff::Operations"
    )]
    async fn shop_items_admin(
        &self,
        ctx: &Context<'_>,
        page: paging::ConnectionArgs,
    ) -> Result<ShopItemConnection> {
        let window = page.window()?.decode(paging::parse_id_cursor)?;
        let (rows, more) = service::all_items(app(ctx)?, viewer(ctx)?, &window).await?;
        item_connection(rows, more, &window)
    }

    /// Every member's redemptions, newest first, optionally of one status
    /// (staff, operations permission; audit-logged).
    #[graphql(
        visible = "crate::audience::staff",
        guard = "crate::audience::Staff::Operations"
    )]
    async fn shop_redemptions(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "Only redemptions in this state; all when absent.")] status: Option<
            RedemptionStatus,
        >,
        page: paging::ConnectionArgs,
    ) -> Result<RedemptionConnection> {
        let window = page.window()?.decode(paging::parse_id_cursor)?;
        let (rows, more) = service::redemptions(
            app(ctx)?,
            viewer(ctx)?,
            true,
            status.map(Into::into),
            &window,
        )
        .await?;
        redemption_connection(rows, more, &window)
    }
}

/// Staff operations of this area: invisible to members and partners in
/// introspection, and refused to them (ARCHITECTURE.md "Three audiences").
#[derive(Default)]
pub struct ShopStaffMutation;

#[Object]
impl ShopStaffMutation {
    /// Puts a new item in the shop (staff, operations permission).
    #[graphql(
        visible = "crate::audience::staff",
        guard = "crate::audience::Staff::Operations"
    )]
    async fn create_shop_item(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "The new item's details and starting stock; see `CreateShopItemInput`.")]
        input: CreateShopItemInput,
    ) -> Result<CreateShopItemPayload> {
        let done = service::create_item_once(
            app(ctx)?,
            viewer(ctx)?,
            input.item.into(),
            input.stock,
            input.idempotency_key.as_deref(),
        )
        .await
        .map_err(|e| e.nested("item", &["stock", "idempotencyKey"]));
        answer::<_, ShopItem, _>(done)
    }

    /// Changes an item's details; absent fields stay (staff, operations
    /// permission).
    #[graphql(
        visible = "crate::audience::staff",
        guard = "crate::audience::Staff::Operations"
    )]
    async fn update_shop_item(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "The item and the details to change; see `UpdateShopItemInput`.")]
        input: UpdateShopItemInput,
    ) -> Result<UpdateShopItemPayload> {
        let (a, v) = (app(ctx)?, viewer(ctx)?);
        let done = async {
            let id = parse_id("id", NodeKind::ShopItem, &input.id)?;
            service::update_item(a, v, id, input.item.into())
                .await
                .map_err(|e| e.nested("item", &["id"]))
        }
        .await;
        answer::<_, ShopItem, _>(done)
    }

    /// Adds stock (a negative delta removes some; never below zero; staff,
    /// operations permission).
    #[graphql(
        visible = "crate::audience::staff",
        guard = "crate::audience::Staff::Operations"
    )]
    async fn add_shop_item_stock(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "The item and the stock change; see `AddShopItemStockInput`.")]
        input: AddShopItemStockInput,
    ) -> Result<AddShopItemStockPayload> {
        let (a, v) = (app(ctx)?, viewer(ctx)?);
        let done = async {
            let id = parse_id("id", NodeKind::ShopItem, &input.id)?;
            service::add_stock_once(a, v, id, input.delta, input.idempotency_key.as_deref()).await
        }
        .await;
        answer::<_, ShopItem, _>(done)
    }

    /// Marks a pending redemption shipped (staff, operations permission).
    #[graphql(
        visible = "crate::audience::staff",
        guard = "crate::audience::Staff::Operations"
    )]
    async fn ship_redemption(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "The redemption and its tracking number; see `ShipRedemptionInput`.")]
        input: ShipRedemptionInput,
    ) -> Result<ShipRedemptionPayload> {
        let (a, v) = (app(ctx)?, viewer(ctx)?);
        let done = async {
            let id = parse_id("id", NodeKind::Redemption, &input.id)?;
            service::ship(a, v, id, &input.tracking_number)
                .await
                .map_err(|e| e.in_field("trackingNumber", "trackingNo"))
        }
        .await;
        answer::<_, Redemption, _>(done)
    }

    /// Cancels a pending redemption: points refunded, stock restored
    /// (staff, operations permission).
    #[graphql(
        visible = "crate::audience::staff",
        guard = "crate::audience::Staff::Operations"
    )]
    async fn cancel_redemption(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "The redemption and why; see `CancelRedemptionInput`.")]
        input: CancelRedemptionInput,
    ) -> Result<CancelRedemptionPayload> {
        let (a, v) = (app(ctx)?, viewer(ctx)?);
        let done = async {
            let id = parse_id("id", NodeKind::Redemption, &input.id)?;
            let note = input.note.as_deref().unwrap_or("");
            service::cancel_once(a, v, id, note, input.idempotency_key.as_deref()).await
        }
        .await;
        answer::<_, Redemption, _>(done)
    }
}
