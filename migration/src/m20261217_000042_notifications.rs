//! Notifications while the app is closed (issue 54): a member's settings,
//! the games whose draws they hear of, each notification (several events
//! of one kind in a short window are one), each device it went to, and
//! the WeChat one-time subscription consents.
//!
//! - `notify_setting`: one row per member who changed a default (no row:
//!   every category on, quiet hours 23:00–08:00); also the day's sent
//!   count, moved by a conditional update that is the daily cap.
//! - `notify_game`: (member, game) the member hears draw results of; read
//!   by game when a draw is published (`ix_notify_game_game`).
//! - `notification`: unique (member, coalesce key): a second event of the
//!   same kind inside the window joins the first row instead of adding one.
//! - `notification_delivery`: unique (notification, target): a device
//!   hears a notification once, whichever instance runs its job.
//! - `notify_consent`: one row per template a member accepted in the
//!   mini-program (WeChat allows one message per acceptance); used by the
//!   notification that spent it.
//!
//! Rolling deploy: new tables only; the previous release neither reads nor
//! writes them (notifications asked by the new release's jobs wait for an
//! instance that knows their kind).

use sea_orm_migration::prelude::*;

use crate::columns::{at, at_opt, counter, id_col, index, member_fk, text, unique};

pub struct Migration;

impl MigrationName for Migration {
    fn name(&self) -> &str {
        "m20261217_000042_notifications"
    }
}

#[derive(DeriveIden)]
enum NotifySetting {
    Table,
    MemberId,
    Muted,
    QuietStart,
    QuietEnd,
    SentDay,
    SentCount,
    UpdatedAt,
}

#[derive(DeriveIden)]
enum NotifyGame {
    Table,
    MemberId,
    Game,
}

#[derive(DeriveIden)]
enum Notification {
    Table,
    Id,
    MemberId,
    Category,
    CoalesceKey,
    Title,
    Body,
    Link,
    Events,
    State,
    DueAt,
    Attempts,
    CreatedAt,
    SentAt,
}

#[derive(DeriveIden)]
enum NotificationDelivery {
    Table,
    Id,
    NotificationId,
    Target,
    Provider,
    State,
    ProviderCode,
    CreatedAt,
    UpdatedAt,
}

#[derive(DeriveIden)]
enum NotifyConsent {
    Table,
    Id,
    MemberId,
    TemplateId,
    CreatedAt,
    UsedAt,
    NotificationId,
}

fn minutes<T: Iden + 'static>(col: T, default: i32) -> ColumnDef {
    ColumnDef::new(col)
        .integer()
        .not_null()
        .default(default)
        .to_owned()
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.create_table(
            Table::create()
                .table(NotifySetting::Table)
                .col(
                    ColumnDef::new(NotifySetting::MemberId)
                        .big_integer()
                        .not_null()
                        .primary_key(),
                )
                .col(text(NotifySetting::Muted))
                .col(minutes(NotifySetting::QuietStart, 23 * 60))
                .col(minutes(NotifySetting::QuietEnd, 8 * 60))
                .col(text(NotifySetting::SentDay))
                .col(counter(NotifySetting::SentCount))
                .col(at(NotifySetting::UpdatedAt))
                .foreign_key(&mut member_fk(
                    NotifySetting::Table,
                    NotifySetting::MemberId,
                ))
                .to_owned(),
        )
        .await?;
        m.create_table(
            Table::create()
                .table(NotifyGame::Table)
                .col(
                    ColumnDef::new(NotifyGame::MemberId)
                        .big_integer()
                        .not_null(),
                )
                .col(ColumnDef::new(NotifyGame::Game).string().not_null())
                .primary_key(
                    Index::create()
                        .col(NotifyGame::MemberId)
                        .col(NotifyGame::Game),
                )
                .foreign_key(&mut member_fk(NotifyGame::Table, NotifyGame::MemberId))
                .to_owned(),
        )
        .await?;
        index(
            m,
            NotifyGame::Table,
            "ix_notify_game_game",
            [NotifyGame::Game, NotifyGame::MemberId],
        )
        .await?;
        m.create_table(
            Table::create()
                .table(Notification::Table)
                .col(id_col(Notification::Id))
                .col(
                    ColumnDef::new(Notification::MemberId)
                        .big_integer()
                        .not_null(),
                )
                .col(text(Notification::Category))
                .col(text(Notification::CoalesceKey))
                .col(text(Notification::Title))
                .col(text(Notification::Body))
                .col(text(Notification::Link))
                .col(counter(Notification::Events))
                .col(text(Notification::State))
                .col(at(Notification::DueAt))
                .col(counter(Notification::Attempts))
                .col(at(Notification::CreatedAt))
                .col(at_opt(Notification::SentAt))
                .foreign_key(&mut member_fk(Notification::Table, Notification::MemberId))
                .to_owned(),
        )
        .await?;
        unique(
            m,
            Notification::Table,
            "ux_notification_coalesce",
            [Notification::MemberId, Notification::CoalesceKey],
        )
        .await?;
        m.create_table(
            Table::create()
                .table(NotificationDelivery::Table)
                .col(id_col(NotificationDelivery::Id))
                .col(
                    ColumnDef::new(NotificationDelivery::NotificationId)
                        .big_integer()
                        .not_null(),
                )
                .col(text(NotificationDelivery::Target))
                .col(text(NotificationDelivery::Provider))
                .col(text(NotificationDelivery::State))
                .col(text(NotificationDelivery::ProviderCode))
                .col(at(NotificationDelivery::CreatedAt))
                .col(at(NotificationDelivery::UpdatedAt))
                .foreign_key(
                    ForeignKey::create()
                        .from(
                            NotificationDelivery::Table,
                            NotificationDelivery::NotificationId,
                        )
                        .to(Notification::Table, Notification::Id)
                        .on_delete(ForeignKeyAction::Cascade),
                )
                .to_owned(),
        )
        .await?;
        unique(
            m,
            NotificationDelivery::Table,
            "ux_notification_delivery_target",
            [
                NotificationDelivery::NotificationId,
                NotificationDelivery::Target,
            ],
        )
        .await?;
        m.create_table(
            Table::create()
                .table(NotifyConsent::Table)
                .col(id_col(NotifyConsent::Id))
                .col(
                    ColumnDef::new(NotifyConsent::MemberId)
                        .big_integer()
                        .not_null(),
                )
                .col(text(NotifyConsent::TemplateId))
                .col(at(NotifyConsent::CreatedAt))
                .col(at_opt(NotifyConsent::UsedAt))
                .col(
                    ColumnDef::new(NotifyConsent::NotificationId)
                        .big_integer()
                        .null(),
                )
                .foreign_key(&mut member_fk(
                    NotifyConsent::Table,
                    NotifyConsent::MemberId,
                ))
                .to_owned(),
        )
        .await?;
        index(
            m,
            NotifyConsent::Table,
            "ix_notify_consent_member",
            [
                NotifyConsent::MemberId,
                NotifyConsent::TemplateId,
                NotifyConsent::Id,
            ],
        )
        .await
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.drop_table(Table::drop().table(NotifyConsent::Table).to_owned())
            .await?;
        m.drop_table(Table::drop().table(NotificationDelivery::Table).to_owned())
            .await?;
        m.drop_table(Table::drop().table(Notification::Table).to_owned())
            .await?;
        m.drop_table(Table::drop().table(NotifyGame::Table).to_owned())
            .await?;
        m.drop_table(Table::drop().table(NotifySetting::Table).to_owned())
            .await?;
        Ok(())
    }
}
