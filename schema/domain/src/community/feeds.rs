//! The feeds: 推荐 (hot), 最新 (newest), 关注 (following), a topic's posts
//! and a member's posts. Each page is one keyset statement (visible posts
//! of members who are enabled, not cancelled and not blocked by the
//! caller, in one statement, with whether the caller liked each) and one
//! for the page's topics: two, whatever the page number.

use sea_orm::sea_query::{Expr, Query, SimpleExpr};
use sea_orm::{
    ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, QueryOrder, QuerySelect, Select,
};

use super::view::{PostState, PostView};
use crate::kernel::paging::Window;
use crate::kernel::{AppContext, AppError, AppResult, Viewer};
use entities::{follow, member, member_block, post, post_like, post_topic};

/// Which feed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Feed {
    /// 推荐: by stored hotness.
    Hot,
    /// 最新: newest first.
    Newest,
    /// 关注: the posts of members the caller follows, newest first.
    Following,
}

/// Where a page starts: the last post's (hot score, id); the score is
/// 0 in the feeds ordered by id alone.
pub type FeedCursor = (i64, i64);

/// The cursor of `view` in `feed`.
pub fn cursor_of(feed: Feed, view: &PostView, hot_score: i64) -> String {
    match feed {
        Feed::Hot => format!("{hot_score}:{}", view.id),
        _ => format!("0:{}", view.id),
    }
}

/// Reads a cursor written by [`cursor_of`].
pub fn parse_cursor(s: &str) -> Option<FeedCursor> {
    let (a, b) = s.split_once(':')?;
    Some((a.parse().ok()?, b.parse().ok()?))
}

/// The state of posts a feed shows, written into the statement rather than
/// bound: a plan made for any state (PostgreSQL's generic plan of a cached
/// statement) cannot use the partial index of visible posts.
fn visible() -> SimpleExpr {
    Expr::col((post::Entity, post::Column::State))
        .eq(Expr::cust(format!("'{}'", PostState::Visible.code())))
}

/// Visible posts whose author may be shown to `me`: enabled, not
/// cancelled, not blocked by `me`.
pub(super) fn shown(me: Option<i64>) -> Select<post::Entity> {
    let mut q = post::Entity::find()
        .inner_join(member::Entity)
        .filter(visible())
        .filter(member::Column::Enable.eq(true))
        .filter(member::Column::CancelledAt.is_null());
    if let Some(me) = me {
        q = q.filter(
            post::Column::MemberId.not_in_subquery(
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

fn keyset(window: &Window<FeedCursor>, by_score: bool) -> Option<SimpleExpr> {
    let (score, id) = *window.cursor()?;
    let back = window.is_backward();
    Some(if by_score {
        let cols = Expr::tuple([
            Expr::col((post::Entity, post::Column::HotScore)).into(),
            Expr::col((post::Entity, post::Column::Id)).into(),
        ]);
        let at = Expr::tuple([Expr::value(score), Expr::value(id)]);
        if back {
            cols.gt(at)
        } else {
            cols.lt(at)
        }
    } else {
        let col = Expr::col((post::Entity, post::Column::Id));
        if back {
            col.gt(id)
        } else {
            col.lt(id)
        }
    })
}

async fn page<C: ConnectionTrait>(
    db: &C,
    me: Option<i64>,
    mut q: Select<post::Entity>,
    window: &Window<FeedCursor>,
    by_score: bool,
) -> AppResult<(Vec<(PostView, i64)>, bool)> {
    if let Some(cond) = keyset(window, by_score) {
        q = q.filter(cond);
    }
    if by_score {
        q = q.order_by(post::Column::HotScore, window.order());
    }
    let rows = q
        .column_as(liked_column(me), "liked")
        .order_by(post::Column::Id, window.order())
        .limit(window.size() + 1)
        .into_model::<LikedPost>()
        .all(db)
        .await?;
    let (rows, more) = window.finish(rows);
    let scores: Vec<i64> = rows.iter().map(|r| r.0.hot_score).collect();
    let rows = rows.into_iter().map(|LikedPost(p, l)| (p, l)).collect();
    let views = views_liked(db, me, rows).await?;
    Ok((views.into_iter().zip(scores).collect(), more))
}

/// A page of `feed` for the caller: each post with its hot score (for
/// its cursor), and whether more lie beyond.
pub async fn feed(
    ctx: &AppContext,
    viewer: Option<&Viewer>,
    feed: Feed,
    window: &Window<FeedCursor>,
) -> AppResult<(Vec<(PostView, i64)>, bool)> {
    let me = viewer.map(|v| v.member_id);
    let mut q = shown(me);
    match feed {
        Feed::Hot | Feed::Newest => {}
        Feed::Following => {
            let me =
                me.ok_or_else(|| AppError::unauthenticated("sign in to see whom you follow"))?;
            // Fan-out on read (mod.rs). The best plan depends on whom the
            // reader follows: a reader of 2000 members walks the newest
            // posts and keeps their authors' (1 ms on the full dataset); a
            // reader of a few reads those authors' posts and sorts them.
            // A bound reader id gets one generic plan for everyone after a
            // cached statement's fifth run, the few-follows one, which took
            // 49 ms for the reader of 2000 (BENCHMARKS.md, W15). The id is
            // the caller's own, an integer, written into the statement so
            // the planner sees whose follows these are.
            q = q.filter(
                post::Column::MemberId.in_subquery(
                    Query::select()
                        .column(follow::Column::FocusMemberId)
                        .from(follow::Entity)
                        .and_where(
                            Expr::col((follow::Entity, follow::Column::MemberId))
                                .eq(Expr::cust(me.to_string())),
                        )
                        .to_owned(),
                ),
            );
        }
    }
    page(&ctx.db, me, q, window, feed == Feed::Hot).await
}

/// A topic's visible posts, hottest or newest first.
pub async fn of_topic(
    ctx: &AppContext,
    viewer: Option<&Viewer>,
    topic_id: i64,
    hot: bool,
    window: &Window<FeedCursor>,
) -> AppResult<(Vec<(PostView, i64)>, bool)> {
    let me = viewer.map(|v| v.member_id);
    let q = shown(me)
        .inner_join(post_topic::Entity)
        .filter(post_topic::Column::TopicId.eq(topic_id));
    page(&ctx.db, me, q, window, hot).await
}

/// A member's posts (the personal centre): visible ones, and the
/// caller's own held ones on their own page.
pub async fn of_member(
    ctx: &AppContext,
    viewer: Option<&Viewer>,
    member_id: i64,
    window: &Window<FeedCursor>,
) -> AppResult<(Vec<(PostView, i64)>, bool)> {
    let me = viewer.map(|v| v.member_id);
    let q = if me == Some(member_id) {
        post::Entity::find()
            .filter(post::Column::MemberId.eq(member_id))
            .filter(post::Column::State.is_in([PostState::Visible.code(), PostState::Held.code()]))
    } else {
        author_shown(&ctx.db, me, member_id).await?;
        post::Entity::find()
            .filter(post::Column::MemberId.eq(member_id))
            .filter(post::Column::State.eq(PostState::Visible.code()))
            .filter(post::Column::IsSystem.eq(false))
    };
    page(&ctx.db, me, q, window, false).await
}

/// Staff (operations) read every visible system post, newest first,
/// pinned or not (the console's 系统帖子; index `idx_post_system`).
pub async fn system_posts(
    ctx: &AppContext,
    viewer: &Viewer,
    window: &Window<FeedCursor>,
) -> AppResult<(Vec<(PostView, i64)>, bool)> {
    viewer.require(crate::kernel::Permission::Operations)?;
    let q = post::Entity::find()
        .filter(post::Column::IsSystem.eq(true))
        .filter(post::Column::State.eq(PostState::Visible.code()));
    page(&ctx.db, Some(viewer.member_id), q, window, false).await
}

/// The system posts pinned at the top of the feed, newest first.
pub async fn pinned(ctx: &AppContext, viewer: Option<&Viewer>) -> AppResult<Vec<PostView>> {
    let rows = post::Entity::find()
        .filter(post::Column::Pinned.eq(true))
        .filter(post::Column::State.eq(PostState::Visible.code()))
        .order_by_desc(post::Column::Id)
        .limit(5)
        .all(&ctx.db)
        .await?;
    views(&ctx.db, viewer.map(|v| v.member_id), rows).await
}

/// `NOT_FOUND` when member `author`'s posts may not be shown to `me`
/// (disabled or cancelled; blocked by `me` hides them from feeds only).
pub(crate) async fn author_shown<C: ConnectionTrait>(
    db: &C,
    _me: Option<i64>,
    author: i64,
) -> AppResult<()> {
    let ok = member::Entity::find_by_id(author)
        .filter(member::Column::Enable.eq(true))
        .filter(member::Column::CancelledAt.is_null())
        .one(db)
        .await?
        .is_some();
    if ok {
        Ok(())
    } else {
        Err(AppError::not_found("no such post"))
    }
}

/// `rows` as `me` sees them: their likes (one statement) and the posts'
/// topics (one statement).
pub(crate) async fn views<C: ConnectionTrait>(
    db: &C,
    me: Option<i64>,
    rows: Vec<post::Model>,
) -> AppResult<Vec<PostView>> {
    if rows.is_empty() {
        return Ok(Vec::new());
    }
    let ids: Vec<i64> = rows.iter().map(|r| r.id).collect();
    let liked: Vec<i64> = match me {
        Some(me) => {
            post_like::Entity::find()
                .select_only()
                .column(post_like::Column::PostId)
                .filter(post_like::Column::MemberId.eq(me))
                .filter(post_like::Column::PostId.is_in(ids.iter().copied()))
                .into_tuple()
                .all(db)
                .await?
        }
        None => Vec::new(),
    };
    let rows = rows
        .into_iter()
        .map(|r| {
            let mine = liked.contains(&r.id);
            (r, mine)
        })
        .collect();
    views_liked(db, me, rows).await
}

/// [`views`] of rows read with whether `me` liked each ([`liked_column`]):
/// one statement fewer (the posts' topics only).
pub(crate) async fn views_liked<C: ConnectionTrait>(
    db: &C,
    me: Option<i64>,
    rows: Vec<(post::Model, bool)>,
) -> AppResult<Vec<PostView>> {
    if rows.is_empty() {
        return Ok(Vec::new());
    }
    let ids: Vec<i64> = rows.iter().map(|(r, _)| r.id).collect();
    let topics = super::topics::of_posts(db, &ids).await?;
    rows.into_iter()
        .map(|(r, liked)| {
            let id = r.id;
            let refs = topics
                .iter()
                .filter(|(p, _)| *p == id)
                .map(|(_, t)| t.clone())
                .collect();
            PostView::of(r, me, liked, refs)
        })
        .collect()
}

/// `liked`: 1 when `me` liked the post of the row, else 0 (always 0 for
/// no caller) — the likes read in the posts' own statement.
pub(super) fn liked_column(me: Option<i64>) -> SimpleExpr {
    let Some(me) = me else {
        return Expr::val(0).into();
    };
    let mine = Query::select()
        .expr(Expr::val(1))
        .from(post_like::Entity)
        .and_where(
            Expr::col((post_like::Entity, post_like::Column::PostId))
                .equals((post::Entity, post::Column::Id)),
        )
        .and_where(Expr::col((post_like::Entity, post_like::Column::MemberId)).eq(me))
        .to_owned();
    Expr::case(Expr::exists(mine), 1).finally(0).into()
}

/// A post row with [`liked_column`].
pub(super) struct LikedPost(pub post::Model, pub bool);

impl sea_orm::FromQueryResult for LikedPost {
    fn from_query_result(res: &sea_orm::QueryResult, pre: &str) -> Result<Self, sea_orm::DbErr> {
        Ok(Self(
            post::Model::from_query_result(res, pre)?,
            res.try_get::<i32>(pre, "liked")? != 0,
        ))
    }
}
