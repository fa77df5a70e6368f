//! Writing, editing and deleting posts; reading one. A post's text is
//! checked against the sensitive-word list: a `BLOCK` word refuses it, a
//! `HOLD` word keeps it for staff review (`review`), shown to its author
//! only. Counters (the author's `dynamic_count`, each topic's posts) move
//! when a post becomes visible or stops being so, in that transaction.

use sea_orm::sea_query::Expr;
use sea_orm::{
    ActiveModelTrait, ActiveValue::Set, ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter,
};

use super::limits::{self, Daily};
use super::view::{PostState, PostView, TopicRef};
use super::{attachments, events::CommunityEvent, topics};
use crate::kernel::counters::{self, Counter};
use crate::kernel::events::DomainEvent;
use crate::kernel::work::Work;
use crate::kernel::{validate, AppContext, AppError, AppResult, ErrorCode, Viewer};
use crate::moderation::Verdict;
use entities::post;
use rules::community::{MAX_IMAGES, MAX_POST_CHARS};

/// What a member writes.
#[derive(Debug, Clone, Default, serde::Serialize)]
pub struct NewPost {
    pub body: String,
    pub image_fids: Vec<String>,
    pub attach: Option<attachments::Attach>,
}

/// [`create`] once per idempotency `key`: a retried request answers the
/// first one's post (or refusal) and writes nothing.
pub async fn create_once(
    ctx: &AppContext,
    viewer: &Viewer,
    ip: Option<&str>,
    input: NewPost,
    key: Option<&str>,
) -> AppResult<PostView> {
    let request = serde_json::to_value(&input).map_err(AppError::internal)?;
    crate::kernel::idempotency::once(ctx, "createPost", viewer.member_id, key, &request, || {
        create(ctx, viewer, ip, input)
    })
    .await
}

/// A post row the caller may see: visible, or their own held one.
/// `NOT_FOUND` otherwise, so ids are not probed.
pub(crate) async fn seen<C: ConnectionTrait>(
    db: &C,
    viewer: Option<i64>,
    id: i64,
) -> AppResult<post::Model> {
    let row = post::Entity::find_by_id(id)
        .one(db)
        .await?
        .ok_or_else(|| AppError::not_found("no such post"))?;
    let state = PostState::from_code(&row.state)?;
    let own = viewer == Some(row.member_id);
    if state == PostState::Visible || (own && state == PostState::Held) {
        Ok(row)
    } else {
        Err(AppError::not_found("no such post"))
    }
}

/// One post as the caller sees it.
pub async fn get(ctx: &AppContext, viewer: Option<&Viewer>, id: i64) -> AppResult<PostView> {
    let me = viewer.map(|v| v.member_id);
    let row = seen(&ctx.db, me, id).await?;
    if !row.is_system {
        super::feeds::author_shown(&ctx.db, me, row.member_id).await?;
    }
    let mut views = super::feeds::views(&ctx.db, me, vec![row]).await?;
    views
        .pop()
        .ok_or_else(|| AppError::not_found("no such post"))
}

fn checked_body(body: &str, images: &[String]) -> AppResult<String> {
    let body = body.trim();
    if body.is_empty() && images.is_empty() {
        return Err(AppError::invalid("body", "write something or add an image"));
    }
    validate::max_chars("body", body, MAX_POST_CHARS)?;
    if images.len() > MAX_IMAGES {
        return Err(AppError::invalid(
            "imageFids",
            format!("at most {MAX_IMAGES} images"),
        ));
    }
    Ok(body.to_owned())
}

/// The images `fids` as the post keeps them: each once, in the order given,
/// as the JSON array of the `images` column.
fn image_list(fids: &[String]) -> AppResult<(Vec<&str>, String)> {
    let mut unique: Vec<&str> = Vec::new();
    for f in fids {
        if !unique.contains(&f.as_str()) {
            unique.push(f);
        }
    }
    let json = serde_json::to_string(&unique).map_err(AppError::internal)?;
    Ok((unique, json))
}

/// What holds a post's pictures (the file area's key): deleting the post
/// releases them (`file::release`), and the sweep deletes them.
fn holder_key(post_id: i64) -> String {
    format!("post:{post_id}")
}

/// Attaches `fids` — the caller's own uploaded images, else
/// `INVALID_ARGUMENT` naming `imageFids` — to post `post_id`.
async fn hold_images<C: ConnectionTrait>(
    db: &C,
    me: i64,
    post_id: i64,
    fids: &[&str],
) -> AppResult<()> {
    crate::file::attach(
        db,
        fids,
        Some(me),
        crate::file::Reach::Public,
        crate::file::Holder::Only(&holder_key(post_id)),
        "imageFids",
        "only images you uploaded yourself",
    )
    .await
}

/// Moves `member_id`'s visible-post counter by `delta` (never below 0);
/// the new count is announced when `txn` commits (`kernel::counters`).
/// Writing the row also holds it to the end of the transaction.
async fn move_post_count(txn: &Work, member_id: i64, delta: i64) -> AppResult<()> {
    counters::add(txn, member_id, &[(Counter::PostCount, delta)]).await?;
    Ok(())
}

/// The caller writes a post (`ip`: the request's client address, for the
/// IP属地). A held post comes back `HELD`.
pub async fn create(
    ctx: &AppContext,
    viewer: &Viewer,
    ip: Option<&str>,
    input: NewPost,
) -> AppResult<PostView> {
    let body = checked_body(&input.body, &input.image_fids)?;
    let verdict = crate::moderation::check(ctx, "body", &body, true).await?;
    let region = super::region_of(ctx, ip);
    let me = viewer.member_id;
    let txn = crate::kernel::db::begin(ctx).await?;
    limits::take(&txn, me, Daily::Post).await?;
    let (fids, images) = image_list(&input.image_fids)?;
    let attachment = match &input.attach {
        Some(a) => attachments::snapshot(&txn, me, a).await?,
        None => String::new(),
    };
    let held = matches!(verdict, Verdict::Hold(_));
    let state = if held {
        PostState::Held
    } else {
        PostState::Visible
    };
    let now = crate::kernel::clock::now();
    let row = post::ActiveModel {
        member_id: Set(me),
        body: Set(body.clone()),
        images: Set(images),
        attachment: Set(attachment),
        ip_region: Set(region),
        state: Set(state.code().to_owned()),
        is_system: Set(false),
        pinned: Set(false),
        like_count: Set(0),
        comment_count: Set(0),
        report_count: Set(0),
        hot_score: Set(rules::community::hot_score(0, 0, 0)),
        created_at: Set(now),
        updated_at: Set(now),
        edited_at: Set(None),
        ..Default::default()
    }
    .insert(&txn)
    .await?;
    hold_images(&txn, me, row.id, &fids).await?;
    let topic_refs = topics::attach(&txn, row.id, &body, now, viewer.is_office).await?;
    if let Verdict::Hold(words) = &verdict {
        super::review::open_for_post(&txn, &row, &format!("WORD:{}", words.join(","))).await?;
    } else {
        became_visible(&txn, &row, &topic_refs).await?;
        super::interactions::mentions(&txn, me, row.id, None, &body).await?;
    }
    txn.commit().await?;
    PostView::of(row, Some(me), false, topic_refs)
}

/// A post turned visible (written, or approved): its author's counter and
/// its topics' counters move (not the topics' while the author is hidden:
/// `hidden_authors`); the author's new count is announced on commit.
pub(crate) async fn became_visible(
    txn: &Work,
    row: &post::Model,
    topic_refs: &[TopicRef],
) -> AppResult<()> {
    super::search::index_post(txn, row.id, &row.body).await?;
    if row.is_system {
        topics::move_posts(txn, topic_refs, 1, Some(row.created_at)).await?;
        return Ok(());
    }
    // First: the author's row lock, which a hidden-author reconciliation
    // also takes, so the two never both move the topics for this post.
    move_post_count(txn, row.member_id, 1).await?;
    if !super::hidden_authors::is_hidden(txn, row.member_id).await? {
        topics::move_posts(txn, topic_refs, 1, Some(row.created_at)).await?;
    }
    Ok(())
}

/// A visible post stopped being so (deleted, hidden by reports,
/// rejected): the counters move back; the author's new count is announced
/// on commit.
pub(crate) async fn left_view(txn: &Work, row: &post::Model) -> AppResult<()> {
    super::search::unindex_post(txn, row.id).await?;
    let refs = topics::of_post(txn, row.id).await?;
    if row.is_system {
        topics::move_posts(txn, &refs, -1, None).await?;
        return Ok(());
    }
    move_post_count(txn, row.member_id, -1).await?;
    if !super::hidden_authors::is_hidden(txn, row.member_id).await? {
        topics::move_posts(txn, &refs, -1, None).await?;
    }
    Ok(())
}

/// The author edits their post's text and images within 10 minutes of
/// writing it (`EDIT_WINDOW_CLOSED` after). Topics in the text are read
/// again; a `HOLD` word holds the post again.
pub async fn edit(
    ctx: &AppContext,
    viewer: &Viewer,
    id: i64,
    body: &str,
    image_fids: &[String],
) -> AppResult<PostView> {
    let body = checked_body(body, image_fids)?;
    let verdict = crate::moderation::check(ctx, "body", &body, true).await?;
    let me = viewer.member_id;
    let txn = crate::kernel::db::begin(ctx).await?;
    let row = seen(&txn, Some(me), id).await?;
    if row.member_id != me {
        return Err(AppError::forbidden("only the author edits a post"));
    }
    let age = (crate::kernel::clock::now() - row.created_at).num_seconds();
    if !rules::community::editable(age) {
        return Err(AppError::new(
            ErrorCode::EditWindowClosed,
            "a post can be edited within 10 minutes of writing it",
        ));
    }
    let (fids, images) = image_list(image_fids)?;
    hold_images(&txn, me, id, &fids).await?;
    // The pictures the edit dropped go as a deleted post's do.
    crate::file::release(&txn, &holder_key(id), &fids).await?;
    let was_visible = PostState::from_code(&row.state)? == PostState::Visible;
    if was_visible {
        left_view(&txn, &row).await?;
    }
    topics::detach(&txn, row.id).await?;
    let now = crate::kernel::clock::now();
    let held = matches!(verdict, Verdict::Hold(_));
    let state = if held || PostState::from_code(&row.state)? == PostState::Held {
        PostState::Held
    } else {
        PostState::Visible
    };
    let mut active: post::ActiveModel = row.clone().into();
    active.body = Set(body.clone());
    active.images = Set(images);
    active.state = Set(state.code().to_owned());
    active.updated_at = Set(now);
    active.edited_at = Set(Some(now));
    // Conditional on the row as read: an edit racing a delete loses.
    let moved = post::Entity::update_many()
        .set(active)
        .filter(post::Column::Id.eq(id))
        .filter(post::Column::State.eq(row.state.clone()))
        .filter(post::Column::UpdatedAt.eq(row.updated_at))
        .exec(&txn)
        .await?;
    if moved.rows_affected == 0 {
        return Err(AppError::conflict("the post changed meanwhile; try again"));
    }
    let refs = topics::attach(&txn, id, &body, row.created_at, viewer.is_office).await?;
    let updated = seen(&txn, Some(me), id).await?;
    if state == PostState::Visible {
        became_visible(&txn, &updated, &refs).await?;
    } else if let Verdict::Hold(words) = &verdict {
        super::review::open_for_post(&txn, &updated, &format!("WORD:{}", words.join(","))).await?;
    }
    txn.commit().await?;
    let mut views = super::feeds::views(&ctx.db, Some(me), vec![updated]).await?;
    views
        .pop()
        .ok_or_else(|| AppError::not_found("no such post"))
}

/// The author deletes their post (soft): it leaves every feed and search,
/// the counters move back and its pictures are deleted. Deleting a deleted post is done already.
pub async fn delete(ctx: &AppContext, viewer: &Viewer, id: i64) -> AppResult<()> {
    let me = viewer.member_id;
    let txn = crate::kernel::db::begin(ctx).await?;
    let row = post::Entity::find_by_id(id)
        .one(&txn)
        .await?
        .ok_or_else(|| AppError::not_found("no such post"))?;
    if row.member_id != me && !viewer.is_office {
        return Err(AppError::not_found("no such post"));
    }
    if PostState::from_code(&row.state)? == PostState::Deleted {
        return Ok(());
    }
    let moved = post::Entity::update_many()
        .col_expr(post::Column::State, Expr::value(PostState::Deleted.code()))
        .col_expr(
            post::Column::UpdatedAt,
            Expr::value(crate::kernel::clock::now()),
        )
        .filter(post::Column::Id.eq(id))
        .filter(post::Column::State.eq(row.state.clone()))
        .exec(&txn)
        .await?;
    if moved.rows_affected == 0 {
        // Another request moved it first; it did the counters.
        return Ok(());
    }
    if PostState::from_code(&row.state)? == PostState::Visible {
        left_view(&txn, &row).await?;
    }
    // Its pictures go too (the privacy policy's promise): released here,
    // deleted by the file sweep.
    crate::file::release(&txn, &holder_key(id), &[]).await?;
    txn.announce(DomainEvent::area(CommunityEvent::PostActivity {
        post_id: id,
        like_count: row.like_count,
        comment_count: row.comment_count,
        removed: true,
    }));
    txn.commit().await?;
    Ok(())
}

/// Staff write a system post (pages/community/system-detail), pinned or not.
pub async fn create_system(
    ctx: &AppContext,
    viewer: &Viewer,
    body: &str,
    image_fids: &[String],
    pinned: bool,
) -> AppResult<PostView> {
    viewer.require(crate::kernel::Permission::Operations)?;
    let body = checked_body(body, image_fids)?;
    let me = viewer.member_id;
    let txn = crate::kernel::db::begin(ctx).await?;
    let (fids, images) = image_list(image_fids)?;
    let now = crate::kernel::clock::now();
    let row = post::ActiveModel {
        member_id: Set(me),
        body: Set(body.clone()),
        images: Set(images),
        attachment: Set(String::new()),
        ip_region: Set(String::new()),
        state: Set(PostState::Visible.code().to_owned()),
        is_system: Set(true),
        pinned: Set(pinned),
        like_count: Set(0),
        comment_count: Set(0),
        report_count: Set(0),
        hot_score: Set(rules::community::hot_score(0, 0, 0)),
        created_at: Set(now),
        updated_at: Set(now),
        edited_at: Set(None),
        ..Default::default()
    }
    .insert(&txn)
    .await?;
    hold_images(&txn, me, row.id, &fids).await?;
    let refs = topics::attach(&txn, row.id, &body, now, true).await?;
    became_visible(&txn, &row, &refs).await?;
    crate::kernel::audit::record(
        &txn,
        Some(me),
        "community.system_post",
        &format!("post:{}", row.id),
        serde_json::json!({ "pinned": pinned }),
    )
    .await?;
    txn.commit().await?;
    PostView::of(row, Some(me), false, refs)
}

/// Staff pin or unpin a system post.
pub async fn pin(ctx: &AppContext, viewer: &Viewer, id: i64, pinned: bool) -> AppResult<PostView> {
    viewer.require(crate::kernel::Permission::Operations)?;
    let txn = crate::kernel::db::begin(ctx).await?;
    let moved = post::Entity::update_many()
        .col_expr(post::Column::Pinned, Expr::value(pinned))
        .filter(post::Column::Id.eq(id))
        .filter(post::Column::IsSystem.eq(true))
        .filter(post::Column::State.eq(PostState::Visible.code()))
        .exec(&txn)
        .await?;
    if moved.rows_affected == 0 {
        return Err(AppError::not_found("no such system post"));
    }
    crate::kernel::audit::record(
        &txn,
        Some(viewer.member_id),
        "community.pin",
        &format!("post:{id}"),
        serde_json::json!({ "pinned": pinned }),
    )
    .await?;
    txn.commit().await?;
    get(ctx, Some(viewer), id).await
}

/// Staff (operations) read any post, held or not (the review queue).
pub async fn for_staff(ctx: &AppContext, viewer: &Viewer, id: i64) -> AppResult<PostView> {
    viewer.require(crate::kernel::Permission::Operations)?;
    let row = post::Entity::find_by_id(id)
        .one(&ctx.db)
        .await?
        .ok_or_else(|| AppError::not_found("no such post"))?;
    let mut views = super::feeds::views(&ctx.db, Some(viewer.member_id), vec![row]).await?;
    views
        .pop()
        .ok_or_else(|| AppError::not_found("no such post"))
}
