//! A copy of a member's data (issue 52; PIPL art. 45, the right to a copy).
//!
//! The member asks ([`request`]): at most once a day ([`EVERY_HOURS`]; the
//! member's row is locked first, so two requests at once are one), written
//! to the audit log, and a `member.data_export` job asked in the same
//! transaction. The job ([`build`]) copies every place of
//! [`super::personal_data`] — the member's rows of each table, secrets of
//! the account left out — into one JSON archive kept in the request's row.
//! The download link ([`url`]) is signed with the server's key and works
//! until the archive expires, [`KEPT_HOURS`] after it was ready; the hourly
//! sweep then empties the archive ([`sweep_now`]).
//!
//! Why in the database and not the file store: an archive is a few
//! hundred KB at most, read once or twice, and must go with a
//! cancellation's erasure in the same transaction as the rest.

use chrono::{DateTime, Duration as Span, Utc};
use sea_orm::sea_query::{Alias, Expr, Query};
use sea_orm::{
    ActiveValue::Set, ColumnTrait, ConnectionTrait, EntityTrait, FromQueryResult, JsonValue,
    QueryFilter, QueryOrder, QuerySelect,
};
use serde::{Deserialize, Serialize};
use serde_json::json;

use super::personal_data::{self, Held};
use crate::kernel::jobs::{self, Claimed, Registry};
use crate::kernel::{periodic, AppContext, AppError, AppResult, Viewer};
use entities::{member, member_data_export};

/// The build job's kind.
pub const JOB: &str = "member.data_export";
/// The hourly sweep's kind.
pub const SWEEP: &str = "member.data_export_sweep";
/// Asked, being built.
pub const PENDING: &str = "PENDING";
/// Built; the link works until `expires_at`.
pub const READY: &str = "READY";
/// The link's time ran out; the archive is gone.
pub const EXPIRED: &str = "EXPIRED";
/// How long a built archive can be downloaded.
pub const KEPT_HOURS: i64 = 24;
/// At most one request per member in this many hours.
pub const EVERY_HOURS: i64 = 24;
/// The archive's `format`, for a reader that parses it.
pub const FORMAT: &str = "lottery-member-data/1";
const PURPOSE: &str = "data-export";

/// A request and its state (the archive itself is read only to download).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DataExport {
    pub id: i64,
    pub state: String,
    pub requested_at: DateTime<Utc>,
    pub ready_at: Option<DateTime<Utc>>,
    pub expires_at: Option<DateTime<Utc>>,
    pub bytes: i64,
}

impl DataExport {
    /// When the member may ask again (the once-a-day rule of [`request`]).
    pub fn next_request_at(&self) -> DateTime<Utc> {
        self.requested_at + Span::hours(EVERY_HOURS)
    }
}

#[derive(Serialize, Deserialize)]
struct Build {
    export_id: i64,
}

impl jobs::Job for Build {
    const KIND: &'static str = JOB;
}

#[derive(Serialize, Deserialize)]
struct Sweep {}

impl jobs::Job for Sweep {
    const KIND: &'static str = SWEEP;
}

/// Adds the build's and the sweep's handlers.
pub fn register(registry: &mut Registry) {
    registry
        .job(|ctx, job: Build, run: Claimed| async move { build(&ctx, job.export_id, &run).await });
    registry.job(|ctx, _: Sweep, _run: Claimed| async move {
        sweep_now(&ctx, crate::kernel::clock::now())
            .await
            .map(|_| ())
    });
}

/// Runs for the life of the server: each minute the current hour's sweep
/// is asked for (one job whatever the number of instances).
pub async fn run_forever(ctx: AppContext) {
    periodic::every_minute(ctx, "data export sweep", |ctx| async move {
        periodic::ask_in_slot(&ctx, &Sweep {}, 3600).await
    })
    .await
}

/// Asks for a copy of the caller's data; answers the request (`PENDING`).
/// `RATE_LIMITED` (with the seconds to wait) within [`EVERY_HOURS`] of the
/// caller's last request.
pub async fn request(ctx: &AppContext, viewer: &Viewer) -> AppResult<DataExport> {
    let now = crate::kernel::clock::now();
    let txn = crate::kernel::db::begin(ctx).await?;
    // The member's row first: a second request at the same moment waits
    // here and then sees the first (SQLite serializes writers anyway).
    member::Entity::update_many()
        .col_expr(
            member::Column::UpdatedAt,
            Expr::col(member::Column::UpdatedAt).into(),
        )
        .filter(member::Column::Id.eq(viewer.member_id))
        .exec(&txn)
        .await?;
    if let Some(last) = latest_of(&txn, viewer.member_id).await? {
        let next = last.next_request_at();
        if next > now {
            let wait = (next - now).num_seconds().max(1) as u64;
            return Err(AppError::rate_limited(wait));
        }
    }
    let row = member_data_export::Entity::insert(member_data_export::ActiveModel {
        member_id: Set(viewer.member_id),
        state: Set(PENDING.to_owned()),
        requested_at: Set(now),
        ..Default::default()
    })
    .exec_with_returning(&txn)
    .await?;
    jobs::ask(
        &txn,
        &Build { export_id: row.id },
        now,
        Some(&format!("{JOB}:{}", row.id)),
    )
    .await?;
    crate::kernel::audit::record(
        &txn,
        Some(viewer.member_id),
        "member.data_export",
        &format!("member:{}", viewer.member_id),
        json!({ "export": row.id }),
    )
    .await?;
    txn.commit().await?;
    Ok(summary(row))
}

/// The caller's latest request, if any.
pub async fn latest(ctx: &AppContext, viewer: &Viewer) -> AppResult<Option<DataExport>> {
    latest_of(&ctx.db, viewer.member_id).await
}

async fn latest_of<C: ConnectionTrait>(db: &C, member_id: i64) -> AppResult<Option<DataExport>> {
    use member_data_export::Column as C;
    let row = member_data_export::Entity::find()
        .select_only()
        .columns([
            C::Id,
            C::State,
            C::RequestedAt,
            C::ReadyAt,
            C::ExpiresAt,
            C::Bytes,
        ])
        .filter(C::MemberId.eq(member_id))
        .order_by_desc(C::Id)
        .into_tuple::<(
            i64,
            String,
            DateTime<Utc>,
            Option<DateTime<Utc>>,
            Option<DateTime<Utc>>,
            i64,
        )>()
        .one(db)
        .await?;
    Ok(row.map(
        |(id, state, requested_at, ready_at, expires_at, bytes)| DataExport {
            id,
            state,
            requested_at,
            ready_at,
            expires_at,
            bytes,
        },
    ))
}

fn summary(m: member_data_export::Model) -> DataExport {
    DataExport {
        id: m.id,
        state: m.state,
        requested_at: m.requested_at,
        ready_at: m.ready_at,
        expires_at: m.expires_at,
        bytes: m.bytes,
    }
}

/// The download link of a ready archive (`/api/DataExports/{id}?exp&sig`),
/// valid until it expires; none before it is ready or after.
pub fn url(ctx: &AppContext, export: &DataExport) -> Option<String> {
    let exp = export
        .expires_at
        .filter(|_| export.state == READY)?
        .timestamp();
    let sig = ctx.tokens.mac(PURPOSE, &signed(export.id, exp));
    Some(format!(
        "/api/DataExports/{}?exp={exp}&sig={sig}",
        export.id
    ))
}

fn signed(id: i64, exp: i64) -> String {
    format!("{id}.{exp}")
}

/// The archive a download link names, while it is valid: `NOT_FOUND` for
/// a wrong signature, an expired link or an archive that is gone (one
/// answer for all, so a link reveals nothing after its time).
pub async fn open(ctx: &AppContext, id: i64, exp: i64, sig: &str) -> AppResult<String> {
    let gone = || AppError::not_found("this download link is not valid or has expired");
    let now = crate::kernel::clock::now();
    if exp < now.timestamp() || !ctx.tokens.verify_mac(PURPOSE, &signed(id, exp), sig) {
        return Err(gone());
    }
    let row = member_data_export::Entity::find_by_id(id)
        .filter(member_data_export::Column::State.eq(READY))
        .one(&ctx.db)
        .await?
        .ok_or_else(gone)?;
    match (row.expires_at, row.archive) {
        (Some(e), Some(archive)) if e.timestamp() == exp && e > now => Ok(archive),
        _ => Err(gone()),
    }
}

/// Builds the archive of request `id` (the job); a request already built
/// is left as it is.
pub async fn build(ctx: &AppContext, id: i64, run: &Claimed) -> AppResult<()> {
    let Some(row) = member_data_export::Entity::find_by_id(id)
        .one(&ctx.db)
        .await?
    else {
        return Ok(());
    };
    if row.state != PENDING {
        return Ok(());
    }
    let now = crate::kernel::clock::now();
    let archive = archive_of(ctx, row.member_id, now).await?.to_string();
    let txn = crate::kernel::db::begin(ctx).await?;
    member_data_export::Entity::update_many()
        .col_expr(member_data_export::Column::State, Expr::value(READY))
        .col_expr(member_data_export::Column::ReadyAt, Expr::value(now))
        .col_expr(
            member_data_export::Column::ExpiresAt,
            Expr::value(now + Span::hours(KEPT_HOURS)),
        )
        .col_expr(
            member_data_export::Column::Bytes,
            Expr::value(archive.len() as i64),
        )
        .col_expr(member_data_export::Column::Archive, Expr::value(archive))
        .filter(member_data_export::Column::Id.eq(id))
        .filter(member_data_export::Column::State.eq(PENDING))
        .exec(&txn)
        .await?;
    jobs::finish(&txn, run).await?;
    txn.commit().await?;
    Ok(())
}

/// The archive of `member_id` as of `now`: every place of the catalogue,
/// each with what it holds, what a cancellation does to it, and the rows.
pub async fn archive_of(
    ctx: &AppContext,
    member_id: i64,
    now: DateTime<Utc>,
) -> AppResult<serde_json::Value> {
    let mut sections = Vec::with_capacity(personal_data::CATALOGUE.len() + 1);
    for h in std::iter::once(&personal_data::MEMBER).chain(personal_data::CATALOGUE) {
        let rows = rows_of(&ctx.db, h, member_id).await?;
        sections.push(json!({
            "table": h.table,
            "column": personal_data::column(h),
            "holds": h.holds,
            "onCancel": on_cancel(h),
            "rows": rows,
        }));
    }
    Ok(json!({
        "format": FORMAT,
        "memberId": member_id,
        "generatedAt": now,
        "sections": sections,
    }))
}

fn on_cancel(h: &Held) -> String {
    use personal_data::OnCancel;
    match h.on_cancel {
        OnCancel::Delete | OnCancel::Files => "deleted".to_owned(),
        OnCancel::Blank(_) => "emptied".to_owned(),
        OnCancel::Keep(why) => format!("kept: {why}"),
    }
}

/// The select of `member_id`'s rows of a place, without its secrets.
async fn rows_of<C: ConnectionTrait>(
    db: &C,
    h: &Held,
    member_id: i64,
) -> AppResult<Vec<JsonValue>> {
    let mut q = Query::select();
    q.expr(Expr::cust("*")).from(Alias::new(h.table));
    q.and_where(personal_data::member_rows(h.rows, member_id));
    let stmt = db.get_database_backend().build(&q);
    let mut rows = JsonValue::find_by_statement(stmt).all(db).await?;
    for r in &mut rows {
        if let Some(o) = r.as_object_mut() {
            for s in h.secret {
                o.remove(*s);
            }
        }
    }
    Ok(rows)
}

/// Empties the archives whose 24 hours ran out as of `now`; answers
/// how many.
pub async fn sweep_now(ctx: &AppContext, now: DateTime<Utc>) -> AppResult<u64> {
    let r = member_data_export::Entity::update_many()
        .col_expr(member_data_export::Column::State, Expr::value(EXPIRED))
        .col_expr(
            member_data_export::Column::Archive,
            Expr::value(Option::<String>::None),
        )
        .col_expr(member_data_export::Column::Bytes, Expr::value(0i64))
        .filter(member_data_export::Column::State.eq(READY))
        .filter(member_data_export::Column::ExpiresAt.lte(now))
        .exec(&ctx.db)
        .await?;
    Ok(r.rows_affected)
}
