//! The staff review queue (`community_review`, the record workflow, kind
//! `community_review`): a post or comment held for a `HOLD` word, or a
//! post hidden by 3 distinct reports. Staff approve (it becomes visible
//! and counts) or reject (it stays out, the author is told why). One open
//! review per target: opening checks in the transaction that holds it.

use sea_orm::sea_query::Expr;
use sea_orm::{
    ActiveValue::Set, ColumnTrait, ConnectionTrait, EntityTrait, PaginatorTrait, QueryFilter,
};

use std::collections::HashMap;

use super::view::{CommentView, PostState, PostView};
use crate::kernel::enums::WorkflowState;
use crate::kernel::paging::{newest_by_id, Window};
use crate::kernel::workflow;
use crate::kernel::{AppContext, AppResult, Permission, Viewer};
use crate::message::MessageType;
use crate::review::steps::{APPROVE, REJECT};
use crate::review::{self, Notice, Review};
use entities::{comment, community_review, post};

/// Held posts and comments: staff with the operations permission review
/// them; closed ones may be deleted by staff after a year.
pub const KIND: workflow::Kind = workflow::Kind {
    name: "community_review",
    permission: Permission::Operations,
    policy: workflow::Policy {
        editable_while_processing: false,
        retention_days: 365,
    },
};

const COLUMNS: workflow::Columns<community_review::Entity> = workflow::Columns {
    id: community_review::Column::Id,
    owner: community_review::Column::MemberId,
    state: community_review::Column::State,
    outcome: community_review::Column::Outcome,
    updated_at: community_review::Column::UpdatedAt,
};

/// How many held posts and comments wait for staff (the console's overview).
pub async fn open_count(ctx: &AppContext) -> AppResult<i64> {
    workflow::open_count(&ctx.db, &COLUMNS).await
}

/// `POST` / `COMMENT`.
pub const POST: &str = "POST";
pub const COMMENT: &str = "COMMENT";

async fn open<C: ConnectionTrait>(
    db: &C,
    author: i64,
    kind: &str,
    target: i64,
    reason: &str,
) -> AppResult<()> {
    let open = community_review::Entity::find()
        .filter(community_review::Column::TargetKind.eq(kind))
        .filter(community_review::Column::TargetId.eq(target))
        .filter(community_review::Column::State.ne(workflow::stored(WorkflowState::Closed)))
        .count(db)
        .await?;
    if open > 0 {
        return Ok(());
    }
    let now = crate::kernel::clock::now();
    community_review::Entity::insert(community_review::ActiveModel {
        member_id: Set(author),
        target_kind: Set(kind.to_owned()),
        target_id: Set(target),
        reason: Set(rules::community::excerpt(reason, 200)),
        state: Set(workflow::stored(WorkflowState::Processing)),
        outcome: Set(None),
        note: Set(String::new()),
        reviewed_by: Set(None),
        created_at: Set(now),
        updated_at: Set(now),
        ..Default::default()
    })
    .exec_without_returning(db)
    .await?;
    Ok(())
}

/// Opens a review of a held post.
pub(crate) async fn open_for_post<C: ConnectionTrait>(
    db: &C,
    row: &post::Model,
    reason: &str,
) -> AppResult<()> {
    open(db, row.member_id, POST, row.id, reason).await
}

/// Opens a review of a held comment.
pub(crate) async fn open_for_comment<C: ConnectionTrait>(
    db: &C,
    row: &comment::Model,
    reason: &str,
) -> AppResult<()> {
    open(db, row.member_id, COMMENT, row.id, reason).await
}

/// How many of `member`'s posts and comments staff rejected in review
/// since `since` (moderation strikes; expert recruitment asks for none in
/// its window). Reads `ix_community_review_member` (000038).
pub async fn strikes_since(
    ctx: &AppContext,
    member: i64,
    since: chrono::DateTime<chrono::Utc>,
) -> AppResult<u64> {
    Ok(community_review::Entity::find()
        .filter(community_review::Column::MemberId.eq(member))
        .filter(community_review::Column::Outcome.eq(workflow::Outcome::Rejected.name()))
        .filter(community_review::Column::UpdatedAt.gt(since))
        .count(&ctx.db)
        .await?)
}

/// The queue for staff, newest first, optionally in one state.
pub async fn list(
    ctx: &AppContext,
    viewer: &Viewer,
    state: Option<WorkflowState>,
    window: &Window<i64>,
) -> AppResult<(Vec<community_review::Model>, bool)> {
    viewer.require(KIND.permission)?;
    let mut q = community_review::Entity::find();
    if let Some(s) = state {
        q = q.filter(community_review::Column::State.eq(workflow::stored(s)));
    }
    newest_by_id(&ctx.db, q, community_review::Column::Id, window).await
}

/// What a page of the queue shows of its held posts and comments.
#[derive(Debug, Default)]
pub struct Targets {
    pub posts: HashMap<i64, PostView>,
    pub comments: HashMap<i64, CommentView>,
}

/// Which of a page's targets to read: the caller asks only for what its
/// query selects (a post's topics cost a statement of their own).
#[derive(Debug, Clone, Copy, Default)]
pub struct Wanted {
    pub posts: bool,
    pub post_topics: bool,
    pub comments: bool,
}

/// The held posts and comments of a page of the queue as staff see them:
/// one statement per kind the page holds (and one for the posts' topics
/// when wanted), never one per row.
pub async fn targets(
    ctx: &AppContext,
    viewer: &Viewer,
    rows: &[community_review::Model],
    wanted: Wanted,
) -> AppResult<Targets> {
    viewer.require(KIND.permission)?;
    let of = |kind: &str| -> Vec<i64> {
        rows.iter()
            .filter(|r| r.target_kind == kind)
            .map(|r| r.target_id)
            .collect()
    };
    let mut out = Targets::default();
    let post_ids = if wanted.posts { of(POST) } else { vec![] };
    if !post_ids.is_empty() {
        let found = post::Entity::find()
            .filter(post::Column::Id.is_in(post_ids.iter().copied()))
            .all(&ctx.db)
            .await?;
        let topics = if wanted.post_topics {
            super::topics::of_posts(&ctx.db, &post_ids).await?
        } else {
            Vec::new()
        };
        for row in found {
            let refs = topics
                .iter()
                .filter(|(p, _)| *p == row.id)
                .map(|(_, t)| t.clone())
                .collect();
            // Staff's likes are not shown in the queue: not read.
            let v = PostView::of(row, Some(viewer.member_id), false, refs)?;
            out.posts.insert(v.id, v);
        }
    }
    let comment_ids = if wanted.comments { of(COMMENT) } else { vec![] };
    if !comment_ids.is_empty() {
        let found = comment::Entity::find()
            .filter(comment::Column::Id.is_in(comment_ids))
            .all(&ctx.db)
            .await?;
        for row in found {
            let v = CommentView::of(row, Some(viewer.member_id), false)?;
            out.comments.insert(v.id, v);
        }
    }
    Ok(out)
}

/// The flags `viewer` sees on a review.
pub fn flags(viewer: &Viewer, r: &community_review::Model) -> AppResult<workflow::Flags> {
    Ok(workflow::flags(
        &KIND,
        viewer,
        r.member_id,
        workflow::state_of(r.state)?,
        r.reviewed_by.is_some(),
        r.updated_at,
    ))
}

/// How staff review a held post or comment (`review`): the author is
/// told of a rejection; an approval speaks for itself (the post shows).
const REVIEW: Review<community_review::Entity> = Review {
    kind: &KIND,
    columns: &COLUMNS,
    rejection: Some((&REJECT, community_review::Column::Note)),
    reviewed_by: Some(community_review::Column::ReviewedBy),
    max_reason: 200,
    payload_key: "reviewId",
    message_type: MessageType::SystemNotice,
};

/// Staff approve: the post or comment becomes visible and counts.
pub async fn approve(
    ctx: &AppContext,
    viewer: &Viewer,
    id: i64,
) -> AppResult<community_review::Model> {
    let d = review::open(ctx, viewer, &REVIEW, id, &APPROVE, vec![]).await?;
    let r = d.record().await?;
    let txn = d.work();
    if r.target_kind == POST {
        let moved = post::Entity::update_many()
            .col_expr(post::Column::State, Expr::value(PostState::Visible.code()))
            .col_expr(post::Column::ReportCount, Expr::value(0i64))
            .filter(post::Column::Id.eq(r.target_id))
            .filter(post::Column::State.eq(PostState::Held.code()))
            .exec(txn)
            .await?;
        if moved.rows_affected == 1 {
            let row = super::posts::seen(txn, None, r.target_id).await?;
            let refs = super::topics::of_post(txn, row.id).await?;
            super::posts::became_visible(txn, &row, &refs).await?;
            super::interactions::mentions(txn, row.member_id, row.id, None, &row.body).await?;
        }
    } else {
        let moved = comment::Entity::update_many()
            .col_expr(
                comment::Column::State,
                Expr::value(PostState::Visible.code()),
            )
            .filter(comment::Column::Id.eq(r.target_id))
            .filter(comment::Column::State.eq(PostState::Held.code()))
            .exec(txn)
            .await?;
        if moved.rows_affected == 1 {
            let row = super::comments::seen(txn, None, r.target_id).await?;
            super::comments::counted(txn, &row, 1).await?;
        }
    }
    d.commit().await
}

/// Staff reject with a reason: the post or comment stays out of view and
/// its author is told.
pub async fn reject(
    ctx: &AppContext,
    viewer: &Viewer,
    id: i64,
    reason: &str,
) -> AppResult<community_review::Model> {
    let (d, reason) = review::open_rejection(ctx, viewer, &REVIEW, id, reason, vec![]).await?;
    let r = d.record().await?;
    let txn = d.work();
    if r.target_kind == POST {
        post::Entity::update_many()
            .col_expr(post::Column::State, Expr::value(PostState::Rejected.code()))
            .filter(post::Column::Id.eq(r.target_id))
            .filter(post::Column::State.eq(PostState::Held.code()))
            .exec(txn)
            .await?;
    } else {
        comment::Entity::update_many()
            .col_expr(
                comment::Column::State,
                Expr::value(PostState::Rejected.code()),
            )
            .filter(comment::Column::Id.eq(r.target_id))
            .filter(comment::Column::State.eq(PostState::Held.code()))
            .exec(txn)
            .await?;
    }
    let what = if r.target_kind == POST {
        "动态"
    } else {
        "评论"
    };
    let notice = Notice::new(format!("你的{what}未通过审核"), format!("原因：{reason}"))
        .with("targetKind", r.target_kind.clone());
    d.close(viewer, notice).await
}
