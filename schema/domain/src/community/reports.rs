//! Reports (举报): one per post and member. The third distinct reporter
//! hides the post until staff review it: the post turns `HELD` by a
//! conditional update (from `VISIBLE` only, so one report among parallel
//! ones wins), its counters move back, and a review opens.

use sea_orm::sea_query::{Expr, OnConflict};
use sea_orm::{ActiveValue::Set, ColumnTrait, EntityTrait, QueryFilter};

use super::view::PostState;
use crate::kernel::{validate, AppContext, AppError, AppResult, Viewer};
use entities::{post, post_report};
use rules::community::{MAX_REPORT_CHARS, REPORTS_TO_HOLD};

/// The caller reports a post with a reason (1–200 characters). Reporting
/// twice is one report.
pub async fn report(
    ctx: &AppContext,
    viewer: &Viewer,
    post_id: i64,
    reason: &str,
) -> AppResult<()> {
    let reason = reason.trim();
    if reason.is_empty() {
        return Err(AppError::invalid("reason", "say what is wrong"));
    }
    validate::max_chars("reason", reason, MAX_REPORT_CHARS)?;
    let me = viewer.member_id;
    let txn = crate::kernel::db::begin(ctx).await?;
    let row = super::posts::seen(&txn, Some(me), post_id).await?;
    if row.member_id == me {
        return Err(AppError::invalid(
            "postId",
            "you can't report your own post",
        ));
    }
    let inserted = post_report::Entity::insert(post_report::ActiveModel {
        post_id: Set(post_id),
        member_id: Set(me),
        reason: Set(reason.to_owned()),
        created_at: Set(crate::kernel::clock::now()),
        ..Default::default()
    })
    .on_conflict(
        OnConflict::columns([post_report::Column::PostId, post_report::Column::MemberId])
            .do_nothing()
            .to_owned(),
    )
    .do_nothing()
    .exec_without_returning(&txn)
    .await?;
    if !matches!(inserted, sea_orm::TryInsertResult::Inserted(n) if n > 0) {
        return Ok(());
    }
    post::Entity::update_many()
        .col_expr(
            post::Column::ReportCount,
            Expr::col(post::Column::ReportCount).add(1),
        )
        .filter(post::Column::Id.eq(post_id))
        .exec(&txn)
        .await?;
    let hidden = post::Entity::update_many()
        .col_expr(post::Column::State, Expr::value(PostState::Held.code()))
        .filter(post::Column::Id.eq(post_id))
        .filter(post::Column::State.eq(PostState::Visible.code()))
        .filter(post::Column::ReportCount.gte(REPORTS_TO_HOLD))
        .filter(post::Column::IsSystem.eq(false))
        .exec(&txn)
        .await?;
    if hidden.rows_affected == 1 {
        super::posts::left_view(&txn, &row).await?;
        super::review::open_for_post(&txn, &row, "REPORTS").await?;
    }
    txn.commit().await?;
    Ok(())
}
