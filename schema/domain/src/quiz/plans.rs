//! Experts' plans (方案): picks with an analysis, published before the
//! first kickoff, free or unlocked with points. Their picks stay hidden
//! from those who have not unlocked them until the first match starts.
//!
//! Unlocking is one charge however many requests cross: the unique
//! (plan, member) row is written first (ON CONFLICT DO NOTHING, so a
//! second request writes nothing and pays nothing) and the ledger posting
//! follows in the same transaction. 不中退款: a plan marked so that
//! settles black, and every void plan, enqueues a refund job that pays
//! each unlock back once (`plan_unlock.refunded` moves by a conditional
//! update with the ledger row). Followers hear of a new plan through one
//! job that writes one message with a receipt per follower.

use std::collections::HashMap;

use sea_orm::sea_query::{Expr, OnConflict};
use sea_orm::{
    ActiveModelTrait, ActiveValue::Set, ColumnTrait, EntityTrait, QueryFilter, QueryOrder,
    QuerySelect,
};
use serde::{Deserialize, Serialize};

use rules::quiz::{pick_return, Outcome, NOTIONAL_STAKE_FEN};

use super::legs::{self, Leg, LegInput, LegTable, Moved};
use super::plan_withdraw::WITHDRAWN;
use super::settle::Decided;
use crate::kernel::error::ErrorCode;
use crate::kernel::jobs::{self, Claimed, Registry};
use crate::kernel::paging::{newest_by_id, Window};
use crate::kernel::{validate, AppContext, AppError, AppResult, Viewer};
use crate::message::MessageType;
use crate::points::ledger::{self, Entry, Reason};
use crate::sports::PlayType;
use entities::{expert_plan, expert_plan_leg, follow, member, plan_unlock};

/// Most picks in one plan.
pub const MAX_LEGS: usize = 4;
const MAX_TITLE: usize = 40;
const MAX_ANALYSIS: usize = 5000;
const REFUND_JOB: &str = "quiz.plan_refund";
const NOTIFY_JOB: &str = "quiz.plan_notify";

/// A plan to publish.
#[derive(Debug, Clone)]
pub struct PlanInput {
    pub title: String,
    pub analysis: String,
    pub price: i64,
    pub refund_on_miss: bool,
    pub legs: Vec<LegInput>,
}

/// A plan as its viewer may read it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PlanView {
    pub id: i64,
    pub expert_id: i64,
    pub title: String,
    pub price: i64,
    pub refund_on_miss: bool,
    pub first_kickoff: chrono::DateTime<chrono::Utc>,
    pub outcome: Option<Outcome>,
    pub unlocks: i64,
    pub created_at: chrono::DateTime<chrono::Utc>,
    /// Whether the viewer sees the picks and analysis (free, theirs,
    /// unlocked, or the first match has started).
    pub visible: bool,
    /// Whether the viewer paid to unlock it.
    pub unlocked: bool,
    /// The analysis and picks, when visible.
    pub analysis: Option<String>,
    pub legs: Option<Vec<Leg>>,
    /// The matches the plan covers (ids, always shown).
    pub match_ids: Vec<i64>,
    /// Withdrawn by staff (`plan_withdraw`): its picks and analysis show to
    /// its expert only.
    pub withdrawn: bool,
}

/// The plans' legs as settlement moves them.
const PLAN_LEGS: LegTable<expert_plan_leg::Entity> = LegTable {
    id: expert_plan_leg::Column::Id,
    parent: expert_plan_leg::Column::PlanId,
    outcome: expert_plan_leg::Column::Outcome,
    read: |l| (l.outcome.as_deref(), l.odds),
};

/// 不中退款 of a plan's unlocks.
#[derive(Debug, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
struct Refund {
    plan_id: i64,
    /// Staff withdrew the plan (`plan_withdraw`): every unlock is paid back
    /// whatever its outcome, and the members are told why.
    #[serde(default)]
    withdrawn: bool,
}

impl jobs::Job for Refund {
    const KIND: &'static str = REFUND_JOB;
}

/// The expert's followers told of a new plan.
#[derive(Debug, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
struct Notify {
    plan_id: i64,
}

impl jobs::Job for Notify {
    const KIND: &'static str = NOTIFY_JOB;
}

pub(super) fn register(registry: &mut Registry) {
    registry.job(|ctx, p: Refund, run| async move { refund_job(&ctx, p, &run).await });
    registry.job(|ctx, p: Notify, run| async move { notify_job(&ctx, p, &run).await });
}

/// The notional stake and return of a settled plan (the plan is the unit).
pub fn notional(p: &expert_plan::Model) -> (i64, i64) {
    (NOTIONAL_STAKE_FEN, p.return_fen)
}

/// An expert publishes a plan. Experts only (`NOT_ELIGIBLE`); 1 to 4
/// picks on matches still taking picks; an analysis of the set minimum to
/// 5000 characters; a price of 0 (free) to the set maximum.
pub async fn publish(ctx: &AppContext, viewer: &Viewer, input: PlanInput) -> AppResult<PlanView> {
    let rules = super::settings::load(ctx).await?;
    let expert: Option<bool> = member::Entity::find_by_id(viewer.member_id)
        .select_only()
        .column(member::Column::IsProfessor)
        .into_tuple()
        .one(&ctx.db)
        .await?;
    if expert != Some(true) {
        return Err(AppError::new(
            ErrorCode::NotEligible,
            "only experts publish plans",
        ));
    }
    let title = validate::display_name("title", &input.title, MAX_TITLE)?;
    let analysis = input.analysis.trim().to_owned();
    let n = analysis.chars().count() as i64;
    if n < rules.plan_min_analysis || n > MAX_ANALYSIS as i64 {
        return Err(AppError::invalid(
            "analysis",
            format!("{} to {MAX_ANALYSIS} characters", rules.plan_min_analysis),
        ));
    }
    validate::max_chars("analysis", &analysis, MAX_ANALYSIS)?;
    // Plans have no review queue: a listed word of either kind refuses.
    crate::moderation::check(ctx, "title", &title, false).await?;
    crate::moderation::check(ctx, "analysis", &analysis, false).await?;
    if !(0..=rules.plan_max_price).contains(&input.price) {
        return Err(AppError::invalid(
            "price",
            format!("0 (free) to {} points", rules.plan_max_price),
        ));
    }
    if input.legs.is_empty() || input.legs.len() > MAX_LEGS {
        return Err(AppError::invalid("legs", format!("1 to {MAX_LEGS} picks")));
    }
    let (taken, matches) = legs::take(ctx, "legs", &input.legs).await?;
    let first = taken
        .iter()
        .filter_map(|l| matches.get(&l.match_id).and_then(|m| m.kickoff))
        .min()
        .ok_or_else(|| AppError::internal("plan legs without a kickoff"))?;
    let now = crate::kernel::clock::now();
    let txn = crate::kernel::db::begin(ctx).await?;
    let plan = expert_plan::ActiveModel {
        expert_id: Set(viewer.member_id),
        title: Set(title),
        analysis: Set(analysis),
        price: Set(input.price),
        refund_on_miss: Set(input.refund_on_miss),
        first_kickoff: Set(first),
        state: Set("OPEN".to_owned()),
        return_fen: Set(0),
        unlocks: Set(0),
        created_at: Set(now),
        settled_at: Set(None),
        ..Default::default()
    }
    .insert(&txn)
    .await?;
    expert_plan_leg::Entity::insert_many(taken.iter().map(|l| expert_plan_leg::ActiveModel {
        plan_id: Set(plan.id),
        match_id: Set(l.match_id),
        play: Set(l.play.code().to_owned()),
        choice: Set(l.choice as i16),
        odds: Set(l.odds),
        line: Set(l.line),
        outcome: Set(None),
        ..Default::default()
    }))
    .exec_without_returning(&txn)
    .await?;
    jobs::ask(
        &txn,
        &Notify { plan_id: plan.id },
        now,
        Some(&format!("{NOTIFY_JOB}:{}", plan.id)),
    )
    .await?;
    txn.commit().await?;
    Ok(view(plan, Some(taken), Some(viewer), false))
}

fn leg_of(l: &expert_plan_leg::Model) -> Option<Leg> {
    Some(Leg {
        match_id: l.match_id,
        play: PlayType::from_code(&l.play)?,
        choice: usize::try_from(l.choice).ok()?,
        odds: l.odds,
        line: l.line,
        outcome: l.outcome.as_deref().and_then(Outcome::from_code),
    })
}

fn view(
    p: expert_plan::Model,
    legs: Option<Vec<Leg>>,
    viewer: Option<&Viewer>,
    unlocked: bool,
) -> PlanView {
    // Its expert, and staff judging whether it breaks the rules, read it
    // whole whatever its state.
    let own = viewer.is_some_and(|v| {
        v.member_id == p.expert_id || v.is_staff_with(crate::kernel::Permission::Operations)
    });
    let withdrawn = p.state == WITHDRAWN;
    let visible = own
        || !withdrawn
            && (p.price == 0 || unlocked || crate::kernel::clock::now() >= p.first_kickoff);
    let match_ids = legs
        .as_ref()
        .map(|l| l.iter().map(|l| l.match_id).collect())
        .unwrap_or_default();
    PlanView {
        id: p.id,
        expert_id: p.expert_id,
        price: p.price,
        refund_on_miss: p.refund_on_miss,
        first_kickoff: p.first_kickoff,
        outcome: Outcome::from_code(&p.state),
        unlocks: p.unlocks,
        created_at: p.created_at,
        visible,
        unlocked,
        analysis: visible.then_some(p.analysis),
        legs: if visible { legs } else { None },
        match_ids,
        title: p.title,
        withdrawn,
    }
}

/// Views of `plans` for `viewer`: their legs and the viewer's unlocks in
/// two queries for the whole list.
async fn views(
    ctx: &AppContext,
    plans: Vec<expert_plan::Model>,
    viewer: Option<&Viewer>,
) -> AppResult<Vec<PlanView>> {
    let ids: Vec<i64> = plans.iter().map(|p| p.id).collect();
    let mut legs: HashMap<i64, Vec<Leg>> = HashMap::new();
    for l in expert_plan_leg::Entity::find()
        .filter(expert_plan_leg::Column::PlanId.is_in(ids.clone()))
        .order_by_asc(expert_plan_leg::Column::Id)
        .all(&ctx.db)
        .await?
    {
        if let Some(leg) = leg_of(&l) {
            legs.entry(l.plan_id).or_default().push(leg);
        }
    }
    let unlocked: Vec<i64> = match viewer {
        Some(v) => {
            plan_unlock::Entity::find()
                .select_only()
                .column(plan_unlock::Column::PlanId)
                .filter(plan_unlock::Column::MemberId.eq(v.member_id))
                .filter(plan_unlock::Column::PlanId.is_in(ids))
                .into_tuple()
                .all(&ctx.db)
                .await?
        }
        None => Vec::new(),
    };
    Ok(plans
        .into_iter()
        .map(|p| {
            let l = legs.remove(&p.id);
            let u = unlocked.contains(&p.id);
            view(p, l, viewer, u)
        })
        .collect())
}

/// One plan as `viewer` may read it.
pub async fn get(ctx: &AppContext, viewer: Option<&Viewer>, id: i64) -> AppResult<PlanView> {
    let plan = expert_plan::Entity::find_by_id(id)
        .one(&ctx.db)
        .await?
        .ok_or_else(|| AppError::not_found("no such plan"))?;
    views(ctx, vec![plan], viewer)
        .await?
        .pop()
        .ok_or_else(|| AppError::not_found("no such plan"))
}

/// Plans newest first: one expert's, or every expert's; withdrawn plans
/// are not listed.
pub async fn list(
    ctx: &AppContext,
    viewer: Option<&Viewer>,
    expert_id: Option<i64>,
    window: &Window<i64>,
) -> AppResult<(Vec<PlanView>, bool)> {
    let mut q = expert_plan::Entity::find().filter(expert_plan::Column::State.ne(WITHDRAWN));
    if let Some(e) = expert_id {
        q = q.filter(expert_plan::Column::ExpertId.eq(e));
    }
    let (rows, more) = newest_by_id(&ctx.db, q, expert_plan::Column::Id, window).await?;
    Ok((views(ctx, rows, viewer).await?, more))
}

/// The caller unlocks a plan: its price from their points, once. A free
/// plan, their own, or one already unlocked answers the plan and charges
/// nothing; after the first kickoff everyone sees it, so nothing is sold.
/// A withdrawn plan is refused (`NOT_ELIGIBLE`).
pub async fn unlock(ctx: &AppContext, viewer: &Viewer, id: i64) -> AppResult<PlanView> {
    let plan = expert_plan::Entity::find_by_id(id)
        .one(&ctx.db)
        .await?
        .ok_or_else(|| AppError::not_found("no such plan"))?;
    if plan.state == WITHDRAWN {
        return Err(withdrawn_error());
    }
    let open = crate::kernel::clock::now() < plan.first_kickoff;
    if plan.price > 0 && plan.expert_id != viewer.member_id && open {
        crate::kernel::db::retrying(|| charge(ctx, viewer, &plan)).await?;
    }
    get(ctx, Some(viewer), id).await
}

async fn charge(ctx: &AppContext, viewer: &Viewer, plan: &expert_plan::Model) -> AppResult<()> {
    let txn = crate::kernel::db::begin(ctx).await?;
    let inserted = plan_unlock::Entity::insert(plan_unlock::ActiveModel {
        plan_id: Set(plan.id),
        member_id: Set(viewer.member_id),
        points: Set(plan.price),
        refunded: Set(false),
        created_at: Set(crate::kernel::clock::now()),
        ..Default::default()
    })
    .on_conflict(
        OnConflict::columns([plan_unlock::Column::PlanId, plan_unlock::Column::MemberId])
            .do_nothing()
            .to_owned(),
    )
    .do_nothing()
    .exec_without_returning(&txn)
    .await?;
    if !matches!(inserted, sea_orm::TryInsertResult::Inserted(n) if n > 0) {
        return Ok(());
    }
    ledger::post(
        &txn,
        Entry {
            member_id: viewer.member_id,
            points: plan.price,
            reason: Reason::PlanUnlock,
            description: format!("解锁方案：{}", plan.title),
            key: format!("plan_unlock:{}:{}", plan.id, viewer.member_id),
        },
    )
    .await?;
    // Only while the plan is not withdrawn, on the row a withdrawal takes:
    // an unlock either commits before it (and is refunded) or rolls back.
    let counted = expert_plan::Entity::update_many()
        .col_expr(
            expert_plan::Column::Unlocks,
            Expr::col(expert_plan::Column::Unlocks).add(1),
        )
        .filter(expert_plan::Column::Id.eq(plan.id))
        .filter(expert_plan::Column::State.ne(WITHDRAWN))
        .exec(&txn)
        .await?;
    if counted.rows_affected == 0 {
        return Err(withdrawn_error());
    }
    txn.commit().await?;
    Ok(())
}

fn withdrawn_error() -> AppError {
    AppError::new(
        ErrorCode::NotEligible,
        "this plan was withdrawn for breaking the rules",
    )
}

/// Asks, in the withdrawal's transaction, for every unlock of `plan_id` to
/// be paid back.
pub(super) async fn refund_withdrawn_later<C: sea_orm::ConnectionTrait>(
    txn: &C,
    plan_id: i64,
) -> AppResult<()> {
    jobs::ask(
        txn,
        &Refund {
            plan_id,
            withdrawn: true,
        },
        crate::kernel::clock::now(),
        Some(&format!("{REFUND_JOB}:{plan_id}:withdrawn")),
    )
    .await
}

/// Settles the plan legs on a decided match, and the plans they complete.
pub(super) async fn settle_on(ctx: &AppContext, match_id: i64, d: &Decided) -> AppResult<()> {
    let legs = expert_plan_leg::Entity::find()
        .filter(expert_plan_leg::Column::MatchId.eq(match_id))
        .all(&ctx.db)
        .await?;
    for leg in legs {
        let Some(now) = d.leg(&leg.play, leg.choice, leg.line) else {
            continue;
        };
        if leg.outcome.as_deref() == Some(now.code()) {
            continue;
        }
        crate::kernel::db::retrying(|| settle_leg(ctx, &leg, now)).await?;
    }
    Ok(())
}

async fn settle_leg(ctx: &AppContext, leg: &expert_plan_leg::Model, now: Outcome) -> AppResult<()> {
    let txn = crate::kernel::db::begin(ctx).await?;
    let (outcome, legs) = match legs::move_leg(
        &txn,
        &PLAN_LEGS,
        leg.id,
        leg.plan_id,
        leg.outcome.as_deref(),
        now,
    )
    .await?
    {
        Moved::Lost => return Ok(()),
        Moved::Waiting => return Ok(txn.commit().await?),
        Moved::Decided { outcome, legs } => (outcome, legs),
    };
    let plan = expert_plan::Entity::find_by_id(leg.plan_id)
        .one(&txn)
        .await?
        .ok_or_else(|| AppError::internal("a plan leg without its plan"))?;
    if plan.state == WITHDRAWN {
        // Its legs keep their results; the plan has no outcome, no record
        // and no refund but the withdrawal's.
        return Ok(txn.commit().await?);
    }
    let ret = pick_return(outcome, NOTIONAL_STAKE_FEN, &legs);
    let first = plan.state == "OPEN";
    if !first && plan.state == outcome.code() && plan.return_fen == ret {
        txn.commit().await?;
        return Ok(());
    }
    crate::kernel::db::lock_member(&txn, plan.expert_id).await?;
    expert_plan::Entity::update_many()
        .col_expr(expert_plan::Column::State, Expr::value(outcome.code()))
        .col_expr(expert_plan::Column::ReturnFen, Expr::value(ret))
        .col_expr(
            expert_plan::Column::SettledAt,
            Expr::value(plan.settled_at.unwrap_or_else(crate::kernel::clock::now)),
        )
        .filter(expert_plan::Column::Id.eq(plan.id))
        .exec(&txn)
        .await?;
    if first {
        super::record::add_plan(&txn, plan.expert_id, outcome, NOTIONAL_STAKE_FEN, ret).await?;
    } else {
        super::record::rebuild_plans(&txn, plan.expert_id).await?;
    }
    let refunds = outcome == Outcome::Void || (outcome == Outcome::Black && plan.refund_on_miss);
    if refunds && plan.price > 0 {
        jobs::ask(
            &txn,
            &Refund {
                plan_id: plan.id,
                withdrawn: false,
            },
            crate::kernel::clock::now(),
            Some(&format!("{REFUND_JOB}:{}", plan.id)),
        )
        .await?;
    }
    txn.commit().await?;
    Ok(())
}

/// 不中退款: pays every unlock of the plan back once, 500 at a time, each
/// with its ledger row and a message.
async fn refund_job(ctx: &AppContext, p: Refund, run: &Claimed) -> AppResult<()> {
    let plan = expert_plan::Entity::find_by_id(p.plan_id)
        .one(&ctx.db)
        .await?;
    if let Some(plan) = plan {
        loop {
            let due = plan_unlock::Entity::find()
                .filter(plan_unlock::Column::PlanId.eq(plan.id))
                .filter(plan_unlock::Column::Refunded.eq(false))
                .order_by_asc(plan_unlock::Column::Id)
                .limit(500)
                .all(&ctx.db)
                .await?;
            if due.is_empty() {
                break;
            }
            for u in due {
                crate::kernel::db::retrying(|| refund_one(ctx, &plan, &u, p.withdrawn)).await?;
            }
        }
    }
    let txn = crate::kernel::db::begin(ctx).await?;
    jobs::finish(&txn, run).await?;
    txn.commit().await?;
    Ok(())
}

async fn refund_one(
    ctx: &AppContext,
    plan: &expert_plan::Model,
    u: &plan_unlock::Model,
    withdrawn: bool,
) -> AppResult<()> {
    let txn = crate::kernel::db::begin(ctx).await?;
    let moved = plan_unlock::Entity::update_many()
        .col_expr(plan_unlock::Column::Refunded, Expr::value(true))
        .filter(plan_unlock::Column::Id.eq(u.id))
        .filter(plan_unlock::Column::Refunded.eq(false))
        .exec(&txn)
        .await?;
    if moved.rows_affected == 0 {
        return Ok(());
    }
    ledger::post(
        &txn,
        Entry {
            member_id: u.member_id,
            points: u.points,
            reason: Reason::PlanRefund,
            description: if withdrawn {
                format!("方案撤下退款：{}", plan.title)
            } else {
                format!("不中退款：{}", plan.title)
            },
            key: format!("plan_refund:{}", u.id),
        },
    )
    .await?;
    let (title, text) = if withdrawn {
        (
            "方案撤下退款",
            format!(
                "你解锁的方案「{}」因违反平台规则被撤下，{} 积分已退回",
                plan.title, u.points
            ),
        )
    } else {
        (
            "方案不中退款",
            format!(
                "你解锁的方案「{}」未中，{} 积分已退回",
                plan.title, u.points
            ),
        )
    };
    let delivered = crate::message::deliver_to_member(
        &txn,
        u.member_id,
        None,
        MessageType::Points,
        title,
        &text,
        serde_json::json!({ "planId": plan.id.to_string() }),
    )
    .await?;
    crate::message::announce_on(&txn, delivered);
    txn.commit().await?;
    Ok(())
}

/// Tells the expert's followers of a new plan: one message, a receipt per
/// follower, in the job's transaction.
async fn notify_job(ctx: &AppContext, p: Notify, run: &Claimed) -> AppResult<()> {
    let txn = crate::kernel::db::begin(ctx).await?;
    let mut delivered = None;
    if let Some(plan) = expert_plan::Entity::find_by_id(p.plan_id).one(&txn).await? {
        let followers: Vec<i64> = follow::Entity::find()
            .select_only()
            .column(follow::Column::MemberId)
            .filter(follow::Column::FocusMemberId.eq(plan.expert_id))
            .into_tuple()
            .all(&txn)
            .await?;
        let nick: Option<String> = member::Entity::find_by_id(plan.expert_id)
            .select_only()
            .column(member::Column::NickName)
            .into_tuple()
            .one(&txn)
            .await?;
        delivered = crate::message::deliver_to_members(
            &txn,
            &followers,
            Some(plan.expert_id),
            MessageType::Interaction,
            "你关注的专家发布了新方案",
            &format!("{}：{}", nick.unwrap_or_default(), plan.title),
            serde_json::json!({ "planId": plan.id.to_string() }),
        )
        .await?;
    }
    jobs::finish(&txn, run).await?;
    if let Some(d) = delivered {
        crate::message::announce_on(&txn, d);
    }
    txn.commit().await?;
    Ok(())
}
