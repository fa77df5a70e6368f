//! The sports area's public mutation root: members save and delete their
//! selections (方案). The server counts bets, cost and tickets itself.

use async_graphql::{Context, InputObject, Object, ID};

use crate::ids::NodeKind;
use crate::request::app;
use crate::sports::objects::{SportsSelection, SportsSelectionInput};
use crate::Result;

/// Input of `saveSportsSelection`.
#[derive(InputObject)]
pub struct SaveSportsSelectionInput {
    /// The selection, every match with its `matchId`.
    pub selection: SportsSelectionInput,
}

crate::payload::payload!(
    /// The answer of `saveSportsSelection`.
    SaveSportsSelectionPayload { sports_selection: SportsSelection, "The saved selection with its bets, cost and ticket count; null on failure." }
);

/// Input of `deleteSportsSelection`.
#[derive(InputObject)]
pub struct DeleteSportsSelectionInput {
    /// The saved selection (global id).
    pub id: ID,
}

#[derive(Default)]
pub struct SportsRecordMutation;

#[Object]
impl SportsRecordMutation {
    /// Saves a 竞彩 or 北单 selection of the caller (every match with its
    /// `matchId`); the server counts its bets, cost and tickets.
    async fn save_sports_selection(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "The selection to keep.")] input: SaveSportsSelectionInput,
    ) -> Result<SaveSportsSelectionPayload> {
        let (a, v) = (app(ctx)?, crate::request::viewer(ctx)?);
        let done = async {
            let ids = input.selection.match_ids()?;
            let selection = input.selection.selection()?;
            domain::sports::records::save(a, v, &selection, &ids).await
        }
        .await
        .map_err(|e| e.nested("selection", &[]));
        crate::payload::answer::<_, SportsSelection, _>(done)
    }

    /// Deletes one of the caller's saved sports selections.
    async fn delete_sports_selection(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "The saved selection to delete.")] input: DeleteSportsSelectionInput,
    ) -> Result<crate::lottery::DeletePayload> {
        let (a, v) = (app(ctx)?, crate::request::viewer(ctx)?);
        let done = async {
            let id = crate::ids::parse_id("id", NodeKind::SportsSelection, &input.id)?;
            domain::sports::records::delete(a, v, id).await
        }
        .await;
        let (deleted, user_errors) = crate::payload::split(done)?;
        Ok(crate::lottery::DeletePayload {
            deleted_id: deleted.filter(|d| *d).map(|_| input.id),
            user_errors,
        })
    }
}
