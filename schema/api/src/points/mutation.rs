//! The points area's mutations.

use super::objects::*;
use crate::payload::split;
use crate::request::{app, viewer};
use crate::Result;
use async_graphql::{Context, Object};
use domain::points::check_in;

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
