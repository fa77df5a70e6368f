//! Experts' plans and expert applications as GraphQL types.

use async_graphql::{ComplexObject, Context, SimpleObject, ID};
use chrono::{DateTime, Utc};
use domain::quiz::plans::PlanView;

use super::objects::{QuizLeg, QuizOutcome};
use crate::enums::WorkflowState;
use crate::ids::{global, NodeKind};
use crate::scalars::BigInt;
use crate::sports::SportsMatch;
use crate::workflow::{WorkflowFlags, WorkflowOutcome};
use crate::Result;

/// An expert's plan (方案): picks with an analysis. Its picks and analysis
/// show to those who unlocked it, for free plans, to the expert, and to
/// everyone once the first match has started.
#[derive(SimpleObject)]
#[graphql(complex, name = "ExpertPlan")]
pub struct ExpertPlanObject {
    /// Its global id.
    pub id: ID,
    /// The row id the legacy layer uses for this object.
    pub legacy_id: BigInt,
    #[graphql(skip)]
    pub expert_id: i64,
    /// 1 to 40 characters.
    pub title: String,
    /// Points to unlock it; 0 for a free plan.
    pub price: i32,
    /// 不中退款: unlockers get their points back when it misses (and when
    /// it is void, always).
    pub refund_on_miss: bool,
    /// Picks close, and the plan opens to everyone, at this kickoff.
    pub first_kickoff: DateTime<Utc>,
    /// Red only when every pick hits (void picks count at 1.00); null
    /// while open.
    pub outcome: Option<QuizOutcome>,
    /// How many members unlocked it.
    pub unlocks: i32,
    /// When it was published.
    pub created_at: DateTime<Utc>,
    /// Whether the caller sees the picks and analysis.
    pub visible: bool,
    /// Whether the caller paid to unlock it.
    pub unlocked: bool,
    /// The analysis; null while hidden from the caller.
    pub analysis: Option<String>,
    /// The picks; null while hidden from the caller.
    #[graphql(directive = crate::list_size::list_size::apply(domain::quiz::plans::MAX_LEGS as u32, None))]
    pub legs: Option<Vec<QuizLeg>>,
    #[graphql(skip)]
    pub match_ids: Vec<i64>,
    /// Withdrawn (撤下) by staff for breaking the rules: no longer listed
    /// or unlockable, its unlocks paid back; its picks and analysis show
    /// to its expert only.
    pub withdrawn: bool,
}

impl From<PlanView> for ExpertPlanObject {
    fn from(p: PlanView) -> Self {
        Self {
            id: global(NodeKind::ExpertPlan, p.id),
            legacy_id: BigInt(p.id),
            expert_id: p.expert_id,
            title: p.title,
            price: p.price as i32,
            refund_on_miss: p.refund_on_miss,
            first_kickoff: p.first_kickoff,
            outcome: p.outcome.map(Into::into),
            unlocks: p.unlocks as i32,
            created_at: p.created_at,
            visible: p.visible,
            unlocked: p.unlocked,
            analysis: p.analysis,
            legs: p.legs.map(|l| l.into_iter().map(Into::into).collect()),
            match_ids: p.match_ids,
            withdrawn: p.withdrawn,
        }
    }
}

#[ComplexObject]
impl ExpertPlanObject {
    /// The expert (a public card).
    async fn expert(&self, ctx: &Context<'_>) -> Result<Option<crate::member::MemberCard>> {
        crate::member::load_card(ctx, self.expert_id).await
    }

    /// The matches it covers, shown even while the picks are hidden.
    #[graphql(directive = crate::list_size::list_size::apply(domain::quiz::plans::MAX_LEGS as u32, None))]
    async fn matches(&self, ctx: &Context<'_>) -> Result<Vec<SportsMatch>> {
        let mut out = Vec::new();
        for id in &self.match_ids {
            if let Some(m) = crate::sports::load_match(ctx, *id).await? {
                out.push(SportsMatch::new(m));
            }
        }
        Ok(out)
    }
}

/// A page of plans, newest first.
#[crate::paging::connection(edge = ExpertPlanEdge, node = ExpertPlanObject)]
pub struct ExpertPlanConnection {}

/// A member's application to become an expert (the record workflow: it
/// waits in `PROCESSING` for staff, who approve or reject it with a
/// reason; the applicant may withdraw it while open).
#[derive(SimpleObject)]
#[graphql(complex)]
pub struct ExpertApplication {
    /// Its global id.
    pub id: ID,
    /// The row id the legacy layer uses for this object.
    pub legacy_id: BigInt,
    #[graphql(skip)]
    pub row: entities::expert_application::Model,
    /// Why they apply.
    pub statement: String,
    /// `PROCESSING` while staff review it, then `CLOSED`.
    pub state: WorkflowState,
    /// `APPROVED`, `REJECTED` or `CANCELLED` once closed.
    pub outcome: Option<WorkflowOutcome>,
    /// A rejection's reason; empty otherwise.
    pub reason: String,
    /// Their settled picks and reds in the recruitment window when they
    /// applied.
    pub settled: i32,
    /// Their reds among those.
    pub red: i32,
    /// When they applied.
    pub created_at: DateTime<Utc>,
    /// Its last step (the retention clock once closed).
    pub updated_at: DateTime<Utc>,
}

impl TryFrom<entities::expert_application::Model> for ExpertApplication {
    type Error = domain::AppError;

    fn try_from(a: entities::expert_application::Model) -> Result<Self, domain::AppError> {
        Ok(Self {
            id: global(NodeKind::ExpertApplication, a.id),
            legacy_id: BigInt(a.id),
            statement: a.statement.clone(),
            state: crate::workflow::state(a.state)?,
            outcome: crate::workflow::outcome(a.outcome.as_deref())?,
            reason: a.reason.clone(),
            settled: a.settled as i32,
            red: a.red as i32,
            created_at: a.created_at,
            updated_at: a.updated_at,
            row: a,
        })
    }
}

#[ComplexObject]
impl ExpertApplication {
    /// The applicant (a public card).
    async fn member(&self, ctx: &Context<'_>) -> Result<Option<crate::member::MemberCard>> {
        crate::member::load_card(ctx, self.row.member_id).await
    }

    /// What the caller may do to it now.
    async fn flags(&self, ctx: &Context<'_>) -> Result<WorkflowFlags> {
        Ok(domain::quiz::experts::flags(crate::request::viewer(ctx)?, &self.row)?.into())
    }
}

/// A page of expert applications, newest first.
#[crate::paging::connection(edge = ExpertApplicationEdge, node = ExpertApplication)]
pub struct ExpertApplicationConnection {}

/// An expert with their records.
#[derive(SimpleObject)]
#[graphql(complex)]
pub struct Expert {
    /// The expert's member id (a `Member` id).
    pub member_id: ID,
    /// Their records: picks overall (`all`) and their plans (`plans`),
    /// read for the whole page in one query.
    #[graphql(directive = crate::list_size::list_size::apply(2, None))]
    pub records: Vec<super::objects::QuizRecord>,
    #[graphql(skip)]
    pub row: i64,
}

#[ComplexObject]
impl Expert {
    /// The expert (a public card).
    async fn member(&self, ctx: &Context<'_>) -> Result<Option<crate::member::MemberCard>> {
        crate::member::load_card(ctx, self.row).await
    }
}

/// A page of experts.
#[crate::paging::connection(edge = ExpertEdge, node = Expert)]
pub struct ExpertConnection {}
