//! Members' saved order splits (the split record and split info pages).
//! The server splits the order itself; a record keeps the order and the
//! split's totals, and its tickets are computed again when shown.

use sea_orm::ActiveValue::Set;
use serde::{Deserialize, Serialize};

use super::games::Game;
use super::split::{self, Order, SplitPlan, ZonePick};
use crate::kernel::context::AppContext;
use crate::kernel::error::{AppError, AppResult};
use crate::kernel::owned::OwnedList;
use crate::kernel::paging::Window;
use crate::kernel::Viewer;
use entities::split_record;

/// How many split records a member keeps at most.
pub const MAX_SAVED: u64 = 200;

/// The caller's split records (`kernel::owned`: the cap is atomic).
pub const LIST: OwnedList<split_record::Entity> = OwnedList {
    owner: split_record::Column::MemberId,
    id: split_record::Column::Id,
    cap: MAX_SAVED,
    noun: "split records",
};

#[derive(Serialize, Deserialize)]
struct StoredZone {
    dan: Vec<u8>,
    tuo: Vec<u8>,
}

/// Saves the caller's order with its split.
pub async fn save(
    ctx: &AppContext,
    viewer: &Viewer,
    order: &Order,
) -> AppResult<(split_record::Model, SplitPlan)> {
    let plan = split::split_order(order)?;
    let zones: Vec<StoredZone> = order
        .zones
        .iter()
        .map(|z| StoredZone {
            dan: z.dan.clone(),
            tuo: z.tuo.clone(),
        })
        .collect();
    let model = split_record::ActiveModel {
        member_id: Set(viewer.member_id),
        game: Set(order.game.code().to_owned()),
        zones: Set(serde_json::to_value(zones).map_err(AppError::internal)?),
        multiple: Set(i32::try_from(order.multiple)
            .map_err(|_| AppError::invalid("multiple", "too large"))?),
        additional: Set(order.additional),
        bets: Set(
            i64::try_from(plan.bets).map_err(|_| AppError::invalid("zones", "too many bets"))?
        ),
        cost_fen: Set(plan.cost_fen),
        // At most split::MAX_TICKETS, so it fits.
        ticket_count: Set(i32::try_from(plan.tickets.len()).unwrap_or(i32::MAX)),
        created_at: Set(crate::kernel::clock::now()),
        ..Default::default()
    };
    let model = LIST.insert(ctx, viewer.member_id, model).await?;
    Ok((model, plan))
}

/// The order a record was saved from.
pub fn order_of(m: &split_record::Model) -> AppResult<Order> {
    let game = Game::from_code(&m.game)?;
    let stored: Vec<StoredZone> =
        serde_json::from_value(m.zones.clone()).map_err(AppError::internal)?;
    let sizes = split::zone_sizes(game);
    if stored.len() != sizes.len() {
        return Err(AppError::internal("a stored split has the wrong zones"));
    }
    Ok(Order {
        game,
        zones: stored
            .into_iter()
            .zip(sizes)
            .map(|(z, size)| ZonePick {
                dan: z.dan,
                tuo: z.tuo,
                size,
            })
            .collect(),
        multiple: u32::try_from(m.multiple).map_err(AppError::internal)?,
        additional: m.additional,
    })
}

/// The caller's split records, newest first.
pub async fn mine(
    ctx: &AppContext,
    viewer: &Viewer,
    window: &Window<i64>,
) -> AppResult<(Vec<split_record::Model>, bool)> {
    LIST.page(ctx, viewer.member_id, window).await
}

/// One of the caller's split records with its tickets; `None` when the
/// caller has no such record.
pub async fn get(
    ctx: &AppContext,
    viewer: &Viewer,
    id: i64,
) -> AppResult<Option<(split_record::Model, SplitPlan)>> {
    let Some(m) = LIST.get(ctx, viewer.member_id, id).await? else {
        return Ok(None);
    };
    let plan = split::split_order(&order_of(&m)?)?;
    Ok(Some((m, plan)))
}

/// Deletes one of the caller's split records; `false` when there was none.
pub async fn delete(ctx: &AppContext, viewer: &Viewer, id: i64) -> AppResult<bool> {
    LIST.delete(ctx, viewer.member_id, id).await
}
