//! GraphQL face of the tracking statistics (staff).

use async_graphql::{Context, Object, SimpleObject};

use crate::Result;

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

#[derive(Default)]
pub struct TrackingQuery;

/// Tracking statistics reads (staff).
#[Object]
impl TrackingQuery {
    /// Pixel events per page and per day, `from`..=`to` (at most 92 days;
    /// staff with the operations permission).
    #[graphql(visible = "crate::audience::staff")]
    async fn tracking_page_days(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "The first day, inclusive (Asia/Shanghai).")] from: crate::scalars::Date,
        #[graphql(desc = "The last day, inclusive: on or after `from`, at most 92 days later.")]
        to: crate::scalars::Date,
        #[graphql(desc = "Only events of this type (e.g. `pageDuration`); all when absent.")]
        event_type: Option<String>,
    ) -> Result<Vec<TrackingPageDay>> {
        let rows = domain::tracking::page_days(
            app(ctx)?,
            viewer(ctx)?,
            from.0,
            to.0,
            event_type.as_deref(),
        )
        .await?;
        Ok(rows
            .into_iter()
            .map(|r| TrackingPageDay {
                day: r.day,
                page_path: r.page_path,
                events: r.events,
                users: r.users,
                duration: r.duration,
            })
            .collect())
    }
}
