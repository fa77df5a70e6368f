//! Redeeming: a member spends points on an item, delivered to one of their
//! addresses. The stock is taken (conditional update: never below zero),
//! the points spent (ledger posting: never below zero) and the redemption
//! written in one transaction, so stock and balance change together or not
//! at all. The member's idempotency key keeps the first outcome
//! (`kernel::idempotency`): a retried redeem answers the first redemption,
//! or the same refusal, and spends nothing more.

use sea_orm::sea_query::Expr;
use sea_orm::{ActiveModelTrait, ActiveValue::Set, ColumnTrait, EntityTrait, QueryFilter};

use super::service::{Status, MAX_QUANTITY};
use crate::kernel::context::AppContext;
use crate::kernel::error::{AppError, AppResult, ErrorCode};
use crate::kernel::Viewer;
use crate::points::ledger::{self, Entry, Reason};
use entities::{member_address, shop_item, shop_redemption};

/// A member's redeem request.
#[derive(Debug, Clone)]
pub struct RedeemInput {
    pub item_id: i64,
    pub quantity: i32,
    /// One of the caller's delivery addresses.
    pub address_id: i64,
    /// The client's key for this attempt; a retry with the same key is the
    /// same redemption.
    pub idempotency_key: String,
}

/// Redeems; answers the redemption (the earlier one for a repeated key).
pub async fn redeem(
    ctx: &AppContext,
    viewer: &Viewer,
    input: RedeemInput,
) -> AppResult<shop_redemption::Model> {
    let key = crate::kernel::validate::idempotency_key("idempotencyKey", &input.idempotency_key)?;
    if !(1..=MAX_QUANTITY).contains(&input.quantity) {
        return Err(AppError::invalid(
            "quantity",
            format!("must be 1 to {MAX_QUANTITY}"),
        ));
    }
    // The outcome is kept with the key: every replay answers it, the one
    // redemption or the same refusal, and one that arrives while the first
    // runs waits for it (it used to read the stock or balance the first had
    // just spent and answer OUT_OF_STOCK or INSUFFICIENT_POINTS, issue 41).
    let request = serde_json::json!({
        "itemId": input.item_id, "quantity": input.quantity, "addressId": input.address_id,
    });
    let id = crate::kernel::idempotency::once(
        ctx,
        "shop.redeem",
        viewer.member_id,
        Some(&key),
        &request,
        || async { redeem_first(ctx, viewer, &input, &key).await.map(|r| r.id) },
    )
    .await?;
    shop_redemption::Entity::find_by_id(id)
        .one(&ctx.db)
        .await?
        .ok_or_else(|| AppError::not_found("no such redemption"))
}

/// The first request with a redeem's key.
async fn redeem_first(
    ctx: &AppContext,
    viewer: &Viewer,
    input: &RedeemInput,
    key: &str,
) -> AppResult<shop_redemption::Model> {
    // Made before keys were kept with their outcome: its own row says so.
    if let Some(done) = by_key(ctx, viewer.member_id, key).await? {
        return same_request(done, input);
    }
    let address = member_address::Entity::find_by_id(input.address_id)
        .filter(member_address::Column::MemberId.eq(viewer.member_id))
        .one(&ctx.db)
        .await?
        .ok_or_else(|| AppError::invalid("addressId", "is not one of your addresses"))?;
    let item = shop_item::Entity::find_by_id(input.item_id)
        .filter(shop_item::Column::Enabled.eq(true))
        .one(&ctx.db)
        .await?
        .ok_or_else(|| AppError::invalid("itemId", "no such item in the shop"))?;
    let cost = item
        .price_points
        .checked_mul(i64::from(input.quantity))
        .ok_or_else(|| AppError::invalid("quantity", "is too large"))?;

    let attempt = || redeem_once(ctx, viewer, input, key, &item, cost, &address);
    match crate::kernel::db::retrying(attempt).await {
        Ok(row) => Ok(row),
        // The redemption row holds the key too: one made by a request from
        // before keys were kept won the race. Answer it.
        Err(e) if e.code == ErrorCode::Conflict => {
            match by_key(ctx, viewer.member_id, key).await? {
                Some(done) => same_request(done, input),
                None => Err(e),
            }
        }
        Err(e) => Err(e),
    }
}

async fn by_key(
    ctx: &AppContext,
    member_id: i64,
    key: &str,
) -> AppResult<Option<shop_redemption::Model>> {
    Ok(shop_redemption::Entity::find()
        .filter(shop_redemption::Column::MemberId.eq(member_id))
        .filter(shop_redemption::Column::IdempotencyKey.eq(key))
        .one(&ctx.db)
        .await?)
}

fn same_request(
    done: shop_redemption::Model,
    input: &RedeemInput,
) -> AppResult<shop_redemption::Model> {
    if done.item_id == input.item_id && done.quantity == input.quantity {
        Ok(done)
    } else {
        Err(AppError {
            field: Some("idempotencyKey".into()),
            ..AppError::conflict("idempotencyKey: was already used for a different redemption")
        })
    }
}

async fn redeem_once(
    ctx: &AppContext,
    viewer: &Viewer,
    input: &RedeemInput,
    key: &str,
    item: &shop_item::Model,
    cost: i64,
    address: &member_address::Model,
) -> AppResult<shop_redemption::Model> {
    let q = i64::from(input.quantity);
    let txn = crate::kernel::db::begin(ctx).await?;
    // Stock first (the transaction's first write): only while enough is
    // left, and only at the price the member saw.
    let taken = shop_item::Entity::update_many()
        .col_expr(
            shop_item::Column::Stock,
            Expr::col(shop_item::Column::Stock).sub(q),
        )
        .col_expr(
            shop_item::Column::RedeemedCount,
            Expr::col(shop_item::Column::RedeemedCount).add(q),
        )
        .filter(shop_item::Column::Id.eq(item.id))
        .filter(shop_item::Column::Enabled.eq(true))
        .filter(shop_item::Column::PricePoints.eq(item.price_points))
        .filter(shop_item::Column::Stock.gte(q))
        .exec(&txn)
        .await?;
    if taken.rows_affected == 0 {
        return Err(AppError::new(
            ErrorCode::OutOfStock,
            "this item is sold out (or just changed); reload and try again",
        ));
    }
    ledger::post(
        &txn,
        Entry {
            member_id: viewer.member_id,
            points: cost,
            reason: Reason::Redeem,
            description: format!("兑换「{}」×{}", item.name, input.quantity),
            key: format!("redeem:{}:{key}", viewer.member_id),
        },
    )
    .await?;
    let row = shop_redemption::ActiveModel {
        member_id: Set(viewer.member_id),
        item_id: Set(item.id),
        item_name: Set(item.name.clone()),
        quantity: Set(input.quantity),
        points: Set(cost),
        receiver_name: Set(address.name.clone()),
        receiver_mobile: Set(address.mobile.clone()),
        province: Set(address.province.clone()),
        city: Set(address.city.clone()),
        country: Set(address.country.clone()),
        street: Set(address.street.clone()),
        address: Set(address.address.clone()),
        status: Set(Status::Pending as i16),
        tracking_no: Set(String::new()),
        note: Set(String::new()),
        idempotency_key: Set(key.to_owned()),
        created_at: Set(crate::kernel::clock::now()),
        shipped_at: Set(None),
        cancelled_at: Set(None),
        ..Default::default()
    }
    .insert(&txn)
    .await
    .map_err(|e| {
        if crate::kernel::db::is_unique_violation(&e) {
            AppError::conflict("this redemption was already made")
        } else {
            e.into()
        }
    })?;
    txn.commit().await?;
    Ok(row)
}
