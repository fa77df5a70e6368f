//! Members' saved selections (the selection record pages): the server
//! counts the bets and the cost itself from the numbers, never trusting a
//! client's figures.

use sea_orm::{
    ActiveModelTrait, ActiveValue::Set, ColumnTrait, EntityTrait, PaginatorTrait, QueryFilter,
};

use super::bets::{self, BetSpec};
use super::games::Game;
use crate::auth::Viewer;
use crate::context::AppContext;
use crate::error::{AppError, AppResult};
use entities::saved_selection;

/// How many selections a member keeps at most.
pub const MAX_SAVED: u64 = 200;

fn distinct_in(field: &str, nums: &[u8], min: u8, max: u8) -> AppResult<u64> {
    let mut sorted = nums.to_vec();
    sorted.sort_unstable();
    sorted.dedup();
    if sorted.len() != nums.len() || nums.iter().any(|n| !(min..=max).contains(n)) {
        return Err(AppError::invalid(
            field,
            format!("must be different numbers of {min}–{max}"),
        ));
    }
    Ok(nums.len() as u64)
}

/// The bets of a 复式 selection of `game`.
pub fn count_selection(game: Game, main: &[u8], extra: &[u8]) -> AppResult<u64> {
    bets::count(&selection_spec(game, main, extra)?)
}

/// The bet form of a 复式 selection, its numbers checked.
fn selection_spec(game: Game, main: &[u8], extra: &[u8]) -> AppResult<BetSpec> {
    let (zm, ze) = game.zones();
    let spec = match (game, ze) {
        (Game::Ssq, Some(z)) => BetSpec::SsqMulti {
            red: distinct_in("mainNumbers", main, zm.min, zm.max)?,
            blue: distinct_in("extraNumbers", extra, z.min, z.max)?,
        },
        (Game::Dlt, Some(z)) => BetSpec::DltMulti {
            front: distinct_in("mainNumbers", main, zm.min, zm.max)?,
            back: distinct_in("extraNumbers", extra, z.min, z.max)?,
        },
        (Game::Qlc, _) => BetSpec::QlcMulti {
            numbers: distinct_in("mainNumbers", main, zm.min, zm.max)?,
        },
        _ => {
            return Err(AppError::invalid(
                "game",
                "saved selections cover 双色球, 大乐透 and 七乐彩",
            ))
        }
    };
    Ok(spec)
}

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
    let saved = saved_selection::Entity::find()
        .filter(saved_selection::Column::MemberId.eq(viewer.member_id))
        .count(&ctx.db)
        .await?;
    if saved >= MAX_SAVED {
        return Err(AppError::conflict(format!(
            "at most {MAX_SAVED} saved selections; delete some first"
        )));
    }
    Ok(saved_selection::ActiveModel {
        member_id: Set(viewer.member_id),
        game: Set(game.code().to_owned()),
        numbers: Set(serde_json::json!({"main": main, "extra": extra})),
        bets: Set(i64::try_from(bets).map_err(|_| AppError::invalid("mainNumbers", "too many"))?),
        multiple: Set(
            i32::try_from(multiple).map_err(|_| AppError::invalid("multiple", "too large"))?
        ),
        cost_fen: Set(cost_fen),
        tickets: Set(serde_json::json!(tickets)),
        created_at: Set(crate::clock::now()),
        ..Default::default()
    }
    .insert(&ctx.db)
    .await?)
}

/// The caller's selections, newest first.
pub async fn mine(
    ctx: &AppContext,
    viewer: &Viewer,
    first: u64,
    after: Option<i64>,
) -> AppResult<(Vec<saved_selection::Model>, bool)> {
    let q = saved_selection::Entity::find()
        .filter(saved_selection::Column::MemberId.eq(viewer.member_id));
    crate::paging::newest_after(&ctx.db, q, saved_selection::Column::Id, first, after).await
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn selections_are_counted_from_the_numbers() {
        assert_eq!(
            count_selection(Game::Ssq, &[1, 2, 3, 4, 5, 6, 7, 8], &[1, 2]).unwrap(),
            56
        );
        assert_eq!(
            count_selection(Game::Dlt, &[1, 2, 3, 4, 5, 6, 7], &[1, 2, 3]).unwrap(),
            63
        );
        let e = count_selection(Game::Ssq, &[1, 1, 3, 4, 5, 6], &[1]).unwrap_err();
        assert_eq!(e.field.as_deref(), Some("mainNumbers"));
        assert!(count_selection(Game::Fc3d, &[1], &[]).is_err());
    }
}
