//! The rules of feedback: a member's record in the workflow
//! (`kernel::workflow`), declared here as its kind and steps.

use std::time::Duration;

use sea_orm::{ActiveModelTrait, ActiveValue::Set, ColumnTrait, EntityTrait, QueryFilter};

use sea_orm::sea_query::Expr;

use crate::kernel::context::AppContext;
use crate::kernel::enums::{ProtoEnum, WorkflowState};
use crate::kernel::error::{AppError, AppResult};
use crate::kernel::paging::Window;
use crate::kernel::workflow::{self, Actor, Outcome};
use crate::kernel::Permission;
use crate::kernel::Viewer;
use crate::message::MessageType;
use crate::review::steps::{CANCEL, OPEN};
use crate::review::{self, Notice, Review};
use entities::feedback;
const MAX_CONTENT: usize = 500;
const MAX_IMAGES: usize = 4;
const PER_DAY: i64 = 10;

fn require_operations(viewer: &Viewer) -> AppResult<()> {
    viewer.require(KIND.permission)
}

/// Feedback in the record workflow: staff with the operations permission
/// handle it; the member may rewrite it until staff reply; staff may
/// delete closed feedback after half a year.
pub const KIND: workflow::Kind = workflow::Kind {
    name: "feedback",
    permission: Permission::Operations,
    policy: workflow::Policy {
        editable_while_processing: false,
        retention_days: 180,
    },
};

const COLUMNS: workflow::Columns<feedback::Entity> = workflow::Columns {
    id: feedback::Column::Id,
    owner: feedback::Column::MemberId,
    state: feedback::Column::State,
    outcome: feedback::Column::Outcome,
    updated_at: feedback::Column::UpdatedAt,
};

/// How many feedback records wait for staff (the console's overview).
pub async fn open_count(ctx: &AppContext) -> AppResult<i64> {
    workflow::open_count(&ctx.db, &COLUMNS).await
}

/// Staff answer (again, while open).
const REPLY: workflow::Step = workflow::Step {
    name: "reply",
    by: Actor::Staff,
    from: OPEN,
    to: WorkflowState::Processing,
    outcome: None,
};
/// Staff close a replied feedback: the workflow's approve.
const CLOSE: workflow::Step = workflow::Step {
    name: "close",
    by: Actor::Staff,
    from: &[WorkflowState::Processing],
    to: WorkflowState::Closed,
    outcome: Some(Outcome::Resolved),
};
/// The member withdraws it.
/// The member rewrites it before any reply (state unchanged).
const EDIT: workflow::Step = workflow::Step {
    name: "edit",
    by: Actor::Owner,
    from: &[WorkflowState::Prestart],
    to: WorkflowState::Prestart,
    outcome: None,
};

/// A member writes in: 1–500 characters and up to 4 of their own uploaded
/// images; at most 10 a day.
pub async fn submit(
    ctx: &AppContext,
    viewer: &Viewer,
    content: &str,
    images: &[String],
) -> AppResult<feedback::Model> {
    let content = checked_text("content", content)?;
    if images.len() > MAX_IMAGES {
        return Err(AppError::invalid(
            "images",
            format!("at most {MAX_IMAGES} images"),
        ));
    }
    let fids: Vec<&str> = images.iter().map(String::as_str).collect();
    crate::file::attach(
        &ctx.db,
        &fids,
        Some(viewer.member_id),
        crate::file::Reach::Private,
        crate::file::Holder::Account,
        "images",
        "must be ids of images you uploaded",
    )
    .await?;
    crate::kernel::kv::hit_member_limit(
        ctx.kv.as_ref(),
        &format!("feedback:day:{}", viewer.member_id),
        PER_DAY,
        Duration::from_secs(86_400),
    )
    .await?;
    let now = crate::kernel::clock::now();
    Ok(feedback::ActiveModel {
        member_id: Set(viewer.member_id),
        content: Set(content),
        images: Set(serde_json::json!(images)),
        state: Set(WorkflowState::Prestart.number() as i16),
        reply: Set(None),
        replied_by: Set(None),
        replied_at: Set(None),
        created_at: Set(now),
        updated_at: Set(now),
        outcome: Set(None),
        ..Default::default()
    }
    .insert(&ctx.db)
    .await?)
}

/// The caller's feedback, newest first, the page `window` asks for.
pub async fn mine(
    ctx: &AppContext,
    viewer: &Viewer,
    window: &Window<i64>,
) -> AppResult<(Vec<feedback::Model>, bool)> {
    let q = feedback::Entity::find().filter(feedback::Column::MemberId.eq(viewer.member_id));
    crate::kernel::paging::newest_by_id(&ctx.db, q, feedback::Column::Id, window).await
}

/// One piece of feedback as `viewer` may see it: their own, or any for
/// staff with the operations permission; `None` otherwise.
pub async fn find(
    ctx: &AppContext,
    viewer: &Viewer,
    id: i64,
) -> AppResult<Option<feedback::Model>> {
    let staff = require_operations(viewer).is_ok();
    Ok(feedback::Entity::find_by_id(id)
        .one(&ctx.db)
        .await?
        .filter(|f| staff || f.member_id == viewer.member_id))
}

/// Staff: feedback in a state (or all), newest first, the page `window`
/// asks for (keyset on the id).
pub async fn staff_list(
    ctx: &AppContext,
    viewer: &Viewer,
    state: Option<WorkflowState>,
    window: &Window<i64>,
) -> AppResult<(Vec<feedback::Model>, bool)> {
    require_operations(viewer)?;
    let mut q = feedback::Entity::find();
    if let Some(s) = state {
        q = q.filter(feedback::Column::State.eq(s.number() as i16));
    }
    crate::kernel::paging::newest_by_id(&ctx.db, q, feedback::Column::Id, window).await
}

/// `reply` once per idempotency key: a retry answers the feedback and sends
/// the member no second message.
pub async fn reply_once(
    ctx: &AppContext,
    viewer: &Viewer,
    id: i64,
    text: &str,
    key: Option<&str>,
) -> AppResult<feedback::Model> {
    let request = serde_json::json!({"id": id, "reply": text});
    let id = crate::kernel::idempotency::once(
        ctx,
        "feedback.reply",
        viewer.member_id,
        key,
        &request,
        || async { reply(ctx, viewer, id, text).await.map(|f| f.id) },
    )
    .await?;
    reload(&ctx.db, id).await
}

async fn reload<C: sea_orm::ConnectionTrait>(db: &C, id: i64) -> AppResult<feedback::Model> {
    feedback::Entity::find_by_id(id)
        .one(db)
        .await?
        .ok_or_else(|| AppError::not_found("no such feedback"))
}

fn checked_text(field: &str, text: &str) -> AppResult<String> {
    let text = text.trim();
    let n = text.chars().count();
    if n == 0 || n > MAX_CONTENT {
        return Err(AppError::invalid(
            field,
            format!("must be 1 to {MAX_CONTENT} characters"),
        ));
    }
    Ok(text.to_owned())
}

/// How staff handle feedback (`review`): they reply, and close; the
/// member hears of each as an interaction message.
const REVIEW: Review<feedback::Entity> = Review {
    kind: &KIND,
    columns: &COLUMNS,
    rejection: None,
    reviewed_by: None,
    max_reason: 0,
    payload_key: "feedbackId",
    message_type: MessageType::Interaction,
};

/// Staff reply: stored on the feedback (now PROCESSING) and delivered to the
/// member as an interaction message, in one transaction. Staff may reply
/// again while it is open.
pub async fn reply(
    ctx: &AppContext,
    viewer: &Viewer,
    id: i64,
    text: &str,
) -> AppResult<feedback::Model> {
    viewer.require(KIND.permission)?;
    let text = checked_text("reply", text)?;
    let now = crate::kernel::clock::now();
    let extra = vec![
        (feedback::Column::Reply, Expr::value(text.clone())),
        (feedback::Column::RepliedBy, Expr::value(viewer.member_id)),
        (feedback::Column::RepliedAt, Expr::value(now)),
    ];
    let d = review::open(ctx, viewer, &REVIEW, id, &REPLY, extra).await?;
    d.close(viewer, Notice::new("你的反馈有了回复", text)).await
}

/// Staff close a replied feedback as handled (the workflow's approve:
/// PROCESSING → CLOSED, `RESOLVED`); the member is told.
pub async fn close(ctx: &AppContext, viewer: &Viewer, id: i64) -> AppResult<feedback::Model> {
    let d = review::open(ctx, viewer, &REVIEW, id, &CLOSE, vec![]).await?;
    let notice = Notice::new("你的反馈已处理完毕", "感谢你的反馈，我们已处理完毕。");
    d.close(viewer, notice).await
}

/// The member withdraws their feedback while it is open (→ CLOSED,
/// `CANCELLED`). Their own step: no message to themselves.
pub async fn cancel(ctx: &AppContext, viewer: &Viewer, id: i64) -> AppResult<feedback::Model> {
    let txn = crate::kernel::db::begin(ctx).await?;
    workflow::step(&txn, &KIND, &COLUMNS, viewer, id, &CANCEL, vec![]).await?;
    let saved = reload(&txn, id).await?;
    txn.commit().await?;
    Ok(saved)
}

/// The member rewrites their feedback before staff reply (PRESTART only).
pub async fn edit(
    ctx: &AppContext,
    viewer: &Viewer,
    id: i64,
    content: &str,
) -> AppResult<feedback::Model> {
    let content = checked_text("content", content)?;
    let txn = crate::kernel::db::begin(ctx).await?;
    workflow::step(
        &txn,
        &KIND,
        &COLUMNS,
        viewer,
        id,
        &EDIT,
        vec![(feedback::Column::Content, Expr::value(content))],
    )
    .await?;
    let saved = reload(&txn, id).await?;
    txn.commit().await?;
    Ok(saved)
}

/// Deletes a feedback where its flags allow: the member's unanswered one,
/// or staff's closed one past the retention period.
pub async fn delete(ctx: &AppContext, viewer: &Viewer, id: i64) -> AppResult<()> {
    let txn = crate::kernel::db::begin(ctx).await?;
    workflow::delete(&txn, &KIND, &COLUMNS, viewer, id).await?;
    txn.commit().await?;
    Ok(())
}

/// The workflow flags `viewer` sees on `f`.
pub fn flags(viewer: &Viewer, f: &feedback::Model) -> AppResult<workflow::Flags> {
    Ok(workflow::flags(
        &KIND,
        viewer,
        f.member_id,
        workflow::state_of(f.state)?,
        f.replied_at.is_some(),
        f.updated_at,
    ))
}
