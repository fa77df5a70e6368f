//! The invite area's queries.

use super::objects::*;
use crate::paging::{self, PageInfo};
use crate::partner_scope::partner_scope;
use crate::request::{app, viewer};
use crate::scalars::BigInt;
use crate::Result;
use async_graphql::{Context, Object};
use domain::invite::service::{self};
use domain::partner::Scope;

#[derive(Default)]
pub struct InviteQuery;

#[paging::connection_args]
#[Object]
impl InviteQuery {
    /// Members the caller invited, newest first.
    #[graphql(directive = partner_scope::apply(Scope::MemberRead.into()))]
    async fn my_invites(
        &self,
        ctx: &Context<'_>,
        page: paging::ConnectionArgs,
    ) -> Result<MyInviteConnection> {
        let (a, v) = (app(ctx)?, viewer(ctx)?);
        let window = page.window()?.decode(paging::parse_id_cursor)?;
        let (rows, more) = service::mine_window(a, v, &window).await?;
        let (total_points, total_count) = service::totals(a, v).await?;
        let edges: Vec<MyInviteEdge> = rows
            .into_iter()
            .map(|i| MyInviteEdge {
                cursor: i.id.to_string(),
                node: MyInvite {
                    id: crate::ids::global(crate::ids::NodeKind::Invite, i.id),
                    legacy_id: BigInt(i.id),
                    member: card(i.member),
                    points: i.points,
                    created_at: i.created_at,
                },
            })
            .collect();
        Ok(MyInviteConnection {
            total_count,
            total_points,
            page_info: PageInfo::of(&edges, &window, more),
            edges,
        })
    }

    /// The top inviters (at most 50) and the caller's own place.
    #[graphql(directive = partner_scope::apply(Scope::MemberRead.into()), complexity = "first.unwrap_or(20).max(1) as usize * child_complexity")]
    async fn invite_rank(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "How many top inviters, 1 to 50 (default 20).")] first: Option<i32>,
    ) -> Result<InviteRank> {
        // The service bounds it; a negative size goes on as 0, which it refuses.
        let size = u64::try_from(first.unwrap_or(20)).unwrap_or(0);
        let r = service::rank(app(ctx)?, viewer(ctx)?, size)
            .await
            .map_err(|e| e.in_field("first", "pageSize"))?;
        Ok(InviteRank {
            items: r
                .items
                .into_iter()
                .map(|i| InviteRankItem {
                    member: card(i.member),
                    count: i.count,
                    ranking: i.ranking,
                })
                .collect(),
            member: card(r.member),
            count: r.count,
            ranking: r.ranking,
        })
    }

    /// The caller's invite poster / share page data.
    #[graphql(directive = partner_scope::apply(Scope::MemberRead.into()))]
    async fn invite_share_info(&self, ctx: &Context<'_>) -> Result<InviteShareInfo> {
        let s = service::share_info(app(ctx)?, viewer(ctx)?).await?;
        Ok(InviteShareInfo {
            code: s.code,
            invite_count: s.invite_num,
            invite_points: s.invite_points,
            reward_points: s.reward_points,
        })
    }

    /// The landing page of an invite code (no sign-in needed); null for an
    /// unknown code.
    #[graphql(directive = partner_scope::apply(Scope::MemberRead.into()))]
    async fn invite_landing(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "The invite code (邀请码).")] code: String,
    ) -> Result<Option<InviteLanding>> {
        Ok(service::landing(app(ctx)?, &code)
            .await?
            .map(|(m, is_distributor_code)| InviteLanding {
                inviter: m.into(),
                is_distributor_code,
            }))
    }
}
