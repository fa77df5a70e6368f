//! Old notifications go (the retention job): sent, capped, expired or with
//! nothing to send to, made before the cut; their delivery rows with them
//! (the foreign key cascades). Pending and sending ones stay.

use chrono::{DateTime, Utc};
use sea_orm::{ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, QueryOrder, QuerySelect};

use super::deliver::State;
use crate::kernel::AppResult;
use entities::notification;

/// Deletes up to `limit` finished notifications made before `before`,
/// oldest first. How many went.
pub async fn prune<C: ConnectionTrait>(
    db: &C,
    before: DateTime<Utc>,
    limit: u64,
) -> AppResult<u64> {
    let done = [State::Sent, State::Capped, State::Expired, State::NoDevice].map(State::code);
    let ids: Vec<i64> = notification::Entity::find()
        .select_only()
        .column(notification::Column::Id)
        .filter(notification::Column::State.is_in(done))
        .filter(notification::Column::CreatedAt.lt(before))
        .order_by_asc(notification::Column::Id)
        .limit(limit)
        .into_tuple()
        .all(db)
        .await?;
    if ids.is_empty() {
        return Ok(0);
    }
    Ok(notification::Entity::delete_many()
        .filter(notification::Column::Id.is_in(ids))
        .exec(db)
        .await?
        .rows_affected)
}
