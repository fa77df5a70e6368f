//! The rules of feedback.

use std::time::Duration;

use sea_orm::{
    ActiveModelTrait, ActiveValue::Set, ColumnTrait, EntityTrait, PaginatorTrait, QueryFilter,
};

use crate::kernel::context::AppContext;
use crate::kernel::enums::{ProtoEnum, WorkflowState};
use crate::kernel::error::{AppError, AppResult};
use crate::kernel::paging::Window;
use crate::kernel::Permission;
use crate::kernel::Viewer;
use crate::message::{deliver_to_member, MessageType};
use entities::{feedback, uploaded_file};
const MAX_CONTENT: usize = 500;
const MAX_IMAGES: usize = 4;
const PER_DAY: i64 = 10;

fn require_operations(viewer: &Viewer) -> AppResult<()> {
    viewer.require(Permission::Operations)
}

/// A member writes in: 1–500 characters and up to 4 of their own uploaded
/// images; at most 10 a day.
pub async fn submit(
    ctx: &AppContext,
    viewer: &Viewer,
    content: &str,
    images: &[String],
) -> AppResult<feedback::Model> {
    let content = content.trim();
    let n = content.chars().count();
    if n == 0 || n > MAX_CONTENT {
        return Err(AppError::invalid(
            "content",
            format!("must be 1 to {MAX_CONTENT} characters"),
        ));
    }
    if images.len() > MAX_IMAGES {
        return Err(AppError::invalid(
            "images",
            format!("at most {MAX_IMAGES} images"),
        ));
    }
    if !images.is_empty() {
        let owned = uploaded_file::Entity::find()
            .filter(uploaded_file::Column::Fid.is_in(images.iter().cloned()))
            .filter(uploaded_file::Column::OwnerMemberId.eq(viewer.member_id))
            .count(&ctx.db)
            .await?;
        if owned as usize != images.len() {
            return Err(AppError::invalid(
                "images",
                "must be ids of images you uploaded",
            ));
        }
    }
    crate::kernel::kv::hit_limit(
        ctx.kv.as_ref(),
        &format!("feedback:day:{}", viewer.member_id),
        PER_DAY,
        Duration::from_secs(86_400),
    )
    .await?;
    let now = crate::kernel::clock::now();
    Ok(feedback::ActiveModel {
        member_id: Set(viewer.member_id),
        content: Set(content.to_owned()),
        images: Set(serde_json::json!(images)),
        state: Set(WorkflowState::Prestart.number() as i16),
        reply: Set(None),
        replied_by: Set(None),
        replied_at: Set(None),
        created_at: Set(now),
        updated_at: Set(now),
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

async fn load(txn: &sea_orm::DatabaseTransaction, id: i64) -> AppResult<feedback::Model> {
    feedback::Entity::find_by_id(id)
        .one(txn)
        .await?
        .ok_or_else(|| AppError::not_found("no such feedback"))
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
    feedback::Entity::find_by_id(id)
        .one(&ctx.db)
        .await?
        .ok_or_else(|| AppError::not_found("no such feedback"))
}

/// Staff reply: stored on the feedback (now PROCESSING) and delivered to the
/// member as an interaction message, in one transaction.
pub async fn reply(
    ctx: &AppContext,
    viewer: &Viewer,
    id: i64,
    text: &str,
) -> AppResult<feedback::Model> {
    require_operations(viewer)?;
    let text = text.trim();
    let n = text.chars().count();
    if n == 0 || n > MAX_CONTENT {
        return Err(AppError::invalid(
            "reply",
            format!("must be 1 to {MAX_CONTENT} characters"),
        ));
    }
    let txn = crate::kernel::db::begin(&ctx.db).await?;
    let f = load(&txn, id).await?;
    if f.state == WorkflowState::Closed.number() as i16 {
        return Err(AppError::conflict("this feedback is closed"));
    }
    let now = crate::kernel::clock::now();
    let member_id = f.member_id;
    let mut am: feedback::ActiveModel = f.into();
    am.reply = Set(Some(text.to_owned()));
    am.replied_by = Set(Some(viewer.member_id));
    am.replied_at = Set(Some(now));
    am.state = Set(WorkflowState::Processing.number() as i16);
    am.updated_at = Set(now);
    let saved = am.update(&txn).await?;
    let delivered = deliver_to_member(
        &txn,
        member_id,
        Some(viewer.member_id),
        MessageType::Interaction,
        "你的反馈有了回复",
        text,
        serde_json::json!({ "feedbackId": id.to_string() }),
    )
    .await?;
    crate::kernel::audit::record(
        &txn,
        Some(viewer.member_id),
        "feedback.reply",
        &format!("feedback:{id}"),
        serde_json::json!({}),
    )
    .await?;
    txn.commit().await?;
    crate::message::announce(ctx, delivered).await;
    Ok(saved)
}

/// Staff close a feedback.
pub async fn close(ctx: &AppContext, viewer: &Viewer, id: i64) -> AppResult<feedback::Model> {
    require_operations(viewer)?;
    let txn = crate::kernel::db::begin(&ctx.db).await?;
    let mut am: feedback::ActiveModel = load(&txn, id).await?.into();
    am.state = Set(WorkflowState::Closed.number() as i16);
    am.updated_at = Set(crate::kernel::clock::now());
    let saved = am.update(&txn).await?;
    crate::kernel::audit::record(
        &txn,
        Some(viewer.member_id),
        "feedback.close",
        &format!("feedback:{id}"),
        serde_json::json!({}),
    )
    .await?;
    txn.commit().await?;
    Ok(saved)
}
