//! Invites and referrals (spec §7 Member: QueryMyInvite, QueryInviteRank,
//! UpdateInviteMeMemberCode; the invite poster and landing pages).
//!
//! # Design notes
//!
//! - Invite codes and the inviter lookup live here, not in `auth`, which calls
//!   them: that is how an old cycle between the areas was cut (ARCHITECTURE.md,
//!   "Which area may use which").
//! - **Once, by the database**: one reward per invitee person (a keyed hash of
//!   the phone, unique, so a member who cancels and registers again pays the
//!   inviter nothing more); two members never invite each other (the invite
//!   row's member pair, lower id first, is unique: migration
//!   `000013_invite_pairs`); the reward posts through `points::ledger::post`
//!   with the key `invite:…` as the second line. Crossing invites run in
//!   `kernel::db::retrying`. Rows from before the key get it from the
//!   `invite.key_invitees` job, and a cancellation keys its row before the
//!   phone is erased (`keys.rs`, which also says what a rotated secret does).
//! - Tables: `invite` (one row per invited member: unique `invitee_id`, check
//!   inviter ≠ invitee; `member.invite_points` counts the rewards; `channel` is
//!   the channel of the code used, so a partner's members are one indexed
//!   read) and `invite_code` (one per member and channel, cascading with the
//!   member).

pub mod codes;
pub mod keys;
pub mod service;

pub use codes::{
    check_channel, check_not_reserved, create_invite_codes, get_invite_code, operator_left,
    pre_registration_check, resolve_invite, Invite, Inviter, PreRegistration, SHOP_LABEL,
};
pub use service::{record_invite, InviteItem, InviteRank, RankItem, ShareInfo};
