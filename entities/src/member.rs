//! A member: every field of the spec's MemberInfo, plus the counters and
//! security state the services keep beside it.

use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "member")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    pub nick_name: String,
    pub gender: String,
    pub city: String,
    pub province: String,
    pub country: String,
    pub street: String,
    pub address: String,
    /// File id (fid) or URL of the avatar image.
    pub avatar: String,
    /// Mobile number, unique; `None` after an account is cancelled.
    #[sea_orm(unique)]
    pub phone: Option<String>,
    pub legal_name: String,
    /// Stored in full for real-name checks; never returned in full by any API.
    pub id_number: String,
    pub age: String,
    pub is_office: bool,
    pub enable: bool,
    pub is_professor: bool,
    pub is_robot: bool,
    pub is_distributor: bool,
    /// `LEVEL1`, `LEVEL2` or `LEVEL3`.
    pub vip_level: String,
    pub vip_no: String,
    pub vip_end_time: Option<DateTimeUtc>,
    /// Points balance; always equal to the sum of this member's ledger.
    pub points: i64,
    pub invite_me_member_id: Option<i64>,
    /// How many members this member has invited (counter).
    pub invite_num: i64,
    /// Total invite reward points this member earned (counter).
    pub invite_points: i64,
    /// JSON array of city names the member is in charge of.
    pub charge_cities: Json,
    /// JSON array of permission names (`PERMISSION_TYPE_1`, `PERMISSION_TYPE_2`).
    pub permissions: Json,
    pub wechat_open_id: Option<String>,
    pub wechat_union_id: Option<String>,
    /// Gate (see the Gate enum) and client the member first registered from.
    pub register_gate: i16,
    pub register_platform: String,
    pub register_model: String,
    /// Follow counters, moved in the same transaction as the follow edge.
    pub focus_count: i64,
    pub fans_count: i64,
    pub dynamic_count: i64,
    /// Unread messages addressed to this member (targeted messages only).
    pub unread_message_count: i64,
    /// The broadcast seq when the member joined: broadcasts numbered at or
    /// below it are not theirs (not listed, not counted).
    pub broadcast_read_before: i64,
    /// Broadcasts after joining that the member has read (counter).
    pub broadcasts_read: i64,
    /// Check-in summary, kept beside the check-in rows for the member lists.
    pub check_in_days: i32,
    pub continuous_check_in_days: i32,
    pub last_check_in_day: Option<Date>,
    /// Tokens issued before this instant are rejected (ban, phone change,
    /// "log out everywhere"); survives a Redis flush.
    pub tokens_valid_after: Option<DateTimeUtc>,
    /// argon2 hash of a staff member's password; `None` for members who only
    /// sign in by SMS or WeChat.
    pub password_hash: Option<String>,
    pub last_active_at: Option<DateTimeUtc>,
    pub cancelled_at: Option<DateTimeUtc>,
    pub created_at: DateTimeUtc,
    pub updated_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {
    #[sea_orm(has_many = "super::member_address::Entity")]
    MemberAddress,
    #[sea_orm(has_many = "super::invite_code::Entity")]
    InviteCode,
    #[sea_orm(has_many = "super::member_source::Entity")]
    MemberSource,
    #[sea_orm(has_many = "super::push_client::Entity")]
    PushClient,
    #[sea_orm(has_many = "super::points_ledger::Entity")]
    PointsLedger,
}

impl Related<super::member_address::Entity> for Entity {
    fn to() -> RelationDef {
        Relation::MemberAddress.def()
    }
}

impl Related<super::invite_code::Entity> for Entity {
    fn to() -> RelationDef {
        Relation::InviteCode.def()
    }
}

impl Related<super::member_source::Entity> for Entity {
    fn to() -> RelationDef {
        Relation::MemberSource.def()
    }
}

impl Related<super::push_client::Entity> for Entity {
    fn to() -> RelationDef {
        Relation::PushClient.def()
    }
}

impl Related<super::points_ledger::Entity> for Entity {
    fn to() -> RelationDef {
        Relation::PointsLedger.def()
    }
}

impl ActiveModelBehavior for ActiveModel {}
