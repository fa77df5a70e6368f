//! Topics (#话题#): created by staff or by their first use in a post, with
//! a counter of visible posts and a stored hotness over the last 7 days'
//! posts (热门话题), kept by the `community.rescore` job and never summed
//! per request.

use chrono::{DateTime, Utc};
use sea_orm::sea_query::{Expr, OnConflict};
use sea_orm::{
    ActiveValue::Set, ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, QueryOrder,
    QuerySelect,
};

use super::view::{PostState, TopicRef, TopicView};
use crate::kernel::paging::Window;
use crate::kernel::{validate, AppContext, AppError, AppResult, Permission, Viewer};
use entities::{community_hidden_author, post, post_topic, topic};

/// Inserts the topics named in `text` that do not exist yet (`official`:
/// staff wrote them) and links them to post `post_id`. Answers them.
pub(crate) async fn attach(
    db: &crate::kernel::work::Work,
    post_id: i64,
    text: &str,
    at: DateTime<Utc>,
    official: bool,
) -> AppResult<Vec<TopicRef>> {
    let names = rules::community::topics_in(text);
    if names.is_empty() {
        return Ok(Vec::new());
    }
    let refs = ensure(db, &names, official, None).await?;
    post_topic::Entity::insert_many(refs.iter().map(|t| post_topic::ActiveModel {
        post_id: Set(post_id),
        topic_id: Set(t.id),
        created_at: Set(at),
    }))
    .on_conflict(
        OnConflict::columns([post_topic::Column::PostId, post_topic::Column::TopicId])
            .do_nothing()
            .to_owned(),
    )
    .do_nothing()
    .exec_without_returning(db)
    .await?;
    Ok(refs)
}

/// The topics named `names`, created when missing, in the order named.
async fn ensure(
    db: &crate::kernel::work::Work,
    names: &[String],
    official: bool,
    created_by: Option<i64>,
) -> AppResult<Vec<TopicRef>> {
    let now = crate::kernel::clock::now();
    topic::Entity::insert_many(names.iter().map(|n| topic::ActiveModel {
        name: Set(n.clone()),
        description: Set(String::new()),
        is_official: Set(official),
        created_by: Set(created_by),
        post_count: Set(0),
        hot_score: Set(0),
        last_post_at: Set(None),
        created_at: Set(now),
        ..Default::default()
    }))
    .on_conflict(
        OnConflict::column(topic::Column::Name)
            .do_nothing()
            .to_owned(),
    )
    .do_nothing()
    .exec_without_returning(db)
    .await?;
    let rows = topic::Entity::find()
        .filter(topic::Column::Name.is_in(names.iter().map(String::as_str)))
        .all(db)
        .await?;
    for t in rows.iter().filter(|t| t.created_at == now) {
        // Made just now: findable by name from the start.
        super::search::index_topic(db, t.id, &t.name, &t.description).await?;
    }
    Ok(names
        .iter()
        .filter_map(|n| rows.iter().find(|t| &t.name == n))
        .map(|t| TopicRef {
            id: t.id,
            name: t.name.clone(),
        })
        .collect())
}

/// Unlinks post `post_id` from its topics (an edit reads them again).
pub(crate) async fn detach<C: ConnectionTrait>(db: &C, post_id: i64) -> AppResult<()> {
    post_topic::Entity::delete_many()
        .filter(post_topic::Column::PostId.eq(post_id))
        .exec(db)
        .await?;
    Ok(())
}

/// The topics of post `post_id`.
pub(crate) async fn of_post<C: ConnectionTrait>(db: &C, post_id: i64) -> AppResult<Vec<TopicRef>> {
    Ok(of_posts(db, &[post_id])
        .await?
        .into_iter()
        .map(|(_, t)| t)
        .collect())
}

/// The topics of each of `post_ids`, as (post id, topic): one statement.
pub(crate) async fn of_posts<C: ConnectionTrait>(
    db: &C,
    post_ids: &[i64],
) -> AppResult<Vec<(i64, TopicRef)>> {
    if post_ids.is_empty() {
        return Ok(Vec::new());
    }
    let rows: Vec<(i64, i64, String)> = post_topic::Entity::find()
        .select_only()
        .column(post_topic::Column::PostId)
        .column(topic::Column::Id)
        .column(topic::Column::Name)
        .inner_join(topic::Entity)
        .filter(post_topic::Column::PostId.is_in(post_ids.iter().copied()))
        .order_by_asc(post_topic::Column::PostId)
        .order_by_asc(topic::Column::Id)
        .into_tuple()
        .all(db)
        .await?;
    Ok(rows
        .into_iter()
        .map(|(p, id, name)| (p, TopicRef { id, name }))
        .collect())
}

/// Moves the visible-post counters of `refs` by `delta` (never below 0);
/// a new post also moves their last post time.
pub(crate) async fn move_posts<C: ConnectionTrait>(
    db: &C,
    refs: &[TopicRef],
    delta: i64,
    posted_at: Option<DateTime<Utc>>,
) -> AppResult<()> {
    if refs.is_empty() {
        return Ok(());
    }
    let mut q = topic::Entity::update_many()
        .col_expr(
            topic::Column::PostCount,
            Expr::col(topic::Column::PostCount).add(delta),
        )
        .filter(topic::Column::Id.is_in(refs.iter().map(|t| t.id)));
    if let Some(at) = posted_at {
        q = q.col_expr(topic::Column::LastPostAt, Expr::value(at));
    }
    if delta < 0 {
        q = q.filter(topic::Column::PostCount.gte(-delta));
    }
    q.exec(db).await?;
    Ok(())
}

/// One topic.
pub async fn get(ctx: &AppContext, id: i64) -> AppResult<TopicView> {
    topic::Entity::find_by_id(id)
        .one(&ctx.db)
        .await?
        .map(TopicView::from)
        .ok_or_else(|| AppError::not_found("no such topic"))
}

/// A topic by its name (without the #).
pub async fn by_name(ctx: &AppContext, name: &str) -> AppResult<TopicView> {
    topic::Entity::find()
        .filter(topic::Column::Name.eq(name.trim()))
        .one(&ctx.db)
        .await?
        .map(TopicView::from)
        .ok_or_else(|| AppError::not_found("no such topic"))
}

/// Topics by id (a loader's batch), in no order.
pub async fn by_ids(ctx: &AppContext, ids: &[i64]) -> AppResult<Vec<TopicView>> {
    Ok(topic::Entity::find()
        .filter(topic::Column::Id.is_in(ids.iter().copied()))
        .all(&ctx.db)
        .await?
        .into_iter()
        .map(TopicView::from)
        .collect())
}

/// Every topic, most posts first (keyset on (post count, id); the cursor
/// is `count:id`).
pub async fn list(
    ctx: &AppContext,
    window: &Window<(i64, i64)>,
) -> AppResult<(Vec<TopicView>, bool)> {
    let mut q = topic::Entity::find();
    if let Some((count, id)) = window.cursor() {
        let cond = if window.is_backward() {
            Expr::tuple([
                Expr::col(topic::Column::PostCount).into(),
                Expr::col(topic::Column::Id).into(),
            ])
            .gt(Expr::tuple([Expr::value(*count), Expr::value(*id)]))
        } else {
            Expr::tuple([
                Expr::col(topic::Column::PostCount).into(),
                Expr::col(topic::Column::Id).into(),
            ])
            .lt(Expr::tuple([Expr::value(*count), Expr::value(*id)]))
        };
        q = q.filter(cond);
    }
    let rows = q
        .order_by(topic::Column::PostCount, window.order())
        .order_by(topic::Column::Id, window.order())
        .limit(window.size() + 1)
        .all(&ctx.db)
        .await?;
    let (rows, more) = window.finish(rows);
    Ok((rows.into_iter().map(TopicView::from).collect(), more))
}

/// 热门话题: the `n` hottest topics (stored score, one index range).
pub async fn rank(ctx: &AppContext, n: u64) -> AppResult<Vec<TopicView>> {
    Ok(topic::Entity::find()
        .filter(topic::Column::HotScore.gt(0))
        .order_by_desc(topic::Column::HotScore)
        .order_by_desc(topic::Column::Id)
        .limit(n.clamp(1, 50))
        .all(&ctx.db)
        .await?
        .into_iter()
        .map(TopicView::from)
        .collect())
}

/// Staff create an official topic with a description; an existing name
/// becomes official with the new description.
pub async fn create(
    ctx: &AppContext,
    viewer: &Viewer,
    name: &str,
    description: &str,
) -> AppResult<TopicView> {
    viewer.require(Permission::Operations)?;
    let name = name.trim().trim_matches('#').trim();
    if name.is_empty()
        || name.chars().count() > rules::community::MAX_TOPIC_CHARS
        || name.chars().any(char::is_whitespace)
    {
        return Err(AppError::invalid(
            "name",
            "1 to 20 characters without spaces or #",
        ));
    }
    validate::max_chars("description", description, 200)?;
    let txn = crate::kernel::db::begin(ctx).await?;
    let refs = ensure(&txn, &[name.to_owned()], true, Some(viewer.member_id)).await?;
    let id = refs
        .first()
        .map(|t| t.id)
        .ok_or_else(|| AppError::internal("topic not written"))?;
    topic::Entity::update_many()
        .col_expr(topic::Column::IsOfficial, Expr::value(true))
        .col_expr(topic::Column::Description, Expr::value(description.trim()))
        .filter(topic::Column::Id.eq(id))
        .exec(&txn)
        .await?;
    super::search::index_topic(&txn, id, name, description.trim()).await?;
    crate::kernel::audit::record(
        &txn,
        Some(viewer.member_id),
        "community.topic",
        &format!("topic:{id}"),
        serde_json::json!({ "name": name }),
    )
    .await?;
    txn.commit().await?;
    get(ctx, id).await
}

/// Recomputes the stored hotness of the last 7 days' visible posts and of
/// the topics they are in (a topic's score is the sum of its recent posts'
/// scores), so the ranks age without a read per request. Older posts keep
/// their last score, which has decayed below any recent post's. Answers
/// how many posts were scored.
pub async fn rescore(ctx: &AppContext) -> AppResult<usize> {
    let now = crate::kernel::clock::now();
    let since = now - chrono::Duration::days(rules::community::TOPIC_WINDOW_DAYS);
    let posts: Vec<(i64, i64, i64, DateTime<Utc>)> = post::Entity::find()
        .select_only()
        .column(post::Column::Id)
        .column(post::Column::LikeCount)
        .column(post::Column::CommentCount)
        .column(post::Column::CreatedAt)
        .filter(post::Column::State.eq(PostState::Visible.code()))
        .filter(post::Column::CreatedAt.gte(since))
        // Hidden authors' posts count toward no topic (`hidden_authors`).
        .filter(
            post::Column::MemberId.not_in_subquery(
                sea_orm::sea_query::Query::select()
                    .column(community_hidden_author::Column::MemberId)
                    .from(community_hidden_author::Entity)
                    .to_owned(),
            ),
        )
        .into_tuple()
        .all(&ctx.db)
        .await?;
    let mut scores = std::collections::HashMap::new();
    for (id, likes, comments, at) in &posts {
        let score = rules::community::hot_score(*likes, *comments, (now - *at).num_seconds());
        scores.insert(*id, score);
    }
    // One statement per 500 posts (a CASE on the id), not one a post.
    let scored: Vec<(i64, i64)> = scores.iter().map(|(id, s)| (*id, *s)).collect();
    for chunk in scored.chunks(500) {
        let mut case = sea_orm::sea_query::CaseStatement::new();
        for (id, score) in chunk {
            case = case.case(post::Column::Id.eq(*id), Expr::value(*score));
        }
        post::Entity::update_many()
            .col_expr(
                post::Column::HotScore,
                case.finally(Expr::col(post::Column::HotScore)).into(),
            )
            .filter(post::Column::Id.is_in(chunk.iter().map(|(id, _)| *id)))
            .exec(&ctx.db)
            .await?;
    }
    let ids: Vec<i64> = scores.keys().copied().collect();
    let mut per_topic: std::collections::HashMap<i64, i64> = std::collections::HashMap::new();
    for chunk in ids.chunks(500) {
        for (post_id, t) in of_posts(&ctx.db, chunk).await? {
            *per_topic.entry(t.id).or_default() += scores.get(&post_id).copied().unwrap_or(0);
        }
    }
    // Topics with no recent post fall to 0 (they leave the rank).
    topic::Entity::update_many()
        .col_expr(topic::Column::HotScore, Expr::value(0i64))
        .filter(topic::Column::HotScore.gt(0))
        .filter(topic::Column::Id.is_not_in(per_topic.keys().copied()))
        .exec(&ctx.db)
        .await?;
    let topics: Vec<(i64, i64)> = per_topic.into_iter().collect();
    for chunk in topics.chunks(500) {
        let mut case = sea_orm::sea_query::CaseStatement::new();
        for (id, score) in chunk {
            case = case.case(topic::Column::Id.eq(*id), Expr::value(*score));
        }
        topic::Entity::update_many()
            .col_expr(
                topic::Column::HotScore,
                case.finally(Expr::col(topic::Column::HotScore)).into(),
            )
            .filter(topic::Column::Id.is_in(chunk.iter().map(|(id, _)| *id)))
            .exec(&ctx.db)
            .await?;
    }
    Ok(posts.len())
}
