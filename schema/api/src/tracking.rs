//! GraphQL face of the tracking statistics (staff).

use async_graphql::{Context, Object, SimpleObject};

use crate::Result;

use crate::paging;
use crate::request::{app, viewer};

/// Events of one page on one Asia/Shanghai day.
#[derive(SimpleObject)]
pub struct TrackingPageDay {
    /// The day, `YYYY-MM-DD` (Asia/Shanghai).
    pub day: String,
    /// The page's path as the pixel reported it.
    pub page_path: String,
    /// How many pixel events the page had that day.
    pub events: i64,
    /// Distinct signed-in users.
    pub users: i64,
    /// Seconds on the page (pageDuration events).
    pub duration: i64,
}

/// A page of per-page, per-day tracking rows: by day, most events first
/// within a day.
#[crate::paging::connection(
    edge = TrackingPageDayEdge,
    node = TrackingPageDay,
    cursor_doc = "The row's position, 0-based, in decimal: pass as `after` to read on\n\
        from here or as `before` to read back.",
)]
pub struct TrackingPageDayConnection {
    /// How many rows the whole answer has.
    pub total_count: i32,
}

#[derive(Default)]
pub struct TrackingQuery;

/// Tracking statistics reads (staff).
#[paging::connection_args]
#[Object]
impl TrackingQuery {
    /// Pixel events per page and per day, `from`..=`to` (at most 92 days;
    /// staff with the operations permission). The rows are counted for the
    /// whole range at once, then paged.
    #[graphql(visible = "crate::audience::staff")]
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
