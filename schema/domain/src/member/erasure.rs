//! A cancelled account's personal data, erased by a job (issue 52, PIPL
//! art. 47). The cancellation itself (`auth::service::cancel`) closes the
//! account at once in its transaction — the member row's personal fields
//! blanked, every session signed out, partners' grants and the uploads'
//! job asked — and asks for this job there, so it exists exactly when the
//! cancellation committed. The job then deletes or empties every place of
//! [`super::personal_data`] marked so, in one transaction with the job's
//! finish (exactly once; a run that lost its claim rolls back). What is
//! kept and why is in the same list (ledgers, earnings, moderation and
//! security records, edges that name only the erased account's number).

use sea_orm::sea_query::{Alias, Query};
use sea_orm::ConnectionTrait;
use serde::{Deserialize, Serialize};

use super::personal_data::{member_rows, Blank, OnCancel, CATALOGUE};
use crate::kernel::jobs::{self, Claimed, Registry};
use crate::kernel::{AppContext, AppResult};

/// The job's kind.
pub const JOB: &str = "member.erase";

#[derive(Serialize, Deserialize)]
struct Erase {
    member_id: i64,
}

impl jobs::Job for Erase {
    const KIND: &'static str = JOB;
}

/// Adds the job's handler.
pub fn register(registry: &mut Registry) {
    registry.job(|ctx, job: Erase, run: Claimed| async move {
        erase(&ctx, job.member_id, Some(&run)).await
    });
}

/// Asks, in the cancellation's transaction `db`, for `member_id`'s data to
/// be erased.
pub async fn ask<C: ConnectionTrait>(db: &C, member_id: i64) -> AppResult<()> {
    jobs::ask(
        db,
        &Erase { member_id },
        crate::kernel::clock::now(),
        Some(&format!("{JOB}:{member_id}")),
    )
    .await
}

/// Deletes and empties `member_id`'s rows as the catalogue says, in one
/// transaction (finishing `run` in it when given). Running it twice
/// changes nothing more.
pub async fn erase(ctx: &AppContext, member_id: i64, run: Option<&Claimed>) -> AppResult<()> {
    let txn = crate::kernel::db::begin(ctx).await?;
    let backend = txn.get_database_backend();
    for h in CATALOGUE {
        let stmt = match h.on_cancel {
            OnCancel::Delete => backend.build(
                Query::delete()
                    .from_table(Alias::new(h.table))
                    .and_where(member_rows(h.rows, member_id)),
            ),
            OnCancel::Blank(columns) => {
                let mut q = Query::update();
                q.table(Alias::new(h.table));
                for c in columns {
                    match c {
                        Blank::Text(c) => q.value(Alias::new(*c), ""),
                        Blank::List(c) => q.value(Alias::new(*c), serde_json::json!([])),
                    };
                }
                backend.build(q.and_where(member_rows(h.rows, member_id)))
            }
            OnCancel::Files | OnCancel::Keep(_) => continue,
        };
        txn.execute(stmt).await?;
    }
    if let Some(run) = run {
        jobs::finish(&txn, run).await?;
    }
    txn.commit().await?;
    Ok(())
}
