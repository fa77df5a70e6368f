//! The focus area's objects, inputs and payloads.

use crate::enums::VipLevel;
use crate::ids::{global, parse_member_id, NodeKind};
use crate::member::MemberObject;
use crate::paging::{self, PageInfo};
use crate::payload::{split, UserError};
use crate::request::{app, viewer};
use crate::scalars::BigInt;
use crate::text::given_owned;
use crate::Result;
use async_graphql::{Context, InputObject, SimpleObject, ID};
use chrono::{DateTime, Utc};
use domain::focus::service::{self, Direction, FollowItem};

/// A member in a followers or following list: the public card, with the
/// caller's relation.
#[derive(SimpleObject)]
#[graphql(name = "FollowMember")]
pub struct FollowMemberObject {
    /// The member's global id.
    pub id: ID,
    /// The row id the legacy layer (`POST /api/...`) uses for this object.
    pub legacy_id: BigInt,
    /// The display name (昵称).
    pub nickname: String,
    /// The avatar (file id or URL); null when none was set.
    pub avatar: Option<String>,
    /// City; null when not given.
    pub city: Option<String>,
    /// Province; null when not given.
    pub province: Option<String>,
    /// Country; null when not given.
    pub country: Option<String>,
    /// The VIP level.
    pub vip_level: VipLevel,
    /// A verified expert (专家).
    pub is_expert: bool,
    /// Passed real-name authentication (实名认证).
    pub is_real_name_auth: bool,
    /// The caller follows this member (false for anonymous callers).
    pub is_followed_by_me: bool,
    /// When this follow was made.
    pub followed_at: DateTime<Utc>,
}

impl TryFrom<FollowItem> for FollowMemberObject {
    type Error = domain::AppError;

    fn try_from(i: FollowItem) -> Result<Self, domain::AppError> {
        let m = i.member;
        Ok(Self {
            id: global(NodeKind::Member, m.id),
            legacy_id: BigInt(m.id),
            is_real_name_auth: domain::member::is_real_name_auth(&m),
            vip_level: domain::member::vip_level(&m.vip_level)?.into(),
            nickname: m.nick_name,
            avatar: given_owned(m.avatar),
            city: given_owned(m.city),
            province: given_owned(m.province),
            country: given_owned(m.country),
            is_expert: m.is_professor,
            is_followed_by_me: i.is_focus,
            followed_at: i.followed_at,
        })
    }
}

/// A page of followers or followed members, newest follow first.
#[crate::paging::connection(edge = FollowEdge, node = FollowMemberObject)]
pub struct FollowConnection {
    /// The whole list's length, from the member's counter.
    pub total_count: i64,
}

/// A member's follow numbers and the caller's relation to them (the
/// member page's header).
#[derive(SimpleObject)]
pub struct FollowCounts {
    /// How many members this member follows.
    pub following_count: i64,
    /// How many members follow this member.
    pub follower_count: i64,
    /// How many posts (动态) this member has published.
    pub post_count: i64,
    /// The member's points balance.
    pub points: i64,
    /// The member, as the caller may see them.
    pub member: MemberObject,
    /// The caller follows this member.
    pub is_followed_by_me: bool,
    /// This member follows the caller.
    pub follows_me: bool,
}

pub(super) async fn connection(
    ctx: &Context<'_>,
    dir: Direction,
    member: ID,
    window: paging::Window<String>,
) -> Result<FollowConnection> {
    let id = parse_member_id("memberId", &member)?;
    let window = window.decode(paging::parse_time_cursor)?;
    let viewer = ctx.data_opt::<domain::Viewer>();
    let (items, more, total) = service::list_window(app(ctx)?, viewer, dir, id, &window).await?;
    let edges: Vec<FollowEdge> = items
        .into_iter()
        .map(|i| -> Result<FollowEdge> {
            Ok(FollowEdge {
                cursor: paging::time_cursor((i.followed_at, i.member.id)),
                node: i.try_into()?,
            })
        })
        .collect::<Result<_>>()?;
    Ok(FollowConnection {
        total_count: total,
        page_info: PageInfo::of(&edges, &window, more),
        edges,
    })
}

/// Input of `followMember` and `unfollowMember`.
#[derive(InputObject)]
pub struct FollowMemberInput {
    /// The member to follow or stop following (global id).
    pub member_id: ID,
}

/// A follow change's payload: the member as the caller now sees them,
/// whether this call changed anything, and the user errors.
macro_rules! follow_payload {
    ($(#[$meta:meta])* $name:ident, $member_doc:literal, $changed_doc:literal, $errors_doc:literal) => {
        $(#[$meta])*
        #[derive(SimpleObject, Default)]
        pub struct $name {
            #[doc = $member_doc]
            pub member: Option<MemberObject>,
            #[doc = $changed_doc]
            pub changed: bool,
            #[doc = $errors_doc]
            pub user_errors: Vec<UserError>,
        }

        impl From<FollowChange> for $name {
            fn from(c: FollowChange) -> Self {
                Self {
                    member: c.member,
                    changed: c.changed,
                    user_errors: c.user_errors,
                }
            }
        }
    };
}

follow_payload!(
    /// The answer of `followMember`.
    FollowMemberPayload,
    "The member now followed; null on failure.",
    "True when this call made the follow, false when it already existed.",
    "Business failures (an unknown member, following oneself)."
);

follow_payload!(
    /// The answer of `unfollowMember`.
    UnfollowMemberPayload,
    "The member no longer followed; null on failure.",
    "True when this call removed the follow, false when there was none.",
    "Business failures (an unknown member)."
);

/// What a follow or unfollow did.
#[derive(Default)]
pub(super) struct FollowChange {
    member: Option<MemberObject>,
    changed: bool,
    user_errors: Vec<UserError>,
}

/// Follows (`follow`) or unfollows the input's member, then reads the
/// member as the caller now sees them.
pub(super) async fn follow_change(
    ctx: &Context<'_>,
    input: FollowMemberInput,
    follow: bool,
) -> Result<FollowChange> {
    let (a, v) = (app(ctx)?, viewer(ctx)?);
    let done = async {
        let id = parse_member_id("memberId", &input.member_id)?;
        let changed = if follow {
            service::focus(a, v, id).await?
        } else {
            service::cancel_focus(a, v, id).await?
        };
        let member = domain::member::service::find_without_lists(a, v, id).await?;
        Ok((member, changed))
    }
    .await;
    Ok(match split(done)? {
        (Some((member, changed)), user_errors) => FollowChange {
            member: Some(member.into()),
            changed,
            user_errors,
        },
        (None, user_errors) => FollowChange {
            user_errors,
            ..Default::default()
        },
    })
}
