//! Sports matches (竞彩足球, 竞彩篮球, 北京单场): one row per match with its
//! line and result, and every odds change kept (`sports_odds`, one row per
//! play type and moment), so a ticket's odds are the ones in force when it
//! was made.

use sea_orm_migration::prelude::*;

use crate::columns::{at, flag, id_col, index, json, text, unique};

pub struct Migration;

impl MigrationName for Migration {
    fn name(&self) -> &str {
        "m20261123_000010_sports_matches"
    }
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.create_table(
            Table::create()
                .table(SportsMatch::Table)
                .col(id_col(SportsMatch::Id))
                // `jczq`, `jclq`, `bjdc`.
                .col(ColumnDef::new(SportsMatch::Game).string().not_null())
                // The source's id (`sporttery:2040285`): what an import matches on.
                .col(ColumnDef::new(SportsMatch::SourceId).string().not_null())
                // 周三001: the weekday is the sales business day.
                .col(ColumnDef::new(SportsMatch::MatchNum).string().not_null())
                .col(ColumnDef::new(SportsMatch::MatchDate).date().not_null())
                .col(
                    ColumnDef::new(SportsMatch::Kickoff)
                        .timestamp_with_time_zone()
                        .null(),
                )
                .col(text(SportsMatch::League))
                .col(text(SportsMatch::Home))
                .col(text(SportsMatch::Away))
                // 让球 / 让分 for the home side and 大小分's total, in tenths.
                .col(ColumnDef::new(SportsMatch::Handicap).integer().null())
                .col(ColumnDef::new(SportsMatch::TotalLine).integer().null())
                // `selling`, `closed`, `finished`, `void`.
                .col(ColumnDef::new(SportsMatch::State).string().not_null())
                .col(ColumnDef::new(SportsMatch::FtHome).integer().null())
                .col(ColumnDef::new(SportsMatch::FtAway).integer().null())
                .col(ColumnDef::new(SportsMatch::HtHome).integer().null())
                .col(ColumnDef::new(SportsMatch::HtAway).integer().null())
                // Generated sample fixtures (no real data exists for the
                // game), never shown as real results.
                .col(flag(SportsMatch::Sample))
                .col(at(SportsMatch::CreatedAt))
                .col(at(SportsMatch::UpdatedAt))
                .to_owned(),
        )
        .await?;
        unique(
            m,
            SportsMatch::Table,
            "uq_sports_match_game_source",
            [SportsMatch::Game, SportsMatch::SourceId],
        )
        .await?;
        index(
            m,
            SportsMatch::Table,
            "idx_sports_match_game_date",
            [
                SportsMatch::Game,
                SportsMatch::MatchDate,
                SportsMatch::MatchNum,
            ],
        )
        .await?;
        index(
            m,
            SportsMatch::Table,
            "idx_sports_match_home",
            [SportsMatch::Home],
        )
        .await?;
        index(
            m,
            SportsMatch::Table,
            "idx_sports_match_away",
            [SportsMatch::Away],
        )
        .await?;
        m.create_table(
            Table::create()
                .table(SportsOdds::Table)
                .col(id_col(SportsOdds::Id))
                .col(ColumnDef::new(SportsOdds::MatchId).big_integer().not_null())
                // A play type's code (`spf`, `bf`, ...).
                .col(ColumnDef::new(SportsOdds::Play).string().not_null())
                // Each option's odds in hundredths, in ticket order (null
                // for an option not offered).
                .col(json(SportsOdds::Odds))
                // Whether the pool took single-match bets (单关).
                .col(flag(SportsOdds::Single))
                // When these odds came into force.
                .col(at(SportsOdds::RecordedAt))
                .col(text(SportsOdds::Source))
                .col(at(SportsOdds::CreatedAt))
                .foreign_key(
                    ForeignKey::create()
                        .from(SportsOdds::Table, SportsOdds::MatchId)
                        .to(SportsMatch::Table, SportsMatch::Id)
                        .on_delete(ForeignKeyAction::Cascade),
                )
                .to_owned(),
        )
        .await?;
        unique(
            m,
            SportsOdds::Table,
            "uq_sports_odds_match_play_at",
            [
                SportsOdds::MatchId,
                SportsOdds::Play,
                SportsOdds::RecordedAt,
            ],
        )
        .await
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.drop_table(Table::drop().table(SportsOdds::Table).to_owned())
            .await?;
        m.drop_table(Table::drop().table(SportsMatch::Table).to_owned())
            .await
    }
}

#[derive(DeriveIden)]
enum SportsMatch {
    Table,
    Id,
    Game,
    SourceId,
    MatchNum,
    MatchDate,
    Kickoff,
    League,
    Home,
    Away,
    Handicap,
    TotalLine,
    State,
    FtHome,
    FtAway,
    HtHome,
    HtAway,
    Sample,
    CreatedAt,
    UpdatedAt,
}

#[derive(DeriveIden)]
enum SportsOdds {
    Table,
    Id,
    MatchId,
    Play,
    Odds,
    Single,
    RecordedAt,
    Source,
    CreatedAt,
}
