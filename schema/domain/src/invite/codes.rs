//! Invite codes: one per (member, channel), made on first use, and what an
//! invite (a code or an inviter's id) given at registration resolves to.

use rand::Rng;
use sea_orm::sea_query::OnConflict;
use sea_orm::{ActiveValue::Set, ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter};

use crate::kernel::viewer::is_active;
use crate::kernel::{AppContext, AppError, AppResult, Viewer};
use entities::{invite_code, member};

/// Who invited a new member: a member id or an invite code.
#[derive(Debug, Clone, Default)]
pub struct Invite {
    pub member_id: Option<i64>,
    pub code: Option<String>,
}

/// The caller's invite code for the default channel, created on first use.
pub async fn get_invite_code(ctx: &AppContext, viewer: &Viewer) -> AppResult<String> {
    let codes = create_invite_codes(ctx, viewer, viewer.member_id, &[String::new()]).await?;
    codes
        .into_iter()
        .next()
        .map(|c| c.code)
        .ok_or_else(|| AppError::internal("no invite code created"))
}

/// Ensures `member_id` has a code for each channel (the member themselves,
/// or staff for anyone). Existing codes are kept.
pub async fn create_invite_codes(
    ctx: &AppContext,
    viewer: &Viewer,
    member_id: i64,
    channels: &[String],
) -> AppResult<Vec<invite_code::Model>> {
    if member_id != viewer.member_id {
        viewer.require_staff()?;
    }
    if channels.len() > 20 {
        return Err(AppError::invalid("channels", "at most 20 at once"));
    }
    for c in channels {
        check_channel(c)?;
    }
    member::Entity::find_by_id(member_id)
        .one(&ctx.db)
        .await?
        .ok_or_else(|| AppError::invalid("memberId", "no such member"))?;
    let mut out = Vec::with_capacity(channels.len());
    let mut made = false;
    for channel in channels {
        let existing = invite_code::Entity::find()
            .filter(invite_code::Column::MemberId.eq(member_id))
            .filter(invite_code::Column::Channel.eq(channel.as_str()))
            .one(&ctx.db)
            .await?;
        if let Some(c) = existing {
            out.push(c);
            continue;
        }
        // Codes are random; a clash with another member's code is retried.
        let mut saved = None;
        for _ in 0..5 {
            let inserted = invite_code::Entity::insert(invite_code::ActiveModel {
                member_id: Set(member_id),
                channel: Set(channel.clone()),
                code: Set(random_invite_code()),
                created_at: Set(crate::kernel::clock::now()),
                ..Default::default()
            })
            .on_conflict(OnConflict::new().do_nothing().to_owned())
            .exec_without_returning(&ctx.db)
            .await?
                > 0;
            made |= inserted;
            saved = invite_code::Entity::find()
                .filter(invite_code::Column::MemberId.eq(member_id))
                .filter(invite_code::Column::Channel.eq(channel.as_str()))
                .one(&ctx.db)
                .await?;
            if saved.is_some() {
                break;
            }
        }
        out.push(saved.ok_or_else(|| AppError::internal("could not create a unique invite code"))?);
    }
    if made {
        // `Member/Find` shows the codes to everyone, from a copy the bus
        // keeps (`member::kept_lists`).
        crate::member::service::changed(ctx, member_id).await;
    }
    Ok(out)
}

fn random_invite_code() -> String {
    // No 0/O or 1/I: codes are read aloud and typed from posters.
    const ALPHABET: &[u8] = b"ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
    let mut rng = rand::rngs::OsRng;
    (0..8)
        .map(|_| ALPHABET[rng.gen_range(0..ALPHABET.len())] as char)
        .collect()
}

/// What a registration with this invite would get. Says nothing about
/// whether a phone is registered.
#[derive(Debug, Clone, Default)]
pub struct PreRegistration {
    pub invite_valid: bool,
    pub invite_me_member_id: Option<i64>,
    pub is_big_gun_code: bool,
}

pub async fn pre_registration_check(
    ctx: &AppContext,
    invite: &Invite,
) -> AppResult<PreRegistration> {
    let resolved = resolve_invite(&ctx.db, invite).await?;
    Ok(match resolved {
        Some(inviter) => PreRegistration {
            invite_valid: true,
            invite_me_member_id: Some(inviter.member_id),
            is_big_gun_code: inviter.distributor,
        },
        None => PreRegistration::default(),
    })
}

// ------------------------------------------------------------- helpers ---

/// The longest invite channel name.
pub const MAX_CHANNEL_CHARS: usize = 32;

/// An invite channel's name: at most [`MAX_CHANNEL_CHARS`] characters
/// (`""` is the default channel). Partners' channels follow the same rule.
pub fn check_channel(channel: &str) -> AppResult<()> {
    if channel.chars().count() > MAX_CHANNEL_CHARS {
        return Err(AppError::invalid(
            "channels",
            format!("a channel is at most {MAX_CHANNEL_CHARS} characters"),
        ));
    }
    Ok(())
}

/// Who invited, as [`resolve_invite`] finds it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Inviter {
    pub member_id: i64,
    /// A distributor's ("big gun") code.
    pub distributor: bool,
    /// The code's channel (`""` is the default channel); `None` when the
    /// invite named a member rather than a code.
    pub channel: Option<String>,
}

/// The inviter of an invite (code first, then member id), whether the code
/// is a distributor's, and its channel. Unknown or disabled inviters are no
/// invite.
pub async fn resolve_invite<C: ConnectionTrait>(
    db: &C,
    invite: &Invite,
) -> AppResult<Option<Inviter>> {
    if let Some(code) = invite
        .code
        .as_deref()
        .map(str::trim)
        .filter(|c| !c.is_empty())
    {
        let found = invite_code::Entity::find()
            .filter(invite_code::Column::Code.eq(code.to_ascii_uppercase()))
            .one(db)
            .await?;
        if let Some(c) = found {
            if let Some(inviter) = member::Entity::find_by_id(c.member_id).one(db).await? {
                if is_active(&inviter) {
                    return Ok(Some(Inviter {
                        member_id: inviter.id,
                        distributor: inviter.is_distributor,
                        channel: Some(c.channel),
                    }));
                }
            }
        }
        return Ok(None);
    }
    if let Some(id) = invite.member_id.filter(|id| *id > 0) {
        if let Some(inviter) = member::Entity::find_by_id(id).one(db).await? {
            if is_active(&inviter) {
                return Ok(Some(Inviter {
                    member_id: inviter.id,
                    distributor: false,
                    channel: None,
                }));
            }
        }
    }
    Ok(None)
}
