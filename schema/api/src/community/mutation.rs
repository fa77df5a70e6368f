//! The community's public mutations. Each answers a payload with
//! `userErrors` (`SENSITIVE_CONTENT`, `POST_LIMIT`, `COMMENT_LIMIT`,
//! `LIKE_LIMIT`, `BLOCKED`, `EDIT_WINDOW_CLOSED`, …). Likes, reports and
//! blocks are idempotent by nature; a post and a comment take an
//! `idempotencyKey` so a retried request is one post.

use async_graphql::{Context, InputObject, Object, ID};
use domain::community::{attachments::Attach, blocks, comments, likes, posts, reports};

use super::objects::{CommentObject, PostObject};
use crate::ids::{parse_id, NodeKind};
use crate::member::DonePayload;
use crate::request::{app, viewer};
use crate::Result;

/// Input of `createPost`.
#[derive(InputObject)]
pub struct CreatePostInput {
    /// The text, up to 2000 characters; topics written `#name#`,
    /// mentions `@nickname `.
    pub body: String,
    /// Up to 9 images uploaded by the caller (`uploadImage` fids).
    #[graphql(default)]
    pub image_fids: Vec<String>,
    /// Attach a saved number selection of the caller's (a snapshot).
    pub saved_selection_id: Option<ID>,
    /// Or a saved sports selection of the caller's.
    pub sports_selection_id: Option<ID>,
    /// Or one of the caller's expert plans.
    pub expert_plan_id: Option<ID>,
    /// Makes a retried request one post (1 to 64 printable characters).
    pub idempotency_key: Option<String>,
}

crate::payload::payload!(
    /// The answer of the post mutations.
    PostPayload { post: PostObject, "The post as the caller now sees it; null on failure." }
);

/// Input of `editPost`.
#[derive(InputObject)]
pub struct EditPostInput {
    /// The post (a `Post` id).
    pub post_id: ID,
    /// The new text.
    pub body: String,
    /// The images, as they should be now.
    #[graphql(default)]
    pub image_fids: Vec<String>,
}

/// Input of `createComment`.
#[derive(InputObject)]
pub struct CreateCommentInput {
    /// The post (a `Post` id).
    pub post_id: ID,
    /// The comment this answers (a `Comment` id); absent for a level-1
    /// comment.
    pub reply_to_id: Option<ID>,
    /// The text, 1 to 500 characters.
    pub body: String,
    /// Makes a retried request one comment.
    pub idempotency_key: Option<String>,
}

crate::payload::payload!(
    /// The answer of the comment mutations.
    CommentPayload { comment: CommentObject, "The comment as the caller now sees it; null on failure." }
);

/// Input of `reportPost`.
#[derive(InputObject)]
pub struct ReportPostInput {
    /// The post (a `Post` id).
    pub post_id: ID,
    /// What is wrong, 1 to 200 characters.
    pub reason: String,
}

fn attach(input: &CreatePostInput) -> Result<Option<Attach>, domain::AppError> {
    let given = [
        input.saved_selection_id.is_some(),
        input.sports_selection_id.is_some(),
        input.expert_plan_id.is_some(),
    ];
    if given.iter().filter(|g| **g).count() > 1 {
        return Err(domain::AppError::invalid(
            "savedSelectionId",
            "attach one selection or plan at most",
        ));
    }
    if let Some(id) = &input.saved_selection_id {
        return Ok(Some(Attach::Numbers(parse_id(
            "savedSelectionId",
            NodeKind::SavedSelection,
            id,
        )?)));
    }
    if let Some(id) = &input.sports_selection_id {
        return Ok(Some(Attach::Sports(parse_id(
            "sportsSelectionId",
            NodeKind::SportsSelection,
            id,
        )?)));
    }
    if let Some(id) = &input.expert_plan_id {
        return Ok(Some(Attach::Plan(parse_id(
            "expertPlanId",
            NodeKind::ExpertPlan,
            id,
        )?)));
    }
    Ok(None)
}

fn client_ip<'a>(ctx: &Context<'a>) -> Option<&'a str> {
    ctx.data_opt::<domain::kernel::RequestMeta>()
        .and_then(|m| m.ip.as_deref())
}

#[derive(Default)]
pub struct CommunityMutation;

#[Object]
impl CommunityMutation {
    /// Writes a post. A post with a word kept for review comes back
    /// `HELD`: only its author sees it until staff approve it.
    async fn create_post(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "What to write.")] input: CreatePostInput,
    ) -> Result<PostPayload> {
        let (a, v) = (app(ctx)?, viewer(ctx)?);
        let ip = client_ip(ctx);
        let done = async {
            let new = posts::NewPost {
                body: input.body.clone(),
                image_fids: input.image_fids.clone(),
                attach: attach(&input)?,
            };
            posts::create_once(a, v, ip, new, input.idempotency_key.as_deref()).await
        }
        .await;
        crate::payload::answer::<_, PostObject, _>(done)
    }

    /// Edits the caller's post within 10 minutes of writing it.
    async fn edit_post(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "What to change.")] input: EditPostInput,
    ) -> Result<PostPayload> {
        let (a, v) = (app(ctx)?, viewer(ctx)?);
        let done = async {
            let id = parse_id("postId", NodeKind::Post, &input.post_id)?;
            posts::edit(a, v, id, &input.body, &input.image_fids).await
        }
        .await;
        crate::payload::answer::<_, PostObject, _>(done)
    }

    /// Deletes the caller's post (again: done already).
    async fn delete_post(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "A `Post` id.")] post_id: ID,
    ) -> Result<DonePayload> {
        let (a, v) = (app(ctx)?, viewer(ctx)?);
        let done = async {
            let id = parse_id("postId", NodeKind::Post, &post_id)?;
            posts::delete(a, v, id).await
        }
        .await;
        crate::payload::answer::<_, (), _>(done)
    }

    /// Comments on a post, or replies to a comment (`replyToId`).
    async fn create_comment(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "What to write.")] input: CreateCommentInput,
    ) -> Result<CommentPayload> {
        let (a, v) = (app(ctx)?, viewer(ctx)?);
        let ip = client_ip(ctx);
        let done = async {
            let new = comments::NewComment {
                post_id: parse_id("postId", NodeKind::Post, &input.post_id)?,
                reply_to: input
                    .reply_to_id
                    .as_ref()
                    .map(|id| parse_id("replyToId", NodeKind::Comment, id))
                    .transpose()?,
                body: input.body.clone(),
            };
            comments::create_once(a, v, ip, new, input.idempotency_key.as_deref()).await
        }
        .await;
        crate::payload::answer::<_, CommentObject, _>(done)
    }

    /// Deletes a comment: the caller's own, or one on the caller's post.
    async fn delete_comment(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "A `Comment` id.")] comment_id: ID,
    ) -> Result<DonePayload> {
        let (a, v) = (app(ctx)?, viewer(ctx)?);
        let done = async {
            let id = parse_id("commentId", NodeKind::Comment, &comment_id)?;
            comments::delete(a, v, id).await
        }
        .await;
        crate::payload::answer::<_, (), _>(done)
    }

    /// Likes a post (liking again changes nothing).
    async fn like_post(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "A `Post` id.")] post_id: ID,
    ) -> Result<PostPayload> {
        let (a, v) = (app(ctx)?, viewer(ctx)?);
        let done = async {
            let id = parse_id("postId", NodeKind::Post, &post_id)?;
            likes::like_post(a, v, id).await
        }
        .await;
        crate::payload::answer::<_, PostObject, _>(done)
    }

    /// Takes the caller's like of a post back.
    async fn unlike_post(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "A `Post` id.")] post_id: ID,
    ) -> Result<PostPayload> {
        let (a, v) = (app(ctx)?, viewer(ctx)?);
        let done = async {
            let id = parse_id("postId", NodeKind::Post, &post_id)?;
            likes::unlike_post(a, v, id).await
        }
        .await;
        crate::payload::answer::<_, PostObject, _>(done)
    }

    /// Likes a comment.
    async fn like_comment(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "A `Comment` id.")] comment_id: ID,
    ) -> Result<CommentPayload> {
        let (a, v) = (app(ctx)?, viewer(ctx)?);
        let done = async {
            let id = parse_id("commentId", NodeKind::Comment, &comment_id)?;
            likes::like_comment(a, v, id).await
        }
        .await;
        crate::payload::answer::<_, CommentObject, _>(done)
    }

    /// Takes the caller's like of a comment back.
    async fn unlike_comment(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "A `Comment` id.")] comment_id: ID,
    ) -> Result<CommentPayload> {
        let (a, v) = (app(ctx)?, viewer(ctx)?);
        let done = async {
            let id = parse_id("commentId", NodeKind::Comment, &comment_id)?;
            likes::unlike_comment(a, v, id).await
        }
        .await;
        crate::payload::answer::<_, CommentObject, _>(done)
    }

    /// Reports a post (举报). Three members reporting hide it until staff
    /// review it.
    async fn report_post(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "What to report.")] input: ReportPostInput,
    ) -> Result<DonePayload> {
        let (a, v) = (app(ctx)?, viewer(ctx)?);
        let done = async {
            let id = parse_id("postId", NodeKind::Post, &input.post_id)?;
            reports::report(a, v, id, &input.reason).await
        }
        .await;
        crate::payload::answer::<_, (), _>(done)
    }

    /// Blocks a member (拉黑): their posts and comments leave the caller's
    /// feeds, and they can't comment on the caller's posts.
    async fn block_member(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "A `Member` id.")] member_id: ID,
    ) -> Result<DonePayload> {
        let (a, v) = (app(ctx)?, viewer(ctx)?);
        let done = async {
            let id = parse_id("memberId", NodeKind::Member, &member_id)?;
            blocks::block(a, v, id).await
        }
        .await;
        crate::payload::answer::<_, (), _>(done)
    }

    /// Unblocks a member.
    async fn unblock_member(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "A `Member` id.")] member_id: ID,
    ) -> Result<DonePayload> {
        let (a, v) = (app(ctx)?, viewer(ctx)?);
        let done = async {
            let id = parse_id("memberId", NodeKind::Member, &member_id)?;
            blocks::unblock(a, v, id).await
        }
        .await;
        crate::payload::answer::<_, (), _>(done)
    }
}
