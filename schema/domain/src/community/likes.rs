//! Likes on posts and comments: one per member (the pair is the primary
//! key). The counter moves in the edge's transaction only when the edge
//! was written or removed, so a retried or parallel like is one like, and
//! an unlike never takes a counter below 0. A like also scores the post
//! again and tells the author (batched, `interactions`).

use sea_orm::sea_query::{Expr, OnConflict};
use sea_orm::{ActiveValue::Set, ColumnTrait, DatabaseTransaction, EntityTrait, QueryFilter};

use super::events::CommunityEvent;
use super::interactions::{self, Kind};
use super::limits::{self, Daily};
use super::view::{CommentView, PostView};
use crate::kernel::events::DomainEvent;
use crate::kernel::{AppContext, AppError, AppResult, Viewer};
use entities::{comment, comment_like, post, post_like};

/// Scores post `id` again from its counters (after they moved).
pub(crate) async fn rescore_post(txn: &DatabaseTransaction, id: i64) -> AppResult<post::Model> {
    let row = post::Entity::find_by_id(id)
        .one(txn)
        .await?
        .ok_or_else(|| AppError::not_found("no such post"))?;
    let age = (crate::kernel::clock::now() - row.created_at).num_seconds();
    let score = rules::community::hot_score(row.like_count, row.comment_count, age);
    post::Entity::update_many()
        .col_expr(post::Column::HotScore, Expr::value(score))
        .filter(post::Column::Id.eq(id))
        .exec(txn)
        .await?;
    Ok(post::Model {
        hot_score: score,
        ..row
    })
}

fn activity(row: &post::Model) -> DomainEvent {
    DomainEvent::area(CommunityEvent::PostActivity {
        post_id: row.id,
        like_count: row.like_count,
        comment_count: row.comment_count,
        removed: false,
    })
}

async fn set_post_like(ctx: &AppContext, me: i64, id: i64, on: bool) -> AppResult<post::Model> {
    let txn = crate::kernel::db::begin(ctx).await?;
    let row = super::posts::seen(&txn, Some(me), id).await?;
    let moved = if on {
        let inserted = post_like::Entity::insert(post_like::ActiveModel {
            post_id: Set(id),
            member_id: Set(me),
            created_at: Set(crate::kernel::clock::now()),
        })
        .on_conflict(
            OnConflict::columns([post_like::Column::PostId, post_like::Column::MemberId])
                .do_nothing()
                .to_owned(),
        )
        .do_nothing()
        .exec_without_returning(&txn)
        .await?;
        matches!(inserted, sea_orm::TryInsertResult::Inserted(n) if n > 0)
    } else {
        post_like::Entity::delete_many()
            .filter(post_like::Column::PostId.eq(id))
            .filter(post_like::Column::MemberId.eq(me))
            .exec(&txn)
            .await?
            .rows_affected
            == 1
    };
    if !moved {
        // Liked (or not) already: nothing moves, the answer is the same.
        return Ok(row);
    }
    if on {
        limits::take(&txn, me, Daily::Like).await?;
    }
    let mut q = post::Entity::update_many()
        .col_expr(
            post::Column::LikeCount,
            Expr::col(post::Column::LikeCount).add(if on { 1 } else { -1 }),
        )
        .filter(post::Column::Id.eq(id));
    if !on {
        q = q.filter(post::Column::LikeCount.gt(0));
    }
    q.exec(&txn).await?;
    let row = rescore_post(&txn, id).await?;
    if on && row.member_id != me {
        let excerpt = rules::community::excerpt(&row.body, 20);
        interactions::record(&txn, row.member_id, me, Kind::Like, id, None, &excerpt).await?;
    }
    txn.announce(activity(&row));
    txn.commit().await?;
    Ok(row)
}

/// The caller likes a post (again: nothing changes).
pub async fn like_post(ctx: &AppContext, viewer: &Viewer, id: i64) -> AppResult<PostView> {
    let me = viewer.member_id;
    crate::kernel::db::retrying(|| set_post_like(ctx, me, id, true)).await?;
    super::posts::get(ctx, Some(viewer), id).await
}

/// The caller takes their like back (none: nothing changes).
pub async fn unlike_post(ctx: &AppContext, viewer: &Viewer, id: i64) -> AppResult<PostView> {
    let me = viewer.member_id;
    crate::kernel::db::retrying(|| set_post_like(ctx, me, id, false)).await?;
    super::posts::get(ctx, Some(viewer), id).await
}

async fn set_comment_like(ctx: &AppContext, me: i64, id: i64, on: bool) -> AppResult<()> {
    let txn = crate::kernel::db::begin(ctx).await?;
    let c = super::comments::seen(&txn, Some(me), id).await?;
    let moved = if on {
        let inserted = comment_like::Entity::insert(comment_like::ActiveModel {
            comment_id: Set(id),
            member_id: Set(me),
            created_at: Set(crate::kernel::clock::now()),
        })
        .on_conflict(
            OnConflict::columns([
                comment_like::Column::CommentId,
                comment_like::Column::MemberId,
            ])
            .do_nothing()
            .to_owned(),
        )
        .do_nothing()
        .exec_without_returning(&txn)
        .await?;
        matches!(inserted, sea_orm::TryInsertResult::Inserted(n) if n > 0)
    } else {
        comment_like::Entity::delete_many()
            .filter(comment_like::Column::CommentId.eq(id))
            .filter(comment_like::Column::MemberId.eq(me))
            .exec(&txn)
            .await?
            .rows_affected
            == 1
    };
    if !moved {
        return Ok(());
    }
    if on {
        limits::take(&txn, me, Daily::Like).await?;
    }
    let mut q = comment::Entity::update_many()
        .col_expr(
            comment::Column::LikeCount,
            Expr::col(comment::Column::LikeCount).add(if on { 1 } else { -1 }),
        )
        .filter(comment::Column::Id.eq(id));
    if !on {
        q = q.filter(comment::Column::LikeCount.gt(0));
    }
    q.exec(&txn).await?;
    if on && c.member_id != me {
        let excerpt = rules::community::excerpt(&c.body, 20);
        interactions::record(
            &txn,
            c.member_id,
            me,
            Kind::CommentLike,
            c.post_id,
            Some(id),
            &excerpt,
        )
        .await?;
    }
    txn.commit().await?;
    Ok(())
}

/// The caller likes a comment.
pub async fn like_comment(ctx: &AppContext, viewer: &Viewer, id: i64) -> AppResult<CommentView> {
    let me = viewer.member_id;
    crate::kernel::db::retrying(|| set_comment_like(ctx, me, id, true)).await?;
    super::comments::get(ctx, Some(viewer), id).await
}

/// The caller takes their like of a comment back.
pub async fn unlike_comment(ctx: &AppContext, viewer: &Viewer, id: i64) -> AppResult<CommentView> {
    let me = viewer.member_id;
    crate::kernel::db::retrying(|| set_comment_like(ctx, me, id, false)).await?;
    super::comments::get(ctx, Some(viewer), id).await
}
