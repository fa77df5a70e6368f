//! Staff stay in charge of the feeds (issue 57): a match's field group
//! that staff set by hand — `schedule` (number, teams, kickoff, league,
//! lines), `odds`, `result` — is locked against the data feeds until staff
//! unlock it. A locked field the feed gives otherwise is a disagreement
//! the console lists; unlocked, the feed's next poll applies it.

use std::collections::{HashMap, HashSet};

use sea_orm::sea_query::OnConflict;
use sea_orm::{ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, Set};

use crate::kernel::{AppContext, AppError, AppResult, Permission, Viewer};
use entities::sports_feed_lock;

/// The field groups a lock covers.
pub const SCHEDULE: &str = "schedule";
pub const ODDS: &str = "odds";
pub const RESULT: &str = "result";
pub const FIELDS: [&str; 3] = [SCHEDULE, ODDS, RESULT];

/// Locks `field` of match `id` (in the staff change's transaction).
pub(super) async fn lock<C: ConnectionTrait>(
    db: &C,
    id: i64,
    field: &str,
    by: i64,
) -> AppResult<()> {
    sports_feed_lock::Entity::insert(sports_feed_lock::ActiveModel {
        match_id: Set(id),
        field: Set(field.to_owned()),
        locked_by: Set(Some(by)),
        locked_at: Set(crate::kernel::clock::now()),
    })
    .on_conflict(
        OnConflict::columns([
            sports_feed_lock::Column::MatchId,
            sports_feed_lock::Column::Field,
        ])
        .update_columns([
            sports_feed_lock::Column::LockedBy,
            sports_feed_lock::Column::LockedAt,
        ])
        .to_owned(),
    )
    .exec_without_returning(db)
    .await?;
    Ok(())
}

/// The locked field groups of the matches `ids`.
pub(super) async fn locked<C: ConnectionTrait>(
    db: &C,
    ids: &[i64],
) -> AppResult<HashMap<i64, HashSet<String>>> {
    let mut out: HashMap<i64, HashSet<String>> = HashMap::new();
    for chunk in ids.chunks(500) {
        for l in sports_feed_lock::Entity::find()
            .filter(sports_feed_lock::Column::MatchId.is_in(chunk.iter().copied()))
            .all(db)
            .await?
        {
            out.entry(l.match_id).or_default().insert(l.field);
        }
    }
    Ok(out)
}

/// Staff give `field` of match `id` back to the feeds (operations
/// permission); `true` when it was locked. Audited.
pub async fn unlock(ctx: &AppContext, viewer: &Viewer, id: i64, field: &str) -> AppResult<bool> {
    viewer.require(Permission::Operations)?;
    if !FIELDS.contains(&field) {
        return Err(AppError::invalid(
            "field",
            "must be schedule, odds or result",
        ));
    }
    let txn = crate::kernel::db::begin(ctx).await?;
    let gone = sports_feed_lock::Entity::delete_many()
        .filter(sports_feed_lock::Column::MatchId.eq(id))
        .filter(sports_feed_lock::Column::Field.eq(field))
        .exec(&txn)
        .await?
        .rows_affected;
    if gone > 0 {
        crate::kernel::audit::record(
            &txn,
            Some(viewer.member_id),
            "sports.unlock_feed",
            &format!("sports_match:{id}"),
            serde_json::json!({ "field": field }),
        )
        .await?;
    }
    txn.commit().await?;
    Ok(gone > 0)
}
