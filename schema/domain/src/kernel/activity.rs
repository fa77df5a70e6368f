//! Member activity per Asia/Shanghai day (`member_activity`): written when
//! a member signs in and when a signed-in request is resolved, at most once
//! per member and day per process — an in-process set of the day's members
//! (kept on the bus, so every context has its own) answers "written
//! already" without a query; the row is `INSERT … ON CONFLICT DO NOTHING`,
//! so other instances writing it too is harmless. The channel area counts
//! the rows in its daily roll-up. Here in the kernel because the viewer's
//! resolution, which no area may be called from, is where requests pass.
//!
//! The row keeps the IP属地 of that request (the province in China, the
//! country outside; never the address): a profile shows the member's
//! latest ([`recent_region`]), as Chinese platforms must.
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

/// How far back a profile's IP属地 looks: a member not seen for longer
/// shows none (an old region says little about where they are).
pub const REGION_DAYS: i64 = 90;

/// Records that `member_id` is active today (Asia/Shanghai), from `ip`
/// (the request's client address, when known).
pub async fn record(ctx: &AppContext, member_id: i64, ip: Option<&str>) {
    if member_id <= 0 {
        return;
    }
    let day = super::clock::shanghai_day(super::clock::now());
    let seen = ctx.bus.keeper::<SeenToday>();
    if !seen.first_today(day, member_id) {
        return;
    }
    let region = ip
        .map(|ip| ctx.ip_regions.region_of(ip))
        .unwrap_or_default();
    let written = member_activity::Entity::insert(member_activity::ActiveModel {
        member_id: Set(member_id),
        day: Set(day),
        ip_region: Set(region),
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

/// The IP属地 of `member_id`'s latest day of activity with a known region
/// in the last [`REGION_DAYS`] days; empty when none. One statement on the
/// table's key (member, day).
pub async fn recent_region(ctx: &AppContext, member_id: i64) -> Result<String, sea_orm::DbErr> {
    use sea_orm::{ColumnTrait, QueryFilter, QueryOrder, QuerySelect};
    let since =
        super::clock::shanghai_day(super::clock::now()) - chrono::Days::new(REGION_DAYS as u64);
    let region: Option<String> = member_activity::Entity::find()
        .select_only()
        .column(member_activity::Column::IpRegion)
        .filter(member_activity::Column::MemberId.eq(member_id))
        .filter(member_activity::Column::Day.gte(since))
        .filter(member_activity::Column::IpRegion.ne(""))
        .order_by_desc(member_activity::Column::Day)
        .limit(1)
        .into_tuple()
        .one(&ctx.db)
        .await?;
    Ok(region.unwrap_or_default())
}

/// Forgets `member_id`'s regions (a cancelled account): the rows stay, the
/// channels' and platform's daily figures count them.
pub async fn forget_regions<C: sea_orm::ConnectionTrait>(
    db: &C,
    member_id: i64,
) -> Result<(), sea_orm::DbErr> {
    use sea_orm::sea_query::Expr;
    use sea_orm::{ColumnTrait, QueryFilter};
    member_activity::Entity::update_many()
        .col_expr(member_activity::Column::IpRegion, Expr::value(""))
        .filter(member_activity::Column::MemberId.eq(member_id))
        .exec(db)
        .await?;
    Ok(())
}
