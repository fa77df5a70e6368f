//! Old notifications go (the retention job): sent, capped, expired or with
//! nothing to send to, made before the cut; their delivery rows with them
//! (the foreign key cascades). Pending and sending ones stay.

use chrono::{DateTime, Utc};
use sea_orm::{ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter};

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
    let old = notification::Entity::find()
        .filter(notification::Column::State.is_in(done))
        .filter(notification::Column::CreatedAt.lt(before));
    crate::kernel::db::delete_oldest(db, old, notification::Column::Id, limit).await
}
