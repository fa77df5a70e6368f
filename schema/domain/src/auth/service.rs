//! The Authenticate service (spec §7): every way to sign in, sign out,
//! refresh, cancel an account, and the small calls around registration.
//! GraphQL mutations and the legacy `/api/Authenticate/*` calls both land here.

use std::time::Duration;

use base64::Engine;
use chrono::{DateTime, Utc};
use sea_orm::{
    ActiveModelTrait, ActiveValue::Set, ColumnTrait, ConnectionTrait, DatabaseTransaction,
    EntityTrait, QueryFilter,
};

use super::sms_code::{self, VerificationPurpose};
use crate::invite::{resolve_invite, Invite};
use crate::kernel::claim::SingleUse;
use crate::kernel::context::AppContext;
use crate::kernel::enums::{Gate, ProtoEnum};
use crate::kernel::error::{AppError, AppResult};
use crate::kernel::providers::QrcodeRequest;
use crate::kernel::token::TokenKind;
use crate::kernel::viewer::{is_active, Viewer};
use crate::member::{load_profile, random_nick_name, MemberView};
use entities::{member, member_address, member_source, push_client};

/// A token is refreshed only in the last 6 hours of its life (spec §4).
pub const REFRESH_WINDOW: chrono::Duration = chrono::Duration::hours(6);

/// The client a sign-in comes from.
#[derive(Debug, Clone, Default)]
pub struct ClientInfo {
    pub gate: Option<Gate>,
    pub platform: String,
    pub model: String,
    /// The caller's IP, for per-IP limits.
    pub ip: Option<String>,
}

/// A successful member sign-in (the spec's CodeLoginReply).
#[derive(Debug, Clone)]
pub struct SignIn {
    pub token: String,
    pub expire_at: DateTime<Utc>,
    /// The member as they see themselves.
    pub member: MemberView,
    /// True only for the sign-in that created the member.
    pub is_regist: bool,
    /// A signature the app keeps for `CheckSign` (auto sign-in).
    pub sign: String,
    /// The invite code used at registration belongs to a distributor.
    pub is_big_gun_code: bool,
}

// ---------------------------------------------------------------- codes ---

pub async fn send_verification_code(
    ctx: &AppContext,
    mobile: &str,
    purpose: VerificationPurpose,
    ip: Option<&str>,
) -> AppResult<()> {
    sms_code::send(ctx, mobile, purpose, ip).await
}

// ------------------------------------------------------------- sign-ins ---

/// SMS-code sign-in; registers the phone on first use.
pub async fn login_by_mobile_code(
    ctx: &AppContext,
    mobile: &str,
    code: &str,
    invite: Invite,
    client: ClientInfo,
) -> AppResult<SignIn> {
    sms_code::verify(ctx, mobile, VerificationPurpose::Login, code).await?;
    let (m, is_regist, big_gun) = find_or_register(ctx, mobile, None, &invite, &client).await?;
    finish_sign_in(ctx, m, is_regist, big_gun, client.ip.as_deref()).await
}

/// Carrier one-click: the carrier token proves the phone number.
pub async fn one_click_login(
    ctx: &AppContext,
    sp_token: &str,
    client: ClientInfo,
) -> AppResult<SignIn> {
    if sp_token.trim().is_empty() {
        return Err(AppError::invalid("spToken", "is required"));
    }
    let carrier = ctx.providers.carrier()?;
    let once = SingleUse::new(
        ctx,
        "oneclick",
        sp_token,
        ("spToken", "this token has already been used"),
        Duration::from_secs(86_400),
    );
    once.ensure_unused().await?;
    let phone = carrier.phone_for_token(sp_token).await?;
    once.claim().await?;
    crate::kernel::validate::mobile("spToken", &phone)?;
    let (m, is_regist, big_gun) =
        find_or_register(ctx, &phone, None, &Invite::default(), &client).await?;
    finish_sign_in(ctx, m, is_regist, big_gun, client.ip.as_deref()).await
}

/// Mini-program sign-in. The `wx.login` code finds the member by openid; a
/// new openid needs a phone-number grant code (`phone_code`) to register or
/// to attach to the member who has that phone.
pub async fn wechat_code_login(
    ctx: &AppContext,
    code: &str,
    phone_code: Option<&str>,
    invite: Invite,
    client: ClientInfo,
) -> AppResult<SignIn> {
    if code.trim().is_empty() {
        return Err(AppError::invalid("code", "is required"));
    }
    let wechat = ctx.providers.wechat()?;
    let once = SingleUse::new(
        ctx,
        "wxcode",
        code,
        ("code", "this code has already been used"),
        Duration::from_secs(600),
    );
    once.ensure_unused().await?;
    let session = wechat.code_to_session(code).await?;
    once.claim().await?;
    let existing = member::Entity::find()
        .filter(member::Column::WechatOpenId.eq(session.open_id.as_str()))
        .one(&ctx.db)
        .await?;
    if let Some(m) = existing {
        return finish_sign_in(ctx, m, false, false, client.ip.as_deref()).await;
    }
    let Some(phone_code) = phone_code.filter(|p| !p.trim().is_empty()) else {
        return Err(AppError::invalid(
            "phone",
            "this WeChat account is new: a phone-number grant code is needed",
        ));
    };
    let phone = wechat.phone_number(phone_code).await?;
    crate::kernel::validate::mobile("phone", &phone)?;
    let (m, is_regist, big_gun) =
        find_or_register(ctx, &phone, Some(&session), &invite, &client).await?;
    finish_sign_in(ctx, m, is_regist, big_gun, client.ip.as_deref()).await
}

/// The phone number of a phone-number grant code.
pub async fn get_phone_number(ctx: &AppContext, code: &str) -> AppResult<String> {
    if code.trim().is_empty() {
        return Err(AppError::invalid(
            "value",
            "a phone-number grant code is required",
        ));
    }
    Ok(ctx.providers.wechat()?.phone_number(code).await?)
}

/// Auto sign-in with the `sign` a previous sign-in returned.
pub async fn check_sign(
    ctx: &AppContext,
    member_id: i64,
    sign: &str,
    client: ClientInfo,
) -> AppResult<SignIn> {
    let m = member::Entity::find_by_id(member_id).one(&ctx.db).await?;
    let valid = m
        .as_ref()
        .is_some_and(|m| ctx.tokens.verify_mac("sign", &sign_data(m), sign));
    let Some(m) = m.filter(|_| valid) else {
        return Err(AppError::unauthenticated(
            "the sign is invalid or revoked; sign in again",
        ));
    };
    if record_source(&ctx.db, m.id, &client).await? {
        crate::member::service::changed(ctx, m.id).await;
    }
    finish_sign_in(ctx, m, false, false, client.ip.as_deref()).await
}

// -------------------------------------------------------------- sessions ---

/// Signs this token out: it is refused until it would have expired. Kept
/// in the database (`kernel::denylist`), so it works, and holds on every
/// instance, with Redis down too.
pub async fn logout(ctx: &AppContext, viewer: &Viewer) -> AppResult<()> {
    crate::kernel::denylist::sign_out(
        &ctx.db,
        &viewer.token_id,
        viewer.member_id,
        viewer.expires_at,
    )
    .await?;
    // Caches of token validity forget it; sockets signed in with this
    // token close (4403).
    ctx.bus
        .publish(crate::kernel::events::DomainEvent::TokensRevoked {
            member_id: viewer.member_id,
            token_id: Some(viewer.token_id.clone()),
            before: None,
        })
        .await;
    Ok(())
}

/// Replaces the caller's token with a new one, in the last 6 hours of its
/// life; earlier it answers the same token. Concurrent refreshes of one
/// token, on any instance, all get the same new token (derived from the
/// time of the first: `TokenService::replacement`); the old one keeps
/// working for 30 s. One row in the database decides, so it works with
/// Redis down.
pub async fn refresh_token(
    ctx: &AppContext,
    viewer: &Viewer,
    current: &str,
) -> AppResult<(String, DateTime<Utc>)> {
    let now = crate::kernel::clock::now();
    let kind = ctx.tokens.verify_session(current)?.typ;
    // A staff session is refreshed whenever asked (each refresh starts its
    // 30 minutes again: it ends when idle); a member's token only in its
    // last hours.
    if kind == TokenKind::Access && viewer.expires_at - now > REFRESH_WINDOW {
        return Ok((current.to_owned(), viewer.expires_at));
    }
    let rotation = crate::kernel::denylist::rotate(
        &ctx.db,
        &viewer.token_id,
        viewer.member_id,
        viewer.expires_at,
        now,
    )
    .await?;
    if rotation.signed_out {
        return Err(AppError::unauthenticated("this token has been signed out"));
    }
    let (token, claims) =
        ctx.tokens
            .replacement(viewer.member_id, &viewer.token_id, rotation.at, kind)?;
    if rotation.first {
        // Caches of token validity learn the entry (kernel::identity).
        let entry = crate::kernel::denylist::entry(crate::kernel::denylist::ROTATED, rotation.at);
        ctx.bus
            .publish(crate::kernel::events::DomainEvent::TokenRotated {
                member_id: viewer.member_id,
                token_id: viewer.token_id.clone(),
                entry: entry.to_string(),
            })
            .await;
    }
    Ok((token, claims.expires_at()))
}

/// Cancels the caller's account after an SMS code to its phone: personal
/// data is erased, the member disabled and signed out everywhere; the points
/// ledger and the audit trail are kept.
pub async fn cancel(ctx: &AppContext, viewer: &Viewer, mobile: &str, code: &str) -> AppResult<()> {
    let m = member::Entity::find_by_id(viewer.member_id)
        .one(&ctx.db)
        .await?
        .ok_or_else(|| AppError::unauthenticated("sign in first"))?;
    if m.phone.as_deref() != Some(mobile) {
        return Err(AppError::invalid(
            "mobile",
            "is not the phone of this account",
        ));
    }
    sms_code::verify(ctx, mobile, VerificationPurpose::Cancel, code).await?;
    let now = crate::kernel::clock::now();
    let txn = crate::kernel::db::begin(ctx).await?;
    // The phone goes below: the invite row keeps who this person was, so
    // registering again pays no second invite reward.
    crate::invite::keys::keep_before_erasure(&txn, ctx, m.id, mobile).await?;
    member_address::Entity::delete_many()
        .filter(member_address::Column::MemberId.eq(m.id))
        .exec(&txn)
        .await?;
    push_client::Entity::delete_many()
        .filter(push_client::Column::MemberId.eq(m.id))
        .exec(&txn)
        .await?;
    member_source::Entity::delete_many()
        .filter(member_source::Column::MemberId.eq(m.id))
        .exec(&txn)
        .await?;
    // Where they were seen (the profile's IP属地); the activity days stay.
    crate::kernel::activity::forget_regions(&txn, m.id).await?;
    // The apps the member authorized, with their codes and refresh tokens.
    crate::partner::oauth::grants::erase(&txn, m.id).await?;
    // A staff account's second factor (key and recovery codes) goes too.
    super::factor::enrol::erase(&txn, m.id).await?;
    // Their uploads (avatar, posts' pictures, certification photos) are
    // deleted by a job once this commits.
    crate::file::erase::erase_owned(&txn, m.id).await?;
    // The rest (posts' text, selections, payee accounts, …: the list in
    // member::personal_data) by a job once this commits.
    crate::member::erasure::ask(&txn, m.id).await?;
    let cancelled = member::ActiveModel {
        id: Set(m.id),
        nick_name: Set("已注销用户".into()),
        gender: Set(String::new()),
        city: Set(String::new()),
        province: Set(String::new()),
        country: Set(String::new()),
        street: Set(String::new()),
        address: Set(String::new()),
        avatar: Set(String::new()),
        phone: Set(None),
        legal_name: Set(String::new()),
        id_number: Set(String::new()),
        age: Set(String::new()),
        wechat_open_id: Set(None),
        wechat_union_id: Set(None),
        password_hash: Set(None),
        enable: Set(false),
        cancelled_at: Set(Some(now)),
        tokens_valid_after: Set(Some(now)),
        updated_at: Set(now),
        ..Default::default()
    }
    .update(&txn)
    .await?;
    crate::member::findable::reindex(&txn, &cancelled).await?;
    if crate::kernel::viewer::is_active(&m) {
        // Counts of what others are shown follow (the topics' post counts).
        crate::kernel::jobs::member_shown_changed(&txn, m.id).await?;
    }
    crate::kernel::audit::record(
        &txn,
        Some(m.id),
        "member.cancel",
        &format!("member:{}", m.id),
        serde_json::json!({}),
    )
    .await?;
    txn.announce(crate::kernel::events::DomainEvent::TokensRevoked {
        member_id: m.id,
        token_id: None,
        before: Some(now),
    });
    txn.commit().await?;
    Ok(())
}

// ------------------------------------------------------------ the rest ---

/// The reply of `CreateQrcode`: the image, or WeChat's error code.
#[derive(Debug, Clone, Default)]
pub struct Qrcode {
    pub buffer_base64: String,
    pub errcode: i64,
    pub errmsg: String,
}

/// A mini-program code for sharing. Signed-in members only.
pub async fn create_qrcode(
    ctx: &AppContext,
    _viewer: &Viewer,
    req: QrcodeRequest,
    access_token: Option<&str>,
) -> AppResult<Qrcode> {
    if req.scene.is_empty() || req.scene.len() > 32 {
        return Err(AppError::invalid("scene", "must be 1 to 32 characters"));
    }
    if let Some(w) = req.width {
        if !(280..=1280).contains(&w) {
            return Err(AppError::invalid("width", "must be 280 to 1280"));
        }
    }
    let wechat = ctx.providers.wechat()?;
    match wechat
        .qrcode_unlimited(&req, access_token.filter(|t| !t.is_empty()))
        .await
    {
        Ok(bytes) => Ok(Qrcode {
            buffer_base64: base64::engine::general_purpose::STANDARD.encode(bytes),
            errcode: 0,
            errmsg: "ok".into(),
        }),
        // The spec's reply carries WeChat's own error code and message.
        Err(crate::kernel::providers::ProviderError::Rejected { code, message, .. }) => {
            Ok(Qrcode {
                buffer_base64: String::new(),
                errcode: code.parse().unwrap_or(-1),
                errmsg: message,
            })
        }
        Err(other) => Err(other.into()),
    }
}

/// The member with this phone, or a new one. Returns (member, created,
/// big-gun invite). Two first sign-ins of one phone at once create one member.
async fn find_or_register(
    ctx: &AppContext,
    phone: &str,
    wechat: Option<&crate::kernel::providers::WeChatSession>,
    invite: &Invite,
    client: &ClientInfo,
) -> AppResult<(member::Model, bool, bool)> {
    // Read before the transaction: a new member's inviter is rewarded.
    let has_invite = invite.code.as_deref().is_some_and(|c| !c.trim().is_empty())
        || invite.member_id.is_some_and(|id| id > 0);
    let invite_reward = if has_invite {
        crate::points::rules::load(ctx).await?.invite_reward_points
    } else {
        0
    };
    for _ in 0..2 {
        let txn = crate::kernel::db::begin(ctx).await?;
        let existing = member::Entity::find()
            .filter(member::Column::Phone.eq(phone))
            .one(&txn)
            .await?;
        if let Some(m) = existing {
            if !m.enable {
                return Err(AppError::forbidden("this account is disabled"));
            }
            let attached = wechat.is_some_and(|s| m.wechat_open_id.as_deref() != Some(&s.open_id));
            let m = attach_wechat(&txn, m, wechat).await?;
            let sourced = record_source(&txn, m.id, client).await?;
            if attached || sourced {
                txn.touched(m.id);
            }
            txn.commit().await?;
            return Ok((m, false, false));
        }
        let inviter = resolve_invite(&txn, invite).await?;
        let now = crate::kernel::clock::now();
        let mut am = crate::member::accounts::new_member(random_nick_name(), now);
        am.broadcast_read_before = Set(crate::message::join_point(&txn).await?);
        am.phone = Set(Some(phone.to_owned()));
        am.register_gate = Set(client
            .gate
            .map(|g| g.number() as i16)
            .unwrap_or(Gate::Web.number() as i16));
        am.register_platform = Set(client.platform.clone());
        am.register_model = Set(client.model.clone());
        am.invite_me_member_id = Set(inviter.as_ref().map(|i| i.member_id));
        am.last_active_at = Set(Some(now));
        if let Some(s) = wechat {
            am.wechat_open_id = Set(Some(s.open_id.clone()));
            am.wechat_union_id = Set(s.union_id.clone());
        }
        match am.insert(&txn).await {
            Ok(m) => {
                crate::member::findable::reindex(&txn, &m).await?;
                if let Some(i) = &inviter {
                    let key = crate::invite::keys::of(ctx, phone);
                    crate::invite::record_invite(&txn, i, &m, Some(&key), invite_reward).await?;
                    // A shop's invite code: the new member joins its family.
                    crate::shop_manager::family::join_by_invite(
                        &txn,
                        i.member_id,
                        i.share_channel.as_deref(),
                        m.id,
                    )
                    .await?;
                    // The partner of the channel's code hears of it, in
                    // this transaction (the outbox: no event without the
                    // member, no member without the event); never of a
                    // member's share code.
                    if i.channel.as_deref().is_some_and(|c| !c.is_empty()) {
                        crate::webhook::emit_for_member(
                            &txn,
                            m.id,
                            &crate::webhook::MemberRegistered {
                                member: crate::webhook::MemberRef::of(m.id),
                                nickname: m.nick_name.clone(),
                                channel: i.channel.clone(),
                                registered_at: m.created_at,
                            },
                        )
                        .await?;
                    }
                }
                // A new member: nobody has kept its lists yet.
                record_source(&txn, m.id, client).await?;
                // The inviter's counters and points are announced with the
                // commit (`record_invite`).
                txn.commit().await?;
                return Ok((m, true, inviter.is_some_and(|i| i.distributor)));
            }
            // The phone was registered by a parallel sign-in: use that member.
            Err(e) if crate::kernel::db::is_unique_violation(&e) => {
                let _ = txn.rollback().await;
                continue;
            }
            Err(e) => return Err(e.into()),
        }
    }
    Err(AppError::conflict(
        "this phone is being registered; try again",
    ))
}

/// Binds a WeChat openid to an existing member found by phone.
async fn attach_wechat(
    txn: &DatabaseTransaction,
    m: member::Model,
    wechat: Option<&crate::kernel::providers::WeChatSession>,
) -> AppResult<member::Model> {
    let Some(s) = wechat else { return Ok(m) };
    if m.wechat_open_id.as_deref() == Some(s.open_id.as_str()) {
        return Ok(m);
    }
    let mut am: member::ActiveModel = m.into();
    am.wechat_open_id = Set(Some(s.open_id.clone()));
    am.wechat_union_id = Set(s.union_id.clone());
    am.updated_at = Set(crate::kernel::clock::now());
    Ok(am.update(txn).await?)
}

/// Remembers the platform and gate a sign-in came from (once per pair);
/// nothing when the client did not say. `true` when the pair is new: the
/// caller announces it after its commit (`member::kept_lists`).
async fn record_source<C: ConnectionTrait>(
    db: &C,
    member_id: i64,
    client: &ClientInfo,
) -> AppResult<bool> {
    match client.gate {
        Some(gate) if !client.platform.is_empty() => {
            crate::member::service::save_member_source(db, member_id, &client.platform, gate).await
        }
        _ => Ok(false),
    }
}

/// What a `sign` signs: the member and its `tokens_valid_after`, so a ban,
/// a cancellation or "sign out everywhere" revokes every sign too.
fn sign_data(m: &member::Model) -> String {
    format!(
        "{}:{}",
        m.id,
        m.tokens_valid_after.map(|t| t.timestamp()).unwrap_or(0)
    )
}

async fn finish_sign_in(
    ctx: &AppContext,
    m: member::Model,
    is_regist: bool,
    big_gun: bool,
    ip: Option<&str>,
) -> AppResult<SignIn> {
    if !is_active(&m) {
        return Err(AppError::forbidden("this account is disabled"));
    }
    let (token, claims) = ctx.tokens.issue(m.id, TokenKind::Access)?;
    crate::kernel::activity::record(ctx, m.id, ip).await;
    let sign = ctx.tokens.mac("sign", &sign_data(&m));
    Ok(SignIn {
        token,
        expire_at: claims.expires_at(),
        member: MemberView::own(load_profile(&ctx.db, m.id).await?)?,
        is_regist,
        sign,
        is_big_gun_code: big_gun,
    })
}
