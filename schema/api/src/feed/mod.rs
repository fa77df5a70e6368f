//! Staff and the data feeds (issue 57), full schema only: each feed's
//! health, pausing one, the disagreements between a feed and what staff
//! locked, and giving a locked match field back to the feed.

use async_graphql::{Context, InputObject, Object, SimpleObject, ID};
use chrono::{DateTime, Utc};
use domain::feed::{conflicts, staff};
use domain::sports::locks;
use entities::feed_conflict;

use crate::ids::{global, parse_id, NodeKind};
use crate::payload::answer;
use crate::request::{app, viewer};
use crate::Result;

/// A configured data feed's health (docs/feeds.md).
#[derive(SimpleObject)]
pub struct DataFeed {
    /// The feed's name: `jczq_schedule`, `jczq_results`, `jclq_schedule`, `draws_<game>`.
    pub name: String,
    /// Staff paused it: its polls are skipped.
    pub paused: bool,
    /// The last poll that ended well (a body taken, or not modified).
    pub last_success_at: Option<DateTime<Utc>>,
    /// The source's own time of the data last taken.
    pub source_time: Option<DateTime<Utc>>,
    /// Seconds from `sourceTime` to now; null when the source gives none.
    pub lag_seconds: Option<i64>,
    /// Failed polls since the last success.
    pub consecutive_failures: i64,
    /// Failed polls ever.
    pub failures: i64,
    /// The last failure's code and reason.
    pub last_error: Option<String>,
    /// No poll before this (back-off, or the open circuit).
    pub next_attempt_at: Option<DateTime<Utc>>,
    /// The circuit is open: polls wait for `nextAttemptAt`.
    pub circuit_open: bool,
    /// Polls run.
    pub polls: i64,
}

impl From<staff::FeedHealth> for DataFeed {
    fn from(h: staff::FeedHealth) -> Self {
        let s = h.state;
        Self {
            name: s.feed,
            paused: s.paused,
            last_success_at: s.last_success_at,
            source_time: s.source_time,
            lag_seconds: h.lag_secs,
            consecutive_failures: s.consecutive_failures,
            failures: s.failures,
            last_error: s.last_error,
            next_attempt_at: s.next_attempt_at,
            circuit_open: h.circuit_open,
            polls: s.polls,
        }
    }
}

/// What a feed says that the stored data does not take: a field staff
/// locked, or a draw stored with other numbers.
#[derive(SimpleObject)]
pub struct FeedConflict {
    /// The feed that disagrees.
    pub feed: String,
    /// What disagrees: `sports_match:<id>` or `draw:<game>:<issue>`.
    pub subject: String,
    /// The match's global id when the subject is a sports match.
    pub match_id: Option<ID>,
    /// `schedule`, `odds`, `result` or `numbers`.
    pub field: String,
    /// The feed's value, as text for staff.
    pub feed_value: String,
    /// The stored value.
    pub stored_value: String,
    pub first_seen_at: DateTime<Utc>,
    pub last_seen_at: DateTime<Utc>,
    /// Polls that saw it.
    pub seen: i64,
}

impl From<feed_conflict::Model> for FeedConflict {
    fn from(c: feed_conflict::Model) -> Self {
        Self {
            match_id: c
                .subject
                .strip_prefix("sports_match:")
                .and_then(|id| id.parse().ok())
                .map(|id| global(NodeKind::SportsMatch, id)),
            feed: c.feed,
            subject: c.subject,
            field: c.field,
            feed_value: c.feed_value,
            stored_value: c.stored_value,
            first_seen_at: c.first_seen_at,
            last_seen_at: c.last_seen_at,
            seen: c.seen,
        }
    }
}

/// Input of `setDataFeedPaused`.
#[derive(InputObject)]
pub struct SetDataFeedPausedInput {
    /// The feed's name (`DataFeed.name`).
    pub feed: String,
    /// True to pause, false to resume.
    pub paused: bool,
}

crate::payload::payload!(
    /// The answer of `setDataFeedPaused`.
    SetDataFeedPausedPayload { feed: DataFeed, "The feed as it is now; null on failure." }
);

/// Input of `unlockSportsMatchFeed`.
#[derive(InputObject)]
pub struct UnlockSportsMatchFeedInput {
    /// The match (global id).
    pub match_id: ID,
    /// The field group: `schedule`, `odds` or `result`.
    pub field: String,
}

crate::payload::payload!(
    /// The answer of `unlockSportsMatchFeed`.
    UnlockSportsMatchFeedPayload { unlocked: bool, "True when the field was locked; the feed's next poll applies it." }
);

/// Staff reads of the feeds (operations permission).
#[derive(Default)]
pub struct FeedStaffQuery;

#[Object]
impl FeedStaffQuery {
    /// Every data feed that has polled, with its health (staff,
    /// operations permission).
    #[graphql(
        visible = "crate::audience::staff",
        guard = "crate::audience::Staff::Operations"
    )]
    async fn data_feeds(&self, ctx: &Context<'_>) -> Result<Vec<DataFeed>> {
        let rows = staff::health(app(ctx)?, viewer(ctx)?).await?;
        Ok(rows.into_iter().map(DataFeed::from).collect())
    }

    /// The feeds' open disagreements with what staff locked or stored,
    /// newest first, at most 200 (staff, operations permission).
    #[graphql(
        visible = "crate::audience::staff",
        guard = "crate::audience::Staff::Operations"
    )]
    async fn feed_conflicts(&self, ctx: &Context<'_>) -> Result<Vec<FeedConflict>> {
        let rows = conflicts::list(app(ctx)?, viewer(ctx)?).await?;
        Ok(rows.into_iter().map(FeedConflict::from).collect())
    }
}

/// Staff writes of the feeds (operations permission).
#[derive(Default)]
pub struct FeedStaffMutation;

#[Object]
impl FeedStaffMutation {
    /// Pauses a feed (its polls are skipped) or resumes it (staff,
    /// operations permission; audit-logged).
    #[graphql(
        visible = "crate::audience::staff",
        guard = "crate::audience::Staff::Operations"
    )]
    async fn set_data_feed_paused(
        &self,
        ctx: &Context<'_>,
        input: SetDataFeedPausedInput,
    ) -> Result<SetDataFeedPausedPayload> {
        let done = staff::set_paused(app(ctx)?, viewer(ctx)?, &input.feed, input.paused).await;
        answer::<_, DataFeed, _>(done)
    }

    /// Gives a match's field group that staff set by hand back to the
    /// feeds (staff, operations permission; audit-logged).
    #[graphql(
        visible = "crate::audience::staff",
        guard = "crate::audience::Staff::Operations"
    )]
    async fn unlock_sports_match_feed(
        &self,
        ctx: &Context<'_>,
        input: UnlockSportsMatchFeedInput,
    ) -> Result<UnlockSportsMatchFeedPayload> {
        let (a, v) = (app(ctx)?, viewer(ctx)?);
        let done = async {
            let id = parse_id("matchId", NodeKind::SportsMatch, &input.match_id)?;
            locks::unlock(a, v, id, &input.field).await
        }
        .await;
        answer::<_, bool, _>(done)
    }
}
