//! The points shop: items with a price in points and a stock; a member
//! redeems with a delivery address; staff with the operations permission
//! manage items and deliveries.
//!
//! Redeeming lives in `super::redeem` (re-exported here).

use sea_orm::sea_query::{Expr, Order};
use sea_orm::{
    ActiveModelTrait, ActiveValue::Set, ColumnTrait, EntityTrait, QueryFilter, QueryOrder,
    QuerySelect,
};

use crate::kernel::context::AppContext;
use crate::kernel::error::{AppError, AppResult};
use crate::kernel::paging::Window;
use crate::kernel::Permission;
use crate::kernel::Viewer;
use crate::points::ledger::{self, Entry, Reason};
use entities::{shop_item, shop_redemption};

pub const MAX_QUANTITY: i32 = 99;
const MAX_NAME: usize = 60;
const MAX_DESCRIPTION: usize = 2000;
const MAX_IMAGES: usize = 9;
const MAX_NOTE: usize = 200;

/// Delivery state of a redemption (`shop_redemption.status`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Status {
    Pending = 0,
    Shipped = 1,
    Cancelled = 2,
}

impl Status {
    /// The status stored as `v`; an unknown number is an error, as for
    /// every stored enum (`kernel::stored`).
    pub fn from_number(v: i16) -> AppResult<Self> {
        match v {
            0 => Ok(Status::Pending),
            1 => Ok(Status::Shipped),
            2 => Ok(Status::Cancelled),
            _ => Err(AppError::internal(format!(
                "unknown stored redemption status {v}"
            ))),
        }
    }
}

fn require_operations(viewer: &Viewer) -> AppResult<()> {
    viewer.require(Permission::Operations)
}

// ---------------------------------------------------------------- reads ---

/// Items on the shelf in display order: the page `window` asks for and
/// whether more lie beyond it.
pub async fn shelf(
    ctx: &AppContext,
    window: &Window<i64>,
) -> AppResult<(Vec<shop_item::Model>, bool)> {
    let q = shop_item::Entity::find().filter(shop_item::Column::Enabled.eq(true));
    in_display_order(ctx, q, window).await
}

/// Every item, on the shelf or not, in display order (staff).
pub async fn all_items(
    ctx: &AppContext,
    viewer: &Viewer,
    window: &Window<i64>,
) -> AppResult<(Vec<shop_item::Model>, bool)> {
    require_operations(viewer)?;
    in_display_order(ctx, shop_item::Entity::find(), window).await
}

/// Items of `q` in display order (ascending sort order, then id): the page
/// `window` asks for, its cursor an item id (keyset over (sort order, id)),
/// and whether more lie beyond it.
async fn in_display_order(
    ctx: &AppContext,
    mut q: sea_orm::Select<shop_item::Entity>,
    window: &Window<i64>,
) -> AppResult<(Vec<shop_item::Model>, bool)> {
    let backward = window.is_backward();
    if let Some(&cursor) = window.cursor() {
        let field = if backward { "before" } else { "after" };
        let anchor = shop_item::Entity::find_by_id(cursor)
            .one(&ctx.db)
            .await?
            .ok_or_else(|| AppError::invalid(field, "is not a cursor from this list"))?;
        // Forward: the items after the anchor in display order; backward:
        // those before it.
        let (sort_beyond, id_beyond) = if backward {
            (
                shop_item::Column::SortOrder.lt(anchor.sort_order),
                shop_item::Column::Id.lt(anchor.id),
            )
        } else {
            (
                shop_item::Column::SortOrder.gt(anchor.sort_order),
                shop_item::Column::Id.gt(anchor.id),
            )
        };
        q = q.filter(
            sea_orm::Condition::any().add(sort_beyond).add(
                sea_orm::Condition::all()
                    .add(shop_item::Column::SortOrder.eq(anchor.sort_order))
                    .add(id_beyond),
            ),
        );
    }
    // Display order is ascending, the opposite of a newest-first list.
    let order = if backward { Order::Desc } else { Order::Asc };
    let rows = q
        .order_by(shop_item::Column::SortOrder, order.clone())
        .order_by(shop_item::Column::Id, order)
        .limit(window.size() + 1)
        .all(&ctx.db)
        .await?;
    Ok(window.finish(rows))
}

/// Whether `viewer` may see `item`: everyone sees items on the shelf;
/// staff with the operations permission see any.
pub fn visible_to(item: &shop_item::Model, viewer: Option<&Viewer>) -> bool {
    item.enabled || viewer.is_some_and(|v| require_operations(v).is_ok())
}

/// One item, when the viewer may see it ([`visible_to`]).
pub async fn item(
    ctx: &AppContext,
    viewer: Option<&Viewer>,
    id: i64,
) -> AppResult<Option<shop_item::Model>> {
    Ok(shop_item::Entity::find_by_id(id)
        .one(&ctx.db)
        .await?
        .filter(|i| visible_to(i, viewer)))
}

/// Items by id in one statement (a batching loader's read; the caller
/// applies [`visible_to`]).
pub async fn rows_by_id(
    ctx: &AppContext,
    ids: &[i64],
) -> AppResult<std::collections::HashMap<i64, shop_item::Model>> {
    let rows = shop_item::Entity::find()
        .filter(shop_item::Column::Id.is_in(ids.iter().copied()))
        .all(&ctx.db)
        .await?;
    Ok(rows.into_iter().map(|i| (i.id, i)).collect())
}

/// Redemptions newest first after id `after`: the caller's own, or for
/// staff every member's (optionally of one status; delivery addresses are
/// personal data, so the read is audit-logged).
pub async fn redemptions(
    ctx: &AppContext,
    viewer: &Viewer,
    all_members: bool,
    status: Option<Status>,
    window: &Window<i64>,
) -> AppResult<(Vec<shop_redemption::Model>, bool)> {
    let mut q = shop_redemption::Entity::find();
    if all_members {
        require_operations(viewer)?;
    } else {
        q = q.filter(shop_redemption::Column::MemberId.eq(viewer.member_id));
    }
    if let Some(s) = status {
        q = q.filter(shop_redemption::Column::Status.eq(s as i16));
    }
    let (rows, more) =
        crate::kernel::paging::newest_by_id(&ctx.db, q, shop_redemption::Column::Id, window)
            .await?;
    if all_members {
        let targets: Vec<String> = rows
            .iter()
            .filter(|r| r.member_id != viewer.member_id)
            .map(|r| format!("member:{}", r.member_id))
            .collect();
        crate::kernel::audit::record_many(
            &ctx.db,
            Some(viewer.member_id),
            "member.read_personal_data",
            &targets,
            serde_json::json!({"via": "shop_redemptions"}),
        )
        .await?;
    }
    Ok((rows, more))
}

pub use super::redeem::{redeem, RedeemInput};

// ---------------------------------------------------------------- staff ---

/// An item as staff write it; `None` keeps a stored value on update.
#[derive(Debug, Clone, Default)]
pub struct ItemInput {
    pub name: Option<String>,
    pub description: Option<String>,
    pub images: Option<Vec<String>>,
    pub price_points: Option<i64>,
    pub enabled: Option<bool>,
    pub sort_order: Option<i32>,
}

async fn check_item_input(ctx: &AppContext, input: &ItemInput) -> AppResult<()> {
    if let Some(n) = &input.name {
        crate::kernel::validate::display_name("name", n, MAX_NAME)?;
    }
    if let Some(d) = &input.description {
        crate::kernel::validate::max_chars("description", d, MAX_DESCRIPTION)?;
    }
    if let Some(p) = input.price_points {
        if !(1..=10_000_000).contains(&p) {
            return Err(AppError::invalid("pricePoints", "must be 1 to 10000000"));
        }
    }
    if let Some(images) = &input.images {
        if images.len() > MAX_IMAGES {
            return Err(AppError::invalid(
                "images",
                format!("at most {MAX_IMAGES} images"),
            ));
        }
        let fids: Vec<&str> = images.iter().map(String::as_str).collect();
        // Staff may use anyone's upload for an item.
        crate::file::attach(
            &ctx.db,
            &fids,
            None,
            crate::file::Reach::Public,
            crate::file::Holder::Account,
            "images",
            "must be uploaded image ids",
        )
        .await?;
    }
    Ok(())
}

/// Puts a new item in the shop with its initial stock.
pub async fn create_item(
    ctx: &AppContext,
    viewer: &Viewer,
    input: ItemInput,
    stock: i64,
) -> AppResult<shop_item::Model> {
    require_operations(viewer)?;
    if input.name.is_none() {
        return Err(AppError::invalid("name", "is required"));
    }
    if input.price_points.is_none() {
        return Err(AppError::invalid("pricePoints", "is required"));
    }
    if !(0..=1_000_000).contains(&stock) {
        return Err(AppError::invalid("stock", "must be 0 to 1000000"));
    }
    check_item_input(ctx, &input).await?;
    let now = crate::kernel::clock::now();
    let txn = crate::kernel::db::begin(ctx).await?;
    let item = shop_item::ActiveModel {
        name: Set(input.name.unwrap_or_default().trim().to_owned()),
        description: Set(input.description.unwrap_or_default()),
        images: Set(serde_json::json!(input.images.unwrap_or_default())),
        price_points: Set(input.price_points.unwrap_or(1)),
        stock: Set(stock),
        enabled: Set(input.enabled.unwrap_or(true)),
        sort_order: Set(input.sort_order.unwrap_or(0)),
        redeemed_count: Set(0),
        created_at: Set(now),
        updated_at: Set(now),
        ..Default::default()
    }
    .insert(&txn)
    .await?;
    crate::kernel::audit::record(
        &txn,
        Some(viewer.member_id),
        "shop.create_item",
        &format!("shop_item:{}", item.id),
        serde_json::json!({"name": item.name, "pricePoints": item.price_points, "stock": stock}),
    )
    .await?;
    txn.commit().await?;
    Ok(item)
}

/// Changes an item's details (not its stock: see [`add_stock`]).
pub async fn update_item(
    ctx: &AppContext,
    viewer: &Viewer,
    id: i64,
    input: ItemInput,
) -> AppResult<shop_item::Model> {
    require_operations(viewer)?;
    check_item_input(ctx, &input).await?;
    let txn = crate::kernel::db::begin(ctx).await?;
    let mut am = shop_item::Entity::find_by_id(id)
        .one(&txn)
        .await?
        .map(shop_item::ActiveModel::from)
        .ok_or_else(|| AppError::invalid("id", "no such item"))?;
    if let Some(n) = &input.name {
        am.name = Set(n.trim().to_owned());
    }
    if let Some(d) = &input.description {
        am.description = Set(d.clone());
    }
    if let Some(i) = &input.images {
        am.images = Set(serde_json::json!(i));
    }
    if let Some(p) = input.price_points {
        am.price_points = Set(p);
    }
    if let Some(e) = input.enabled {
        am.enabled = Set(e);
    }
    if let Some(s) = input.sort_order {
        am.sort_order = Set(s);
    }
    am.updated_at = Set(crate::kernel::clock::now());
    let item = am.update(&txn).await?;
    crate::kernel::audit::record(
        &txn,
        Some(viewer.member_id),
        "shop.update_item",
        &format!("shop_item:{id}"),
        serde_json::json!({
            "name": input.name, "pricePoints": input.price_points,
            "enabled": input.enabled, "sortOrder": input.sort_order,
            "images": input.images,
        }),
    )
    .await?;
    txn.commit().await?;
    Ok(item)
}

/// `add_stock` once per idempotency key: a retry answers the item and moves
/// no stock.
pub async fn add_stock_once(
    ctx: &AppContext,
    viewer: &Viewer,
    id: i64,
    delta: i64,
    key: Option<&str>,
) -> AppResult<shop_item::Model> {
    let request = serde_json::json!({"id": id, "delta": delta});
    let id = crate::kernel::idempotency::once(
        ctx,
        "shop.add_stock",
        viewer.member_id,
        key,
        &request,
        || async { add_stock(ctx, viewer, id, delta).await.map(|i| i.id) },
    )
    .await?;
    item_for_staff(ctx, id).await
}

/// `create_item` once per idempotency key: a retry answers the first item
/// and creates no second one.
pub async fn create_item_once(
    ctx: &AppContext,
    viewer: &Viewer,
    input: ItemInput,
    stock: i64,
    key: Option<&str>,
) -> AppResult<shop_item::Model> {
    let request = serde_json::json!({"item": format!("{input:?}"), "stock": stock});
    let id = crate::kernel::idempotency::once(
        ctx,
        "shop.create_item",
        viewer.member_id,
        key,
        &request,
        || async { create_item(ctx, viewer, input, stock).await.map(|i| i.id) },
    )
    .await?;
    item_for_staff(ctx, id).await
}

/// `cancel` once per idempotency key: a retry answers the cancelled
/// redemption and refunds nothing again.
pub async fn cancel_once(
    ctx: &AppContext,
    viewer: &Viewer,
    id: i64,
    note: &str,
    key: Option<&str>,
) -> AppResult<shop_redemption::Model> {
    let request = serde_json::json!({"id": id, "note": note});
    let id = crate::kernel::idempotency::once(
        ctx,
        "shop.cancel_redemption",
        viewer.member_id,
        key,
        &request,
        || async { cancel(ctx, viewer, id, note).await.map(|r| r.id) },
    )
    .await?;
    shop_redemption::Entity::find_by_id(id)
        .one(&ctx.db)
        .await?
        .ok_or_else(|| AppError::not_found("no such redemption"))
}

/// One redemption as `viewer` may see it: their own, or any for staff with
/// the operations permission (a staff read of someone else's delivery
/// address is audit-logged); `None` otherwise.
pub async fn redemption(
    ctx: &AppContext,
    viewer: &Viewer,
    id: i64,
) -> AppResult<Option<shop_redemption::Model>> {
    let Some(r) = shop_redemption::Entity::find_by_id(id).one(&ctx.db).await? else {
        return Ok(None);
    };
    if r.member_id == viewer.member_id {
        return Ok(Some(r));
    }
    if require_operations(viewer).is_err() {
        return Ok(None);
    }
    crate::kernel::audit::record(
        &ctx.db,
        Some(viewer.member_id),
        "member.read_personal_data",
        &format!("member:{}", r.member_id),
        serde_json::json!({"redemption": r.id}),
    )
    .await?;
    Ok(Some(r))
}

async fn item_for_staff(ctx: &AppContext, id: i64) -> AppResult<shop_item::Model> {
    shop_item::Entity::find_by_id(id)
        .one(&ctx.db)
        .await?
        .ok_or_else(|| AppError::not_found("no such item"))
}

/// Adds (or with a negative `delta`, removes) stock. Relative, so it never
/// overwrites what parallel redemptions took; never below zero.
pub async fn add_stock(
    ctx: &AppContext,
    viewer: &Viewer,
    id: i64,
    delta: i64,
) -> AppResult<shop_item::Model> {
    require_operations(viewer)?;
    if delta == 0 || delta.abs() > 1_000_000 {
        return Err(AppError::invalid(
            "delta",
            "must be non-zero, at most 1000000 either way",
        ));
    }
    let txn = crate::kernel::db::begin(ctx).await?;
    let moved = shop_item::Entity::update_many()
        .col_expr(
            shop_item::Column::Stock,
            Expr::col(shop_item::Column::Stock).add(delta),
        )
        .col_expr(
            shop_item::Column::UpdatedAt,
            Expr::value(crate::kernel::clock::now()),
        )
        .filter(shop_item::Column::Id.eq(id))
        .filter(shop_item::Column::Stock.gte(-delta))
        .exec(&txn)
        .await?;
    if moved.rows_affected == 0 {
        return Err(AppError::invalid(
            "delta",
            "no such item, or it would leave the stock below zero",
        ));
    }
    crate::kernel::audit::record(
        &txn,
        Some(viewer.member_id),
        "shop.add_stock",
        &format!("shop_item:{id}"),
        serde_json::json!({"delta": delta}),
    )
    .await?;
    let item = shop_item::Entity::find_by_id(id)
        .one(&txn)
        .await?
        .ok_or_else(|| AppError::invalid("id", "no such item"))?;
    txn.commit().await?;
    Ok(item)
}

/// Moves a pending redemption to `to`, setting `also`: only from PENDING,
/// so a redemption is shipped or cancelled (and refunded) at most once.
/// Answers the row as it is now.
async fn leave_pending(
    txn: &sea_orm::DatabaseTransaction,
    id: i64,
    to: Status,
    also: Vec<(shop_redemption::Column, sea_orm::sea_query::SimpleExpr)>,
) -> AppResult<shop_redemption::Model> {
    let mut update = shop_redemption::Entity::update_many()
        .col_expr(shop_redemption::Column::Status, Expr::value(to as i16));
    for (col, value) in also {
        update = update.col_expr(col, value);
    }
    let moved = update
        .filter(shop_redemption::Column::Id.eq(id))
        .filter(shop_redemption::Column::Status.eq(Status::Pending as i16))
        .exec(txn)
        .await?;
    if moved.rows_affected == 0 {
        return Err(AppError::conflict(
            "no pending redemption with this id (already shipped or cancelled?)",
        ));
    }
    shop_redemption::Entity::find_by_id(id)
        .one(txn)
        .await?
        .ok_or_else(|| AppError::not_found("no such redemption"))
}

/// Marks a pending redemption shipped, with the carrier's tracking number.
pub async fn ship(
    ctx: &AppContext,
    viewer: &Viewer,
    id: i64,
    tracking_no: &str,
) -> AppResult<shop_redemption::Model> {
    require_operations(viewer)?;
    let tracking_no = tracking_no.trim();
    if tracking_no.is_empty() || tracking_no.chars().count() > 64 {
        return Err(AppError::invalid(
            "trackingNo",
            "must be 1 to 64 characters",
        ));
    }
    let txn = crate::kernel::db::begin(ctx).await?;
    let row = leave_pending(
        &txn,
        id,
        Status::Shipped,
        vec![
            (
                shop_redemption::Column::TrackingNo,
                Expr::value(tracking_no),
            ),
            (
                shop_redemption::Column::ShippedAt,
                Expr::value(crate::kernel::clock::now()),
            ),
        ],
    )
    .await?;
    crate::kernel::audit::record(
        &txn,
        Some(viewer.member_id),
        "shop.ship",
        &format!("shop_redemption:{id}"),
        serde_json::json!({"trackingNo": tracking_no}),
    )
    .await?;
    txn.commit().await?;
    Ok(row)
}

/// Cancels a pending redemption: the points go back to the member and the
/// units back to the stock, in one transaction.
pub async fn cancel(
    ctx: &AppContext,
    viewer: &Viewer,
    id: i64,
    note: &str,
) -> AppResult<shop_redemption::Model> {
    require_operations(viewer)?;
    crate::kernel::validate::max_chars("note", note, MAX_NOTE)?;
    let txn = crate::kernel::db::begin(ctx).await?;
    let row = leave_pending(
        &txn,
        id,
        Status::Cancelled,
        vec![
            (shop_redemption::Column::Note, Expr::value(note.trim())),
            (
                shop_redemption::Column::CancelledAt,
                Expr::value(crate::kernel::clock::now()),
            ),
        ],
    )
    .await?;
    let q = i64::from(row.quantity);
    shop_item::Entity::update_many()
        .col_expr(
            shop_item::Column::Stock,
            Expr::col(shop_item::Column::Stock).add(q),
        )
        .col_expr(
            shop_item::Column::RedeemedCount,
            Expr::col(shop_item::Column::RedeemedCount).sub(q),
        )
        .filter(shop_item::Column::Id.eq(row.item_id))
        .exec(&txn)
        .await?;
    ledger::post(
        &txn,
        Entry {
            member_id: row.member_id,
            points: row.points,
            reason: Reason::Refund,
            description: format!("兑换「{}」已取消，积分退回", row.item_name),
            key: format!("refund:{id}"),
        },
    )
    .await?;
    crate::kernel::audit::record(
        &txn,
        Some(viewer.member_id),
        "shop.cancel",
        &format!("shop_redemption:{id}"),
        serde_json::json!({"note": note.trim(), "refund": row.points}),
    )
    .await?;
    txn.commit().await?;
    Ok(row)
}
