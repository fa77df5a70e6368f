//! `Member/*`: frozen wire types and thin handlers over `schema::member`.

use serde::Deserialize;

use super::member_wire::{time, MemberInfo};
use super::proto_json::{int64, opt_int64};
use super::{Call, LegacyRoutes};
use crate::state::AppState;
use schema::member::{self, service};
use schema::AppResult;

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
            let (profile, private) = service::find(&state.ctx, call.viewer()?, id).await?;
            Ok(MemberInfo::with_privacy(profile, private))
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
            let m = service::update_nick_name(&state.ctx, call.viewer()?, &name).await?;
            own(&state, m.id).await
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
            let m = service::update_avatar(&state.ctx, call.viewer()?, &fid).await?;
            own(&state, m.id).await
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
            let m = service::update_location(&state.ctx, call.viewer()?, loc).await?;
            own(&state, m.id).await
        },
    );
    r.add(
        "Member",
        "IdNumberAuth",
        |state, call: Call, req: IdNumberAuthRequest| async move {
            let m = service::id_number_auth(
                &state.ctx,
                call.viewer()?,
                &req.legal_name,
                &req.id_number,
            )
            .await?;
            own(&state, m.id).await
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
            Ok(super::member_wire::MemberAddress {
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
        },
    );
}

/// The member as they see themselves, after a change.
async fn own(state: &AppState, id: i64) -> AppResult<MemberInfo> {
    Ok(MemberInfo::own(
        member::load_profile(&state.ctx.db, id).await?,
    ))
}

#[derive(Debug, Default, Deserialize)]
#[serde(default, rename_all = "camelCase")]
pub struct IdRequest {
    #[serde(with = "int64")]
    pub id: i64,
}

#[derive(Debug, Default, Deserialize)]
#[serde(default, rename_all = "camelCase")]
pub struct NickNameRequest {
    pub nick_name: String,
    /// A bare StringValue is accepted too.
    pub value: String,
}

/// The uploaded file id as `avatar`, `fid` or a bare `value`.
#[derive(Debug, Default, Deserialize)]
#[serde(default, rename_all = "camelCase")]
pub struct AvatarRequest {
    pub avatar: String,
    pub fid: String,
    pub value: String,
}

#[derive(Debug, Default, Deserialize)]
#[serde(default, rename_all = "camelCase")]
pub struct LocationRequest {
    pub city: String,
    pub province: String,
    pub country: String,
    pub street: String,
    pub address: String,
}

#[derive(Debug, Default, Deserialize)]
#[serde(default, rename_all = "camelCase")]
pub struct IdNumberAuthRequest {
    pub legal_name: String,
    pub id_number: String,
}

#[derive(Debug, Default, Deserialize)]
#[serde(default, rename_all = "camelCase")]
pub struct ExpressRequest {
    #[serde(with = "opt_int64")]
    pub member_id: Option<i64>,
    pub name: String,
    pub mobile: String,
    pub city: String,
    pub province: String,
    pub country: String,
    pub street: String,
    pub address: String,
}
