//! The points area's objects, inputs and payloads.

use crate::enums::PointsType;
use crate::payload::UserError;
use crate::Result;
use async_graphql::{InputObject, SimpleObject, ID};
use chrono::{DateTime, Utc};
use domain::kernel::enums::{PointsType as DomainPointsType, ProtoEnum};

/// One row of a member's points ledger (积分明细).
#[derive(SimpleObject)]
#[graphql(name = "PointsRecord")]
pub struct PointsHistoryItem {
    /// The global id.
    pub id: ID,
    /// The row id the legacy layer (`POST /api/...`) uses for this object.
    pub legacy_id: crate::scalars::BigInt,
    /// How many points moved (always positive; see `direction`).
    pub points: i64,
    /// Credited or debited.
    pub direction: PointsType,
    /// What it was for, as shown to the member.
    pub description: String,
    /// When it happened.
    pub created_at: DateTime<Utc>,
}

impl TryFrom<entities::points_ledger::Model> for PointsHistoryItem {
    type Error = domain::AppError;

    fn try_from(r: entities::points_ledger::Model) -> Result<Self, domain::AppError> {
        Ok(Self {
            id: crate::ids::global(crate::ids::NodeKind::PointsRecord, r.id),
            legacy_id: crate::scalars::BigInt(r.id),
            points: r.points,
            direction: DomainPointsType::stored(i64::from(r.points_type))?.into(),
            description: r.description,
            created_at: r.created_at,
        })
    }
}

/// A page of a member's points ledger (积分明细), newest first.
#[crate::paging::connection(
    edge = PointsRecordEdge,
    node = PointsHistoryItem,
    page_info_doc = "Where this page sits in the ledger.",
)]
pub struct PointsRecordConnection {}

/// What a check-in (签到) gave.
#[derive(SimpleObject)]
#[graphql(name = "CheckIn")]
pub struct CheckInResult {
    /// The Asia/Shanghai day checked in.
    pub day: crate::scalars::Date,
    /// Points credited.
    pub points: i64,
    /// The streak including this day.
    pub continuous_days: i32,
    /// Days checked in, ever.
    pub total_days: i32,
}

/// Input of `checkIn` (all optional: `checkIn(input: {})`).
#[derive(InputObject, Default)]
pub struct CheckInInput {
    /// A fresh key per attempt: a retry answers the first check-in instead
    /// of `ALREADY_CHECKED_IN`.
    pub idempotency_key: Option<String>,
}

/// The answer of `checkIn`.
#[derive(SimpleObject, Default)]
pub struct CheckInPayload {
    /// Today's check-in; null when it failed (see `userErrors`).
    pub check_in: Option<CheckInResult>,
    /// The points balance after the reward; null on failure.
    pub balance: Option<i64>,
    /// Business failures (`ALREADY_CHECKED_IN`).
    pub user_errors: Vec<UserError>,
}

/// The check-in card.
#[derive(SimpleObject)]
pub struct CheckInStatus {
    /// Today's date in Asia/Shanghai.
    pub today: crate::scalars::Date,
    /// The caller has checked in (签到) today.
    pub checked_in_today: bool,
    /// The current streak (0 once a day was missed).
    pub continuous_days: i32,
    /// Days checked in, ever.
    pub total_days: i32,
    /// What today's check-in gives (or gave).
    pub today_reward: i64,
    /// The reward table, day 1 of a streak first; it repeats after the last.
    pub rewards: Vec<i64>,
}

/// One day of the check-in calendar.
#[derive(SimpleObject)]
pub struct CheckInDay {
    /// The Asia/Shanghai day checked in.
    pub day: crate::scalars::Date,
    /// Points credited for that check-in.
    pub points: i64,
    /// The streak including that day.
    pub continuous_days: i32,
}

/// The caller's reward for one rewarded-ad transaction.
#[derive(SimpleObject)]
pub struct AdRewardStatus {
    /// The ad network's transaction id asked about.
    pub trans_id: String,
    /// The ad network's callback for it has arrived.
    pub found: bool,
    /// Points credited (0 when over the daily limit).
    pub points: i64,
}
