//! `consoleOverview` (staff, operations permission).

use async_graphql::{Context, Object, SimpleObject};
use chrono::{DateTime, NaiveDate, Utc};
use domain::overview::service::{self, Day};

use crate::request::{app, viewer};
use crate::Result;

/// The console's overview (概览).
#[derive(Default)]
pub struct OverviewStaffQuery;

#[Object]
impl OverviewStaffQuery {
    /// The platform at a glance (staff, operations permission): the last
    /// `days` Beijing days of the daily roll-up (recomputed every 5
    /// minutes), and what waits for staff now.
    #[graphql(
        visible = "crate::audience::staff",
        guard = "crate::audience::Staff::Operations"
    )]
    async fn console_overview(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "How many days, today included: 1 to 90.", default = 30)] days: i32,
    ) -> Result<ConsoleOverview> {
        let o = service::overview(app(ctx)?, viewer(ctx)?, i64::from(days)).await?;
        Ok(ConsoleOverview {
            days: o.days.into_iter().map(PlatformDay::from).collect(),
            updated_at: o.updated_at,
            open_reviews: OpenReviews {
                experts: o.open.experts,
                shops: o.open.shops,
                withdrawals: o.open.withdrawals,
                community: o.open.community,
                feedback: o.open.feedback,
            },
            failed_jobs: o.failed_jobs,
            failed_deliveries: o.failed_deliveries,
        })
    }
}

/// The console's overview, refreshed on demand.
#[derive(Default)]
pub struct OverviewStaffMutation;

#[Object]
impl OverviewStaffMutation {
    /// Asks for the overview's daily roll-up now rather than at the next
    /// 5 minutes (one run a minute at most, however often asked). True
    /// once asked; `consoleOverview.updatedAt` moves within seconds.
    #[graphql(
        visible = "crate::audience::staff",
        guard = "crate::audience::Staff::Operations"
    )]
    async fn refresh_console_overview(&self, ctx: &Context<'_>) -> Result<bool> {
        domain::overview::rollup::request_now(app(ctx)?, viewer(ctx)?).await?;
        Ok(true)
    }
}

/// The platform's figures on one Beijing day.
#[derive(SimpleObject)]
pub struct PlatformDay {
    /// The day.
    pub day: NaiveDate,
    /// Members who registered.
    pub registrations: i64,
    /// Members who signed in or made a request.
    pub active: i64,
    /// Members who checked in.
    pub check_ins: i64,
    /// Points members received.
    pub points_issued: i64,
    /// Points members spent.
    pub points_spent: i64,
}

impl From<Day> for PlatformDay {
    fn from(d: Day) -> Self {
        PlatformDay {
            day: d.day,
            registrations: d.figures.registrations,
            active: d.figures.active,
            check_ins: d.figures.check_ins,
            points_issued: d.figures.points_issued,
            points_spent: d.figures.points_spent,
        }
    }
}

/// Open records of each review queue.
#[derive(SimpleObject)]
pub struct OpenReviews {
    /// Expert applications.
    pub experts: i64,
    /// Shop certifications.
    pub shops: i64,
    /// Withdrawals (to approve or to pay).
    pub withdrawals: i64,
    /// Held posts and comments.
    pub community: i64,
    /// Feedback not yet closed.
    pub feedback: i64,
}

/// The console's overview (`consoleOverview`).
#[derive(SimpleObject)]
pub struct ConsoleOverview {
    /// The days asked for, oldest first: today (Asia/Shanghai, as of
    /// `updatedAt`) is the last, yesterday the one before it (zero before
    /// the first roll-up of a day).
    pub days: Vec<PlatformDay>,
    /// When the roll-up last ran; null before its first run.
    pub updated_at: Option<DateTime<Utc>>,
    /// What waits in each review queue now.
    pub open_reviews: OpenReviews,
    /// Jobs failed for good, waiting for a retry (系统 › 后台任务).
    pub failed_jobs: i64,
    /// Webhook deliveries that failed in the last 24 hours.
    pub failed_deliveries: i64,
}
