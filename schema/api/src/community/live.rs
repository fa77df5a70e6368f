//! An open post's counts, live: they move with each like and comment.

use async_graphql::{Context, SimpleObject, Subscription, ID};
use domain::partner::Scope;
use futures_util::{Stream, StreamExt};

use crate::ids::{global, parse_id, NodeKind};
use crate::partner_scope::partner_scope;
use crate::request::app;
use crate::Result;

/// A post's counts after a like, comment or removal.
#[derive(SimpleObject, Debug, Clone)]
pub struct PostActivity {
    /// The post.
    pub post_id: ID,
    /// Likes now.
    pub like_count: i32,
    /// Visible comments now.
    pub comment_count: i32,
    /// The post left view (deleted or held): close it.
    pub removed: bool,
}

#[derive(Default)]
pub struct CommunitySubscription;

#[Subscription]
impl CommunitySubscription {
    /// The counts of post `postId` each time they move; the event carries
    /// them, nothing is read per subscriber.
    #[graphql(directive = partner_scope::apply(Scope::CommunityRead.into()))]
    async fn post_activity(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "A `Post` id.")] post_id: ID,
    ) -> Result<impl Stream<Item = PostActivity>> {
        let id = parse_id("postId", NodeKind::Post, &post_id)?;
        Ok(
            domain::community::events::activity(app(ctx)?, id).map(move |(l, c, removed)| {
                PostActivity {
                    post_id: global(NodeKind::Post, id),
                    like_count: l as i32,
                    comment_count: c as i32,
                    removed,
                }
            }),
        )
    }
}
