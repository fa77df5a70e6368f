//! The invite area's mutations.

use super::objects::*;
use crate::ids::parse_member_id;
use crate::payload::split;
use crate::request::{app, viewer};
use crate::Result;
use async_graphql::{Context, Object};
use domain::invite::service::{self};
use domain::invite::Invite;

#[derive(Default)]
pub struct InviteMutation;

#[Object]
impl InviteMutation {
    /// Names the caller's inviter afterwards (补填邀请人; once; by invite
    /// code or inviter id). The inviter gets the invite reward.
    async fn set_inviter(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "The invite code or the inviter's id, and an idempotency key.")]
        input: SetInviterInput,
    ) -> Result<SetInviterPayload> {
        let (a, v) = (app(ctx)?, viewer(ctx)?);
        let done = async {
            let member_id = input
                .inviter_id
                .as_ref()
                .map(|i| parse_member_id("inviterId", i))
                .transpose()?;
            let invite = Invite {
                member_id,
                code: input.invite_code,
            };
            service::set_inviter_once(a, v, &invite, input.idempotency_key.as_deref())
                .await
                .map_err(|e| e.in_field("inviterId", "inviteMeMemberId"))
        }
        .await;
        Ok(split(done)?.into())
    }
}
