//! Members' saved selections (the selection record pages): the server
//! counts the bets and the cost itself from the numbers, never trusting a
//! client's figures.

use sea_orm::ActiveValue::Set;

use super::bets;
use super::check::selection_spec;
use super::games::Game;
use crate::kernel::context::AppContext;
use crate::kernel::error::{AppError, AppResult};
use crate::kernel::owned::OwnedList;
use crate::kernel::paging::Window;
use crate::kernel::Viewer;
use entities::saved_selection;

/// How many selections a member keeps at most.
pub const MAX_SAVED: u64 = 200;

/// The caller's saved selections (`kernel::owned`: the cap is atomic).
pub const LIST: OwnedList<saved_selection::Entity> = OwnedList {
    owner: saved_selection::Column::MemberId,
    id: saved_selection::Column::Id,
    cap: MAX_SAVED,
    noun: "saved selections",
};

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
    };
    LIST.insert(ctx, viewer.member_id, row).await
}

/// The caller's selections, newest first.
pub async fn mine(
    ctx: &AppContext,
    viewer: &Viewer,
    window: &Window<i64>,
) -> AppResult<(Vec<saved_selection::Model>, bool)> {
    LIST.page(ctx, viewer.member_id, window).await
}

/// One of the caller's selections; `None` when the caller has no such one.
pub async fn get(
    ctx: &AppContext,
    viewer: &Viewer,
    id: i64,
) -> AppResult<Option<saved_selection::Model>> {
    LIST.get(ctx, viewer.member_id, id).await
}

/// Deletes one of the caller's selections; `false` when there was none.
pub async fn delete(ctx: &AppContext, viewer: &Viewer, id: i64) -> AppResult<bool> {
    LIST.delete(ctx, viewer.member_id, id).await
}
