//! The community's public query roots: a post, the feeds, a member's
//! posts, topics and their rank, blocked members and the caller's IP属地.

use async_graphql::{Context, Object, ID};
use domain::community::{feeds, posts, topics};
use domain::partner::Scope;

use super::objects::{
    post_connection, topic_connection, CommentObject, PostConnection, PostFeed, PostObject,
    TopicConnection, TopicObject,
};
use crate::ids::{parse_id, NodeKind};
use crate::member::MemberCard;
use crate::node::none_when_hidden;
use crate::paging;
use crate::partner_scope::partner_scope;
use crate::request::{app, viewer};
use crate::Result;

#[derive(Default)]
pub struct CommunityQuery;

fn parse_topic_cursor(s: &str) -> Option<(i64, i64)> {
    let (a, b) = s.split_once(':')?;
    Some((a.parse().ok()?, b.parse().ok()?))
}

#[paging::connection_args]
#[Object]
impl CommunityQuery {
    /// One post (also through `node`); null when it is not there or not
    /// shown to the caller.
    #[graphql(directive = partner_scope::apply(Scope::CommunityRead.into()))]
    async fn post(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "A `Post` id.")] id: ID,
    ) -> Result<Option<PostObject>> {
        let id = parse_id("id", NodeKind::Post, &id)?;
        Ok(
            none_when_hidden(posts::get(app(ctx)?, ctx.data_opt::<domain::Viewer>(), id).await)?
                .map(Into::into),
        )
    }

    /// A feed: 推荐 (`HOT`), 最新 (`NEWEST`) or 关注 (`FOLLOWING`, signed
    /// in). Posts of disabled members and of members the caller blocked
    /// are left out.
    #[graphql(directive = partner_scope::apply(Scope::CommunityRead.into()))]
    async fn posts(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "Which feed.")] feed: PostFeed,
        page: paging::ConnectionArgs,
    ) -> Result<PostConnection> {
        let window = page.window()?.decode(feeds::parse_cursor)?;
        let (rows, more) = feeds::feed(
            app(ctx)?,
            ctx.data_opt::<domain::Viewer>(),
            feed.into(),
            &window,
        )
        .await?;
        Ok(post_connection(rows, more, &window, feed == PostFeed::Hot))
    }

    /// Staff system posts pinned at the top of the feed (at most 5).
    #[graphql(directive = partner_scope::apply(Scope::CommunityRead.into()), directive = crate::list_size::list_size::apply(5, None))]
    async fn pinned_posts(&self, ctx: &Context<'_>) -> Result<Vec<PostObject>> {
        Ok(feeds::pinned(app(ctx)?, ctx.data_opt::<domain::Viewer>())
            .await?
            .into_iter()
            .map(Into::into)
            .collect())
    }

    /// A member's posts, newest first (the personal centre); the caller's
    /// own page shows their held posts too.
    #[graphql(directive = partner_scope::apply(Scope::CommunityRead.into()))]
    async fn member_posts(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "A `Member` id.")] member_id: ID,
        page: paging::ConnectionArgs,
    ) -> Result<PostConnection> {
        let member = parse_id("memberId", NodeKind::Member, &member_id)?;
        let window = page.window()?.decode(feeds::parse_cursor)?;
        let (rows, more) =
            feeds::of_member(app(ctx)?, ctx.data_opt::<domain::Viewer>(), member, &window).await?;
        Ok(post_connection(rows, more, &window, false))
    }

    /// A member's IP属地 for their profile (the personal centre): the
    /// region (province in China, country outside) of their latest signed-in
    /// day within 90 days; empty when none is known. Recorded from the
    /// day's first request, never the address itself.
    #[graphql(directive = partner_scope::apply(Scope::CommunityRead.into()))]
    async fn member_ip_region(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "A `Member` id.")] member_id: ID,
    ) -> Result<String> {
        let member = parse_id("memberId", NodeKind::Member, &member_id)?;
        Ok(domain::community::profile_region(app(ctx)?, member).await?)
    }

    /// One comment; null when it is not there or not shown.
    #[graphql(directive = partner_scope::apply(Scope::CommunityRead.into()))]
    async fn comment(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "A `Comment` id.")] id: ID,
    ) -> Result<Option<CommentObject>> {
        let id = parse_id("id", NodeKind::Comment, &id)?;
        Ok(none_when_hidden(
            domain::community::comments::get(app(ctx)?, ctx.data_opt::<domain::Viewer>(), id).await,
        )?
        .map(Into::into))
    }

    /// One topic.
    #[graphql(directive = partner_scope::apply(Scope::CommunityRead.into()))]
    async fn topic(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "A `Topic` id.")] id: ID,
    ) -> Result<Option<TopicObject>> {
        let id = parse_id("id", NodeKind::Topic, &id)?;
        Ok(none_when_hidden(topics::get(app(ctx)?, id).await)?.map(Into::into))
    }

    /// A topic by its name (without the #).
    #[graphql(directive = partner_scope::apply(Scope::CommunityRead.into()))]
    async fn topic_by_name(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "The name.")] name: String,
    ) -> Result<Option<TopicObject>> {
        Ok(none_when_hidden(topics::by_name(app(ctx)?, &name).await)?.map(Into::into))
    }

    /// Every topic, most posts first.
    #[graphql(directive = partner_scope::apply(Scope::CommunityRead.into()))]
    async fn topics(
        &self,
        ctx: &Context<'_>,
        page: paging::ConnectionArgs,
    ) -> Result<TopicConnection> {
        let window = page.window()?.decode(parse_topic_cursor)?;
        let (rows, more) = topics::list(app(ctx)?, &window).await?;
        Ok(topic_connection(rows, more, &window))
    }

    /// 热门话题: the hottest topics over the last 7 days' posts.
    #[graphql(directive = partner_scope::apply(Scope::CommunityRead.into()), complexity = "first.max(1) as usize * child_complexity", directive = crate::list_size::list_size::apply(50, Some(vec!["first".into()])))]
    async fn topic_rank(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "How many, 1 to 50.", default = 20)] first: i32,
    ) -> Result<Vec<TopicObject>> {
        Ok(topics::rank(app(ctx)?, first.max(1) as u64)
            .await?
            .into_iter()
            .map(Into::into)
            .collect())
    }

    /// The members the caller blocked, the latest first.
    #[graphql(directive = partner_scope::apply(Scope::CommunityRead.into()), directive = crate::list_size::list_size::apply(domain::community::blocks::MAX_BLOCKS as u32, None))]
    async fn blocked_members(&self, ctx: &Context<'_>) -> Result<Vec<MemberCard>> {
        let ids = domain::community::blocks::list(app(ctx)?, viewer(ctx)?).await?;
        crate::member::load_cards(ctx, &ids).await
    }

    /// The caller's IP属地 now (the personal centre): the province in
    /// China, the country outside; empty when unknown.
    #[graphql(directive = partner_scope::apply(Scope::CommunityRead.into()))]
    async fn my_ip_region(&self, ctx: &Context<'_>) -> Result<String> {
        let ip = ctx
            .data_opt::<domain::kernel::RequestMeta>()
            .and_then(|m| m.ip.as_deref());
        Ok(domain::community::region_of(app(ctx)?, ip))
    }
}
