//! Posting to the points ledger: the one way a balance changes.
//!
//! A posting moves `member.points` with a conditional update (a spend only
//! where the balance covers it; the CHECK constraint `points >= 0` is the
//! backstop) and appends the ledger row with the balance after it, in the
//! caller's transaction. So the balance always equals the sum of the ledger,
//! and a crash leaves neither half.
//!
//! Callers write their own unique row first (the check-in of the day, the ad
//! transaction, the invitee, the redemption key): that row decides "at most
//! once", and it is also the first write of the transaction, which matters on
//! SQLite (a transaction that reads before it writes cannot wait for the
//! write lock). The ledger's unique idempotency key is the second line.

use sea_orm::{ActiveValue::Set, EntityTrait};

use crate::kernel::counters::{self, Counter};
use crate::kernel::enums::{PointsType, ProtoEnum};
use crate::kernel::error::{AppError, AppResult};
use crate::kernel::work::Work;
use entities::points_ledger;

/// What a ledger row was for (stored in `points_ledger.reason`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Reason {
    CheckIn,
    AdReward,
    Invite,
    Redeem,
    Refund,
    /// A guessing competition's stake (out).
    QuizStake,
    /// A competition entry's payout, or more of it after a correction (in).
    QuizPayout,
    /// A corrected entry paid less than before: the difference back (out).
    QuizReversal,
    /// A competition's prize (in).
    QuizPrize,
    /// Unlocking an expert's plan (out).
    PlanUnlock,
    /// 不中退款: a missed or void plan's unlock paid back (in).
    PlanRefund,
}

impl Reason {
    pub fn as_str(self) -> &'static str {
        match self {
            Reason::CheckIn => "CHECK_IN",
            Reason::AdReward => "AD_REWARD",
            Reason::Invite => "INVITE",
            Reason::Redeem => "REDEEM",
            Reason::Refund => "REFUND",
            Reason::QuizStake => "QUIZ_STAKE",
            Reason::QuizPayout => "QUIZ_PAYOUT",
            Reason::QuizReversal => "QUIZ_REVERSAL",
            Reason::QuizPrize => "QUIZ_PRIZE",
            Reason::PlanUnlock => "PLAN_UNLOCK",
            Reason::PlanRefund => "PLAN_REFUND",
        }
    }

    fn direction(self) -> PointsType {
        match self {
            Reason::Redeem | Reason::QuizStake | Reason::QuizReversal | Reason::PlanUnlock => {
                PointsType::OutGo
            }
            _ => PointsType::InCome,
        }
    }
}

/// One change to post.
#[derive(Debug, Clone)]
pub struct Entry {
    pub member_id: i64,
    /// Always positive; the reason decides the direction.
    pub points: i64,
    pub reason: Reason,
    /// Shown to the member in the points history (Chinese UI text).
    pub description: String,
    /// Makes the posting happen at most once, e.g. `checkin:42:2026-11-21`.
    pub key: String,
}

/// A posting written in a unit of work (its balance is announced when the
/// work commits).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Posted {
    pub member_id: i64,
    pub ledger_id: i64,
    pub balance: i64,
}

/// Posts `entry` in the unit of work `work`: the balance moves and the
/// ledger row is written in one transaction, and the new balance is
/// announced when it commits (`kernel::counters`). A spend larger than the
/// balance is `INSUFFICIENT_POINTS`; a key posted before is `CONFLICT`.
/// Either way the work must not commit.
pub async fn post(work: &Work, entry: Entry) -> AppResult<Posted> {
    if entry.points <= 0 {
        return Err(AppError::internal("ledger posting of zero or fewer points"));
    }
    let direction = entry.reason.direction();
    let delta = match direction {
        PointsType::InCome => entry.points,
        PointsType::OutGo => -entry.points,
    };
    let Some(moved) = counters::add(work, entry.member_id, &[(Counter::Points, delta)]).await?
    else {
        return Err(match direction {
            PointsType::OutGo => AppError::new(
                crate::kernel::error::ErrorCode::InsufficientPoints,
                format!("this needs {} points", entry.points),
            ),
            PointsType::InCome => AppError::not_found("no such member"),
        });
    };
    let balance = moved[0];
    let row = points_ledger::ActiveModel {
        member_id: Set(entry.member_id),
        points: Set(entry.points),
        points_type: Set(direction.number() as i16),
        reason: Set(entry.reason.as_str().to_owned()),
        description: Set(entry.description),
        balance_after: Set(balance),
        idempotency_key: Set(Some(entry.key)),
        created_at: Set(crate::kernel::clock::now()),
        ..Default::default()
    };
    match points_ledger::Entity::insert(row).exec(work).await {
        Ok(done) => Ok(Posted {
            member_id: entry.member_id,
            ledger_id: done.last_insert_id,
            balance,
        }),
        Err(e) if crate::kernel::db::is_unique_violation(&e) => {
            Err(AppError::conflict("this was already done"))
        }
        Err(e) => Err(e.into()),
    }
}
