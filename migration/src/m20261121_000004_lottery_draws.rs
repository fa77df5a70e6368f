//! Lottery draws: one row per (game, issue), the numbers as JSON arrays
//! (main and extra zone), the published prize list when known.

use sea_orm_migration::prelude::*;

use crate::columns::{at, id_col, index, json, unique};

pub struct Migration;

impl MigrationName for Migration {
    fn name(&self) -> &str {
        "m20261121_000004_lottery_draws"
    }
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.create_table(
            Table::create()
                .table(LotteryDraw::Table)
                .col(id_col(LotteryDraw::Id))
                .col(ColumnDef::new(LotteryDraw::Game).string().not_null())
                // `YYYYNNN`, so string order is draw order.
                .col(ColumnDef::new(LotteryDraw::Issue).string().not_null())
                .col(ColumnDef::new(LotteryDraw::DrawDate).date().not_null())
                .col(json(LotteryDraw::MainNumbers))
                .col(json(LotteryDraw::ExtraNumbers))
                // [{tier, name, amountFen, winners}] when published.
                .col(json(LotteryDraw::PrizeList))
                .col(ColumnDef::new(LotteryDraw::PoolFen).big_integer().null())
                .col(at(LotteryDraw::CreatedAt))
                .to_owned(),
        )
        .await?;
        unique(
            m,
            LotteryDraw::Table,
            "uq_lottery_draw_game_issue",
            [LotteryDraw::Game, LotteryDraw::Issue],
        )
        .await?;
        index(
            m,
            LotteryDraw::Table,
            "idx_lottery_draw_game_date",
            [LotteryDraw::Game, LotteryDraw::DrawDate],
        )
        .await
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.drop_table(Table::drop().table(LotteryDraw::Table).to_owned())
            .await
    }
}

#[derive(DeriveIden)]
enum LotteryDraw {
    Table,
    Id,
    Game,
    Issue,
    DrawDate,
    MainNumbers,
    ExtraNumbers,
    PrizeList,
    PoolFen,
    CreatedAt,
}
