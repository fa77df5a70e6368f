//! The feeds' disagreements with what is stored, for staff (issue 57):
//! each taken poll of a feed replaces that feed's list, so it says what
//! the source says now — a row staff resolved (unlocked, or corrected
//! the draw) is gone after the next poll, one still there counts the polls
//! that saw it and keeps when it was first seen.

use sea_orm::sea_query::{Expr, OnConflict};
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter, QueryOrder, QuerySelect, Set};

use super::poll::Feed;
use crate::kernel::disagreement::Disagreement;
use crate::kernel::{AppContext, AppResult, Permission, Viewer};
use entities::feed_conflict;

/// Replaces `feed`'s listed disagreements with `now_seen`.
pub(super) async fn replace(
    ctx: &AppContext,
    feed: Feed,
    now_seen: &[Disagreement],
) -> AppResult<()> {
    let now = crate::kernel::clock::now();
    let txn = crate::kernel::db::begin(ctx).await?;
    for d in now_seen {
        feed_conflict::Entity::insert(feed_conflict::ActiveModel {
            feed: Set(feed.name().to_owned()),
            subject: Set(d.subject.clone()),
            field: Set(d.field.clone()),
            feed_value: Set(d.feed_value.clone()),
            stored_value: Set(d.stored_value.clone()),
            first_seen_at: Set(now),
            last_seen_at: Set(now),
            seen: Set(1),
        })
        .on_conflict(
            OnConflict::columns([
                feed_conflict::Column::Feed,
                feed_conflict::Column::Subject,
                feed_conflict::Column::Field,
            ])
            .update_columns([
                feed_conflict::Column::FeedValue,
                feed_conflict::Column::StoredValue,
                feed_conflict::Column::LastSeenAt,
            ])
            .value(
                feed_conflict::Column::Seen,
                Expr::col((feed_conflict::Entity, feed_conflict::Column::Seen)).add(1),
            )
            .to_owned(),
        )
        .exec_without_returning(&txn)
        .await?;
    }
    // Whatever this poll did not see again is over.
    feed_conflict::Entity::delete_many()
        .filter(feed_conflict::Column::Feed.eq(feed.name()))
        .filter(feed_conflict::Column::LastSeenAt.lt(now))
        .exec(&txn)
        .await?;
    txn.commit().await?;
    Ok(())
}

/// The most conflicts listed at once.
pub const LIST_LIMIT: u64 = 200;

/// Every feed's open disagreements, newest first (staff: operations).
pub async fn list(ctx: &AppContext, viewer: &Viewer) -> AppResult<Vec<feed_conflict::Model>> {
    viewer.require(Permission::Operations)?;
    Ok(feed_conflict::Entity::find()
        .order_by_desc(feed_conflict::Column::FirstSeenAt)
        .order_by_asc(feed_conflict::Column::Subject)
        .limit(LIST_LIMIT)
        .all(&ctx.db)
        .await?)
}
