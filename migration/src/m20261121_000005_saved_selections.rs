//! Members' saved number selections and order splits (the selection
//! "record" and "split record" pages).

use sea_orm_migration::prelude::*;

use crate::columns::{at, id_col, index, json, member_fk};

pub struct Migration;

impl MigrationName for Migration {
    fn name(&self) -> &str {
        "m20261121_000005_saved_selections"
    }
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.create_table(
            Table::create()
                .table(SavedSelection::Table)
                .col(id_col(SavedSelection::Id))
                .col(
                    ColumnDef::new(SavedSelection::MemberId)
                        .big_integer()
                        .not_null(),
                )
                .col(ColumnDef::new(SavedSelection::Game).string().not_null())
                // The picked numbers: {"main": [...], "extra": [...]}.
                .col(json(SavedSelection::Numbers))
                .col(
                    ColumnDef::new(SavedSelection::Bets)
                        .big_integer()
                        .not_null()
                        .check(Expr::col(SavedSelection::Bets).gt(0)),
                )
                .col(
                    ColumnDef::new(SavedSelection::Multiple)
                        .integer()
                        .not_null()
                        .check(Expr::col(SavedSelection::Multiple).gt(0)),
                )
                .col(
                    ColumnDef::new(SavedSelection::CostFen)
                        .big_integer()
                        .not_null(),
                )
                // The ticket split: multiples per ticket.
                .col(json(SavedSelection::Tickets))
                .col(at(SavedSelection::CreatedAt))
                .foreign_key(&mut member_fk(
                    SavedSelection::Table,
                    SavedSelection::MemberId,
                ))
                .to_owned(),
        )
        .await?;
        index(
            m,
            SavedSelection::Table,
            "idx_saved_selection_member",
            [SavedSelection::MemberId, SavedSelection::Id],
        )
        .await
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.drop_table(Table::drop().table(SavedSelection::Table).to_owned())
            .await
    }
}

#[derive(DeriveIden)]
enum SavedSelection {
    Table,
    Id,
    MemberId,
    Game,
    Numbers,
    Bets,
    Multiple,
    CostFen,
    Tickets,
    CreatedAt,
}
