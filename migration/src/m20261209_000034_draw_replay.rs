//! Replayed draws are labelled (issue 57): the demo's replay feed serves
//! recorded real draws again, shifted to today, and the draws it stores are
//! marked `replay` so every page that shows them says 回放数据 — never
//! passed off as today's draw. A draw staff publish, import or a real feed
//! stores is not a replay.
//!
//! Rolling deploy: one column with a default (the previous release writes
//! draws without it, which are not replays, and never reads it).

use sea_orm_migration::prelude::*;

use crate::columns::flag;

pub struct Migration;

impl MigrationName for Migration {
    fn name(&self) -> &str {
        "m20261209_000034_draw_replay"
    }
}

#[derive(DeriveIden)]
enum LotteryDraw {
    Table,
    Replay,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.alter_table(
            Table::alter()
                .table(LotteryDraw::Table)
                .add_column(flag(LotteryDraw::Replay))
                .to_owned(),
        )
        .await
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.alter_table(
            Table::alter()
                .table(LotteryDraw::Table)
                .drop_column(LotteryDraw::Replay)
                .to_owned(),
        )
        .await
    }
}
