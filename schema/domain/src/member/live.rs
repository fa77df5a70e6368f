//! The "mine" page's live counts (following, fans, points), kept exact from
//! events: one read when the subscription starts, none per event.

use futures_util::{Stream, StreamExt};
use sea_orm::EntityTrait;

use crate::kernel::events::DomainEvent;
use crate::kernel::{AppContext, AppError, AppResult, Viewer};

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MyCounts {
    pub focus_count: i64,
    pub fans_count: i64,
    pub points: i64,
}

impl MyCounts {
    /// Folds one event about member `me` into the counts; whether they
    /// changed. Events carry the new values, so the order they arrive in
    /// does not matter for the last value of each.
    pub fn apply(&mut self, me: i64, event: &DomainEvent) -> bool {
        let before = *self;
        match event {
            DomainEvent::MemberFollowed {
                follower_id,
                member_id,
                follower_focus_count,
                member_fans_count,
            }
            | DomainEvent::MemberUnfollowed {
                follower_id,
                member_id,
                follower_focus_count,
                member_fans_count,
            } => {
                if *follower_id == me {
                    self.focus_count = *follower_focus_count;
                }
                if *member_id == me {
                    self.fans_count = *member_fans_count;
                }
            }
            DomainEvent::PointsChanged { member_id, balance } if *member_id == me => {
                self.points = *balance;
            }
            _ => {}
        }
        *self != before
    }
}

/// The caller's counts now, then each change.
pub async fn my_counts(
    ctx: &AppContext,
    viewer: &Viewer,
) -> AppResult<impl Stream<Item = MyCounts> + use<>> {
    let me = viewer.member_id;
    // Subscribe before reading, so no change between the two is lost.
    let events = ctx.bus.subscribe_member(me);
    let m = entities::member::Entity::find_by_id(me)
        .one(&ctx.db)
        .await?
        .ok_or_else(|| AppError::not_found("no such member"))?;
    let start = MyCounts {
        focus_count: m.focus_count,
        fans_count: m.fans_count,
        points: m.points,
    };
    let changes = events
        .scan(start, move |counts, event| {
            let changed = counts.apply(me, event.as_ref());
            let now = *counts;
            async move { Some(changed.then_some(now)) }
        })
        .filter_map(|c| async move { c });
    Ok(futures_util::stream::once(async move { start }).chain(changes))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_events_about_me_change_my_counts() {
        let mut c = MyCounts {
            focus_count: 1,
            fans_count: 2,
            points: 3,
        };
        let followed = DomainEvent::MemberFollowed {
            follower_id: 9,
            member_id: 7,
            follower_focus_count: 5,
            member_fans_count: 3,
        };
        assert!(c.apply(7, &followed));
        assert_eq!((c.focus_count, c.fans_count), (1, 3));
        assert!(!c.apply(
            7,
            &DomainEvent::PointsChanged {
                member_id: 8,
                balance: 50
            }
        ));
        assert!(c.apply(
            7,
            &DomainEvent::PointsChanged {
                member_id: 7,
                balance: 50
            }
        ));
        assert_eq!(c.points, 50);
    }
}
