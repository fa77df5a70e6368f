//! The audit log: every staff write (and, later, every read of unmasked
//! personal data) leaves a row, written in the same transaction as the change.

use sea_orm::{ActiveValue::Set, ConnectionTrait, EntityTrait};

use crate::kernel::error::AppResult;

/// One row per target, written in a single statement.
pub async fn record_many<C: ConnectionTrait>(
    db: &C,
    actor_member_id: Option<i64>,
    action: &str,
    targets: &[String],
    detail: serde_json::Value,
) -> AppResult<()> {
    use entities::audit_log::ActiveModel;
    if targets.is_empty() {
        return Ok(());
    }
    let now = crate::kernel::clock::now();
    let rows = targets.iter().map(|t| ActiveModel {
        actor_member_id: Set(actor_member_id),
        action: Set(action.to_owned()),
        target: Set(t.clone()),
        detail: Set(detail.clone()),
        created_at: Set(now),
        ..Default::default()
    });
    entities::audit_log::Entity::insert_many(rows)
        .exec_without_returning(db)
        .await?;
    Ok(())
}

pub async fn record<C: ConnectionTrait>(
    db: &C,
    actor_member_id: Option<i64>,
    action: &str,
    target: &str,
    detail: serde_json::Value,
) -> AppResult<()> {
    use entities::audit_log::ActiveModel;
    entities::audit_log::Entity::insert(ActiveModel {
        actor_member_id: Set(actor_member_id),
        action: Set(action.to_owned()),
        target: Set(target.to_owned()),
        detail: Set(detail),
        created_at: Set(crate::kernel::clock::now()),
        ..Default::default()
    })
    .exec_without_returning(db)
    .await?;
    Ok(())
}
