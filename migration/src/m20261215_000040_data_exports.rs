//! A member's copy of their data (issue 52, PIPL's right to a copy): a
//! request is a row here; the `member.data_export` job builds the JSON
//! archive into it, the download link works until `expires_at` (24 h after
//! it was ready), and the hourly sweep empties the archive after that.
//!
//! - `member_data_export`: the request (`PENDING`, `READY`, `EXPIRED`),
//!   when it was asked, ready and expires, the archive's size and text.
//!   Read by the member's id, newest first (`ix_member_data_export_member`);
//!   the sweep reads ready rows by expiry (`ix_member_data_export_expiry`).
//!
//! Rolling deploy: a new table; the previous release never reads it.

use sea_orm_migration::prelude::*;

use crate::columns::{at, at_opt, counter, id_col, index, member_fk, text};

pub struct Migration;

impl MigrationName for Migration {
    fn name(&self) -> &str {
        "m20261215_000040_data_exports"
    }
}

#[derive(DeriveIden)]
enum MemberDataExport {
    Table,
    Id,
    MemberId,
    State,
    RequestedAt,
    ReadyAt,
    ExpiresAt,
    Bytes,
    Archive,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.create_table(
            Table::create()
                .table(MemberDataExport::Table)
                .col(id_col(MemberDataExport::Id))
                .col(
                    ColumnDef::new(MemberDataExport::MemberId)
                        .big_integer()
                        .not_null(),
                )
                .col(text(MemberDataExport::State))
                .col(at(MemberDataExport::RequestedAt))
                .col(at_opt(MemberDataExport::ReadyAt))
                .col(at_opt(MemberDataExport::ExpiresAt))
                .col(counter(MemberDataExport::Bytes))
                .col(ColumnDef::new(MemberDataExport::Archive).text().null())
                .foreign_key(&mut member_fk(
                    MemberDataExport::Table,
                    MemberDataExport::MemberId,
                ))
                .to_owned(),
        )
        .await?;
        index(
            m,
            MemberDataExport::Table,
            "ix_member_data_export_member",
            [MemberDataExport::MemberId, MemberDataExport::Id],
        )
        .await?;
        index(
            m,
            MemberDataExport::Table,
            "ix_member_data_export_expiry",
            [MemberDataExport::State, MemberDataExport::ExpiresAt],
        )
        .await
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.drop_table(Table::drop().table(MemberDataExport::Table).to_owned())
            .await
    }
}
