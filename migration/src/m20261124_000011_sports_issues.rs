//! 期 (issues) of the sports lotteries sold by issue: 传统足彩's 14 matches
//! with their prize tiers, and 北京单场's issues. A match names its issue;
//! an issue keeps the prize tiers once they are announced.

use sea_orm_migration::prelude::*;

use crate::columns::{at, flag, id_col, index, json, unique};

pub struct Migration;

impl MigrationName for Migration {
    fn name(&self) -> &str {
        "m20261124_000011_sports_issues"
    }
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.create_table(
            Table::create()
                .table(SportsIssue::Table)
                .col(id_col(SportsIssue::Id))
                .col(ColumnDef::new(SportsIssue::Game).string().not_null())
                .col(ColumnDef::new(SportsIssue::Issue).string().not_null())
                .col(ColumnDef::new(SportsIssue::CloseDate).date().not_null())
                // Per pool and tier: winning bets and the prize per bet,
                // once announced (`[]` before).
                .col(json(SportsIssue::Prizes))
                .col(flag(SportsIssue::Sample))
                .col(at(SportsIssue::CreatedAt))
                .col(at(SportsIssue::UpdatedAt))
                .to_owned(),
        )
        .await?;
        unique(
            m,
            SportsIssue::Table,
            "uq_sports_issue_game_issue",
            [SportsIssue::Game, SportsIssue::Issue],
        )
        .await?;
        m.alter_table(
            Table::alter()
                .table(SportsMatch::Table)
                .add_column(ColumnDef::new(SportsMatch::Issue).string().null())
                .to_owned(),
        )
        .await?;
        index(
            m,
            SportsMatch::Table,
            "idx_sports_match_game_issue",
            [SportsMatch::Game, SportsMatch::Issue],
        )
        .await
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.drop_index(
            Index::drop()
                .name("idx_sports_match_game_issue")
                .table(SportsMatch::Table)
                .to_owned(),
        )
        .await?;
        m.alter_table(
            Table::alter()
                .table(SportsMatch::Table)
                .drop_column(SportsMatch::Issue)
                .to_owned(),
        )
        .await?;
        m.drop_table(Table::drop().table(SportsIssue::Table).to_owned())
            .await
    }
}

#[derive(DeriveIden)]
enum SportsIssue {
    Table,
    Id,
    Game,
    Issue,
    CloseDate,
    Prizes,
    Sample,
    CreatedAt,
    UpdatedAt,
}

#[derive(DeriveIden)]
enum SportsMatch {
    Table,
    Game,
    Issue,
}
