//! What a match's result has settled so far, for the staff who published
//! it (the console's 赛果 page): the picks' legs and the plans' legs on the
//! match by outcome (still open until the settlement job reaches them),
//! and the competitions the match counts in. Three grouped statements over
//! the match's index (`ix_quiz_pick_leg_match`, `ix_expert_plan_leg_match`,
//! `ix_competition_match_match`): read for one match when staff open it,
//! never per row of a list.

use sea_orm::{ColumnTrait, EntityTrait, QueryFilter, QuerySelect};

use crate::kernel::{AppContext, AppResult, Permission, Viewer};
use entities::{competition_match, expert_plan_leg, quiz_pick_leg};

/// Legs on one match by how they settled.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct LegCounts {
    /// Not settled yet (no result, or the job has not reached them).
    pub open: i64,
    pub red: i64,
    pub black: i64,
    pub void: i64,
}

impl LegCounts {
    fn from_groups(groups: Vec<(Option<String>, i64)>) -> Self {
        let mut c = LegCounts::default();
        for (outcome, n) in groups {
            match outcome.as_deref() {
                None => c.open += n,
                Some("RED") => c.red += n,
                Some("BLACK") => c.black += n,
                // VOID, and any outcome a later release adds, counts as
                // settled without a side.
                Some(_) => c.void += n,
            }
        }
        c
    }
}

/// A match's settlement as staff see it.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct MatchSettlement {
    /// Members' picks (one leg per pick and play on the match).
    pub picks: LegCounts,
    /// Experts' plans.
    pub plan_legs: LegCounts,
    /// Competitions the match counts in.
    pub competitions: i64,
    /// Of those, the ones where it has settled.
    pub competitions_settled: i64,
}

/// The settlement of match `match_id` (operations permission).
pub async fn for_match(
    ctx: &AppContext,
    viewer: &Viewer,
    match_id: i64,
) -> AppResult<MatchSettlement> {
    viewer.require(Permission::Operations)?;
    let picks: Vec<(Option<String>, i64)> = quiz_pick_leg::Entity::find()
        .select_only()
        .column(quiz_pick_leg::Column::Outcome)
        .column_as(quiz_pick_leg::Column::Id.count(), "n")
        .filter(quiz_pick_leg::Column::MatchId.eq(match_id))
        .group_by(quiz_pick_leg::Column::Outcome)
        .into_tuple()
        .all(&ctx.db)
        .await?;
    let plans: Vec<(Option<String>, i64)> = expert_plan_leg::Entity::find()
        .select_only()
        .column(expert_plan_leg::Column::Outcome)
        .column_as(expert_plan_leg::Column::Id.count(), "n")
        .filter(expert_plan_leg::Column::MatchId.eq(match_id))
        .group_by(expert_plan_leg::Column::Outcome)
        .into_tuple()
        .all(&ctx.db)
        .await?;
    let competitions: Vec<(bool, i64)> = competition_match::Entity::find()
        .select_only()
        .column(competition_match::Column::Settled)
        .column_as(competition_match::Column::MatchId.count(), "n")
        .filter(competition_match::Column::MatchId.eq(match_id))
        .group_by(competition_match::Column::Settled)
        .into_tuple()
        .all(&ctx.db)
        .await?;
    Ok(MatchSettlement {
        picks: LegCounts::from_groups(picks),
        plan_legs: LegCounts::from_groups(plans),
        competitions: competitions.iter().map(|(_, n)| n).sum(),
        competitions_settled: competitions
            .iter()
            .filter(|(settled, _)| *settled)
            .map(|(_, n)| n)
            .sum(),
    })
}
