//! GraphQL face of follow/fans: thin calls into
//! `domain::focus::service`.

use async_graphql::{Context, Object, SimpleObject, ID};

use crate::ids::parse_member_id;
use crate::Result;
use chrono::{DateTime, Utc};

use crate::enums::VipLevel;
use crate::member::MemberObject;
use crate::paging::{self, PageInfo};
use crate::request::{app, viewer};
use domain::focus::service::{self, Direction, FollowItem};

/// A member in a fans or following list.
#[derive(SimpleObject)]
#[graphql(name = "FollowMember")]
pub struct FollowMemberObject {
    pub id: ID,
    pub nick_name: String,
    pub avatar: String,
    pub city: String,
    pub province: String,
    pub country: String,
    pub vip_level: VipLevel,
    pub is_professor: bool,
    pub is_real_name_auth: bool,
    /// Whether the caller follows this member (false for anonymous callers).
    pub is_focus: bool,
    /// When this follow was made.
    pub followed_at: DateTime<Utc>,
}

impl From<FollowItem> for FollowMemberObject {
    fn from(i: FollowItem) -> Self {
        let m = i.member;
        Self {
            id: ID(m.id.to_string()),
            is_real_name_auth: domain::member::is_real_name_auth(&m),
            vip_level: domain::member::vip_level(&m.vip_level).into(),
            nick_name: m.nick_name,
            avatar: m.avatar,
            city: m.city,
            province: m.province,
            country: m.country,
            is_professor: m.is_professor,
            is_focus: i.is_focus,
            followed_at: i.followed_at,
        }
    }
}

#[derive(SimpleObject)]
pub struct FollowEdge {
    pub cursor: String,
    pub node: FollowMemberObject,
}

/// A page of fans or followed members, newest first.
#[derive(SimpleObject)]
pub struct FollowConnection {
    /// From the member's counter.
    pub total_count: i64,
    pub edges: Vec<FollowEdge>,
    pub page_info: PageInfo,
}

#[derive(SimpleObject)]
pub struct FocusAndFansCount {
    pub focus_count: i64,
    pub fans_count: i64,
    pub dynamic_count: i64,
    pub points: i64,
    pub member: MemberObject,
    /// The caller follows this member.
    pub is_focus: bool,
    /// This member follows the caller.
    pub is_fans: bool,
}

async fn connection(
    ctx: &Context<'_>,
    dir: Direction,
    member: ID,
    first: Option<i32>,
    after: Option<String>,
) -> Result<FollowConnection> {
    let id = parse_member_id("memberId", &member)?;
    let first = paging::first(first)?;
    let after = after.as_deref().map(paging::decode_cursor).transpose()?;
    let viewer = ctx.data_opt::<domain::Viewer>();
    let (items, has_next, total) =
        service::list_after(app(ctx)?, viewer, dir, id, first, after).await?;
    let edges: Vec<FollowEdge> = items
        .into_iter()
        .map(|i| FollowEdge {
            cursor: paging::encode_cursor(i.followed_at.timestamp_micros(), i.member.id),
            node: i.into(),
        })
        .collect();
    Ok(FollowConnection {
        total_count: total,
        page_info: PageInfo {
            has_next_page: has_next,
            end_cursor: edges.last().map(|e| e.cursor.clone()),
        },
        edges,
    })
}

#[derive(Default)]
pub struct FocusQuery;

#[Object]
impl FocusQuery {
    /// Members following `memberId`, newest first.
    #[graphql(complexity = "first.unwrap_or(20).max(1) as usize * child_complexity")]
    async fn fans(
        &self,
        ctx: &Context<'_>,
        member_id: ID,
        first: Option<i32>,
        after: Option<String>,
    ) -> Result<FollowConnection> {
        connection(ctx, Direction::Fans, member_id, first, after).await
    }

    /// Members `memberId` follows, newest first.
    #[graphql(complexity = "first.unwrap_or(20).max(1) as usize * child_complexity")]
    async fn following(
        &self,
        ctx: &Context<'_>,
        member_id: ID,
        first: Option<i32>,
        after: Option<String>,
    ) -> Result<FollowConnection> {
        connection(ctx, Direction::Focus, member_id, first, after).await
    }

    /// Follow, fans and dynamic counts, points, and the member's card.
    async fn focus_and_fans_count(
        &self,
        ctx: &Context<'_>,
        member_id: ID,
    ) -> Result<FocusAndFansCount> {
        let id = parse_member_id("memberId", &member_id)?;
        let viewer = ctx.data_opt::<domain::Viewer>();
        let c = service::counts(app(ctx)?, viewer, id).await?;
        Ok(FocusAndFansCount {
            focus_count: c.focus_count,
            fans_count: c.fans_count,
            dynamic_count: c.dynamic_count,
            points: c.points,
            member: c.member.into(),
            is_focus: c.is_focus,
            is_fans: c.is_fans,
        })
    }

    /// Ids of the members the caller follows (newest first, at most 5000).
    async fn my_focus_ids(&self, ctx: &Context<'_>) -> Result<Vec<ID>> {
        let ids = service::ids(app(ctx)?, viewer(ctx)?, Direction::Focus).await?;
        Ok(ids.into_iter().map(|i| ID(i.to_string())).collect())
    }

    /// Ids of the caller's fans (newest first, at most 5000).
    async fn my_fans_ids(&self, ctx: &Context<'_>) -> Result<Vec<ID>> {
        let ids = service::ids(app(ctx)?, viewer(ctx)?, Direction::Fans).await?;
        Ok(ids.into_iter().map(|i| ID(i.to_string())).collect())
    }
}

#[derive(Default)]
pub struct FocusMutation;

#[Object]
impl FocusMutation {
    /// Follows a member. True when this call made the follow, false when it
    /// already existed.
    async fn focus(&self, ctx: &Context<'_>, member_id: ID) -> Result<bool> {
        Ok(service::focus(
            app(ctx)?,
            viewer(ctx)?,
            parse_member_id("memberId", &member_id)?,
        )
        .await?)
    }

    /// Stops following a member. True when this call removed the follow.
    async fn cancel_focus(&self, ctx: &Context<'_>, member_id: ID) -> Result<bool> {
        Ok(service::cancel_focus(
            app(ctx)?,
            viewer(ctx)?,
            parse_member_id("memberId", &member_id)?,
        )
        .await?)
    }
}
