//! A message of the message centre.
//!
//! `audience` says who receives it: 0 = the listed members (one
//! `message_receipt` row each), 1 = a member group, 2 = everyone. A broadcast
//! to everyone writes no row per member: read state for it is a receipt row
//! written when a member reads it, or the member's `broadcast_read_before`.

use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "message")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    /// `None` for system messages.
    pub sender_id: Option<i64>,
    /// 0 = system notice, 1 = interaction, 2 = points.
    pub message_type: i16,
    pub audience: i16,
    pub group_id: Option<i64>,
    pub title: String,
    pub content: String,
    /// Optional structured data for the client (a link, the follower's id…).
    pub payload: Json,
    /// SCHEDULED, SENT or CANCELLED.
    pub status: String,
    pub scheduled_at: Option<DateTimeUtc>,
    /// For a broadcast to everyone, its number (1, 2, 3…) in sending order,
    /// set when it is sent.
    pub broadcast_seq: Option<i64>,
    pub sent_at: Option<DateTimeUtc>,
    pub created_at: DateTimeUtc,
    /// The sender's key for an idempotent send; unique per sender.
    pub idempotency_key: Option<String>,
    /// How many members it reached: its receipts when targeted; for a
    /// broadcast, the members who had joined before it (counted by a job
    /// after the send, 0 until then). Staff read it in the console.
    pub recipient_count: i64,
    /// How many of them have read it (moved by read and unread marks).
    pub read_count: i64,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {
    #[sea_orm(has_many = "super::message_receipt::Entity")]
    MessageReceipt,
}

impl Related<super::message_receipt::Entity> for Entity {
    fn to() -> RelationDef {
        Relation::MessageReceipt.def()
    }
}

impl ActiveModelBehavior for ActiveModel {}
