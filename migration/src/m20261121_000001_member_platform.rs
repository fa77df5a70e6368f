//! The whole member platform of spec §3: members and their satellites,
//! follows with counters, the points ledger, check-ins, ad rewards, messages
//! with per-recipient read state, system config, uploads, tracking, feedback
//! and the audit log.
//!
//! Indexes follow the lists the product shows: newest first, fans of a member,
//! members a member follows, ledger by member and time. Lists page by keyset
//! (`created_at`, id), so every list index ends with its tie-breaker.

mod idens;

use sea_orm_migration::prelude::*;

use idens::*;

use crate::columns::{at, at_opt, counter, flag, id_col, index, json, member_fk, text, unique};

pub struct Migration;

impl MigrationName for Migration {
    fn name(&self) -> &str {
        "m20261121_000001_member_platform"
    }
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.create_table(
            Table::create()
                .table(Member::Table)
                .col(id_col(Member::Id))
                .col(text(Member::NickName))
                .col(text(Member::Gender))
                .col(text(Member::City))
                .col(text(Member::Province))
                .col(text(Member::Country))
                .col(text(Member::Street))
                .col(text(Member::Address))
                .col(text(Member::Avatar))
                .col(ColumnDef::new(Member::Phone).string().null().unique_key())
                .col(text(Member::LegalName))
                .col(text(Member::IdNumber))
                .col(text(Member::Age))
                .col(flag(Member::IsOffice))
                .col(
                    ColumnDef::new(Member::Enable)
                        .boolean()
                        .not_null()
                        .default(true),
                )
                .col(flag(Member::IsProfessor))
                .col(flag(Member::IsRobot))
                .col(flag(Member::IsDistributor))
                .col(
                    ColumnDef::new(Member::VipLevel)
                        .string()
                        .not_null()
                        .default("LEVEL1"),
                )
                .col(text(Member::VipNo))
                .col(at_opt(Member::VipEndTime))
                // The balance can never go below zero, whatever the code does.
                .col(counter(Member::Points).check(Expr::col(Member::Points).gte(0)))
                .col(
                    ColumnDef::new(Member::InviteMeMemberId)
                        .big_integer()
                        .null(),
                )
                .col(counter(Member::InviteNum))
                .col(json(Member::ChargeCities))
                .col(json(Member::Permissions))
                .col(
                    ColumnDef::new(Member::WechatOpenId)
                        .string()
                        .null()
                        .unique_key(),
                )
                .col(ColumnDef::new(Member::WechatUnionId).string().null())
                .col(
                    ColumnDef::new(Member::RegisterGate)
                        .small_integer()
                        .not_null()
                        .default(0),
                )
                .col(text(Member::RegisterPlatform))
                .col(text(Member::RegisterModel))
                .col(counter(Member::FocusCount).check(Expr::col(Member::FocusCount).gte(0)))
                .col(counter(Member::FansCount).check(Expr::col(Member::FansCount).gte(0)))
                .col(counter(Member::DynamicCount))
                .col(
                    counter(Member::UnreadMessageCount)
                        .check(Expr::col(Member::UnreadMessageCount).gte(0)),
                )
                .col(counter(Member::BroadcastReadBefore))
                .col(
                    ColumnDef::new(Member::CheckInDays)
                        .integer()
                        .not_null()
                        .default(0),
                )
                .col(
                    ColumnDef::new(Member::ContinuousCheckInDays)
                        .integer()
                        .not_null()
                        .default(0),
                )
                .col(ColumnDef::new(Member::LastCheckInDay).date().null())
                .col(at_opt(Member::TokensValidAfter))
                .col(ColumnDef::new(Member::PasswordHash).string().null())
                .col(at_opt(Member::LastActiveAt))
                .col(at_opt(Member::CancelledAt))
                .col(at(Member::CreatedAt))
                .col(at(Member::UpdatedAt))
                .foreign_key(
                    ForeignKey::create()
                        .from(Member::Table, Member::InviteMeMemberId)
                        .to(Member::Table, Member::Id)
                        .on_delete(ForeignKeyAction::SetNull),
                )
                .to_owned(),
        )
        .await?;
        // Staff member lists: newest first.
        index(
            m,
            Member::Table,
            "idx_member_created",
            [Member::CreatedAt, Member::Id],
        )
        .await?;
        // "Who did I invite", newest first.
        index(
            m,
            Member::Table,
            "idx_member_invited_by",
            [Member::InviteMeMemberId, Member::CreatedAt],
        )
        .await?;

        m.create_table(
            Table::create()
                .table(MemberAddress::Table)
                .col(id_col(MemberAddress::Id))
                .col(
                    ColumnDef::new(MemberAddress::MemberId)
                        .big_integer()
                        .not_null(),
                )
                .col(text(MemberAddress::Name))
                .col(text(MemberAddress::City))
                .col(text(MemberAddress::Province))
                .col(text(MemberAddress::Country))
                .col(text(MemberAddress::Street))
                .col(text(MemberAddress::Address))
                .col(text(MemberAddress::Mobile))
                .col(flag(MemberAddress::IsDefault))
                .col(at(MemberAddress::CreatedAt))
                .foreign_key(&mut member_fk(
                    MemberAddress::Table,
                    MemberAddress::MemberId,
                ))
                .to_owned(),
        )
        .await?;
        index(
            m,
            MemberAddress::Table,
            "idx_member_address_member",
            [MemberAddress::MemberId, MemberAddress::Id],
        )
        .await?;

        m.create_table(
            Table::create()
                .table(InviteCode::Table)
                .col(id_col(InviteCode::Id))
                .col(
                    ColumnDef::new(InviteCode::MemberId)
                        .big_integer()
                        .not_null(),
                )
                .col(ColumnDef::new(InviteCode::Channel).string().not_null())
                .col(
                    ColumnDef::new(InviteCode::Code)
                        .string()
                        .not_null()
                        .unique_key(),
                )
                .col(at(InviteCode::CreatedAt))
                .foreign_key(&mut member_fk(InviteCode::Table, InviteCode::MemberId))
                .to_owned(),
        )
        .await?;
        // One code per member and channel.
        unique(
            m,
            InviteCode::Table,
            "uq_invite_code_member_channel",
            [InviteCode::MemberId, InviteCode::Channel],
        )
        .await?;

        m.create_table(
            Table::create()
                .table(MemberSource::Table)
                .col(id_col(MemberSource::Id))
                .col(
                    ColumnDef::new(MemberSource::MemberId)
                        .big_integer()
                        .not_null(),
                )
                .col(
                    ColumnDef::new(MemberSource::PlatformName)
                        .string()
                        .not_null(),
                )
                .col(
                    ColumnDef::new(MemberSource::Gate)
                        .small_integer()
                        .not_null(),
                )
                .col(at(MemberSource::CreatedAt))
                .foreign_key(&mut member_fk(MemberSource::Table, MemberSource::MemberId))
                .to_owned(),
        )
        .await?;
        unique(
            m,
            MemberSource::Table,
            "uq_member_source",
            [
                MemberSource::MemberId,
                MemberSource::PlatformName,
                MemberSource::Gate,
            ],
        )
        .await?;
        // Staff filter members by platform.
        index(
            m,
            MemberSource::Table,
            "idx_member_source_platform",
            [MemberSource::PlatformName, MemberSource::MemberId],
        )
        .await?;

        m.create_table(
            Table::create()
                .table(PushClient::Table)
                .col(id_col(PushClient::Id))
                .col(
                    ColumnDef::new(PushClient::MemberId)
                        .big_integer()
                        .not_null(),
                )
                .col(
                    ColumnDef::new(PushClient::PushClientId)
                        .string()
                        .not_null()
                        .unique_key(),
                )
                .col(text(PushClient::Name))
                .col(text(PushClient::ModelType))
                .col(at(PushClient::CreatedAt))
                .col(at(PushClient::UpdatedAt))
                .foreign_key(&mut member_fk(PushClient::Table, PushClient::MemberId))
                .to_owned(),
        )
        .await?;
        index(
            m,
            PushClient::Table,
            "idx_push_client_member",
            [PushClient::MemberId],
        )
        .await?;

        m.create_table(
            Table::create()
                .table(Follow::Table)
                .col(ColumnDef::new(Follow::MemberId).big_integer().not_null())
                .col(
                    ColumnDef::new(Follow::FocusMemberId)
                        .big_integer()
                        .not_null(),
                )
                .col(at(Follow::CreatedAt))
                .primary_key(
                    Index::create()
                        .col(Follow::MemberId)
                        .col(Follow::FocusMemberId),
                )
                // Nobody follows themselves.
                .check(Expr::col(Follow::MemberId).ne(Expr::col(Follow::FocusMemberId)))
                .foreign_key(&mut member_fk(Follow::Table, Follow::MemberId))
                .foreign_key(&mut member_fk(Follow::Table, Follow::FocusMemberId))
                .to_owned(),
        )
        .await?;
        // Fans of a member, newest first; members a member follows, newest first.
        index(
            m,
            Follow::Table,
            "idx_follow_fans",
            [Follow::FocusMemberId, Follow::CreatedAt, Follow::MemberId],
        )
        .await?;
        index(
            m,
            Follow::Table,
            "idx_follow_focus",
            [Follow::MemberId, Follow::CreatedAt, Follow::FocusMemberId],
        )
        .await?;

        m.create_table(
            Table::create()
                .table(PointsLedger::Table)
                .col(id_col(PointsLedger::Id))
                .col(
                    ColumnDef::new(PointsLedger::MemberId)
                        .big_integer()
                        .not_null(),
                )
                .col(
                    ColumnDef::new(PointsLedger::Points)
                        .big_integer()
                        .not_null()
                        .check(Expr::col(PointsLedger::Points).gt(0)),
                )
                .col(
                    ColumnDef::new(PointsLedger::PointsType)
                        .small_integer()
                        .not_null()
                        .check(Expr::col(PointsLedger::PointsType).is_in([0, 1])),
                )
                .col(ColumnDef::new(PointsLedger::Reason).string().not_null())
                .col(text(PointsLedger::Description))
                .col(
                    ColumnDef::new(PointsLedger::BalanceAfter)
                        .big_integer()
                        .not_null()
                        .check(Expr::col(PointsLedger::BalanceAfter).gte(0)),
                )
                .col(
                    ColumnDef::new(PointsLedger::IdempotencyKey)
                        .string()
                        .null()
                        .unique_key(),
                )
                .col(at(PointsLedger::CreatedAt))
                .foreign_key(&mut member_fk(PointsLedger::Table, PointsLedger::MemberId))
                .to_owned(),
        )
        .await?;
        // A member's history, newest first (ids grow with time).
        index(
            m,
            PointsLedger::Table,
            "idx_points_ledger_member",
            [PointsLedger::MemberId, PointsLedger::Id],
        )
        .await?;
        index(
            m,
            PointsLedger::Table,
            "idx_points_ledger_member_time",
            [PointsLedger::MemberId, PointsLedger::CreatedAt],
        )
        .await?;

        m.create_table(
            Table::create()
                .table(CheckIn::Table)
                .col(id_col(CheckIn::Id))
                .col(ColumnDef::new(CheckIn::MemberId).big_integer().not_null())
                .col(ColumnDef::new(CheckIn::Day).date().not_null())
                .col(ColumnDef::new(CheckIn::ContinuousDays).integer().not_null())
                .col(ColumnDef::new(CheckIn::Points).big_integer().not_null())
                .col(at(CheckIn::CreatedAt))
                .foreign_key(&mut member_fk(CheckIn::Table, CheckIn::MemberId))
                .to_owned(),
        )
        .await?;
        // At most one check-in per member per day; also the calendar's index.
        unique(
            m,
            CheckIn::Table,
            "uq_check_in_member_day",
            [CheckIn::MemberId, CheckIn::Day],
        )
        .await?;

        m.create_table(
            Table::create()
                .table(AdReward::Table)
                .col(id_col(AdReward::Id))
                .col(ColumnDef::new(AdReward::MemberId).big_integer().not_null())
                .col(ColumnDef::new(AdReward::Provider).string().not_null())
                .col(ColumnDef::new(AdReward::TransId).string().not_null())
                .col(ColumnDef::new(AdReward::Points).big_integer().not_null())
                .col(at(AdReward::CreatedAt))
                .foreign_key(&mut member_fk(AdReward::Table, AdReward::MemberId))
                .to_owned(),
        )
        .await?;
        unique(
            m,
            AdReward::Table,
            "uq_ad_reward_trans",
            [AdReward::Provider, AdReward::TransId],
        )
        .await?;
        // The daily cap counts a member's rewards of the day.
        index(
            m,
            AdReward::Table,
            "idx_ad_reward_member_time",
            [AdReward::MemberId, AdReward::CreatedAt],
        )
        .await?;

        m.create_table(
            Table::create()
                .table(MemberGroup::Table)
                .col(id_col(MemberGroup::Id))
                .col(
                    ColumnDef::new(MemberGroup::Name)
                        .string()
                        .not_null()
                        .unique_key(),
                )
                .col(at(MemberGroup::CreatedAt))
                .to_owned(),
        )
        .await?;
        m.create_table(
            Table::create()
                .table(MemberGroupMember::Table)
                .col(
                    ColumnDef::new(MemberGroupMember::GroupId)
                        .big_integer()
                        .not_null(),
                )
                .col(
                    ColumnDef::new(MemberGroupMember::MemberId)
                        .big_integer()
                        .not_null(),
                )
                .col(at(MemberGroupMember::CreatedAt))
                .primary_key(
                    Index::create()
                        .col(MemberGroupMember::GroupId)
                        .col(MemberGroupMember::MemberId),
                )
                .foreign_key(
                    ForeignKey::create()
                        .from(MemberGroupMember::Table, MemberGroupMember::GroupId)
                        .to(MemberGroup::Table, MemberGroup::Id)
                        .on_delete(ForeignKeyAction::Cascade),
                )
                .foreign_key(&mut member_fk(
                    MemberGroupMember::Table,
                    MemberGroupMember::MemberId,
                ))
                .to_owned(),
        )
        .await?;
        index(
            m,
            MemberGroupMember::Table,
            "idx_member_group_member",
            [MemberGroupMember::MemberId],
        )
        .await?;

        m.create_table(
            Table::create()
                .table(Message::Table)
                .col(id_col(Message::Id))
                .col(ColumnDef::new(Message::SenderId).big_integer().null())
                .col(
                    ColumnDef::new(Message::MessageType)
                        .small_integer()
                        .not_null(),
                )
                .col(ColumnDef::new(Message::Audience).small_integer().not_null())
                .col(ColumnDef::new(Message::GroupId).big_integer().null())
                .col(text(Message::Title))
                .col(ColumnDef::new(Message::Content).text().not_null())
                .col(json(Message::Payload))
                .col(ColumnDef::new(Message::Status).string().not_null())
                .col(at_opt(Message::ScheduledAt))
                .col(at_opt(Message::SentAt))
                .col(at(Message::CreatedAt))
                .foreign_key(
                    ForeignKey::create()
                        .from(Message::Table, Message::SenderId)
                        .to(Member::Table, Member::Id)
                        .on_delete(ForeignKeyAction::SetNull),
                )
                .foreign_key(
                    ForeignKey::create()
                        .from(Message::Table, Message::GroupId)
                        .to(MemberGroup::Table, MemberGroup::Id)
                        .on_delete(ForeignKeyAction::SetNull),
                )
                .to_owned(),
        )
        .await?;
        // The scheduler picks due messages; broadcasts are listed newest first.
        index(
            m,
            Message::Table,
            "idx_message_due",
            [Message::Status, Message::ScheduledAt],
        )
        .await?;
        index(
            m,
            Message::Table,
            "idx_message_audience",
            [Message::Audience, Message::Id],
        )
        .await?;

        m.create_table(
            Table::create()
                .table(MessageReceipt::Table)
                .col(
                    ColumnDef::new(MessageReceipt::MemberId)
                        .big_integer()
                        .not_null(),
                )
                .col(
                    ColumnDef::new(MessageReceipt::MessageId)
                        .big_integer()
                        .not_null(),
                )
                .col(at_opt(MessageReceipt::ReadAt))
                .col(at(MessageReceipt::CreatedAt))
                .primary_key(
                    Index::create()
                        .col(MessageReceipt::MemberId)
                        .col(MessageReceipt::MessageId),
                )
                .foreign_key(
                    ForeignKey::create()
                        .from(MessageReceipt::Table, MessageReceipt::MessageId)
                        .to(Message::Table, Message::Id)
                        .on_delete(ForeignKeyAction::Cascade),
                )
                .foreign_key(&mut member_fk(
                    MessageReceipt::Table,
                    MessageReceipt::MemberId,
                ))
                .to_owned(),
        )
        .await?;
        // The primary key (member, message) serves "my messages, newest first".
        index(
            m,
            MessageReceipt::Table,
            "idx_message_receipt_message",
            [MessageReceipt::MessageId],
        )
        .await?;

        m.create_table(
            Table::create()
                .table(SystemConfig::Table)
                .col(
                    ColumnDef::new(SystemConfig::ConfigType)
                        .string()
                        .not_null()
                        .primary_key(),
                )
                .col(
                    ColumnDef::new(SystemConfig::StringValue)
                        .text()
                        .not_null()
                        .default(""),
                )
                .col(counter(SystemConfig::IntValue))
                .col(text(SystemConfig::Description))
                .col(ColumnDef::new(SystemConfig::UpdatedBy).big_integer().null())
                .col(at(SystemConfig::UpdatedAt))
                .to_owned(),
        )
        .await?;

        m.create_table(
            Table::create()
                .table(UploadedFile::Table)
                .col(
                    ColumnDef::new(UploadedFile::Fid)
                        .string()
                        .not_null()
                        .primary_key(),
                )
                .col(
                    ColumnDef::new(UploadedFile::OwnerMemberId)
                        .big_integer()
                        .null(),
                )
                .col(text(UploadedFile::OriginalName))
                .col(
                    ColumnDef::new(UploadedFile::ContentType)
                        .string()
                        .not_null(),
                )
                .col(ColumnDef::new(UploadedFile::Size).big_integer().not_null())
                .col(at(UploadedFile::CreatedAt))
                .foreign_key(
                    ForeignKey::create()
                        .from(UploadedFile::Table, UploadedFile::OwnerMemberId)
                        .to(Member::Table, Member::Id)
                        .on_delete(ForeignKeyAction::SetNull),
                )
                .to_owned(),
        )
        .await?;
        index(
            m,
            UploadedFile::Table,
            "idx_uploaded_file_owner",
            [UploadedFile::OwnerMemberId, UploadedFile::CreatedAt],
        )
        .await?;

        // Tracking events carry no foreign key: the pixel stores what the
        // client says, even for a member since removed.
        m.create_table(
            Table::create()
                .table(TrackingEvent::Table)
                .col(id_col(TrackingEvent::Id))
                .col(ColumnDef::new(TrackingEvent::EventType).string().not_null())
                .col(text(TrackingEvent::ActionId))
                .col(ColumnDef::new(TrackingEvent::UserId).big_integer().null())
                .col(text(TrackingEvent::Action))
                .col(text(TrackingEvent::PagePath))
                .col(text(TrackingEvent::PageName))
                .col(text(TrackingEvent::FromName))
                .col(text(TrackingEvent::FromPath))
                .col(text(TrackingEvent::ToName))
                .col(text(TrackingEvent::ToPath))
                .col(counter(TrackingEvent::Duration))
                .col(text(TrackingEvent::EventKey))
                .col(text(TrackingEvent::Ip))
                .col(text(TrackingEvent::UserAgent))
                .col(at(TrackingEvent::CreatedAt))
                .to_owned(),
        )
        .await?;
        // Staff read events per page and per day.
        index(
            m,
            TrackingEvent::Table,
            "idx_tracking_event_time",
            [TrackingEvent::CreatedAt],
        )
        .await?;
        index(
            m,
            TrackingEvent::Table,
            "idx_tracking_event_page",
            [TrackingEvent::PagePath, TrackingEvent::CreatedAt],
        )
        .await?;

        m.create_table(
            Table::create()
                .table(Feedback::Table)
                .col(id_col(Feedback::Id))
                .col(ColumnDef::new(Feedback::MemberId).big_integer().not_null())
                .col(ColumnDef::new(Feedback::Content).text().not_null())
                .col(json(Feedback::Images))
                .col(
                    ColumnDef::new(Feedback::State)
                        .small_integer()
                        .not_null()
                        .default(0)
                        .check(Expr::col(Feedback::State).is_in([0, 1, 2])),
                )
                .col(ColumnDef::new(Feedback::Reply).text().null())
                .col(ColumnDef::new(Feedback::RepliedBy).big_integer().null())
                .col(at_opt(Feedback::RepliedAt))
                .col(at(Feedback::CreatedAt))
                .col(at(Feedback::UpdatedAt))
                .foreign_key(&mut member_fk(Feedback::Table, Feedback::MemberId))
                .to_owned(),
        )
        .await?;
        // "My feedback" newest first; staff work queue by state.
        index(
            m,
            Feedback::Table,
            "idx_feedback_member",
            [Feedback::MemberId, Feedback::Id],
        )
        .await?;
        index(
            m,
            Feedback::Table,
            "idx_feedback_state",
            [Feedback::State, Feedback::Id],
        )
        .await?;

        m.create_table(
            Table::create()
                .table(AuditLog::Table)
                .col(id_col(AuditLog::Id))
                .col(ColumnDef::new(AuditLog::ActorMemberId).big_integer().null())
                .col(ColumnDef::new(AuditLog::Action).string().not_null())
                .col(text(AuditLog::Target))
                .col(json(AuditLog::Detail))
                .col(at(AuditLog::CreatedAt))
                .to_owned(),
        )
        .await?;
        index(
            m,
            AuditLog::Table,
            "idx_audit_log_actor",
            [AuditLog::ActorMemberId, AuditLog::Id],
        )
        .await?;

        Ok(())
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        // Children before parents.
        for table in [
            AuditLog::Table.into_iden(),
            Feedback::Table.into_iden(),
            TrackingEvent::Table.into_iden(),
            UploadedFile::Table.into_iden(),
            SystemConfig::Table.into_iden(),
            MessageReceipt::Table.into_iden(),
            Message::Table.into_iden(),
            MemberGroupMember::Table.into_iden(),
            MemberGroup::Table.into_iden(),
            AdReward::Table.into_iden(),
            CheckIn::Table.into_iden(),
            PointsLedger::Table.into_iden(),
            Follow::Table.into_iden(),
            PushClient::Table.into_iden(),
            MemberSource::Table.into_iden(),
            InviteCode::Table.into_iden(),
            MemberAddress::Table.into_iden(),
            Member::Table.into_iden(),
        ] {
            m.drop_table(Table::drop().table(table).to_owned()).await?;
        }
        Ok(())
    }
}
