//! Creating members from the back office, one at a time or in batches
//! (each row stands alone), with an idempotent batch for retries.

use sea_orm::{ActiveModelTrait, ActiveValue::Set};

use super::edit::{apply, member_view};
use super::{require_member_admin, MemberInput, MAX_BATCH};
use crate::kernel::context::AppContext;
use crate::kernel::enums::{Gate, ProtoEnum};
use crate::kernel::error::{AppError, AppResult};
use crate::kernel::Viewer;
use crate::member::view::MemberView;
use entities::member;

async fn create_one(
    db: &crate::kernel::work::Work,
    input: &MemberInput,
) -> AppResult<member::Model> {
    if input
        .phone
        .as_deref()
        .map(str::trim)
        .unwrap_or_default()
        .is_empty()
    {
        return Err(AppError::invalid("phone", "is required"));
    }
    let nick = input
        .nick_name
        .clone()
        .filter(|n| !n.trim().is_empty())
        .unwrap_or_else(crate::member::random_nick_name);
    let mut am = crate::member::accounts::new_member(nick, crate::kernel::clock::now());
    am.broadcast_read_before = Set(crate::message::join_point(db).await?);
    am.register_gate = Set(Gate::Manageweb.number() as i16);
    apply(&mut am, input)?;
    let m = am.insert(db).await.map_err(|e| {
        if crate::kernel::db::is_unique_violation(&e) {
            AppError::conflict("a member with this phone exists")
        } else {
            AppError::from(e)
        }
    })?;
    crate::member::findable::reindex(db, &m).await?;
    Ok(m)
}

/// Creates one member.
pub async fn create(
    ctx: &AppContext,
    viewer: &Viewer,
    input: MemberInput,
) -> AppResult<MemberView> {
    require_member_admin(viewer)?;
    let txn = crate::kernel::db::begin(ctx).await?;
    let m = create_one(&txn, &input).await?;
    crate::kernel::audit::record(
        &txn,
        Some(viewer.member_id),
        "member.create",
        &format!("member:{}", m.id),
        serde_json::json!({}),
    )
    .await?;
    txn.commit().await?;
    member_view(ctx, viewer, m.id).await
}

/// The spec's bulk result.
#[derive(Debug, Clone, Default, serde::Serialize, serde::Deserialize)]
pub struct BulkResult {
    pub success_count: u64,
    pub failure_count: u64,
    /// (1-based row number, reason)
    pub failures: Vec<(u64, String)>,
}

/// Creates many members; each row stands alone (a bad row is reported, the
/// others are kept).
pub async fn batch_create(
    ctx: &AppContext,
    viewer: &Viewer,
    rows: Vec<MemberInput>,
) -> AppResult<BulkResult> {
    require_member_admin(viewer)?;
    if rows.len() > MAX_BATCH {
        return Err(AppError::invalid(
            "items",
            format!("at most {MAX_BATCH} rows at once"),
        ));
    }
    let mut result = BulkResult::default();
    for (i, row) in rows.iter().enumerate() {
        let txn = crate::kernel::db::begin(ctx).await?;
        match create_one(&txn, row).await {
            Ok(m) => {
                crate::kernel::audit::record(
                    &txn,
                    Some(viewer.member_id),
                    "member.create",
                    &format!("member:{}", m.id),
                    serde_json::json!({"batch": true}),
                )
                .await?;
                txn.commit().await?;
                result.success_count += 1;
            }
            Err(e) => {
                let _ = txn.rollback().await;
                if e.code == crate::ErrorCode::Internal
                    || e.code == crate::ErrorCode::ServiceUnavailable
                {
                    return Err(e);
                }
                result.failure_count += 1;
                result.failures.push((i as u64 + 1, e.message));
            }
        }
    }
    Ok(result)
}

/// `batch_create` once per idempotency key: a retry answers the first
/// result and creates nothing again.
pub async fn batch_create_once(
    ctx: &AppContext,
    viewer: &Viewer,
    rows: Vec<MemberInput>,
    key: Option<&str>,
) -> AppResult<BulkResult> {
    let request = serde_json::json!({"rows": format!("{rows:?}")});
    crate::kernel::idempotency::once(
        ctx,
        "member.batch_create",
        viewer.member_id,
        key,
        &request,
        || batch_create(ctx, viewer, rows),
    )
    .await
}
