//! Member activity per Asia/Shanghai day (`member_activity`): written when
//! a member signs in and when a signed-in request is resolved, at most once
//! per member and day per process — an in-process set of the day's members
//! (kept on the bus, so every context has its own) answers "written
//! already" without a query; the row is `INSERT … ON CONFLICT DO NOTHING`,
//! so other instances writing it too is harmless. The channel area counts
//! the rows in its daily roll-up. Here in the kernel because the viewer's
//! resolution, which no area may be called from, is where requests pass.
//!
//! A failed write is logged and forgotten (the member is tried again on
//! the next request): activity never fails a request.

use std::collections::HashSet;
use std::sync::Mutex;

use chrono::NaiveDate;
use sea_orm::sea_query::OnConflict;
use sea_orm::{ActiveValue::Set, EntityTrait};

use super::area_event::Keeper;
use super::context::AppContext;
use super::events::DomainEvent;
use entities::member_activity;

/// The members recorded today by this process.
#[derive(Default)]
pub struct SeenToday {
    seen: Mutex<(Option<NaiveDate>, HashSet<i64>)>,
}

impl Keeper for SeenToday {
    fn apply(&self, _event: &DomainEvent) {}
    fn suspend(&self) {}
    fn resume(&self) {}
}

impl SeenToday {
    /// Marks `member_id` seen on `day`; `true` when it was not yet.
    fn first_today(&self, day: NaiveDate, member_id: i64) -> bool {
        let mut seen = self.seen.lock().unwrap_or_else(|e| e.into_inner());
        if seen.0 != Some(day) {
            *seen = (Some(day), HashSet::new());
        }
        seen.1.insert(member_id)
    }

    fn forget(&self, day: NaiveDate, member_id: i64) {
        let mut seen = self.seen.lock().unwrap_or_else(|e| e.into_inner());
        if seen.0 == Some(day) {
            seen.1.remove(&member_id);
        }
    }
}

/// Records that `member_id` is active today (Asia/Shanghai).
pub async fn record(ctx: &AppContext, member_id: i64) {
    if member_id <= 0 {
        return;
    }
    let day = super::clock::shanghai_day(super::clock::now());
    let seen = ctx.bus.keeper::<SeenToday>();
    if !seen.first_today(day, member_id) {
        return;
    }
    let written = member_activity::Entity::insert(member_activity::ActiveModel {
        member_id: Set(member_id),
        day: Set(day),
    })
    .on_conflict(
        OnConflict::columns([
            member_activity::Column::MemberId,
            member_activity::Column::Day,
        ])
        .do_nothing()
        .to_owned(),
    )
    .do_nothing()
    .exec_without_returning(&ctx.db)
    .await;
    if let Err(e) = written {
        seen.forget(day, member_id);
        tracing::warn!(member = member_id, error = %e, "member activity not recorded");
    }
}
