//! The audit log's objects.

use async_graphql::{ComplexObject, Context, Json, SimpleObject, ID};
use chrono::{DateTime, Utc};
use entities::audit_log;

use crate::ids::{global, NodeKind};
use crate::Result;

/// One audited act: a staff write, or a read of unmasked personal data.
#[derive(SimpleObject)]
#[graphql(complex)]
pub struct AuditEntry {
    /// The entry's global id.
    pub id: ID,
    /// What was done, e.g. `partner.update`, `member.read_private`.
    pub action: String,
    /// What it was done to, e.g. `member:12`, `partner:3`.
    pub target: String,
    /// The act's details (what changed), as the acting service wrote them.
    pub detail: Json<serde_json::Value>,
    /// When.
    pub created_at: DateTime<Utc>,
    #[graphql(skip)]
    pub actor_id: Option<i64>,
}

impl From<audit_log::Model> for AuditEntry {
    fn from(m: audit_log::Model) -> Self {
        Self {
            id: global(NodeKind::AuditEntry, m.id),
            action: m.action,
            target: m.target,
            detail: Json(m.detail),
            created_at: m.created_at,
            actor_id: m.actor_member_id,
        }
    }
}

#[ComplexObject]
impl AuditEntry {
    /// Who acted (a public card, loaded with the page's others in one
    /// batch); null for the CLI or a system job.
    async fn actor(&self, ctx: &Context<'_>) -> Result<Option<crate::member::MemberCard>> {
        match self.actor_id {
            Some(id) => crate::member::load_card(ctx, id).await,
            None => Ok(None),
        }
    }
}

/// A page of the audit log, newest first.
#[crate::paging::connection(edge = AuditEntryEdge, node = AuditEntry)]
pub struct AuditEntryConnection {}
