//! W20's channel: a channel run by an operator (a distributor), with
//! `channel_members` members who registered with its invite code over the
//! 90 days up to the seed's day, and its `channel_daily` roll-up rows for
//! those days written by the real roll-up (`channel::rollup::compute` and
//! `write`, run as of each day: what the job would have written had it run
//! on those days). The invitees' registrations fall on all 90 days; their
//! points (the seed's ledger) on its last days; check-ins, activity and
//! commission are not seeded, so those figures are zeros.
//!
//! Counters kept equal to the rows: the operator's `invite_num` (no reward
//! points: `invite.points` 0) and each invitee's `invite_me_member_id`.

use chrono::{DateTime, NaiveDate, TimeDelta, Utc};
use sea_orm::{ConnectionTrait, DatabaseBackend, DatabaseConnection, Value};

use crate::scale::Scale;
use crate::seed::Loader;
use domain::kernel::clock::{shanghai_day, shanghai_day_start};

/// The channel's name on its invite codes and its row id.
pub const CHANNEL: &str = "bench";
pub const CHANNEL_ID: i64 = 1;
/// Days of registrations and of the detail W20 reads.
pub const DAYS: i64 = 90;
// The detail reads at most that many days at once.
const _: () = assert!(DAYS <= rules::channel::MAX_DETAIL_DAYS);
/// The first invitee's member id (after the staff member and celebrities).
const FIRST_INVITEE: i64 = 5;

/// The member running the channel: the last member, never an invitee.
pub fn operator(scale: &Scale) -> i64 {
    scale.members
}

/// The first and last day of the 90 (Asia/Shanghai), as W20 reads them.
pub fn days(now: DateTime<Utc>) -> (NaiveDate, NaiveDate) {
    let last = shanghai_day(now);
    (last - TimeDelta::days(DAYS - 1), last)
}

/// How many members registered through the channel (the invitees are
/// `FIRST_INVITEE..`, clear of the operator).
pub fn invitees(scale: &Scale) -> i64 {
    scale
        .channel_members
        .min(scale.members - FIRST_INVITEE)
        .max(0)
}

pub async fn seed(
    db: &DatabaseConnection,
    scale: &Scale,
    now: DateTime<Utc>,
) -> anyhow::Result<()> {
    let op = operator(scale);
    let (first, last) = days(now);
    let opened = shanghai_day_start(first) - TimeDelta::days(1);
    let mut channel = Loader::new(
        db,
        "partner_channel",
        &[
            "id",
            "partner_id",
            "channel",
            "created_at",
            "operator_id",
            "title",
        ],
        1,
    );
    channel
        .push(vec![
            Value::from(CHANNEL_ID),
            Value::from(None::<i64>),
            Value::from(CHANNEL),
            Value::from(opened),
            Value::from(Some(op)),
            Value::from("压测渠道"),
        ])
        .await?;
    channel.finish().await?;
    let mut code = Loader::new(
        db,
        "invite_code",
        &["id", "member_id", "channel", "code", "created_at"],
        1,
    );
    code.push(vec![
        Value::from(1i64),
        Value::from(op),
        Value::from(CHANNEL),
        Value::from("BENCH0001"),
        Value::from(opened),
    ])
    .await?;
    code.finish().await?;

    let n = invitees(scale);
    let mut invites = Loader::new(
        db,
        "invite",
        &[
            "id",
            "inviter_id",
            "invitee_id",
            "points",
            "channel",
            "created_at",
            "pair_low",
            "pair_high",
            "invitee_key",
        ],
        n as u64,
    );
    // Spread evenly over the 90 days, the oldest first.
    let span = (shanghai_day_start(last) + TimeDelta::days(1) - shanghai_day_start(first))
        .num_seconds()
        .min((now - shanghai_day_start(first)).num_seconds());
    for k in 0..n {
        let invitee = FIRST_INVITEE + k;
        let at = shanghai_day_start(first) + TimeDelta::seconds(span * k / n.max(1));
        invites
            .push(vec![
                Value::from(k + 1),
                Value::from(op),
                Value::from(invitee),
                Value::from(0i64),
                Value::from(Some(CHANNEL.to_owned())),
                Value::from(at),
                Value::from(Some(invitee.min(op))),
                Value::from(Some(invitee.max(op))),
                Value::from(None::<String>),
            ])
            .await?;
    }
    invites.finish().await?;
    db.execute_unprepared(&format!(
        "UPDATE member SET invite_num = (SELECT COUNT(*) FROM invite WHERE invite.inviter_id = member.id) WHERE id = {op}"
    ))
    .await?;
    db.execute_unprepared(
        "UPDATE member SET invite_me_member_id = (SELECT inviter_id FROM invite WHERE invite.invitee_id = member.id) \
         WHERE id IN (SELECT invitee_id FROM invite)",
    )
    .await?;
    if db.get_database_backend() == DatabaseBackend::Postgres {
        for t in ["partner_channel", "invite_code", "invite"] {
            db.execute_unprepared(&format!(
                "SELECT setval(pg_get_serial_sequence('{t}', 'id'), GREATEST((SELECT MAX(id) FROM {t}), 1))"
            ))
            .await?;
        }
    }
    rollup(db, first, last).await
}

/// The roll-up as of noon of every other day from `last` back: each run
/// computes its day and the day before, so the 90 days are all written.
async fn rollup(db: &DatabaseConnection, first: NaiveDate, last: NaiveDate) -> anyhow::Result<()> {
    let mut day = last;
    while day >= first {
        let noon = shanghai_day_start(day) + TimeDelta::hours(12);
        let rows = domain::channel::rollup::compute(db, noon)
            .await
            .map_err(|e| anyhow::anyhow!("the roll-up of {day}: {}", e.message))?;
        domain::channel::rollup::write(db, &rows, noon)
            .await
            .map_err(|e| anyhow::anyhow!("writing the roll-up of {day}: {}", e.message))?;
        day -= TimeDelta::days(2);
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_operator_is_not_an_invitee_at_any_scale() {
        for scale in [Scale::tiny(), Scale::small(), Scale::full()] {
            let n = invitees(&scale);
            assert_eq!(n, scale.channel_members);
            assert!(FIRST_INVITEE + n - 1 < operator(&scale));
        }
    }

    #[test]
    fn ninety_days_up_to_the_seed_s_day() {
        let (first, last) = days(crate::seed::base_time());
        assert_eq!((last - first).num_days() + 1, DAYS);
    }
}
