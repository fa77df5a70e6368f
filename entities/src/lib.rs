//! sea-orm entities of the member platform, one module per table.
//!
//! These are plain data: column types, keys and relations. Every rule (who may
//! change what, how counters move, how points are granted) lives in the
//! `domain` crate's services. The tables themselves are created by the
//! `migration` crate; keep the two in step.

pub mod ad_reward;
pub mod audit_log;
pub mod check_in;
pub mod comment;
pub mod comment_like;
pub mod community_daily;
pub mod community_review;
pub mod competition;
pub mod competition_entry;
pub mod competition_match;
pub mod competition_standing;
pub mod expert_application;
pub mod expert_plan;
pub mod expert_plan_leg;
pub mod family_member;
pub mod family_memo;
pub mod feedback;
pub mod follow;
pub mod idempotency_key;
pub mod interaction;
pub mod invite;
pub mod invite_code;
pub mod job;
pub mod lottery_draw;
pub mod member;
pub mod member_address;
pub mod member_block;
pub mod member_group;
pub mod member_group_member;
pub mod member_source;
pub mod message;
pub mod message_receipt;
pub mod partner;
pub mod partner_channel;
pub mod partner_document;
pub mod partner_key;
pub mod partner_usage;
pub mod plan_unlock;
pub mod points_ledger;
pub mod post;
pub mod post_like;
pub mod post_report;
pub mod post_topic;
pub mod push_client;
pub mod quiz_board;
pub mod quiz_pick;
pub mod quiz_pick_leg;
pub mod quiz_stat;
pub mod saved_selection;
pub mod search_doc;
pub mod sensitive_word;
pub mod shop_application;
pub mod shop_item;
pub mod shop_manager;
pub mod shop_redemption;
pub mod split_record;
pub mod sports_issue;
pub mod sports_match;
pub mod sports_odds;
pub mod sports_selection;
pub mod system_config;
pub mod topic;
pub mod tracking_event;
pub mod uploaded_file;
pub mod webhook_delivery;
pub mod webhook_endpoint;

pub mod prelude {
    pub use super::ad_reward::Entity as AdReward;
    pub use super::audit_log::Entity as AuditLog;
    pub use super::check_in::Entity as CheckIn;
    pub use super::feedback::Entity as Feedback;
    pub use super::follow::Entity as Follow;
    pub use super::idempotency_key::Entity as IdempotencyKey;
    pub use super::invite::Entity as Invite;
    pub use super::invite_code::Entity as InviteCode;
    pub use super::job::Entity as Job;
    pub use super::lottery_draw::Entity as LotteryDraw;
    pub use super::member::Entity as Member;
    pub use super::member_address::Entity as MemberAddress;
    pub use super::member_group::Entity as MemberGroup;
    pub use super::member_group_member::Entity as MemberGroupMember;
    pub use super::member_source::Entity as MemberSource;
    pub use super::message::Entity as Message;
    pub use super::message_receipt::Entity as MessageReceipt;
    pub use super::points_ledger::Entity as PointsLedger;
    pub use super::push_client::Entity as PushClient;
    pub use super::saved_selection::Entity as SavedSelection;
    pub use super::shop_item::Entity as ShopItem;
    pub use super::shop_redemption::Entity as ShopRedemption;
    pub use super::split_record::Entity as SplitRecord;
    pub use super::sports_issue::Entity as SportsIssue;
    pub use super::sports_match::Entity as SportsMatch;
    pub use super::sports_odds::Entity as SportsOdds;
    pub use super::sports_selection::Entity as SportsSelection;
    pub use super::system_config::Entity as SystemConfig;
    pub use super::tracking_event::Entity as TrackingEvent;
    pub use super::uploaded_file::Entity as UploadedFile;
    pub use super::webhook_delivery::Entity as WebhookDelivery;
    pub use super::webhook_endpoint::Entity as WebhookEndpoint;
}
