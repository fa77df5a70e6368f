//! Mutation payloads: business failures as data.
//!
//! Every mutation answers a `...Payload` with the changed objects and
//! `userErrors`. A failure the caller can act on (bad input, not found, a
//! conflict, too few points, a wrong code) becomes a [`UserError`] there, so
//! it is typed in the schema and generated clients see it, and the rest of
//! the response stays intact. Failures of authentication, permission, rate
//! and the system stay top-level `errors` with `extensions.code` (the
//! convention of GitHub's and Shopify's public APIs).

use async_graphql::{Enum, SimpleObject};
use domain::{AppError, AppResult, ErrorCode};

use crate::Result;

/// Why a mutation did not do what was asked, for failures the caller can
/// act on. Codes are stable; messages are for people and may change.
#[derive(Enum, Debug, Clone, Copy, PartialEq, Eq)]
pub enum UserErrorCode {
    /// A field has an invalid value; `field` names it.
    InvalidArgument,
    /// The object named in the input does not exist, or the caller may not
    /// see it.
    NotFound,
    /// The request conflicts with the current state (e.g. already done, or
    /// an idempotency key reused with different input).
    Conflict,
    /// The points balance is smaller than the spend.
    InsufficientPoints,
    /// A shop item has not enough stock left (or is off the shelf).
    OutOfStock,
    /// The member has already checked in today (Asia/Shanghai, 签到).
    AlreadyCheckedIn,
    /// The verification code does not match (the attempt was counted).
    VerificationCodeInvalid,
    /// No usable verification code: never sent, expired, used, or killed by
    /// too many wrong tries. Request a new one.
    VerificationCodeExpired,
}

impl UserErrorCode {
    /// The user-facing code of a domain error; `None` for failures that stay
    /// top-level (authentication, permission, rate, system).
    fn of(code: ErrorCode) -> Option<Self> {
        Some(match code {
            ErrorCode::InvalidArgument | ErrorCode::BadRequest => Self::InvalidArgument,
            ErrorCode::NotFound => Self::NotFound,
            ErrorCode::Conflict => Self::Conflict,
            ErrorCode::InsufficientPoints => Self::InsufficientPoints,
            ErrorCode::OutOfStock => Self::OutOfStock,
            ErrorCode::AlreadyCheckedIn => Self::AlreadyCheckedIn,
            ErrorCode::VerificationCodeInvalid => Self::VerificationCodeInvalid,
            ErrorCode::VerificationCodeExpired => Self::VerificationCodeExpired,
            ErrorCode::Unauthenticated
            | ErrorCode::Forbidden
            | ErrorCode::PayloadTooLarge
            | ErrorCode::RateLimited
            | ErrorCode::ServiceUnavailable
            | ErrorCode::Internal
            | ErrorCode::ProviderError => return None,
        })
    }
}

/// A failure the caller can act on, returned in a payload's `userErrors`.
#[derive(SimpleObject, Debug, Clone, PartialEq, Eq)]
pub struct UserError {
    /// What went wrong, as a stable code.
    pub code: UserErrorCode,
    /// The path of the input field at fault (`["input", "phone"]`); null
    /// when no single field is.
    pub field: Option<Vec<String>>,
    /// A message for people (English; the client shows its own text per
    /// code).
    pub message: String,
}

impl UserError {
    fn of(err: &AppError, code: UserErrorCode) -> Self {
        Self {
            code,
            field: err.field.as_ref().map(|f| {
                std::iter::once("input".to_owned())
                    .chain(f.split('.').map(str::to_owned))
                    .collect()
            }),
            message: err.message.clone(),
        }
    }
}

/// A service result as a payload's parts: the value, or the user errors.
/// Failures that stay top-level come back as the `Err`.
pub fn split<T>(result: AppResult<T>) -> Result<(Option<T>, Vec<UserError>)> {
    match result {
        Ok(v) => Ok((Some(v), Vec::new())),
        Err(e) => match UserErrorCode::of(e.code) {
            Some(code) => Ok((None, vec![UserError::of(&e, code)])),
            None => Err(e.into()),
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn business_failures_become_user_errors_with_their_field_path() {
        let (v, errs) = split::<()>(Err(AppError::invalid("phone", "must be 11 digits"))).unwrap();
        assert!(v.is_none());
        assert_eq!(errs[0].code, UserErrorCode::InvalidArgument);
        assert_eq!(
            errs[0].field.as_deref(),
            Some(&["input".to_owned(), "phone".to_owned()][..])
        );
        let (_, errs) =
            split::<()>(Err(AppError::new(ErrorCode::AlreadyCheckedIn, "today"))).unwrap();
        assert_eq!(errs[0].code, UserErrorCode::AlreadyCheckedIn);
        assert_eq!(errs[0].field, None);
    }

    #[test]
    fn authentication_and_system_failures_stay_top_level() {
        for code in [
            ErrorCode::Unauthenticated,
            ErrorCode::Forbidden,
            ErrorCode::RateLimited,
            ErrorCode::Internal,
        ] {
            assert!(split::<()>(Err(AppError::new(code, "x"))).is_err());
        }
        assert_eq!(split(Ok(3)).unwrap(), (Some(3), vec![]));
    }
}
