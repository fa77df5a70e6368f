//! The spec's MemberInfo on the legacy wire. Personal data (full phone,
//! legal name, addresses) only when the service said the caller may see it
//! (`schema::member::sees_private`); the ID number is always masked.

use chrono::{DateTime, SecondsFormat, Utc};
use serde::Serialize;

use super::proto_json::{int64, opt_int64};
use schema::enums::{Gate, ProtoEnum, VipLevel};
use schema::member::{mask_id_number, mask_phone, MemberProfile};

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
    pub vip_level: VipLevel,
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
    pub gate: Gate,
    pub time: String,
}

fn strings(v: &serde_json::Value) -> Vec<String> {
    v.as_array()
        .map(|a| {
            a.iter()
                .filter_map(|s| s.as_str().map(str::to_owned))
                .collect()
        })
        .unwrap_or_default()
}

impl MemberInfo {
    /// The profile as the member themselves sees it (sign-in replies).
    pub fn own(p: MemberProfile) -> Self {
        Self::with_privacy(p, true)
    }

    /// The profile, unmasked or not as the service decided.
    pub fn with_privacy(p: MemberProfile, private: bool) -> Self {
        let m = p.member;
        let phone = m.phone.clone().unwrap_or_default();
        Self {
            id: m.id,
            nick_name: m.nick_name,
            gender: m.gender,
            city: m.city,
            province: m.province,
            country: m.country,
            street: if private { m.street } else { String::new() },
            address: if private { m.address } else { String::new() },
            avatar: m.avatar,
            phone: if private { phone } else { mask_phone(&phone) },
            legal_name: if private { m.legal_name } else { String::new() },
            id_number: if private {
                mask_id_number(&m.id_number)
            } else {
                String::new()
            },
            age: m.age,
            is_office: m.is_office,
            enable: m.enable,
            created_at: time(m.created_at),
            points: m.points,
            address_items: if private {
                p.addresses
                    .into_iter()
                    .map(|a| MemberAddress {
                        id: a.id,
                        name: a.name,
                        city: a.city,
                        province: a.province,
                        country: a.country,
                        street: a.street,
                        address: a.address,
                        mobile: a.mobile,
                        created_at: time(a.created_at),
                    })
                    .collect()
            } else {
                vec![]
            },
            vip_level: schema::member::vip_level(&m.vip_level),
            vip_no: m.vip_no,
            invite_me_member_id: m.invite_me_member_id,
            invite_codes: p
                .invite_codes
                .into_iter()
                .map(|c| InviteCode {
                    channel: c.channel,
                    code: c.code,
                })
                .collect(),
            invite_num: m.invite_num,
            is_professor: m.is_professor,
            is_robot: m.is_robot,
            is_distributor: m.is_distributor,
            charge_cities: strings(&m.charge_cities),
            is_bind_wechat: m.wechat_open_id.is_some(),
            permissions: strings(&m.permissions),
            push_clients: if private {
                p.push_clients
                    .into_iter()
                    .map(|c| PushClient {
                        push_client_id: c.push_client_id,
                        name: c.name,
                        model_type: c.model_type,
                    })
                    .collect()
            } else {
                vec![]
            },
            vip_end_time: m.vip_end_time.map(time),
            member_source_items: p
                .sources
                .into_iter()
                .map(|s| MemberSource {
                    platform_name: s.platform_name,
                    gate: Gate::from_number(i64::from(s.gate)).unwrap_or(Gate::Web),
                    time: time(s.created_at),
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
    pub vip_level: VipLevel,
    pub created_at: String,
}

impl WeChatMemberItem {
    pub fn new(m: entities::member::Model, is_focus: bool, is_fans: bool) -> Self {
        Self {
            id: m.id,
            is_real_name_auth: schema::member::is_real_name_auth(&m),
            vip_level: schema::member::vip_level(&m.vip_level),
            created_at: time(m.created_at),
            nick_name: m.nick_name,
            city: m.city,
            province: m.province,
            country: m.country,
            avatar_fid: m.avatar,
            is_focus,
            is_fans,
        }
    }
}
