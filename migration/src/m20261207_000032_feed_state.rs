//! Data feeds (issue 57): one row per configured feed (`jczq_schedule`…)
//! with what its next poll needs and what its health shows — the source's
//! validators (ETag, Last-Modified), the last success and the source's own
//! time then, consecutive and total failures with the last reason, when
//! the next attempt may run (back-off and the open circuit), and whether
//! staff paused it.
//!
//! Rolling deploy: a new table only; the previous release does not read it.

use sea_orm_migration::prelude::*;

use crate::columns::{at, at_opt, counter, flag};

pub struct Migration;

impl MigrationName for Migration {
    fn name(&self) -> &str {
        "m20261207_000032_feed_state"
    }
}

#[derive(DeriveIden)]
enum FeedState {
    Table,
    Feed,
    Paused,
    Etag,
    LastModified,
    LastSuccessAt,
    SourceTime,
    ConsecutiveFailures,
    Failures,
    LastError,
    NextAttemptAt,
    Polls,
    UpdatedAt,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.create_table(
            Table::create()
                .table(FeedState::Table)
                .col(
                    ColumnDef::new(FeedState::Feed)
                        .string()
                        .not_null()
                        .primary_key(),
                )
                .col(flag(FeedState::Paused))
                .col(ColumnDef::new(FeedState::Etag).string().null())
                .col(ColumnDef::new(FeedState::LastModified).string().null())
                .col(at_opt(FeedState::LastSuccessAt))
                .col(at_opt(FeedState::SourceTime))
                .col(counter(FeedState::ConsecutiveFailures))
                .col(counter(FeedState::Failures))
                .col(ColumnDef::new(FeedState::LastError).string().null())
                .col(at_opt(FeedState::NextAttemptAt))
                .col(counter(FeedState::Polls))
                .col(at(FeedState::UpdatedAt))
                .to_owned(),
        )
        .await
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.drop_table(Table::drop().table(FeedState::Table).to_owned())
            .await
    }
}
