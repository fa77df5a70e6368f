//! A member's places on the boards over time (issue 52, the spec's member
//! ranking list): when a period's board closes (`quiz.close_boards`), each
//! member's place on it by each measure is kept, so "my places, week by
//! week" is one indexed read, not a count over every closed board.
//!
//! - `quiz_closed_place`: one row per closed period and member on its
//!   board, the place by hit rate, by the longest streak and by return
//!   rate (null where the member was below the board's minimum of settled
//!   picks, as the board showed them 未上榜). Read by member, newest period
//!   first (`ix_quiz_closed_place_member`).
//!
//! Rolling deploy: a new table; the previous release neither reads nor
//! writes it (a period it closes has no places: the list leaves it out).

use sea_orm_migration::prelude::*;

use crate::columns::index;

pub struct Migration;

impl MigrationName for Migration {
    fn name(&self) -> &str {
        "m20261216_000041_closed_places"
    }
}

#[derive(DeriveIden)]
enum QuizClosedPlace {
    Table,
    Period,
    MemberId,
    HitPlace,
    StreakPlace,
    ReturnPlace,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.create_table(
            Table::create()
                .table(QuizClosedPlace::Table)
                .col(ColumnDef::new(QuizClosedPlace::Period).string().not_null())
                .col(
                    ColumnDef::new(QuizClosedPlace::MemberId)
                        .big_integer()
                        .not_null(),
                )
                .col(
                    ColumnDef::new(QuizClosedPlace::HitPlace)
                        .big_integer()
                        .null(),
                )
                .col(
                    ColumnDef::new(QuizClosedPlace::StreakPlace)
                        .big_integer()
                        .null(),
                )
                .col(
                    ColumnDef::new(QuizClosedPlace::ReturnPlace)
                        .big_integer()
                        .null(),
                )
                .primary_key(
                    Index::create()
                        .col(QuizClosedPlace::Period)
                        .col(QuizClosedPlace::MemberId),
                )
                .to_owned(),
        )
        .await?;
        index(
            m,
            QuizClosedPlace::Table,
            "ix_quiz_closed_place_member",
            [QuizClosedPlace::MemberId, QuizClosedPlace::Period],
        )
        .await
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.drop_table(Table::drop().table(QuizClosedPlace::Table).to_owned())
            .await
    }
}
