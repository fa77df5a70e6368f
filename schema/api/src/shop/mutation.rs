//! The shop area's mutations.

use super::objects::*;
use crate::ids::{parse_id, NodeKind};
use crate::payload::answer;
use crate::request::{app, viewer};
use crate::Result;
use async_graphql::{Context, Object};
use domain::shop::service::{self};

#[derive(Default)]
pub struct ShopMutation;

/// Points shop writes of a member: redeeming.
#[Object]
impl ShopMutation {
    /// Redeems an item for points (兑换), delivered to one of the caller's
    /// addresses. Too few points or too little stock are user errors.
    async fn redeem(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "What to redeem, how many, where to deliver; see `RedeemInput`.")]
        input: RedeemInput,
    ) -> Result<RedeemPayload> {
        let (a, v) = (app(ctx)?, viewer(ctx)?);
        let done = async {
            let input = service::RedeemInput {
                item_id: parse_id("itemId", NodeKind::ShopItem, &input.item_id)?,
                quantity: input.quantity.unwrap_or(1),
                address_id: parse_id("addressId", NodeKind::MemberAddress, &input.address_id)?,
                idempotency_key: input.idempotency_key,
            };
            service::redeem(a, v, input).await
        }
        .await;
        answer::<_, Redemption, _>(done)
    }
}
