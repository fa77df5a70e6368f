//! The daily roll-up (`channel_daily`): the durable job `channel.rollup`,
//! asked for every 5 minutes (one job per 5-minute slot, whatever the
//! number of instances asking), credits the commission that came due and
//! recomputes today and yesterday (Asia/Shanghai) of every channel from
//! the source tables, one GROUP BY per figure (points issued and spent
//! share theirs), then upserts the rows with `jobs::finish` in one
//! transaction. A rerun computes the same rows, so it is harmless; a run
//! that read earlier than the row's never replaces it.
//!
//! Days: timestamp sources (`invite`, `points_ledger`, `earnings_ledger`)
//! are read from yesterday's start and bucketed by "at or after today's
//! start" (`CASE`, grouped by output position, which both databases take),
//! so no database's date functions are needed; day columns (`check_in`,
//! `member_activity`) are compared as they are.

use chrono::{DateTime, NaiveDate, Utc};
use sea_orm::sea_query::{
    Alias, Expr, IntoIden, JoinType, OnConflict, Query, SelectStatement, SimpleExpr,
};
use sea_orm::{ActiveValue::Set, ConnectionTrait, EntityTrait, QuerySelect};
use serde::{Deserialize, Serialize};
use std::collections::HashMap;

use crate::kernel::clock::{shanghai_day, shanghai_day_start};
use crate::kernel::day_buckets::{count, not_older, sum, zero, Dated, Timed};
use crate::kernel::jobs::{self, Claimed, Registry};
use crate::kernel::periodic;
use crate::kernel::{AppContext, AppResult};
use entities::{
    channel_daily, check_in, earnings_ledger, invite, member_activity, partner_channel,
    points_ledger,
};

/// The job kind.
pub const ROLLUP: &str = "channel.rollup";
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
    let credited = super::commission::credit_due(ctx).await?;
    let as_of = crate::kernel::clock::now();
    let rows = compute(&ctx.db, as_of).await?;
    let txn = crate::kernel::db::begin(ctx).await?;
    let n = write(&txn, &rows, as_of).await?;
    jobs::finish(&txn, run).await?;
    txn.commit().await?;
    tracing::debug!(rows = n, credited, "channel roll-up");
    Ok(())
}

/// Runs the roll-up now, outside the job runner (tests, the CLI): the
/// commission due, then today's and yesterday's rows. Answers the rows
/// written.
pub async fn run_now(ctx: &AppContext) -> AppResult<usize> {
    super::commission::credit_due(ctx).await?;
    let as_of = crate::kernel::clock::now();
    let rows = compute(&ctx.db, as_of).await?;
    let txn = crate::kernel::db::begin(ctx).await?;
    let n = write(&txn, &rows, as_of).await?;
    txn.commit().await?;
    Ok(n)
}

/// Asks for the roll-up of the current 5 minutes.
pub async fn enqueue(ctx: &AppContext) -> AppResult<()> {
    periodic::ask_in_slot(ctx, &Rollup {}, EVERY_SECS).await
}

/// Staff ask for the roll-up now (fresh figures after a campaign or a
/// change of operators, without waiting for the next 5 minutes): one job
/// per minute however often they ask, so the button can't multiply the
/// roll-up's cost. Staff with the operations permission only.
pub async fn request_now(ctx: &AppContext, viewer: &crate::kernel::Viewer) -> AppResult<()> {
    viewer.require(crate::kernel::Permission::Operations)?;
    periodic::ask_now(ctx, &Rollup {}).await
}

/// Runs for the life of the server: each minute, the roll-up of the
/// current 5 minutes is asked for (one job whatever the instances).
pub async fn run_forever(ctx: AppContext) {
    periodic::every_minute(
        ctx,
        "channel roll-up",
        |ctx| async move { enqueue(&ctx).await },
    )
    .await
}

/// One channel's figures on one day.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Figures {
    pub registrations: i64,
    pub active: i64,
    pub check_ins: i64,
    pub invites: i64,
    pub points_issued: i64,
    pub points_spent: i64,
    pub earnings_fen: i64,
}

/// Every channel's figures for yesterday and today as of `now`.
pub async fn compute<C: ConnectionTrait>(
    db: &C,
    now: DateTime<Utc>,
) -> AppResult<HashMap<(String, NaiveDate), Figures>> {
    let today = shanghai_day(now);
    let yesterday = today.pred_opt().unwrap_or(today);
    let (from, split) = (shanghai_day_start(yesterday), shanghai_day_start(today));
    let end = shanghai_day_start(today.succ_opt().unwrap_or(today));
    let channels: Vec<String> = partner_channel::Entity::find()
        .select_only()
        .column(partner_channel::Column::Channel)
        .into_tuple()
        .all(db)
        .await?;
    let mut out: HashMap<(String, NaiveDate), Figures> = HashMap::new();
    for c in channels {
        for d in [yesterday, today] {
            out.insert((c.clone(), d), Figures::default());
        }
    }
    let day_of = |is_today: i32| if is_today == 1 { today } else { yesterday };
    let (i, m) = (Alias::new("i"), Alias::new("m"));
    let (ts, ds) = (Timed { from, split, end }, Dated { yesterday, today });

    // Registrations: invites written through the channel's codes.
    let q = by_channel(
        Query::select()
            .from_as(invite::Entity, i.clone())
            .to_owned(),
        (i.clone(), invite::Column::Channel),
        ts.bucket((i.clone(), invite::Column::CreatedAt)),
        count(),
        zero(),
    );
    let q = ts.range(q, (i.clone(), invite::Column::CreatedAt));
    for (c, d, n, _) in fetch(db, q).await? {
        slot(&mut out, c, day_of(d)).registrations = n;
    }

    // Invites: members the channel's members invited.
    let q = by_channel(
        Query::select()
            .from_as(invite::Entity, i.clone())
            .join_as(
                JoinType::InnerJoin,
                invite::Entity,
                m.clone(),
                Expr::col((m.clone(), invite::Column::InviteeId))
                    .equals((i.clone(), invite::Column::InviterId)),
            )
            .to_owned(),
        (m.clone(), invite::Column::Channel),
        ts.bucket((i.clone(), invite::Column::CreatedAt)),
        count(),
        zero(),
    );
    let q = ts.range(q, (i.clone(), invite::Column::CreatedAt));
    for (c, d, n, _) in fetch(db, q).await? {
        slot(&mut out, c, day_of(d)).invites = n;
    }

    // Active members and check-ins: the channel's members' day rows.
    let a = Alias::new("a");
    let q = member_rows(
        &m,
        Query::select()
            .from_as(member_activity::Entity, a.clone())
            .to_owned(),
        (a.clone(), member_activity::Column::MemberId),
        ds.bucket((a.clone(), member_activity::Column::Day)),
        count(),
        zero(),
    );
    let q = ds.range(q, (a.clone(), member_activity::Column::Day));
    for (c, d, n, _) in fetch(db, q).await? {
        slot(&mut out, c, day_of(d)).active = n;
    }
    let k = Alias::new("k");
    let q = member_rows(
        &m,
        Query::select()
            .from_as(check_in::Entity, k.clone())
            .to_owned(),
        (k.clone(), check_in::Column::MemberId),
        ds.bucket((k.clone(), check_in::Column::Day)),
        count(),
        zero(),
    );
    let q = ds.range(q, (k.clone(), check_in::Column::Day));
    for (c, d, n, _) in fetch(db, q).await? {
        slot(&mut out, c, day_of(d)).check_ins = n;
    }

    // Points issued (IN_COME, 0) and spent (OUT_GO, 1) in one.
    let p = Alias::new("p");
    let points = |kind: i16| {
        sum(Expr::case(
            Expr::col((p.clone(), points_ledger::Column::PointsType)).eq(kind),
            Expr::col((p.clone(), points_ledger::Column::Points)),
        )
        .finally(Expr::cust("0"))
        .into())
    };
    let q = member_rows(
        &m,
        Query::select()
            .from_as(points_ledger::Entity, p.clone())
            .to_owned(),
        (p.clone(), points_ledger::Column::MemberId),
        ts.bucket((p.clone(), points_ledger::Column::CreatedAt)),
        points(0),
        points(1),
    );
    let q = ts.range(q, (p.clone(), points_ledger::Column::CreatedAt));
    for (c, d, issued, spent) in fetch(db, q).await? {
        let f = slot(&mut out, c, day_of(d));
        f.points_issued = issued;
        f.points_spent = spent;
    }

    // Earnings: commission credited through the channel.
    let e = Alias::new("e");
    let mut q = by_channel(
        Query::select()
            .from_as(earnings_ledger::Entity, e.clone())
            .to_owned(),
        (e.clone(), earnings_ledger::Column::Channel),
        ts.bucket((e.clone(), earnings_ledger::Column::CreatedAt)),
        sum(Expr::col((e.clone(), earnings_ledger::Column::AmountFen)).into()),
        zero(),
    );
    q.and_where(
        Expr::col((e.clone(), earnings_ledger::Column::Kind))
            .eq(super::earnings::Kind::Commission.code()),
    );
    let q = ts.range(q, (e.clone(), earnings_ledger::Column::CreatedAt));
    for (c, d, n, _) in fetch(db, q).await? {
        slot(&mut out, c, day_of(d)).earnings_fen = n;
    }
    Ok(out)
}

/// The figures of a channel and day (made when a channel appeared since
/// the list was read).
fn slot(
    out: &mut HashMap<(String, NaiveDate), Figures>,
    channel: String,
    day: NaiveDate,
) -> &mut Figures {
    out.entry((channel, day)).or_default()
}

/// Upserts the rows computed as of `as_of` (chunks of 200), over no row
/// computed later (`day_buckets::not_older`). Answers how many it wrote
/// (a row kept because it was computed later is not counted).
pub async fn write<C: ConnectionTrait>(
    db: &C,
    rows: &HashMap<(String, NaiveDate), Figures>,
    as_of: DateTime<Utc>,
) -> AppResult<usize> {
    let all: Vec<channel_daily::ActiveModel> = rows
        .iter()
        .map(|((c, d), f)| channel_daily::ActiveModel {
            channel: Set(c.clone()),
            day: Set(*d),
            registrations: Set(f.registrations),
            active: Set(f.active),
            check_ins: Set(f.check_ins),
            invites: Set(f.invites),
            points_issued: Set(f.points_issued),
            points_spent: Set(f.points_spent),
            earnings_fen: Set(f.earnings_fen),
            updated_at: Set(as_of),
        })
        .collect();
    let mut n = 0;
    let mut rest = all.into_iter().peekable();
    while rest.peek().is_some() {
        let chunk: Vec<_> = rest.by_ref().take(200).collect();
        n += channel_daily::Entity::insert_many(chunk)
            .on_conflict(
                OnConflict::columns([channel_daily::Column::Channel, channel_daily::Column::Day])
                    .update_columns([
                        channel_daily::Column::Registrations,
                        channel_daily::Column::Active,
                        channel_daily::Column::CheckIns,
                        channel_daily::Column::Invites,
                        channel_daily::Column::PointsIssued,
                        channel_daily::Column::PointsSpent,
                        channel_daily::Column::EarningsFen,
                        channel_daily::Column::UpdatedAt,
                    ])
                    .action_and_where(not_older(
                        channel_daily::Entity,
                        channel_daily::Column::UpdatedAt,
                    ))
                    .to_owned(),
            )
            .exec_without_returning(db)
            .await?;
    }
    Ok(n as usize)
}

// ------------------------------------------------------------ builders ---

/// `q` joined to the channel table on `channel_col`, selecting the
/// channel, the day bucket and two figures, grouped by the first two.
fn by_channel<T: IntoIden + 'static>(
    mut q: SelectStatement,
    channel_col: (Alias, T),
    bucket: SimpleExpr,
    a: SimpleExpr,
    b: SimpleExpr,
) -> SelectStatement {
    let c = Alias::new("c");
    q.join_as(
        JoinType::InnerJoin,
        partner_channel::Entity,
        c.clone(),
        Expr::col((c.clone(), partner_channel::Column::Channel)).equals(channel_col),
    )
    .expr_as(
        Expr::col((c, partner_channel::Column::Channel)),
        Alias::new("ch"),
    )
    .expr_as(bucket, Alias::new("d"))
    .expr_as(a, Alias::new("a"))
    .expr_as(b, Alias::new("b"))
    .add_group_by([Expr::cust("1"), Expr::cust("2")]);
    q
}

/// `q` over a member's rows (`member_col`), joined to the member's invite
/// (`m`, their channel) and so to the channel table.
fn member_rows<T: IntoIden + 'static>(
    m: &Alias,
    mut q: SelectStatement,
    member_col: (Alias, T),
    bucket: SimpleExpr,
    a: SimpleExpr,
    b: SimpleExpr,
) -> SelectStatement {
    q.join_as(
        JoinType::InnerJoin,
        invite::Entity,
        m.clone(),
        Expr::col((m.clone(), invite::Column::InviteeId)).equals(member_col),
    );
    by_channel(q, (m.clone(), invite::Column::Channel), bucket, a, b)
}

/// Runs a figure's statement: (channel, 1 for today or 0, a, b) per row.
async fn fetch<C: ConnectionTrait>(
    db: &C,
    q: SelectStatement,
) -> AppResult<Vec<(String, i32, i64, i64)>> {
    let stmt = db.get_database_backend().build(&q);
    let mut out = Vec::new();
    for row in db.query_all(stmt).await? {
        let channel: String = row.try_get("", "ch")?;
        let d: i32 = row.try_get("", "d")?;
        let a: i64 = row.try_get("", "a")?;
        let b: i64 = row.try_get("", "b")?;
        out.push((channel, d, a, b));
    }
    Ok(out)
}
