//! `Member/*`: frozen wire types and thin handlers over `domain::member`.

use serde::{Deserialize, Serialize};

use super::member_wire::{MemberInfo, WeChatMemberItem};
use super::proto_json::{int64, opt_int64, vec_int64};
use super::wire_enum::Wire;
use super::{Call, LegacyRoutes};
use domain::kernel::enums::Gate;
use domain::member::service;
use domain::AppError;

pub fn register(r: &mut LegacyRoutes) {
    r.add(
        "Member",
        "Find",
        |state, call: Call, req: IdRequest| async move {
            let id = if req.id > 0 {
                req.id
            } else {
                call.viewer()?.member_id
            };
            Ok(MemberInfo::from(
                service::find(&state.ctx, call.viewer()?, id).await?,
            ))
        },
    );
    r.add(
        "Member",
        "UpdateNickName",
        |state, call: Call, req: NickNameRequest| async move {
            let name = if req.nick_name.is_empty() {
                req.value
            } else {
                req.nick_name
            };
            Ok(MemberInfo::from(
                service::update_nick_name(&state.ctx, call.viewer()?, &name).await?,
            ))
        },
    );
    r.add(
        "Member",
        "FindByPhone",
        |state, call: Call, req: PhoneRequest| async move {
            let phone = if req.phone.is_empty() {
                req.value
            } else {
                req.phone
            };
            Ok(MemberInfo::from(
                service::find_by_phone(&state.ctx, call.viewer()?, &phone).await?,
            ))
        },
    );
    // The legacy spelling ("Memebers") is part of the contract.
    r.add(
        "Member",
        "GetMemebersByIds",
        |state, call: Call, req: IdsRequest| async move {
            let list = service::get_by_ids(&state.ctx, call.viewer()?, &req.ids).await?;
            Ok(ItemsReply {
                items: list.into_iter().map(MemberInfo::from).collect(),
            })
        },
    );
    r.add(
        "Member",
        "TranslateWeChatMemberByIds",
        |state, call: Call, req: IdsRequest| async move {
            let list = service::cards(&state.ctx, call.viewer.as_ref(), &req.ids).await?;
            Ok(ItemsReply {
                items: list.into_iter().map(WeChatMemberItem::from).collect(),
            })
        },
    );
    r.add(
        "Member",
        "BindPushClient",
        |state, call: Call, req: PushClientRequest| async move {
            service::bind_push_client(
                &state.ctx,
                call.viewer()?,
                &req.push_client_id,
                &req.name,
                &req.model_type,
            )
            .await?;
            Ok(Success { success: true })
        },
    );
    r.add(
        "Member",
        "SaveMemberSource",
        |state, call: Call, req: SourceRequest| async move {
            let gate = req
                .gate
                .map(Wire::into_inner)
                .ok_or_else(|| AppError::invalid("gate", "is required"))?;
            service::record_source(&state.ctx, call.viewer()?, &req.platform_name, gate).await?;
            Ok(Success { success: true })
        },
    );
    r.add(
        "Member",
        "BindWechat",
        |state, call: Call, req: BindWechatRequest| async move {
            Ok(MemberInfo::from(
                service::bind_wechat(&state.ctx, call.viewer()?, &req.code).await?,
            ))
        },
    );
    r.add(
        "Member",
        "UnBindWechat",
        |state, call: Call, _req: IdRequest| async move {
            Ok(MemberInfo::from(
                service::unbind_wechat(&state.ctx, call.viewer()?).await?,
            ))
        },
    );
    r.add(
        "Member",
        "UpdateAvatar",
        |state, call: Call, req: AvatarRequest| async move {
            let fid = [req.avatar, req.fid, req.value]
                .into_iter()
                .find(|s| !s.is_empty())
                .unwrap_or_default();
            Ok(MemberInfo::from(
                service::update_avatar(&state.ctx, call.viewer()?, &fid).await?,
            ))
        },
    );
    r.add(
        "Member",
        "UpdateLocation",
        |state, call: Call, req: LocationRequest| async move {
            let loc = service::Location {
                city: req.city,
                province: req.province,
                country: req.country,
                street: req.street,
                address: req.address,
            };
            Ok(MemberInfo::from(
                service::update_location(&state.ctx, call.viewer()?, loc).await?,
            ))
        },
    );
    r.add(
        "Member",
        "IdNumberAuth",
        |state, call: Call, req: IdNumberAuthRequest| async move {
            Ok(MemberInfo::from(
                service::id_number_auth(
                    &state.ctx,
                    call.viewer()?,
                    &req.legal_name,
                    &req.id_number,
                )
                .await?,
            ))
        },
    );
    r.add(
        "Member",
        "UpdateExpressAddress",
        |state, call: Call, req: ExpressRequest| async move {
            let a = service::update_express_address(
                &state.ctx,
                call.viewer()?,
                req.member_id,
                service::AddressInput {
                    name: req.name,
                    mobile: req.mobile,
                    city: req.city,
                    province: req.province,
                    country: req.country,
                    street: req.street,
                    address: req.address,
                },
            )
            .await?;
            Ok(super::member_wire::MemberAddress::from(a))
        },
    );
}

#[derive(Debug, Default, Deserialize, schemars::JsonSchema)]
#[serde(default, rename_all = "camelCase")]
pub struct IdRequest {
    #[serde(with = "int64")]
    #[schemars(with = "crate::legacy::proto_json::Int64")]
    pub id: i64,
}

#[derive(Debug, Default, Deserialize, schemars::JsonSchema)]
#[serde(default, rename_all = "camelCase")]
pub struct NickNameRequest {
    pub nick_name: String,
    /// A bare StringValue is accepted too.
    pub value: String,
}

/// The uploaded file id as `avatar`, `fid` or a bare `value`.
#[derive(Debug, Default, Deserialize, schemars::JsonSchema)]
#[serde(default, rename_all = "camelCase")]
pub struct AvatarRequest {
    pub avatar: String,
    pub fid: String,
    pub value: String,
}

#[derive(Debug, Default, Deserialize, schemars::JsonSchema)]
#[serde(default, rename_all = "camelCase")]
pub struct LocationRequest {
    pub city: String,
    pub province: String,
    pub country: String,
    pub street: String,
    pub address: String,
}

#[derive(Debug, Default, Deserialize, schemars::JsonSchema)]
#[serde(default, rename_all = "camelCase")]
pub struct IdNumberAuthRequest {
    pub legal_name: String,
    pub id_number: String,
}

#[derive(Debug, Default, Deserialize, schemars::JsonSchema)]
#[serde(default, rename_all = "camelCase")]
pub struct ExpressRequest {
    #[serde(with = "opt_int64")]
    #[schemars(with = "Option<crate::legacy::proto_json::Int64>")]
    pub member_id: Option<i64>,
    pub name: String,
    pub mobile: String,
    pub city: String,
    pub province: String,
    pub country: String,
    pub street: String,
    pub address: String,
}

#[derive(Debug, Default, Deserialize, schemars::JsonSchema)]
#[serde(default, rename_all = "camelCase")]
pub struct PhoneRequest {
    pub phone: String,
    pub value: String,
}

#[derive(Debug, Default, Deserialize, schemars::JsonSchema)]
#[serde(default, rename_all = "camelCase")]
pub struct IdsRequest {
    #[serde(with = "vec_int64")]
    #[schemars(with = "Vec<crate::legacy::proto_json::Int64>")]
    pub ids: Vec<i64>,
}

#[derive(Debug, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct ItemsReply<T> {
    pub items: Vec<T>,
}

#[derive(Debug, Serialize, schemars::JsonSchema)]
pub struct Success {
    pub success: bool,
}

#[derive(Debug, Default, Deserialize, schemars::JsonSchema)]
#[serde(default, rename_all = "camelCase")]
pub struct PushClientRequest {
    pub push_client_id: String,
    pub name: String,
    pub model_type: String,
}

#[derive(Debug, Default, Deserialize, schemars::JsonSchema)]
#[serde(default, rename_all = "camelCase")]
pub struct SourceRequest {
    pub platform_name: String,
    pub gate: Option<Wire<Gate>>,
}

/// `{code}`; `openId`/`accessToken` (the web OAuth flow) are accepted but a
/// bind needs the mini-program `code`.
#[derive(Debug, Default, Deserialize, schemars::JsonSchema)]
#[serde(default, rename_all = "camelCase")]
pub struct BindWechatRequest {
    pub code: String,
    #[serde(with = "opt_int64")]
    #[schemars(with = "Option<crate::legacy::proto_json::Int64>")]
    pub member_id: Option<i64>,
    pub open_id: String,
    pub access_token: String,
}
