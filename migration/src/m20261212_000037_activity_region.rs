//! The IP属地 of a member's profile (issue 52): Chinese platforms show it
//! on the profile, from the member's recent activity, not only beside
//! their posts. `member_activity` (one row a member and Asia/Shanghai day,
//! written at sign-in and at the day's first signed-in request) keeps the
//! region of that request's address — the province in China, the country
//! outside, empty when unknown; never the address itself.
//!
//! Rolling deploy: a column with a default. The previous release inserts
//! rows without it (no region), which the profile passes over for the
//! latest row that has one.

use sea_orm_migration::prelude::*;

use crate::columns::text;

pub struct Migration;

impl MigrationName for Migration {
    fn name(&self) -> &str {
        "m20261212_000037_activity_region"
    }
}

#[derive(DeriveIden)]
enum MemberActivity {
    Table,
    IpRegion,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.alter_table(
            Table::alter()
                .table(MemberActivity::Table)
                .add_column(text(MemberActivity::IpRegion))
                .to_owned(),
        )
        .await
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.alter_table(
            Table::alter()
                .table(MemberActivity::Table)
                .drop_column(MemberActivity::IpRegion)
                .to_owned(),
        )
        .await
    }
}
