//! Becoming an expert (is_professor): a member applies under the
//! recruitment rules, staff approve or reject through the record workflow
//! (`kernel::workflow`, kind `expert_application`), and approval makes the
//! member an expert through the member service, so cached rows forget the
//! old flag. A rejected member may apply again after the set number of
//! days; one open application at a time (checked under the member's row
//! lock, so two crossing requests make one).

use sea_orm::{
    ActiveModelTrait, ActiveValue::Set, ColumnTrait, EntityTrait, PaginatorTrait, QueryFilter,
    QuerySelect,
};

use crate::kernel::enums::WorkflowState;
use crate::kernel::error::ErrorCode;
use crate::kernel::paging::{newest_by_id, Window};
use crate::kernel::workflow::{self, Outcome};
use crate::kernel::{validate, AppContext, AppError, AppResult, Permission, Viewer};
use crate::message::MessageType;
use crate::review::steps::{APPROVE, CANCEL, REJECT};
use crate::review::{self, Notice, Review};
use entities::{expert_application, member, quiz_pick};

/// Expert applications: staff with the member permission review them;
/// a closed one may be deleted by staff after a year.
pub const KIND: workflow::Kind = workflow::Kind {
    name: "expert_application",
    permission: Permission::Members,
    policy: workflow::Policy {
        editable_while_processing: false,
        retention_days: 365,
    },
};

const COLUMNS: workflow::Columns<expert_application::Entity> = workflow::Columns {
    id: expert_application::Column::Id,
    owner: expert_application::Column::MemberId,
    state: expert_application::Column::State,
    outcome: expert_application::Column::Outcome,
    updated_at: expert_application::Column::UpdatedAt,
};

/// How many expert applications wait for staff (the console's overview).
pub async fn open_count(ctx: &AppContext) -> AppResult<i64> {
    workflow::open_count(&ctx.db, &COLUMNS).await
}

const MAX_STATEMENT: usize = 500;

/// The caller's record over the recruitment window: (settled, red).
pub async fn window_record(ctx: &AppContext, member_id: i64, days: i64) -> AppResult<(i64, i64)> {
    let since = crate::kernel::clock::now() - chrono::Duration::days(days);
    let rows: Vec<String> = quiz_pick::Entity::find()
        .select_only()
        .column(quiz_pick::Column::State)
        .filter(quiz_pick::Column::MemberId.eq(member_id))
        .filter(quiz_pick::Column::SettledAt.gte(since))
        .filter(quiz_pick::Column::State.is_in(["RED", "BLACK"]))
        .into_tuple()
        .all(&ctx.db)
        .await?;
    let red = rows.iter().filter(|s| *s == "RED").count() as i64;
    Ok((rows.len() as i64, red))
}

/// The caller applies to become an expert with a statement (1–500
/// characters). `NOT_ELIGIBLE` when they are one, have an open
/// application, were rejected too recently, have no verified phone, or
/// their record misses the recruitment rule.
pub async fn apply(
    ctx: &AppContext,
    viewer: &Viewer,
    statement: &str,
) -> AppResult<expert_application::Model> {
    let statement = statement.trim();
    if statement.is_empty() {
        return Err(AppError::invalid("statement", "tell us about your record"));
    }
    validate::max_chars("statement", statement, MAX_STATEMENT)?;
    crate::moderation::check(ctx, "statement", statement, false).await?;
    let rules = super::settings::load(ctx).await?;
    let (settled, red) = window_record(ctx, viewer.member_id, rules.expert_window_days).await?;
    rules::quiz::recruitable(settled, red, &rules)
        .map_err(|e| AppError::new(ErrorCode::NotEligible, e.message))?;
    if rules.expert_strike_days > 0 {
        let since = crate::kernel::clock::now() - chrono::Duration::days(rules.expert_strike_days);
        if crate::community::review::strikes_since(ctx, viewer.member_id, since).await? > 0 {
            return Err(AppError::new(
                ErrorCode::NotEligible,
                format!(
                    "近{}天内有内容被审核驳回，暂不能申请专家",
                    rules.expert_strike_days
                ),
            ));
        }
    }
    let txn = crate::kernel::db::begin(ctx).await?;
    crate::kernel::db::lock_member(&txn, viewer.member_id).await?;
    let me = member::Entity::find_by_id(viewer.member_id)
        .one(&txn)
        .await?
        .ok_or_else(|| AppError::unauthenticated("sign in first"))?;
    if me.is_professor {
        return Err(AppError::new(
            ErrorCode::NotEligible,
            "you are an expert already",
        ));
    }
    if me.phone.as_deref().unwrap_or("").is_empty() {
        return Err(AppError::new(
            ErrorCode::NotEligible,
            "bind a verified phone first",
        ));
    }
    let open = expert_application::Entity::find()
        .filter(expert_application::Column::MemberId.eq(viewer.member_id))
        .filter(expert_application::Column::State.ne(workflow::stored(WorkflowState::Closed)))
        .count(&txn)
        .await?;
    if open > 0 {
        return Err(AppError::new(
            ErrorCode::NotEligible,
            "your application is being reviewed",
        ));
    }
    let wait = crate::kernel::clock::now() - chrono::Duration::days(rules.expert_reapply_days);
    let recent_rejection = expert_application::Entity::find()
        .filter(expert_application::Column::MemberId.eq(viewer.member_id))
        .filter(expert_application::Column::Outcome.eq(Outcome::Rejected.name()))
        .filter(expert_application::Column::UpdatedAt.gt(wait))
        .count(&txn)
        .await?;
    if recent_rejection > 0 {
        return Err(AppError::new(
            ErrorCode::NotEligible,
            format!(
                "apply again {} days after a rejection",
                rules.expert_reapply_days
            ),
        ));
    }
    let now = crate::kernel::clock::now();
    let saved = expert_application::ActiveModel {
        member_id: Set(viewer.member_id),
        statement: Set(statement.to_owned()),
        state: Set(workflow::stored(WorkflowState::Processing)),
        outcome: Set(None),
        reason: Set(String::new()),
        settled: Set(settled),
        red: Set(red),
        reviewed_by: Set(None),
        created_at: Set(now),
        updated_at: Set(now),
        ..Default::default()
    }
    .insert(&txn)
    .await?;
    txn.commit().await?;
    Ok(saved)
}

async fn reload<C: sea_orm::ConnectionTrait>(
    db: &C,
    id: i64,
) -> AppResult<expert_application::Model> {
    expert_application::Entity::find_by_id(id)
        .one(db)
        .await?
        .ok_or_else(|| AppError::not_found("no such expert_application"))
}

/// How staff review an application (`review`).
const REVIEW: Review<expert_application::Entity> = Review {
    kind: &KIND,
    columns: &COLUMNS,
    rejection: Some((&REJECT, expert_application::Column::Reason)),
    reviewed_by: Some(expert_application::Column::ReviewedBy),
    max_reason: 200,
    payload_key: "expertApplicationId",
    message_type: MessageType::SystemNotice,
};

/// Staff approve: the member becomes an expert and is told.
pub async fn approve(
    ctx: &AppContext,
    viewer: &Viewer,
    id: i64,
) -> AppResult<expert_application::Model> {
    let d = review::open(ctx, viewer, &REVIEW, id, &APPROVE, vec![]).await?;
    crate::member::service::set_expert(d.work(), d.owner(), true).await?;
    d.work().touched(d.owner());
    let approved = d
        .close(
            viewer,
            Notice::new("专家申请已通过", "恭喜！你已成为专家，可以发布方案了。"),
        )
        .await?;
    // The new expert joins the experts board at its next rebuild, within
    // seconds.
    super::expert_board::ask_soon(ctx).await?;
    Ok(approved)
}

/// Staff reject with a reason (1–200 characters); the member is told.
pub async fn reject(
    ctx: &AppContext,
    viewer: &Viewer,
    id: i64,
    reason: &str,
) -> AppResult<expert_application::Model> {
    review::reject(ctx, viewer, &REVIEW, id, reason, vec![], |r| {
        Notice::new("专家申请未通过", format!("原因：{r}"))
    })
    .await
}

/// The applicant withdraws an open application.
pub async fn cancel(
    ctx: &AppContext,
    viewer: &Viewer,
    id: i64,
) -> AppResult<expert_application::Model> {
    let txn = crate::kernel::db::begin(ctx).await?;
    workflow::step(&txn, &KIND, &COLUMNS, viewer, id, &CANCEL, vec![]).await?;
    let saved = reload(&txn, id).await?;
    txn.commit().await?;
    Ok(saved)
}

/// The flags `viewer` sees on an application.
pub fn flags(viewer: &Viewer, a: &expert_application::Model) -> AppResult<workflow::Flags> {
    Ok(workflow::flags(
        &KIND,
        viewer,
        a.member_id,
        workflow::state_of(a.state)?,
        a.reviewed_by.is_some(),
        a.updated_at,
    ))
}

/// The caller's applications, newest first.
pub async fn mine(
    ctx: &AppContext,
    viewer: &Viewer,
    window: &Window<i64>,
) -> AppResult<(Vec<expert_application::Model>, bool)> {
    let q = expert_application::Entity::find()
        .filter(expert_application::Column::MemberId.eq(viewer.member_id));
    newest_by_id(&ctx.db, q, expert_application::Column::Id, window).await
}

/// Applications for staff, newest first, optionally in one state.
pub async fn for_review(
    ctx: &AppContext,
    viewer: &Viewer,
    state: Option<WorkflowState>,
    window: &Window<i64>,
) -> AppResult<(Vec<expert_application::Model>, bool)> {
    viewer.require(KIND.permission)?;
    let mut q = expert_application::Entity::find();
    if let Some(s) = state {
        q = q.filter(expert_application::Column::State.eq(workflow::stored(s)));
    }
    newest_by_id(&ctx.db, q, expert_application::Column::Id, window).await
}

/// Experts, the most recently approved first (the experts list).
pub async fn experts(ctx: &AppContext, window: &Window<i64>) -> AppResult<(Vec<i64>, bool)> {
    let q = member::Entity::find().filter(member::Column::IsProfessor.eq(true));
    let (rows, more) = newest_by_id(&ctx.db, q, member::Column::Id, window).await?;
    Ok((rows.into_iter().map(|m| m.id).collect(), more))
}
