//! Comments two levels deep: a level-1 comment on a post, and replies
//! under it, each naming the comment it answers. A member the post's
//! author blocked can't comment there (`BLOCKED`); a `HOLD` word holds the
//! comment for review. Counters (the post's comments, the parent's
//! replies) move only for visible comments, in the comment's transaction.

use sea_orm::sea_query::{Expr, Query};
use sea_orm::{
    ActiveModelTrait, ActiveValue::Set, ColumnTrait, Condition, ConnectionTrait,
    DatabaseTransaction, EntityTrait, PaginatorTrait, QueryFilter, QueryOrder, QuerySelect,
};

use super::events::CommunityEvent;
use super::interactions::{self, Kind};
use super::limits::{self, Daily};
use super::view::{CommentView, PostState};
use crate::kernel::events::DomainEvent;
use crate::kernel::paging::Window;
use crate::kernel::work::Work;
use crate::kernel::{validate, AppContext, AppError, AppResult, ErrorCode, Viewer};
use crate::moderation::Verdict;
use entities::{comment, comment_like, member, member_block, post};
use rules::community::MAX_COMMENT_CHARS;

/// A comment row the caller may see: visible, or their own held one.
pub(crate) async fn seen<C: ConnectionTrait>(
    db: &C,
    me: Option<i64>,
    id: i64,
) -> AppResult<comment::Model> {
    let row = comment::Entity::find_by_id(id)
        .one(db)
        .await?
        .ok_or_else(|| AppError::not_found("no such comment"))?;
    let state = PostState::from_code(&row.state)?;
    if state == PostState::Visible || (me == Some(row.member_id) && state == PostState::Held) {
        Ok(row)
    } else {
        Err(AppError::not_found("no such comment"))
    }
}

/// Whether `owner` blocked `me`.
pub(crate) async fn blocked_by<C: ConnectionTrait>(db: &C, owner: i64, me: i64) -> AppResult<bool> {
    Ok(member_block::Entity::find()
        .filter(member_block::Column::MemberId.eq(owner))
        .filter(member_block::Column::BlockedId.eq(me))
        .count(db)
        .await?
        > 0)
}

/// One comment as the caller sees it.
pub async fn get(ctx: &AppContext, viewer: Option<&Viewer>, id: i64) -> AppResult<CommentView> {
    let me = viewer.map(|v| v.member_id);
    let row = seen(&ctx.db, me, id).await?;
    let mut v = views(&ctx.db, me, vec![row]).await?;
    v.pop()
        .ok_or_else(|| AppError::not_found("no such comment"))
}

/// What a member writes.
#[derive(Debug, Clone, serde::Serialize)]
pub struct NewComment {
    pub post_id: i64,
    /// The comment this answers (a reply); none: a level-1 comment.
    pub reply_to: Option<i64>,
    pub body: String,
}

/// [`create`] once per idempotency `key`.
pub async fn create_once(
    ctx: &AppContext,
    viewer: &Viewer,
    ip: Option<&str>,
    input: NewComment,
    key: Option<&str>,
) -> AppResult<CommentView> {
    let request = serde_json::to_value(&input).map_err(AppError::internal)?;
    crate::kernel::idempotency::once(
        ctx,
        "createComment",
        viewer.member_id,
        key,
        &request,
        || create(ctx, viewer, ip, input),
    )
    .await
}

/// The caller comments on a post or replies to a comment.
pub async fn create(
    ctx: &AppContext,
    viewer: &Viewer,
    ip: Option<&str>,
    input: NewComment,
) -> AppResult<CommentView> {
    let body = input.body.trim().to_owned();
    if body.is_empty() {
        return Err(AppError::invalid("body", "write something"));
    }
    validate::max_chars("body", &body, MAX_COMMENT_CHARS)?;
    let verdict = crate::moderation::check(ctx, "body", &body, true).await?;
    let region = super::region_of(ctx, ip);
    let me = viewer.member_id;
    let txn = crate::kernel::db::begin(ctx).await?;
    let post = super::posts::seen(&txn, Some(me), input.post_id).await?;
    if blocked_by(&txn, post.member_id, me).await? {
        return Err(AppError::new(
            ErrorCode::Blocked,
            "the author does not take your comments",
        ));
    }
    let answered = match input.reply_to {
        Some(id) => {
            let c = seen(&txn, Some(me), id)
                .await
                .map_err(|_| AppError::invalid("replyToId", "no such comment on this post"))?;
            if c.post_id != post.id {
                return Err(AppError::invalid(
                    "replyToId",
                    "no such comment on this post",
                ));
            }
            if blocked_by(&txn, c.member_id, me).await? {
                return Err(AppError::new(
                    ErrorCode::Blocked,
                    "that member does not take your replies",
                ));
            }
            Some(c)
        }
        None => None,
    };
    limits::take(&txn, me, Daily::Comment).await?;
    let held = matches!(verdict, Verdict::Hold(_));
    let state = if held {
        PostState::Held
    } else {
        PostState::Visible
    };
    let row = comment::ActiveModel {
        post_id: Set(post.id),
        member_id: Set(me),
        parent_id: Set(answered.as_ref().map(|c| c.parent_id.unwrap_or(c.id))),
        reply_to_id: Set(answered.as_ref().map(|c| c.id)),
        reply_to_member_id: Set(answered.as_ref().map(|c| c.member_id)),
        body: Set(body.clone()),
        ip_region: Set(region),
        state: Set(state.code().to_owned()),
        like_count: Set(0),
        reply_count: Set(0),
        created_at: Set(crate::kernel::clock::now()),
        ..Default::default()
    }
    .insert(&txn)
    .await?;
    if let Verdict::Hold(words) = &verdict {
        super::review::open_for_comment(&txn, &row, &format!("WORD:{}", words.join(","))).await?;
    } else {
        counted(&txn, &row, 1).await?;
        tell(&txn, &post, &row, answered.as_ref()).await?;
    }
    txn.commit().await?;
    CommentView::of(row, Some(me), false)
}

/// Tells the post's author, the answered comment's author and the members
/// mentioned (never the writer).
async fn tell(
    txn: &DatabaseTransaction,
    post: &post::Model,
    row: &comment::Model,
    answered: Option<&comment::Model>,
) -> AppResult<()> {
    let me = row.member_id;
    let excerpt = rules::community::excerpt(&row.body, 30);
    if let Some(a) = answered.filter(|a| a.member_id != me) {
        interactions::record(
            txn,
            a.member_id,
            me,
            Kind::Reply,
            post.id,
            Some(row.id),
            &excerpt,
        )
        .await?;
    }
    let answered_author = answered.map(|a| a.member_id);
    if post.member_id != me && answered_author != Some(post.member_id) {
        interactions::record(
            txn,
            post.member_id,
            me,
            Kind::Comment,
            post.id,
            Some(row.id),
            &excerpt,
        )
        .await?;
    }
    interactions::mentions(txn, me, post.id, Some(row.id), &row.body).await
}

/// A visible comment was added (`delta` 1) or left view (−1): the post's
/// and the parent's counters move, and the post is scored again; its new
/// counts are announced on commit.
pub(crate) async fn counted(txn: &Work, row: &comment::Model, delta: i64) -> AppResult<()> {
    let mut q = post::Entity::update_many()
        .col_expr(
            post::Column::CommentCount,
            Expr::col(post::Column::CommentCount).add(delta),
        )
        .filter(post::Column::Id.eq(row.post_id));
    if delta < 0 {
        q = q.filter(post::Column::CommentCount.gte(-delta));
    }
    q.exec(txn).await?;
    if let Some(parent) = row.parent_id {
        let mut q = comment::Entity::update_many()
            .col_expr(
                comment::Column::ReplyCount,
                Expr::col(comment::Column::ReplyCount).add(delta),
            )
            .filter(comment::Column::Id.eq(parent));
        if delta < 0 {
            q = q.filter(comment::Column::ReplyCount.gte(-delta));
        }
        q.exec(txn).await?;
    }
    let post = super::likes::rescore_post(txn, row.post_id).await?;
    txn.announce(activity(&post));
    Ok(())
}

pub(crate) fn activity(p: &post::Model) -> DomainEvent {
    DomainEvent::area(CommunityEvent::PostActivity {
        post_id: p.id,
        like_count: p.like_count,
        comment_count: p.comment_count,
        removed: false,
    })
}

/// The comment's author (or the post's author, or staff) deletes it
/// (soft); the counters move back.
pub async fn delete(ctx: &AppContext, viewer: &Viewer, id: i64) -> AppResult<()> {
    let me = viewer.member_id;
    let txn = crate::kernel::db::begin(ctx).await?;
    let row = seen(&txn, Some(me), id).await?;
    let post_author = post::Entity::find_by_id(row.post_id)
        .one(&txn)
        .await?
        .map(|p| p.member_id);
    if row.member_id != me && post_author != Some(me) && !viewer.is_office {
        return Err(AppError::not_found("no such comment"));
    }
    let moved = comment::Entity::update_many()
        .col_expr(
            comment::Column::State,
            Expr::value(PostState::Deleted.code()),
        )
        .filter(comment::Column::Id.eq(id))
        .filter(comment::Column::State.eq(row.state.clone()))
        .exec(&txn)
        .await?;
    if moved.rows_affected == 1 && PostState::from_code(&row.state)? == PostState::Visible {
        counted(&txn, &row, -1).await?;
    }
    txn.commit().await?;
    Ok(())
}

/// A page of a post's level-1 comments (`parent` none) or of a comment's
/// replies, oldest first: visible ones (and the caller's held ones) of
/// enabled authors the caller has not blocked.
pub async fn list(
    ctx: &AppContext,
    viewer: Option<&Viewer>,
    post_id: i64,
    parent: Option<i64>,
    window: &Window<i64>,
) -> AppResult<(Vec<CommentView>, bool)> {
    let me = viewer.map(|v| v.member_id);
    let mut q = shown(me, post_id);
    q = match parent {
        Some(p) => q.filter(comment::Column::ParentId.eq(p)),
        None => q.filter(comment::Column::ParentId.is_null()),
    };
    // Oldest first: forward reads up from the cursor, backward down.
    let backward = window.is_backward();
    if let Some(c) = window.cursor() {
        q = if backward {
            q.filter(comment::Column::Id.lt(*c))
        } else {
            q.filter(comment::Column::Id.gt(*c))
        };
    }
    let rows = if backward {
        q.order_by_desc(comment::Column::Id)
    } else {
        q.order_by_asc(comment::Column::Id)
    }
    .limit(window.size() + 1)
    .all(&ctx.db)
    .await?;
    let (rows, more) = window.finish(rows);
    Ok((views(&ctx.db, me, rows).await?, more))
}

/// A post's comments the caller `me` may see: visible ones (and their own
/// held ones) of enabled authors they have not blocked.
fn shown(me: Option<i64>, post_id: i64) -> sea_orm::Select<comment::Entity> {
    let mut visible = Condition::any().add(comment::Column::State.eq(PostState::Visible.code()));
    if let Some(me) = me {
        visible = visible.add(
            Condition::all()
                .add(comment::Column::State.eq(PostState::Held.code()))
                .add(comment::Column::MemberId.eq(me)),
        );
    }
    let mut q = comment::Entity::find()
        .inner_join(member::Entity)
        .filter(comment::Column::PostId.eq(post_id))
        .filter(visible)
        .filter(member::Column::Enable.eq(true))
        .filter(member::Column::CancelledAt.is_null());
    if let Some(me) = me {
        q = q.filter(
            comment::Column::MemberId.not_in_subquery(
                Query::select()
                    .column(member_block::Column::BlockedId)
                    .from(member_block::Entity)
                    .and_where(member_block::Column::MemberId.eq(me))
                    .to_owned(),
            ),
        );
    }
    q
}

/// The first page (`first` oldest) of the replies under each of `parents`
/// (level-1 comments of `post_id`), for the caller `me`, with whether each
/// has more: one statement for a whole page of comments, where a query a
/// comment was N + 1 (issue 53). `ROW_NUMBER() OVER (PARTITION BY
/// parent_id …)` numbers each comment's replies (SQLite and PostgreSQL
/// alike). A parent with no reply is absent.
pub async fn first_replies(
    ctx: &AppContext,
    me: Option<i64>,
    post_id: i64,
    parents: &[i64],
    first: u64,
) -> AppResult<std::collections::HashMap<i64, (Vec<CommentView>, bool)>> {
    use sea_orm::sea_query::{Alias, Asterisk, Order, WindowStatement};
    use sea_orm::{FromQueryResult, QueryTrait};
    let mut out = std::collections::HashMap::new();
    if parents.is_empty() || first == 0 {
        return Ok(out);
    }
    let mut numbered = shown(me, post_id)
        .filter(comment::Column::ParentId.is_in(parents.iter().copied()))
        .into_query();
    numbered.expr_window_as(
        Expr::cust("ROW_NUMBER()"),
        WindowStatement::partition_by((comment::Entity, comment::Column::ParentId))
            .order_by((comment::Entity, comment::Column::Id), Order::Asc)
            .to_owned(),
        Alias::new("rn"),
    );
    let page = Query::select()
        .column(Asterisk)
        .from_subquery(numbered, Alias::new("numbered"))
        .and_where(Expr::col(Alias::new("rn")).lte((first + 1) as i64))
        .order_by(Alias::new("id"), Order::Asc)
        .to_owned();
    let backend = ctx.db.get_database_backend();
    let rows = comment::Model::find_by_statement(backend.build(&page))
        .all(&ctx.db)
        .await?;
    let mut by_parent: std::collections::HashMap<i64, Vec<comment::Model>> =
        std::collections::HashMap::new();
    for r in rows {
        if let Some(p) = r.parent_id {
            by_parent.entry(p).or_default().push(r);
        }
    }
    let mut kept = Vec::new();
    let mut shape = Vec::new();
    for (parent, mut rows) in by_parent {
        let more = rows.len() as u64 > first;
        rows.truncate(first as usize);
        shape.push((parent, rows.len(), more));
        kept.extend(rows);
    }
    // One read of the caller's likes for every reply on the page.
    let mut views = views(&ctx.db, me, kept).await?.into_iter();
    for (parent, n, more) in shape {
        out.insert(parent, (views.by_ref().take(n).collect(), more));
    }
    Ok(out)
}

async fn views<C: ConnectionTrait>(
    db: &C,
    me: Option<i64>,
    rows: Vec<comment::Model>,
) -> AppResult<Vec<CommentView>> {
    let liked: Vec<i64> = match me {
        Some(me) if !rows.is_empty() => {
            comment_like::Entity::find()
                .select_only()
                .column(comment_like::Column::CommentId)
                .filter(comment_like::Column::MemberId.eq(me))
                .filter(comment_like::Column::CommentId.is_in(rows.iter().map(|r| r.id)))
                .into_tuple()
                .all(db)
                .await?
        }
        _ => Vec::new(),
    };
    rows.into_iter()
        .map(|r| {
            let l = liked.contains(&r.id);
            CommentView::of(r, me, l)
        })
        .collect()
}

/// Staff (operations) read any comment, held or not (the review queue).
pub async fn for_staff(ctx: &AppContext, viewer: &Viewer, id: i64) -> AppResult<CommentView> {
    viewer.require(crate::kernel::Permission::Operations)?;
    let row = comment::Entity::find_by_id(id)
        .one(&ctx.db)
        .await?
        .ok_or_else(|| AppError::not_found("no such comment"))?;
    CommentView::of(row, Some(viewer.member_id), false)
}
