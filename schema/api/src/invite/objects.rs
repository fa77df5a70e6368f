//! The invite area's objects, inputs and payloads.

use crate::member::MemberCard;
use crate::scalars::BigInt;
use async_graphql::{InputObject, SimpleObject, ID};
use chrono::{DateTime, Utc};
use domain::invite::service::Card;

pub(super) fn card(c: Card) -> MemberCard {
    c.into()
}

/// A member the caller invited.
#[derive(SimpleObject)]
pub struct MyInvite {
    /// The global id of the invite.
    pub id: ID,
    /// The row id the legacy layer (`POST /api/...`) uses for this object.
    pub legacy_id: BigInt,
    /// The invited member.
    pub member: MemberCard,
    /// Reward points the caller got for this member.
    pub points: i64,
    /// When the invite was recorded (the member registered with the
    /// caller's invite, or named the caller as inviter later).
    pub created_at: DateTime<Utc>,
}

/// A page of the members the caller invited (我的邀请), newest first.
#[crate::paging::connection(edge = MyInviteEdge, node = MyInvite)]
pub struct MyInviteConnection {
    /// Members the caller invited (the invite count).
    pub total_count: i64,
    /// Invite reward points earned in total.
    pub total_points: i64,
}

/// A line of the invite rank (邀请排行).
#[derive(SimpleObject)]
pub struct InviteRankItem {
    /// The inviter.
    pub member: MemberCard,
    /// How many members they invited.
    pub count: i64,
    /// Their place; equal counts share a place (1, 2, 2, 4).
    pub ranking: i64,
}

/// The invite rank and the caller's own line.
#[derive(SimpleObject)]
pub struct InviteRank {
    /// The top inviters, at most 50, best first.
    #[graphql(directive = crate::list_size::list_size::apply(domain::invite::service::MAX_RANK_SIZE as u32, None))]
    pub items: Vec<InviteRankItem>,
    /// The caller.
    pub member: MemberCard,
    /// How many members the caller invited.
    pub count: i64,
    /// The caller's place; 0 when they have invited nobody yet.
    pub ranking: i64,
}

/// The caller's invite poster (邀请海报) data.
#[derive(SimpleObject)]
pub struct InviteShareInfo {
    /// The caller's invite code (default channel).
    pub code: String,
    /// How many members the caller invited.
    pub invite_count: i64,
    /// Invite reward points the caller earned in total.
    pub invite_points: i64,
    /// Points per member who joins with the code.
    pub reward_points: i64,
}

/// The landing page of an invite code.
#[derive(SimpleObject)]
pub struct InviteLanding {
    /// Who invites.
    pub inviter: MemberCard,
    /// The code belongs to a distributor (渠道).
    pub is_distributor_code: bool,
}

/// Input of `setInviter`: the invite code, or the inviter's id.
#[derive(InputObject)]
pub struct SetInviterInput {
    /// An invite code (邀请码); wins over `inviterId`.
    pub invite_code: Option<String>,
    /// The inviter (global id).
    pub inviter_id: Option<ID>,
    /// A fresh key per attempt: a retry answers the first result instead
    /// of "already has an inviter".
    pub idempotency_key: Option<String>,
}

crate::payload::payload!(
    /// The answer of `setInviter`.
    SetInviterPayload { is_distributor_code: bool, "The code belongs to a distributor (渠道); null on failure." }

);
