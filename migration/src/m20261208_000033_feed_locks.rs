//! Staff stay in charge of the feeds (issue 57): a match field staff set by
//! hand is locked against the feed (`sports_feed_lock`, one row per match
//! and field group: `schedule`, `odds`, `result`) until they unlock it, and
//! each feed's latest disagreements with what is stored — a locked field,
//! a draw stored with other numbers — are listed for the console
//! (`feed_conflict`, replaced by every poll of that feed).
//!
//! Rolling deploy: new tables only; the previous release reads neither.

use sea_orm_migration::prelude::*;

use crate::columns::{at, counter};

pub struct Migration;

impl MigrationName for Migration {
    fn name(&self) -> &str {
        "m20261208_000033_feed_locks"
    }
}

#[derive(DeriveIden)]
enum SportsFeedLock {
    Table,
    MatchId,
    Field,
    LockedBy,
    LockedAt,
}

#[derive(DeriveIden)]
enum FeedConflict {
    Table,
    Feed,
    Subject,
    Field,
    FeedValue,
    StoredValue,
    FirstSeenAt,
    LastSeenAt,
    Seen,
}

#[derive(DeriveIden)]
enum SportsMatch {
    Table,
    Id,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.create_table(
            Table::create()
                .table(SportsFeedLock::Table)
                .col(
                    ColumnDef::new(SportsFeedLock::MatchId)
                        .big_integer()
                        .not_null(),
                )
                .col(ColumnDef::new(SportsFeedLock::Field).string().not_null())
                .col(
                    ColumnDef::new(SportsFeedLock::LockedBy)
                        .big_integer()
                        .null(),
                )
                .col(at(SportsFeedLock::LockedAt))
                .primary_key(
                    Index::create()
                        .col(SportsFeedLock::MatchId)
                        .col(SportsFeedLock::Field),
                )
                .foreign_key(
                    ForeignKey::create()
                        .from(SportsFeedLock::Table, SportsFeedLock::MatchId)
                        .to(SportsMatch::Table, SportsMatch::Id)
                        .on_delete(ForeignKeyAction::Cascade),
                )
                .to_owned(),
        )
        .await?;
        m.create_table(
            Table::create()
                .table(FeedConflict::Table)
                .col(ColumnDef::new(FeedConflict::Feed).string().not_null())
                .col(ColumnDef::new(FeedConflict::Subject).string().not_null())
                .col(ColumnDef::new(FeedConflict::Field).string().not_null())
                .col(ColumnDef::new(FeedConflict::FeedValue).string().not_null())
                .col(
                    ColumnDef::new(FeedConflict::StoredValue)
                        .string()
                        .not_null(),
                )
                .col(at(FeedConflict::FirstSeenAt))
                .col(at(FeedConflict::LastSeenAt))
                .col(counter(FeedConflict::Seen))
                .primary_key(
                    Index::create()
                        .col(FeedConflict::Feed)
                        .col(FeedConflict::Subject)
                        .col(FeedConflict::Field),
                )
                .to_owned(),
        )
        .await
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.drop_table(Table::drop().table(FeedConflict::Table).to_owned())
            .await?;
        m.drop_table(Table::drop().table(SportsFeedLock::Table).to_owned())
            .await
    }
}
