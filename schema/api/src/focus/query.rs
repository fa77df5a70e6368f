//! The focus area's queries.

use super::objects::*;
use crate::ids::parse_member_id;
use crate::paging::{self};
use crate::partner_scope::partner_scope;
use crate::request::app;
use crate::Result;
use async_graphql::{Context, Object, ID};
use domain::focus::service::{self, Direction};
use domain::partner::Scope;

#[derive(Default)]
pub struct FocusQuery;

#[paging::connection_args]
#[Object]
impl FocusQuery {
    /// Members following `memberId` (粉丝), newest follow first.
    #[graphql(directive = partner_scope::apply(Scope::FocusRead.into()))]
    async fn followers(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "The member whose followers to list (global id).")] member_id: ID,
        page: paging::ConnectionArgs,
    ) -> Result<FollowConnection> {
        connection(ctx, Direction::Fans, member_id, page.window()?).await
    }

    /// Members `memberId` follows (关注), newest follow first.
    #[graphql(directive = partner_scope::apply(Scope::FocusRead.into()))]
    async fn following(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "The member whose follows to list (global id).")] member_id: ID,
        page: paging::ConnectionArgs,
    ) -> Result<FollowConnection> {
        connection(ctx, Direction::Focus, member_id, page.window()?).await
    }

    /// A member's follow numbers, points and card, with the caller's
    /// relation to them.
    #[graphql(directive = partner_scope::apply(Scope::FocusRead.into()))]
    async fn follow_counts(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "The member (global id).")] member_id: ID,
    ) -> Result<FollowCounts> {
        let id = parse_member_id("memberId", &member_id)?;
        let viewer = ctx.data_opt::<domain::Viewer>();
        let c = service::counts(app(ctx)?, viewer, id).await?;
        Ok(FollowCounts {
            following_count: c.focus_count,
            follower_count: c.fans_count,
            post_count: c.dynamic_count,
            points: c.points,
            member: c.member.into(),
            is_followed_by_me: c.is_focus,
            follows_me: c.is_fans,
        })
    }
}
