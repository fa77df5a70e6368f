//! The rules of member profiles: what a caller may read (personal data only
//! for the member and staff with the members permission, such reads by staff
//! audit-logged) and what a member may change about themselves.

use chrono::Utc;
use sea_orm::{
    ActiveModelTrait, ActiveValue::Set, ColumnTrait, EntityTrait, QueryFilter, QueryOrder,
    TransactionTrait, TryIntoModel,
};

use super::privacy::sees_private;
use super::profile::{load_profile, MemberProfile};
use crate::auth::Viewer;
use crate::context::AppContext;
use crate::error::{AppError, AppResult};
use crate::validate;
use entities::{member, member_address};

/// A member as `viewer` may see them: the profile and whether it is shown
/// unmasked. A staff read of someone else's personal data is audit-logged.
pub async fn find(ctx: &AppContext, viewer: &Viewer, id: i64) -> AppResult<(MemberProfile, bool)> {
    let profile = load_profile(&ctx.db, id).await?;
    let private = sees_private(Some(viewer), id);
    if private && viewer.member_id != id {
        crate::audit::record(
            &ctx.db,
            Some(viewer.member_id),
            "member.read_personal_data",
            &format!("member:{id}"),
            serde_json::json!({}),
        )
        .await?;
    }
    Ok((profile, private))
}

fn text(field: &str, value: &str, max: usize) -> AppResult<String> {
    let v = value.trim();
    if v.chars().count() > max {
        return Err(AppError::invalid(
            field,
            format!("must be at most {max} characters"),
        ));
    }
    Ok(v.to_owned())
}

async fn own(ctx: &AppContext, viewer: &Viewer) -> AppResult<member::Model> {
    member::Entity::find_by_id(viewer.member_id)
        .one(&ctx.db)
        .await?
        .ok_or_else(|| AppError::unauthenticated("sign in first"))
}

/// 1 to 20 characters, trimmed.
pub async fn update_nick_name(
    ctx: &AppContext,
    viewer: &Viewer,
    nick_name: &str,
) -> AppResult<member::Model> {
    let nick = text("nickName", nick_name, 20)?;
    if nick.is_empty() {
        return Err(AppError::invalid("nickName", "is required"));
    }
    let mut am: member::ActiveModel = own(ctx, viewer).await?.into();
    am.nick_name = Set(nick);
    am.updated_at = Set(crate::clock::now());
    Ok(am.update(&ctx.db).await?)
}

/// Sets the avatar to an image the member uploaded (its file id).
pub async fn update_avatar(
    ctx: &AppContext,
    viewer: &Viewer,
    fid: &str,
) -> AppResult<member::Model> {
    let fid = fid.trim();
    let file = entities::uploaded_file::Entity::find_by_id(fid.to_owned())
        .one(&ctx.db)
        .await?
        .filter(|f| f.owner_member_id == Some(viewer.member_id))
        .ok_or_else(|| AppError::invalid("avatar", "must be the id of an image you uploaded"))?;
    let mut am: member::ActiveModel = own(ctx, viewer).await?.into();
    am.avatar = Set(file.fid);
    am.updated_at = Set(crate::clock::now());
    Ok(am.update(&ctx.db).await?)
}

/// Where a member is (city, province, country; street and address are
/// personal data).
#[derive(Debug, Clone, Default)]
pub struct Location {
    pub city: String,
    pub province: String,
    pub country: String,
    pub street: String,
    pub address: String,
}

pub async fn update_location(
    ctx: &AppContext,
    viewer: &Viewer,
    loc: Location,
) -> AppResult<member::Model> {
    let mut am: member::ActiveModel = own(ctx, viewer).await?.into();
    am.city = Set(text("city", &loc.city, 32)?);
    am.province = Set(text("province", &loc.province, 32)?);
    am.country = Set(text("country", &loc.country, 32)?);
    am.street = Set(text("street", &loc.street, 64)?);
    am.address = Set(text("address", &loc.address, 128)?);
    am.updated_at = Set(crate::clock::now());
    Ok(am.update(&ctx.db).await?)
}

/// Real-name authentication: a legal name and a valid resident ID number
/// (GB 11643: check digit and birth date). The number is stored in full for
/// the check and never returned in full.
pub async fn id_number_auth(
    ctx: &AppContext,
    viewer: &Viewer,
    legal_name: &str,
    id_number: &str,
) -> AppResult<member::Model> {
    let name = text("legalName", legal_name, 30)?;
    if name.chars().count() < 2 {
        return Err(AppError::invalid("legalName", "must be 2 to 30 characters"));
    }
    let number = validate::id_number("idNumber", id_number)?;
    let birth_year: i32 = number[6..10].parse().unwrap_or(0);
    let age = (Utc::now()
        .date_naive()
        .format("%Y")
        .to_string()
        .parse::<i32>()
        .unwrap_or(0)
        - birth_year)
        .max(0);
    let mut am: member::ActiveModel = own(ctx, viewer).await?.into();
    am.legal_name = Set(name);
    am.id_number = Set(number);
    am.age = Set(age.to_string());
    am.updated_at = Set(crate::clock::now());
    Ok(am.update(&ctx.db).await?)
}

/// A delivery address.
#[derive(Debug, Clone, Default)]
pub struct AddressInput {
    pub name: String,
    pub mobile: String,
    pub city: String,
    pub province: String,
    pub country: String,
    pub street: String,
    pub address: String,
}

/// Sets the delivery address (the default one) of `member_id`: the caller,
/// or anyone for staff with the members permission (audit-logged).
pub async fn update_express_address(
    ctx: &AppContext,
    viewer: &Viewer,
    member_id: Option<i64>,
    input: AddressInput,
) -> AppResult<member_address::Model> {
    let member_id = member_id.filter(|id| *id > 0).unwrap_or(viewer.member_id);
    if !sees_private(Some(viewer), member_id) {
        return Err(AppError::forbidden(
            "only the member or permitted staff may change this address",
        ));
    }
    let name = text("name", &input.name, 20)?;
    if name.is_empty() {
        return Err(AppError::invalid("name", "is required"));
    }
    validate::mobile("mobile", input.mobile.trim())?;
    let address = text("address", &input.address, 128)?;
    if address.is_empty() {
        return Err(AppError::invalid("address", "is required"));
    }
    let txn = ctx.db.begin().await?;
    member::Entity::find_by_id(member_id)
        .one(&txn)
        .await?
        .ok_or_else(|| AppError::invalid("memberId", "no such member"))?;
    let existing = member_address::Entity::find()
        .filter(member_address::Column::MemberId.eq(member_id))
        .filter(member_address::Column::IsDefault.eq(true))
        .one(&txn)
        .await?;
    let mut am = match existing {
        Some(a) => a.into(),
        None => member_address::ActiveModel {
            member_id: Set(member_id),
            is_default: Set(true),
            created_at: Set(crate::clock::now()),
            ..Default::default()
        },
    };
    am.name = Set(name);
    am.mobile = Set(input.mobile.trim().to_owned());
    am.city = Set(text("city", &input.city, 32)?);
    am.province = Set(text("province", &input.province, 32)?);
    am.country = Set(text("country", &input.country, 32)?);
    am.street = Set(text("street", &input.street, 64)?);
    am.address = Set(address);
    let saved = am.save(&txn).await?.try_into_model()?;
    if member_id != viewer.member_id {
        crate::audit::record(
            &txn,
            Some(viewer.member_id),
            "member.update_address",
            &format!("member:{member_id}"),
            serde_json::json!({}),
        )
        .await?;
    }
    txn.commit().await?;
    Ok(saved)
}

/// The caller's addresses, default first.
pub async fn addresses(ctx: &AppContext, viewer: &Viewer) -> AppResult<Vec<member_address::Model>> {
    Ok(member_address::Entity::find()
        .filter(member_address::Column::MemberId.eq(viewer.member_id))
        .order_by_desc(member_address::Column::IsDefault)
        .order_by_desc(member_address::Column::Id)
        .all(&ctx.db)
        .await?)
}
