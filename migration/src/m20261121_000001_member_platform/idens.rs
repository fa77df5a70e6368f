//! The names of the first migration's tables and columns (moved out of
//! the migration's file to keep it readable; the names are the schema's
//! and never change).

// A column such as `push_client.push_client_id` starts with its table's
// name by design.
#![allow(clippy::enum_variant_names)]

use sea_orm_migration::prelude::*;

#[derive(DeriveIden)]
pub(super) enum Member {
    Table,
    Id,
    NickName,
    Gender,
    City,
    Province,
    Country,
    Street,
    Address,
    Avatar,
    Phone,
    LegalName,
    IdNumber,
    Age,
    IsOffice,
    Enable,
    IsProfessor,
    IsRobot,
    IsDistributor,
    VipLevel,
    VipNo,
    VipEndTime,
    Points,
    InviteMeMemberId,
    InviteNum,
    ChargeCities,
    Permissions,
    WechatOpenId,
    WechatUnionId,
    RegisterGate,
    RegisterPlatform,
    RegisterModel,
    FocusCount,
    FansCount,
    DynamicCount,
    UnreadMessageCount,
    BroadcastReadBefore,
    CheckInDays,
    ContinuousCheckInDays,
    LastCheckInDay,
    TokensValidAfter,
    PasswordHash,
    LastActiveAt,
    CancelledAt,
    CreatedAt,
    UpdatedAt,
}

#[derive(DeriveIden)]
pub(super) enum MemberAddress {
    Table,
    Id,
    MemberId,
    Name,
    City,
    Province,
    Country,
    Street,
    Address,
    Mobile,
    IsDefault,
    CreatedAt,
}

#[derive(DeriveIden)]
pub(super) enum InviteCode {
    Table,
    Id,
    MemberId,
    Channel,
    Code,
    CreatedAt,
}

#[derive(DeriveIden)]
pub(super) enum MemberSource {
    Table,
    Id,
    MemberId,
    PlatformName,
    Gate,
    CreatedAt,
}

#[derive(DeriveIden)]
pub(super) enum PushClient {
    Table,
    Id,
    MemberId,
    PushClientId,
    Name,
    ModelType,
    CreatedAt,
    UpdatedAt,
}

#[derive(DeriveIden)]
pub(super) enum Follow {
    Table,
    MemberId,
    FocusMemberId,
    CreatedAt,
}

#[derive(DeriveIden)]
pub(super) enum PointsLedger {
    Table,
    Id,
    MemberId,
    Points,
    PointsType,
    Reason,
    Description,
    BalanceAfter,
    IdempotencyKey,
    CreatedAt,
}

#[derive(DeriveIden)]
pub(super) enum CheckIn {
    Table,
    Id,
    MemberId,
    Day,
    ContinuousDays,
    Points,
    CreatedAt,
}

#[derive(DeriveIden)]
pub(super) enum AdReward {
    Table,
    Id,
    MemberId,
    Provider,
    TransId,
    Points,
    CreatedAt,
}

#[derive(DeriveIden)]
pub(super) enum MemberGroup {
    Table,
    Id,
    Name,
    CreatedAt,
}

#[derive(DeriveIden)]
pub(super) enum MemberGroupMember {
    Table,
    GroupId,
    MemberId,
    CreatedAt,
}

#[derive(DeriveIden)]
pub(super) enum Message {
    Table,
    Id,
    SenderId,
    MessageType,
    Audience,
    GroupId,
    Title,
    Content,
    Payload,
    Status,
    ScheduledAt,
    SentAt,
    CreatedAt,
}

#[derive(DeriveIden)]
pub(super) enum MessageReceipt {
    Table,
    MemberId,
    MessageId,
    ReadAt,
    CreatedAt,
}

#[derive(DeriveIden)]
pub(super) enum SystemConfig {
    Table,
    ConfigType,
    StringValue,
    IntValue,
    Description,
    UpdatedBy,
    UpdatedAt,
}

#[derive(DeriveIden)]
pub(super) enum UploadedFile {
    Table,
    Fid,
    OwnerMemberId,
    OriginalName,
    ContentType,
    Size,
    CreatedAt,
}

#[derive(DeriveIden)]
pub(super) enum TrackingEvent {
    Table,
    Id,
    EventType,
    ActionId,
    UserId,
    Action,
    PagePath,
    PageName,
    FromName,
    FromPath,
    ToName,
    ToPath,
    Duration,
    EventKey,
    Ip,
    UserAgent,
    CreatedAt,
}

#[derive(DeriveIden)]
pub(super) enum Feedback {
    Table,
    Id,
    MemberId,
    Content,
    Images,
    State,
    Reply,
    RepliedBy,
    RepliedAt,
    CreatedAt,
    UpdatedAt,
}

#[derive(DeriveIden)]
pub(super) enum AuditLog {
    Table,
    Id,
    ActorMemberId,
    Action,
    Target,
    Detail,
    CreatedAt,
}
