//! GraphQL face of the points shop: the shelf, redeeming, "my exchange
//! records", and the staff's item and delivery management.

use async_graphql::{Context, Enum, InputObject, Object, SimpleObject, ID};

use crate::ids::{global, parse_id, NodeKind};
use crate::scalars::BigInt;
use crate::Result;
use chrono::{DateTime, Utc};

use crate::paging::{self, PageInfo};
use crate::request::{app, viewer};
use domain::shop::service::{self, ItemInput, RedeemInput, Status};
use entities::{shop_item, shop_redemption};

/// An item of the points shop.
#[derive(SimpleObject)]
pub struct ShopItem {
    pub id: ID,
    /// The row id the legacy layer (`POST /api/...`) uses for this object.
    pub legacy_id: BigInt,
    pub name: String,
    pub description: String,
    /// Uploaded file ids (`/api/Files/{fid}`); the first is the cover.
    pub images: Vec<String>,
    pub price_points: i64,
    pub stock: i64,
    /// On the shelf.
    pub enabled: bool,
    pub sort_order: i32,
    pub redeemed_count: i64,
}

impl From<shop_item::Model> for ShopItem {
    fn from(i: shop_item::Model) -> Self {
        Self {
            id: global(NodeKind::ShopItem, i.id),
            legacy_id: BigInt(i.id),
            images: serde_json::from_value(i.images).unwrap_or_default(),
            name: i.name,
            description: i.description,
            price_points: i.price_points,
            stock: i.stock,
            enabled: i.enabled,
            sort_order: i.sort_order,
            redeemed_count: i.redeemed_count,
        }
    }
}

#[derive(SimpleObject)]
pub struct ShopItemEdge {
    pub cursor: String,
    pub node: ShopItem,
}

#[derive(SimpleObject)]
#[graphql(complex)]
pub struct ShopItemConnection {
    pub edges: Vec<ShopItemEdge>,
    pub page_info: PageInfo,
}

crate::paging::connection_nodes!(ShopItemConnection, ShopItemEdge, ShopItem);

#[derive(Enum, Copy, Clone, Eq, PartialEq, Debug)]
pub enum RedemptionStatus {
    Pending,
    Shipped,
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
    pub name: String,
    pub mobile: String,
    pub province: String,
    pub city: String,
    pub country: String,
    pub street: String,
    pub address: String,
}

/// A redemption ("exchange record").
#[derive(SimpleObject)]
pub struct Redemption {
    pub id: ID,
    /// The row id the legacy layer (`POST /api/...`) uses for this object.
    pub legacy_id: BigInt,
    /// The member who redeemed (global id).
    pub member_id: ID,
    /// The item redeemed (global id).
    pub item_id: ID,
    pub item_name: String,
    pub quantity: i32,
    /// Points paid.
    pub points: i64,
    pub delivery: DeliveryAddress,
    pub status: RedemptionStatus,
    pub tracking_no: String,
    pub note: String,
    pub created_at: DateTime<Utc>,
    pub shipped_at: Option<DateTime<Utc>>,
    pub cancelled_at: Option<DateTime<Utc>>,
}

impl From<shop_redemption::Model> for Redemption {
    fn from(r: shop_redemption::Model) -> Self {
        Self {
            id: global(NodeKind::Redemption, r.id),
            legacy_id: BigInt(r.id),
            member_id: global(NodeKind::Member, r.member_id),
            item_id: global(NodeKind::ShopItem, r.item_id),
            item_name: r.item_name,
            quantity: r.quantity,
            points: r.points,
            delivery: DeliveryAddress {
                name: r.receiver_name,
                mobile: r.receiver_mobile,
                province: r.province,
                city: r.city,
                country: r.country,
                street: r.street,
                address: r.address,
            },
            status: Status::from_db(r.status).into(),
            tracking_no: r.tracking_no,
            note: r.note,
            created_at: r.created_at,
            shipped_at: r.shipped_at,
            cancelled_at: r.cancelled_at,
        }
    }
}

#[derive(SimpleObject)]
pub struct RedemptionEdge {
    pub cursor: String,
    pub node: Redemption,
}

#[derive(SimpleObject)]
#[graphql(complex)]
pub struct RedemptionConnection {
    pub edges: Vec<RedemptionEdge>,
    pub page_info: PageInfo,
}

crate::paging::connection_nodes!(RedemptionConnection, RedemptionEdge, Redemption);

fn redemption_connection(
    rows: Vec<shop_redemption::Model>,
    more: bool,
    after_given: bool,
) -> RedemptionConnection {
    let edges: Vec<RedemptionEdge> = rows
        .into_iter()
        .map(|r| RedemptionEdge {
            cursor: r.id.to_string(),
            node: r.into(),
        })
        .collect();
    RedemptionConnection {
        page_info: PageInfo::forward(&edges, more, after_given),
        edges,
    }
}

#[derive(InputObject)]
pub struct RedeemInputObject {
    pub item_id: ID,
    /// 1 to 99; default 1.
    pub quantity: Option<i32>,
    /// One of the caller's delivery addresses (`myAddresses`).
    pub address_id: ID,
    /// A fresh key per redeem attempt (e.g. a UUID); resending the same key
    /// answers the first redemption instead of redeeming twice.
    pub idempotency_key: String,
}

#[derive(InputObject)]
pub struct ShopItemInput {
    pub name: Option<String>,
    pub description: Option<String>,
    pub images: Option<Vec<String>>,
    pub price_points: Option<i64>,
    pub enabled: Option<bool>,
    pub sort_order: Option<i32>,
}

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

#[Object]
impl ShopQuery {
    /// Items on the shelf in display order. No sign-in needed.
    #[graphql(complexity = "first.unwrap_or(20).max(1) as usize * child_complexity")]
    async fn shop_items(
        &self,
        ctx: &Context<'_>,
        first: Option<i32>,
        after: Option<String>,
    ) -> Result<ShopItemConnection> {
        let first = paging::first(first)?;
        let (rows, more) =
            service::shelf(app(ctx)?, first, paging::id_cursor(after.clone())?).await?;
        let edges: Vec<ShopItemEdge> = rows
            .into_iter()
            .map(|i| ShopItemEdge {
                cursor: i.id.to_string(),
                node: i.into(),
            })
            .collect();
        Ok(ShopItemConnection {
            page_info: PageInfo::forward(&edges, more, after.is_some()),
            edges,
        })
    }

    /// One item (staff also see items off the shelf).
    async fn shop_item(&self, ctx: &Context<'_>, id: ID) -> Result<Option<ShopItem>> {
        let viewer = ctx.data_opt::<domain::Viewer>();
        Ok(
            service::item(app(ctx)?, viewer, parse_id("id", NodeKind::ShopItem, &id)?)
                .await?
                .map(Into::into),
        )
    }

    /// The caller's redemptions, newest first.
    #[graphql(complexity = "first.unwrap_or(20).max(1) as usize * child_complexity")]
    async fn my_redemptions(
        &self,
        ctx: &Context<'_>,
        first: Option<i32>,
        after: Option<String>,
    ) -> Result<RedemptionConnection> {
        let first = paging::first(first)?;
        let (rows, more) = service::redemptions(
            app(ctx)?,
            viewer(ctx)?,
            false,
            None,
            first,
            paging::id_cursor(after.clone())?,
        )
        .await?;
        Ok(redemption_connection(rows, more, after.is_some()))
    }

    /// Every item, on the shelf or not (staff, operations permission).
    async fn shop_items_admin(&self, ctx: &Context<'_>) -> Result<Vec<ShopItem>> {
        Ok(service::all_items(app(ctx)?, viewer(ctx)?)
            .await?
            .into_iter()
            .map(Into::into)
            .collect())
    }

    /// Every member's redemptions, newest first, optionally of one status
    /// (staff, operations permission; audit-logged).
    #[graphql(complexity = "first.unwrap_or(20).max(1) as usize * child_complexity")]
    async fn shop_redemptions(
        &self,
        ctx: &Context<'_>,
        status: Option<RedemptionStatus>,
        first: Option<i32>,
        after: Option<String>,
    ) -> Result<RedemptionConnection> {
        let first = paging::first(first)?;
        let (rows, more) = service::redemptions(
            app(ctx)?,
            viewer(ctx)?,
            true,
            status.map(Into::into),
            first,
            paging::id_cursor(after.clone())?,
        )
        .await?;
        Ok(redemption_connection(rows, more, after.is_some()))
    }
}

#[derive(Default)]
pub struct ShopMutation;

#[Object]
impl ShopMutation {
    /// Redeems an item for points, delivered to one of the caller's addresses.
    async fn redeem(&self, ctx: &Context<'_>, input: RedeemInputObject) -> Result<Redemption> {
        let input = RedeemInput {
            item_id: parse_id("itemId", NodeKind::ShopItem, &input.item_id)?,
            quantity: input.quantity.unwrap_or(1),
            address_id: parse_id("addressId", NodeKind::MemberAddress, &input.address_id)?,
            idempotency_key: input.idempotency_key,
        };
        Ok(service::redeem(app(ctx)?, viewer(ctx)?, input)
            .await?
            .into())
    }

    /// Puts a new item in the shop (staff, operations permission).
    async fn create_shop_item(
        &self,
        ctx: &Context<'_>,
        input: ShopItemInput,
        stock: i64,
    ) -> Result<ShopItem> {
        Ok(
            service::create_item(app(ctx)?, viewer(ctx)?, input.into(), stock)
                .await?
                .into(),
        )
    }

    /// Changes an item's details; absent fields stay.
    async fn update_shop_item(
        &self,
        ctx: &Context<'_>,
        id: ID,
        input: ShopItemInput,
    ) -> Result<ShopItem> {
        Ok(service::update_item(
            app(ctx)?,
            viewer(ctx)?,
            parse_id("id", NodeKind::ShopItem, &id)?,
            input.into(),
        )
        .await?
        .into())
    }

    /// Adds stock (a negative delta removes some; never below zero).
    async fn add_shop_item_stock(&self, ctx: &Context<'_>, id: ID, delta: i64) -> Result<ShopItem> {
        Ok(service::add_stock(
            app(ctx)?,
            viewer(ctx)?,
            parse_id("id", NodeKind::ShopItem, &id)?,
            delta,
        )
        .await?
        .into())
    }

    /// Marks a pending redemption shipped.
    async fn ship_redemption(
        &self,
        ctx: &Context<'_>,
        id: ID,
        tracking_no: String,
    ) -> Result<Redemption> {
        Ok(service::ship(
            app(ctx)?,
            viewer(ctx)?,
            parse_id("id", NodeKind::Redemption, &id)?,
            &tracking_no,
        )
        .await?
        .into())
    }

    /// Cancels a pending redemption: points refunded, stock restored.
    async fn cancel_redemption(
        &self,
        ctx: &Context<'_>,
        id: ID,
        note: Option<String>,
    ) -> Result<Redemption> {
        Ok(service::cancel(
            app(ctx)?,
            viewer(ctx)?,
            parse_id("id", NodeKind::Redemption, &id)?,
            note.as_deref().unwrap_or(""),
        )
        .await?
        .into())
    }
}
