//! `Focus/*`: frozen wire types and thin handlers over `domain::focus`.
//!
//! The spec leaves the request shape of `Focus`, `CancelFocus`, `GetFocusIds`
//! and `GetFansIds` open; they take `{memberId}` (also `focusMemberId` or
//! `id`) and `{}`. Lists are newest first (`orderRequest` is accepted and
//! ignored); `memberId` 0 or absent means the caller.

use serde::{Deserialize, Serialize};

use super::member_wire::WeChatMemberItem;
use super::paging::{PageRequestWire, PageResultWire};
use super::proto_json::{int64, vec_int64};
use super::{Call, LegacyRoutes};
use domain::focus::{self, Direction, FollowItem};
use domain::kernel::paging::Page;
use domain::{AppError, AppResult};

pub fn register(r: &mut LegacyRoutes) {
    r.add(
        "Focus",
        "Focus",
        |state, call: Call, req: TargetRequest| async move {
            let changed = focus::focus(&state.ctx, call.viewer()?, req.target()?).await?;
            Ok(ChangeReply {
                success: true,
                changed,
            })
        },
    );
    r.add(
        "Focus",
        "CancelFocus",
        |state, call: Call, req: TargetRequest| async move {
            let changed = focus::cancel_focus(&state.ctx, call.viewer()?, req.target()?).await?;
            Ok(ChangeReply {
                success: true,
                changed,
            })
        },
    );
    r.add(
        "Focus",
        "QueryFocus",
        |state, call: Call, req: ListRequest| async move {
            list(&state, &call, req, Direction::Focus).await
        },
    );
    r.add(
        "Focus",
        "QueryFans",
        |state, call: Call, req: ListRequest| async move {
            list(&state, &call, req, Direction::Fans).await
        },
    );
    r.add(
        "Focus",
        "GetFocusAndFansCount",
        |state, call: Call, req: TargetRequest| async move {
            let id = match req.member_id {
                0 => call.viewer()?.member_id,
                id => id,
            };
            let c = focus::counts(&state.ctx, call.viewer.as_ref(), id).await?;
            let card = domain::member::Card::of_view(&c.member, c.is_focus, c.is_fans);
            Ok(CountsReply {
                focus_count: c.focus_count,
                fans_count: c.fans_count,
                dynamic_count: c.dynamic_count,
                points: c.points,
                member_info: card.into(),
            })
        },
    );
    r.add(
        "Focus",
        "GetFocusIds",
        |state, call: Call, _req: TargetRequest| async move {
            Ok(IdsReply {
                ids: focus::ids(&state.ctx, call.viewer()?, Direction::Focus).await?,
            })
        },
    );
    r.add(
        "Focus",
        "GetFansIds",
        |state, call: Call, _req: TargetRequest| async move {
            Ok(IdsReply {
                ids: focus::ids(&state.ctx, call.viewer()?, Direction::Fans).await?,
            })
        },
    );
}

async fn list(
    state: &crate::state::AppState,
    call: &Call,
    req: ListRequest,
    dir: Direction,
) -> AppResult<ListReply> {
    let id = match req.member_id {
        0 => call.viewer()?.member_id,
        id => id,
    };
    let page = Page::new(req.page_request.page, req.page_request.page_size)?;
    let name = Some(req.nick_name.as_str()).filter(|n| !n.trim().is_empty());
    let (items, result) =
        focus::list_page(&state.ctx, call.viewer.as_ref(), dir, id, name, page).await?;
    Ok(ListReply {
        page_result: result.into(),
        items: items.into_iter().map(|i| Item::new(i, dir)).collect(),
    })
}

#[derive(Debug, Default, Deserialize, schemars::JsonSchema)]
#[serde(default, rename_all = "camelCase")]
pub struct TargetRequest {
    #[serde(with = "int64", alias = "focusMemberId", alias = "id")]
    #[schemars(with = "crate::legacy::proto_json::Int64")]
    pub member_id: i64,
}

impl TargetRequest {
    fn target(&self) -> AppResult<i64> {
        if self.member_id > 0 {
            Ok(self.member_id)
        } else {
            Err(AppError::invalid("memberId", "is required"))
        }
    }
}

#[derive(Debug, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct ChangeReply {
    pub success: bool,
    /// False when nothing had to change (already following / not following).
    pub changed: bool,
}

#[derive(Debug, Default, Deserialize, schemars::JsonSchema)]
#[serde(default, rename_all = "camelCase")]
pub struct ListRequest {
    pub nick_name: String,
    #[serde(with = "int64")]
    #[schemars(with = "crate::legacy::proto_json::Int64")]
    pub member_id: i64,
    /// Accepted for compatibility; lists are always newest first.
    pub order_request: serde_json::Value,
    pub page_request: PageRequestWire,
}

/// QueryFocusItem, and QueryFansItem with `isFocus`.
#[derive(Debug, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct Item {
    #[serde(with = "int64")]
    #[schemars(with = "crate::legacy::proto_json::Int64")]
    pub id: i64,
    pub nick_name: String,
    pub city: String,
    pub province: String,
    pub country: String,
    pub avatar_fid: String,
    pub is_real_name_auth: bool,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub is_focus: Option<bool>,
}

impl Item {
    fn new(i: FollowItem, dir: Direction) -> Self {
        let m = i.member;
        Self {
            id: m.id,
            is_real_name_auth: domain::member::is_real_name_auth(&m),
            nick_name: m.nick_name,
            city: m.city,
            province: m.province,
            country: m.country,
            avatar_fid: m.avatar,
            is_focus: (dir == Direction::Fans).then_some(i.is_focus),
        }
    }
}

#[derive(Debug, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct ListReply {
    pub page_result: PageResultWire,
    pub items: Vec<Item>,
}

#[derive(Debug, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct CountsReply {
    pub focus_count: i64,
    pub fans_count: i64,
    pub dynamic_count: i64,
    #[serde(with = "int64")]
    #[schemars(with = "crate::legacy::proto_json::Int64")]
    pub points: i64,
    pub member_info: WeChatMemberItem,
}

#[derive(Debug, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct IdsReply {
    #[serde(with = "vec_int64")]
    #[schemars(with = "Vec<crate::legacy::proto_json::Int64>")]
    pub ids: Vec<i64>,
}
