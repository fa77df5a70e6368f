//! The shop area's objects, inputs and payloads.

use crate::ids::{global, NodeKind};
use crate::paging;
use crate::scalars::BigInt;
use crate::text::given_owned;
use crate::Result;
use async_graphql::dataloader::{DataLoader, Loader};
use async_graphql::{Context, Enum, InputObject, SimpleObject, ID};
use chrono::{DateTime, Utc};
use domain::shop::service::{self, ItemInput, Status};
use entities::{shop_item, shop_redemption};
use std::collections::HashMap;

/// An item of the points shop.
#[derive(SimpleObject)]
pub struct ShopItem {
    /// The item's global id (opaque).
    pub id: ID,
    /// The row id the legacy layer (`POST /api/...`) uses for this object.
    pub legacy_id: BigInt,
    /// The item's name, 1 to 60 characters.
    pub name: String,
    /// The item's description, up to 2000 characters; null when none.
    pub description: Option<String>,
    /// Uploaded file ids (`/api/Files/{fid}`); the first is the cover.
    pub images: Vec<String>,
    /// The price of one piece, in points (积分).
    pub price_points: i64,
    /// Pieces left to redeem (0 or more); 0 means out of stock.
    pub stock: i64,
    /// On the shelf.
    pub enabled: bool,
    /// Display order on the shelf, smallest first.
    pub sort_order: i32,
    /// Pieces redeemed so far (兑换), net of cancelled redemptions.
    pub redeemed_count: i64,
}

impl From<shop_item::Model> for ShopItem {
    fn from(i: shop_item::Model) -> Self {
        Self {
            id: global(NodeKind::ShopItem, i.id),
            legacy_id: BigInt(i.id),
            images: serde_json::from_value(i.images).unwrap_or_default(),
            name: i.name,
            description: given_owned(i.description),
            price_points: i.price_points,
            stock: i.stock,
            enabled: i.enabled,
            sort_order: i.sort_order,
            redeemed_count: i.redeemed_count,
        }
    }
}

/// A page of shop items in display order.
#[crate::paging::connection(edge = ShopItemEdge, node = ShopItem)]
pub struct ShopItemConnection {}

/// Delivery state of a redemption.
#[derive(Enum, Copy, Clone, Eq, PartialEq, Debug)]
pub enum RedemptionStatus {
    /// Points paid, waiting for staff to ship it.
    Pending,
    /// Sent by courier; `trackingNo` is set.
    Shipped,
    /// Cancelled by staff: points refunded and stock restored.
    Cancelled,
}

impl From<Status> for RedemptionStatus {
    fn from(s: Status) -> Self {
        match s {
            Status::Pending => RedemptionStatus::Pending,
            Status::Shipped => RedemptionStatus::Shipped,
            Status::Cancelled => RedemptionStatus::Cancelled,
        }
    }
}

impl From<RedemptionStatus> for Status {
    fn from(s: RedemptionStatus) -> Self {
        match s {
            RedemptionStatus::Pending => Status::Pending,
            RedemptionStatus::Shipped => Status::Shipped,
            RedemptionStatus::Cancelled => Status::Cancelled,
        }
    }
}

/// Where a redemption is delivered (a copy of the address at the time).
#[derive(SimpleObject)]
pub struct DeliveryAddress {
    /// The receiver's name.
    pub name: String,
    /// The receiver's mobile number.
    pub phone: String,
    /// Province; null when not given.
    pub province: Option<String>,
    /// City; null when not given.
    pub city: Option<String>,
    /// Country; null when not given.
    pub country: Option<String>,
    /// Street; null when not given.
    pub street: Option<String>,
    /// The rest of the address.
    pub address: String,
}

/// A redemption ("exchange record").
#[derive(SimpleObject)]
#[graphql(complex)]
pub struct Redemption {
    /// The redemption's global id (opaque).
    pub id: ID,
    /// The row id the legacy layer (`POST /api/...`) uses for this object.
    pub legacy_id: BigInt,
    #[graphql(skip)]
    pub member_row: i64,
    #[graphql(skip)]
    pub item_row: i64,
    /// The item's name at the time of redeeming.
    pub item_name: String,
    /// How many pieces, 1 to 99.
    pub quantity: i32,
    /// Points paid.
    pub points: i64,
    /// Where it is delivered (the address as it was when redeemed).
    pub delivery: DeliveryAddress,
    /// Its delivery state.
    pub status: RedemptionStatus,
    /// The courier's tracking number; null until `SHIPPED`.
    pub tracking_no: Option<String>,
    /// Staff's note on cancelling (shown to the member); null otherwise.
    pub note: Option<String>,
    /// When it was redeemed.
    pub created_at: DateTime<Utc>,
    /// When staff marked it shipped; null until then.
    pub shipped_at: Option<DateTime<Utc>>,
    /// When staff cancelled it; null unless `CANCELLED`.
    pub cancelled_at: Option<DateTime<Utc>>,
}

impl TryFrom<shop_redemption::Model> for Redemption {
    type Error = domain::AppError;

    fn try_from(r: shop_redemption::Model) -> Result<Self, domain::AppError> {
        Ok(Self {
            id: global(NodeKind::Redemption, r.id),
            legacy_id: BigInt(r.id),
            member_row: r.member_id,
            item_row: r.item_id,
            item_name: r.item_name,
            quantity: r.quantity,
            points: r.points,
            delivery: DeliveryAddress {
                name: r.receiver_name,
                phone: r.receiver_mobile,
                province: given_owned(r.province),
                city: given_owned(r.city),
                country: given_owned(r.country),
                street: given_owned(r.street),
                address: r.address,
            },
            status: Status::from_number(r.status)?.into(),
            tracking_no: given_owned(r.tracking_no),
            note: given_owned(r.note),
            created_at: r.created_at,
            shipped_at: r.shipped_at,
            cancelled_at: r.cancelled_at,
        })
    }
}

#[async_graphql::ComplexObject]
impl Redemption {
    /// The member who redeemed, as the caller may see them.
    async fn member(&self, ctx: &Context<'_>) -> Result<Option<crate::member::MemberObject>> {
        crate::member::load_member(ctx, self.member_row).await
    }
    /// The item redeemed, when the caller may see it (members: while it is
    /// on the shelf); its name at the time stays in `itemName`.
    async fn item(&self, ctx: &Context<'_>) -> Result<Option<ShopItem>> {
        let loader = ctx
            .data::<DataLoader<ShopItemLoader>>()
            .map_err(|_| domain::AppError::internal("schema built without the item loader"))?;
        let viewer = ctx.data_opt::<domain::Viewer>();
        Ok(loader
            .load_one(self.item_row)
            .await?
            .filter(|i| service::visible_to(i, viewer))
            .map(Into::into))
    }
}

/// Loads shop items by id in batches: a page of redemptions naming their
/// items is one query.
pub struct ShopItemLoader {
    ctx: domain::AppContext,
}

impl ShopItemLoader {
    pub fn new(ctx: domain::AppContext) -> Self {
        Self { ctx }
    }
}

impl Loader<i64> for ShopItemLoader {
    type Value = shop_item::Model;
    type Error = domain::AppError;

    async fn load(
        &self,
        keys: &[i64],
    ) -> std::result::Result<HashMap<i64, shop_item::Model>, domain::AppError> {
        service::rows_by_id(&self.ctx, keys).await
    }
}

/// A page of redemptions (exchange records), newest first.
#[crate::paging::connection(edge = RedemptionEdge, node = Redemption)]
pub struct RedemptionConnection {}

pub(super) fn item_connection(
    rows: Vec<shop_item::Model>,
    more: bool,
    window: &paging::Window<i64>,
) -> Result<ShopItemConnection> {
    Ok(crate::paging::page(rows, window, more, |i| {
        (i.id.to_string(), i.into())
    }))
}

pub(super) fn redemption_connection(
    rows: Vec<shop_redemption::Model>,
    more: bool,
    window: &paging::Window<i64>,
) -> Result<RedemptionConnection> {
    crate::paging::try_page(rows, window, more, |r| -> Result<_> {
        Ok((r.id.to_string(), r.try_into()?))
    })
}

/// Input of `redeem`.
#[derive(InputObject)]
pub struct RedeemInput {
    /// The item to redeem (global id).
    pub item_id: ID,
    /// How many, 1 to 99; default 1.
    pub quantity: Option<i32>,
    /// One of the caller's delivery addresses (`myAddresses`, global id).
    pub address_id: ID,
    /// A fresh key per redeem attempt (e.g. a UUID); resending the same key
    /// answers the first redemption instead of redeeming twice.
    pub idempotency_key: String,
}

/// An item's details as staff write them; absent fields stay as they are.
#[derive(InputObject)]
pub struct ShopItemInput {
    /// The item's name, 1 to 60 characters.
    pub name: Option<String>,
    /// The item's description, up to 2000 characters.
    pub description: Option<String>,
    /// Uploaded file ids (`fid`), at most 9; the first is the cover.
    pub images: Option<Vec<String>>,
    /// The price in points.
    pub price_points: Option<i64>,
    /// On the shelf.
    pub enabled: Option<bool>,
    /// Display order, smallest first.
    pub sort_order: Option<i32>,
}

/// Input of `createShopItem`.
#[derive(InputObject)]
pub struct CreateShopItemInput {
    /// The item's details (`name` is required).
    pub item: ShopItemInput,
    /// The stock to start with (0 or more).
    pub stock: i64,
    /// A fresh key per attempt: a retry answers the first item instead of
    /// creating a second one.
    pub idempotency_key: Option<String>,
}

/// Input of `updateShopItem`.
#[derive(InputObject)]
pub struct UpdateShopItemInput {
    /// The item (global id).
    pub id: ID,
    /// The details to change.
    pub item: ShopItemInput,
}

/// Input of `addShopItemStock`.
#[derive(InputObject)]
pub struct AddShopItemStockInput {
    /// The item (global id).
    pub id: ID,
    /// Stock to add; negative removes (never below zero), at most 1000000
    /// either way.
    pub delta: i64,
    /// A fresh key per attempt: a retry answers the item and moves no stock.
    pub idempotency_key: Option<String>,
}

/// Input of `shipRedemption`.
#[derive(InputObject)]
pub struct ShipRedemptionInput {
    /// The pending redemption (global id).
    pub id: ID,
    /// The courier's tracking number, 1 to 64 characters.
    pub tracking_number: String,
}

/// Input of `cancelRedemption`.
#[derive(InputObject)]
pub struct CancelRedemptionInput {
    /// The pending redemption (global id).
    pub id: ID,
    /// Why, shown to the member; up to 200 characters.
    pub note: Option<String>,
    /// A fresh key per attempt: a retry answers the cancelled redemption and
    /// refunds nothing again.
    pub idempotency_key: Option<String>,
}

crate::payload::payload!(
    /// The answer of `redeem`.
    RedeemPayload { redemption: Redemption, "The redemption; null on failure (`INSUFFICIENT_POINTS`, `OUT_OF_STOCK`, …)." }

);

crate::payload::payload!(
    /// The answer of `createShopItem`.
    CreateShopItemPayload { item: ShopItem, "The new item; null on failure." }

);

crate::payload::payload!(
    /// The answer of `updateShopItem`.
    UpdateShopItemPayload { item: ShopItem, "The item after the change; null on failure." }

);

crate::payload::payload!(
    /// The answer of `addShopItemStock`.
    AddShopItemStockPayload { item: ShopItem, "The item with its new stock; null on failure." }

);

crate::payload::payload!(
    /// The answer of `shipRedemption`.
    ShipRedemptionPayload { redemption: Redemption, "The redemption, now `SHIPPED`; null on failure." }

);

crate::payload::payload!(
    /// The answer of `cancelRedemption`.
    CancelRedemptionPayload { redemption: Redemption, "The redemption, now `CANCELLED`; null on failure." }

);

impl From<ShopItemInput> for ItemInput {
    fn from(i: ShopItemInput) -> Self {
        Self {
            name: i.name,
            description: i.description,
            images: i.images,
            price_points: i.price_points,
            enabled: i.enabled,
            sort_order: i.sort_order,
        }
    }
}
