//! `Member/GetPoints`, `Member/QueryPointsHistory` and `Member/CheckAdTransId`.

use serde::{Deserialize, Serialize};

use super::member_wire::time;
use super::paging::{PageRequestWire, PageResultWire};
use super::proto_json::{int64, opt_int64};
use super::wire_enum::Wire;
use super::{Call, LegacyRoutes};
use domain::kernel::enums::{PointsType, ProtoEnum};
use domain::kernel::paging::Page;
use domain::points;

pub fn register(r: &mut LegacyRoutes) {
    r.add(
        "Member",
        "CheckAdTransId",
        |state, call: Call, req: AdTransRequest| async move {
            let s = points::ad::check_trans(
                &state.ctx,
                call.viewer()?,
                req.provider.as_deref(),
                &req.trans_id,
            )
            .await?;
            Ok(AdTransReply {
                trans_id: s.trans_id,
                found: s.found,
                points: s.points,
            })
        },
    );
    r.add(
        "Member",
        "GetPoints",
        |state, call: Call, req: MemberRequest| async move {
            Ok(PointsReply {
                points: points::balance(&state.ctx, call.viewer()?, req.member_id).await?,
            })
        },
    );
    r.add(
        "Member",
        "QueryPointsHistory",
        |state, call: Call, req: HistoryRequest| async move {
            let page = Page::new(req.page_request.page, req.page_request.page_size)?;
            let (rows, result) =
                points::history_page(&state.ctx, call.viewer()?, req.member_id, page).await?;
            Ok(HistoryReply {
                page_result: result.into(),
                items: rows
                    .into_iter()
                    .map(|r| HistoryItem {
                        id: r.id,
                        description: r.description,
                        points_type: Wire(
                            PointsType::from_number(i64::from(r.points_type))
                                .unwrap_or(PointsType::InCome),
                        ),
                        created_at: time(r.created_at),
                        points: r.points,
                    })
                    .collect(),
            })
        },
    );
}

#[derive(Debug, Default, Deserialize, schemars::JsonSchema)]
#[serde(default, rename_all = "camelCase")]
pub struct MemberRequest {
    #[serde(with = "opt_int64")]
    #[schemars(with = "Option<crate::legacy::proto_json::Int64>")]
    pub member_id: Option<i64>,
}

#[derive(Debug, Serialize, schemars::JsonSchema)]
pub struct PointsReply {
    #[serde(with = "int64")]
    #[schemars(with = "crate::legacy::proto_json::Int64")]
    pub points: i64,
}

/// QueryPointsHistory: newest first (`orderRequest` accepted, ignored).
#[derive(Debug, Default, Deserialize, schemars::JsonSchema)]
#[serde(default, rename_all = "camelCase")]
pub struct HistoryRequest {
    pub order_request: serde_json::Value,
    pub page_request: PageRequestWire,
    #[serde(with = "opt_int64")]
    #[schemars(with = "Option<crate::legacy::proto_json::Int64>")]
    pub member_id: Option<i64>,
}

#[derive(Debug, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct HistoryItem {
    #[serde(with = "int64")]
    #[schemars(with = "crate::legacy::proto_json::Int64")]
    pub id: i64,
    pub description: String,
    pub points_type: Wire<PointsType>,
    pub created_at: String,
    #[serde(with = "int64")]
    #[schemars(with = "crate::legacy::proto_json::Int64")]
    pub points: i64,
}

#[derive(Debug, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct HistoryReply {
    pub page_result: PageResultWire,
    pub items: Vec<HistoryItem>,
}

/// CheckAdTransId (shape not shown in the spec): the ad transaction id the
/// SDK reported, and optionally the provider.
#[derive(Debug, Default, Deserialize, schemars::JsonSchema)]
#[serde(default, rename_all = "camelCase")]
pub struct AdTransRequest {
    pub trans_id: String,
    pub provider: Option<String>,
}

#[derive(Debug, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct AdTransReply {
    pub trans_id: String,
    /// The ad network's reward callback for it has arrived.
    pub found: bool,
    /// Points credited for it (0 when over the daily limit).
    #[serde(with = "int64")]
    #[schemars(with = "crate::legacy::proto_json::Int64")]
    pub points: i64,
}
