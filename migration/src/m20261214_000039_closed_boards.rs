//! Boards over time (issue 52): a week's or month's board is kept as it
//! closed. At the period's end the `quiz.close_boards` job copies the
//! period's `quiz_board` rows under the name `closed:<period>` (the same
//! table, so a closed board pages through the same indexes) and records
//! the period here; later settlements of that period's picks (a late
//! result, a correction) move the live rows and the records, never the
//! closed board.
//!
//! - `quiz_closed_period`: one row per closed period (`week:2026-W48`,
//!   `month:2026-11`), its primary key the close's once-only guard, with
//!   when it closed and how many members its board held. The periods
//!   list reads it by name (names sort by time within a kind).
//!
//! Rolling deploy: a new table; the previous release neither reads it nor
//! the `closed:` rows.

use sea_orm_migration::prelude::*;

use crate::columns::{at, counter};

pub struct Migration;

impl MigrationName for Migration {
    fn name(&self) -> &str {
        "m20261214_000039_closed_boards"
    }
}

#[derive(DeriveIden)]
enum QuizClosedPeriod {
    Table,
    Period,
    Members,
    ClosedAt,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.create_table(
            Table::create()
                .table(QuizClosedPeriod::Table)
                .col(
                    ColumnDef::new(QuizClosedPeriod::Period)
                        .string()
                        .not_null()
                        .primary_key(),
                )
                .col(counter(QuizClosedPeriod::Members))
                .col(at(QuizClosedPeriod::ClosedAt))
                .to_owned(),
        )
        .await
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.get_connection()
            .execute_unprepared("DELETE FROM quiz_board WHERE period LIKE 'closed:%'")
            .await?;
        m.drop_table(Table::drop().table(QuizClosedPeriod::Table).to_owned())
            .await
    }
}
