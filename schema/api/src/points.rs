//! GraphQL face of points: balance and history, daily check-in, ad rewards.

use async_graphql::{Context, InputObject, Object, SimpleObject, ID};

use crate::ids::parse_member_id;
use crate::partner_scope::partner_scope;
use crate::payload::{split, UserError};
use crate::Result;
use chrono::{DateTime, Utc};

use crate::enums::PointsType;
use crate::paging;
use crate::request::{app, viewer};
use domain::kernel::enums::{PointsType as DomainPointsType, ProtoEnum};
use domain::partner::Scope;
use domain::points::{ad, check_in, service};

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

#[derive(Default)]
pub struct PointsQuery;

#[paging::connection_args]
#[Object]
impl PointsQuery {
    /// The caller's points (or a member's, for permitted staff).
    #[graphql(directive = partner_scope::apply(Scope::PointsRead.into()))]
    async fn points(
        &self,
        ctx: &Context<'_>,
        #[graphql(
            desc = "Staff with the members permission: another member (global id); absent: the caller."
        )]
        member_id: Option<ID>,
    ) -> Result<i64> {
        Ok(service::balance(
            app(ctx)?,
            viewer(ctx)?,
            member_id
                .as_ref()
                .map(|i| parse_member_id("memberId", i))
                .transpose()?,
        )
        .await?)
    }

    /// The caller's points history, newest first.
    #[graphql(directive = partner_scope::apply(Scope::PointsRead.into()))]
    async fn points_history(
        &self,
        ctx: &Context<'_>,
        #[graphql(
            desc = "Staff with the members permission: another member (global id); absent: the caller."
        )]
        member_id: Option<ID>,
        page: paging::ConnectionArgs,
    ) -> Result<PointsRecordConnection> {
        let window = page.window()?.decode(paging::parse_id_cursor)?;
        let (rows, more) = service::history_window(
            app(ctx)?,
            viewer(ctx)?,
            member_id
                .as_ref()
                .map(|i| parse_member_id("memberId", i))
                .transpose()?,
            &window,
        )
        .await?;
        crate::paging::try_page(rows, &window, more, |r| -> Result<_> {
            Ok((r.id.to_string(), r.try_into()?))
        })
    }
}

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

#[derive(Default)]
pub struct PointsMutation;

#[Object]
impl PointsMutation {
    /// Today's check-in (签到; once per Asia/Shanghai day). A second one
    /// the same day answers `ALREADY_CHECKED_IN` in `userErrors`.
    async fn check_in(
        &self,
        ctx: &Context<'_>,
        #[graphql(default, desc = "An optional idempotency key; may be omitted.")]
        input: CheckInInput,
    ) -> Result<CheckInPayload> {
        let key = input.idempotency_key.as_deref();
        let done = check_in::check_in_once(app(ctx)?, viewer(ctx)?, key).await;
        let (done, user_errors) = split(done)?;
        Ok(match done {
            Some(c) => CheckInPayload {
                check_in: Some(CheckInResult {
                    day: c.day.into(),
                    points: c.points,
                    continuous_days: c.continuous_days,
                    total_days: c.total_days,
                }),
                balance: Some(c.balance),
                user_errors,
            },
            None => CheckInPayload {
                user_errors,
                ..Default::default()
            },
        })
    }
}

/// Reads of the ways to earn: the check-in card and calendar, ad rewards.
#[derive(Default)]
pub struct EarningQuery;

#[Object]
impl EarningQuery {
    /// The caller's check-in card.
    #[graphql(directive = partner_scope::apply(Scope::PointsRead.into()))]
    async fn check_in_status(&self, ctx: &Context<'_>) -> Result<CheckInStatus> {
        let s = check_in::status(app(ctx)?, viewer(ctx)?).await?;
        Ok(CheckInStatus {
            today: s.today.into(),
            checked_in_today: s.checked_in_today,
            continuous_days: s.continuous_days,
            total_days: s.total_days,
            today_reward: s.today_reward,
            rewards: s.rewards,
        })
    }

    /// The caller's check-ins in a month (`2026-11`).
    #[graphql(directive = partner_scope::apply(Scope::PointsRead.into()))]
    async fn check_in_calendar(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "The month, `YYYY-MM` (e.g. `2026-11`), year 2000 to 2100.")]
        month: String,
    ) -> Result<Vec<CheckInDay>> {
        Ok(check_in::calendar(app(ctx)?, viewer(ctx)?, &month)
            .await?
            .into_iter()
            .map(|d| CheckInDay {
                day: d.day.into(),
                points: d.points,
                continuous_days: d.continuous_days,
            })
            .collect())
    }

    /// Whether the caller's rewarded ad `transId` was credited
    /// (`CheckAdTransId`).
    #[graphql(directive = partner_scope::apply(Scope::PointsRead.into()))]
    async fn ad_reward(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "The ad network's transaction id, 1 to 128 printable characters.")]
        trans_id: String,
        #[graphql(desc = "The ad network that called back; absent or empty: any.")]
        provider: Option<String>,
    ) -> Result<AdRewardStatus> {
        let s = ad::check_trans(app(ctx)?, viewer(ctx)?, provider.as_deref(), &trans_id).await?;
        Ok(AdRewardStatus {
            trans_id: s.trans_id,
            found: s.found,
            points: s.points,
        })
    }
}
