//! Staff operations of the 排行 tab (full schema only): review expert
//! applications, withdraw experts' plans, create and release competitions.

use async_graphql::{Context, InputObject, Object, SimpleObject, ID};
use chrono::{DateTime, Utc};

use super::competitions::{CompetitionConnection, CompetitionObject};
use super::mutation::{ExpertApplicationPayload, ExpertPlanPayload, QuizIdInput};
use super::plans::{ExpertApplication, ExpertApplicationConnection, ExpertPlanObject};
use super::query::{application_connection, competition_connection};
use crate::enums::WorkflowState;
use crate::ids::{parse_id, NodeKind};
use crate::paging;
use crate::request::{app, viewer};
use crate::sports::SportsPlayType;
use crate::Result;

/// Staff queries of this area: invisible to members and partners.
#[derive(Default)]
pub struct QuizStaffQuery;

#[paging::connection_args]
#[Object]
impl QuizStaffQuery {
    /// Staff with the member permission: expert applications, newest
    /// first, optionally in one state (`PROCESSING`: waiting for review).
    #[graphql(
        visible = "crate::audience::staff",
        guard = "crate::audience::Staff::Members"
    )]
    async fn expert_applications(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "Only applications in this state; all when absent.")] state: Option<
            WorkflowState,
        >,
        page: paging::ConnectionArgs,
    ) -> Result<ExpertApplicationConnection> {
        let window = page.window()?.decode(paging::parse_id_cursor)?;
        let (rows, more) = domain::quiz::experts::for_review(
            app(ctx)?,
            viewer(ctx)?,
            state.map(Into::into),
            &window,
        )
        .await?;
        application_connection(rows, more, &window)
    }

    /// Staff with the operations permission: every competition, drafts
    /// included, newest first.
    #[graphql(
        visible = "crate::audience::staff",
        guard = "crate::audience::Staff::Operations"
    )]
    async fn staff_competitions(
        &self,
        ctx: &Context<'_>,
        page: paging::ConnectionArgs,
    ) -> Result<CompetitionConnection> {
        let window = page.window()?.decode(paging::parse_id_cursor)?;
        let (rows, more) =
            domain::quiz::competitions::list(app(ctx)?, Some(viewer(ctx)?), true, &window).await?;
        competition_connection(rows, more, &window)
    }

    /// Staff with the operations permission: what a match's result has
    /// settled so far (the picks' and the plans' legs by outcome, the
    /// competitions it counts in). Read for one match, as the console's
    /// 赛果 page shows it after publishing.
    #[graphql(
        visible = "crate::audience::staff",
        guard = "crate::audience::Staff::Operations"
    )]
    async fn match_settlement(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "The match (`SportsMatch.id`).")] match_id: ID,
    ) -> Result<MatchSettlement> {
        let id = parse_id("matchId", NodeKind::SportsMatch, &match_id)?;
        let s = domain::quiz::match_settlement::for_match(app(ctx)?, viewer(ctx)?, id).await?;
        Ok(MatchSettlement {
            picks: s.picks.into(),
            plan_legs: s.plan_legs.into(),
            competitions: s.competitions,
            competitions_settled: s.competitions_settled,
        })
    }
}

/// Legs on one match by how they settled (staff).
#[derive(SimpleObject)]
pub struct SettlementCounts {
    /// Not settled yet: no result, or the settlement job has not reached
    /// them.
    pub open: i64,
    /// 红.
    pub red: i64,
    /// 黑.
    pub black: i64,
    /// 走水 / void.
    pub void: i64,
}

impl From<domain::quiz::match_settlement::LegCounts> for SettlementCounts {
    fn from(c: domain::quiz::match_settlement::LegCounts) -> Self {
        SettlementCounts {
            open: c.open,
            red: c.red,
            black: c.black,
            void: c.void,
        }
    }
}

/// What a match's result has settled so far (`matchSettlement`, staff).
#[derive(SimpleObject)]
pub struct MatchSettlement {
    /// Members' picks on the match (a leg per pick and play type).
    pub picks: SettlementCounts,
    /// Experts' plans on the match.
    pub plan_legs: SettlementCounts,
    /// Guessing competitions the match counts in.
    pub competitions: i64,
    /// Of those, the ones where it has settled.
    pub competitions_settled: i64,
}

/// Input of `rejectExpertApplication`.
#[derive(InputObject)]
pub struct RejectExpertApplicationInput {
    pub id: ID,
    /// Why (1 to 200 characters); the member is told.
    pub reason: String,
}

/// Input of `withdrawExpertPlan`.
#[derive(InputObject)]
pub struct WithdrawExpertPlanInput {
    /// The plan (an `ExpertPlan` id).
    pub id: ID,
    /// The rule it breaks (1 to 200 characters); the expert is told.
    pub reason: String,
}

/// A match of a new competition.
#[derive(InputObject)]
pub struct CompetitionMatchInput {
    pub match_id: ID,
    /// The play types open on it.
    pub plays: Vec<SportsPlayType>,
}

/// Input of `createCompetition`.
#[derive(InputObject)]
pub struct CreateCompetitionInput {
    pub title: String,
    #[graphql(default)]
    pub description: String,
    pub open_at: DateTime<Utc>,
    pub close_at: DateTime<Utc>,
    /// Defaults to the `COMPETITION_STAKE_MIN` setting (10).
    pub stake_min: Option<i32>,
    /// Defaults to the `COMPETITION_STAKE_MAX` setting (500).
    pub stake_max: Option<i32>,
    /// Points per place, first place first (1 to 100 places).
    pub prizes: Vec<i32>,
    /// 1 to 30 matches.
    pub matches: Vec<CompetitionMatchInput>,
}

crate::payload::payload!(
    /// The answer of `createCompetition` and `releaseCompetition`.
    CompetitionPayload { competition: CompetitionObject, "The competition; null on failure." }
);

/// Staff mutations of this area: invisible to members and partners.
#[derive(Default)]
pub struct QuizStaffMutation;

#[Object]
impl QuizStaffMutation {
    /// Approves an application (`flags.approvable`): the member becomes an
    /// expert and is told.
    #[graphql(
        visible = "crate::audience::staff",
        guard = "crate::audience::Staff::Members"
    )]
    async fn approve_expert_application(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "What to do.")] input: QuizIdInput,
    ) -> Result<ExpertApplicationPayload> {
        let (a, v) = (app(ctx)?, viewer(ctx)?);
        let done = async {
            let id = parse_id("id", NodeKind::ExpertApplication, &input.id)?;
            domain::quiz::experts::approve(a, v, id).await
        }
        .await;
        crate::payload::answer::<_, ExpertApplication, _>(done)
    }

    /// Rejects an application with a reason; the member is told.
    #[graphql(
        visible = "crate::audience::staff",
        guard = "crate::audience::Staff::Members"
    )]
    async fn reject_expert_application(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "What to do.")] input: RejectExpertApplicationInput,
    ) -> Result<ExpertApplicationPayload> {
        let (a, v) = (app(ctx)?, viewer(ctx)?);
        let done = async {
            let id = parse_id("id", NodeKind::ExpertApplication, &input.id)?;
            domain::quiz::experts::reject(a, v, id, &input.reason).await
        }
        .await;
        crate::payload::answer::<_, ExpertApplication, _>(done)
    }

    /// Withdraws (撤下) a plan that breaks the rules (operations
    /// permission): it leaves the lists and takes no more unlocks, counts
    /// in no expert record, and every unlock is paid back once; the
    /// expert is told the reason. Again on a withdrawn plan: `CONFLICT`.
    #[graphql(
        visible = "crate::audience::staff",
        guard = "crate::audience::Staff::Operations"
    )]
    async fn withdraw_expert_plan(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "What to do.")] input: WithdrawExpertPlanInput,
    ) -> Result<ExpertPlanPayload> {
        let (a, v) = (app(ctx)?, viewer(ctx)?);
        let done = async {
            let id = parse_id("id", NodeKind::ExpertPlan, &input.id)?;
            domain::quiz::plan_withdraw::withdraw(a, v, id, &input.reason).await
        }
        .await;
        crate::payload::answer::<_, ExpertPlanObject, _>(done)
    }

    /// Creates a competition as a draft.
    #[graphql(
        visible = "crate::audience::staff",
        guard = "crate::audience::Staff::Operations"
    )]
    async fn create_competition(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "What to do.")] input: CreateCompetitionInput,
    ) -> Result<CompetitionPayload> {
        let (a, v) = (app(ctx)?, viewer(ctx)?);
        let done = async {
            let matches = input
                .matches
                .iter()
                .enumerate()
                .map(|(i, m)| {
                    Ok((
                        parse_id(
                            &format!("matches[{i}].matchId"),
                            NodeKind::SportsMatch,
                            &m.match_id,
                        )?,
                        m.plays.iter().map(|p| (*p).into()).collect(),
                    ))
                })
                .collect::<std::result::Result<Vec<_>, domain::AppError>>()?;
            let c = domain::quiz::competitions::CompetitionInput {
                title: input.title,
                description: input.description,
                open_at: input.open_at,
                close_at: input.close_at,
                stake_min: input.stake_min.map(i64::from),
                stake_max: input.stake_max.map(i64::from),
                prizes: input.prizes.iter().map(|p| i64::from(*p)).collect(),
                matches,
            };
            domain::quiz::competitions::create(a, v, c).await
        }
        .await;
        crate::payload::answer::<_, CompetitionObject, _>(done)
    }

    /// Releases (发布) a draft: members see it; its matches and prizes
    /// are fixed.
    #[graphql(
        visible = "crate::audience::staff",
        guard = "crate::audience::Staff::Operations"
    )]
    async fn release_competition(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "What to do.")] input: QuizIdInput,
    ) -> Result<CompetitionPayload> {
        let (a, v) = (app(ctx)?, viewer(ctx)?);
        let done = async {
            let id = parse_id("id", NodeKind::Competition, &input.id)?;
            domain::quiz::competitions::release(a, v, id).await
        }
        .await;
        crate::payload::answer::<_, CompetitionObject, _>(done)
    }
}
