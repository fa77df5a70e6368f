//! GraphQL face of the points shop: the shelf, redeeming, "my exchange
//! records", and the staff's item and delivery management.

use std::collections::HashMap;

use async_graphql::dataloader::{DataLoader, Loader};
use async_graphql::{Context, Enum, InputObject, Object, SimpleObject, ID};

use crate::ids::{global, parse_id, NodeKind};
use crate::partner_scope::partner_scope;
use crate::payload::answer;
use crate::scalars::BigInt;
use crate::Result;
use chrono::{DateTime, Utc};

use crate::paging;
use crate::request::{app, viewer};
use crate::text::given_owned;
use domain::partner::Scope;
use domain::shop::service::{self, ItemInput, Status};
use entities::{shop_item, shop_redemption};

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

fn item_connection(
    rows: Vec<shop_item::Model>,
    more: bool,
    window: &paging::Window<i64>,
) -> Result<ShopItemConnection> {
    Ok(crate::paging::page(rows, window, more, |i| {
        (i.id.to_string(), i.into())
    }))
}

fn redemption_connection(
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

#[derive(Default)]
pub struct ShopMutation;

/// Points shop writes of a member: redeeming.
#[Object]
impl ShopMutation {
    /// Redeems an item for points (兑换), delivered to one of the caller's
    /// addresses. Too few points or too little stock are user errors.
    async fn redeem(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "What to redeem, how many, where to deliver; see `RedeemInput`.")]
        input: RedeemInput,
    ) -> Result<RedeemPayload> {
        let (a, v) = (app(ctx)?, viewer(ctx)?);
        let done = async {
            let input = service::RedeemInput {
                item_id: parse_id("itemId", NodeKind::ShopItem, &input.item_id)?,
                quantity: input.quantity.unwrap_or(1),
                address_id: parse_id("addressId", NodeKind::MemberAddress, &input.address_id)?,
                idempotency_key: input.idempotency_key,
            };
            service::redeem(a, v, input).await
        }
        .await;
        answer::<_, Redemption, _>(done)
    }
}

/// Staff operations of this area: invisible to members and partners in
/// introspection, and refused to them (ARCHITECTURE.md "Three audiences").
#[derive(Default)]
pub struct ShopStaffQuery;

#[paging::connection_args]
#[Object]
impl ShopStaffQuery {
    /// Every item, on the shelf or not, in display order (staff,
    /// operations permission).
    #[graphql(visible = "crate::audience::staff")]
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
    #[graphql(visible = "crate::audience::staff")]
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
    #[graphql(visible = "crate::audience::staff")]
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
    #[graphql(visible = "crate::audience::staff")]
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
    #[graphql(visible = "crate::audience::staff")]
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
    #[graphql(visible = "crate::audience::staff")]
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
    #[graphql(visible = "crate::audience::staff")]
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
