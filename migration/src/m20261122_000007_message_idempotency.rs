//! Idempotent sends: a staff member's `sendMessage` may carry a key, and a
//! retry with the same key answers the first message instead of sending
//! again. The key is unique per sender; NULL keys (sends without one, and
//! system messages) never clash.

use sea_orm_migration::prelude::*;

use crate::columns::unique;

pub struct Migration;

impl MigrationName for Migration {
    fn name(&self) -> &str {
        "m20261122_000007_message_idempotency"
    }
}

#[derive(DeriveIden)]
enum Message {
    Table,
    SenderId,
    IdempotencyKey,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.alter_table(
            Table::alter()
                .table(Message::Table)
                .add_column(ColumnDef::new(Message::IdempotencyKey).string().null())
                .to_owned(),
        )
        .await?;
        unique(
            m,
            Message::Table,
            "uq_message_sender_key",
            [Message::SenderId, Message::IdempotencyKey],
        )
        .await
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.drop_index(
            Index::drop()
                .name("uq_message_sender_key")
                .table(Message::Table)
                .to_owned(),
        )
        .await?;
        m.alter_table(
            Table::alter()
                .table(Message::Table)
                .drop_column(Message::IdempotencyKey)
                .to_owned(),
        )
        .await
    }
}
