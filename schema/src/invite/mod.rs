//! Invites and referrals (spec §7 Member: QueryMyInvite, QueryInviteRank,
//! UpdateInviteMeMemberCode; the invite poster and landing pages).

mod graphql;
pub mod service;

pub use graphql::{InviteMutation, InviteQuery};
pub use service::{record_invite, InviteItem, InviteRank, RankItem, ShareInfo};
