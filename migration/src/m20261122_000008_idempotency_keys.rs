//! Idempotency keys for mutations whose effect has no row of its own to
//! carry the key (stock moves, bulk creates, invite counts): the first
//! request's answer is kept under (scope, owner, key), so a retry with the
//! same key answers it again and changes nothing.

use sea_orm_migration::prelude::*;

use crate::columns::{at, id_col, unique};

pub struct Migration;

impl MigrationName for Migration {
    fn name(&self) -> &str {
        "m20261122_000008_idempotency_keys"
    }
}

#[derive(DeriveIden)]
enum IdempotencyKey {
    Table,
    Id,
    Scope,
    OwnerId,
    Key,
    Request,
    Response,
    CreatedAt,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.create_table(
            Table::create()
                .table(IdempotencyKey::Table)
                .col(id_col(IdempotencyKey::Id))
                // The mutation, e.g. `shop.add_stock`.
                .col(ColumnDef::new(IdempotencyKey::Scope).string().not_null())
                // The member who sent the key (keys are per caller).
                .col(
                    ColumnDef::new(IdempotencyKey::OwnerId)
                        .big_integer()
                        .not_null(),
                )
                .col(ColumnDef::new(IdempotencyKey::Key).string().not_null())
                // The request as JSON: a reused key with another request is
                // refused.
                .col(ColumnDef::new(IdempotencyKey::Request).text().not_null())
                // The answer as JSON; NULL while the first request runs.
                .col(ColumnDef::new(IdempotencyKey::Response).text().null())
                .col(at(IdempotencyKey::CreatedAt))
                .to_owned(),
        )
        .await?;
        unique(
            m,
            IdempotencyKey::Table,
            "uq_idempotency_key",
            [
                IdempotencyKey::Scope,
                IdempotencyKey::OwnerId,
                IdempotencyKey::Key,
            ],
        )
        .await
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.drop_table(Table::drop().table(IdempotencyKey::Table).to_owned())
            .await
    }
}
