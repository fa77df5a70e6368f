//! A job's lane (issue 53, W19): jobs that call the same receiver share a
//! lane (`webhook:<endpoint id>`), and a runner claims at most a few of a
//! lane at once, so one slow receiver holds back only its own jobs.
//! Before, a delivery over its endpoint's limit was claimed and handed
//! back, a claim and an update each time: with one busy endpoint the
//! runner spent most of its statements handing deliveries back.
//!
//! - `job.lane`: null for every job that calls nobody; the claim passes
//!   over the lanes this runner has full (`kernel::jobs::Runner::claim`).
//!
//! Rolling deploy: a nullable column. The previous release writes jobs
//! without it (no lane) and claims jobs whatever their lane — as it did
//! before, with its own hand-backs.

use sea_orm_migration::prelude::*;

pub struct Migration;

impl MigrationName for Migration {
    fn name(&self) -> &str {
        "m20261218_000043_job_lanes"
    }
}

#[derive(DeriveIden)]
enum Job {
    Table,
    Lane,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.alter_table(
            Table::alter()
                .table(Job::Table)
                .add_column(ColumnDef::new(Job::Lane).string().null())
                .to_owned(),
        )
        .await
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.alter_table(
            Table::alter()
                .table(Job::Table)
                .drop_column(Job::Lane)
                .to_owned(),
        )
        .await
    }
}
