//! Attaching uploads: the one step every area that uses an upload takes
//! (avatars, posts, feedback, shop items, shop certification). It checks
//! the ids name uploaded images — the caller's own, when an owner is given
//! — and records that they are attached, and how: what a file is attached
//! to decides who may read it. The `uploaded_file` table is this area's,
//! read and written nowhere else.
//!
//! - **Public** (an avatar, a post's images, a shop item): anyone with the
//!   URL. A private file cannot be attached publicly (a licence photo does
//!   not become a post's image by its id).
//! - **Private** (a licence and shop-front photo a review needs): only its
//!   owner and permitted staff, through short-lived signed URLs
//!   (`signed`). A file already attached publicly cannot become private —
//!   it has been out in public, and hiding it would break the page that
//!   shows it — so the member uploads the photo for the certification.
//!
//! What holds a file decides when it goes ([`Holder`]): a post's pictures
//! are released when the post is deleted (or edited without them) and the
//! sweep deletes them; what several things or an account hold stays until
//! the account goes (`erase`).
//!
//! Marking happens before the area's own write commits; a write that then
//! fails leaves the file marked attached (never swept, a small leak) rather
//! than ever sweeping a file in use.

use sea_orm::sea_query::{Expr, Query, SimpleExpr};
use sea_orm::{ColumnTrait, Condition, ConnectionTrait};

use crate::kernel::error::{AppError, AppResult};
use entities::uploaded_file;

/// Who may read a file once attached.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Reach {
    /// Anyone with its URL (cached by browsers and CDNs for a year).
    Public,
    /// Its owner and permitted staff, by signed URL only.
    Private,
}

/// What holds an attached file, which decides when it is deleted.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Holder<'a> {
    /// One thing, named by a key such as `post:42`, that releases its files
    /// when it goes ([`release`]). A file a second thing attaches as well
    /// becomes [`Holder::Account`]'s: no one release deletes it.
    Only(&'a str),
    /// The member's account: kept until the account is cancelled (an
    /// avatar, a feedback screenshot, a shop item, a certification photo).
    Account,
}

/// `held_by` of a file several things hold.
const SHARED: &str = "shared";

/// Attaches every id of `fids` — uploaded images owned by `owner` when it
/// is given — with `reach`, held by `holder`; refuses with `field` and
/// `message` unless each may be. Repeated ids count once; no ids is fine.
/// One statement.
pub async fn attach<C: ConnectionTrait>(
    db: &C,
    fids: &[&str],
    owner: Option<i64>,
    reach: Reach,
    holder: Holder<'_>,
    field: &str,
    message: &str,
) -> AppResult<()> {
    let mut distinct: Vec<&str> = fids.to_vec();
    distinct.sort_unstable();
    distinct.dedup();
    if distinct.is_empty() {
        return Ok(());
    }
    use uploaded_file::Column as C;
    let mut cond = Condition::all()
        .add(C::Fid.is_in(distinct.iter().copied()))
        .add(C::ContentType.starts_with("image/"));
    if let Some(owner) = owner {
        cond = cond.add(C::OwnerMemberId.eq(owner));
    }
    cond = match reach {
        Reach::Public => cond.add(C::Private.eq(false)),
        Reach::Private => cond.add(
            Condition::any()
                .add(C::Private.eq(true))
                .add(C::AttachedAt.is_null()),
        ),
    };
    let now = crate::kernel::clock::now();
    // Both right-hand sides read the row as it was (SQL's rule), so a
    // file attached for the first time is held by `key` alone.
    let held_by: SimpleExpr = match holder {
        Holder::Only(key) => Expr::case(Expr::col(C::AttachedAt).is_null(), key)
            .case(Expr::col(C::HeldBy).eq(key), key)
            .finally(SHARED)
            .into(),
        Holder::Account => Expr::value(SHARED),
    };
    let mut stmt = Query::update();
    stmt.table(uploaded_file::Entity)
        .value(
            C::AttachedAt,
            Expr::col(C::AttachedAt).if_null(Expr::value(now)),
        )
        .value(C::HeldBy, held_by)
        .cond_where(cond);
    if reach == Reach::Private {
        stmt.value(C::Private, true);
    }
    let changed = db
        .execute(db.get_database_backend().build(&stmt))
        .await?
        .rows_affected();
    if changed as usize != distinct.len() {
        return Err(AppError::invalid(field, message));
    }
    Ok(())
}

/// `key` went (a deleted post) or no longer shows some of its files (an
/// edited post; `keep` are those it still shows): the files it alone held
/// are unattached, and the hourly sweep deletes them once a day old (at
/// once for most: a post is rarely deleted on the day its pictures were
/// uploaded). Returns how many were released. One statement.
pub async fn release<C: ConnectionTrait>(db: &C, key: &str, keep: &[&str]) -> AppResult<u64> {
    use uploaded_file::Column as C;
    let mut cond = Condition::all().add(C::HeldBy.eq(key));
    if !keep.is_empty() {
        cond = cond.add(C::Fid.is_not_in(keep.iter().copied()));
    }
    let mut stmt = Query::update();
    stmt.table(uploaded_file::Entity)
        .value(C::AttachedAt, Option::<chrono::DateTime<chrono::Utc>>::None)
        .value(C::HeldBy, Option::<String>::None)
        .cond_where(cond);
    Ok(db
        .execute(db.get_database_backend().build(&stmt))
        .await?
        .rows_affected())
}
