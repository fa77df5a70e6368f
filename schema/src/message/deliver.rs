//! Delivering a message to one member: the message row, the member's
//! receipt and unread counter, all in the caller's transaction.

use sea_orm::sea_query::Expr;
use sea_orm::{
    ActiveModelTrait, ActiveValue::Set, ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter,
};

use crate::enums::ProtoEnum;
use crate::error::{AppError, AppResult};
use entities::{member, message, message_receipt};

proto_enum!(
    /// What a message is about.
    MessageType {
        SystemNotice = 0 => "SYSTEM_NOTICE",
        Interaction = 1 => "INTERACTION",
        Points = 2 => "POINTS",
    }
);

/// Writes a message addressed to `member_id` and counts it unread. Returns
/// the message and the member's new unread count (for the live badge).
pub async fn deliver_to_member<C: ConnectionTrait>(
    db: &C,
    member_id: i64,
    sender_id: Option<i64>,
    kind: MessageType,
    title: &str,
    content: &str,
    payload: serde_json::Value,
) -> AppResult<(message::Model, i64)> {
    let now = crate::clock::now();
    let msg = message::ActiveModel {
        sender_id: Set(sender_id),
        message_type: Set(kind.number() as i16),
        audience: Set(0),
        group_id: Set(None),
        title: Set(title.to_owned()),
        content: Set(content.to_owned()),
        payload: Set(payload),
        status: Set("SENT".into()),
        scheduled_at: Set(None),
        sent_at: Set(Some(now)),
        created_at: Set(now),
        ..Default::default()
    }
    .insert(db)
    .await?;
    message_receipt::ActiveModel {
        member_id: Set(member_id),
        message_id: Set(msg.id),
        read_at: Set(None),
        created_at: Set(now),
    }
    .insert(db)
    .await?;
    member::Entity::update_many()
        .col_expr(
            member::Column::UnreadMessageCount,
            Expr::col(member::Column::UnreadMessageCount).add(1),
        )
        .filter(member::Column::Id.eq(member_id))
        .exec(db)
        .await?;
    let unread = member::Entity::find_by_id(member_id)
        .one(db)
        .await?
        .map(|m| m.unread_message_count)
        .ok_or_else(|| AppError::invalid("memberId", "no such member"))?;
    Ok((msg, unread))
}
