//! The focus area's mutations.

use super::objects::*;
use crate::Result;
use async_graphql::{Context, Object};

#[derive(Default)]
pub struct FocusMutation;

#[Object]
impl FocusMutation {
    /// Follows a member (关注). Following twice is not an error: `changed`
    /// says whether this call made the follow.
    async fn follow_member(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "The member to follow.")] input: FollowMemberInput,
    ) -> Result<FollowMemberPayload> {
        Ok(follow_change(ctx, input, true).await?.into())
    }

    /// Stops following a member (取消关注). `changed` says whether this
    /// call removed a follow.
    async fn unfollow_member(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "The member to stop following.")] input: FollowMemberInput,
    ) -> Result<UnfollowMemberPayload> {
        Ok(follow_change(ctx, input, false).await?.into())
    }
}
