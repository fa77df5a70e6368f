//! GraphQL face of invites: my invites, the rank, the poster and landing
//! data, and naming one's inviter afterwards.

use async_graphql::{Context, InputObject, Object, SimpleObject, ID};

use crate::ids::parse_member_id;
use crate::partner_scope::partner_scope;
use crate::Result;
use chrono::{DateTime, Utc};

use crate::member::MemberCard;
use crate::paging::{self, PageInfo};
use crate::payload::split;
use crate::request::{app, viewer};
use crate::scalars::BigInt;
use domain::invite::service::{self, Card};
use domain::invite::Invite;
use domain::partner::Scope;

fn card(c: Card) -> MemberCard {
    c.into()
}

/// A member the caller invited.
#[derive(SimpleObject)]
pub struct MyInvite {
    /// The global id of the invite.
    pub id: ID,
    /// The row id the legacy layer (`POST /api/...`) uses for this object.
    pub legacy_id: BigInt,
    /// The invited member.
    pub member: MemberCard,
    /// Reward points the caller got for this member.
    pub points: i64,
    /// When the invite was recorded (the member registered with the
    /// caller's invite, or named the caller as inviter later).
    pub created_at: DateTime<Utc>,
}

/// A page of the members the caller invited (我的邀请), newest first.
#[crate::paging::connection(edge = MyInviteEdge, node = MyInvite)]
pub struct MyInviteConnection {
    /// Members the caller invited (the invite count).
    pub total_count: i64,
    /// Invite reward points earned in total.
    pub total_points: i64,
}

/// A line of the invite rank (邀请排行).
#[derive(SimpleObject)]
pub struct InviteRankItem {
    /// The inviter.
    pub member: MemberCard,
    /// How many members they invited.
    pub count: i64,
    /// Their place; equal counts share a place (1, 2, 2, 4).
    pub ranking: i64,
}

/// The invite rank and the caller's own line.
#[derive(SimpleObject)]
pub struct InviteRank {
    /// The top inviters, at most 50, best first.
    pub items: Vec<InviteRankItem>,
    /// The caller.
    pub member: MemberCard,
    /// How many members the caller invited.
    pub count: i64,
    /// The caller's place; 0 when they have invited nobody yet.
    pub ranking: i64,
}

/// The caller's invite poster (邀请海报) data.
#[derive(SimpleObject)]
pub struct InviteShareInfo {
    /// The caller's invite code (default channel).
    pub code: String,
    /// How many members the caller invited.
    pub invite_count: i64,
    /// Invite reward points the caller earned in total.
    pub invite_points: i64,
    /// Points per member who joins with the code.
    pub reward_points: i64,
}

/// The landing page of an invite code.
#[derive(SimpleObject)]
pub struct InviteLanding {
    /// Who invites.
    pub inviter: MemberCard,
    /// The code belongs to a distributor (渠道).
    pub is_distributor_code: bool,
}

/// Input of `setInviter`: the invite code, or the inviter's id.
#[derive(InputObject)]
pub struct SetInviterInput {
    /// An invite code (邀请码); wins over `inviterId`.
    pub invite_code: Option<String>,
    /// The inviter (global id).
    pub inviter_id: Option<ID>,
    /// A fresh key per attempt: a retry answers the first result instead
    /// of "already has an inviter".
    pub idempotency_key: Option<String>,
}

crate::payload::payload!(
    /// The answer of `setInviter`.
    SetInviterPayload { is_distributor_code: bool, "The code belongs to a distributor (渠道); null on failure." }
);

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
