//! Posts, comments and topics as GraphQL types, their connections, and
//! the cursors of the feeds.

use async_graphql::{ComplexObject, Context, Enum, SimpleObject, ID};
use chrono::{DateTime, Utc};
use domain::community::view::{Attachment, TopicRef};
use domain::community::{CommentView, PostView, TopicView};

use crate::ids::{global, NodeKind};
use crate::member::MemberCard;
use crate::paging::{self, PageInfo};
use crate::scalars::BigInt;
use crate::Result;

/// Where a post or comment stands.
#[derive(Enum, Copy, Clone, Eq, PartialEq)]
#[graphql(remote = "domain::community::view::PostState")]
pub enum PostState {
    /// Shown.
    Visible,
    /// Waiting for staff review (a listed word, or 3 reports); only the
    /// author sees it.
    Held,
    /// Refused by staff.
    Rejected,
    /// Deleted by its author.
    Deleted,
}

/// An image of a post.
#[derive(SimpleObject, Clone)]
pub struct PostImage {
    /// The uploaded file's id.
    pub fid: String,
    /// Where to fetch it.
    pub url: String,
}

/// What a post carries: a snapshot of a selection or a plan, taken when
/// the post was written.
#[derive(SimpleObject, Clone)]
pub struct PostAttachment {
    /// `NUMBERS` (a saved number selection), `SPORTS` (a sports selection)
    /// or `PLAN` (an expert plan).
    pub kind: String,
    /// A line naming it (`双色球 2注 1倍`, a plan's title).
    pub title: String,
    /// The picks as lines of text.
    pub lines: Vec<String>,
    /// For a plan: its id, to open it.
    pub plan_id: Option<ID>,
}

impl From<Attachment> for PostAttachment {
    fn from(a: Attachment) -> Self {
        Self {
            kind: a.kind,
            title: a.title,
            lines: a.lines,
            plan_id: a.plan_id.map(|id| global(NodeKind::ExpertPlan, id)),
        }
    }
}

/// A topic a post is in, by name.
#[derive(SimpleObject, Clone)]
pub struct PostTopic {
    /// The topic's global id.
    pub id: ID,
    /// Its name, without the #.
    pub name: String,
}

impl From<TopicRef> for PostTopic {
    fn from(t: TopicRef) -> Self {
        Self {
            id: global(NodeKind::Topic, t.id),
            name: t.name,
        }
    }
}

/// The card of an author: their row outlives their posts (a member's posts
/// go with the member), so a missing one is a broken invariant.
async fn card(ctx: &Context<'_>, id: i64) -> Result<MemberCard> {
    crate::member::load_card(ctx, id)
        .await?
        .ok_or_else(|| domain::AppError::internal("a post's author is missing").into())
}

/// A post (动态).
#[derive(SimpleObject)]
#[graphql(complex, name = "Post")]
pub struct PostObject {
    /// Its global id.
    pub id: ID,
    /// The row id the legacy layer uses for this object.
    pub legacy_id: BigInt,
    #[graphql(skip)]
    pub author_id: i64,
    /// The text (up to 2000 characters), topics written `#name#`.
    pub body: String,
    /// Up to 9 images, in order.
    #[graphql(directive = crate::list_size::list_size::apply(rules::community::MAX_IMAGES as u32, None))]
    pub images: Vec<PostImage>,
    /// The attached snapshot; null when none.
    pub attachment: Option<PostAttachment>,
    /// IP属地: the province (in China) or country it was written from;
    /// empty when unknown.
    pub ip_region: String,
    /// Where it stands.
    pub state: PostState,
    /// A system post by staff (system-detail).
    pub is_system: bool,
    /// Pinned at the top of the feed.
    pub pinned: bool,
    /// Likes.
    pub like_count: i32,
    /// Visible comments and replies.
    pub comment_count: i32,
    /// The caller liked it.
    pub liked_by_me: bool,
    /// The caller may edit it (the author, within 10 minutes).
    pub editable: bool,
    /// The caller may delete it (the author).
    pub deletable: bool,
    /// The topics it is in.
    #[graphql(directive = crate::list_size::list_size::apply(rules::community::MAX_TOPICS as u32, None))]
    pub topics: Vec<PostTopic>,
    /// When it was written.
    pub created_at: DateTime<Utc>,
    /// When it was last edited; null when never.
    pub edited_at: Option<DateTime<Utc>>,
}

impl From<PostView> for PostObject {
    fn from(p: PostView) -> Self {
        Self {
            id: global(NodeKind::Post, p.id),
            legacy_id: BigInt(p.id),
            author_id: p.author_id,
            body: p.body,
            images: p
                .images
                .into_iter()
                .map(|fid| PostImage {
                    url: format!("/api/Files/{fid}"),
                    fid,
                })
                .collect(),
            attachment: p.attachment.map(Into::into),
            ip_region: p.ip_region,
            state: p.state.into(),
            is_system: p.is_system,
            pinned: p.pinned,
            like_count: p.like_count as i32,
            comment_count: p.comment_count as i32,
            liked_by_me: p.liked_by_me,
            editable: p.editable,
            deletable: p.deletable,
            topics: p.topics.into_iter().map(Into::into).collect(),
            created_at: p.created_at,
            edited_at: p.edited_at,
        }
    }
}

#[paging::connection_args]
#[ComplexObject]
impl PostObject {
    /// The author, as a public card.
    async fn author(&self, ctx: &Context<'_>) -> Result<MemberCard> {
        card(ctx, self.author_id).await
    }

    /// Level-1 comments, oldest first.
    async fn comments(
        &self,
        ctx: &Context<'_>,
        page: paging::ConnectionArgs,
    ) -> Result<CommentConnection> {
        let window = page.window()?.decode(paging::parse_id_cursor)?;
        let (rows, more) = domain::community::comments::list(
            crate::request::app(ctx)?,
            ctx.data_opt::<domain::Viewer>(),
            self.legacy_id.0,
            None,
            &window,
        )
        .await?;
        Ok(comment_connection(rows, more, &window))
    }
}

/// A comment on a post, or a reply under one.
#[derive(SimpleObject)]
#[graphql(complex, name = "Comment")]
pub struct CommentObject {
    /// Its global id.
    pub id: ID,
    /// The row id the legacy layer uses for this object.
    pub legacy_id: BigInt,
    #[graphql(skip)]
    pub author_id: i64,
    #[graphql(skip)]
    pub post_row: i64,
    #[graphql(skip)]
    pub reply_to_member: Option<i64>,
    /// The post it is on.
    pub post_id: ID,
    /// The comment it answers (a reply); null for a level-1 comment.
    pub reply_to_id: Option<ID>,
    /// The text (up to 500 characters).
    pub body: String,
    /// IP属地, as on posts.
    pub ip_region: String,
    /// Where it stands.
    pub state: PostState,
    /// Likes.
    pub like_count: i32,
    /// Replies under it (level-1 comments only).
    pub reply_count: i32,
    /// The caller liked it.
    pub liked_by_me: bool,
    /// The caller may delete it.
    pub deletable: bool,
    /// When it was written.
    pub created_at: DateTime<Utc>,
}

impl From<CommentView> for CommentObject {
    fn from(c: CommentView) -> Self {
        Self {
            id: global(NodeKind::Comment, c.id),
            legacy_id: BigInt(c.id),
            author_id: c.author_id,
            post_row: c.post_id,
            reply_to_member: c.reply_to_member_id,
            post_id: global(NodeKind::Post, c.post_id),
            reply_to_id: c.reply_to_id.map(|id| global(NodeKind::Comment, id)),
            body: c.body,
            ip_region: c.ip_region,
            state: c.state.into(),
            like_count: c.like_count as i32,
            reply_count: c.reply_count as i32,
            liked_by_me: c.liked_by_me,
            deletable: c.deletable,
            created_at: c.created_at,
        }
    }
}

#[paging::connection_args]
#[ComplexObject]
impl CommentObject {
    /// The author, as a public card.
    async fn author(&self, ctx: &Context<'_>) -> Result<MemberCard> {
        card(ctx, self.author_id).await
    }

    /// A reply: the author of the comment it answers.
    async fn reply_to(&self, ctx: &Context<'_>) -> Result<Option<MemberCard>> {
        match self.reply_to_member {
            Some(id) => crate::member::load_card(ctx, id).await,
            None => Ok(None),
        }
    }

    /// The replies under a level-1 comment, oldest first (empty for a
    /// reply).
    async fn replies(
        &self,
        ctx: &Context<'_>,
        page: paging::ConnectionArgs,
    ) -> Result<CommentConnection> {
        let window = page.window()?.decode(paging::parse_id_cursor)?;
        let viewer = ctx.data_opt::<domain::Viewer>();
        // The first page of every comment's replies is one batch; a later
        // page (a cursor) or a backward one reads on its own.
        let (rows, more) = if window.cursor().is_none() && !window.is_backward() {
            let key = super::RepliesKey {
                viewer: viewer.map(|v| v.member_id),
                post: self.post_row,
                parent: self.legacy_id.0,
                first: window.size(),
            };
            ctx.data::<async_graphql::dataloader::DataLoader<super::RepliesLoader>>()
                .map_err(|_| domain::AppError::internal("schema built without the replies loader"))?
                .load_one(key)
                .await?
                .unwrap_or_default()
        } else {
            domain::community::comments::list(
                crate::request::app(ctx)?,
                viewer,
                self.post_row,
                Some(self.legacy_id.0),
                &window,
            )
            .await?
        };
        Ok(comment_connection(rows, more, &window))
    }
}

/// A topic (#话题#).
#[derive(SimpleObject)]
#[graphql(complex, name = "Topic")]
pub struct TopicObject {
    /// Its global id.
    pub id: ID,
    /// The row id the legacy layer uses for this object.
    pub legacy_id: BigInt,
    /// The name, without the #.
    pub name: String,
    /// What staff wrote about it; empty for topics made by first use.
    pub description: String,
    /// Created by staff.
    pub is_official: bool,
    /// Visible posts in it by members who may be shown (not disabled or
    /// cancelled): what its page lists.
    pub post_count: i32,
    /// Its hotness over the last 7 days' posts by members who may be shown
    /// (for ordering; stored, recomputed every 10 minutes).
    pub hot_score: f64,
    /// When it was first used.
    pub created_at: DateTime<Utc>,
}

impl From<TopicView> for TopicObject {
    fn from(t: TopicView) -> Self {
        Self {
            id: global(NodeKind::Topic, t.id),
            legacy_id: BigInt(t.id),
            name: t.name,
            description: t.description,
            is_official: t.is_official,
            post_count: t.post_count as i32,
            hot_score: t.hot_score as f64 / rules::community::SCORE_SCALE,
            created_at: t.created_at,
        }
    }
}

/// The order of a feed.
#[derive(Enum, Copy, Clone, Eq, PartialEq)]
pub enum PostFeed {
    /// 推荐: hottest first (likes, comments and age; stored score).
    Hot,
    /// 最新: newest first.
    Newest,
    /// 关注: the posts of members the caller follows, newest first.
    Following,
}

impl From<PostFeed> for domain::community::feeds::Feed {
    fn from(f: PostFeed) -> Self {
        use domain::community::feeds::Feed;
        match f {
            PostFeed::Hot => Feed::Hot,
            PostFeed::Newest => Feed::Newest,
            PostFeed::Following => Feed::Following,
        }
    }
}

#[paging::connection_args]
#[ComplexObject]
impl TopicObject {
    /// The topic's visible posts, hottest or newest first (`FOLLOWING`
    /// reads as newest).
    async fn posts(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "`HOT` or `NEWEST`.", default_with = "PostFeed::Newest")] feed: PostFeed,
        page: paging::ConnectionArgs,
    ) -> Result<PostConnection> {
        let window = page
            .window()?
            .decode(domain::community::feeds::parse_cursor)?;
        let hot = feed == PostFeed::Hot;
        let (rows, more) = domain::community::feeds::of_topic(
            crate::request::app(ctx)?,
            ctx.data_opt::<domain::Viewer>(),
            self.legacy_id.0,
            hot,
            &window,
        )
        .await?;
        Ok(post_connection(rows, more, &window, hot))
    }
}

/// A page of posts.
#[crate::paging::connection(edge = PostEdge, node = PostObject)]
pub struct PostConnection {}

/// A page of `rows` (with their hot scores) as a connection; `hot`: the
/// cursors carry the score.
pub(super) fn post_connection<C>(
    rows: Vec<(PostView, i64)>,
    more: bool,
    window: &paging::Window<C>,
    hot: bool,
) -> PostConnection {
    let edges: Vec<PostEdge> = rows
        .into_iter()
        .map(|(p, score)| PostEdge {
            cursor: if hot {
                format!("{score}:{}", p.id)
            } else {
                format!("0:{}", p.id)
            },
            node: PostObject::from(p),
        })
        .collect();
    PostConnection {
        page_info: PageInfo::of(&edges, window, more),
        edges,
    }
}

/// A page of comments, oldest first.
#[crate::paging::connection(edge = CommentEdge, node = CommentObject)]
pub struct CommentConnection {}

fn comment_connection(
    rows: Vec<CommentView>,
    more: bool,
    window: &paging::Window<i64>,
) -> CommentConnection {
    crate::paging::page(rows, window, more, |c| {
        (c.id.to_string(), CommentObject::from(c))
    })
}

/// A page of topics, most posts first.
#[crate::paging::connection(edge = TopicEdge, node = TopicObject)]
pub struct TopicConnection {}

pub(super) fn topic_connection(
    rows: Vec<TopicView>,
    more: bool,
    window: &paging::Window<(i64, i64)>,
) -> TopicConnection {
    crate::paging::page(rows, window, more, |t| {
        (format!("{}:{}", t.post_count, t.id), TopicObject::from(t))
    })
}
