//! The authors the topics' post counters leave out (issue 50): a row per
//! member who is disabled or cancelled, written by the community area when
//! it takes that member's visible posts out of their topics' counters, and
//! removed when it puts them back. `topic.post_count` then counts what a
//! topic shows: visible posts of members who may be shown.

use sea_orm_migration::prelude::*;

use crate::columns::{at, member_fk};

pub struct Migration;

impl MigrationName for Migration {
    fn name(&self) -> &str {
        "m20261130_000023_hidden_authors"
    }
}

#[derive(DeriveIden)]
enum CommunityHiddenAuthor {
    Table,
    MemberId,
    HiddenAt,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.create_table(
            Table::create()
                .table(CommunityHiddenAuthor::Table)
                .col(
                    ColumnDef::new(CommunityHiddenAuthor::MemberId)
                        .big_integer()
                        .not_null()
                        .primary_key(),
                )
                .col(at(CommunityHiddenAuthor::HiddenAt))
                .foreign_key(&mut member_fk(
                    CommunityHiddenAuthor::Table,
                    CommunityHiddenAuthor::MemberId,
                ))
                .to_owned(),
        )
        .await
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.drop_table(Table::drop().table(CommunityHiddenAuthor::Table).to_owned())
            .await
    }
}
