//! Channel partners (platform-rules §8): accounts and the invite channels
//! they own, hashed API keys with scopes, trusted documents, and usage per
//! day. `invite.channel` records the channel of the code an invitee
//! registered with, so a partner's members are the invitees of its
//! channels.

use sea_orm_migration::prelude::*;

use crate::columns::{at, at_opt, counter, flag, id_col, index, text, unique};

pub struct Migration;

impl MigrationName for Migration {
    fn name(&self) -> &str {
        "m20261123_000009_partners"
    }
}

#[derive(DeriveIden)]
enum Partner {
    Table,
    Id,
    Name,
    Contact,
    State,
    BucketSize,
    RestoreRate,
    TrustedDocumentsOnly,
    CreatedAt,
    UpdatedAt,
}

#[derive(DeriveIden)]
enum PartnerChannel {
    Table,
    Id,
    PartnerId,
    Channel,
    CreatedAt,
}

#[derive(DeriveIden)]
enum PartnerKey {
    Table,
    Id,
    PartnerId,
    Prefix,
    KeyHash,
    Scopes,
    CreatedAt,
    LastUsedAt,
    ExpiresAt,
    RevokedAt,
}

#[derive(DeriveIden)]
enum PartnerDocument {
    Table,
    Id,
    PartnerId,
    DocumentId,
    Body,
    CreatedAt,
}

#[derive(DeriveIden)]
enum PartnerUsage {
    Table,
    Id,
    PartnerId,
    Day,
    Requests,
    Cost,
    Throttled,
    Errors,
}

#[derive(DeriveIden)]
enum Invite {
    Table,
    Channel,
}

fn partner_fk<T: Iden + 'static, C: Iden + 'static>(table: T, col: C) -> ForeignKeyCreateStatement {
    ForeignKey::create()
        .from(table, col)
        .to(Partner::Table, Partner::Id)
        .on_delete(ForeignKeyAction::Cascade)
        .to_owned()
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.create_table(
            Table::create()
                .table(Partner::Table)
                .col(id_col(Partner::Id))
                .col(ColumnDef::new(Partner::Name).string().not_null())
                .col(text(Partner::Contact))
                // `active` or `suspended`.
                .col(
                    ColumnDef::new(Partner::State)
                        .string()
                        .not_null()
                        .default("active"),
                )
                // The cost bucket: points it holds, points restored a second.
                .col(
                    ColumnDef::new(Partner::BucketSize)
                        .big_integer()
                        .not_null()
                        .default(1000),
                )
                .col(
                    ColumnDef::new(Partner::RestoreRate)
                        .big_integer()
                        .not_null()
                        .default(50),
                )
                .col(flag(Partner::TrustedDocumentsOnly))
                .col(at(Partner::CreatedAt))
                .col(at(Partner::UpdatedAt))
                .to_owned(),
        )
        .await?;
        unique(m, Partner::Table, "uq_partner_name", [Partner::Name]).await?;

        m.create_table(
            Table::create()
                .table(PartnerChannel::Table)
                .col(id_col(PartnerChannel::Id))
                .col(
                    ColumnDef::new(PartnerChannel::PartnerId)
                        .big_integer()
                        .not_null(),
                )
                .col(ColumnDef::new(PartnerChannel::Channel).string().not_null())
                .col(at(PartnerChannel::CreatedAt))
                .foreign_key(&mut partner_fk(
                    PartnerChannel::Table,
                    PartnerChannel::PartnerId,
                ))
                .to_owned(),
        )
        .await?;
        // A channel belongs to one partner.
        unique(
            m,
            PartnerChannel::Table,
            "uq_partner_channel",
            [PartnerChannel::Channel],
        )
        .await?;

        m.create_table(
            Table::create()
                .table(PartnerKey::Table)
                .col(id_col(PartnerKey::Id))
                .col(
                    ColumnDef::new(PartnerKey::PartnerId)
                        .big_integer()
                        .not_null(),
                )
                .col(ColumnDef::new(PartnerKey::Prefix).string().not_null())
                // SHA-256 (hex) of the key; the key itself is never stored.
                .col(ColumnDef::new(PartnerKey::KeyHash).string().not_null())
                // Scope names, space-separated.
                .col(text(PartnerKey::Scopes))
                .col(at(PartnerKey::CreatedAt))
                .col(at_opt(PartnerKey::LastUsedAt))
                .col(at_opt(PartnerKey::ExpiresAt))
                .col(at_opt(PartnerKey::RevokedAt))
                .foreign_key(&mut partner_fk(PartnerKey::Table, PartnerKey::PartnerId))
                .to_owned(),
        )
        .await?;
        unique(
            m,
            PartnerKey::Table,
            "uq_partner_key_prefix",
            [PartnerKey::Prefix],
        )
        .await?;
        index(
            m,
            PartnerKey::Table,
            "ix_partner_key_partner",
            [PartnerKey::PartnerId],
        )
        .await?;

        m.create_table(
            Table::create()
                .table(PartnerDocument::Table)
                .col(id_col(PartnerDocument::Id))
                .col(
                    ColumnDef::new(PartnerDocument::PartnerId)
                        .big_integer()
                        .not_null(),
                )
                // `sha256:` + 64 lowercase hex of the exact text.
                .col(
                    ColumnDef::new(PartnerDocument::DocumentId)
                        .string()
                        .not_null(),
                )
                .col(ColumnDef::new(PartnerDocument::Body).text().not_null())
                .col(at(PartnerDocument::CreatedAt))
                .foreign_key(&mut partner_fk(
                    PartnerDocument::Table,
                    PartnerDocument::PartnerId,
                ))
                .to_owned(),
        )
        .await?;
        unique(
            m,
            PartnerDocument::Table,
            "uq_partner_document",
            [PartnerDocument::PartnerId, PartnerDocument::DocumentId],
        )
        .await?;

        m.create_table(
            Table::create()
                .table(PartnerUsage::Table)
                .col(id_col(PartnerUsage::Id))
                .col(
                    ColumnDef::new(PartnerUsage::PartnerId)
                        .big_integer()
                        .not_null(),
                )
                // The Asia/Shanghai calendar day, `YYYY-MM-DD`.
                .col(ColumnDef::new(PartnerUsage::Day).string().not_null())
                .col(counter(PartnerUsage::Requests))
                .col(counter(PartnerUsage::Cost))
                .col(counter(PartnerUsage::Throttled))
                .col(counter(PartnerUsage::Errors))
                .foreign_key(&mut partner_fk(
                    PartnerUsage::Table,
                    PartnerUsage::PartnerId,
                ))
                .to_owned(),
        )
        .await?;
        unique(
            m,
            PartnerUsage::Table,
            "uq_partner_usage_day",
            [PartnerUsage::PartnerId, PartnerUsage::Day],
        )
        .await?;

        m.alter_table(
            Table::alter()
                .table(Invite::Table)
                .add_column(ColumnDef::new(Invite::Channel).string().null())
                .to_owned(),
        )
        .await?;
        index(m, Invite::Table, "ix_invite_channel", [Invite::Channel]).await
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.drop_index(
            Index::drop()
                .name("ix_invite_channel")
                .table(Invite::Table)
                .to_owned(),
        )
        .await?;
        m.alter_table(
            Table::alter()
                .table(Invite::Table)
                .drop_column(Invite::Channel)
                .to_owned(),
        )
        .await?;
        m.drop_table(Table::drop().table(PartnerUsage::Table).to_owned())
            .await?;
        m.drop_table(Table::drop().table(PartnerDocument::Table).to_owned())
            .await?;
        m.drop_table(Table::drop().table(PartnerKey::Table).to_owned())
            .await?;
        m.drop_table(Table::drop().table(PartnerChannel::Table).to_owned())
            .await?;
        m.drop_table(Table::drop().table(Partner::Table).to_owned())
            .await?;
        Ok(())
    }
}
