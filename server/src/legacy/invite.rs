//! `Member/QueryMyInvite`, `Member/QueryInviteRank`,
//! `Member/UpdateInviteMeMemberCode` — the same services as the GraphQL
//! `myInvites`, `inviteRank` and `updateInviteMeMemberCode`.

use serde::{Deserialize, Serialize};

use super::member_wire::{time, WeChatMemberItem};
use super::paging::{PageRequestWire, PageResultWire};
use super::proto_json::{int64, opt_int64};
use super::{Call, LegacyRoutes};
use domain::invite::service::{self, Card};
use domain::invite::Invite;
use domain::kernel::paging::Page;

fn item(c: Card) -> WeChatMemberItem {
    c.into()
}

pub fn register(r: &mut LegacyRoutes) {
    r.add(
        "Member",
        "QueryMyInvite",
        |state, call: Call, req: MyInviteRequest| async move {
            let viewer = call.viewer()?;
            let page = Page::new(req.page_request.page, req.page_request.page_size)?;
            let (rows, result) = service::mine_page(&state.ctx, viewer, page).await?;
            let (total_points, _) = service::totals(&state.ctx, viewer).await?;
            Ok(MyInviteReply {
                total_points,
                items: rows
                    .into_iter()
                    .map(|i| MyInviteItem {
                        we_chat_member: item(i.member),
                        created_at: time(i.created_at),
                        points: i.points,
                        id: i.id,
                    })
                    .collect(),
                page_result: result.into(),
            })
        },
    );
    r.add(
        "Member",
        "QueryInviteRank",
        |state, call: Call, req: RankRequest| async move {
            // The rank is the first page; `pageRequest.pageSize` sets its
            // length (0: unset, 20); the service bounds it (a negative size
            // goes on as 0, which it refuses).
            let size = match req.page_request.page_size {
                None | Some(0) => 20,
                Some(n) => u64::try_from(n).unwrap_or(0),
            };
            let r = service::rank(&state.ctx, call.viewer()?, size)
                .await
                .map_err(|e| e.in_field("pageRequest.pageSize", "pageSize"))?;
            Ok(RankReply {
                items: r
                    .items
                    .into_iter()
                    .map(|i| RankItem {
                        member: item(i.member),
                        count: i.count,
                        ranking: i.ranking,
                    })
                    .collect(),
                member: item(r.member),
                count: r.count,
                ranking: r.ranking,
            })
        },
    );
    r.add(
        "Member",
        "UpdateInviteMeMemberCode",
        |state, call: Call, req: UpdateInviteRequest| async move {
            // `inviteCode`, or `code` when that is absent or empty.
            let invite = Invite {
                member_id: req.invite_me_member_id,
                code: req
                    .invite_code
                    .filter(|c| !c.trim().is_empty())
                    .or(req.code),
            };
            let is_big_gun = service::set_inviter(&state.ctx, call.viewer()?, &invite).await?;
            Ok(UpdateInviteReply { is_big_gun })
        },
    );
}

/// QueryMyInvite: newest first (`orderRequest` accepted, ignored).
#[derive(Debug, Default, Deserialize, schemars::JsonSchema)]
#[serde(default, rename_all = "camelCase")]
pub struct MyInviteRequest {
    pub order_request: serde_json::Value,
    pub page_request: PageRequestWire,
}

#[derive(Debug, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct MyInviteItem {
    pub we_chat_member: WeChatMemberItem,
    pub created_at: String,
    #[serde(with = "int64")]
    #[schemars(with = "crate::legacy::proto_json::Int64")]
    pub points: i64,
    #[serde(with = "int64")]
    #[schemars(with = "crate::legacy::proto_json::Int64")]
    pub id: i64,
}

#[derive(Debug, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct MyInviteReply {
    #[serde(with = "int64")]
    #[schemars(with = "crate::legacy::proto_json::Int64")]
    pub total_points: i64,
    pub items: Vec<MyInviteItem>,
    pub page_result: PageResultWire,
}

#[derive(Debug, Default, Deserialize, schemars::JsonSchema)]
#[serde(default, rename_all = "camelCase")]
pub struct RankRequest {
    pub page_request: PageRequestWire,
}

#[derive(Debug, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct RankItem {
    pub member: WeChatMemberItem,
    #[serde(with = "int64")]
    #[schemars(with = "crate::legacy::proto_json::Int64")]
    pub count: i64,
    #[serde(with = "int64")]
    #[schemars(with = "crate::legacy::proto_json::Int64")]
    pub ranking: i64,
}

#[derive(Debug, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct RankReply {
    pub items: Vec<RankItem>,
    pub member: WeChatMemberItem,
    #[serde(with = "int64")]
    #[schemars(with = "crate::legacy::proto_json::Int64")]
    pub count: i64,
    #[serde(with = "int64")]
    #[schemars(with = "crate::legacy::proto_json::Int64")]
    pub ranking: i64,
}

/// The spec does not show this request; we read the invite code
/// (`inviteCode`, or `code`) or the inviter's member id.
#[derive(Debug, Default, Deserialize, schemars::JsonSchema)]
#[serde(default, rename_all = "camelCase")]
pub struct UpdateInviteRequest {
    pub invite_code: Option<String>,
    pub code: Option<String>,
    #[serde(with = "opt_int64")]
    #[schemars(with = "Option<crate::legacy::proto_json::Int64>")]
    pub invite_me_member_id: Option<i64>,
}

#[derive(Debug, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct UpdateInviteReply {
    pub is_big_gun: bool,
}
