//! The 排行 tab's public mutations: pick, apply as an expert (and
//! withdraw), publish and unlock plans, enter competitions. Each answers a
//! payload with `userErrors` (`PICKS_CLOSED`, `ALREADY_PICKED`,
//! `STAKE_OUT_OF_RANGE`, `NOT_ELIGIBLE`, `INSUFFICIENT_POINTS`, …). Each is
//! safe to repeat: a pick, an entry and an application are unique, an
//! unlock charges once.

use async_graphql::{Context, InputObject, Object, ID};

use super::competitions::CompetitionEntry;
use super::objects::{legs, QuizLegInput, QuizPick};
use super::plans::{ExpertApplication, ExpertPlanObject};
use crate::ids::{parse_id, NodeKind};
use crate::request::{app, viewer};
use crate::Result;

/// Input of `makeQuizPick`.
#[derive(InputObject)]
pub struct MakeQuizPickInput {
    /// One leg (a single) or two on two matches (a 2串1).
    pub legs: Vec<QuizLegInput>,
}

crate::payload::payload!(
    /// The answer of `makeQuizPick`.
    MakeQuizPickPayload { pick: QuizPick, "The pick with the odds and lines copied; null on failure." }
);

/// Input of `applyExpert`.
#[derive(InputObject)]
pub struct ApplyExpertInput {
    /// Why you apply (1 to 500 characters).
    pub statement: String,
}

crate::payload::payload!(
    /// The answer of `applyExpert` and `cancelExpertApplication`.
    ExpertApplicationPayload { application: ExpertApplication, "The application; null on failure." }
);

/// Input naming one record by its global id.
#[derive(InputObject)]
pub struct QuizIdInput {
    /// The record's global id.
    pub id: ID,
}

/// Input of `publishExpertPlan`.
#[derive(InputObject)]
pub struct PublishExpertPlanInput {
    /// 1 to 40 characters.
    pub title: String,
    /// At least the set minimum (50) to 5000 characters.
    pub analysis: String,
    /// Points to unlock: 0 (free) to the set maximum (500).
    pub price: i32,
    /// 不中退款: unlockers get their points back when it misses.
    pub refund_on_miss: bool,
    /// 1 to 4 picks on matches still taking picks.
    pub legs: Vec<QuizLegInput>,
}

crate::payload::payload!(
    /// The answer of `publishExpertPlan` and `unlockExpertPlan`.
    ExpertPlanPayload { plan: ExpertPlanObject, "The plan as the caller now sees it; null on failure." }
);

/// Input of `enterCompetition`.
#[derive(InputObject)]
pub struct EnterCompetitionInput {
    /// The competition (a `Competition` id).
    pub competition_id: ID,
    /// One match and play type of the competition.
    pub leg: QuizLegInput,
    /// Points, within the competition's range and the caller's balance.
    pub stake: i32,
}

crate::payload::payload!(
    /// The answer of `enterCompetition`.
    EnterCompetitionPayload { entry: CompetitionEntry, "The entry; null on failure." }
);

#[derive(Default)]
pub struct QuizMutation;

#[Object]
impl QuizMutation {
    /// Picks the outcome of a match (or a 2串1 of two), before kickoff.
    /// Final once made.
    async fn make_quiz_pick(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "What to do.")] input: MakeQuizPickInput,
    ) -> Result<MakeQuizPickPayload> {
        let (a, v) = (app(ctx)?, viewer(ctx)?);
        let done = async {
            let legs = legs("legs", &input.legs)?;
            domain::quiz::picks::pick(a, v, &legs).await
        }
        .await;
        crate::payload::answer::<_, QuizPick, _>(done)
    }

    /// Applies to become an expert under the recruitment rules
    /// (`quizRules`); staff review it.
    async fn apply_expert(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "What to do.")] input: ApplyExpertInput,
    ) -> Result<ExpertApplicationPayload> {
        let done = domain::quiz::experts::apply(app(ctx)?, viewer(ctx)?, &input.statement).await;
        crate::payload::answer::<_, ExpertApplication, _>(done)
    }

    /// Withdraws the caller's open application (`flags.cancellable`).
    async fn cancel_expert_application(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "What to do.")] input: QuizIdInput,
    ) -> Result<ExpertApplicationPayload> {
        let (a, v) = (app(ctx)?, viewer(ctx)?);
        let done = async {
            let id = parse_id("id", NodeKind::ExpertApplication, &input.id)?;
            domain::quiz::experts::cancel(a, v, id).await
        }
        .await;
        crate::payload::answer::<_, ExpertApplication, _>(done)
    }

    /// An expert publishes a plan; their followers get one message each.
    async fn publish_expert_plan(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "What to do.")] input: PublishExpertPlanInput,
    ) -> Result<ExpertPlanPayload> {
        let (a, v) = (app(ctx)?, viewer(ctx)?);
        let done = async {
            let plan = domain::quiz::plans::PlanInput {
                legs: legs("legs", &input.legs)?,
                title: input.title,
                analysis: input.analysis,
                price: i64::from(input.price),
                refund_on_miss: input.refund_on_miss,
            };
            domain::quiz::plans::publish(a, v, plan).await
        }
        .await;
        crate::payload::answer::<_, ExpertPlanObject, _>(done)
    }

    /// Unlocks a plan with points, once (repeating charges nothing).
    async fn unlock_expert_plan(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "What to do.")] input: QuizIdInput,
    ) -> Result<ExpertPlanPayload> {
        let (a, v) = (app(ctx)?, viewer(ctx)?);
        let done = async {
            let id = parse_id("id", NodeKind::ExpertPlan, &input.id)?;
            domain::quiz::plans::unlock(a, v, id).await
        }
        .await;
        crate::payload::answer::<_, ExpertPlanObject, _>(done)
    }

    /// Enters a competition: one match and play type, a stake taken from
    /// the caller's points.
    async fn enter_competition(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "What to do.")] input: EnterCompetitionInput,
    ) -> Result<EnterCompetitionPayload> {
        let (a, v) = (app(ctx)?, viewer(ctx)?);
        let done = async {
            let id = parse_id(
                "competitionId",
                NodeKind::Competition,
                &input.competition_id,
            )?;
            let leg = input.leg.leg("leg")?;
            domain::quiz::competitions::enter(a, v, id, leg, i64::from(input.stake)).await
        }
        .await;
        crate::payload::answer::<_, CompetitionEntry, _>(done)
    }
}
