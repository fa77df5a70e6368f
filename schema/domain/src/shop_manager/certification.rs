//! Becoming a shop manager: the certification request in the record
//! workflow (kind `shop_application`), its review by staff, and the
//! `shop_manager` row approval writes (design notes in `mod.rs`).

use chrono::NaiveDate;
use sea_orm::sea_query::{Expr, OnConflict, SimpleExpr};
use sea_orm::{
    ActiveModelTrait, ActiveValue::Set, ColumnTrait, ConnectionTrait, EntityTrait, PaginatorTrait,
    QueryFilter, QueryOrder,
};

use crate::kernel::enums::WorkflowState;
use crate::kernel::error::ErrorCode;
use crate::kernel::paging::{newest_by_id, Window};
use crate::kernel::workflow::{self, Actor};
use crate::kernel::{validate, AppContext, AppError, AppResult, Permission, Viewer};
use crate::message::MessageType;
use crate::review::steps::{APPROVE, CANCEL, REJECT};
use crate::review::{self, Notice, Review};
use entities::{member, shop_application, shop_manager};

/// Shop certification: staff with the members permission review it (it
/// holds the owner's name and licence); the applicant may edit it until
/// staff decide; staff may delete a closed one after a year.
pub const KIND: workflow::Kind = workflow::Kind {
    name: "shop_application",
    permission: Permission::Members,
    policy: workflow::Policy {
        editable_while_processing: true,
        retention_days: 365,
    },
};

const COLUMNS: workflow::Columns<shop_application::Entity> = workflow::Columns {
    id: shop_application::Column::Id,
    owner: shop_application::Column::MemberId,
    state: shop_application::Column::State,
    outcome: shop_application::Column::Outcome,
    updated_at: shop_application::Column::UpdatedAt,
};

/// How many shop certifications wait for staff (the console's overview).
pub async fn open_count(ctx: &AppContext) -> AppResult<i64> {
    workflow::open_count(&ctx.db, &COLUMNS).await
}

/// The applicant rewrites it while staff have not decided (state kept).
const EDIT: workflow::Step = workflow::Step {
    name: "edit",
    by: Actor::Owner,
    from: &[WorkflowState::Processing],
    to: WorkflowState::Processing,
    outcome: None,
};

const MAX_SHOP_NAME: usize = 40;
const MAX_ADDRESS: usize = 200;
const MAX_OWNER: usize = 20;
const MAX_LICENCE_NO: usize = 40;
const MAX_REASON: usize = 200;

/// What a member tells about their shop.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ShopInput {
    pub shop_name: String,
    pub address: String,
    pub owner_name: String,
    /// Uploaded file id of the shop-front photo (the caller's own upload).
    pub front_photo: String,
    /// Uploaded file id of the licence photo (the caller's own upload).
    pub licence_photo: String,
    pub licence_no: String,
    /// The licence's last valid day; not before today (Asia/Shanghai).
    pub licence_valid_until: NaiveDate,
}

/// `input` checked and trimmed: names shown to others, a licence still
/// valid, and photos the caller uploaded.
async fn checked(ctx: &AppContext, viewer: &Viewer, input: &ShopInput) -> AppResult<ShopInput> {
    let address = validate::max_chars("address", &input.address, MAX_ADDRESS)?;
    if address.is_empty() {
        return Err(AppError::invalid("address", "is required"));
    }
    let licence_no = validate::display_name("licenceNo", &input.licence_no, MAX_LICENCE_NO)?;
    let today = crate::kernel::clock::shanghai_day(crate::kernel::clock::now());
    if input.licence_valid_until < today {
        return Err(AppError::invalid(
            "licenceValidUntil",
            "the licence has expired",
        ));
    }
    let front_photo = input.front_photo.trim().to_owned();
    let licence_photo = input.licence_photo.trim().to_owned();
    for (field, fid) in [
        ("frontPhoto", &front_photo),
        ("licencePhoto", &licence_photo),
    ] {
        let mine = "must be the id of an image you uploaded";
        if fid.is_empty() {
            return Err(AppError::invalid(field, mine));
        }
        // Private: the licence and the shop front are for the review
        // (owner and staff, by signed URL).
        crate::file::attach(
            &ctx.db,
            &[fid.as_str()],
            Some(viewer.member_id),
            crate::file::Reach::Private,
            crate::file::Holder::Account,
            field,
            mine,
        )
        .await?;
    }
    Ok(ShopInput {
        shop_name: validate::display_name("shopName", &input.shop_name, MAX_SHOP_NAME)?,
        address,
        owner_name: validate::display_name("ownerName", &input.owner_name, MAX_OWNER)?,
        front_photo,
        licence_photo,
        licence_no,
        licence_valid_until: input.licence_valid_until,
    })
}

/// The caller applies to be certified (or, as a shop manager, to renew the
/// shop's details). `NOT_ELIGIBLE` while they have an open application or
/// without a verified phone.
pub async fn apply(
    ctx: &AppContext,
    viewer: &Viewer,
    input: &ShopInput,
) -> AppResult<shop_application::Model> {
    let input = checked(ctx, viewer, input).await?;
    let txn = crate::kernel::db::begin(ctx).await?;
    crate::kernel::db::lock_member(&txn, viewer.member_id).await?;
    let me = member::Entity::find_by_id(viewer.member_id)
        .one(&txn)
        .await?
        .ok_or_else(|| AppError::unauthenticated("sign in first"))?;
    if me.phone.as_deref().unwrap_or("").is_empty() {
        return Err(AppError::new(
            ErrorCode::NotEligible,
            "bind a verified phone first",
        ));
    }
    let open = shop_application::Entity::find()
        .filter(shop_application::Column::OpenMemberId.eq(viewer.member_id))
        .count(&txn)
        .await?;
    if open > 0 {
        return Err(already_open());
    }
    let now = crate::kernel::clock::now();
    let saved = shop_application::ActiveModel {
        member_id: Set(viewer.member_id),
        shop_name: Set(input.shop_name),
        address: Set(input.address),
        owner_name: Set(input.owner_name),
        front_photo: Set(input.front_photo),
        licence_photo: Set(input.licence_photo),
        licence_no: Set(input.licence_no),
        licence_valid_until: Set(input.licence_valid_until),
        state: Set(workflow::stored(WorkflowState::Processing)),
        outcome: Set(None),
        reason: Set(String::new()),
        reviewed_by: Set(None),
        open_member_id: Set(Some(viewer.member_id)),
        created_at: Set(now),
        updated_at: Set(now),
        ..Default::default()
    }
    .insert(&txn)
    .await;
    let saved = match saved {
        Ok(s) => s,
        // The unique open application (a request that did not lock first).
        Err(e) if crate::kernel::db::is_unique_violation(&e) => return Err(already_open()),
        Err(e) => return Err(e.into()),
    };
    txn.commit().await?;
    Ok(saved)
}

fn already_open() -> AppError {
    AppError::new(
        ErrorCode::NotEligible,
        "your shop application is being reviewed",
    )
}

/// The applicant rewrites their application before staff decide
/// (`flags.editable`); `CONFLICT` once decided.
pub async fn update(
    ctx: &AppContext,
    viewer: &Viewer,
    id: i64,
    input: &ShopInput,
) -> AppResult<shop_application::Model> {
    let input = checked(ctx, viewer, input).await?;
    use shop_application::Column as C;
    let extra: Vec<(C, SimpleExpr)> = vec![
        (C::ShopName, Expr::value(input.shop_name)),
        (C::Address, Expr::value(input.address)),
        (C::OwnerName, Expr::value(input.owner_name)),
        (C::FrontPhoto, Expr::value(input.front_photo)),
        (C::LicencePhoto, Expr::value(input.licence_photo)),
        (C::LicenceNo, Expr::value(input.licence_no)),
        (C::LicenceValidUntil, Expr::value(input.licence_valid_until)),
    ];
    let txn = crate::kernel::db::begin(ctx).await?;
    workflow::step(&txn, &KIND, &COLUMNS, viewer, id, &EDIT, extra).await?;
    let saved = reload(&txn, id).await?;
    txn.commit().await?;
    Ok(saved)
}

/// The applicant withdraws an open application; they may apply again.
pub async fn cancel(
    ctx: &AppContext,
    viewer: &Viewer,
    id: i64,
) -> AppResult<shop_application::Model> {
    let txn = crate::kernel::db::begin(ctx).await?;
    workflow::step(&txn, &KIND, &COLUMNS, viewer, id, &CANCEL, closing()).await?;
    let saved = reload(&txn, id).await?;
    txn.commit().await?;
    Ok(saved)
}

/// Deletes an application where `flags.deletable` allows it (staff: a
/// closed one past the retention period).
pub async fn delete(ctx: &AppContext, viewer: &Viewer, id: i64) -> AppResult<()> {
    let txn = crate::kernel::db::begin(ctx).await?;
    workflow::delete(&txn, &KIND, &COLUMNS, viewer, id).await?;
    txn.commit().await?;
    Ok(())
}

/// The column every closing step sets: the open marker cleared, so the
/// member may apply again (staff steps record the reviewer: `REVIEW`).
fn closing() -> Vec<(shop_application::Column, SimpleExpr)> {
    vec![(
        shop_application::Column::OpenMemberId,
        Expr::value(Option::<i64>::None),
    )]
}

async fn reload<C: ConnectionTrait>(db: &C, id: i64) -> AppResult<shop_application::Model> {
    shop_application::Entity::find_by_id(id)
        .one(db)
        .await?
        .ok_or_else(|| AppError::not_found("no such shop_application"))
}

/// How staff review an application (`review`): closing clears the open
/// marker, so the member may apply again.
const REVIEW: Review<shop_application::Entity> = Review {
    kind: &KIND,
    columns: &COLUMNS,
    rejection: Some((&REJECT, shop_application::Column::Reason)),
    reviewed_by: Some(shop_application::Column::ReviewedBy),
    max_reason: MAX_REASON,
    payload_key: "shopApplicationId",
    message_type: MessageType::SystemNotice,
};

/// Staff approve: the member becomes (or stays, with the new details) a
/// shop manager, in the step's transaction, and is told.
pub async fn approve(
    ctx: &AppContext,
    viewer: &Viewer,
    id: i64,
) -> AppResult<shop_application::Model> {
    let d = review::open(ctx, viewer, &REVIEW, id, &APPROVE, closing()).await?;
    let a = d.record().await?;
    let now = crate::kernel::clock::now();
    use shop_manager::Column as S;
    shop_manager::Entity::insert(shop_manager::ActiveModel {
        member_id: Set(d.owner()),
        application_id: Set(a.id),
        shop_name: Set(a.shop_name.clone()),
        address: Set(a.address.clone()),
        owner_name: Set(a.owner_name.clone()),
        front_photo: Set(a.front_photo.clone()),
        licence_photo: Set(a.licence_photo.clone()),
        licence_no: Set(a.licence_no.clone()),
        licence_valid_until: Set(a.licence_valid_until),
        family_count: Set(0),
        certified_at: Set(now),
        updated_at: Set(now),
    })
    .on_conflict(
        // A renewal: the shop takes the new details, its family stays.
        OnConflict::column(S::MemberId)
            .update_columns([
                S::ApplicationId,
                S::ShopName,
                S::Address,
                S::OwnerName,
                S::FrontPhoto,
                S::LicencePhoto,
                S::LicenceNo,
                S::LicenceValidUntil,
                S::CertifiedAt,
                S::UpdatedAt,
            ])
            .to_owned(),
    )
    .exec_without_returning(d.work())
    .await?;
    let notice = Notice::new(
        "店主认证已通过",
        format!(
            "恭喜！「{}」已通过店主认证，可以使用店主工具了。",
            a.shop_name
        ),
    );
    d.close(viewer, notice).await
}

/// Staff reject with a reason (1–200 characters); the member is told and
/// may apply again.
pub async fn reject(
    ctx: &AppContext,
    viewer: &Viewer,
    id: i64,
    reason: &str,
) -> AppResult<shop_application::Model> {
    review::reject(ctx, viewer, &REVIEW, id, reason, closing(), |r| {
        Notice::new("店主认证未通过", format!("原因：{r}。修改后可以重新申请。"))
    })
    .await
}

/// The flags `viewer` sees on an application.
pub fn flags(viewer: &Viewer, a: &shop_application::Model) -> AppResult<workflow::Flags> {
    Ok(workflow::flags(
        &KIND,
        viewer,
        a.member_id,
        workflow::state_of(a.state)?,
        a.reviewed_by.is_some(),
        a.updated_at,
    ))
}

/// The caller's newest application (open, or how the last one ended).
pub async fn latest(
    ctx: &AppContext,
    viewer: &Viewer,
) -> AppResult<Option<shop_application::Model>> {
    Ok(shop_application::Entity::find()
        .filter(shop_application::Column::MemberId.eq(viewer.member_id))
        .order_by_desc(shop_application::Column::Id)
        .one(&ctx.db)
        .await?)
}

/// The caller's applications, newest first.
pub async fn mine(
    ctx: &AppContext,
    viewer: &Viewer,
    window: &Window<i64>,
) -> AppResult<(Vec<shop_application::Model>, bool)> {
    let q = shop_application::Entity::find()
        .filter(shop_application::Column::MemberId.eq(viewer.member_id));
    newest_by_id(&ctx.db, q, shop_application::Column::Id, window).await
}

/// One application as `viewer` may see it: their own, or any for staff
/// with the members permission; `None` otherwise (ids are not probed).
pub async fn find(
    ctx: &AppContext,
    viewer: &Viewer,
    id: i64,
) -> AppResult<Option<shop_application::Model>> {
    let staff = viewer.is_staff_with(KIND.permission);
    let found = shop_application::Entity::find_by_id(id)
        .one(&ctx.db)
        .await?
        .filter(|a| staff || a.member_id == viewer.member_id);
    if let Some(a) = found.as_ref().filter(|a| a.member_id != viewer.member_id) {
        crate::kernel::audit::record(
            &ctx.db,
            Some(viewer.member_id),
            "shop_application.read",
            &format!("shop_application:{}", a.id),
            serde_json::json!({}),
        )
        .await?;
    }
    Ok(found)
}

/// Applications for staff, newest first, optionally in one state.
pub async fn for_review(
    ctx: &AppContext,
    viewer: &Viewer,
    state: Option<WorkflowState>,
    window: &Window<i64>,
) -> AppResult<(Vec<shop_application::Model>, bool)> {
    viewer.require(KIND.permission)?;
    let mut q = shop_application::Entity::find();
    if let Some(s) = state {
        q = q.filter(shop_application::Column::State.eq(workflow::stored(s)));
    }
    let (rows, more) = newest_by_id(&ctx.db, q, shop_application::Column::Id, window).await?;
    // The owner's name and licence are personal data: staff reads leave a
    // row each (one insert).
    let read: Vec<String> = rows
        .iter()
        .filter(|a| a.member_id != viewer.member_id)
        .map(|a| format!("shop_application:{}", a.id))
        .collect();
    crate::kernel::audit::record_many(
        &ctx.db,
        Some(viewer.member_id),
        "shop_application.read",
        &read,
        serde_json::json!({}),
    )
    .await?;
    Ok((rows, more))
}
