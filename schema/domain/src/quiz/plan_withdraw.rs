//! Staff withdraw (撤下) an expert's plan that breaks the rules (the
//! console's 专家方案, issue 56).
//!
//! A withdrawn plan (`state = WITHDRAWN`) leaves the plan lists, shows its
//! analysis and picks to no member but its expert, takes no more unlocks,
//! counts in no expert record (`record::rebuild_plans` reads outcomes
//! only), and settlement no longer moves it (`plans::settle_leg`). Every
//! unlock is paid back once by the plans' refund job (`plan_unlock.refunded`
//! moves by a conditional update with the ledger row, so a plan already
//! refunded as 不中退款 pays nothing twice), and the expert is told why.
//!
//! Exactly once with unlocks racing the withdrawal: an unlock raises the
//! plan's `unlocks` only while it is not withdrawn (`plans::charge`), on
//! the plan row this update also takes. Whichever commits first, the
//! other sees it: a late unlock rolls back, or the refund job (run after
//! this commit) finds the unlock.

use sea_orm::sea_query::Expr;
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter};

use super::plans::{self, PlanView};
use crate::kernel::{validate, AppContext, AppError, AppResult, Permission, Viewer};
use crate::message::MessageType;
use entities::expert_plan;

/// `expert_plan.state` of a withdrawn plan.
pub const WITHDRAWN: &str = "WITHDRAWN";
const MAX_REASON: usize = 200;

/// Withdraws plan `id` (staff with the operations permission) with the
/// reason its expert is told. A plan already withdrawn, or changed by a
/// settlement since it was read, answers `CONFLICT`.
pub async fn withdraw(
    ctx: &AppContext,
    viewer: &Viewer,
    id: i64,
    reason: &str,
) -> AppResult<PlanView> {
    viewer.require(Permission::Operations)?;
    let reason = validate::max_chars("reason", reason.trim(), MAX_REASON)?;
    if reason.is_empty() {
        return Err(AppError::invalid(
            "reason",
            "say which rule the plan breaks (the expert is told)",
        ));
    }
    let txn = crate::kernel::db::begin(ctx).await?;
    let plan = expert_plan::Entity::find_by_id(id)
        .one(&txn)
        .await?
        .ok_or_else(|| AppError::not_found("no such plan"))?;
    if plan.state == WITHDRAWN {
        return Err(AppError::conflict("this plan is already withdrawn"));
    }
    // The expert's row first, then the plan's: the order settlement takes.
    crate::kernel::db::lock_member(&txn, plan.expert_id).await?;
    let moved = expert_plan::Entity::update_many()
        .col_expr(expert_plan::Column::State, Expr::value(WITHDRAWN))
        .filter(expert_plan::Column::Id.eq(id))
        .filter(expert_plan::Column::State.eq(plan.state.clone()))
        .exec(&txn)
        .await?;
    if moved.rows_affected == 0 {
        return Err(AppError::conflict(
            "the plan changed (settled or withdrawn) since it was read; reload it",
        ));
    }
    if plan.settled_at.is_some() {
        super::record::rebuild_plans(&txn, plan.expert_id).await?;
    }
    // Any unlock committed before this update is the job's to find, even
    // one made after the plan was read here.
    let refunds = plan.price > 0;
    if refunds {
        plans::refund_withdrawn_later(&txn, plan.id).await?;
    }
    let delivered = crate::message::deliver_to_member(
        &txn,
        plan.expert_id,
        None,
        MessageType::SystemNotice,
        "你的方案已被撤下",
        &format!(
            "方案「{}」违反平台规则，已被撤下。原因：{reason}{}",
            plan.title,
            if refunds {
                "。会员解锁该方案的积分将全部退回。"
            } else {
                ""
            }
        ),
        serde_json::json!({ "planId": plan.id.to_string() }),
    )
    .await?;
    crate::message::announce_on(&txn, delivered);
    crate::kernel::audit::record(
        &txn,
        Some(viewer.member_id),
        "quiz.plan_withdraw",
        &format!("expert_plan:{id}"),
        serde_json::json!({
            "reason": reason,
            "was": plan.state,
            "unlocksWhenRead": plan.unlocks,
            "refunds": refunds,
        }),
    )
    .await?;
    txn.commit().await?;
    plans::get(ctx, Some(viewer), id).await
}
