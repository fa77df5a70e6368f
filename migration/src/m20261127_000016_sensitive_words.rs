//! The sensitive-word list staff keep (issue 34's moderation, used first by
//! nicknames, expert plans and applications): each word unique, with what a
//! hit does — `BLOCK` (refused) or `HOLD` (kept for review where a review
//! queue exists; refused elsewhere).

use sea_orm_migration::prelude::*;

use crate::columns::{at, id_col, unique};

pub struct Migration;

impl MigrationName for Migration {
    fn name(&self) -> &str {
        "m20261127_000016_sensitive_words"
    }
}

#[derive(DeriveIden)]
enum SensitiveWord {
    Table,
    Id,
    Word,
    Action,
    CreatedBy,
    CreatedAt,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.create_table(
            Table::create()
                .table(SensitiveWord::Table)
                .col(id_col(SensitiveWord::Id))
                // Stored lowercased (ASCII), trimmed.
                .col(ColumnDef::new(SensitiveWord::Word).string().not_null())
                .col(ColumnDef::new(SensitiveWord::Action).string().not_null())
                .col(
                    ColumnDef::new(SensitiveWord::CreatedBy)
                        .big_integer()
                        .null(),
                )
                .col(at(SensitiveWord::CreatedAt))
                .to_owned(),
        )
        .await?;
        unique(
            m,
            SensitiveWord::Table,
            "uq_sensitive_word",
            [SensitiveWord::Word],
        )
        .await
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.drop_table(Table::drop().table(SensitiveWord::Table).to_owned())
            .await
    }
}
