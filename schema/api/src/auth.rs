//! GraphQL face of the Authenticate service: thin calls into
//! `domain::auth::service`.

use async_graphql::{Context, InputObject, Object, SimpleObject, ID};

use crate::Result;
use chrono::{DateTime, Utc};

use domain::auth::service::{self, ClientInfo, SignIn};
use domain::invite::Invite;
use domain::kernel::enums::ProtoEnum;
use domain::kernel::RequestMeta;

use crate::enums::{Gate, VerificationPurpose};
use crate::ids::parse_optional_member_id;
use crate::member::MemberObject;
use crate::request::{app, viewer};
use domain::kernel::providers::{LineColor, QrcodeRequest};
use domain::AppError;

fn meta<'a>(ctx: &Context<'a>) -> Option<&'a RequestMeta> {
    ctx.data_opt::<RequestMeta>()
}

/// A signed token and when it expires.
#[derive(SimpleObject)]
pub struct TokenObject {
    pub token: String,
    pub expire_at: DateTime<Utc>,
}

/// The result of a member sign-in.
#[derive(SimpleObject)]
pub struct CodeLoginPayload {
    pub token: TokenObject,
    pub member: MemberObject,
    /// True only for the sign-in that created the member.
    pub is_regist: bool,
    /// Keep it for `checkSign` (auto sign-in without a code).
    pub sign: String,
    pub is_big_gun_code: bool,
}

impl CodeLoginPayload {
    fn from(s: SignIn) -> Self {
        Self {
            token: TokenObject {
                token: s.token,
                expire_at: s.expire_at,
            },
            member: s.member.into(),
            is_regist: s.is_regist,
            sign: s.sign,
            is_big_gun_code: s.is_big_gun_code,
        }
    }
}

/// The result of a staff password sign-in (`success: false` with `error` for
/// wrong credentials).
#[derive(SimpleObject, Default)]
pub struct LoginPayload {
    pub success: bool,
    pub error: String,
    pub user_id: Option<ID>,
    pub user_name: String,
    pub legal_name: String,
    pub application: String,
    pub token: Option<TokenObject>,
}

#[derive(SimpleObject)]
pub struct QrcodePayload {
    /// The PNG/JPEG image, base64; empty when WeChat refused.
    pub buffer_base64: String,
    /// WeChat's error code (0 = ok).
    pub errcode: i64,
    pub errmsg: String,
}

#[derive(SimpleObject)]
#[graphql(name = "InviteCode")]
pub struct InviteCodeObject {
    pub channel: String,
    pub code: String,
}

#[derive(SimpleObject)]
pub struct PreRegistrationCheckPayload {
    /// The invite (code or member id) names an active member.
    pub invite_valid: bool,
    pub invite_me_member_id: Option<ID>,
    pub is_big_gun_code: bool,
}

#[derive(InputObject)]
pub struct LoginByMobileCodeInput {
    pub mobile: String,
    pub verification_code: String,
    pub gate: Option<Gate>,
    /// Accepted for compatibility; every sign-in is independent.
    pub force_login: Option<bool>,
    pub invite_me_member_id: Option<ID>,
    pub invite_code: Option<String>,
    pub platform: Option<String>,
    pub model: Option<String>,
}

#[derive(InputObject)]
pub struct OneClickLoginInput {
    pub sp_token: String,
    pub gate: Option<Gate>,
    pub force_login: Option<bool>,
    pub platform: Option<String>,
    pub model: Option<String>,
}

#[derive(InputObject)]
pub struct WeChatCodeLoginInput {
    /// The `wx.login` code.
    pub code: String,
    /// A phone-number grant code; needed when the WeChat account is new.
    pub phone: Option<String>,
    pub invite_me_member_id: Option<ID>,
    pub invite_code: Option<String>,
    pub platform: Option<String>,
    pub model: Option<String>,
}

#[derive(InputObject)]
pub struct CheckSignInput {
    pub member_id: ID,
    pub sign: String,
    pub gate: Option<Gate>,
    pub platform: Option<String>,
    pub model: Option<String>,
}

#[derive(InputObject)]
pub struct CreateQrcodeInput {
    pub access_token: Option<String>,
    pub scene: String,
    pub page: Option<String>,
    pub check_path: Option<bool>,
    pub env_version: Option<String>,
    pub width: Option<i32>,
    pub line_color: Option<LineColorInput>,
    pub is_hyaline: Option<bool>,
}

#[derive(InputObject)]
pub struct LineColorInput {
    pub r: String,
    pub g: String,
    pub b: String,
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
    async fn random_nick_name(&self) -> String {
        domain::member::random_nick_name()
    }

    /// The caller's invite code (default channel), created on first use.
    async fn my_invite_code(&self, ctx: &Context<'_>) -> Result<String> {
        Ok(domain::invite::get_invite_code(app(ctx)?, viewer(ctx)?).await?)
    }

    /// Checks an invite before registering. Reveals nothing about phones.
    async fn pre_registration_check(
        &self,
        ctx: &Context<'_>,
        invite_me_member_id: Option<ID>,
        invite_code: Option<String>,
    ) -> Result<PreRegistrationCheckPayload> {
        let invite = Invite {
            member_id: parse_optional_member_id("inviteMeMemberId", invite_me_member_id.as_ref())?,
            code: invite_code,
        };
        let r = domain::invite::pre_registration_check(app(ctx)?, &invite).await?;
        Ok(PreRegistrationCheckPayload {
            invite_valid: r.invite_valid,
            invite_me_member_id: r.invite_me_member_id.map(|i| ID(i.to_string())),
            is_big_gun_code: r.is_big_gun_code,
        })
    }
}

#[derive(Default)]
pub struct AuthMutation;

#[Object]
impl AuthMutation {
    /// Sends a 6-digit code by SMS. Same answer whether or not the phone is
    /// registered. Limits: 1 per minute, 5 per hour, 10 per day per phone;
    /// 20 per hour per IP.
    async fn send_verification_code(
        &self,
        ctx: &Context<'_>,
        mobile: String,
        purpose: VerificationPurpose,
    ) -> Result<bool> {
        let ip = meta(ctx).and_then(|m| m.ip.clone());
        service::send_verification_code(app(ctx)?, &mobile, purpose.into(), ip.as_deref()).await?;
        Ok(true)
    }

    /// Signs in with an SMS code, registering the phone on first use.
    async fn login_by_mobile_code(
        &self,
        ctx: &Context<'_>,
        input: LoginByMobileCodeInput,
    ) -> Result<CodeLoginPayload> {
        let invite = Invite {
            member_id: parse_optional_member_id(
                "inviteMeMemberId",
                input.invite_me_member_id.as_ref(),
            )?,
            code: input.invite_code,
        };
        let c = client(ctx, input.gate, input.platform, input.model);
        let s = service::login_by_mobile_code(
            app(ctx)?,
            &input.mobile,
            &input.verification_code,
            invite,
            c,
        )
        .await?;
        Ok(CodeLoginPayload::from(s))
    }

    /// Signs in with a carrier one-click token.
    async fn one_click_login(
        &self,
        ctx: &Context<'_>,
        input: OneClickLoginInput,
    ) -> Result<CodeLoginPayload> {
        let c = client(ctx, input.gate, input.platform, input.model);
        Ok(CodeLoginPayload::from(
            service::one_click_login(app(ctx)?, &input.sp_token, c).await?,
        ))
    }

    /// Signs in from the mini-program.
    async fn we_chat_code_login(
        &self,
        ctx: &Context<'_>,
        input: WeChatCodeLoginInput,
    ) -> Result<CodeLoginPayload> {
        let invite = Invite {
            member_id: parse_optional_member_id(
                "inviteMeMemberId",
                input.invite_me_member_id.as_ref(),
            )?,
            code: input.invite_code,
        };
        let c = client(ctx, Some(Gate::Wechatprogram), input.platform, input.model);
        let s =
            service::wechat_code_login(app(ctx)?, &input.code, input.phone.as_deref(), invite, c)
                .await?;
        Ok(CodeLoginPayload::from(s))
    }

    /// Signs in again with the `sign` of an earlier sign-in.
    async fn check_sign(
        &self,
        ctx: &Context<'_>,
        input: CheckSignInput,
    ) -> Result<CodeLoginPayload> {
        let id = parse_optional_member_id("memberId", Some(&input.member_id))?
            .ok_or_else(|| AppError::invalid("memberId", "is required"))?;
        let c = client(ctx, input.gate, input.platform, input.model);
        Ok(CodeLoginPayload::from(
            service::check_sign(app(ctx)?, id, &input.sign, c).await?,
        ))
    }

    /// The phone number of a WeChat phone-number grant code.
    async fn get_phone_number(&self, ctx: &Context<'_>, code: String) -> Result<String> {
        Ok(service::get_phone_number(app(ctx)?, &code).await?)
    }

    /// Staff password sign-in (`userName` is the phone).
    async fn login(
        &self,
        ctx: &Context<'_>,
        user_name: String,
        cipher: String,
        gate: Option<Gate>,
    ) -> Result<LoginPayload> {
        match service::staff_login(app(ctx)?, &user_name, &cipher, gate.map(Into::into)).await {
            Ok(s) => Ok(LoginPayload {
                success: true,
                error: String::new(),
                user_id: Some(ID(s.member.id.to_string())),
                user_name: s.member.nick_name.clone(),
                legal_name: s
                    .member
                    .personal
                    .as_ref()
                    .map(|p| p.legal_name.clone())
                    .unwrap_or_default(),
                application: gate
                    .map(|g| domain::kernel::enums::Gate::from(g).name().to_owned())
                    .unwrap_or_default(),
                token: Some(TokenObject {
                    token: s.token,
                    expire_at: s.expire_at,
                }),
            }),
            Err(e) if e.code == domain::ErrorCode::Unauthenticated => Ok(LoginPayload {
                error: e.message,
                ..Default::default()
            }),
            Err(e) => Err(e.into()),
        }
    }

    /// Signs this token out.
    async fn logout(&self, ctx: &Context<'_>) -> Result<bool> {
        service::logout(app(ctx)?, viewer(ctx)?).await?;
        Ok(true)
    }

    /// A new token in the last 6 hours of this one's life; the same token
    /// before that.
    async fn refresh_token(&self, ctx: &Context<'_>) -> Result<TokenObject> {
        let v = viewer(ctx)?;
        let current = meta(ctx).and_then(|m| m.bearer.clone()).unwrap_or_default();
        let (token, expire_at) = service::refresh_token(app(ctx)?, v, &current).await?;
        Ok(TokenObject { token, expire_at })
    }

    /// Cancels the caller's account (SMS code with purpose CANCEL).
    async fn cancel_account(
        &self,
        ctx: &Context<'_>,
        mobile: String,
        verification_code: String,
    ) -> Result<bool> {
        service::cancel(app(ctx)?, viewer(ctx)?, &mobile, &verification_code).await?;
        Ok(true)
    }

    /// A mini-program code image for sharing.
    async fn create_qrcode(
        &self,
        ctx: &Context<'_>,
        input: CreateQrcodeInput,
    ) -> Result<QrcodePayload> {
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
        let q = service::create_qrcode(app(ctx)?, viewer(ctx)?, req, input.access_token.as_deref())
            .await?;
        Ok(QrcodePayload {
            buffer_base64: q.buffer_base64,
            errcode: q.errcode,
            errmsg: q.errmsg,
        })
    }

    /// Ensures invite codes for these channels (own member, or staff for any).
    async fn create_invite_code(
        &self,
        ctx: &Context<'_>,
        member_id: ID,
        channels: Vec<String>,
    ) -> Result<Vec<InviteCodeObject>> {
        let id = parse_optional_member_id("memberId", Some(&member_id))?
            .ok_or_else(|| AppError::invalid("memberId", "is required"))?;
        let codes =
            domain::invite::create_invite_codes(app(ctx)?, viewer(ctx)?, id, &channels).await?;
        Ok(codes
            .into_iter()
            .map(|c| InviteCodeObject {
                channel: c.channel,
                code: c.code,
            })
            .collect())
    }
}
