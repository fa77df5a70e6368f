//! A message to listed members, sent now, in one PostgreSQL statement.
//!
//! `send.rs` writes the message, its receipts, the recipients' counters and
//! the audit row in a transaction: six round trips (BEGIN, four statements,
//! COMMIT), and during W13 PostgreSQL spent most of a send waiting for the
//! next one (`Client:ClientRead`, BENCHMARKS.md). On PostgreSQL the same
//! writes are one statement of data-modifying CTEs, atomic on its own, so a
//! send is one round trip. The rows written are the same as the
//! transaction's, and so are the errors: an unknown member fails the
//! receipts' foreign key, a repeated idempotency key the message's unique
//! index, and either way nothing is written. The notification job
//! (`kernel::notice::MessageSent`) is one more CTE, as `deliver_receipts`
//! asks for it in the transaction. SQLite has no data-modifying
//! CTEs and keeps the transaction.

use sea_orm::{ConnectionTrait, DbBackend, FromQueryResult, Statement, Value};

use super::deliver::{unread_from, Delivered, Delivery, AUDIENCE_MEMBERS, STATUS_SENT};
use super::events::MessageSummary;
use entities::message;

/// What is written: the message's own fields and its audit row's.
pub(super) struct TargetedSend<'a> {
    pub sender_id: i64,
    pub message_type: i16,
    pub title: &'a str,
    pub content: &'a str,
    pub payload: &'a serde_json::Value,
    pub idempotency_key: Option<&'a str>,
    /// Sorted, without repeats, 1 to `MAX_RECIPIENTS`.
    pub recipients: &'a [i64],
    pub audit_detail: serde_json::Value,
}

/// The statement: `$1`–`$10` are the message's and the audit's values
/// (sender, type, audience, title, content, payload, status, time,
/// idempotency key, audit detail), then one placeholder per recipient.
/// The recipient count is written as a number: the ids are distinct and
/// any unknown one fails the whole statement, so it is the receipts'.
/// With `notice`, the notification job is one more CTE (a deployment
/// that notifies nobody asks none: `kernel::notice::wanted`).
/// Public for the benchmark, which runs this very statement as W13's
/// floor (`bench::sockets`).
pub fn sql(recipients: usize, notice: bool) -> String {
    let ids = (0..recipients)
        .map(|i| format!("${}", i + 11))
        .collect::<Vec<_>>()
        .join(",");
    let job = if notice {
        format!(
            ", j AS (\
                INSERT INTO job (kind, payload, state, attempts, max_attempts, run_at, \
                    created_at, updated_at) \
                SELECT '{kind}', json_build_object('messageId', m.id)::text, '{pending}', 0, \
                    {attempts}, $8, $8, $8 FROM m)",
            kind = <crate::kernel::notice::MessageSent as crate::kernel::jobs::Job>::KIND,
            pending = crate::kernel::jobs::PENDING,
            attempts = crate::kernel::jobs::MAX_ATTEMPTS,
        )
    } else {
        String::new()
    };
    format!(
        "WITH m AS (\
            INSERT INTO message (sender_id, message_type, audience, title, content, payload, \
                status, sent_at, created_at, idempotency_key, recipient_count) \
            VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8, $9, {recipients}) RETURNING *), \
         r AS (\
            INSERT INTO message_receipt (member_id, message_id, created_at) \
            SELECT x, m.id, m.created_at FROM m CROSS JOIN unnest(ARRAY[{ids}]::bigint[]) AS x \
            RETURNING member_id), \
         u AS (\
            UPDATE member SET unread_message_count = unread_message_count + 1 \
            WHERE id IN (SELECT member_id FROM r) \
            RETURNING id, unread_message_count, broadcast_read_before, broadcasts_read), \
         a AS (\
            INSERT INTO audit_log (actor_member_id, action, target, detail, created_at) \
            SELECT $1, 'message.send', 'message:' || m.id, $10, $8 FROM m){job} \
         SELECT m.*, \
            (SELECT COALESCE(MAX(broadcast_seq), 0) FROM message) AS latest_seq, \
            (SELECT json_agg(json_build_array(id, unread_message_count, \
                broadcast_read_before, broadcasts_read)) FROM u) AS counters \
         FROM m"
    )
}

/// Sends `send` in one statement; answers the stored message and what to
/// announce after it. The database's own error comes back for the caller
/// to name (foreign key: an unknown member; unique: a repeated key).
pub(super) async fn send<C: ConnectionTrait>(
    db: &C,
    send: TargetedSend<'_>,
) -> Result<(message::Model, Delivered), sea_orm::DbErr> {
    debug_assert_eq!(db.get_database_backend(), DbBackend::Postgres);
    let now = crate::kernel::clock::now();
    let mut values: Vec<Value> = vec![
        send.sender_id.into(),
        send.message_type.into(),
        AUDIENCE_MEMBERS.into(),
        send.title.into(),
        send.content.into(),
        send.payload.clone().into(),
        STATUS_SENT.into(),
        now.into(),
        send.idempotency_key.map(str::to_owned).into(),
        send.audit_detail.into(),
    ];
    values.extend(send.recipients.iter().map(|&id| Value::from(id)));
    let stmt = Statement::from_sql_and_values(
        DbBackend::Postgres,
        sql(send.recipients.len(), crate::kernel::notice::wanted()),
        values,
    );
    let row = db
        .query_one(stmt)
        .await?
        .ok_or_else(|| sea_orm::DbErr::RecordNotInserted)?;
    let msg = message::Model::from_query_result(&row, "")?;
    let seq: i64 = row.try_get("", "latest_seq")?;
    let counters: Option<serde_json::Value> = row.try_get("", "counters")?;
    let deliveries = deliveries(counters, seq).map_err(sea_orm::DbErr::Custom)?;
    let summary = MessageSummary::from(&msg);
    Ok((
        msg,
        Delivered::Targeted {
            message: summary,
            deliveries,
        },
    ))
}

/// The recipients' counters as the statement read them back: arrays of
/// (member id, targeted unread, read-before, broadcasts read).
fn deliveries(counters: Option<serde_json::Value>, seq: i64) -> Result<Vec<Delivery>, String> {
    let rows = match counters {
        Some(serde_json::Value::Array(rows)) => rows,
        // No receipts were written: nobody to tell.
        None | Some(serde_json::Value::Null) => return Ok(Vec::new()),
        Some(other) => return Err(format!("a send's counters: {other}")),
    };
    rows.iter()
        .map(|r| {
            let n = |i: usize| {
                r.get(i)
                    .and_then(serde_json::Value::as_i64)
                    .ok_or_else(|| format!("a send's counters row: {r}"))
            };
            Ok(Delivery {
                member_id: n(0)?,
                unread: unread_from(n(1)?, n(2)?, n(3)?, seq),
                seq,
            })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_placeholder_a_recipient_after_the_ten_fixed_ones() {
        let s = sql(3, true);
        assert!(s.contains("ARRAY[$11,$12,$13]"), "{s}");
        assert!(!s.contains("$14"));
        assert!(s.contains("$9, 3) RETURNING *"), "{s}");
    }

    #[test]
    fn the_notification_job_is_written_only_when_notices_are_wanted() {
        assert!(sql(1, true).contains("INSERT INTO job"));
        assert!(!sql(1, false).contains("INSERT INTO job"));
    }

    #[test]
    fn counters_read_back_become_unread_counts() {
        let got = deliveries(Some(serde_json::json!([[7, 2, 5, 1], [9, 0, 8, 0]])), 8).unwrap();
        // 2 targeted + (8 − 5 − 1) broadcasts; 0 + (8 − 8 − 0).
        assert_eq!(
            got,
            vec![
                Delivery {
                    member_id: 7,
                    unread: 4,
                    seq: 8
                },
                Delivery {
                    member_id: 9,
                    unread: 0,
                    seq: 8
                }
            ]
        );
        assert!(deliveries(None, 8).unwrap().is_empty());
        assert!(deliveries(Some(serde_json::json!([["x"]])), 8).is_err());
    }
}
