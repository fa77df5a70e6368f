//! The platform's daily roll-up (`platform_daily`): the durable job
//! `overview.rollup`, asked for every 5 minutes, recomputes today and
//! yesterday (Asia/Shanghai) from the source tables, one grouped statement
//! per source, and upserts the two rows with `jobs::finish` in one
//! transaction. A rerun computes the same rows, so it is harmless; a run
//! that read earlier than the row's never replaces it.

use chrono::{DateTime, NaiveDate, Utc};
use sea_orm::sea_query::{Alias, Expr, OnConflict, Query, SelectStatement, SimpleExpr};
use sea_orm::{ActiveValue::Set, ConnectionTrait, EntityTrait};
use serde::{Deserialize, Serialize};

use crate::kernel::day_buckets::{around, count, not_older, sum, zero};
use crate::kernel::jobs::{self, Claimed, Registry};
use crate::kernel::periodic;
use crate::kernel::{AppContext, AppResult};
use entities::{check_in, member, member_activity, platform_daily, points_ledger};

/// The job kind.
pub const ROLLUP: &str = "overview.rollup";
const EVERY_SECS: i64 = 300;

/// The roll-up job (no payload).
#[derive(Serialize, Deserialize)]
struct Rollup {}

impl jobs::Job for Rollup {
    const KIND: &'static str = ROLLUP;
}

pub(crate) fn register(registry: &mut Registry) {
    registry.job(|ctx, _: Rollup, run| async move { handle(&ctx, &run).await });
}

async fn handle(ctx: &AppContext, run: &Claimed) -> AppResult<()> {
    let as_of = crate::kernel::clock::now();
    let rows = compute(&ctx.db, as_of).await?;
    let txn = crate::kernel::db::begin(ctx).await?;
    write(&txn, &rows, as_of).await?;
    jobs::finish(&txn, run).await?;
    txn.commit().await?;
    Ok(())
}

/// Runs the roll-up now, outside the job runner (tests, the CLI).
pub async fn run_now(ctx: &AppContext) -> AppResult<()> {
    let as_of = crate::kernel::clock::now();
    let rows = compute(&ctx.db, as_of).await?;
    write(&ctx.db, &rows, as_of).await
}

/// Asks for the roll-up of the current 5 minutes.
pub async fn enqueue(ctx: &AppContext) -> AppResult<()> {
    periodic::ask_in_slot(ctx, &Rollup {}, EVERY_SECS).await
}

/// Staff ask for the roll-up now (today's figures without waiting for
/// the next 5 minutes): one job per minute however often they ask, so the
/// button can't multiply the roll-up's cost. Operations permission.
pub async fn request_now(ctx: &AppContext, viewer: &crate::kernel::Viewer) -> AppResult<()> {
    viewer.require(crate::kernel::Permission::Operations)?;
    periodic::ask_now(ctx, &Rollup {}).await
}

/// Runs for the life of the server: each minute, the roll-up of the
/// current 5 minutes is asked for (one job whatever the instances; the
/// first at start, so a fresh server shows today's figures at once).
pub async fn run_forever(ctx: AppContext) {
    periodic::every_minute(
        ctx,
        "platform roll-up",
        |ctx| async move { enqueue(&ctx).await },
    )
    .await
}

/// The platform's figures on one day.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Figures {
    pub registrations: i64,
    pub active: i64,
    pub check_ins: i64,
    pub points_issued: i64,
    pub points_spent: i64,
}

/// Yesterday's and today's figures as of `now`.
pub async fn compute<C: ConnectionTrait>(
    db: &C,
    now: DateTime<Utc>,
) -> AppResult<[(NaiveDate, Figures); 2]> {
    let (yesterday, today, ts, ds) = around(now);
    let mut out = [(yesterday, Figures::default()), (today, Figures::default())];
    let t = Alias::new("t");

    let q = grouped(
        Query::select()
            .from_as(member::Entity, t.clone())
            .to_owned(),
        ts.bucket((t.clone(), member::Column::CreatedAt)),
        count(),
        zero(),
    );
    for (d, n, _) in fetch(db, ts.range(q, (t.clone(), member::Column::CreatedAt))).await? {
        out[d].1.registrations = n;
    }

    let q = grouped(
        Query::select()
            .from_as(member_activity::Entity, t.clone())
            .to_owned(),
        ds.bucket((t.clone(), member_activity::Column::Day)),
        count(),
        zero(),
    );
    for (d, n, _) in fetch(db, ds.range(q, (t.clone(), member_activity::Column::Day))).await? {
        out[d].1.active = n;
    }

    let q = grouped(
        Query::select()
            .from_as(check_in::Entity, t.clone())
            .to_owned(),
        ds.bucket((t.clone(), check_in::Column::Day)),
        count(),
        zero(),
    );
    for (d, n, _) in fetch(db, ds.range(q, (t.clone(), check_in::Column::Day))).await? {
        out[d].1.check_ins = n;
    }

    // Points issued (IN_COME, 0) and spent (OUT_GO, 1) in one.
    let points = |kind: i16| {
        sum(Expr::case(
            Expr::col((t.clone(), points_ledger::Column::PointsType)).eq(kind),
            Expr::col((t.clone(), points_ledger::Column::Points)),
        )
        .finally(Expr::cust("0"))
        .into())
    };
    let q = grouped(
        Query::select()
            .from_as(points_ledger::Entity, t.clone())
            .to_owned(),
        ts.bucket((t.clone(), points_ledger::Column::CreatedAt)),
        points(0),
        points(1),
    );
    for (d, issued, spent) in fetch(
        db,
        ts.range(q, (t.clone(), points_ledger::Column::CreatedAt)),
    )
    .await?
    {
        out[d].1.points_issued = issued;
        out[d].1.points_spent = spent;
    }
    Ok(out)
}

/// Upserts the rows computed as of `as_of`, over no row computed later
/// (`day_buckets::not_older`).
pub async fn write<C: ConnectionTrait>(
    db: &C,
    rows: &[(NaiveDate, Figures); 2],
    as_of: DateTime<Utc>,
) -> AppResult<()> {
    let all = rows.iter().map(|(day, f)| platform_daily::ActiveModel {
        day: Set(*day),
        registrations: Set(f.registrations),
        active: Set(f.active),
        check_ins: Set(f.check_ins),
        points_issued: Set(f.points_issued),
        points_spent: Set(f.points_spent),
        updated_at: Set(as_of),
    });
    platform_daily::Entity::insert_many(all)
        .on_conflict(
            OnConflict::column(platform_daily::Column::Day)
                .update_columns([
                    platform_daily::Column::Registrations,
                    platform_daily::Column::Active,
                    platform_daily::Column::CheckIns,
                    platform_daily::Column::PointsIssued,
                    platform_daily::Column::PointsSpent,
                    platform_daily::Column::UpdatedAt,
                ])
                .action_and_where(not_older(
                    platform_daily::Entity,
                    platform_daily::Column::UpdatedAt,
                ))
                .to_owned(),
        )
        .exec_without_returning(db)
        .await?;
    Ok(())
}

/// `q` selecting the day bucket and two figures, grouped by the bucket.
fn grouped(
    mut q: SelectStatement,
    bucket: SimpleExpr,
    a: SimpleExpr,
    b: SimpleExpr,
) -> SelectStatement {
    q.expr_as(bucket, Alias::new("d"))
        .expr_as(a, Alias::new("a"))
        .expr_as(b, Alias::new("b"))
        .add_group_by([Expr::cust("1")]);
    q
}

/// Runs a figure's statement: (0 for yesterday or 1 for today, a, b) per row.
async fn fetch<C: ConnectionTrait>(
    db: &C,
    q: SelectStatement,
) -> AppResult<Vec<(usize, i64, i64)>> {
    let stmt = db.get_database_backend().build(&q);
    let mut out = Vec::new();
    for row in db.query_all(stmt).await? {
        let d: i32 = row.try_get("", "d")?;
        let a: i64 = row.try_get("", "a")?;
        let b: i64 = row.try_get("", "b")?;
        out.push((usize::from(d == 1), a, b));
    }
    Ok(out)
}
