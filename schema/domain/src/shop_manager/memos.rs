//! Memo record and result: a shop manager's memos about their family
//! members (what to do or what was said, and how it turned out). Only the
//! shop's manager sees them; another shop's memo is `NOT_FOUND`.

use sea_orm::sea_query::Expr;
use sea_orm::{
    ActiveModelTrait, ActiveValue::Set, ColumnTrait, EntityTrait, PaginatorTrait, QueryFilter,
};

use crate::kernel::paging::{newest_by_id, Window};
use crate::kernel::{validate, AppContext, AppError, AppResult, Viewer};
use entities::{family_member, family_memo};

/// Memos a shop keeps at most [choice].
pub const MAX_MEMOS: u64 = 10_000;

const MAX_TEXT: usize = 500;

fn no_such_memo() -> AppError {
    AppError::not_found("no such memo")
}

fn content(field: &str, text: &str) -> AppResult<String> {
    let text = validate::max_chars(field, text, MAX_TEXT)?;
    if text.is_empty() {
        return Err(AppError::invalid(field, "is required"));
    }
    Ok(text)
}

/// The manager writes a memo about family member `family_member_id`
/// (1–500 characters) with its result so far (0–500).
pub async fn create(
    ctx: &AppContext,
    viewer: &Viewer,
    family_member_id: i64,
    text: &str,
    result: &str,
) -> AppResult<family_memo::Model> {
    let text = content("content", text)?;
    let result = validate::max_chars("result", result, MAX_TEXT)?;
    super::require_shop(&ctx.db, viewer.member_id).await?;
    let txn = crate::kernel::db::begin(ctx).await?;
    crate::kernel::db::lock_member(&txn, viewer.member_id).await?;
    family_member::Entity::find_by_id(family_member_id)
        .filter(family_member::Column::ShopManagerId.eq(viewer.member_id))
        .one(&txn)
        .await?
        .ok_or_else(|| AppError::not_found("no such family member").at_field("familyMemberId"))?;
    let held = family_memo::Entity::find()
        .filter(family_memo::Column::ShopManagerId.eq(viewer.member_id))
        .count(&txn)
        .await?;
    if held >= MAX_MEMOS {
        return Err(AppError::conflict(format!(
            "at most {MAX_MEMOS} memos; delete some first"
        )));
    }
    let now = crate::kernel::clock::now();
    let saved = family_memo::ActiveModel {
        shop_manager_id: Set(viewer.member_id),
        family_member_id: Set(family_member_id),
        content: Set(text),
        result: Set(result),
        created_at: Set(now),
        updated_at: Set(now),
        ..Default::default()
    }
    .insert(&txn)
    .await?;
    txn.commit().await?;
    Ok(saved)
}

/// The manager rewrites a memo or records its result (`None` keeps one).
pub async fn update(
    ctx: &AppContext,
    viewer: &Viewer,
    id: i64,
    text: Option<&str>,
    result: Option<&str>,
) -> AppResult<family_memo::Model> {
    let mut q = family_memo::Entity::update_many()
        .col_expr(
            family_memo::Column::UpdatedAt,
            Expr::value(crate::kernel::clock::now()),
        )
        .filter(family_memo::Column::Id.eq(id))
        .filter(family_memo::Column::ShopManagerId.eq(viewer.member_id));
    if let Some(t) = text {
        q = q.col_expr(
            family_memo::Column::Content,
            Expr::value(content("content", t)?),
        );
    }
    if let Some(r) = result {
        q = q.col_expr(
            family_memo::Column::Result,
            Expr::value(validate::max_chars("result", r, MAX_TEXT)?),
        );
    }
    if q.exec(&ctx.db).await?.rows_affected == 0 {
        return Err(no_such_memo());
    }
    get(ctx, viewer, id).await?.ok_or_else(no_such_memo)
}

/// The manager deletes a memo.
pub async fn delete(ctx: &AppContext, viewer: &Viewer, id: i64) -> AppResult<()> {
    let gone = family_memo::Entity::delete_many()
        .filter(family_memo::Column::Id.eq(id))
        .filter(family_memo::Column::ShopManagerId.eq(viewer.member_id))
        .exec(&ctx.db)
        .await?;
    if gone.rows_affected == 0 {
        return Err(no_such_memo());
    }
    Ok(())
}

/// One of the caller's memos; `None` for none or another shop's.
pub async fn get(
    ctx: &AppContext,
    viewer: &Viewer,
    id: i64,
) -> AppResult<Option<family_memo::Model>> {
    Ok(family_memo::Entity::find_by_id(id)
        .filter(family_memo::Column::ShopManagerId.eq(viewer.member_id))
        .one(&ctx.db)
        .await?)
}

/// The caller's memos, newest first: all, or one family member's.
pub async fn list(
    ctx: &AppContext,
    viewer: &Viewer,
    family_member_id: Option<i64>,
    window: &Window<i64>,
) -> AppResult<(Vec<family_memo::Model>, bool)> {
    super::require_shop(&ctx.db, viewer.member_id).await?;
    let mut q =
        family_memo::Entity::find().filter(family_memo::Column::ShopManagerId.eq(viewer.member_id));
    if let Some(f) = family_member_id {
        q = q.filter(family_memo::Column::FamilyMemberId.eq(f));
    }
    newest_by_id(&ctx.db, q, family_memo::Column::Id, window).await
}
