//! The message centre's counting.
//!
//! - `message.broadcast_seq`: broadcasts to everyone are numbered 1, 2, 3…
//!   as they are sent (unique). A member's unread broadcasts are then
//!   `latest seq − member.broadcast_read_before (the seq when they joined) −
//!   member.broadcasts_read`: no row per member per broadcast, ever.
//! - `member.broadcasts_read`: broadcasts (after joining) the member has read.
//! - Lists by delivery time: a member's receipts and the sent broadcasts,
//!   newest first, keyset by (time, id).

use sea_orm_migration::prelude::*;

use crate::columns::{counter, index, unique};

pub struct Migration;

impl MigrationName for Migration {
    fn name(&self) -> &str {
        "m20261121_000003_message_centre"
    }
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.alter_table(
            Table::alter()
                .table(Message::Table)
                .add_column(ColumnDef::new(Message::BroadcastSeq).big_integer().null())
                .to_owned(),
        )
        .await?;
        unique(
            m,
            Message::Table,
            "uq_message_broadcast_seq",
            [Message::BroadcastSeq],
        )
        .await?;
        index(
            m,
            Message::Table,
            "idx_message_sent",
            [
                Message::Audience,
                Message::Status,
                Message::SentAt,
                Message::Id,
            ],
        )
        .await?;
        m.alter_table(
            Table::alter()
                .table(Member::Table)
                .add_column(counter(Member::BroadcastsRead))
                .to_owned(),
        )
        .await?;
        index(
            m,
            MessageReceipt::Table,
            "idx_message_receipt_member_time",
            [
                MessageReceipt::MemberId,
                MessageReceipt::CreatedAt,
                MessageReceipt::MessageId,
            ],
        )
        .await?;
        Ok(())
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        for (table, name) in [
            (
                MessageReceipt::Table.into_iden(),
                "idx_message_receipt_member_time",
            ),
            (Message::Table.into_iden(), "idx_message_sent"),
            (Message::Table.into_iden(), "uq_message_broadcast_seq"),
        ] {
            m.drop_index(Index::drop().name(name).table(table).to_owned())
                .await?;
        }
        m.alter_table(
            Table::alter()
                .table(Member::Table)
                .drop_column(Member::BroadcastsRead)
                .to_owned(),
        )
        .await?;
        m.alter_table(
            Table::alter()
                .table(Message::Table)
                .drop_column(Message::BroadcastSeq)
                .to_owned(),
        )
        .await
    }
}

#[derive(DeriveIden)]
enum Message {
    Table,
    Id,
    Audience,
    Status,
    SentAt,
    BroadcastSeq,
}

#[derive(DeriveIden)]
enum Member {
    Table,
    BroadcastsRead,
}

#[derive(DeriveIden)]
enum MessageReceipt {
    Table,
    MemberId,
    MessageId,
    CreatedAt,
}
