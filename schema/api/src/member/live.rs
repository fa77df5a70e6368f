//! The member's live numbers on the 我的 page (following, fans, points,
//! posts): kept exact from the member counters' events by
//! `domain::member::live`, served here by the member area.

use async_graphql::{Context, SimpleObject, Subscription};
use futures_util::{Stream, StreamExt};

use crate::partner_scope::partner_scope;
use crate::request::{app, viewer};
use crate::Result;
use domain::partner::Scope;

/// The "mine" page's live numbers.
#[derive(SimpleObject, Clone, Copy, PartialEq, Eq)]
pub struct MyCounts {
    /// How many members the caller follows.
    pub following_count: i64,
    /// How many members follow the caller.
    pub follower_count: i64,
    /// The caller's points balance.
    pub points: i64,
    /// How many posts (动态) the caller has published and can be seen.
    pub post_count: i64,
}

impl From<domain::member::live::MyCounts> for MyCounts {
    fn from(c: domain::member::live::MyCounts) -> Self {
        Self {
            following_count: c.focus_count,
            follower_count: c.fans_count,
            points: c.points,
            post_count: c.post_count,
        }
    }
}

/// The member's live updates.
#[derive(Default)]
pub struct MemberSubscription;

#[Subscription]
impl MemberSubscription {
    /// The caller's follow, fans and points counts: now, then on every
    /// change.
    #[graphql(directive = partner_scope::apply(Scope::UnreadSubscribe.into()))]
    async fn my_counts(&self, ctx: &Context<'_>) -> Result<impl Stream<Item = MyCounts>> {
        let counts = domain::member::live::my_counts(app(ctx)?, viewer(ctx)?).await?;
        Ok(counts.map(MyCounts::from))
    }
}
