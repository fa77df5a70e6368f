//! The console's delivery counts (issue 56): how many members a message
//! reached and how many have read it, kept on the message as counters so
//! the staff list never counts receipts per row. Sending sets
//! `recipient_count` once; marking read or unread moves `read_count` by the
//! receipts it changed. Messages sent before this migration get both
//! counted once here.
//!
//! Rolling deploy: two columns with defaults (the previous release writes
//! messages without them and never reads them); its sends leave the counts
//! at 0 until this release runs, which is what the console shows for them.

use sea_orm_migration::prelude::*;

pub struct Migration;

impl MigrationName for Migration {
    fn name(&self) -> &str {
        "m20261206_000031_message_counts"
    }
}

#[derive(DeriveIden)]
enum Message {
    Table,
    RecipientCount,
    ReadCount,
}

/// Targeted messages: their receipts; broadcasts (audience 2): the members
/// who had joined the broadcast sequence before it was numbered, and the
/// receipts written when read.
const BACKFILL: &str = "UPDATE message SET \
    recipient_count = CASE WHEN audience = 2 THEN \
        (SELECT COUNT(*) FROM member WHERE member.broadcast_read_before < message.broadcast_seq) \
    ELSE (SELECT COUNT(*) FROM message_receipt r WHERE r.message_id = message.id) END, \
    read_count = (SELECT COUNT(*) FROM message_receipt r \
        WHERE r.message_id = message.id AND r.read_at IS NOT NULL) \
    WHERE status = 'SENT'";

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        for column in [Message::RecipientCount, Message::ReadCount] {
            m.alter_table(
                Table::alter()
                    .table(Message::Table)
                    .add_column(ColumnDef::new(column).big_integer().not_null().default(0))
                    .to_owned(),
            )
            .await?;
        }
        m.get_connection().execute_unprepared(BACKFILL).await?;
        Ok(())
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        for column in [Message::RecipientCount, Message::ReadCount] {
            m.alter_table(
                Table::alter()
                    .table(Message::Table)
                    .drop_column(column)
                    .to_owned(),
            )
            .await?;
        }
        Ok(())
    }
}
