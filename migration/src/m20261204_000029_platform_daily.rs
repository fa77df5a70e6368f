//! The console's overview (issue 56): `platform_daily`, the whole
//! platform's figures per Asia/Shanghai day, recomputed for today and
//! yesterday by the `overview.rollup` job every 5 minutes (as
//! `channel_daily` is per channel), so the 概览 page reads 90 days in one
//! range read instead of counting the source tables per view.
//!
//! Rolling deploy: a new table only; the previous release does not read it.

use sea_orm_migration::prelude::*;

use crate::columns::{at, counter};

pub struct Migration;

impl MigrationName for Migration {
    fn name(&self) -> &str {
        "m20261204_000029_platform_daily"
    }
}

#[derive(DeriveIden)]
enum PlatformDaily {
    Table,
    Day,
    Registrations,
    Active,
    CheckIns,
    PointsIssued,
    PointsSpent,
    UpdatedAt,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.create_table(
            Table::create()
                .table(PlatformDaily::Table)
                .col(
                    ColumnDef::new(PlatformDaily::Day)
                        .date()
                        .not_null()
                        .primary_key(),
                )
                .col(counter(PlatformDaily::Registrations))
                .col(counter(PlatformDaily::Active))
                .col(counter(PlatformDaily::CheckIns))
                .col(counter(PlatformDaily::PointsIssued))
                .col(counter(PlatformDaily::PointsSpent))
                .col(at(PlatformDaily::UpdatedAt))
                .to_owned(),
        )
        .await
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.drop_table(Table::drop().table(PlatformDaily::Table).to_owned())
            .await
    }
}
