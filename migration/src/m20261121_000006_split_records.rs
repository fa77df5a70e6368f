//! Members' saved order splits (the selection "split record" and "split
//! info" pages). The order is stored as picked; its tickets are computed
//! again when shown (the split is a pure function of the order), so a row
//! stays small however many tickets the order prints.

use sea_orm_migration::prelude::*;

use crate::columns::{at, id_col, index, json, member_fk};

pub struct Migration;

impl MigrationName for Migration {
    fn name(&self) -> &str {
        "m20261121_000006_split_records"
    }
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.create_table(
            Table::create()
                .table(SplitRecord::Table)
                .col(id_col(SplitRecord::Id))
                .col(
                    ColumnDef::new(SplitRecord::MemberId)
                        .big_integer()
                        .not_null(),
                )
                .col(ColumnDef::new(SplitRecord::Game).string().not_null())
                // The order's zones: [{"dan": [...], "tuo": [...]}, ...].
                .col(json(SplitRecord::Zones))
                .col(
                    ColumnDef::new(SplitRecord::Multiple)
                        .integer()
                        .not_null()
                        .check(Expr::col(SplitRecord::Multiple).gt(0)),
                )
                .col(
                    ColumnDef::new(SplitRecord::Additional)
                        .boolean()
                        .not_null()
                        .default(false),
                )
                .col(
                    ColumnDef::new(SplitRecord::Bets)
                        .big_integer()
                        .not_null()
                        .check(Expr::col(SplitRecord::Bets).gt(0)),
                )
                .col(
                    ColumnDef::new(SplitRecord::CostFen)
                        .big_integer()
                        .not_null(),
                )
                .col(
                    ColumnDef::new(SplitRecord::TicketCount)
                        .integer()
                        .not_null()
                        .check(Expr::col(SplitRecord::TicketCount).gt(0)),
                )
                .col(at(SplitRecord::CreatedAt))
                .foreign_key(&mut member_fk(SplitRecord::Table, SplitRecord::MemberId))
                .to_owned(),
        )
        .await?;
        index(
            m,
            SplitRecord::Table,
            "idx_split_record_member",
            [SplitRecord::MemberId, SplitRecord::Id],
        )
        .await
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.drop_table(Table::drop().table(SplitRecord::Table).to_owned())
            .await
    }
}

#[derive(DeriveIden)]
enum SplitRecord {
    Table,
    Id,
    MemberId,
    Game,
    Zones,
    Multiple,
    Additional,
    Bets,
    CostFen,
    TicketCount,
    CreatedAt,
}
