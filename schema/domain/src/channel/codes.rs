//! A channel's invite codes (issue 52): its operator shares the channel's
//! invite link, QR code and poster from them, and staff see which codes
//! credit the channel. A code is made by `createInviteCodes` with the
//! channel's name (its operator for themselves, or staff for anyone); this
//! only reads them.

use chrono::{DateTime, Utc};

use super::channels::{Channel, STAFF};
use crate::kernel::{AppContext, AppError, AppResult, Viewer};

/// The most codes shown: a channel has its operator's code and the few
/// staff made; past this the console's member search is the place.
pub const MAX_SHOWN: u64 = 50;

/// One code that credits the channel.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ChannelCode {
    pub code: String,
    /// Whose code it is: who registers with it is their invitee, and the
    /// channel's member.
    pub member_id: i64,
    pub created_at: DateTime<Utc>,
}

/// The codes of `channel` (newest first, at most [`MAX_SHOWN`]) for its
/// operator or staff; `NOT_FOUND` for anyone else, as for no channel.
pub async fn of(
    ctx: &AppContext,
    viewer: &Viewer,
    channel: &Channel,
) -> AppResult<Vec<ChannelCode>> {
    let operator = viewer.member_id > 0 && channel.operator_id == Some(viewer.member_id);
    if !operator && !viewer.is_staff_with(STAFF) {
        return Err(AppError::not_found("no such channel"));
    }
    Ok(
        crate::invite::codes::of_channel(&ctx.db, channel.id, MAX_SHOWN)
            .await?
            .into_iter()
            .map(|c| ChannelCode {
                code: c.code,
                member_id: c.member_id,
                created_at: c.created_at,
            })
            .collect(),
    )
}
