//! Search (pages/search/index): posts, topics and members by Chinese text,
//! through the `search` area's index (segmented by jieba, each database's
//! own full-text index). The index answers ids by relevance, kept between
//! searches until the index changes (`search::kept`); what may be shown is
//! decided here: the posts of those ids the caller may see (visible posts
//! of enabled authors the caller has not blocked, with the caller's likes)
//! and their topics — two statements, the authors from the kept member
//! rows, one more when the ranking is not kept; topics and members in one
//! statement each after the index's.

use sea_orm::{
    ColumnTrait, ConnectionTrait, DbBackend, EntityTrait, FromQueryResult, QueryFilter,
    QuerySelect, QueryTrait, Statement,
};

use super::feeds::LikedPost;
use super::view::{PostView, TopicView};
use crate::kernel::work::Work;
use crate::kernel::{AppContext, AppResult, Viewer};
use crate::search::DocKind;
use entities::{member, post, topic};

/// What to look for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Kinds {
    pub posts: bool,
    pub topics: bool,
    pub members: bool,
}

/// The best matches of each kind asked for, most relevant first.
#[derive(Debug, Clone, Default)]
pub struct Found {
    pub posts: Vec<PostView>,
    pub topics: Vec<TopicView>,
    pub members: Vec<i64>,
}

/// The most characters of a query.
pub const MAX_QUERY: usize = 50;

fn in_order<T>(ids: &[i64], mut rows: Vec<T>, id: impl Fn(&T) -> i64, n: usize) -> Vec<T> {
    let mut out = Vec::new();
    for want in ids {
        if let Some(i) = rows.iter().position(|r| id(r) == *want) {
            out.push(rows.swap_remove(i));
            if out.len() == n {
                break;
            }
        }
    }
    out
}

/// Searches `query` (1 to 50 characters) for `kinds`, at most `limit` (1
/// to 50) of each.
pub async fn search(
    ctx: &AppContext,
    viewer: Option<&Viewer>,
    query: &str,
    kinds: Kinds,
    limit: u64,
) -> AppResult<Found> {
    let query = query.trim();
    crate::kernel::validate::max_chars("query", query, MAX_QUERY)?;
    let limit = limit.clamp(1, 50);
    let me = viewer.map(|v| v.member_id);
    let mut found = Found::default();
    if query.is_empty() {
        return Ok(found);
    }
    // Ask the index for more than shown: some hits may be hidden.
    let ask = limit * 2;
    if kinds.posts {
        let ids = crate::search::find_kept(ctx, DocKind::Post, query, ask).await?;
        if !ids.is_empty() {
            let stmt = posts_statement(ctx.db.get_database_backend(), me, &ids);
            let rows = LikedPost::find_by_statement(stmt).all(&ctx.db).await?;
            let rows = in_order(&ids, rows, |r| r.0.id, limit as usize)
                .into_iter()
                .map(|LikedPost(p, l)| (p, l))
                .collect();
            found.posts = super::feeds::views_liked(&ctx.db, me, rows).await?;
        }
    }
    if kinds.topics {
        let ids = crate::search::find_kept(ctx, DocKind::Topic, query, ask).await?;
        if !ids.is_empty() {
            let rows = topic::Entity::find()
                .filter(topic::Column::Id.is_in(ids.iter().copied()))
                .all(&ctx.db)
                .await?;
            found.topics = in_order(&ids, rows, |t| t.id, limit as usize)
                .into_iter()
                .map(TopicView::from)
                .collect();
        }
    }
    if kinds.members {
        let ids = crate::search::find_kept(ctx, DocKind::Member, query, ask).await?;
        if !ids.is_empty() {
            let rows = member::Entity::find()
                .filter(member::Column::Id.is_in(ids.iter().copied()))
                .filter(member::Column::Enable.eq(true))
                .filter(member::Column::CancelledAt.is_null())
                .all(&ctx.db)
                .await?;
            found.members = in_order(&ids, rows, |m| m.id, limit as usize)
                .into_iter()
                .map(|m| m.id)
                .collect();
        }
    }
    Ok(found)
}

/// The posts of `ids` (the index's best hits, `search::find_kept`) that
/// `me` may see, with whether `me` liked each, in one statement (public so
/// the harness can `EXPLAIN` it): hidden posts are not indexed; an author
/// disabled, cancelled or blocked is the rest, so the search asks the
/// index for twice the page to leave room for them. Unordered: the caller
/// puts them in the ranking's order.
pub fn posts_statement(backend: DbBackend, me: Option<i64>, ids: &[i64]) -> Statement {
    super::feeds::shown(me)
        .column_as(super::feeds::liked_column(me), "liked")
        .filter(post::Column::Id.is_in(ids.iter().copied()))
        .build(backend)
}

/// Keeps post `id`'s text in the index (a visible post).
pub(crate) async fn index_post(db: &Work, id: i64, body: &str) -> AppResult<()> {
    crate::search::put(db, DocKind::Post, id, body).await
}

/// Takes post `id` out of the index (deleted, held or rejected).
pub(crate) async fn unindex_post(db: &Work, id: i64) -> AppResult<()> {
    crate::search::remove(db, DocKind::Post, id).await
}

/// Keeps a topic's name and description in the index.
pub(crate) async fn index_topic(
    db: &Work,
    id: i64,
    name: &str,
    description: &str,
) -> AppResult<()> {
    crate::search::put(db, DocKind::Topic, id, &format!("{name} {description}")).await
}
