//! Adding invite counts to members from the back office (AddInviteRequest),
//! with an idempotent form for retries.

use super::{require_member_admin, MAX_BATCH};
use crate::kernel::context::AppContext;
use crate::kernel::error::{AppError, AppResult};
use crate::kernel::Viewer;

/// `auto_add_invite` once per idempotency key: a retry answers the first
/// count and adds nothing again.
pub async fn auto_add_invite_once(
    ctx: &AppContext,
    viewer: &Viewer,
    items: &[(i64, i64)],
    key: Option<&str>,
) -> AppResult<u64> {
    let request = serde_json::json!({"items": items});
    crate::kernel::idempotency::once(
        ctx,
        "member.auto_add_invite",
        viewer.member_id,
        key,
        &request,
        || auto_add_invite(ctx, viewer, items),
    )
    .await
}

/// Adds invite counts to members (AddInviteRequest: member id and number).
pub async fn auto_add_invite(
    ctx: &AppContext,
    viewer: &Viewer,
    items: &[(i64, i64)],
) -> AppResult<u64> {
    require_member_admin(viewer)?;
    if items.len() > MAX_BATCH {
        return Err(AppError::invalid(
            "items",
            format!("at most {MAX_BATCH} at once"),
        ));
    }
    if let Some((id, _)) = items.iter().find(|(_, n)| *n <= 0 || *n > 10_000) {
        return Err(AppError::invalid(
            "nums",
            format!("member {id}: must be 1 to 10000"),
        ));
    }
    let txn = crate::kernel::db::begin(ctx).await?;
    let mut changed = 0;
    for (id, n) in items {
        let moved = crate::kernel::counters::add(
            &txn,
            *id,
            &[(crate::kernel::counters::Counter::InviteNum, *n)],
        )
        .await?;
        if moved.is_none() {
            return Err(AppError::invalid("memberId", format!("no member {id}")));
        }
        changed += 1;
    }
    crate::kernel::audit::record(
        &txn,
        Some(viewer.member_id),
        "member.auto_add_invite",
        "member:*",
        serde_json::json!({"items": items}),
    )
    .await?;
    txn.commit().await?;
    Ok(changed)
}
