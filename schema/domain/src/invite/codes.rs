//! Invite codes: one per (member, channel), made on first use, and what an
//! invite (a code or an inviter's id) given at registration resolves to.

use rand::Rng;
use sea_orm::sea_query::Expr;
use sea_orm::sea_query::OnConflict;
use sea_orm::{
    ActiveValue::Set, ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, QueryOrder,
    QuerySelect,
};

use crate::kernel::viewer::is_active;
use crate::kernel::{AppContext, AppError, AppResult, Viewer};
use entities::{invite_code, member, partner_channel};

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
///
/// A name that is a channel's (`partner_channel`) makes a channel's code,
/// which credits the channel with whoever registers through it: only the
/// channel's operator (for themselves) and staff make one; anyone else is
/// `FORBIDDEN` on `channels`, before anything is written. Any other name is
/// a member's share code and credits no channel, even if a channel of that
/// name is created later.
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
    let named = channels_named(&ctx.db, channels).await?;
    let mut marks = Vec::with_capacity(channels.len());
    for channel in channels {
        marks.push(match named.iter().find(|c| c.channel == *channel) {
            None => None,
            Some(c) if viewer.is_office || c.operator_id == Some(viewer.member_id) => Some(c.id),
            Some(_) => {
                return Err(AppError {
                    field: Some("channels".into()),
                    ..AppError::forbidden(format!(
                    "channels: `{channel}` is a channel; only its operator or staff make its codes"
                ))
                })
            }
        });
    }
    let mut out = Vec::with_capacity(channels.len());
    let mut made = false;
    for (channel, channel_id) in channels.iter().zip(marks) {
        let saved = match existing_code(&ctx.db, member_id, channel).await? {
            Some(c) if channel_id.is_some() && c.channel_id != channel_id => {
                // The channel's operator's own earlier share code of that
                // name: now the channel's.
                invite_code::Entity::update_many()
                    .col_expr(invite_code::Column::ChannelId, Expr::value(channel_id))
                    .filter(invite_code::Column::Id.eq(c.id))
                    .exec(&ctx.db)
                    .await?;
                invite_code::Model { channel_id, ..c }
            }
            Some(c) => c,
            None => {
                let (code, inserted) = insert_code(&ctx.db, member_id, channel, channel_id).await?;
                made |= inserted;
                code
            }
        };
        out.push(saved);
    }
    if made {
        // `Member/Find` shows the codes to everyone, from a copy the bus
        // keeps (`member::kept_lists`).
        crate::member::service::changed(ctx, member_id).await;
    }
    Ok(out)
}

async fn existing_code<C: ConnectionTrait>(
    db: &C,
    member_id: i64,
    channel: &str,
) -> AppResult<Option<invite_code::Model>> {
    Ok(invite_code::Entity::find()
        .filter(invite_code::Column::MemberId.eq(member_id))
        .filter(invite_code::Column::Channel.eq(channel))
        .one(db)
        .await?)
}

/// Inserts the member's code for `channel`; answers it and whether this
/// call made it (a parallel call may have).
async fn insert_code<C: ConnectionTrait>(
    db: &C,
    member_id: i64,
    channel: &str,
    channel_id: Option<i64>,
) -> AppResult<(invite_code::Model, bool)> {
    let mut made = false;
    // Codes are random; a clash with another member's code is retried.
    for _ in 0..5 {
        let inserted = invite_code::Entity::insert(invite_code::ActiveModel {
            member_id: Set(member_id),
            channel: Set(channel.to_owned()),
            code: Set(random_invite_code()),
            created_at: Set(crate::kernel::clock::now()),
            channel_id: Set(channel_id),
            ..Default::default()
        })
        .on_conflict(OnConflict::new().do_nothing().to_owned())
        .exec_without_returning(db)
        .await?
            > 0;
        made |= inserted;
        if let Some(saved) = existing_code(db, member_id, channel).await? {
            return Ok((saved, made));
        }
    }
    Err(AppError::internal("could not create a unique invite code"))
}

/// A channel as the invite codes see it.
struct NamedChannel {
    id: i64,
    channel: String,
    operator_id: Option<i64>,
}

/// The channels among `names`. `partner_channel` is read here, not through
/// the channel area: invite codes sit below channels (ARCHITECTURE.md).
async fn channels_named<C: ConnectionTrait>(
    db: &C,
    names: &[String],
) -> AppResult<Vec<NamedChannel>> {
    let wanted: Vec<&String> = names.iter().filter(|n| !n.is_empty()).collect();
    if wanted.is_empty() {
        return Ok(Vec::new());
    }
    Ok(partner_channel::Entity::find()
        .filter(partner_channel::Column::Channel.is_in(wanted.into_iter().cloned()))
        .all(db)
        .await?
        .into_iter()
        .map(|c| NamedChannel {
            id: c.id,
            channel: c.channel,
            operator_id: c.operator_id,
        })
        .collect())
}

/// The codes that credit channel `channel_id` (its operator's, and those
/// staff made for other members), newest first, at most `limit`: one
/// statement over `ix_invite_code_channel`. The caller checked who asks.
pub async fn of_channel<C: ConnectionTrait>(
    db: &C,
    channel_id: i64,
    limit: u64,
) -> AppResult<Vec<invite_code::Model>> {
    Ok(invite_code::Entity::find()
        .filter(invite_code::Column::ChannelId.eq(channel_id))
        .order_by_desc(invite_code::Column::Id)
        .limit(limit)
        .all(db)
        .await?)
}

/// A channel's operator changed: the previous operator's codes for it are
/// share codes from now on (they credit the channel no more). Staff's
/// codes for other members stay the channel's.
pub async fn operator_left<C: ConnectionTrait>(
    db: &C,
    channel_id: i64,
    previous_operator: i64,
) -> AppResult<()> {
    invite_code::Entity::update_many()
        .col_expr(
            invite_code::Column::ChannelId,
            Expr::value(Option::<i64>::None),
        )
        .filter(invite_code::Column::ChannelId.eq(channel_id))
        .filter(invite_code::Column::MemberId.eq(previous_operator))
        .exec(db)
        .await?;
    Ok(())
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

/// The label of a shop's share code (`shop_manager`'s invite): whoever
/// registers with it joins the shop's family.
pub const SHOP_LABEL: &str = "shop";

/// A channel's name must not be a label the product's own share codes use:
/// the codes of that name would become the channel's to make, and the
/// shops' invite codes refused. `field` names the input.
pub fn check_not_reserved(field: &str, channel: &str) -> AppResult<()> {
    if channel == SHOP_LABEL {
        return Err(AppError::invalid(
            field,
            format!("`{channel}` is the shops' invite label, not a channel's name"),
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
    /// The channel credited: a channel's code's channel. `None` for a
    /// member's share code and when the invite named a member.
    pub channel: Option<String>,
    /// A member's share code's label (`""` is the default code); `None`
    /// for a channel's code and when the invite named a member.
    pub share_channel: Option<String>,
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
                    let of_channel = c.channel_id.is_some();
                    return Ok(Some(Inviter {
                        member_id: inviter.id,
                        distributor: inviter.is_distributor,
                        channel: of_channel.then(|| c.channel.clone()),
                        share_channel: (!of_channel).then_some(c.channel),
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
                    share_channel: None,
                }));
            }
        }
    }
    Ok(None)
}
