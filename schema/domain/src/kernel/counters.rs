//! The member row's counters, moved one way: [`add`] in a unit of work.
//!
//! Six areas move counters on the member row (points, follows, posts,
//! invites). Each used to write its own `UPDATE`, read the row back, and
//! announce the new value after the commit by hand — a forgotten
//! announcement left `myCounts` and the kept rows stale. Here one
//! statement moves the counters and answers their new values
//! (`RETURNING`), and the change is queued on the [`Work`]: the live
//! counters (`Counter::live`) as a `MemberCounters` event carrying them,
//! the rest as the row touched. Both go out when the work commits.
//!
//! The message area's unread counters are not here: a send moves them for
//! a thousand members in one set-based statement, and its own events carry
//! the counts (`message::deliver`, `message::marks`).

use sea_orm::sea_query::{Expr, Query};
use sea_orm::ConnectionTrait;

use super::error::AppResult;
use super::events::DomainEvent;
use super::work::Work;
use entities::member;

/// A counter of the member row.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Counter {
    /// The points balance (the points ledger moves it).
    Points,
    /// Members this member follows.
    FocusCount,
    /// Members following this member.
    FansCount,
    /// Visible posts (动态).
    PostCount,
    /// Members this member invited.
    InviteNum,
    /// Points earned by inviting.
    InvitePoints,
}

impl Counter {
    fn column(self) -> member::Column {
        match self {
            Counter::Points => member::Column::Points,
            Counter::FocusCount => member::Column::FocusCount,
            Counter::FansCount => member::Column::FansCount,
            Counter::PostCount => member::Column::DynamicCount,
            Counter::InviteNum => member::Column::InviteNum,
            Counter::InvitePoints => member::Column::InvitePoints,
        }
    }

    /// Its name in `MemberCounters` when live counts follow it (`myCounts`,
    /// the follow counts); `None` when a change only makes the row's
    /// copies forget it.
    pub fn live(self) -> Option<&'static str> {
        match self {
            Counter::Points => Some("points"),
            Counter::FocusCount => Some("focus_count"),
            Counter::FansCount => Some("fans_count"),
            Counter::PostCount => Some("dynamic_count"),
            Counter::InviteNum | Counter::InvitePoints => None,
        }
    }
}

/// Moves `member_id`'s counters by their deltas in one statement and
/// answers their new values, in order; `None` when it moved nothing: no
/// such member, or a counter would go below zero (every counter here
/// stays at zero or above). The change is announced when `work` commits.
pub async fn add(
    work: &Work,
    member_id: i64,
    moves: &[(Counter, i64)],
) -> AppResult<Option<Vec<i64>>> {
    if moves.is_empty() {
        return Ok(Some(Vec::new()));
    }
    let mut update = Query::update();
    update.table(member::Entity);
    for (counter, delta) in moves {
        let col = counter.column();
        update.value(col, Expr::col(col).add(*delta));
        if *delta < 0 {
            update.and_where(Expr::col(col).gte(-*delta));
        }
    }
    update
        .and_where(Expr::col(member::Column::Id).eq(member_id))
        .returning(Query::returning().columns(moves.iter().map(|(c, _)| c.column())));
    let backend = work.get_database_backend();
    let Some(row) = work.query_one(backend.build(&update)).await? else {
        return Ok(None);
    };
    let values = (0..moves.len())
        .map(|i| row.try_get_by_index::<i64>(i))
        .collect::<Result<Vec<i64>, _>>()?;
    let live: Vec<(String, i64)> = moves
        .iter()
        .zip(&values)
        .filter_map(|((c, _), v)| c.live().map(|name| (name.to_owned(), *v)))
        .collect();
    if live.len() < moves.len() {
        work.touched(member_id);
    }
    if !live.is_empty() {
        work.announce(DomainEvent::MemberCounters {
            member_id,
            counters: live,
        });
    }
    Ok(Some(values))
}
