//! Members' saved sports selections (竞彩 and 北单 方案): the matches with
//! the options picked at their odds, 胆 and lines, the 过关方式 and 倍数, and
//! the bets, cost and printable ticket count the server counted. The
//! tickets themselves are split again when shown (the split is a pure
//! function of the selection).

use sea_orm_migration::prelude::*;

use crate::columns::{at, id_col, index, json, member_fk};

pub struct Migration;

impl MigrationName for Migration {
    fn name(&self) -> &str {
        "m20261124_000012_sports_selections"
    }
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.create_table(
            Table::create()
                .table(SportsSelection::Table)
                .col(id_col(SportsSelection::Id))
                .col(
                    ColumnDef::new(SportsSelection::MemberId)
                        .big_integer()
                        .not_null(),
                )
                .col(ColumnDef::new(SportsSelection::Game).string().not_null())
                // [{"matchId", "handicap", "totalLine", "banker", "picks": [{"play", "option", "odds"}]}]
                .col(json(SportsSelection::Matches))
                // ["3串4"] or several M串1.
                .col(json(SportsSelection::PassTypes))
                .col(
                    ColumnDef::new(SportsSelection::Multiple)
                        .integer()
                        .not_null()
                        .check(Expr::col(SportsSelection::Multiple).gt(0)),
                )
                .col(
                    ColumnDef::new(SportsSelection::Bets)
                        .big_integer()
                        .not_null()
                        .check(Expr::col(SportsSelection::Bets).gt(0)),
                )
                .col(
                    ColumnDef::new(SportsSelection::CostFen)
                        .big_integer()
                        .not_null(),
                )
                .col(
                    ColumnDef::new(SportsSelection::TicketCount)
                        .integer()
                        .not_null(),
                )
                .col(at(SportsSelection::CreatedAt))
                .foreign_key(&mut member_fk(
                    SportsSelection::Table,
                    SportsSelection::MemberId,
                ))
                .to_owned(),
        )
        .await?;
        index(
            m,
            SportsSelection::Table,
            "idx_sports_selection_member",
            [SportsSelection::MemberId, SportsSelection::Id],
        )
        .await
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.drop_table(Table::drop().table(SportsSelection::Table).to_owned())
            .await
    }
}

#[derive(DeriveIden)]
enum SportsSelection {
    Table,
    Id,
    MemberId,
    Game,
    Matches,
    PassTypes,
    Multiple,
    Bets,
    CostFen,
    TicketCount,
    CreatedAt,
}
