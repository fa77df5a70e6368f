//! The "mine" page's live counts (following, fans, points, posts), kept exact from
//! events: one read when the subscription starts, none per event.

use futures_util::{Stream, StreamExt};

use crate::kernel::events::DomainEvent;
use crate::kernel::{AppContext, AppError, AppResult, Viewer};

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MyCounts {
    pub focus_count: i64,
    pub fans_count: i64,
    pub points: i64,
    /// Visible posts (动态).
    pub post_count: i64,
}

impl MyCounts {
    /// Folds one event about member `me` into the counts; whether they
    /// changed. Events carry the new values, so the order they arrive in
    /// does not matter for the last value of each.
    pub fn apply(&mut self, me: i64, event: &DomainEvent) -> bool {
        let before = *self;
        if let DomainEvent::MemberCounters {
            member_id,
            counters,
        } = event
        {
            if *member_id == me {
                for (name, value) in counters {
                    match name.as_str() {
                        counters::FOCUS_COUNT => self.focus_count = *value,
                        counters::FANS_COUNT => self.fans_count = *value,
                        counters::POINTS => self.points = *value,
                        counters::POST_COUNT => self.post_count = *value,
                        _ => {}
                    }
                }
            }
        }
        *self != before
    }
}

/// The names of the member row's counters other areas move, as
/// `DomainEvent::MemberCounters` carries them: the names
/// `kernel::counters::Counter::live` gives (a test holds them equal).
pub mod counters {
    /// How many members this member follows (the focus area moves it).
    pub const FOCUS_COUNT: &str = "focus_count";
    /// How many members follow this member (the focus area moves it).
    pub const FANS_COUNT: &str = "fans_count";
    /// The points balance (the points ledger moves it).
    pub const POINTS: &str = "points";
    /// Visible posts (the community area moves it).
    pub const POST_COUNT: &str = "dynamic_count";

    /// The event telling that `member_id`'s counters are now `values`.
    pub fn changed(member_id: i64, values: &[(&str, i64)]) -> crate::kernel::events::DomainEvent {
        crate::kernel::events::DomainEvent::MemberCounters {
            member_id,
            counters: values.iter().map(|(n, v)| ((*n).to_owned(), *v)).collect(),
        }
    }
}

/// Member `me`'s counts as their row says now (the kept row, or one read
/// shared with the other readers of it: `kernel::member_rows`).
async fn read_counts(ctx: &AppContext, me: i64) -> AppResult<MyCounts> {
    let m = crate::kernel::member_rows::read(ctx, me)
        .await?
        .ok_or_else(|| AppError::not_found("no such member"))?;
    Ok(MyCounts {
        focus_count: m.focus_count,
        fans_count: m.fans_count,
        points: m.points,
        post_count: m.dynamic_count,
    })
}

/// The caller's counts now, then each change; read again after the bus
/// says events may have been missed (`Resync`, after a Redis outage).
pub async fn my_counts(
    ctx: &AppContext,
    viewer: &Viewer,
) -> AppResult<impl Stream<Item = MyCounts> + use<>> {
    let me = viewer.member_id;
    // Subscribe before reading, so no change between the two is lost.
    let events = ctx.bus.subscribe_member(me);
    let start = read_counts(ctx, me).await?;
    let state = (Box::pin(events), start, ctx.clone());
    let changes =
        futures_util::stream::unfold(state, move |(mut events, mut counts, ctx)| async move {
            loop {
                let event = events.next().await?;
                let changed = match event.as_ref() {
                    // Boxed, as the unread count's: the read would otherwise
                    // size every socket's waiting future.
                    DomainEvent::Resync => match Box::pin(read_counts(&ctx, me)).await {
                        Ok(now) => {
                            counts = now;
                            true
                        }
                        Err(_) => false,
                    },
                    e => counts.apply(me, e),
                };
                if changed {
                    return Some((counts, (events, counts, ctx)));
                }
            }
        });
    Ok(futures_util::stream::once(async move { start }).chain(changes))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_names_are_the_kernels_counters() {
        use crate::kernel::counters::Counter;
        assert_eq!(Counter::FocusCount.live(), Some(counters::FOCUS_COUNT));
        assert_eq!(Counter::FansCount.live(), Some(counters::FANS_COUNT));
        assert_eq!(Counter::Points.live(), Some(counters::POINTS));
        assert_eq!(Counter::PostCount.live(), Some(counters::POST_COUNT));
    }

    #[test]
    fn only_events_about_me_change_my_counts() {
        let mut c = MyCounts {
            focus_count: 1,
            fans_count: 2,
            points: 3,
            post_count: 0,
        };
        // A follow of 7 by 9 moves 9's focus count and 7's fans count.
        assert!(!c.apply(7, &counters::changed(9, &[(counters::FOCUS_COUNT, 5)])));
        assert!(c.apply(7, &counters::changed(7, &[(counters::FANS_COUNT, 3)])));
        assert_eq!((c.focus_count, c.fans_count), (1, 3));
        assert!(!c.apply(7, &counters::changed(8, &[(counters::POINTS, 50)])));
        assert!(c.apply(7, &counters::changed(7, &[(counters::POINTS, 50)])));
        assert_eq!(c.points, 50);
    }
}
