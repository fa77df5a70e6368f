//! Whether given file ids name uploaded images — the caller's own, when an
//! owner is given. The one check every area that attaches uploads makes
//! (avatars, posts, feedback, shop items, shop certification): the
//! `uploaded_file` table is this area's, read nowhere else.

use sea_orm::{ColumnTrait, ConnectionTrait, EntityTrait, PaginatorTrait, QueryFilter};

use crate::kernel::error::{AppError, AppResult};
use entities::uploaded_file;

/// Refuses unless every id of `fids` names an uploaded image (uploads are
/// images only) owned by `owner` when it is given; `field` and `message`
/// make the error. Repeated ids count once; no ids is fine. One statement.
pub async fn require_uploaded<C: ConnectionTrait>(
    db: &C,
    fids: &[&str],
    owner: Option<i64>,
    field: &str,
    message: &str,
) -> AppResult<()> {
    let mut distinct: Vec<&str> = fids.to_vec();
    distinct.sort_unstable();
    distinct.dedup();
    if distinct.is_empty() {
        return Ok(());
    }
    let mut q = uploaded_file::Entity::find()
        .filter(uploaded_file::Column::Fid.is_in(distinct.iter().copied()))
        .filter(uploaded_file::Column::ContentType.starts_with("image/"));
    if let Some(owner) = owner {
        q = q.filter(uploaded_file::Column::OwnerMemberId.eq(owner));
    }
    if q.count(db).await? as usize != distinct.len() {
        return Err(AppError::invalid(field, message));
    }
    Ok(())
}
