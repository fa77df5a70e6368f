//! Staff second factor (TOTP): enrolment for a staff account signed in
//! with its password (a member's token until the factor is confirmed, so
//! these are in the public schema and refuse anyone but staff), and the
//! reset of another staff member's factor (full schema only).

use super::objects::TokenObject;
use crate::ids::parse_member_id;
use crate::member::MemberObject;
use crate::payload::{split, UserError};
use crate::request::{app, viewer};
use crate::Result;
use async_graphql::{Context, InputObject, Object, SimpleObject, ID};
use domain::auth::{factor, staff};

/// A new authenticator key, shown once.
#[derive(SimpleObject, Default)]
pub struct BeginStaffFactorEnrolmentPayload {
    /// The key in base32, to type into an authenticator app.
    pub secret: Option<String>,
    /// The `otpauth://totp/…` URI, to show as a QR code.
    pub otpauth_url: Option<String>,
    /// `CONFLICT` when a factor is enrolled already (a member, or anyone
    /// not staff, gets the top-level `FORBIDDEN`).
    pub user_errors: Vec<UserError>,
}

/// Input of `confirmStaffFactorEnrolment`.
#[derive(InputObject)]
pub struct ConfirmStaffFactorEnrolmentInput {
    /// The 6-digit code the authenticator app shows now.
    pub code: String,
}

/// The factor confirmed: recovery codes (shown once) and a staff session.
#[derive(SimpleObject, Default)]
pub struct ConfirmStaffFactorEnrolmentPayload {
    /// Ten one-time codes that stand in for the app (a lost phone); only
    /// their hashes are kept.
    pub recovery_codes: Vec<String>,
    /// The staff session (30 minutes, refreshed while active).
    pub token: Option<TokenObject>,
    /// The staff member.
    pub member: Option<MemberObject>,
    /// `INVALID_ARGUMENT` on `code` for a wrong code; `CONFLICT` when no
    /// enrolment is waiting.
    pub user_errors: Vec<UserError>,
}

#[derive(Default)]
pub struct StaffFactorMutation;

#[Object]
impl StaffFactorMutation {
    /// A staff account without a second factor (signed in with its
    /// password: `loginByPassword` answered `secondFactor: ENROL`) gets a
    /// new authenticator key; asking again replaces it until confirmed.
    async fn begin_staff_factor_enrolment(
        &self,
        ctx: &Context<'_>,
    ) -> Result<BeginStaffFactorEnrolmentPayload> {
        let begun = factor::enrol::begin(app(ctx)?, viewer(ctx)?).await;
        let (begun, user_errors) = split(begun)?;
        Ok(BeginStaffFactorEnrolmentPayload {
            secret: begun.as_ref().map(|b| b.secret.clone()),
            otpauth_url: begun.map(|b| b.otpauth_url),
            user_errors,
        })
    }

    /// Confirms the new key with its first code: answers the recovery
    /// codes, shown once, and a staff session.
    async fn confirm_staff_factor_enrolment(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "The code the authenticator app shows now.")]
        input: ConfirmStaffFactorEnrolmentInput,
    ) -> Result<ConfirmStaffFactorEnrolmentPayload> {
        let done = staff::confirm_factor(app(ctx)?, viewer(ctx)?, &input.code).await;
        let (done, user_errors) = split(done)?;
        Ok(match done {
            Some((codes, s)) => ConfirmStaffFactorEnrolmentPayload {
                recovery_codes: codes,
                token: Some(TokenObject {
                    token: s.token,
                    expires_at: s.expire_at,
                }),
                member: Some(s.member.into()),
                user_errors,
            },
            None => ConfirmStaffFactorEnrolmentPayload {
                user_errors,
                ..Default::default()
            },
        })
    }
}

/// Input of `resetStaffFactor`.
#[derive(InputObject)]
pub struct ResetStaffFactorInput {
    /// The staff member whose factor goes (a lost phone).
    pub member_id: ID,
}

/// The answer of `resetStaffFactor`.
#[derive(SimpleObject, Default)]
pub struct ResetStaffFactorPayload {
    /// True when the factor was removed.
    pub done: bool,
    /// `NOT_FOUND` when the account has no factor.
    pub user_errors: Vec<UserError>,
}

#[derive(Default)]
pub struct StaffFactorStaffMutation;

#[Object]
impl StaffFactorStaffMutation {
    /// Removes a staff member's second factor and recovery codes (members
    /// permission): every token of theirs ends at once, and they enrol
    /// again at their next sign-in. Audit-logged.
    #[graphql(
        visible = "crate::audience::staff",
        guard = "crate::audience::Staff::Members"
    )]
    async fn reset_staff_factor(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "The staff member.")] input: ResetStaffFactorInput,
    ) -> Result<ResetStaffFactorPayload> {
        let done = async {
            let id = parse_member_id("memberId", &input.member_id)?;
            factor::enrol::reset(app(ctx)?, viewer(ctx)?, id).await
        }
        .await;
        let (done, user_errors) = split(done)?;
        Ok(ResetStaffFactorPayload {
            done: done.is_some(),
            user_errors,
        })
    }
}
