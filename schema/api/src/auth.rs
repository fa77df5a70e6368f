//! GraphQL face of the Authenticate service: thin calls into
//! `domain::auth::service`.

use async_graphql::{Context, InputObject, Object, SimpleObject, ID};

use crate::partner_scope::partner_scope;
use crate::Result;
use chrono::{DateTime, Utc};

use domain::auth::service::{self, ClientInfo, SignIn};
use domain::invite::Invite;
use domain::kernel::RequestMeta;
use domain::partner::Scope;

use crate::enums::{Gate, VerificationPurpose};
use crate::ids::{parse_member_id, parse_optional_member_id};
use crate::member::MemberObject;
use crate::payload::{split, UserError};
use crate::request::{app, viewer};
use crate::scalars::BigInt;
use domain::kernel::providers::{LineColor, QrcodeRequest};

fn meta<'a>(ctx: &Context<'a>) -> Option<&'a RequestMeta> {
    ctx.data_opt::<RequestMeta>()
}

/// A signed session token and when it expires.
#[derive(SimpleObject)]
pub struct TokenObject {
    /// Send as `Authorization: Bearer <token>`.
    pub token: String,
    /// When the token stops working (renew with `refreshToken` before).
    pub expires_at: DateTime<Utc>,
}

/// The answer of every member sign-in mutation. On a business failure (a
/// wrong or expired code, a bad field) `token` and `member` are null and
/// `userErrors` says why.
macro_rules! sign_in_payload {
    ($name:ident, $doc:literal) => {
        #[doc = $doc]
        #[derive(SimpleObject, Default)]
        pub struct $name {
            /// The session token; null when the sign-in failed.
            pub token: Option<TokenObject>,
            /// The signed-in member; null when the sign-in failed.
            pub member: Option<MemberObject>,
            /// True only for the sign-in that created the member (首次注册).
            pub is_new_member: bool,
            /// Keep it to sign in again without a code (`loginBySign`); null
            /// when the sign-in failed.
            pub sign: Option<String>,
            /// The invite code used belongs to a distributor (渠道).
            pub is_distributor_code: bool,
            /// Business failures; empty on success.
            pub user_errors: Vec<UserError>,
        }

        impl From<(Option<SignIn>, Vec<UserError>)> for $name {
            fn from((signed, user_errors): (Option<SignIn>, Vec<UserError>)) -> Self {
                match signed {
                    None => Self {
                        user_errors,
                        ..Default::default()
                    },
                    Some(s) => Self {
                        token: Some(TokenObject {
                            token: s.token,
                            expires_at: s.expire_at,
                        }),
                        member: Some(s.member.into()),
                        is_new_member: s.is_regist,
                        sign: Some(s.sign),
                        is_distributor_code: s.is_big_gun_code,
                        user_errors,
                    },
                }
            }
        }
    };
}

sign_in_payload!(LoginByPhoneCodePayload, "The answer of `loginByPhoneCode`.");
sign_in_payload!(
    LoginByCarrierTokenPayload,
    "The answer of `loginByCarrierToken`."
);
sign_in_payload!(
    LoginByWeChatCodePayload,
    "The answer of `loginByWeChatCode`."
);
sign_in_payload!(LoginBySignPayload, "The answer of `loginBySign`.");

/// Input of `loginByPassword` (staff).
#[derive(InputObject)]
pub struct LoginByPasswordInput {
    /// The staff member's mobile number.
    pub phone: String,
    /// The password.
    pub password: String,
    /// Where they sign in from (usually `MANAGEWEB`).
    pub gate: Option<Gate>,
}

/// The answer of `loginByPassword`.
#[derive(SimpleObject, Default)]
pub struct LoginByPasswordPayload {
    /// The session token; null when the sign-in failed.
    pub token: Option<TokenObject>,
    /// The signed-in staff member; null when the sign-in failed.
    pub member: Option<MemberObject>,
    /// `INVALID_CREDENTIALS` for a wrong phone or password; empty on
    /// success.
    pub user_errors: Vec<UserError>,
}

/// Input of `cancelAccount`.
#[derive(InputObject)]
pub struct CancelAccountInput {
    /// The account's mobile number.
    pub phone: String,
    /// An SMS code sent with purpose `CANCEL`.
    pub code: String,
}

/// Input of `createWeChatQrcode`: a mini-program code (小程序码).
#[derive(InputObject)]
pub struct CreateWeChatQrcodeInput {
    /// The scene string the mini-program receives, 1 to 32 characters.
    pub scene: String,
    /// The mini-program page to open; default its home page.
    pub page: Option<String>,
    /// Whether WeChat checks that the page exists.
    pub check_path: Option<bool>,
    /// `release`, `trial` or `develop`.
    pub env_version: Option<String>,
    /// The image width in pixels, 280 to 1280.
    pub width: Option<i32>,
    /// The line colour (RGB, 0–255 each).
    pub line_color: Option<LineColorInput>,
    /// A transparent background.
    pub is_hyaline: Option<bool>,
    /// A WeChat access token to use instead of the server's own.
    pub access_token: Option<String>,
}

/// A colour of a mini-program code.
#[derive(InputObject)]
pub struct LineColorInput {
    /// Red, 0–255.
    pub r: String,
    /// Green, 0–255.
    pub g: String,
    /// Blue, 0–255.
    pub b: String,
}

/// WeChat's refusal of a request.
#[derive(SimpleObject)]
pub struct WeChatError {
    /// WeChat's `errcode`.
    pub code: i64,
    /// WeChat's `errmsg`.
    pub message: String,
}

/// The answer of `createWeChatQrcode`.
#[derive(SimpleObject, Default)]
pub struct CreateWeChatQrcodePayload {
    /// The PNG/JPEG image, base64; null when WeChat refused.
    pub image_base64: Option<String>,
    /// WeChat's refusal; null on success.
    pub we_chat_error: Option<WeChatError>,
    /// Failures the caller can act on; empty on success.
    pub user_errors: Vec<UserError>,
}

/// An invite code (邀请码) of one channel.
#[derive(SimpleObject)]
#[graphql(name = "InviteCode")]
pub struct InviteCodeObject {
    /// The channel (`default`, `poster`, …).
    pub channel: String,
    /// The code.
    pub code: String,
}

/// Input of `createInviteCodes`.
#[derive(InputObject)]
pub struct CreateInviteCodesInput {
    /// The member (global id): the caller, or anyone for staff.
    pub member_id: ID,
    /// The channels, at most 20.
    pub channels: Vec<String>,
}

/// The answer of `createInviteCodes`.
#[derive(SimpleObject, Default)]
pub struct CreateInviteCodesPayload {
    /// The member's codes of those channels (existing ones kept).
    pub invite_codes: Vec<InviteCodeObject>,
    /// Failures the caller can act on; empty on success.
    pub user_errors: Vec<UserError>,
}

/// Input of `resolveWeChatPhoneNumber`.
#[derive(InputObject)]
pub struct ResolveWeChatPhoneNumberInput {
    /// A phone-number grant code from the mini-program.
    pub code: String,
}

crate::payload::payload!(
    /// The answer of `resolveWeChatPhoneNumber`.
    ResolveWeChatPhoneNumberPayload { phone: String, "The phone number WeChat vouches for; null on failure." }
);

/// The answer of `refreshToken`.
#[derive(SimpleObject, Default)]
pub struct RefreshTokenPayload {
    /// A new token in the last 6 hours of the current one's life; the same
    /// token before that.
    pub token: Option<TokenObject>,
    /// Failures the caller can act on; empty on success.
    pub user_errors: Vec<UserError>,
}

/// The answer of `preRegistrationCheck`: what a registration with this
/// invite would get.
#[derive(SimpleObject)]
pub struct PreRegistrationCheckPayload {
    /// The invite (code or member id) names an active member.
    pub invite_valid: bool,
    /// The inviter the invite names (global id); null when the invite is
    /// not valid.
    pub inviter_id: Option<ID>,
    /// The invite code belongs to a distributor (渠道); false when the
    /// invite is not valid.
    pub is_distributor_code: bool,
}

/// Input of `sendVerificationCode`.
#[derive(InputObject)]
pub struct SendVerificationCodeInput {
    /// The mainland mobile number (11 digits) to text the code to.
    pub phone: String,
    /// What the code will be good for.
    pub purpose: VerificationPurpose,
}

/// The answer of `sendVerificationCode`.
#[derive(SimpleObject, Default)]
pub struct SendVerificationCodePayload {
    /// A code was sent (the same answer whether or not the phone is
    /// registered).
    pub sent: bool,
    /// Business failures; empty on success.
    pub user_errors: Vec<UserError>,
}

/// Input of `loginByPhoneCode`.
#[derive(InputObject)]
pub struct LoginByPhoneCodeInput {
    /// The mobile number the code was sent to.
    pub phone: String,
    /// The 6-digit code from the SMS (purpose `LOGIN`).
    pub code: String,
    /// Where the member signs in from.
    pub gate: Option<Gate>,
    /// The member who invited this one (global id); used on registration.
    pub inviter_id: Option<ID>,
    /// The inviter's legacy id, from the legacy apps' invite links
    /// (`?inviteMeMemberId=`); instead of `inviterId`.
    pub inviter_legacy_id: Option<BigInt>,
    /// An invite code (邀请码); wins over `inviterId`.
    pub invite_code: Option<String>,
    /// The client platform (`ios`, `android`, `web`), for the sign-in log.
    pub platform: Option<String>,
    /// The device model, for the sign-in log.
    pub model: Option<String>,
}

/// Input of `loginByCarrierToken`.
#[derive(InputObject)]
pub struct LoginByCarrierTokenInput {
    /// The carrier one-click token (本机号码一键登录) from the app's SDK.
    pub carrier_token: String,
    /// Where the member signs in from.
    pub gate: Option<Gate>,
    /// The client platform, for the sign-in log.
    pub platform: Option<String>,
    /// The device model, for the sign-in log.
    pub model: Option<String>,
}

/// Input of `loginByWeChatCode`.
#[derive(InputObject)]
pub struct LoginByWeChatCodeInput {
    /// The `wx.login` code.
    pub code: String,
    /// A phone-number grant code; needed when the WeChat account is new.
    pub phone_code: Option<String>,
    /// The member who invited this one (global id); used on registration.
    pub inviter_id: Option<ID>,
    /// The inviter's legacy id, from the legacy apps' invite links
    /// (`?inviteMeMemberId=`); instead of `inviterId`.
    pub inviter_legacy_id: Option<BigInt>,
    /// An invite code (邀请码); wins over `inviterId`.
    pub invite_code: Option<String>,
    /// The client platform, for the sign-in log.
    pub platform: Option<String>,
    /// The device model, for the sign-in log.
    pub model: Option<String>,
}

/// Input of `loginBySign`.
#[derive(InputObject)]
pub struct LoginBySignInput {
    /// The member of the earlier sign-in (global id).
    pub member_id: ID,
    /// The `sign` that sign-in returned.
    pub sign: String,
    /// Where the member signs in from.
    pub gate: Option<Gate>,
    /// The client platform, for the sign-in log.
    pub platform: Option<String>,
    /// The device model, for the sign-in log.
    pub model: Option<String>,
}

/// The inviter of a sign-in: a global id, or the legacy id that invite
/// links of the legacy apps carry.
fn inviter(
    field: &str,
    id: Option<&ID>,
    legacy_id: Option<BigInt>,
) -> Result<Option<i64>, domain::AppError> {
    match (parse_optional_member_id(field, id)?, legacy_id) {
        (Some(id), _) => Ok(Some(id)),
        (None, legacy) => Ok(legacy.map(|l| l.0)),
    }
}

fn client(
    ctx: &Context<'_>,
    gate: Option<Gate>,
    platform: Option<String>,
    model: Option<String>,
) -> ClientInfo {
    ClientInfo {
        gate: gate.map(Into::into),
        platform: platform.unwrap_or_default(),
        model: model.unwrap_or_default(),
        ip: meta(ctx).and_then(|m| m.ip.clone()),
    }
}

#[derive(Default)]
pub struct AuthQuery;

#[Object]
impl AuthQuery {
    /// A random nickname suggestion.
    #[graphql(directive = partner_scope::apply(Scope::MemberRead.into()))]
    async fn random_nick_name(&self) -> String {
        domain::member::random_nick_name()
    }

    /// The caller's invite code (default channel), created on first use.
    #[graphql(directive = partner_scope::apply(Scope::MemberRead.into()))]
    async fn my_invite_code(&self, ctx: &Context<'_>) -> Result<String> {
        Ok(domain::invite::get_invite_code(app(ctx)?, viewer(ctx)?).await?)
    }

    /// Checks an invite before registering. Reveals nothing about phones.
    #[graphql(directive = partner_scope::apply(Scope::MemberRead.into()))]
    async fn pre_registration_check(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "The inviter (global id); used when no `inviteCode` is given.")]
        inviter_id: Option<ID>,
        #[graphql(
            desc = "The inviter's legacy id, from the legacy apps' invite links (`?inviteMeMemberId=`); instead of `inviterId`."
        )]
        inviter_legacy_id: Option<BigInt>,
        #[graphql(desc = "An invite code (邀请码); wins over the inviter's id.")]
        invite_code: Option<String>,
    ) -> Result<PreRegistrationCheckPayload> {
        let invite = Invite {
            member_id: inviter("inviterId", inviter_id.as_ref(), inviter_legacy_id)?,
            code: invite_code,
        };
        let r = domain::invite::pre_registration_check(app(ctx)?, &invite).await?;
        Ok(PreRegistrationCheckPayload {
            invite_valid: r.invite_valid,
            inviter_id: r
                .invite_me_member_id
                .map(|i| crate::ids::global(crate::ids::NodeKind::Member, i)),
            is_distributor_code: r.is_big_gun_code,
        })
    }
}

#[derive(Default)]
pub struct AuthMutation;

#[Object]
impl AuthMutation {
    /// Sends a 6-digit code by SMS. Same answer whether or not the phone is
    /// registered. Limits (top-level `RATE_LIMITED` with `retryAfter`): 1
    /// per minute, 5 per hour, 10 per day per phone; 20 per hour per IP.
    async fn send_verification_code(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "The mobile number and what the code is for.")]
        input: SendVerificationCodeInput,
    ) -> Result<SendVerificationCodePayload> {
        let ip = meta(ctx).and_then(|m| m.ip.clone());
        let sent = service::send_verification_code(
            app(ctx)?,
            &input.phone,
            input.purpose.into(),
            ip.as_deref(),
        )
        .await
        .map_err(|e| e.in_field("phone", "mobile"));
        let (sent, user_errors) = split(sent)?;
        Ok(SendVerificationCodePayload {
            sent: sent.is_some(),
            user_errors,
        })
    }

    /// Signs in with an SMS code, registering the phone on first use.
    async fn login_by_phone_code(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "The mobile number, its SMS code, the client and the inviter.")]
        input: LoginByPhoneCodeInput,
    ) -> Result<LoginByPhoneCodePayload> {
        let a = app(ctx)?;
        let signed = async {
            let invite = Invite {
                member_id: inviter(
                    "inviterId",
                    input.inviter_id.as_ref(),
                    input.inviter_legacy_id,
                )?,
                code: input.invite_code,
            };
            let c = client(ctx, input.gate, input.platform, input.model);
            service::login_by_mobile_code(a, &input.phone, &input.code, invite, c)
                .await
                .map_err(|e| {
                    e.in_field("phone", "mobile")
                        .in_field("code", "verificationCode")
                })
        }
        .await;
        Ok(split(signed)?.into())
    }

    /// Signs in with a carrier one-click token (本机号码一键登录).
    async fn login_by_carrier_token(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "The carrier one-click token and the client.")]
        input: LoginByCarrierTokenInput,
    ) -> Result<LoginByCarrierTokenPayload> {
        let c = client(ctx, input.gate, input.platform, input.model);
        let signed = service::one_click_login(app(ctx)?, &input.carrier_token, c)
            .await
            .map_err(|e| e.in_field("carrierToken", "spToken"));
        Ok(split(signed)?.into())
    }

    /// Signs in from the WeChat mini-program with a `wx.login` code.
    async fn login_by_we_chat_code(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "The `wx.login` code, a phone-number grant code and the inviter.")]
        input: LoginByWeChatCodeInput,
    ) -> Result<LoginByWeChatCodePayload> {
        let a = app(ctx)?;
        let signed = async {
            let invite = Invite {
                member_id: inviter(
                    "inviterId",
                    input.inviter_id.as_ref(),
                    input.inviter_legacy_id,
                )?,
                code: input.invite_code,
            };
            let c = client(ctx, Some(Gate::Wechatprogram), input.platform, input.model);
            service::wechat_code_login(a, &input.code, input.phone_code.as_deref(), invite, c)
                .await
                .map_err(|e| e.in_field("phoneCode", "phone"))
        }
        .await;
        Ok(split(signed)?.into())
    }

    /// Signs in again with the `sign` of an earlier sign-in (no code).
    async fn login_by_sign(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "The member and the `sign` of an earlier sign-in.")]
        input: LoginBySignInput,
    ) -> Result<LoginBySignPayload> {
        let a = app(ctx)?;
        let signed = async {
            let id = parse_member_id("memberId", &input.member_id)?;
            let c = client(ctx, input.gate, input.platform, input.model);
            service::check_sign(a, id, &input.sign, c).await
        }
        .await;
        Ok(split(signed)?.into())
    }

    /// The phone number of a WeChat phone-number grant code.
    async fn resolve_we_chat_phone_number(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "The phone-number grant code from the mini-program.")]
        input: ResolveWeChatPhoneNumberInput,
    ) -> Result<ResolveWeChatPhoneNumberPayload> {
        let done = service::get_phone_number(app(ctx)?, &input.code).await;
        Ok(split(done)?.into())
    }

    /// Staff password sign-in. A wrong phone or password is the user error
    /// `INVALID_CREDENTIALS`; 10 in 15 minutes lock the phone (`RATE_LIMITED`).
    async fn login_by_password(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "The staff member's mobile number, password and gate.")]
        input: LoginByPasswordInput,
    ) -> Result<LoginByPasswordPayload> {
        let gate = input.gate.map(Into::into);
        match service::staff_login(app(ctx)?, &input.phone, &input.password, gate).await {
            Ok(s) => Ok(LoginByPasswordPayload {
                token: Some(TokenObject {
                    token: s.token,
                    expires_at: s.expire_at,
                }),
                member: Some(s.member.into()),
                user_errors: Vec::new(),
            }),
            Err(e) if e.code == domain::ErrorCode::Unauthenticated => Ok(LoginByPasswordPayload {
                user_errors: vec![UserError::invalid_credentials(e.message)],
                ..Default::default()
            }),
            Err(e) => Err(e.into()),
        }
    }

    /// Signs this token out.
    async fn logout(
        &self,
        ctx: &Context<'_>,
        #[graphql(default, desc = "Nothing is needed; may be omitted.")]
        input: crate::member::EmptyInput,
    ) -> Result<crate::member::DonePayload> {
        let _ = input;
        let done = service::logout(app(ctx)?, viewer(ctx)?).await;
        Ok(split(done)?.into())
    }

    /// A new token in the last 6 hours of this one's life; the same token
    /// before that.
    async fn refresh_token(
        &self,
        ctx: &Context<'_>,
        #[graphql(default, desc = "Nothing is needed; may be omitted.")]
        input: crate::member::EmptyInput,
    ) -> Result<RefreshTokenPayload> {
        let _ = input;
        let v = viewer(ctx)?;
        let current = meta(ctx).and_then(|m| m.bearer.clone()).unwrap_or_default();
        let done = service::refresh_token(app(ctx)?, v, &current).await;
        let (token, user_errors) = split(done)?;
        Ok(RefreshTokenPayload {
            token: token.map(|(token, expires_at)| TokenObject { token, expires_at }),
            user_errors,
        })
    }

    /// Cancels the caller's account (注销) with an SMS code of purpose
    /// `CANCEL`: personal data erased, signed out everywhere.
    async fn cancel_account(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "The account's mobile number and an SMS code of purpose `CANCEL`.")]
        input: CancelAccountInput,
    ) -> Result<crate::member::DonePayload> {
        let done = service::cancel(app(ctx)?, viewer(ctx)?, &input.phone, &input.code)
            .await
            .map_err(|e| {
                e.in_field("phone", "mobile")
                    .in_field("code", "verificationCode")
            });
        Ok(split(done)?.into())
    }

    /// A mini-program code image (小程序码) for sharing.
    async fn create_we_chat_qrcode(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "The scene, the page and the look of the code.")]
        input: CreateWeChatQrcodeInput,
    ) -> Result<CreateWeChatQrcodePayload> {
        let req = QrcodeRequest {
            scene: input.scene,
            page: input.page.unwrap_or_default(),
            check_path: input.check_path.unwrap_or(false),
            env_version: input.env_version.unwrap_or_default(),
            width: input.width.map(|w| w.max(0) as u32),
            line_color: input.line_color.map(|c| LineColor {
                r: c.r,
                g: c.g,
                b: c.b,
            }),
            is_hyaline: input.is_hyaline.unwrap_or(false),
        };
        let token = input.access_token.as_deref();
        let done = service::create_qrcode(app(ctx)?, viewer(ctx)?, req, token).await;
        Ok(match split(done)? {
            (Some(q), user_errors) if q.errcode == 0 => CreateWeChatQrcodePayload {
                image_base64: Some(q.buffer_base64),
                we_chat_error: None,
                user_errors,
            },
            (Some(q), user_errors) => CreateWeChatQrcodePayload {
                image_base64: None,
                we_chat_error: Some(WeChatError {
                    code: q.errcode,
                    message: q.errmsg,
                }),
                user_errors,
            },
            (None, user_errors) => CreateWeChatQrcodePayload {
                user_errors,
                ..Default::default()
            },
        })
    }

    /// Ensures invite codes for these channels (the caller's own, or any
    /// member's for staff).
    async fn create_invite_codes(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "The member and the channels to ensure codes for.")]
        input: CreateInviteCodesInput,
    ) -> Result<CreateInviteCodesPayload> {
        let (a, v) = (app(ctx)?, viewer(ctx)?);
        let done = async {
            let id = parse_member_id("memberId", &input.member_id)?;
            domain::invite::create_invite_codes(a, v, id, &input.channels).await
        }
        .await;
        let (codes, user_errors) = split(done)?;
        Ok(CreateInviteCodesPayload {
            invite_codes: codes
                .unwrap_or_default()
                .into_iter()
                .map(|c| InviteCodeObject {
                    channel: c.channel,
                    code: c.code,
                })
                .collect(),
            user_errors,
        })
    }
}
