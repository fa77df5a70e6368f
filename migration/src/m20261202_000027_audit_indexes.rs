//! The audit log read by staff (issue 56): who did what to whom and when.
//! Filters by action and by target each get an index ending with the id,
//! as the actor's has, so a filtered page is a keyset read.
//!
//! Rolling deploy: indexes only.

use sea_orm_migration::prelude::*;

use crate::columns::index;

pub struct Migration;

impl MigrationName for Migration {
    fn name(&self) -> &str {
        "m20261202_000027_audit_indexes"
    }
}

#[derive(DeriveIden)]
enum AuditLog {
    Table,
    Id,
    Action,
    Target,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        index(
            m,
            AuditLog::Table,
            "idx_audit_log_action",
            [AuditLog::Action, AuditLog::Id],
        )
        .await?;
        index(
            m,
            AuditLog::Table,
            "idx_audit_log_target",
            [AuditLog::Target, AuditLog::Id],
        )
        .await
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        for name in ["idx_audit_log_action", "idx_audit_log_target"] {
            m.drop_index(Index::drop().name(name).table(AuditLog::Table).to_owned())
                .await?;
        }
        Ok(())
    }
}
