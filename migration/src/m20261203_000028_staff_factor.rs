//! Staff sign in with a second factor (issue 56, security.md): a TOTP
//! authenticator (RFC 6238) and one-time recovery codes.
//!
//! - `staff_factor`: one per staff member. `secret` is the TOTP key sealed
//!   at rest (`kernel::sealed`: ChaCha20-Poly1305 under a key derived from
//!   the token secret), never the key itself; `confirmed_at` is empty
//!   while an enrolment waits for its first code; `last_step` is the
//!   newest 30 s step a code was accepted for, moved by a conditional
//!   update, so a code is used once even by parallel sign-ins.
//! - `staff_recovery_code`: the SHA-256 of each recovery code (shown once
//!   at enrolment), spent by a conditional update on `used_at`.
//!
//! Rolling deploy: new tables only; the previous release reads neither.

use sea_orm_migration::prelude::*;

use crate::columns::{at, at_opt, counter, id_col, index, member_fk, text, unique};

pub struct Migration;

impl MigrationName for Migration {
    fn name(&self) -> &str {
        "m20261203_000028_staff_factor"
    }
}

#[derive(DeriveIden)]
enum StaffFactor {
    Table,
    MemberId,
    Secret,
    ConfirmedAt,
    LastStep,
    CreatedAt,
    UpdatedAt,
}

#[derive(DeriveIden)]
enum StaffRecoveryCode {
    Table,
    Id,
    MemberId,
    CodeHash,
    CreatedAt,
    UsedAt,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.create_table(
            Table::create()
                .table(StaffFactor::Table)
                .col(
                    ColumnDef::new(StaffFactor::MemberId)
                        .big_integer()
                        .not_null()
                        .primary_key(),
                )
                .col(text(StaffFactor::Secret))
                .col(at_opt(StaffFactor::ConfirmedAt))
                .col(counter(StaffFactor::LastStep))
                .col(at(StaffFactor::CreatedAt))
                .col(at(StaffFactor::UpdatedAt))
                .foreign_key(&mut member_fk(StaffFactor::Table, StaffFactor::MemberId))
                .to_owned(),
        )
        .await?;
        m.create_table(
            Table::create()
                .table(StaffRecoveryCode::Table)
                .col(id_col(StaffRecoveryCode::Id))
                .col(
                    ColumnDef::new(StaffRecoveryCode::MemberId)
                        .big_integer()
                        .not_null(),
                )
                .col(text(StaffRecoveryCode::CodeHash))
                .col(at(StaffRecoveryCode::CreatedAt))
                .col(at_opt(StaffRecoveryCode::UsedAt))
                .foreign_key(&mut member_fk(
                    StaffRecoveryCode::Table,
                    StaffRecoveryCode::MemberId,
                ))
                .to_owned(),
        )
        .await?;
        unique(
            m,
            StaffRecoveryCode::Table,
            "uq_staff_recovery_code_hash",
            [StaffRecoveryCode::CodeHash],
        )
        .await?;
        index(
            m,
            StaffRecoveryCode::Table,
            "ix_staff_recovery_code_member",
            [StaffRecoveryCode::MemberId],
        )
        .await
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        for table in [
            StaffRecoveryCode::Table.into_iden(),
            StaffFactor::Table.into_iden(),
        ] {
            m.drop_table(Table::drop().table(table).to_owned()).await?;
        }
        Ok(())
    }
}
