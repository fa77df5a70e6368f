//! The audit log's staff query (full schema only).

use async_graphql::{Context, Object, ID};
use chrono::{DateTime, Utc};

use super::objects::*;
use crate::ids::parse_member_id;
use crate::paging;
use crate::request::{app, viewer};
use crate::Result;
use domain::kernel::audit::{self, AuditFilter};

/// Staff reads of the audit log (operations permission).
#[derive(Default)]
pub struct AuditStaffQuery;

#[paging::connection_args]
#[Object]
impl AuditStaffQuery {
    /// The audit log, newest first, filtered by who acted, the action,
    /// the target and a time range; each filter is exact (staff,
    /// operations permission).
    #[graphql(
        visible = "crate::audience::staff",
        guard = "crate::audience::Staff::Operations"
    )]
    #[allow(clippy::too_many_arguments)]
    async fn audit_log(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "Who acted (a member's global id).")] actor_id: Option<ID>,
        #[graphql(desc = "The action, exactly (`partner.update`).")] action: Option<String>,
        #[graphql(desc = "What was acted on, exactly (`member:12`).")] target: Option<String>,
        #[graphql(desc = "From this time on (included).")] from: Option<DateTime<Utc>>,
        #[graphql(desc = "Before this time (excluded).")] to: Option<DateTime<Utc>>,
        page: paging::ConnectionArgs,
    ) -> Result<AuditEntryConnection> {
        let window = page.window()?.decode(paging::parse_id_cursor)?;
        let filter = AuditFilter {
            actor_id: actor_id
                .as_ref()
                .map(|id| parse_member_id("actorId", id))
                .transpose()?,
            action,
            target,
            from,
            to,
        };
        let (rows, more) = audit::list(app(ctx)?, viewer(ctx)?, &filter, &window).await?;
        Ok(paging::page(rows, &window, more, |e| {
            (e.id.to_string(), e.into())
        }))
    }
}
