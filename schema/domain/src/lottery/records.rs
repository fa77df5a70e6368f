//! Members' saved selections (the selection record pages): the server
//! counts the bets and the cost itself from the numbers, never trusting a
//! client's figures.

use sea_orm::{
    ActiveModelTrait, ActiveValue::Set, ColumnTrait, EntityTrait, PaginatorTrait, QueryFilter,
};

use super::bets;
use super::check::selection_spec;
use super::games::Game;
use crate::kernel::context::AppContext;
use crate::kernel::error::{AppError, AppResult};
use crate::kernel::paging::Window;
use crate::kernel::Viewer;
use entities::saved_selection;

/// How many selections a member keeps at most.
pub const MAX_SAVED: u64 = 200;

/// Saves the caller's selection.
pub async fn save(
    ctx: &AppContext,
    viewer: &Viewer,
    game: Game,
    main: &[u8],
    extra: &[u8],
    multiple: u32,
) -> AppResult<saved_selection::Model> {
    let bets::Quote {
        bets,
        cost_fen,
        tickets,
    } = bets::quote(&selection_spec(game, main, extra)?, multiple, false)?;
    // Counted under the member's lock: crossing saves cannot pass the cap.
    let txn = crate::kernel::db::begin(&ctx.db).await?;
    crate::kernel::db::lock_member(&txn, viewer.member_id).await?;
    let saved = saved_selection::Entity::find()
        .filter(saved_selection::Column::MemberId.eq(viewer.member_id))
        .count(&txn)
        .await?;
    if saved >= MAX_SAVED {
        return Err(AppError::conflict(format!(
            "at most {MAX_SAVED} saved selections; delete some first"
        )));
    }
    let row = saved_selection::ActiveModel {
        member_id: Set(viewer.member_id),
        game: Set(game.code().to_owned()),
        numbers: Set(serde_json::json!({"main": main, "extra": extra})),
        bets: Set(i64::try_from(bets).map_err(|_| AppError::invalid("mainNumbers", "too many"))?),
        multiple: Set(
            i32::try_from(multiple).map_err(|_| AppError::invalid("multiple", "too large"))?
        ),
        cost_fen: Set(cost_fen),
        tickets: Set(serde_json::json!(tickets)),
        created_at: Set(crate::kernel::clock::now()),
        ..Default::default()
    }
    .insert(&txn)
    .await?;
    txn.commit().await?;
    Ok(row)
}

/// The caller's selections, newest first.
pub async fn mine(
    ctx: &AppContext,
    viewer: &Viewer,
    window: &Window<i64>,
) -> AppResult<(Vec<saved_selection::Model>, bool)> {
    let q = saved_selection::Entity::find()
        .filter(saved_selection::Column::MemberId.eq(viewer.member_id));
    crate::kernel::paging::newest_by_id(&ctx.db, q, saved_selection::Column::Id, window).await
}

/// One of the caller's selections; `None` when the caller has no such one.
pub async fn get(
    ctx: &AppContext,
    viewer: &Viewer,
    id: i64,
) -> AppResult<Option<saved_selection::Model>> {
    Ok(saved_selection::Entity::find_by_id(id)
        .filter(saved_selection::Column::MemberId.eq(viewer.member_id))
        .one(&ctx.db)
        .await?)
}

/// Deletes one of the caller's selections; `false` when there was none.
pub async fn delete(ctx: &AppContext, viewer: &Viewer, id: i64) -> AppResult<bool> {
    let gone = saved_selection::Entity::delete_many()
        .filter(saved_selection::Column::Id.eq(id))
        .filter(saved_selection::Column::MemberId.eq(viewer.member_id))
        .exec(&ctx.db)
        .await?;
    Ok(gone.rows_affected > 0)
}
