//! Staff operations of the community (full schema only): the review queue
//! of held posts and comments, system posts and pins, official topics.

use async_graphql::{ComplexObject, Context, InputObject, Object, SimpleObject, ID};
use chrono::{DateTime, Utc};
use domain::community::{posts, review, topics};

use super::mutation::PostPayload;
use super::objects::{CommentObject, PostObject, TopicObject};
use crate::enums::WorkflowState;
use crate::ids::{global, parse_id, NodeKind};
use crate::node::none_when_hidden;
use crate::paging;
use crate::request::{app, viewer};
use crate::scalars::BigInt;
use crate::workflow::{WorkflowFlags, WorkflowOutcome};
use crate::Result;

/// A held post or comment waiting for staff (the record workflow).
#[derive(SimpleObject)]
#[graphql(complex)]
pub struct CommunityReview {
    /// Its global id.
    pub id: ID,
    /// The row id.
    pub legacy_id: BigInt,
    #[graphql(skip)]
    pub row: entities::community_review::Model,
    /// The held post or comment when the page read them together
    /// (`review::targets`); read one by one otherwise (a payload).
    #[graphql(skip)]
    pub post_view: Option<domain::community::PostView>,
    #[graphql(skip)]
    pub comment_view: Option<domain::community::CommentView>,
    /// `POST` or `COMMENT`.
    pub target_kind: String,
    /// Why it is held: `WORD:<words>` or `REPORTS`.
    pub reason: String,
    /// `PROCESSING` while waiting, then `CLOSED`.
    pub state: WorkflowState,
    /// `APPROVED` or `REJECTED` once closed.
    pub outcome: Option<WorkflowOutcome>,
    /// A rejection's reason, as told to the author.
    pub note: String,
    /// When it was held.
    pub created_at: DateTime<Utc>,
    /// Its last step.
    pub updated_at: DateTime<Utc>,
}

impl TryFrom<entities::community_review::Model> for CommunityReview {
    type Error = domain::AppError;

    fn try_from(r: entities::community_review::Model) -> Result<Self, domain::AppError> {
        Ok(Self {
            id: global(NodeKind::CommunityReview, r.id),
            legacy_id: BigInt(r.id),
            target_kind: r.target_kind.clone(),
            reason: r.reason.clone(),
            state: crate::workflow::state(r.state)?,
            outcome: crate::workflow::outcome(r.outcome.as_deref())?,
            note: r.note.clone(),
            created_at: r.created_at,
            updated_at: r.updated_at,
            row: r,
            post_view: None,
            comment_view: None,
        })
    }
}

#[ComplexObject]
impl CommunityReview {
    /// The author (a public card).
    async fn member(&self, ctx: &Context<'_>) -> Result<Option<crate::member::MemberCard>> {
        crate::member::load_card(ctx, self.row.member_id).await
    }

    /// The held post, when the target is a post (staff see it as held).
    async fn post(&self, ctx: &Context<'_>) -> Result<Option<PostObject>> {
        if self.row.target_kind != review::POST {
            return Ok(None);
        }
        if let Some(v) = &self.post_view {
            return Ok(Some(v.clone().into()));
        }
        Ok(
            none_when_hidden(posts::for_staff(app(ctx)?, viewer(ctx)?, self.row.target_id).await)?
                .map(Into::into),
        )
    }

    /// The held comment, when the target is a comment.
    async fn comment(&self, ctx: &Context<'_>) -> Result<Option<CommentObject>> {
        if self.row.target_kind != review::COMMENT {
            return Ok(None);
        }
        if let Some(v) = &self.comment_view {
            return Ok(Some(v.clone().into()));
        }
        Ok(none_when_hidden(
            domain::community::comments::for_staff(app(ctx)?, viewer(ctx)?, self.row.target_id)
                .await,
        )?
        .map(Into::into))
    }

    /// What the caller may do to it now.
    async fn flags(&self, ctx: &Context<'_>) -> Result<WorkflowFlags> {
        Ok(review::flags(viewer(ctx)?, &self.row)?.into())
    }
}

/// A page of reviews, newest first.
#[crate::paging::connection(edge = CommunityReviewEdge, node = CommunityReview)]
pub struct CommunityReviewConnection {}

crate::payload::payload!(
    /// The answer of `approveCommunityReview` and `rejectCommunityReview`.
    CommunityReviewPayload { review: CommunityReview, "The review after the step; null on failure." }
);

crate::payload::payload!(
    /// The answer of `createTopic`.
    TopicPayload { topic: TopicObject, "The topic; null on failure." }
);

/// Input of `createSystemPost`.
#[derive(InputObject)]
pub struct CreateSystemPostInput {
    /// The text, up to 2000 characters.
    pub body: String,
    /// Up to 9 images uploaded by the caller.
    #[graphql(default)]
    pub image_fids: Vec<String>,
    /// Pin it at the top of the feed.
    #[graphql(default)]
    pub pinned: bool,
}

/// Input of `createTopic`.
#[derive(InputObject)]
pub struct CreateTopicInput {
    /// 1 to 20 characters, no spaces or #.
    pub name: String,
    /// Up to 200 characters.
    #[graphql(default)]
    pub description: String,
}

/// Staff queries of the community: invisible to members and partners.
#[derive(Default)]
pub struct CommunityStaffQuery;

#[paging::connection_args]
#[Object]
impl CommunityStaffQuery {
    /// Staff with the operations permission: held posts and comments,
    /// newest first, optionally in one state (`PROCESSING`: waiting).
    #[graphql(
        visible = "crate::audience::staff",
        guard = "crate::audience::Staff::Operations"
    )]
    async fn community_reviews(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "Only reviews in this state; all when absent.")] state: Option<
            WorkflowState,
        >,
        page: paging::ConnectionArgs,
    ) -> Result<CommunityReviewConnection> {
        let window = page.window()?.decode(paging::parse_id_cursor)?;
        let (a, v) = (app(ctx)?, viewer(ctx)?);
        let (rows, more) = review::list(a, v, state.map(Into::into), &window).await?;
        // The page's held posts and comments in a statement per kind, and
        // only what the query selects.
        let look = ctx.look_ahead();
        let node = |f: &str| {
            look.field("nodes").field(f).exists()
                || look.field("edges").field("node").field(f).exists()
        };
        let topics = look.field("nodes").field("post").field("topics").exists()
            || look
                .field("edges")
                .field("node")
                .field("post")
                .field("topics")
                .exists();
        let wanted = review::Wanted {
            posts: node("post"),
            post_topics: topics,
            comments: node("comment"),
        };
        let mut targets = review::targets(a, v, &rows, wanted).await?;
        crate::paging::try_page(rows, &window, more, |r| -> Result<_> {
            let mut item = CommunityReview::try_from(r)?;
            match item.row.target_kind.as_str() {
                review::POST => item.post_view = targets.posts.remove(&item.row.target_id),
                review::COMMENT => item.comment_view = targets.comments.remove(&item.row.target_id),
                _ => {}
            }
            Ok((item.row.id.to_string(), item))
        })
    }

    /// Staff with the operations permission: the system posts, newest
    /// first, pinned or not (`pinPost` pins one again).
    #[graphql(
        visible = "crate::audience::staff",
        guard = "crate::audience::Staff::Operations"
    )]
    async fn system_posts(
        &self,
        ctx: &Context<'_>,
        page: paging::ConnectionArgs,
    ) -> Result<super::objects::PostConnection> {
        let window = page
            .window()?
            .decode(domain::community::feeds::parse_cursor)?;
        let (rows, more) =
            domain::community::feeds::system_posts(app(ctx)?, viewer(ctx)?, &window).await?;
        Ok(super::objects::post_connection(rows, more, &window, false))
    }
}

/// Staff mutations of the community.
#[derive(Default)]
pub struct CommunityStaffMutation;

#[Object]
impl CommunityStaffMutation {
    /// Approves a held post or comment: it is shown and counts.
    #[graphql(
        visible = "crate::audience::staff",
        guard = "crate::audience::Staff::Operations"
    )]
    async fn approve_community_review(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "A `CommunityReview` id.")] id: ID,
    ) -> Result<CommunityReviewPayload> {
        let (a, v) = (app(ctx)?, viewer(ctx)?);
        let done = async {
            let id = parse_id("id", NodeKind::CommunityReview, &id)?;
            review::approve(a, v, id).await
        }
        .await;
        crate::payload::answer::<_, CommunityReview, _>(done)
    }

    /// Rejects a held post or comment with a reason told to its author.
    #[graphql(
        visible = "crate::audience::staff",
        guard = "crate::audience::Staff::Operations"
    )]
    async fn reject_community_review(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "A `CommunityReview` id.")] id: ID,
        #[graphql(desc = "Why, 1 to 200 characters.")] reason: String,
    ) -> Result<CommunityReviewPayload> {
        let (a, v) = (app(ctx)?, viewer(ctx)?);
        let done = async {
            let id = parse_id("id", NodeKind::CommunityReview, &id)?;
            review::reject(a, v, id, &reason).await
        }
        .await;
        crate::payload::answer::<_, CommunityReview, _>(done)
    }

    /// Writes a system post (pages/community/system-detail).
    #[graphql(
        visible = "crate::audience::staff",
        guard = "crate::audience::Staff::Operations"
    )]
    async fn create_system_post(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "What to write.")] input: CreateSystemPostInput,
    ) -> Result<PostPayload> {
        let done = posts::create_system(
            app(ctx)?,
            viewer(ctx)?,
            &input.body,
            &input.image_fids,
            input.pinned,
        )
        .await;
        crate::payload::answer::<_, PostObject, _>(done)
    }

    /// Pins or unpins a system post.
    #[graphql(
        visible = "crate::audience::staff",
        guard = "crate::audience::Staff::Operations"
    )]
    async fn pin_post(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "A `Post` id (a system post).")] post_id: ID,
        #[graphql(desc = "Pinned or not.")] pinned: bool,
    ) -> Result<PostPayload> {
        let (a, v) = (app(ctx)?, viewer(ctx)?);
        let done = async {
            let id = parse_id("postId", NodeKind::Post, &post_id)?;
            posts::pin(a, v, id, pinned).await
        }
        .await;
        crate::payload::answer::<_, PostObject, _>(done)
    }

    /// Creates an official topic, or makes an existing one official with
    /// a description.
    #[graphql(
        visible = "crate::audience::staff",
        guard = "crate::audience::Staff::Operations"
    )]
    async fn create_topic(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "The topic.")] input: CreateTopicInput,
    ) -> Result<TopicPayload> {
        let done = topics::create(app(ctx)?, viewer(ctx)?, &input.name, &input.description).await;
        crate::payload::answer::<_, TopicObject, _>(done)
    }
}
