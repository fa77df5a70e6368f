//! `Authenticate/*`: frozen wire types and thin handlers over
//! `domain::auth::service`.

use serde::{Deserialize, Serialize};

use super::member_wire::{time, MemberInfo};
use super::proto_json::{int64, opt_int64};
use super::wire_enum::Wire;
use super::{Call, LegacyRoutes};
use domain::auth::service::{self, ClientInfo, SignIn};
use domain::auth::VerificationPurpose;
use domain::invite::Invite;
use domain::kernel::enums::{Gate, ProtoEnum};
use domain::kernel::providers::{LineColor, QrcodeRequest};
use domain::kernel::Viewer;
use domain::{AppError, AppResult, ErrorCode};

pub fn register(r: &mut LegacyRoutes) {
    r.add(
        "Authenticate",
        "SendVerificationCode",
        |state, call: Call, req: SendCodeRequest| async move {
            let purpose = req
                .purpose
                .map_or(VerificationPurpose::Login, Wire::into_inner);
            service::send_verification_code(&state.ctx, &req.mobile, purpose, call.ip()).await?;
            Ok(SuccessReply::ok())
        },
    );
    r.add(
        "Authenticate",
        "LoginByMobileCode",
        |state, call: Call, req: LoginByMobileCodeRequest| async move {
            let invite = Invite {
                member_id: req.invite_me_member_id,
                code: req.invite_code,
            };
            let client = client(
                &call,
                req.gate.map(Wire::into_inner),
                req.platform,
                req.model,
            );
            let s = service::login_by_mobile_code(
                &state.ctx,
                &req.mobile,
                &req.verification_code,
                invite,
                client,
            )
            .await?;
            code_login_reply(s).await
        },
    );
    r.add(
        "Authenticate",
        "OneClickLogin",
        |state, call: Call, req: OneClickLoginRequest| async move {
            let client = client(
                &call,
                req.gate.map(Wire::into_inner),
                req.platform,
                req.model,
            );
            let s = service::one_click_login(&state.ctx, &req.sp_token, client).await?;
            code_login_reply(s).await
        },
    );
    r.add(
        "Authenticate",
        "WeChatCodeLogin",
        |state, call: Call, req: WeChatCodeLoginRequest| async move {
            let invite = Invite {
                member_id: req.invite_me_member_id,
                code: req.invite_code,
            };
            let client = client(&call, Some(Gate::Wechatprogram), req.platform, req.model);
            let phone = Some(req.phone.as_str()).filter(|p| !p.is_empty());
            let s =
                service::wechat_code_login(&state.ctx, &req.code, phone, invite, client).await?;
            code_login_reply(s).await
        },
    );
    r.add(
        "Authenticate",
        "CheckSign",
        |state, call: Call, req: CheckSignRequest| async move {
            let client = client(
                &call,
                req.gate.map(Wire::into_inner),
                req.platform,
                req.model,
            );
            let s = service::check_sign(&state.ctx, req.member_id, &req.sign, client).await?;
            code_login_reply(s).await
        },
    );
    r.add(
        "Authenticate",
        "GetPhoneNumber",
        |state, _call, req: StringValue| async move {
            Ok(StringValue {
                value: service::get_phone_number(&state.ctx, &req.value).await?,
            })
        },
    );
    r.add(
        "Authenticate",
        "Login",
        |state, _call, req: LoginRequest| async move {
            match domain::auth::staff::login(
                &state.ctx,
                &req.user_name,
                &req.cipher,
                req.gate.map(Wire::into_inner),
                req.one_time_code.as_deref(),
            )
            .await
            {
                Ok(s) => Ok(LoginReply {
                    success: true,
                    error: String::new(),
                    second_factor: second_factor_name(s.second_factor).to_owned(),
                    user_id: s.member.id,
                    user_name: s.member.nick_name,
                    legal_name: s.member.personal.map(|p| p.legal_name).unwrap_or_default(),
                    application: req.gate.map(|g| g.0.name().to_owned()).unwrap_or_default(),
                    token: Some(TokenObject {
                        token: s.token,
                        expire_at: time(s.expire_at),
                    }),
                }),
                // Wrong credentials are a normal answer here (spec: {success, error}).
                Err(e) if e.code == ErrorCode::Unauthenticated => Ok(LoginReply {
                    error: e.message,
                    ..Default::default()
                }),
                Err(e) => Err(e),
            }
        },
    );
    r.add(
        "Authenticate",
        "Logout",
        |state, call: Call, _req: Empty| async move {
            Ok(match call.viewer.as_ref() {
                Some(v) => {
                    service::logout(&state.ctx, v).await?;
                    SuccessReply::ok()
                }
                None => SuccessReply::failed("not signed in"),
            })
        },
    );
    r.add(
        "Authenticate",
        "RefreshToken",
        |state, call: Call, _req: Empty| async move {
            let Some(v) = call.viewer.as_ref() else {
                return Ok(RefreshReply {
                    success: false,
                    error: "not signed in".into(),
                    token: None,
                });
            };
            let current = call.meta.bearer.clone().unwrap_or_default();
            let (token, expire_at) = service::refresh_token(&state.ctx, v, &current).await?;
            Ok(RefreshReply {
                success: true,
                error: String::new(),
                token: Some(TokenObject {
                    token,
                    expire_at: time(expire_at),
                }),
            })
        },
    );
    r.add(
        "Authenticate",
        "Cancel",
        |state, call: Call, req: CancelRequest| async move {
            service::cancel(
                &state.ctx,
                call.viewer()?,
                &req.mobile,
                &req.verification_code,
            )
            .await?;
            Ok(SuccessReply::ok())
        },
    );
    r.add(
        "Authenticate",
        "CreateQrcode",
        |state, call: Call, req: CreateQrcodeRequest| async move {
            let width = match req.width {
                None => None,
                Some(w) => Some(
                    u32::try_from(w)
                        .map_err(|_| AppError::invalid("width", "must be 280 to 1280"))?,
                ),
            };
            let q = QrcodeRequest {
                scene: req.scene,
                page: req.page,
                check_path: req.check_path,
                env_version: req.env_version,
                width,
                line_color: req.line_color.map(|c| LineColor {
                    r: c.r,
                    g: c.g,
                    b: c.b,
                }),
                is_hyaline: req.is_hyaline,
            };
            let token = Some(req.access_token.as_str()).filter(|t| !t.is_empty());
            let reply = service::create_qrcode(&state.ctx, call.viewer()?, q, token).await?;
            Ok(QrcodeReply {
                buffer_base64: reply.buffer_base64,
                errcode: reply.errcode,
                errmsg: reply.errmsg,
            })
        },
    );
    r.add(
        "Authenticate",
        "GetRandomNickName",
        |_state, _call, _req: Empty| async move {
            Ok(StringValue {
                value: domain::member::random_nick_name(),
            })
        },
    );
    r.add(
        "Authenticate",
        "GetInviteCode",
        |state, call: Call, _req: Empty| async move {
            Ok(StringValue {
                value: domain::invite::get_invite_code(&state.ctx, call.viewer()?).await?,
            })
        },
    );
    r.add(
        "Authenticate",
        "CreateInviteCode",
        |state, call: Call, req: CreateInviteCodeRequest| async move {
            let viewer: &Viewer = call.viewer()?;
            let member_id = if req.member_id > 0 {
                req.member_id
            } else {
                viewer.member_id
            };
            let mut channels = req.channels;
            channels.extend(req.channel);
            if channels.is_empty() {
                channels.push(String::new());
            }
            let codes =
                domain::invite::create_invite_codes(&state.ctx, viewer, member_id, &channels)
                    .await?;
            Ok(InviteCodesReply {
                items: codes
                    .into_iter()
                    .map(|c| super::member_wire::InviteCode {
                        channel: c.channel,
                        code: c.code,
                    })
                    .collect(),
            })
        },
    );
    r.add(
        "Authenticate",
        "PreRegistrationCheck",
        |state, _call, req: PreRegistrationCheckRequest| async move {
            let invite = Invite {
                member_id: req.invite_me_member_id,
                code: req.invite_code,
            };
            let r = domain::invite::pre_registration_check(&state.ctx, &invite).await?;
            Ok(PreRegistrationCheckReply {
                invite_valid: r.invite_valid,
                invite_me_member_id: r.invite_me_member_id,
                is_big_gun_code: r.is_big_gun_code,
            })
        },
    );
}

fn client(call: &Call, gate: Option<Gate>, platform: String, model: String) -> ClientInfo {
    ClientInfo {
        gate,
        platform,
        model,
        ip: call.meta.ip.clone(),
    }
}

async fn code_login_reply(s: SignIn) -> AppResult<CodeLoginReply> {
    Ok(CodeLoginReply {
        token: TokenObject {
            token: s.token,
            expire_at: time(s.expire_at),
        },
        we_chat_member_info: MemberInfo::from(s.member),
        is_regist: s.is_regist,
        sign: s.sign,
        is_big_gun_code: s.is_big_gun_code,
    })
}

// ------------------------------------------------------------ wire types ---

#[derive(Debug, Default, Deserialize, schemars::JsonSchema)]
#[serde(default)]
pub struct Empty {}

#[derive(Debug, Default, Deserialize, Serialize, schemars::JsonSchema)]
#[serde(default, rename_all = "camelCase")]
pub struct StringValue {
    pub value: String,
}

#[derive(Debug, Default, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct SuccessReply {
    pub success: bool,
    pub error: String,
}

impl SuccessReply {
    fn ok() -> Self {
        Self {
            success: true,
            error: String::new(),
        }
    }

    fn failed(error: &str) -> Self {
        Self {
            success: false,
            error: error.into(),
        }
    }
}

#[derive(Debug, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct TokenObject {
    pub token: String,
    pub expire_at: String,
}

#[derive(Debug, Default, Deserialize, schemars::JsonSchema)]
#[serde(default, rename_all = "camelCase")]
pub struct SendCodeRequest {
    pub mobile: String,
    pub purpose: Option<Wire<VerificationPurpose>>,
}

#[derive(Debug, Default, Deserialize, schemars::JsonSchema)]
#[serde(default, rename_all = "camelCase")]
pub struct LoginByMobileCodeRequest {
    pub mobile: String,
    pub verification_code: String,
    pub gate: Option<Wire<Gate>>,
    pub force_login: bool,
    #[serde(with = "opt_int64")]
    #[schemars(with = "Option<crate::legacy::proto_json::Int64>")]
    pub invite_me_member_id: Option<i64>,
    pub invite_code: Option<String>,
    pub platform: String,
    pub model: String,
}

#[derive(Debug, Default, Deserialize, schemars::JsonSchema)]
#[serde(default, rename_all = "camelCase")]
pub struct OneClickLoginRequest {
    pub sp_token: String,
    pub gate: Option<Wire<Gate>>,
    pub force_login: bool,
    pub platform: String,
    pub model: String,
}

#[derive(Debug, Default, Deserialize, schemars::JsonSchema)]
#[serde(default, rename_all = "camelCase")]
pub struct WeChatCodeLoginRequest {
    pub code: String,
    /// A phone-number grant code.
    pub phone: String,
    #[serde(with = "opt_int64")]
    #[schemars(with = "Option<crate::legacy::proto_json::Int64>")]
    pub invite_me_member_id: Option<i64>,
    pub invite_code: Option<String>,
    pub platform: String,
    pub model: String,
}

#[derive(Debug, Default, Deserialize, schemars::JsonSchema)]
#[serde(default, rename_all = "camelCase")]
pub struct CheckSignRequest {
    #[serde(with = "int64")]
    #[schemars(with = "crate::legacy::proto_json::Int64")]
    pub member_id: i64,
    pub sign: String,
    pub gate: Option<Wire<Gate>>,
    pub platform: String,
    pub model: String,
}

#[derive(Debug, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct CodeLoginReply {
    pub token: TokenObject,
    pub we_chat_member_info: MemberInfo,
    pub is_regist: bool,
    pub sign: String,
    pub is_big_gun_code: bool,
}

#[derive(Debug, Default, Deserialize, schemars::JsonSchema)]
#[serde(default, rename_all = "camelCase")]
pub struct LoginRequest {
    pub user_name: String,
    pub cipher: String,
    pub gate: Option<Wire<Gate>>,
    /// Added for the staff second factor: the authenticator app's 6-digit
    /// code, or a recovery code. Without it an enrolled account's token
    /// carries no staff rights (docs/legacy.md).
    pub one_time_code: Option<String>,
}

/// `LoginReply.secondFactor`'s words (the GraphQL enum's names).
fn second_factor_name(f: domain::auth::factor::SecondFactor) -> &'static str {
    use domain::auth::factor::SecondFactor;
    match f {
        SecondFactor::Verified => "VERIFIED",
        SecondFactor::Required => "REQUIRED",
        SecondFactor::Enrol => "ENROL",
    }
}

#[derive(Debug, Default, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct LoginReply {
    pub success: bool,
    pub error: String,
    #[serde(with = "int64")]
    #[schemars(with = "crate::legacy::proto_json::Int64")]
    pub user_id: i64,
    pub user_name: String,
    pub legal_name: String,
    pub application: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub token: Option<TokenObject>,
    /// Added for the staff second factor: `VERIFIED` (the token is a staff
    /// session), `REQUIRED` (send `oneTimeCode`), `ENROL` (no factor yet);
    /// empty on failure.
    pub second_factor: String,
}

#[derive(Debug, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct RefreshReply {
    pub success: bool,
    pub error: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub token: Option<TokenObject>,
}

#[derive(Debug, Default, Deserialize, schemars::JsonSchema)]
#[serde(default, rename_all = "camelCase")]
pub struct CancelRequest {
    pub mobile: String,
    pub verification_code: String,
    pub gate: Option<Wire<Gate>>,
}

#[derive(Debug, Default, Deserialize, schemars::JsonSchema)]
#[serde(default, rename_all = "camelCase")]
pub struct CreateQrcodeRequest {
    pub access_token: String,
    pub scene: String,
    pub page: String,
    pub check_path: bool,
    pub env_version: String,
    pub width: Option<i64>,
    pub line_color: Option<LineColorWire>,
    pub is_hyaline: bool,
}

#[derive(Debug, Default, Deserialize, schemars::JsonSchema)]
#[serde(default)]
pub struct LineColorWire {
    pub r: String,
    pub g: String,
    pub b: String,
}

#[derive(Debug, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct QrcodeReply {
    pub buffer_base64: String,
    pub errcode: i64,
    pub errmsg: String,
}

#[derive(Debug, Default, Deserialize, schemars::JsonSchema)]
#[serde(default, rename_all = "camelCase")]
pub struct CreateInviteCodeRequest {
    #[serde(with = "int64")]
    #[schemars(with = "crate::legacy::proto_json::Int64")]
    pub member_id: i64,
    /// The channel list; `channel` (one or a list) is accepted too.
    pub channels: Vec<String>,
    #[serde(deserialize_with = "one_or_many")]
    #[schemars(with = "Vec<String>")]
    pub channel: Vec<String>,
}

fn one_or_many<'de, D: serde::Deserializer<'de>>(d: D) -> Result<Vec<String>, D::Error> {
    #[derive(Deserialize, schemars::JsonSchema)]
    #[serde(untagged)]
    enum OneOrMany {
        One(String),
        Many(Vec<String>),
    }
    Ok(match Option::<OneOrMany>::deserialize(d)? {
        None => vec![],
        Some(OneOrMany::One(s)) => vec![s],
        Some(OneOrMany::Many(v)) => v,
    })
}

#[derive(Debug, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct InviteCodesReply {
    pub items: Vec<super::member_wire::InviteCode>,
}

#[derive(Debug, Default, Deserialize, schemars::JsonSchema)]
#[serde(default, rename_all = "camelCase")]
pub struct PreRegistrationCheckRequest {
    #[serde(with = "opt_int64")]
    #[schemars(with = "Option<crate::legacy::proto_json::Int64>")]
    pub invite_me_member_id: Option<i64>,
    pub invite_code: Option<String>,
}

#[derive(Debug, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct PreRegistrationCheckReply {
    pub invite_valid: bool,
    #[serde(with = "opt_int64", skip_serializing_if = "Option::is_none")]
    #[schemars(with = "Option<crate::legacy::proto_json::Int64>")]
    pub invite_me_member_id: Option<i64>,
    pub is_big_gun_code: bool,
}
