//! The auth area's objects, inputs and payloads.

use crate::enums::{Gate, VerificationPurpose};
use crate::ids::parse_optional_member_id;
use crate::member::MemberObject;
use crate::payload::UserError;
use crate::scalars::BigInt;
use crate::Result;
use async_graphql::{Context, InputObject, SimpleObject, ID};
use chrono::{DateTime, Utc};
use domain::auth::service::{ClientInfo, SignIn};
use domain::invite::Invite;
use domain::kernel::RequestMeta;

pub(super) fn meta<'a>(ctx: &Context<'a>) -> Option<&'a RequestMeta> {
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
    /// The 6-digit code of the staff member's authenticator app, or one of
    /// their recovery codes; without it an enrolled account signs in with
    /// no staff rights (`secondFactor: REQUIRED`).
    pub code: Option<String>,
}

/// What a staff password sign-in still needs before its token carries
/// staff rights.
#[derive(async_graphql::Enum, Debug, Clone, Copy, PartialEq, Eq)]
#[graphql(remote = "domain::auth::factor::SecondFactor")]
pub enum SecondFactor {
    /// The code was right: the token is a staff session (30 minutes,
    /// refreshed while active).
    Verified,
    /// Sign in again with `code`: the token is a member's.
    Required,
    /// The account has no second factor: enrol one
    /// (`beginStaffFactorEnrolment`) with this token, a member's.
    Enrol,
}

/// The answer of `loginByPassword`.
#[derive(SimpleObject, Default)]
pub struct LoginByPasswordPayload {
    /// The session token; null when the sign-in failed.
    pub token: Option<TokenObject>,
    /// The signed-in staff member; null when the sign-in failed.
    pub member: Option<MemberObject>,
    /// Whether `token` is a staff session, or what it still needs; null
    /// when the sign-in failed.
    pub second_factor: Option<SecondFactor>,
    /// `INVALID_CREDENTIALS` for a wrong phone or password (no field) or a
    /// wrong or used code (field `code`); empty on success.
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
    #[graphql(directive = crate::list_size::list_size::apply(20, None))]
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
/// The invite a sign-in or a registration check names: an invite code
/// (which wins), or the inviter by global id (`inviterId`) or by the
/// legacy apps' number.
pub(super) fn invite(
    id: Option<&ID>,
    legacy_id: Option<BigInt>,
    code: Option<String>,
) -> Result<Invite, domain::AppError> {
    let member_id = match (parse_optional_member_id("inviterId", id)?, legacy_id) {
        (Some(id), _) => Some(id),
        (None, legacy) => legacy.map(|l| l.0),
    };
    Ok(Invite { member_id, code })
}

pub(super) fn client(
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
