//! The shop's family (its customers): the phone lookup, adding by phone,
//! by member id or through the shop's invite code, the list, notes and
//! removal; staff reads (design notes in `mod.rs`).

use std::time::Duration;

use sea_orm::sea_query::{Expr, OnConflict};
use sea_orm::{
    ActiveValue::Set, ColumnTrait, ConnectionTrait, DatabaseTransaction, EntityTrait, QueryFilter,
};

use super::view::{Candidate, FamilyMemberView};
use crate::kernel::paging::{newest_by_id, Window};
use crate::kernel::viewer::is_active;
use crate::kernel::{validate, AppContext, AppError, AppResult, Permission, Viewer};
use crate::member::privacy::mask_phone;
use crate::member::Card;
use entities::{family_member, member, shop_manager};

/// Phone lookups (and adds by phone) a manager may make a day [choice]:
/// enough for a shop's counter, too few to walk the phone numbers.
pub const LOOKUPS_PER_DAY: i64 = 100;

/// At most this many customers a manager adds themselves [choice];
/// registrations through the shop's invite are never refused.
pub const MAX_FAMILY: i64 = 5000;

const MAX_NOTE: usize = 200;

/// Whom the manager adds.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Target {
    /// By their phone (the manager then sees it in full).
    Phone(String),
    /// By their member id (the phone stays masked).
    Member(i64),
}

fn no_such_member() -> AppError {
    AppError::not_found("no member has this phone")
}

/// An active member with this phone. Unregistered, disabled and cancelled
/// numbers are all the same `NOT_FOUND`; each try counts toward the
/// manager's daily lookups.
async fn by_phone(ctx: &AppContext, viewer: &Viewer, phone: &str) -> AppResult<member::Model> {
    let phone = phone.trim();
    validate::mobile("phone", phone)?;
    crate::kernel::kv::hit_member_limit(
        ctx.kv.as_ref(),
        &format!("shop_manager:lookup:{}", viewer.member_id),
        LOOKUPS_PER_DAY,
        Duration::from_secs(86_400),
    )
    .await?;
    member::Entity::find()
        .filter(member::Column::Phone.eq(phone))
        .one(&ctx.db)
        .await?
        .filter(is_active)
        .ok_or_else(no_such_member)
}

/// The shop manager looks a phone up before adding its member: their
/// masked phone and public card, or `NOT_FOUND`.
pub async fn lookup(ctx: &AppContext, viewer: &Viewer, phone: &str) -> AppResult<Candidate> {
    super::require_shop(&ctx.db, viewer.member_id).await?;
    let m = by_phone(ctx, viewer, phone).await?;
    let in_family = family_member::Entity::find()
        .filter(family_member::Column::ShopManagerId.eq(viewer.member_id))
        .filter(family_member::Column::MemberId.eq(m.id))
        .one(&ctx.db)
        .await?
        .is_some();
    Ok(Candidate {
        masked_phone: mask_phone(m.phone.as_deref().unwrap_or_default()),
        card: Card::new(&m, false, false)?,
        in_family,
    })
}

/// Inserts `member_id` into `shop`'s family unless there already, moving
/// the family count with the row; the row either way. Parallel inserts of
/// one member make one row (the unique pair).
async fn insert_once<C: ConnectionTrait>(
    db: &C,
    shop: i64,
    member_id: i64,
    added_by_manager: bool,
) -> AppResult<(family_member::Model, bool)> {
    let now = crate::kernel::clock::now();
    let inserted = family_member::Entity::insert(family_member::ActiveModel {
        shop_manager_id: Set(shop),
        member_id: Set(member_id),
        added_by_manager: Set(added_by_manager),
        note: Set(String::new()),
        created_at: Set(now),
        updated_at: Set(now),
        ..Default::default()
    })
    .on_conflict(
        OnConflict::columns([
            family_member::Column::ShopManagerId,
            family_member::Column::MemberId,
        ])
        .do_nothing()
        .to_owned(),
    )
    .exec_without_returning(db)
    .await?;
    if inserted > 0 {
        shop_manager::Entity::update_many()
            .col_expr(
                shop_manager::Column::FamilyCount,
                Expr::col(shop_manager::Column::FamilyCount).add(1),
            )
            .filter(shop_manager::Column::MemberId.eq(shop))
            .exec(db)
            .await?;
    }
    let row = family_member::Entity::find()
        .filter(family_member::Column::ShopManagerId.eq(shop))
        .filter(family_member::Column::MemberId.eq(member_id))
        .one(db)
        .await?
        .ok_or_else(|| AppError::conflict("this family member was just removed; retry"))?;
    Ok((row, inserted > 0))
}

/// The shop manager adds a person to the family, by phone or member id.
/// Adding someone already there answers their row (by phone, the phone is
/// then shown in full: the manager typed it). `NOT_FOUND` for no active
/// member; `CONFLICT` past [`MAX_FAMILY`].
pub async fn add(
    ctx: &AppContext,
    viewer: &Viewer,
    target: &Target,
) -> AppResult<FamilyMemberView> {
    let shop = super::require_shop(&ctx.db, viewer.member_id).await?;
    let (m, by_phone_number) = match target {
        Target::Phone(p) => (by_phone(ctx, viewer, p).await?, true),
        Target::Member(id) => (
            member::Entity::find_by_id(*id)
                .one(&ctx.db)
                .await?
                .filter(is_active)
                .ok_or_else(|| AppError::not_found("no such member"))?,
            false,
        ),
    };
    if m.id == viewer.member_id {
        return Err(AppError::invalid(
            match target {
                Target::Phone(_) => "phone",
                Target::Member(_) => "memberId",
            },
            "you can't add yourself",
        ));
    }
    let txn = crate::kernel::db::begin(ctx).await?;
    // Parallel adds by this manager queue here, so the cap holds exactly.
    crate::kernel::db::lock_member(&txn, viewer.member_id).await?;
    let existing = family_member::Entity::find()
        .filter(family_member::Column::ShopManagerId.eq(shop.member_id))
        .filter(family_member::Column::MemberId.eq(m.id))
        .one(&txn)
        .await?;
    let row = match existing {
        Some(row) if by_phone_number && !row.added_by_manager => {
            family_member::Entity::update_many()
                .col_expr(family_member::Column::AddedByManager, Expr::value(true))
                .filter(family_member::Column::Id.eq(row.id))
                .exec(&txn)
                .await?;
            family_member::Model {
                added_by_manager: true,
                ..row
            }
        }
        Some(row) => row,
        None => {
            let count = shop_manager::Entity::find_by_id(shop.member_id)
                .one(&txn)
                .await?
                .map(|s| s.family_count)
                .unwrap_or_default();
            if count >= MAX_FAMILY {
                return Err(AppError::conflict(format!(
                    "a family holds at most {MAX_FAMILY} people you add"
                )));
            }
            insert_once(&txn, shop.member_id, m.id, by_phone_number)
                .await?
                .0
        }
    };
    txn.commit().await?;
    FamilyMemberView::new(row, m, viewer)
}

/// In the registration's transaction (`auth`): a member who registered
/// with a shop manager's invite code of [`super::SHOP_CHANNEL`] joins the
/// shop's family. Nothing for another channel or an inviter who is not a
/// shop manager.
pub async fn join_by_invite(
    txn: &DatabaseTransaction,
    inviter_id: i64,
    channel: Option<&str>,
    member_id: i64,
) -> AppResult<()> {
    if channel != Some(super::SHOP_CHANNEL) || inviter_id == member_id {
        return Ok(());
    }
    if shop_manager::Entity::find_by_id(inviter_id)
        .one(txn)
        .await?
        .is_none()
    {
        return Ok(());
    }
    insert_once(txn, inviter_id, member_id, false).await?;
    Ok(())
}

/// The views of `rows` for `viewer`: their members read in one statement.
async fn views<C: ConnectionTrait>(
    db: &C,
    viewer: &Viewer,
    rows: Vec<family_member::Model>,
) -> AppResult<Vec<FamilyMemberView>> {
    let ids: Vec<i64> = rows.iter().map(|r| r.member_id).collect();
    let members = if ids.is_empty() {
        vec![]
    } else {
        member::Entity::find()
            .filter(member::Column::Id.is_in(ids))
            .all(db)
            .await?
    };
    rows.into_iter()
        .filter_map(|r| {
            let m = members.iter().find(|m| m.id == r.member_id)?.clone();
            Some(FamilyMemberView::new(r, m, viewer))
        })
        .collect()
}

/// Staff reads of full phones leave one audit row per member shown.
async fn audit_staff_read(
    ctx: &AppContext,
    viewer: &Viewer,
    shown: &[FamilyMemberView],
) -> AppResult<()> {
    if !viewer.is_staff_with(Permission::Members) {
        return Ok(());
    }
    let targets: Vec<String> = shown
        .iter()
        .filter(|v| v.phone.is_some() && v.member_id != viewer.member_id)
        .filter(|v| v.shop_manager_id != viewer.member_id || !v.added_by_manager)
        .map(|v| format!("member:{}", v.member_id))
        .collect();
    crate::kernel::audit::record_many(
        &ctx.db,
        Some(viewer.member_id),
        "member.read_personal_data",
        &targets,
        serde_json::json!({ "via": "shop_family" }),
    )
    .await
}

/// The caller's family, newest first (keyset pages: two statements).
pub async fn list(
    ctx: &AppContext,
    viewer: &Viewer,
    window: &Window<i64>,
) -> AppResult<(Vec<FamilyMemberView>, bool)> {
    super::require_shop(&ctx.db, viewer.member_id).await?;
    let q = family_member::Entity::find()
        .filter(family_member::Column::ShopManagerId.eq(viewer.member_id));
    let (rows, more) = newest_by_id(&ctx.db, q, family_member::Column::Id, window).await?;
    Ok((views(&ctx.db, viewer, rows).await?, more))
}

/// Staff with the members permission: a shop's family with full phones,
/// each read audit-logged.
pub async fn staff_list(
    ctx: &AppContext,
    viewer: &Viewer,
    shop_manager_id: i64,
    window: &Window<i64>,
) -> AppResult<(Vec<FamilyMemberView>, bool)> {
    viewer.require(Permission::Members)?;
    let q = family_member::Entity::find()
        .filter(family_member::Column::ShopManagerId.eq(shop_manager_id));
    let (rows, more) = newest_by_id(&ctx.db, q, family_member::Column::Id, window).await?;
    let shown = views(&ctx.db, viewer, rows).await?;
    audit_staff_read(ctx, viewer, &shown).await?;
    Ok((shown, more))
}

/// The family row `id` when `viewer` may see it: in their own family, or
/// any for staff with the members permission. Another shop's row is
/// `NOT_FOUND`, as for none.
async fn visible_row(
    ctx: &AppContext,
    viewer: &Viewer,
    id: i64,
) -> AppResult<family_member::Model> {
    family_member::Entity::find_by_id(id)
        .one(&ctx.db)
        .await?
        .filter(|r| {
            r.shop_manager_id == viewer.member_id || viewer.is_staff_with(Permission::Members)
        })
        .ok_or_else(|| AppError::not_found("no such family member"))
}

/// One family member as `viewer` may see them (`NOT_FOUND` when not theirs).
pub async fn get(ctx: &AppContext, viewer: &Viewer, id: i64) -> AppResult<FamilyMemberView> {
    let row = visible_row(ctx, viewer, id).await?;
    let shown = views(&ctx.db, viewer, vec![row])
        .await?
        .into_iter()
        .next()
        .ok_or_else(|| AppError::not_found("no such family member"))?;
    audit_staff_read(ctx, viewer, std::slice::from_ref(&shown)).await?;
    Ok(shown)
}

/// The manager's note on a family member (0–200 characters).
pub async fn update_note(
    ctx: &AppContext,
    viewer: &Viewer,
    id: i64,
    note: &str,
) -> AppResult<FamilyMemberView> {
    let note = validate::max_chars("note", note, MAX_NOTE)?;
    let changed = family_member::Entity::update_many()
        .col_expr(family_member::Column::Note, Expr::value(note))
        .col_expr(
            family_member::Column::UpdatedAt,
            Expr::value(crate::kernel::clock::now()),
        )
        .filter(family_member::Column::Id.eq(id))
        .filter(family_member::Column::ShopManagerId.eq(viewer.member_id))
        .exec(&ctx.db)
        .await?;
    if changed.rows_affected == 0 {
        return Err(AppError::not_found("no such family member"));
    }
    get(ctx, viewer, id).await
}

/// The manager removes a person from the family (their memos go too).
pub async fn remove(ctx: &AppContext, viewer: &Viewer, id: i64) -> AppResult<()> {
    let txn = crate::kernel::db::begin(ctx).await?;
    let gone = family_member::Entity::delete_many()
        .filter(family_member::Column::Id.eq(id))
        .filter(family_member::Column::ShopManagerId.eq(viewer.member_id))
        .exec(&txn)
        .await?;
    if gone.rows_affected == 0 {
        return Err(AppError::not_found("no such family member"));
    }
    shop_manager::Entity::update_many()
        .col_expr(
            shop_manager::Column::FamilyCount,
            Expr::col(shop_manager::Column::FamilyCount).sub(1),
        )
        .filter(shop_manager::Column::MemberId.eq(viewer.member_id))
        .filter(shop_manager::Column::FamilyCount.gt(0))
        .exec(&txn)
        .await?;
    txn.commit().await?;
    Ok(())
}
