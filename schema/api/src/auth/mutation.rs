//! The auth area's mutations.

use super::objects::*;
use crate::enums::Gate;
use crate::ids::parse_member_id;
use crate::payload::{split, UserError};
use crate::request::{app, viewer};
use crate::Result;
use async_graphql::{Context, Object};
use domain::auth::service::{self};
use domain::auth::staff;
use domain::kernel::providers::{LineColor, QrcodeRequest};

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
            let invite = invite(
                input.inviter_id.as_ref(),
                input.inviter_legacy_id,
                input.invite_code,
            )?;
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
            let invite = invite(
                input.inviter_id.as_ref(),
                input.inviter_legacy_id,
                input.invite_code,
            )?;
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

    /// Staff password sign-in, with the second factor's `code` for an
    /// enrolled account. A wrong phone or password is the user error
    /// `INVALID_CREDENTIALS`; 10 in 15 minutes lock the phone, 5 wrong
    /// codes in 15 minutes the account (`RATE_LIMITED`).
    async fn login_by_password(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "The staff member's mobile number, password and gate.")]
        input: LoginByPasswordInput,
    ) -> Result<LoginByPasswordPayload> {
        let gate = input.gate.map(Into::into);
        let code = input.code.as_deref();
        match staff::login(app(ctx)?, &input.phone, &input.password, gate, code).await {
            Ok(s) => Ok(LoginByPasswordPayload {
                token: Some(TokenObject {
                    token: s.token,
                    expires_at: s.expire_at,
                }),
                member: Some(s.member.into()),
                second_factor: Some(s.second_factor.into()),
                user_errors: Vec::new(),
            }),
            Err(e) if e.code == domain::ErrorCode::Unauthenticated => Ok(LoginByPasswordPayload {
                user_errors: vec![UserError::invalid_credentials(e.message).on(e.field)],
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
    /// member's for staff). A channel's name makes the channel's code, which
    /// only its operator and staff may make (else `FORBIDDEN` on
    /// `channels`); any other name makes a share code, which credits no
    /// channel.
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
