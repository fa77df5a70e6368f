//! The tracking area's queries.

use super::objects::*;
use crate::paging;
use crate::request::{app, viewer};
use crate::Result;
use async_graphql::{Context, Object};

#[derive(Default)]
pub struct TrackingQuery;

/// Tracking statistics reads (staff).
#[paging::connection_args]
#[Object]
impl TrackingQuery {
    /// Pixel events per page and per day, `from`..=`to` (at most 92 days;
    /// staff with the operations permission). The rows are counted for the
    /// whole range at once, then paged.
    #[graphql(
        visible = "crate::audience::staff",
        guard = "crate::audience::Staff::Operations"
    )]
    // A resolver's parameters are the field's GraphQL arguments: four for
    // paging plus the range and the event type.
    #[allow(clippy::too_many_arguments)]
    async fn tracking_page_days(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "The first day, inclusive (Asia/Shanghai).")] from: crate::scalars::Date,
        #[graphql(desc = "The last day, inclusive: on or after `from`, at most 92 days later.")]
        to: crate::scalars::Date,
        #[graphql(desc = "Only events of this type (e.g. `pageDuration`); all when absent.")]
        event_type: Option<String>,
        page: paging::PositionArgs,
    ) -> Result<TrackingPageDayConnection> {
        let window = page.window()?;
        let rows = domain::tracking::page_days(
            app(ctx)?,
            viewer(ctx)?,
            from.0,
            to.0,
            event_type.as_deref(),
        )
        .await?;
        let (edges, page_info) =
            paging::computed_page(&rows, window, |cursor, r| TrackingPageDayEdge {
                cursor,
                node: TrackingPageDay {
                    day: r.day.clone(),
                    page_path: r.page_path.clone(),
                    events: r.events,
                    users: r.users,
                    duration: r.duration,
                },
            })?;
        Ok(TrackingPageDayConnection {
            total_count: i32::try_from(rows.len()).unwrap_or(i32::MAX),
            edges,
            page_info,
        })
    }
}
