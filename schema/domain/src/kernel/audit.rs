//! The audit log: every staff write and every read of unmasked personal
//! data leaves a row, written in the same transaction as the change; staff
//! with the operations permission read it back by who, what, whom and when
//! (`list`).

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

/// What staff look for in the audit log; absent fields do not filter.
#[derive(Debug, Clone, Default)]
pub struct AuditFilter {
    /// Who acted (a member id; staff, or the member on their own behalf).
    pub actor_id: Option<i64>,
    /// The action, exactly (`partner.update`).
    pub action: Option<String>,
    /// What was acted on, exactly (`member:12`, `partner:3`).
    pub target: Option<String>,
    /// From this time on (included).
    pub from: Option<chrono::DateTime<chrono::Utc>>,
    /// Before this time (excluded).
    pub to: Option<chrono::DateTime<chrono::Utc>>,
}

/// Staff (operations): the audit log, newest first, a keyset page of
/// `window`. Each filter has an index ending with the id
/// (`idx_audit_log_actor`, `_action`, `_target`), so a page reads its rows
/// and no more; a time range alone walks the id order, which is the time
/// order.
pub async fn list(
    ctx: &crate::kernel::context::AppContext,
    viewer: &crate::kernel::Viewer,
    filter: &AuditFilter,
    window: &crate::kernel::paging::Window<i64>,
) -> AppResult<(Vec<entities::audit_log::Model>, bool)> {
    use entities::audit_log::{Column, Entity};
    use sea_orm::{ColumnTrait, QueryFilter};
    viewer.require(crate::kernel::Permission::Operations)?;
    let mut q = Entity::find();
    if let Some(id) = filter.actor_id {
        q = q.filter(Column::ActorMemberId.eq(id));
    }
    if let Some(action) = &filter.action {
        q = q.filter(Column::Action.eq(action.as_str()));
    }
    if let Some(target) = &filter.target {
        q = q.filter(Column::Target.eq(target.as_str()));
    }
    if let Some(from) = filter.from {
        q = q.filter(Column::CreatedAt.gte(from));
    }
    if let Some(to) = filter.to {
        q = q.filter(Column::CreatedAt.lt(to));
    }
    crate::kernel::paging::newest_by_id(&ctx.db, q, Column::Id, window).await
}
