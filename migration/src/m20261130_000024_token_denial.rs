//! The token denylist in the database (issue 59). It lived only in the
//! short-lived store (Redis with several instances), so with Redis down no
//! signed-in request could be checked and every one was refused. The
//! database is now its source of truth: a row per token signed out or
//! replaced by a refresh, until the token would have expired anyway
//! (`ix_token_denial_expires` serves the sweep that removes them).

use sea_orm_migration::prelude::*;

use crate::columns::{at, index, member_fk};

pub struct Migration;

impl MigrationName for Migration {
    fn name(&self) -> &str {
        "m20261130_000024_token_denial"
    }
}

#[derive(DeriveIden)]
enum TokenDenial {
    Table,
    Jti,
    MemberId,
    Reason,
    At,
    ExpiresAt,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.create_table(
            Table::create()
                .table(TokenDenial::Table)
                .col(
                    ColumnDef::new(TokenDenial::Jti)
                        .string()
                        .not_null()
                        .primary_key(),
                )
                .col(
                    ColumnDef::new(TokenDenial::MemberId)
                        .big_integer()
                        .not_null(),
                )
                .col(ColumnDef::new(TokenDenial::Reason).string().not_null())
                .col(at(TokenDenial::At))
                .col(at(TokenDenial::ExpiresAt))
                .foreign_key(&mut member_fk(TokenDenial::Table, TokenDenial::MemberId))
                .to_owned(),
        )
        .await?;
        index(
            m,
            TokenDenial::Table,
            "ix_token_denial_expires",
            [TokenDenial::ExpiresAt],
        )
        .await
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.drop_table(Table::drop().table(TokenDenial::Table).to_owned())
            .await
    }
}
