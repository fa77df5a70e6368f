//! `Member/*` staff calls: Query, GetMembers, GetMemberIds, Create, Update,
//! BatchCreate, ChangeOffice, ChangeState, AutoAddInvite.

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};

use super::member_wire::MemberInfo;
use super::paging::{PageRequestWire, PageResultWire};
use super::proto_json::{int64, opt_int64, vec_int64};
use super::wire_enum::{flag, BooleanOption, Wire};
use super::{Call, LegacyRoutes};
use domain::kernel::enums::{Gate, VipLevel};
use domain::kernel::paging::Page;
use domain::member::staff::{self, MemberFilter, MemberInput, MemberKind};
use domain::{AppError, AppResult};

pub fn register(r: &mut LegacyRoutes) {
    r.add(
        "Member",
        "Query",
        |state, call: Call, req: FilterRequest| async move {
            let page = Page::new(req.page_request.page, req.page_request.page_size)?;
            let q = staff::query(&state.ctx, call.viewer()?, &req.filter()?, page).await?;
            Ok(QueryReply {
                page_result: q.page.into(),
                items: q.items.into_iter().map(MemberInfo::from).collect(),
                count: q.count,
                yesterday_add_count: q.yesterday_add_count,
                today_add_count: q.today_add_count,
            })
        },
    );
    r.add(
        "Member",
        "GetMembers",
        |state, call: Call, req: FilterRequest| async move {
            let page = Page::new(req.page_request.page, req.page_request.page_size)?;
            let (items, result) =
                staff::get_members(&state.ctx, call.viewer()?, &req.filter()?, page).await?;
            Ok(PickReply {
                page_result: result.into(),
                items: items
                    .into_iter()
                    .map(|i| PickItem {
                        id: i.id,
                        name: i.name,
                        is_choice: i.is_choice,
                    })
                    .collect(),
            })
        },
    );
    r.add(
        "Member",
        "GetMemberIds",
        |state, call: Call, req: FilterRequest| async move {
            Ok(IdsReply {
                ids: staff::get_member_ids(&state.ctx, call.viewer()?, &req.filter()?).await?,
            })
        },
    );
    r.add(
        "Member",
        "Create",
        |state, call: Call, req: MemberRequest| async move {
            Ok(MemberInfo::from(
                staff::create(&state.ctx, call.viewer()?, req.input()).await?,
            ))
        },
    );
    r.add(
        "Member",
        "Update",
        |state, call: Call, req: MemberRequest| async move {
            if req.id <= 0 {
                return Err(AppError::invalid("id", "is required"));
            }
            Ok(MemberInfo::from(
                staff::update(&state.ctx, call.viewer()?, req.id, req.input()).await?,
            ))
        },
    );
    r.add(
        "Member",
        "BatchCreate",
        |state, call: Call, req: BatchRequest| async move {
            let rows = req.items.into_iter().map(|r| r.input()).collect();
            let b = staff::batch_create(&state.ctx, call.viewer()?, rows).await?;
            Ok(BulkReply {
                success_count: b.success_count,
                failure_count: b.failure_count,
                failures: b
                    .failures
                    .into_iter()
                    .map(|(number, reason)| Failure { number, reason })
                    .collect(),
            })
        },
    );
    r.add(
        "Member",
        "ChangeOffice",
        |state, call: Call, req: FlagRequest| async move {
            let on = req
                .is_office
                .ok_or_else(|| AppError::invalid("isOffice", "is required"))?;
            Ok(MemberInfo::from(
                staff::change_office(&state.ctx, call.viewer()?, req.id, on).await?,
            ))
        },
    );
    r.add(
        "Member",
        "ChangeState",
        |state, call: Call, req: FlagRequest| async move {
            let on = req
                .enable
                .ok_or_else(|| AppError::invalid("enable", "is required"))?;
            Ok(MemberInfo::from(
                staff::change_state(&state.ctx, call.viewer()?, req.id, on).await?,
            ))
        },
    );
    r.add(
        "Member",
        "AutoAddInvite",
        |state, call: Call, req: AutoAddInviteRequest| async move {
            let items: Vec<(i64, i64)> = req.items.iter().map(|i| (i.member_id, i.nums)).collect();
            let count = staff::auto_add_invite(&state.ctx, call.viewer()?, &items).await?;
            Ok(CountReply {
                success: true,
                count,
            })
        },
    );
}

fn time_opt(field: &str, s: &str) -> AppResult<Option<DateTime<Utc>>> {
    if s.trim().is_empty() {
        return Ok(None);
    }
    DateTime::parse_from_rfc3339(s.trim())
        .map(|t| Some(t.with_timezone(&Utc)))
        .map_err(|_| {
            AppError::invalid(
                field,
                "must be an RFC 3339 time, e.g. 2026-11-21T00:00:00+08:00",
            )
        })
}

/// proto3's empty string: no filter.
fn text(s: &str) -> Option<String> {
    (!s.is_empty()).then(|| s.to_owned())
}

/// The wire's `memberType` word; blank: no filter.
fn member_kind(word: &str) -> AppResult<Option<MemberKind>> {
    Ok(Some(match word.trim() {
        "" => return Ok(None),
        "professor" => MemberKind::Professor,
        "distributor" => MemberKind::Distributor,
        "robot" => MemberKind::Robot,
        "office" => MemberKind::Office,
        "member" => MemberKind::Member,
        _ => {
            return Err(AppError::invalid(
                "memberType",
                "must be professor, distributor, robot, office or member",
            ))
        }
    }))
}

/// QueryMemberRequest and the GetMembers filter in one shape.
#[derive(Debug, Default, Deserialize, schemars::JsonSchema)]
#[serde(default, rename_all = "camelCase")]
pub struct FilterRequest {
    pub nick_name: String,
    pub phone: String,
    pub legal_name: String,
    pub enable: Option<Wire<BooleanOption>>,
    pub is_office: Option<Wire<BooleanOption>>,
    pub is_robot: Option<Wire<BooleanOption>>,
    pub is_professor: Option<Wire<BooleanOption>>,
    pub is_active: Option<Wire<BooleanOption>>,
    pub member_type: String,
    pub vip_levels: Vec<Wire<VipLevel>>,
    pub vip_no: String,
    pub created_time_start: String,
    pub created_time_end: String,
    pub key_word: String,
    #[serde(with = "opt_int64")]
    #[schemars(with = "Option<crate::legacy::proto_json::Int64>")]
    pub days: Option<i64>,
    #[serde(with = "opt_int64")]
    #[schemars(with = "Option<crate::legacy::proto_json::Int64>")]
    pub continuous_days: Option<i64>,
    pub gates: Vec<Wire<Gate>>,
    pub platform_name: String,
    #[serde(with = "vec_int64")]
    #[schemars(with = "Vec<crate::legacy::proto_json::Int64>")]
    pub ids: Vec<i64>,
    #[serde(with = "opt_int64")]
    #[schemars(with = "Option<crate::legacy::proto_json::Int64>")]
    pub member_group_id: Option<i64>,
    pub page_request: PageRequestWire,
}

impl FilterRequest {
    fn filter(&self) -> AppResult<MemberFilter> {
        Ok(MemberFilter {
            nick_name: text(&self.nick_name),
            phone: text(&self.phone),
            legal_name: text(&self.legal_name),
            enable: flag(self.enable),
            is_office: flag(self.is_office),
            is_robot: flag(self.is_robot),
            is_professor: flag(self.is_professor),
            is_active: flag(self.is_active),
            kind: member_kind(&self.member_type)?,
            vip_levels: self.vip_levels.iter().map(|v| v.0).collect(),
            vip_no: text(&self.vip_no),
            created_time_start: time_opt("createdTimeStart", &self.created_time_start)?,
            created_time_end: time_opt("createdTimeEnd", &self.created_time_end)?,
            key_word: text(&self.key_word),
            days: self.days,
            continuous_days: self.continuous_days,
            gates: self.gates.iter().map(|g| g.0).collect(),
            platform_name: text(&self.platform_name),
            ids: self.ids.clone(),
            member_group_id: self.member_group_id,
        })
    }
}

#[derive(Debug, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct QueryReply {
    pub page_result: PageResultWire,
    pub items: Vec<MemberInfo>,
    pub count: u64,
    pub yesterday_add_count: u64,
    pub today_add_count: u64,
}

#[derive(Debug, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct PickItem {
    #[serde(with = "int64")]
    #[schemars(with = "crate::legacy::proto_json::Int64")]
    pub id: i64,
    pub name: String,
    pub is_choice: bool,
}

#[derive(Debug, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct PickReply {
    pub page_result: PageResultWire,
    pub items: Vec<PickItem>,
}

#[derive(Debug, Serialize, schemars::JsonSchema)]
pub struct IdsReply {
    #[serde(with = "vec_int64")]
    #[schemars(with = "Vec<crate::legacy::proto_json::Int64>")]
    pub ids: Vec<i64>,
}

/// CreateMember / UpdateMember.
#[derive(Debug, Default, Deserialize, schemars::JsonSchema)]
#[serde(default, rename_all = "camelCase")]
pub struct MemberRequest {
    #[serde(with = "int64")]
    #[schemars(with = "crate::legacy::proto_json::Int64")]
    pub id: i64,
    pub nick_name: Option<String>,
    pub phone: Option<String>,
    pub gender: Option<String>,
    pub city: Option<String>,
    pub province: Option<String>,
    pub country: Option<String>,
    pub avatar: Option<String>,
    pub vip_level: Option<Wire<VipLevel>>,
    pub vip_no: Option<String>,
    pub is_professor: Option<bool>,
    pub is_robot: Option<bool>,
    pub is_distributor: Option<bool>,
    pub permissions: Option<Vec<String>>,
}

impl MemberRequest {
    fn input(self) -> MemberInput {
        MemberInput {
            nick_name: self.nick_name,
            phone: self.phone,
            gender: self.gender,
            city: self.city,
            province: self.province,
            country: self.country,
            avatar: self.avatar,
            vip_level: self.vip_level.map(Wire::into_inner),
            vip_no: self.vip_no,
            is_professor: self.is_professor,
            is_robot: self.is_robot,
            is_distributor: self.is_distributor,
            permissions: self.permissions,
        }
    }
}

#[derive(Debug, Default, Deserialize, schemars::JsonSchema)]
#[serde(default)]
pub struct BatchRequest {
    pub items: Vec<MemberRequest>,
}

#[derive(Debug, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct Failure {
    pub number: u64,
    pub reason: String,
}

#[derive(Debug, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct BulkReply {
    pub success_count: u64,
    pub failure_count: u64,
    pub failures: Vec<Failure>,
}

#[derive(Debug, Default, Deserialize, schemars::JsonSchema)]
#[serde(default, rename_all = "camelCase")]
pub struct FlagRequest {
    #[serde(with = "int64")]
    #[schemars(with = "crate::legacy::proto_json::Int64")]
    pub id: i64,
    pub is_office: Option<bool>,
    pub enable: Option<bool>,
}

#[derive(Debug, Default, Deserialize, schemars::JsonSchema)]
#[serde(default, rename_all = "camelCase")]
pub struct AddInvite {
    #[serde(with = "int64")]
    #[schemars(with = "crate::legacy::proto_json::Int64")]
    pub member_id: i64,
    #[serde(with = "int64")]
    #[schemars(with = "crate::legacy::proto_json::Int64")]
    pub nums: i64,
}

#[derive(Debug, Default, Deserialize, schemars::JsonSchema)]
#[serde(default)]
pub struct AutoAddInviteRequest {
    pub items: Vec<AddInvite>,
}

#[derive(Debug, Serialize, schemars::JsonSchema)]
pub struct CountReply {
    pub success: bool,
    pub count: u64,
}
