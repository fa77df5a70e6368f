//! The delivery log (an endpoint's deliveries, newest first) and
//! redelivery (a new round of attempts of the same event), and the test
//! event (`webhook.ping`, to one endpoint).

use sea_orm::sea_query::Expr;
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter};
use serde_json::json;

use super::endpoints::{owned, Actor};
use super::view::{self, Delivery, DeliveryState};
use crate::kernel::context::AppContext;
use crate::kernel::error::{AppError, AppResult};
use crate::kernel::paging::{self, Window};
use entities::webhook_delivery;

/// An endpoint's deliveries, newest first, a page of `window`; only those
/// in `state` when given.
pub async fn deliveries(
    ctx: &AppContext,
    actor: Actor<'_>,
    endpoint_id: i64,
    state: Option<DeliveryState>,
    window: &Window<i64>,
) -> AppResult<(Vec<Delivery>, bool)> {
    owned(&ctx.db, &actor, endpoint_id).await?;
    let mut q = webhook_delivery::Entity::find()
        .filter(webhook_delivery::Column::EndpointId.eq(endpoint_id));
    if let Some(s) = state {
        q = q.filter(webhook_delivery::Column::State.eq(s.code()));
    }
    let (rows, more) =
        paging::newest_by_id(&ctx.db, q, webhook_delivery::Column::Id, window).await?;
    let views = rows
        .into_iter()
        .map(Delivery::of)
        .collect::<AppResult<_>>()?;
    Ok((views, more))
}

/// How many deliveries ended `FAILED` (every attempt of their round
/// failed) since `since`, over every endpoint: the console's overview. A
/// count over the state index's `FAILED` part only.
pub async fn failed_since(
    ctx: &AppContext,
    since: chrono::DateTime<chrono::Utc>,
) -> AppResult<i64> {
    use sea_orm::PaginatorTrait;
    let n = webhook_delivery::Entity::find()
        .filter(webhook_delivery::Column::State.eq(view::FAILED))
        .filter(webhook_delivery::Column::LastAttemptAt.gte(since))
        .count(&ctx.db)
        .await?;
    Ok(i64::try_from(n).unwrap_or(i64::MAX))
}

/// A delivery of an endpoint the caller may not manage reads as one that
/// does not exist (an id tells nothing); other failures stay what they are.
fn not_theirs(e: AppError) -> AppError {
    match e.code {
        crate::kernel::ErrorCode::Forbidden | crate::kernel::ErrorCode::NotFound => {
            AppError::not_found("no such webhook delivery")
        }
        _ => e,
    }
}

/// One delivery.
pub async fn delivery(ctx: &AppContext, actor: Actor<'_>, id: i64) -> AppResult<Delivery> {
    let row = webhook_delivery::Entity::find_by_id(id)
        .one(&ctx.db)
        .await?
        .ok_or_else(|| AppError::not_found("no such webhook delivery"))?;
    owned(&ctx.db, &actor, row.endpoint_id)
        .await
        .map_err(not_theirs)?;
    Delivery::of(row)
}

/// Sends a delivered or failed event again: a new round of attempts with
/// the same `webhook-id` and body, starting now. A delivery still on its
/// way is `CONFLICT`; two redeliveries at once are one.
pub async fn redeliver(ctx: &AppContext, actor: Actor<'_>, id: i64) -> AppResult<Delivery> {
    use webhook_delivery::Column as D;
    // Staff without the permission are refused before anything is read;
    // a partner asking for another's delivery is told it does not exist,
    // as for an id that names nothing (an id tells nothing).
    if let Actor::Staff(v) = &actor {
        v.require(crate::kernel::Permission::Operations)?;
    }
    let txn = crate::kernel::db::begin(ctx).await?;
    let row = webhook_delivery::Entity::find_by_id(id)
        .one(&txn)
        .await?
        .ok_or_else(|| AppError::not_found("no such webhook delivery"))?;
    let endpoint = owned(&txn, &actor, row.endpoint_id)
        .await
        .map_err(not_theirs)?;
    if endpoint.state == view::DISABLED {
        return Err(AppError::conflict(
            "the endpoint is disabled; enable it first",
        ));
    }
    let now = crate::kernel::clock::now();
    let moved = webhook_delivery::Entity::update_many()
        .col_expr(D::State, Expr::value(view::PENDING))
        .col_expr(D::Attempts, Expr::value(0))
        .col_expr(
            D::FirstAttemptAt,
            Expr::value(Option::<chrono::DateTime<chrono::Utc>>::None),
        )
        .col_expr(D::NextAt, Expr::value(now))
        .filter(D::Id.eq(row.id))
        .filter(D::State.is_in([view::DELIVERED, view::FAILED]))
        .exec(&txn)
        .await?;
    if moved.rows_affected == 0 {
        return Err(AppError::conflict(
            "this delivery is still on its way; wait for it to be delivered or fail",
        ));
    }
    super::emit::enqueue(&txn, &row, 0, now).await?;
    crate::kernel::audit::record(
        &txn,
        actor.staff_id(),
        "webhook.redeliver",
        &format!("webhook_delivery:{}", row.id),
        json!({ "partner": endpoint.partner_id, "eventId": row.event_id }),
    )
    .await?;
    let row = webhook_delivery::Entity::find_by_id(row.id)
        .one(&txn)
        .await?
        .ok_or_else(|| AppError::not_found("no such webhook delivery"))?;
    txn.commit().await?;
    Delivery::of(row)
}

/// Sends the test event (`webhook.ping`) to endpoint `id`, whatever event
/// types it takes: a delivery like any other (signed, logged, retried).
/// A disabled endpoint is `CONFLICT`.
pub async fn ping(ctx: &AppContext, actor: Actor<'_>, id: i64) -> AppResult<Delivery> {
    let txn = crate::kernel::db::begin(ctx).await?;
    let endpoint = owned(&txn, &actor, id).await?;
    if endpoint.state == view::DISABLED {
        return Err(AppError::conflict(
            "the endpoint is disabled; enable it first",
        ));
    }
    let event = super::events::WebhookPing::of(endpoint.id, crate::kernel::clock::now());
    let delivery_id = super::emit::emit_to(&txn, endpoint.id, &event).await?;
    super::endpoints::audit(&txn, &actor, "webhook.ping", &endpoint, json!({})).await?;
    let row = webhook_delivery::Entity::find_by_id(delivery_id)
        .one(&txn)
        .await?
        .ok_or_else(|| AppError::not_found("no such webhook delivery"))?;
    txn.commit().await?;
    Delivery::of(row)
}

/// Deletes up to `limit` deliveries delivered or failed before `before`,
/// oldest first (the retention job). How many went.
pub async fn prune<C: sea_orm::ConnectionTrait>(
    db: &C,
    before: chrono::DateTime<chrono::Utc>,
    limit: u64,
) -> AppResult<u64> {
    use entities::webhook_delivery as d;
    let old = d::Entity::find()
        .filter(d::Column::State.is_in([super::view::DELIVERED, super::view::FAILED]))
        .filter(d::Column::CreatedAt.lt(before));
    crate::kernel::db::delete_oldest(db, old, d::Column::Id, limit).await
}
