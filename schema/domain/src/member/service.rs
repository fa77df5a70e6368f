//! The rules of member profiles: what a caller may read (personal data only
//! for the member and staff with the members permission, such reads by staff
//! audit-logged) and what a member may change about themselves.

use sea_orm::{
    ActiveModelTrait, ActiveValue::Set, ColumnTrait, EntityTrait, QueryFilter, QueryOrder,
    TryIntoModel,
};

use super::privacy::sees_private;
use super::profile::{load_profile, MemberProfile};
use super::view::{Card, MemberView};
use crate::kernel::context::AppContext;
use crate::kernel::error::{AppError, AppResult};
use crate::kernel::validate;
use crate::kernel::{Permission, Viewer};
use entities::{member, member_address};

/// A member as `viewer` may see them. A staff read of someone else's
/// personal data is audit-logged.
pub async fn find(ctx: &AppContext, viewer: &Viewer, id: i64) -> AppResult<MemberView> {
    find_as(ctx, viewer, id, true).await
}

/// [`find`] without the member's lists (invite codes, sources, addresses,
/// push clients): one read instead of five, for callers that show none of
/// them (GraphQL's `Member` has no such fields; the legacy wire does).
pub async fn find_without_lists(
    ctx: &AppContext,
    viewer: &Viewer,
    id: i64,
) -> AppResult<MemberView> {
    find_as(ctx, viewer, id, false).await
}

async fn find_as(ctx: &AppContext, viewer: &Viewer, id: i64, lists: bool) -> AppResult<MemberView> {
    let private = sees_private(Some(viewer), id);
    let profile = if lists && private {
        // The member's own read (or staff's): with the lists only they
        // see, from the database.
        super::profile::load_profiles_as(&ctx.db, &[id], private)
            .await?
            .pop()
            .ok_or_else(|| AppError::not_found(format!("member {id} not found")))?
    } else if lists {
        // Anyone else's: the row and the lists they see, both kept by the
        // bus (`kept_lists`), so a read usually touches no database.
        let member = kept_row(ctx, id).await?;
        let kept = super::kept_lists::read(ctx, id).await?;
        MemberProfile {
            member,
            invite_codes: kept.invite_codes.clone(),
            sources: kept.sources.clone(),
            addresses: vec![],
            push_clients: vec![],
        }
    } else {
        MemberProfile::without_lists(kept_row(ctx, id).await?)
    };
    if private && viewer.member_id != id {
        crate::kernel::audit::record(
            &ctx.db,
            Some(viewer.member_id),
            "member.read_personal_data",
            &format!("member:{id}"),
            serde_json::json!({}),
        )
        .await?;
    }
    MemberView::new(profile, Some(viewer))
}

/// The member's row, from the copy the bus keeps exact when there is one
/// (`kernel::member_rows`): a profile read without a database round trip.
async fn kept_row(ctx: &AppContext, id: i64) -> AppResult<member::Model> {
    crate::kernel::member_rows::read(ctx, id)
        .await?
        .ok_or_else(|| AppError::not_found(format!("member {id} not found")))
}

/// The caller as they see themselves (`me`): the row only, one read (no
/// caller of `me` shows the lists).
pub async fn me(ctx: &AppContext, viewer: &Viewer) -> AppResult<MemberView> {
    MemberView::own(MemberProfile::without_lists(own(ctx, viewer).await?))
}

/// `id` as they see themselves, with their lists: the reply to their own
/// changes.
pub(crate) async fn own_view(ctx: &AppContext, id: i64) -> AppResult<MemberView> {
    MemberView::own(load_profile(&ctx.db, id).await?)
}

/// Announces a change of the member's row that no other event names, so
/// every instance forgets its copy (`kernel::member_rows`). Called after the
/// change is committed.
pub(crate) async fn changed(ctx: &AppContext, member_id: i64) {
    ctx.bus
        .publish(crate::kernel::events::DomainEvent::MemberChanged { member_id })
        .await;
}

/// Makes `member_id` an expert (`is_professor`) or not, in the caller's
/// transaction (the expert review's approval). Call [`changed`] after the
/// commit so cached rows forget it.
pub async fn set_expert<C: sea_orm::ConnectionTrait>(
    db: &C,
    member_id: i64,
    expert: bool,
) -> AppResult<()> {
    use sea_orm::sea_query::Expr;
    use sea_orm::{ColumnTrait, QueryFilter};
    let moved = member::Entity::update_many()
        .col_expr(member::Column::IsProfessor, Expr::value(expert))
        .col_expr(
            member::Column::UpdatedAt,
            Expr::value(crate::kernel::clock::now()),
        )
        .filter(member::Column::Id.eq(member_id))
        .exec(db)
        .await?;
    if moved.rows_affected == 0 {
        return Err(AppError::not_found("no such member"));
    }
    Ok(())
}

async fn own(ctx: &AppContext, viewer: &Viewer) -> AppResult<member::Model> {
    member::Entity::find_by_id(viewer.member_id)
        .one(&ctx.db)
        .await?
        .ok_or_else(|| AppError::unauthenticated("sign in first"))
}

/// 1 to 20 characters, trimmed, as every name shown to others
/// (`validate::display_name`).
pub async fn update_nick_name(
    ctx: &AppContext,
    viewer: &Viewer,
    nick_name: &str,
) -> AppResult<MemberView> {
    let nick = validate::display_name("nickName", nick_name, 20)?;
    crate::moderation::check(ctx, "nickName", &nick, false).await?;
    let mut am: member::ActiveModel = own(ctx, viewer).await?.into();
    am.nick_name = Set(nick);
    am.updated_at = Set(crate::kernel::clock::now());
    // The name and its search document commit together.
    let txn = crate::kernel::db::begin(ctx).await?;
    let m = am.update(&txn).await?;
    super::findable::reindex(&txn, &m).await?;
    txn.commit().await?;
    changed(ctx, viewer.member_id).await;
    own_view(ctx, viewer.member_id).await
}

/// Sets the avatar to an image the member uploaded (its file id).
pub async fn update_avatar(ctx: &AppContext, viewer: &Viewer, fid: &str) -> AppResult<MemberView> {
    let fid = fid.trim();
    let mine = "must be the id of an image you uploaded";
    if fid.is_empty() {
        return Err(AppError::invalid("avatar", mine));
    }
    crate::file::attach(
        &ctx.db,
        &[fid],
        Some(viewer.member_id),
        crate::file::Reach::Public,
        crate::file::Holder::Account,
        "avatar",
        mine,
    )
    .await?;
    let mut am: member::ActiveModel = own(ctx, viewer).await?.into();
    am.avatar = Set(fid.to_owned());
    am.updated_at = Set(crate::kernel::clock::now());
    am.update(&ctx.db).await?;
    changed(ctx, viewer.member_id).await;
    own_view(ctx, viewer.member_id).await
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
) -> AppResult<MemberView> {
    let mut am: member::ActiveModel = own(ctx, viewer).await?.into();
    am.city = Set(validate::max_chars("city", &loc.city, 32)?);
    am.province = Set(validate::max_chars("province", &loc.province, 32)?);
    am.country = Set(validate::max_chars("country", &loc.country, 32)?);
    am.street = Set(validate::max_chars("street", &loc.street, 64)?);
    am.address = Set(validate::max_chars("address", &loc.address, 128)?);
    am.updated_at = Set(crate::kernel::clock::now());
    am.update(&ctx.db).await?;
    changed(ctx, viewer.member_id).await;
    own_view(ctx, viewer.member_id).await
}

/// Real-name authentication: a legal name and a valid resident ID number
/// (GB 11643: check digit and birth date). The number is stored in full for
/// the check and never returned in full.
pub async fn id_number_auth(
    ctx: &AppContext,
    viewer: &Viewer,
    legal_name: &str,
    id_number: &str,
) -> AppResult<MemberView> {
    let name = validate::max_chars("legalName", legal_name, 30)?;
    if name.chars().count() < 2 {
        return Err(AppError::invalid("legalName", "must be 2 to 30 characters"));
    }
    use sea_orm::sea_query::Expr;
    let number = validate::id_number("idNumber", id_number)?;
    let me = own(ctx, viewer).await?;
    let now = crate::kernel::clock::now();
    let txn = crate::kernel::db::begin(ctx).await?;
    // The first completion is the one a conditional update moves from no
    // ID number; only it tells the member's partner (`member.verified`), in
    // this transaction.
    let first = member::Entity::update_many()
        .col_expr(member::Column::LegalName, Expr::value(name.clone()))
        .col_expr(member::Column::IdNumber, Expr::value(number.clone()))
        .col_expr(member::Column::UpdatedAt, Expr::value(now))
        .filter(member::Column::Id.eq(me.id))
        .filter(member::Column::IdNumber.eq(""))
        .exec(&txn)
        .await?
        .rows_affected
        == 1;
    if first {
        crate::webhook::emit_for_member(
            &txn,
            me.id,
            &crate::webhook::MemberVerified {
                member: crate::webhook::MemberRef::of(me.id),
                verified_at: now,
            },
        )
        .await?;
    } else {
        // The stored age is no longer written: it froze a year difference
        // on the day of authentication. Views compute it on the day shown.
        let mut am: member::ActiveModel = me.into();
        am.legal_name = Set(name);
        am.id_number = Set(number);
        am.updated_at = Set(now);
        am.update(&txn).await?;
    }
    txn.commit().await?;
    changed(ctx, viewer.member_id).await;
    own_view(ctx, viewer.member_id).await
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
    let name = validate::max_chars("name", &input.name, 20)?;
    if name.is_empty() {
        return Err(AppError::invalid("name", "is required"));
    }
    validate::mobile("mobile", input.mobile.trim())?;
    let address = validate::max_chars("address", &input.address, 128)?;
    if address.is_empty() {
        return Err(AppError::invalid("address", "is required"));
    }
    let txn = crate::kernel::db::begin(ctx).await?;
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
            created_at: Set(crate::kernel::clock::now()),
            ..Default::default()
        },
    };
    am.name = Set(name);
    am.mobile = Set(input.mobile.trim().to_owned());
    am.city = Set(validate::max_chars("city", &input.city, 32)?);
    am.province = Set(validate::max_chars("province", &input.province, 32)?);
    am.country = Set(validate::max_chars("country", &input.country, 32)?);
    am.street = Set(validate::max_chars("street", &input.street, 64)?);
    am.address = Set(address);
    let saved = am.save(&txn).await?.try_into_model()?;
    if member_id != viewer.member_id {
        crate::kernel::audit::record(
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

/// One delivery address, for its member or staff with the members
/// permission (addresses are personal data: a staff read is audit-logged);
/// `None` otherwise, as for one that does not exist.
pub async fn address(
    ctx: &AppContext,
    viewer: &Viewer,
    id: i64,
) -> AppResult<Option<member_address::Model>> {
    let Some(a) = member_address::Entity::find_by_id(id)
        .one(&ctx.db)
        .await?
        .filter(|a| crate::member::sees_private(Some(viewer), a.member_id))
    else {
        return Ok(None);
    };
    if a.member_id != viewer.member_id {
        crate::kernel::audit::record(
            &ctx.db,
            Some(viewer.member_id),
            "member.read_personal_data",
            &format!("member:{}", a.member_id),
            serde_json::json!({"via": "address"}),
        )
        .await?;
    }
    Ok(Some(a))
}

/// At most this many ids per batch read.
pub const MAX_IDS_PER_CALL: usize = 100;

fn check_ids(ids: &[i64]) -> AppResult<()> {
    if ids.len() > MAX_IDS_PER_CALL {
        return Err(AppError::invalid(
            "ids",
            format!("at most {MAX_IDS_PER_CALL} at once"),
        ));
    }
    Ok(())
}

/// Staff with the members permission: the member with this phone
/// (audit-logged as in [`find`]).
pub async fn find_by_phone(
    ctx: &AppContext,
    viewer: &Viewer,
    phone: &str,
) -> AppResult<MemberView> {
    viewer.require(Permission::Members)?;
    validate::mobile("phone", phone.trim())?;
    let m = member::Entity::find()
        .filter(member::Column::Phone.eq(phone.trim()))
        .one(&ctx.db)
        .await?
        .ok_or_else(|| AppError::not_found("no member has this phone"))?;
    find(ctx, viewer, m.id).await
}

/// Several members as `viewer` may see them, in the order asked (unknown
/// ids left out). Staff reads of personal data are audit-logged.
pub async fn get_by_ids(
    ctx: &AppContext,
    viewer: &Viewer,
    ids: &[i64],
) -> AppResult<Vec<MemberView>> {
    check_ids(ids)?;
    let out: Vec<MemberView> = super::load_profiles(&ctx.db, ids)
        .await?
        .into_iter()
        .map(|p| MemberView::new(p, Some(viewer)))
        .collect::<AppResult<_>>()?;
    // Staff reads of others' personal data: one audit row each, one insert.
    let audited: Vec<String> = out
        .iter()
        .filter(|v| v.personal.is_some() && v.id != viewer.member_id)
        .map(|v| format!("member:{}", v.id))
        .collect();
    crate::kernel::audit::record_many(
        &ctx.db,
        Some(viewer.member_id),
        "member.read_personal_data",
        &audited,
        serde_json::json!({}),
    )
    .await?;
    Ok(out)
}

/// Public cards of several members with whether the caller follows each
/// (`is_focus`) and each follows the caller (`is_fans`): two statements.
pub async fn cards(ctx: &AppContext, viewer: Option<&Viewer>, ids: &[i64]) -> AppResult<Vec<Card>> {
    check_ids(ids)?;
    if ids.is_empty() {
        return Ok(vec![]);
    }
    let members = member::Entity::find()
        .filter(member::Column::Id.is_in(ids.iter().copied()))
        .all(&ctx.db)
        .await?;
    let edges = match viewer {
        Some(v) => {
            entities::follow::Entity::find()
                .filter(
                    sea_orm::Condition::any()
                        .add(
                            sea_orm::Condition::all()
                                .add(entities::follow::Column::MemberId.eq(v.member_id))
                                .add(
                                    entities::follow::Column::FocusMemberId
                                        .is_in(ids.iter().copied()),
                                ),
                        )
                        .add(
                            sea_orm::Condition::all()
                                .add(entities::follow::Column::FocusMemberId.eq(v.member_id))
                                .add(entities::follow::Column::MemberId.is_in(ids.iter().copied())),
                        ),
                )
                .all(&ctx.db)
                .await?
        }
        None => vec![],
    };
    let me = viewer.map(|v| v.member_id).unwrap_or(0);
    ids.iter()
        .filter_map(|id| members.iter().find(|m| m.id == *id))
        .map(|m| {
            let is_focus = edges
                .iter()
                .any(|e| e.member_id == me && e.focus_member_id == m.id);
            let is_fans = edges
                .iter()
                .any(|e| e.member_id == m.id && e.focus_member_id == me);
            Card::new(m, is_focus, is_fans)
        })
        .collect()
}

/// Registers the caller's device for push; a device belongs to whoever
/// signed in on it last.
pub async fn bind_push_client(
    ctx: &AppContext,
    viewer: &Viewer,
    push_client_id: &str,
    name: &str,
    model_type: &str,
) -> AppResult<entities::push_client::Model> {
    use entities::push_client;
    let id = validate::max_chars("pushClientId", push_client_id, 128)?;
    if id.is_empty() {
        return Err(AppError::invalid("pushClientId", "is required"));
    }
    let now = crate::kernel::clock::now();
    push_client::Entity::insert(push_client::ActiveModel {
        member_id: Set(viewer.member_id),
        push_client_id: Set(id.clone()),
        name: Set(validate::max_chars("name", name, 64)?),
        model_type: Set(validate::max_chars("modelType", model_type, 64)?),
        created_at: Set(now),
        updated_at: Set(now),
        ..Default::default()
    })
    .on_conflict(
        sea_orm::sea_query::OnConflict::column(push_client::Column::PushClientId)
            .update_columns([
                push_client::Column::MemberId,
                push_client::Column::Name,
                push_client::Column::ModelType,
                push_client::Column::UpdatedAt,
            ])
            .to_owned(),
    )
    .exec_without_returning(&ctx.db)
    .await?;
    push_client::Entity::find()
        .filter(push_client::Column::PushClientId.eq(id))
        .one(&ctx.db)
        .await?
        .ok_or_else(|| AppError::internal("push client vanished"))
}

/// Removes the caller's device from push (signing out on it): only a
/// device bound to the caller; another member's, or one never bound, is
/// left alone and the answer is the same (nothing to tell).
pub async fn unregister_push_client(
    ctx: &AppContext,
    viewer: &Viewer,
    push_client_id: &str,
) -> AppResult<()> {
    use entities::push_client;
    let id = validate::max_chars("pushClientId", push_client_id, 128)?;
    if id.is_empty() {
        return Err(AppError::invalid("pushClientId", "is required"));
    }
    push_client::Entity::delete_many()
        .filter(push_client::Column::PushClientId.eq(id))
        .filter(push_client::Column::MemberId.eq(viewer.member_id))
        .exec(&ctx.db)
        .await?;
    Ok(())
}

/// The devices `member_id` bound for push, oldest first.
pub async fn push_devices<C: sea_orm::ConnectionTrait>(
    db: &C,
    member_id: i64,
) -> AppResult<Vec<entities::push_client::Model>> {
    use entities::push_client;
    Ok(push_client::Entity::find()
        .filter(push_client::Column::MemberId.eq(member_id))
        .order_by_asc(push_client::Column::Id)
        .all(db)
        .await?)
}

/// Unbinds a device the push provider says is no longer valid, if it is
/// still `member_id`'s (it may have moved to whoever signed in since).
pub async fn unbind_invalid_device<C: sea_orm::ConnectionTrait>(
    db: &C,
    member_id: i64,
    push_client_id: &str,
) -> AppResult<bool> {
    use entities::push_client;
    let gone = push_client::Entity::delete_many()
        .filter(push_client::Column::PushClientId.eq(push_client_id))
        .filter(push_client::Column::MemberId.eq(member_id))
        .exec(db)
        .await?;
    Ok(gone.rows_affected > 0)
}

/// Records that the caller uses the product from a platform and gate (once
/// per pair), and announces a new pair (`kept_lists`).
pub async fn record_source(
    ctx: &AppContext,
    viewer: &Viewer,
    platform_name: &str,
    gate: crate::kernel::enums::Gate,
) -> AppResult<()> {
    if save_member_source(&ctx.db, viewer.member_id, platform_name, gate).await? {
        changed(ctx, viewer.member_id).await;
    }
    Ok(())
}

/// Records that a member used the product from a platform and gate (once
/// per pair) in the caller's transaction; `true` when the pair is new, and
/// then the caller announces it with [`changed`] after the commit (the
/// sources are kept by the bus: `kept_lists`). Sign-in calls this too.
pub async fn save_member_source<C: sea_orm::ConnectionTrait>(
    db: &C,
    member_id: i64,
    platform_name: &str,
    gate: crate::kernel::enums::Gate,
) -> AppResult<bool> {
    use crate::kernel::enums::ProtoEnum;
    use entities::member_source;
    let platform = validate::max_chars("platformName", platform_name, 64)?;
    if platform.is_empty() {
        return Err(AppError::invalid("platformName", "is required"));
    }
    let inserted = member_source::Entity::insert(member_source::ActiveModel {
        member_id: Set(member_id),
        platform_name: Set(platform),
        gate: Set(gate.number() as i16),
        created_at: Set(crate::kernel::clock::now()),
        ..Default::default()
    })
    .on_conflict(
        sea_orm::sea_query::OnConflict::columns([
            member_source::Column::MemberId,
            member_source::Column::PlatformName,
            member_source::Column::Gate,
        ])
        .do_nothing()
        .to_owned(),
    )
    .exec_without_returning(db)
    .await?;
    Ok(inserted > 0)
}

/// Binds the caller's account to the WeChat user of a `wx.login` code.
/// An openid already bound to another member is a conflict.
pub async fn bind_wechat(ctx: &AppContext, viewer: &Viewer, code: &str) -> AppResult<MemberView> {
    if code.trim().is_empty() {
        return Err(AppError::invalid("code", "is required"));
    }
    let session = ctx.providers.wechat()?.code_to_session(code.trim()).await?;
    let holder = member::Entity::find()
        .filter(member::Column::WechatOpenId.eq(session.open_id.as_str()))
        .one(&ctx.db)
        .await?;
    if holder.as_ref().is_some_and(|h| h.id != viewer.member_id) {
        return Err(AppError::conflict(
            "this WeChat account is bound to another member",
        ));
    }
    let mut am: member::ActiveModel = own(ctx, viewer).await?.into();
    am.wechat_open_id = Set(Some(session.open_id));
    am.wechat_union_id = Set(session.union_id);
    am.updated_at = Set(crate::kernel::clock::now());
    am.update(&ctx.db).await?;
    changed(ctx, viewer.member_id).await;
    own_view(ctx, viewer.member_id).await
}

pub async fn unbind_wechat(ctx: &AppContext, viewer: &Viewer) -> AppResult<MemberView> {
    let mut am: member::ActiveModel = own(ctx, viewer).await?.into();
    am.wechat_open_id = Set(None);
    am.wechat_union_id = Set(None);
    am.updated_at = Set(crate::kernel::clock::now());
    am.update(&ctx.db).await?;
    changed(ctx, viewer.member_id).await;
    own_view(ctx, viewer.member_id).await
}
