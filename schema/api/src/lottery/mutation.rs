//! The draw lotteries' public mutation roots: members save and delete
//! number selections and order splits. `DeletePayload` is shared with the
//! sports area's deletions.

use async_graphql::{Context, InputObject, Object, SimpleObject};
use domain::lottery::split_records;
use domain::AppError;

use crate::enums::Game;
use crate::ids::{parse_id, NodeKind};
use crate::lottery::objects::{
    to_u8s, OrderSplit, SavedSelection, SplitOrderInput, SplitRecordDetail,
};
use crate::request::{app, viewer};
use crate::Result;

/// Input of `saveSelection`.
#[derive(InputObject)]
pub struct SaveSelectionInput {
    /// The game: 双色球, 大乐透 or 七乐彩.
    pub game: Game,
    /// Red / front numbers picked.
    pub main_numbers: Vec<i32>,
    /// Blue / back numbers picked.
    pub extra_numbers: Vec<i32>,
    /// 倍数, 1 or more (default 1).
    pub multiple: Option<i32>,
}

crate::payload::payload!(
    /// The answer of `saveSelection`.
    SaveSelectionPayload { selection: SavedSelection, "The saved selection with its bets and cost; null on failure." }
);

/// Input of `deleteSelection`.
#[derive(InputObject)]
pub struct DeleteSelectionInput {
    /// The saved selection (global id).
    pub id: async_graphql::ID,
}

/// The answer of `deleteSelection` and `deleteSplit`.
#[derive(SimpleObject, Default)]
pub struct DeletePayload {
    /// The global id of what was deleted; null when the caller had no such
    /// one.
    pub deleted_id: Option<async_graphql::ID>,
    /// Failures the caller can act on; empty on success.
    pub user_errors: Vec<crate::payload::UserError>,
}

#[derive(Default)]
pub struct LotteryMutation;

#[Object]
impl LotteryMutation {
    /// Saves a 复式 selection of the caller (双色球, 大乐透, 七乐彩); the
    /// server counts its bets and cost.
    async fn save_selection(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "The game, the numbers picked and the multiple.")]
        input: SaveSelectionInput,
    ) -> Result<SaveSelectionPayload> {
        let (a, v) = (app(ctx)?, viewer(ctx)?);
        let done = async {
            let multiple = u32::try_from(input.multiple.unwrap_or(1))
                .map_err(|_| AppError::invalid("multiple", "must be positive"))?;
            domain::lottery::records::save(
                a,
                v,
                input.game.into(),
                &to_u8s("mainNumbers", &input.main_numbers)?,
                &to_u8s("extraNumbers", &input.extra_numbers)?,
                multiple,
            )
            .await
        }
        .await;
        crate::payload::answer::<_, SavedSelection, _>(done)
    }

    /// Deletes one of the caller's saved selections.
    async fn delete_selection(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "The saved selection to delete.")] input: DeleteSelectionInput,
    ) -> Result<DeletePayload> {
        let (a, v) = (app(ctx)?, viewer(ctx)?);
        let done = async {
            let id = parse_id("id", NodeKind::SavedSelection, &input.id)?;
            domain::lottery::records::delete(a, v, id).await
        }
        .await;
        let (deleted, user_errors) = crate::payload::split(done)?;
        Ok(DeletePayload {
            deleted_id: deleted.filter(|d| *d).map(|_| input.id),
            user_errors,
        })
    }
}

/// Input of `saveSplit`.
#[derive(InputObject)]
pub struct SaveSplitInput {
    /// The order to split and keep.
    pub order: SplitOrderInput,
}

crate::payload::payload!(
    /// The answer of `saveSplit`.
    SaveSplitPayload { split_record: SplitRecordDetail, "The saved record with its tickets; null on failure." }
);

/// Input of `deleteSplit`.
#[derive(InputObject)]
pub struct DeleteSplitInput {
    /// The split record (global id).
    pub id: async_graphql::ID,
}

#[derive(Default)]
pub struct LotteryToolsMutation;

#[Object]
impl LotteryToolsMutation {
    /// Splits the caller's order into tickets and keeps it as a split
    /// record (拆单记录).
    async fn save_split(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "The order to split and keep.")] input: SaveSplitInput,
    ) -> Result<SaveSplitPayload> {
        let (a, v) = (app(ctx)?, viewer(ctx)?);
        let game = input.order.game;
        let done = async {
            let order = input.order.order()?;
            split_records::save(a, v, &order).await
        }
        .await
        .map_err(|e| e.nested("order", &[]));
        let (saved, user_errors) = crate::payload::split(done)?;
        Ok(SaveSplitPayload {
            split_record: saved
                .map(|(m, plan)| -> Result<SplitRecordDetail> {
                    Ok(SplitRecordDetail {
                        record: m.try_into()?,
                        split: OrderSplit::new(game, plan),
                    })
                })
                .transpose()?,
            user_errors,
        })
    }

    /// Deletes one of the caller's split records.
    async fn delete_split(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "The split record to delete.")] input: DeleteSplitInput,
    ) -> Result<DeletePayload> {
        let (a, v) = (app(ctx)?, viewer(ctx)?);
        let done = async {
            let id = parse_id("id", NodeKind::SplitRecord, &input.id)?;
            split_records::delete(a, v, id).await
        }
        .await;
        let (deleted, user_errors) = crate::payload::split(done)?;
        Ok(DeletePayload {
            deleted_id: deleted.filter(|d| *d).map(|_| input.id),
            user_errors,
        })
    }
}
