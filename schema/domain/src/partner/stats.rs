//! A partner's own view of its channels (`channel:stats`): the members who
//! registered through them, newest first and as public cards (no phone,
//! no legal name), and per Asia/Shanghai day the registrations and the
//! members who checked in (from the channels' daily roll-up).

use chrono::{DateTime, NaiveDate, Utc};
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter};

use super::keys::PartnerCaller;
use super::Scope;
use crate::kernel::context::AppContext;
use crate::kernel::error::{AppError, AppResult};
use crate::kernel::paging::{self, Window};
use crate::member::Card;
use entities::invite;

/// The longest span of days one read covers.
pub const MAX_DAYS: i64 = 92;

/// A member of the partner's channels.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ChannelMember {
    /// The invite row: the page's cursor.
    pub invite_id: i64,
    pub card: Card,
    pub channel: String,
    pub joined_at: DateTime<Utc>,
}

/// One day of a partner's channels.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ChannelDay {
    pub day: NaiveDate,
    /// Members who registered through the channels that day.
    pub registrations: i64,
    /// The channels' members who checked in that day.
    pub checked_in: i64,
}

/// The caller of the channel view: a partner key with `channel:stats`;
/// anyone else is refused.
pub fn open(caller: Option<&PartnerCaller>) -> AppResult<&PartnerCaller> {
    let caller = caller.ok_or_else(|| AppError::forbidden("for partner keys only (X-Api-Key)"))?;
    caller.require(Scope::ChannelStats)?;
    Ok(caller)
}

/// The caller's channels' members, newest first, a page of `window`.
pub async fn members(
    ctx: &AppContext,
    caller: &PartnerCaller,
    window: &Window<i64>,
) -> AppResult<(Vec<ChannelMember>, bool)> {
    caller.require(Scope::ChannelStats)?;
    let q = invite::Entity::find()
        .filter(invite::Column::Channel.is_in(caller.channels.iter().cloned()));
    let (rows, more) = paging::newest_by_id(&ctx.db, q, invite::Column::Id, window).await?;
    let ids: Vec<i64> = rows.iter().map(|r| r.invitee_id).collect();
    let mut cards = crate::member::service::cards(ctx, None, &ids).await?;
    let out = rows
        .into_iter()
        .filter_map(|r| {
            let at = cards.iter().position(|c| c.id == r.invitee_id)?;
            Some(ChannelMember {
                invite_id: r.id,
                card: cards.swap_remove(at),
                channel: r.channel.unwrap_or_default(),
                joined_at: r.created_at,
            })
        })
        .collect();
    Ok((out, more))
}

/// Registrations and check-ins of the caller's channels per day, `from`
/// to `to` (both included, at most [`MAX_DAYS`]); days with neither are
/// listed with zeros. Read from the channels' daily roll-up
/// (`channel_daily`, kept by the `channel.rollup` job): one range read,
/// whatever the channels' size.
pub async fn days(
    ctx: &AppContext,
    caller: &PartnerCaller,
    from: NaiveDate,
    to: NaiveDate,
) -> AppResult<Vec<ChannelDay>> {
    caller.require(Scope::ChannelStats)?;
    if to < from || (to - from).num_days() >= MAX_DAYS {
        return Err(AppError::invalid(
            "to",
            format!("must be on or after `from`, at most {MAX_DAYS} days in all"),
        ));
    }
    Ok(
        crate::channel::detail::days_of(&ctx.db, &caller.channels, from, to)
            .await?
            .into_iter()
            .map(|d| ChannelDay {
                day: d.day,
                registrations: d.registrations,
                checked_in: d.check_ins,
            })
            .collect(),
    )
}
