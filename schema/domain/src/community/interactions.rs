//! Interaction messages, batched: a like, comment, reply or mention is a
//! row in `interaction`, written in the same transaction as the like or
//! comment, with a job `community.interactions` for its recipient 15
//! seconds on, keyed by the oldest unsent row (deduplicated, so a burst of
//! likes is one job). The job turns the recipient's unsent rows into one INTERACTION
//! message per post and kind ("3 人赞了你的动态") and marks them sent in
//! the message's transaction, finishing itself there: a rerun finds
//! nothing unsent. A sweep each minute enqueues a job for rows a crashed
//! window left behind.

use std::collections::BTreeMap;

use sea_orm::sea_query::Expr;
use sea_orm::{
    ActiveValue::Set, ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, QueryOrder,
    QuerySelect,
};
use serde::{Deserialize, Serialize};

use crate::kernel::jobs::{self, Claimed, Registry};
use crate::kernel::{AppContext, AppResult};
use crate::message::{deliver_to_member, MessageType};
use entities::{interaction, member};

/// The job that sends a recipient's pending interactions.
pub const JOB: &str = "community.interactions";
/// How long interactions gather before they are told [choice]: short
/// enough that the badge moves while the author is still looking.
pub const WINDOW_SECS: i64 = 15;
/// Rows one job sends at most (the rest wait for the next window).
const BATCH: u64 = 500;

crate::stored_enum!(
    /// What happened (stored as its code).
    #[derive(PartialOrd, Ord)]
    pub Kind {
        Like => "LIKE",
        Comment => "COMMENT",
        /// Only in a message: likes and comments on one post together.
        LikeAndComment => "LIKE_AND_COMMENT",
        Reply => "REPLY",
        CommentLike => "COMMENT_LIKE",
        Mention => "MENTION",
    }
);

impl Kind {
    /// The message for `n` members doing this, `first` the first one's
    /// nickname, `excerpt` the text concerned.
    fn words(self, n: usize, first: &str, excerpt: &str) -> String {
        let who = if n == 1 {
            first.to_owned()
        } else {
            format!("{n} 人")
        };
        match self {
            Kind::Like => format!("{who}赞了你的动态"),
            Kind::CommentLike => format!("{who}赞了你的评论"),
            Kind::Comment if n == 1 => format!("{who}评论了你的动态：{excerpt}"),
            Kind::Comment => format!("{who}评论了你的动态"),
            Kind::LikeAndComment if n == 1 => format!("{who}赞了并评论了你的动态：{excerpt}"),
            Kind::LikeAndComment => format!("{who}赞了或评论了你的动态"),
            Kind::Reply if n == 1 => format!("{who}回复了你的评论：{excerpt}"),
            Kind::Reply => format!("{who}回复了你的评论"),
            Kind::Mention => format!("{who}在动态中提到了你"),
        }
    }
}

#[derive(Serialize, Deserialize)]
struct Payload {
    recipient: i64,
}

impl jobs::Job for Payload {
    const KIND: &'static str = JOB;
}

/// Asks for `recipient`'s pending interactions to be told in a window's
/// time. The job is keyed by the oldest unsent row: every row of one batch
/// asks for the same job (one job however many likes), and once that
/// batch is sent the next row starts a new one.
async fn enqueue<C: ConnectionTrait>(db: &C, recipient: i64) -> AppResult<()> {
    let anchor: Option<i64> = interaction::Entity::find()
        .select_only()
        .column_as(interaction::Column::Id.min(), "anchor")
        .filter(interaction::Column::RecipientId.eq(recipient))
        .filter(interaction::Column::SentAt.is_null())
        .into_tuple()
        .one(db)
        .await?
        .flatten();
    let Some(anchor) = anchor else {
        return Ok(());
    };
    let run_at = crate::kernel::clock::now() + chrono::Duration::seconds(WINDOW_SECS);
    jobs::ask(
        db,
        &Payload { recipient },
        run_at,
        Some(&format!("{JOB}:{recipient}:{anchor}")),
    )
    .await
}

/// Keeps one interaction for `recipient` and asks for it to be told.
pub(crate) async fn record<C: ConnectionTrait>(
    db: &C,
    recipient: i64,
    actor: i64,
    kind: Kind,
    post_id: i64,
    comment_id: Option<i64>,
    excerpt: &str,
) -> AppResult<()> {
    interaction::Entity::insert(interaction::ActiveModel {
        recipient_id: Set(recipient),
        actor_id: Set(actor),
        kind: Set(kind.code().to_owned()),
        post_id: Set(post_id),
        comment_id: Set(comment_id),
        excerpt: Set(excerpt.to_owned()),
        created_at: Set(crate::kernel::clock::now()),
        sent_at: Set(None),
        ..Default::default()
    })
    .exec_without_returning(db)
    .await?;
    enqueue(db, recipient).await
}

/// The members `@mentioned` in `text` (by exact nickname, enabled, not the
/// writer) get a mention.
pub(crate) async fn mentions<C: ConnectionTrait>(
    db: &C,
    writer: i64,
    post_id: i64,
    comment_id: Option<i64>,
    text: &str,
) -> AppResult<()> {
    let names = rules::community::mentions_in(text);
    if names.is_empty() {
        return Ok(());
    }
    let ids: Vec<i64> = member::Entity::find()
        .select_only()
        .column(member::Column::Id)
        .filter(member::Column::NickName.is_in(names))
        .filter(member::Column::Enable.eq(true))
        .filter(member::Column::Id.ne(writer))
        .limit(rules::community::MAX_MENTIONS as u64)
        .into_tuple()
        .all(db)
        .await?;
    let excerpt = rules::community::excerpt(text, 30);
    for id in ids {
        record(db, id, writer, Kind::Mention, post_id, comment_id, &excerpt).await?;
    }
    Ok(())
}

pub(crate) fn register(registry: &mut Registry) {
    registry.job(|ctx, p: Payload, run| async move { send(&ctx, p, &run).await });
}

/// The job: the recipient's unsent interactions as one message per post
/// and kind, marked sent with the job finished in one transaction.
async fn send(ctx: &AppContext, p: Payload, run: &Claimed) -> AppResult<()> {
    let Payload { recipient } = p;
    let txn = crate::kernel::db::begin(ctx).await?;
    // Two jobs of one recipient (a sweep's and a batch's) take turns: the
    // second finds the rows sent.
    crate::kernel::db::lock_member(&txn, recipient).await?;
    let rows = interaction::Entity::find()
        .filter(interaction::Column::RecipientId.eq(recipient))
        .filter(interaction::Column::SentAt.is_null())
        .order_by_asc(interaction::Column::Id)
        .limit(BATCH)
        .all(&txn)
        .await?;
    let actors: Vec<i64> = rows.iter().map(|r| r.actor_id).collect();
    let names: Vec<(i64, String)> = member::Entity::find()
        .select_only()
        .column(member::Column::Id)
        .column(member::Column::NickName)
        .filter(member::Column::Id.is_in(actors))
        .into_tuple()
        .all(&txn)
        .await?;
    // (post, kind) → the rows, in order.
    // Likes and comments on one post are one message ("乙赞了并评论了你的
    // 动态"); replies, comment likes and mentions one per post and kind.
    let mut groups: BTreeMap<(i64, Kind), Vec<&interaction::Model>> = BTreeMap::new();
    for r in &rows {
        let kind = Kind::from_code(&r.kind)?;
        let key = if kind == Kind::Like {
            Kind::Comment
        } else {
            kind
        };
        groups.entry((r.post_id, key)).or_default().push(r);
    }
    let mut delivered = Vec::new();
    for ((post_id, kind), group) in groups {
        let mut people: Vec<i64> = Vec::new();
        for r in &group {
            if !people.contains(&r.actor_id) {
                people.push(r.actor_id);
            }
        }
        let first = group[0];
        let first_name = names
            .iter()
            .find(|(id, _)| *id == first.actor_id)
            .map(|(_, n)| n.as_str())
            .unwrap_or("有人");
        let has = |k: Kind| group.iter().any(|r| r.kind == k.code());
        let kind = match (has(Kind::Like), has(Kind::Comment)) {
            (true, true) => Kind::LikeAndComment,
            (true, false) => Kind::Like,
            _ => kind,
        };
        let excerpt = group
            .iter()
            .find(|r| r.kind != Kind::Like.code())
            .map_or(first.excerpt.as_str(), |r| r.excerpt.as_str());
        let text = kind.words(people.len(), first_name, excerpt);
        let d = deliver_to_member(
            &txn,
            recipient,
            None,
            MessageType::Interaction,
            "互动消息",
            &text,
            serde_json::json!({
                "postId": post_id,
                "commentId": first.comment_id,
                "kind": kind.code(),
                "count": people.len(),
            }),
        )
        .await?;
        delivered.push(d);
    }
    if !rows.is_empty() {
        interaction::Entity::update_many()
            .col_expr(
                interaction::Column::SentAt,
                Expr::value(crate::kernel::clock::now()),
            )
            .filter(interaction::Column::Id.is_in(rows.iter().map(|r| r.id)))
            .exec(&txn)
            .await?;
    }
    jobs::finish(&txn, run).await?;
    for d in delivered {
        crate::message::announce_on(&txn, d);
    }
    txn.commit().await?;
    Ok(())
}

/// Enqueues a job for each recipient with interactions unsent for over a
/// minute (their window's job was lost with a crashed instance, or rows
/// committed after it ran).
pub(crate) async fn sweep(ctx: &AppContext) -> AppResult<()> {
    let before = crate::kernel::clock::now() - chrono::Duration::seconds(60);
    let recipients: Vec<i64> = interaction::Entity::find()
        .select_only()
        .column(interaction::Column::RecipientId)
        .distinct()
        .filter(interaction::Column::SentAt.is_null())
        .filter(interaction::Column::CreatedAt.lt(before))
        .limit(1000)
        .into_tuple()
        .all(&ctx.db)
        .await?;
    for r in recipients {
        enqueue(&ctx.db, r).await?;
    }
    Ok(())
}
