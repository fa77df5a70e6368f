//! Topic counters count what a topic shows. A topic's page lists visible
//! posts of members who may be shown (enabled, not cancelled), so
//! `topic.post_count` counts exactly those: when a member is disabled or
//! cancelled their visible posts leave their topics' counters, and come
//! back when the member is enabled again.
//!
//! The member area and sign-in change a member's state without knowing
//! the community; in the same transaction they ask for the kernel's
//! `member.shown_changed` job, which lands here ([`reconcile`]). A row in
//! `community_hidden_author` says the member's posts are out of the
//! counters, so a reconciliation moves them at most once whichever way
//! and however often it runs. While a member is hidden, their posts
//! changing state (staff deleting or approving one) move no topic counter
//! (`posts::became_visible` / `left_view` ask [`is_hidden`] under the
//! member's row lock, which the reconciliation also takes).
//!
//! Members disabled or cancelled before this existed are reconciled once
//! by the `community.hidden_authors_backfill` job, asked at every start.

use sea_orm::sea_query::{Expr, OnConflict};
use sea_orm::{
    ActiveValue::Set, ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, QueryOrder,
    QuerySelect, RelationTrait,
};

use super::view::PostState;
use crate::kernel::jobs::{self, Claimed, MemberShown, Registry};
use crate::kernel::{AppContext, AppResult};
use entities::{community_hidden_author as hidden, member, post, post_topic, topic};

/// The job that reconciles the members hidden before this existed.
pub const BACKFILL: &str = "community.hidden_authors_backfill";
/// Members read per batch by the backfill.
const BATCH: u64 = 500;

/// The backfill job (no payload).
#[derive(serde::Serialize, serde::Deserialize)]
struct Backfill {}

impl jobs::Job for Backfill {
    const KIND: &'static str = BACKFILL;
}

pub(crate) fn register(registry: &mut Registry) {
    registry
        .job(|ctx, shown: MemberShown, _run| async move { reconcile(&ctx, shown.member_id).await });
    registry.job(|ctx, _: Backfill, run| async move { backfill(&ctx, &run).await });
}

/// Whether `member_id`'s posts are out of the topics' counters. Read in
/// the transaction that moves a post's counters, after it locked the
/// member's row.
pub(crate) async fn is_hidden<C: ConnectionTrait>(db: &C, member_id: i64) -> AppResult<bool> {
    Ok(hidden::Entity::find_by_id(member_id)
        .one(db)
        .await?
        .is_some())
}

/// Brings `member_id`'s posts in or out of their topics' counters to match
/// whether the member may be shown now. Idempotent.
pub async fn reconcile(ctx: &AppContext, member_id: i64) -> AppResult<()> {
    let txn = crate::kernel::db::begin(ctx).await?;
    // The member's row lock orders this against a post of theirs changing
    // state (which moves the member's post counter under the same lock).
    let Some(m) = member::Entity::find_by_id(member_id)
        .lock_exclusive()
        .one(&txn)
        .await?
    else {
        return Ok(());
    };
    let shown = crate::kernel::viewer::is_active(&m);
    if shown != is_hidden(&txn, member_id).await? {
        return Ok(()); // counted as it should be
    }
    let per_topic: Vec<(i64, i64)> = post_topic::Entity::find()
        .select_only()
        .column(post_topic::Column::TopicId)
        .column_as(post_topic::Column::PostId.count(), "n")
        .join(
            sea_orm::JoinType::InnerJoin,
            post_topic::Relation::Post.def(),
        )
        .filter(post::Column::MemberId.eq(member_id))
        .filter(post::Column::State.eq(PostState::Visible.code()))
        .filter(post::Column::IsSystem.eq(false))
        .group_by(post_topic::Column::TopicId)
        .into_tuple()
        .all(&txn)
        .await?;
    for (topic_id, n) in &per_topic {
        let moved = if shown {
            Expr::col(topic::Column::PostCount).add(*n)
        } else {
            // Never below zero (the CHECK), whatever drifted before.
            Expr::case(
                Expr::col(topic::Column::PostCount).gte(*n),
                Expr::col(topic::Column::PostCount).sub(*n),
            )
            .finally(0i64)
            .into()
        };
        topic::Entity::update_many()
            .col_expr(topic::Column::PostCount, moved)
            .filter(topic::Column::Id.eq(*topic_id))
            .exec(&txn)
            .await?;
    }
    if shown {
        hidden::Entity::delete_by_id(member_id).exec(&txn).await?;
    } else {
        hidden::Entity::insert(hidden::ActiveModel {
            member_id: Set(member_id),
            hidden_at: Set(crate::kernel::clock::now()),
        })
        .on_conflict(
            OnConflict::column(hidden::Column::MemberId)
                .do_nothing()
                .to_owned(),
        )
        .do_nothing()
        .exec_without_returning(&txn)
        .await?;
    }
    txn.commit().await?;
    tracing::debug!(
        member_id,
        shown,
        topics = per_topic.len(),
        "topic counters follow a member"
    );
    Ok(())
}

/// Asks for the backfill (once per database: a done job keeps its key).
pub async fn enqueue_backfill<C: ConnectionTrait>(db: &C) -> AppResult<()> {
    jobs::ask(
        db,
        &Backfill {},
        crate::kernel::clock::now(),
        Some(BACKFILL),
    )
    .await
}

/// Reconciles every member who is disabled or cancelled, by id.
async fn backfill(ctx: &AppContext, _run: &Claimed) -> AppResult<()> {
    let mut after = 0i64;
    let mut done = 0usize;
    loop {
        let ids: Vec<i64> = member::Entity::find()
            .select_only()
            .column(member::Column::Id)
            .filter(member::Column::Id.gt(after))
            .filter(
                sea_orm::Condition::any()
                    .add(member::Column::Enable.eq(false))
                    .add(member::Column::CancelledAt.is_not_null()),
            )
            .order_by_asc(member::Column::Id)
            .limit(BATCH)
            .into_tuple()
            .all(&ctx.db)
            .await?;
        for id in &ids {
            reconcile(ctx, *id).await?;
        }
        done += ids.len();
        match ids.last() {
            Some(last) if ids.len() as u64 == BATCH => after = *last,
            _ => {
                tracing::info!(members = done, "hidden authors reconciled");
                return Ok(());
            }
        }
    }
}
