//! The spec's MemberInfo on the legacy wire: a renaming of the domain's
//! `MemberView`, which is already masked for the caller.

use chrono::{DateTime, SecondsFormat, Utc};
use serde::Serialize;

use super::proto_json::{int64, opt_int64};
use super::wire_enum::Wire;
use domain::kernel::enums::{Gate, VipLevel};
use domain::member::{Card, MemberView};

pub fn time(t: DateTime<Utc>) -> String {
    t.to_rfc3339_opts(SecondsFormat::Millis, true)
}

#[derive(Debug, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct MemberInfo {
    #[serde(with = "int64")]
    #[schemars(with = "crate::legacy::proto_json::Int64")]
    pub id: i64,
    pub nick_name: String,
    pub gender: String,
    pub city: String,
    pub province: String,
    pub country: String,
    pub street: String,
    pub address: String,
    pub avatar: String,
    pub phone: String,
    pub legal_name: String,
    pub id_number: String,
    pub age: String,
    pub is_office: bool,
    pub enable: bool,
    pub created_at: String,
    #[serde(with = "int64")]
    #[schemars(with = "crate::legacy::proto_json::Int64")]
    pub points: i64,
    pub address_items: Vec<MemberAddress>,
    pub vip_level: Wire<VipLevel>,
    pub vip_no: String,
    #[serde(with = "opt_int64", skip_serializing_if = "Option::is_none")]
    #[schemars(with = "Option<crate::legacy::proto_json::Int64>")]
    pub invite_me_member_id: Option<i64>,
    pub invite_codes: Vec<InviteCode>,
    #[serde(with = "int64")]
    #[schemars(with = "crate::legacy::proto_json::Int64")]
    pub invite_num: i64,
    pub is_professor: bool,
    pub is_robot: bool,
    pub is_distributor: bool,
    pub charge_cities: Vec<String>,
    pub is_bind_wechat: bool,
    pub permissions: Vec<String>,
    pub push_clients: Vec<PushClient>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub vip_end_time: Option<String>,
    pub member_source_items: Vec<MemberSource>,
}

#[derive(Debug, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct MemberAddress {
    #[serde(with = "int64")]
    #[schemars(with = "crate::legacy::proto_json::Int64")]
    pub id: i64,
    pub name: String,
    pub city: String,
    pub province: String,
    pub country: String,
    pub street: String,
    pub address: String,
    pub mobile: String,
    pub created_at: String,
}

impl From<entities::member_address::Model> for MemberAddress {
    fn from(a: entities::member_address::Model) -> Self {
        Self {
            id: a.id,
            name: a.name,
            city: a.city,
            province: a.province,
            country: a.country,
            street: a.street,
            address: a.address,
            mobile: a.mobile,
            created_at: time(a.created_at),
        }
    }
}

#[derive(Debug, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct InviteCode {
    pub channel: String,
    pub code: String,
}

#[derive(Debug, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct PushClient {
    pub push_client_id: String,
    pub name: String,
    pub model_type: String,
}

#[derive(Debug, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct MemberSource {
    pub platform_name: String,
    pub gate: Wire<Gate>,
    pub time: String,
}

impl From<MemberView> for MemberInfo {
    /// Renames the view's fields; what the caller may not see is already
    /// `None` in the view and goes on the wire as `""` or `[]`.
    fn from(v: MemberView) -> Self {
        let p = v.personal.unwrap_or_default();
        Self {
            id: v.id,
            nick_name: v.nick_name,
            gender: v.gender,
            city: v.city,
            province: v.province,
            country: v.country,
            street: p.street,
            address: p.address,
            avatar: v.avatar,
            phone: v.phone.unwrap_or_default(),
            legal_name: p.legal_name,
            id_number: p.id_number,
            age: p.age.map(|a| a.to_string()).unwrap_or_default(),
            is_office: v.is_office,
            enable: v.enable,
            created_at: time(v.created_at),
            points: v.points,
            address_items: p.addresses.into_iter().map(MemberAddress::from).collect(),
            vip_level: Wire(v.vip_level),
            vip_no: v.vip_no,
            invite_me_member_id: v.invite_me_member_id,
            invite_codes: v
                .invite_codes
                .into_iter()
                .map(|c| InviteCode {
                    channel: c.channel,
                    code: c.code,
                })
                .collect(),
            invite_num: v.invite_num,
            is_professor: v.is_professor,
            is_robot: v.is_robot,
            is_distributor: v.is_distributor,
            charge_cities: v.charge_cities,
            is_bind_wechat: v.is_bind_wechat,
            permissions: v.permissions,
            push_clients: p
                .push_clients
                .into_iter()
                .map(|c| PushClient {
                    push_client_id: c.push_client_id,
                    name: c.name,
                    model_type: c.model_type,
                })
                .collect(),
            vip_end_time: v.vip_end_time.map(time),
            member_source_items: v
                .sources
                .into_iter()
                .map(|s| MemberSource {
                    platform_name: s.platform_name,
                    gate: Wire(s.gate),
                    time: time(s.at),
                })
                .collect(),
        }
    }
}

/// The spec's WeChatMemberItem: a public card with follow relations.
#[derive(Debug, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct WeChatMemberItem {
    #[serde(with = "int64")]
    #[schemars(with = "crate::legacy::proto_json::Int64")]
    pub id: i64,
    pub nick_name: String,
    pub city: String,
    pub province: String,
    pub country: String,
    pub avatar_fid: String,
    pub is_focus: bool,
    pub is_real_name_auth: bool,
    pub is_fans: bool,
    pub vip_level: Wire<VipLevel>,
    pub created_at: String,
}

impl From<Card> for WeChatMemberItem {
    fn from(c: Card) -> Self {
        Self {
            id: c.id,
            is_real_name_auth: c.is_real_name_auth,
            vip_level: Wire(c.vip_level),
            created_at: time(c.created_at),
            nick_name: c.nick_name,
            city: c.city,
            province: c.province,
            country: c.country,
            avatar_fid: c.avatar,
            is_focus: c.is_focus,
            is_fans: c.is_fans,
        }
    }
}
