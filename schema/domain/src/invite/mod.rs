//! Invites and referrals (spec §7 Member: QueryMyInvite, QueryInviteRank,
//! UpdateInviteMeMemberCode; the invite poster and landing pages).

pub mod codes;
pub mod service;

pub use codes::{
    check_channel, create_invite_codes, get_invite_code, pre_registration_check, resolve_invite,
    Invite, Inviter, PreRegistration,
};
pub use service::{record_invite, InviteItem, InviteRank, RankItem, ShareInfo};
