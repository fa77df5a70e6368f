//! Staff edits of one member: the profile fields staff can set (shared
//! with creating), profile and permission edits, and the office and
//! enabled flags. Every write is audit-logged; a changed permission or flag
//! is announced so cached identities refresh, and disabling a member signs
//! them out everywhere.

use sea_orm::{ActiveModelTrait, ActiveValue::Set, EntityTrait};

use super::require_member_admin;
use crate::kernel::context::AppContext;
use crate::kernel::enums::{ProtoEnum, VipLevel};
use crate::kernel::error::{AppError, AppResult};
use crate::kernel::validate;
use crate::kernel::Permission;
use crate::kernel::Viewer;
use crate::member::profile::load_profile;
use crate::member::view::MemberView;
use entities::member;

/// The profile fields staff can set.
#[derive(Debug, Clone, Default)]
pub struct MemberInput {
    pub nick_name: Option<String>,
    pub phone: Option<String>,
    pub gender: Option<String>,
    pub city: Option<String>,
    pub province: Option<String>,
    pub country: Option<String>,
    pub avatar: Option<String>,
    pub vip_level: Option<VipLevel>,
    pub vip_no: Option<String>,
    pub is_professor: Option<bool>,
    pub is_robot: Option<bool>,
    pub is_distributor: Option<bool>,
    pub permissions: Option<Vec<String>>,
}

pub(super) fn apply(am: &mut member::ActiveModel, input: &MemberInput) -> AppResult<()> {
    if let Some(n) = &input.nick_name {
        let n = validate::display_name("nickName", n, 20)?;
        am.nick_name = Set(n);
    }
    if let Some(p) = &input.phone {
        validate::mobile("phone", p.trim())?;
        am.phone = Set(Some(p.trim().to_owned()));
    }
    if let Some(v) = &input.gender {
        am.gender = Set(validate::max_chars("gender", v, 8)?);
    }
    if let Some(v) = &input.city {
        am.city = Set(validate::max_chars("city", v, 32)?);
    }
    if let Some(v) = &input.province {
        am.province = Set(validate::max_chars("province", v, 32)?);
    }
    if let Some(v) = &input.country {
        am.country = Set(validate::max_chars("country", v, 32)?);
    }
    if let Some(v) = &input.avatar {
        am.avatar = Set(validate::max_chars("avatar", v, 256)?);
    }
    if let Some(v) = input.vip_level {
        am.vip_level = Set(v.name().to_owned());
    }
    if let Some(v) = &input.vip_no {
        am.vip_no = Set(validate::max_chars("vipNo", v, 32)?);
    }
    if let Some(v) = input.is_professor {
        am.is_professor = Set(v);
    }
    if let Some(v) = input.is_robot {
        am.is_robot = Set(v);
    }
    if let Some(v) = input.is_distributor {
        am.is_distributor = Set(v);
    }
    if let Some(perms) = &input.permissions {
        let mut list = perms
            .iter()
            .map(|p| {
                Permission::from_name(p).ok_or_else(|| {
                    AppError::invalid("permissions", format!("unknown permission {p}"))
                })
            })
            .collect::<AppResult<Vec<_>>>()?;
        list.sort_by_key(|p| p.name());
        list.dedup();
        am.permissions = Set(Permission::to_json(&list));
    }
    am.updated_at = Set(crate::kernel::clock::now());
    Ok(())
}

/// A member as the calling staff member sees them after a change.
pub(super) async fn member_view(
    ctx: &AppContext,
    viewer: &Viewer,
    id: i64,
) -> AppResult<MemberView> {
    MemberView::new(load_profile(&ctx.db, id).await?, Some(viewer))
}

async fn load(ctx: &AppContext, id: i64) -> AppResult<member::Model> {
    member::Entity::find_by_id(id)
        .one(&ctx.db)
        .await?
        .ok_or_else(|| AppError::invalid("id", "no such member"))
}

/// Edits a member's profile, flags and permissions.
pub async fn update(
    ctx: &AppContext,
    viewer: &Viewer,
    id: i64,
    input: MemberInput,
) -> AppResult<MemberView> {
    require_member_admin(viewer)?;
    if let Some(n) = &input.nick_name {
        crate::moderation::check(ctx, "nickName", n, false).await?;
    }
    let mut am: member::ActiveModel = load(ctx, id).await?.into();
    apply(&mut am, &input)?;
    let txn = crate::kernel::db::begin(ctx).await?;
    let m = am.update(&txn).await.map_err(|e| {
        if crate::kernel::db::is_unique_violation(&e) {
            AppError::conflict("a member with this phone exists")
        } else {
            AppError::from(e)
        }
    })?;
    if input.nick_name.is_some() {
        crate::member::findable::reindex(&txn, &m).await?;
    }
    crate::kernel::audit::record(
        &txn,
        Some(viewer.member_id),
        "member.update",
        &format!("member:{id}"),
        serde_json::json!({}),
    )
    .await?;
    if input.permissions.is_some() {
        txn.announce(access_changed(m.id));
    } else {
        txn.touched(m.id);
    }
    txn.commit().await?;
    member_view(ctx, viewer, m.id).await
}

/// That what `member_id` may do changed (kernel::identity).
fn access_changed(member_id: i64) -> crate::kernel::events::DomainEvent {
    crate::kernel::events::DomainEvent::MemberAccessChanged { member_id }
}

/// Changes another member's flag with `set`, audit-logged as `action`.
/// Staff never change their own flags (no locking yourself out or in).
async fn change_flag(
    ctx: &AppContext,
    viewer: &Viewer,
    id: i64,
    action: &str,
    detail: serde_json::Value,
    set: impl FnOnce(&mut member::ActiveModel),
) -> AppResult<MemberView> {
    require_member_admin(viewer)?;
    if id == viewer.member_id {
        return Err(AppError::invalid(
            "id",
            "you cannot change your own account here",
        ));
    }
    let before = load(ctx, id).await?;
    let was_shown = crate::kernel::viewer::is_active(&before);
    let mut am: member::ActiveModel = before.into();
    set(&mut am);
    am.updated_at = Set(crate::kernel::clock::now());
    let txn = crate::kernel::db::begin(ctx).await?;
    let m = am.update(&txn).await?;
    // Disabled: no longer found by nickname; enabled: found again.
    crate::member::findable::reindex(&txn, &m).await?;
    if crate::kernel::viewer::is_active(&m) != was_shown {
        // Counts of what others are shown follow (the topics' post counts).
        crate::kernel::jobs::member_shown_changed(&txn, m.id).await?;
    }
    crate::kernel::audit::record(
        &txn,
        Some(viewer.member_id),
        action,
        &format!("member:{id}"),
        detail,
    )
    .await?;
    txn.announce(access_changed(m.id));
    if let Some(before) = m.tokens_valid_after.filter(|_| !m.enable) {
        // Disabled: the member's open sockets close (4403).
        txn.announce(crate::kernel::events::DomainEvent::TokensRevoked {
            member_id: m.id,
            token_id: None,
            before: Some(before),
        });
    }
    txn.commit().await?;
    member_view(ctx, viewer, m.id).await
}

/// Makes a member staff or not.
pub async fn change_office(
    ctx: &AppContext,
    viewer: &Viewer,
    id: i64,
    is_office: bool,
) -> AppResult<MemberView> {
    change_flag(
        ctx,
        viewer,
        id,
        "member.change_office",
        serde_json::json!({"isOffice": is_office}),
        |am| {
            am.is_office = Set(is_office);
        },
    )
    .await
}

/// Enables or disables a member. Disabling signs them out everywhere.
pub async fn change_state(
    ctx: &AppContext,
    viewer: &Viewer,
    id: i64,
    enable: bool,
) -> AppResult<MemberView> {
    set_enabled(ctx, viewer, id, enable, None).await
}

/// [`change_state`] with staff's reason (1 to 200 characters) kept in the
/// audit log beside the step, for whoever reads the account's history.
pub async fn set_enabled(
    ctx: &AppContext,
    viewer: &Viewer,
    id: i64,
    enable: bool,
    reason: Option<&str>,
) -> AppResult<MemberView> {
    let reason = reason
        .map(
            |r| match crate::kernel::validate::max_chars("reason", r, 200)? {
                r if r.is_empty() => Err(AppError::invalid("reason", "say why, or send none")),
                r => Ok(r),
            },
        )
        .transpose()?;
    change_flag(
        ctx,
        viewer,
        id,
        "member.change_state",
        serde_json::json!({"enable": enable, "reason": reason}),
        |am| {
            am.enable = Set(enable);
            if !enable {
                am.tokens_valid_after = Set(Some(crate::kernel::clock::now()));
            }
        },
    )
    .await
}
