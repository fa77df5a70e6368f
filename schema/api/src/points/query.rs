//! The points area's queries.

use super::objects::*;
use crate::ids::parse_member_id;
use crate::paging;
use crate::partner_scope::partner_scope;
use crate::request::{app, viewer};
use crate::Result;
use async_graphql::{Context, Object, ID};
use domain::partner::Scope;
use domain::points::{ad, check_in, service};

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
    #[graphql(directive = partner_scope::apply(Scope::PointsRead.into()), directive = crate::list_size::list_size::apply(31, None))]
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
