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
    /// A wrong phone or password (staff sign-in).
    InvalidCredentials,
    /// The match or competition no longer takes picks or entries (kickoff
    /// passed by the server's clock, the match stopped selling, or the
    /// competition closed).
    PicksClosed,
    /// One pick (or competition entry) per member, match and play type.
    AlreadyPicked,
    /// A competition stake outside its range.
    StakeOutOfRange,
    /// The caller does not meet the conditions (recruitment rules, experts
    /// only).
    NotEligible,
    /// A text holds words of the sensitive-word list; `field` names it.
    SensitiveContent,
    /// The day's 20 posts are written (Asia/Shanghai day).
    PostLimit,
    /// The day's 200 comments are written.
    CommentLimit,
    /// The day's 500 likes are given.
    LikeLimit,
    /// The post's author blocked the caller.
    Blocked,
    /// A post may be edited only within 10 minutes of writing it.
    EditWindowClosed,
    /// A URL the server would call (a webhook endpoint) that is not https
    /// in production, or reaches a loopback, private or link-local address.
    UnsafeUrl,
    /// The earnings balance is smaller than the withdrawal.
    InsufficientBalance,
    /// A withdrawal below the minimum, over the day's maximum, or past
    /// the day's number of requests (settings).
    WithdrawalLimit,
    /// Real-name authentication (实名认证) is needed first.
    NotVerified,
    /// The payee's legal name is not the caller's real-name legal name.
    PayeeMismatch,
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
            ErrorCode::PicksClosed => Self::PicksClosed,
            ErrorCode::AlreadyPicked => Self::AlreadyPicked,
            ErrorCode::StakeOutOfRange => Self::StakeOutOfRange,
            ErrorCode::NotEligible => Self::NotEligible,
            ErrorCode::SensitiveContent => Self::SensitiveContent,
            ErrorCode::PostLimit => Self::PostLimit,
            ErrorCode::CommentLimit => Self::CommentLimit,
            ErrorCode::LikeLimit => Self::LikeLimit,
            ErrorCode::Blocked => Self::Blocked,
            ErrorCode::EditWindowClosed => Self::EditWindowClosed,
            ErrorCode::UnsafeUrl => Self::UnsafeUrl,
            ErrorCode::InsufficientBalance => Self::InsufficientBalance,
            ErrorCode::WithdrawalLimit => Self::WithdrawalLimit,
            ErrorCode::NotVerified => Self::NotVerified,
            ErrorCode::PayeeMismatch => Self::PayeeMismatch,
            ErrorCode::Unauthenticated
            | ErrorCode::Forbidden
            | ErrorCode::PayloadTooLarge
            | ErrorCode::RateLimited
            | ErrorCode::ServiceUnavailable
            | ErrorCode::Internal
            | ErrorCode::ProviderError
            | ErrorCode::QueryTooLarge
            | ErrorCode::QueryTooDeep
            | ErrorCode::QueryTooComplex
            | ErrorCode::TooManyAliases
            | ErrorCode::TooManyDirectives
            | ErrorCode::UnsupportedMediaType
            | ErrorCode::ApiKeyInvalid
            | ErrorCode::ApiKeyRevoked
            | ErrorCode::PartnerSuspended
            | ErrorCode::Throttled
            | ErrorCode::PersistedDocumentNotFound
            | ErrorCode::TooManyTokens
            | ErrorCode::QueryTooNested
            | ErrorCode::GraphqlParseFailed
            | ErrorCode::GraphqlValidationFailed => return None,
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
    /// A wrong phone or password.
    pub fn invalid_credentials(message: String) -> Self {
        Self {
            code: UserErrorCode::InvalidCredentials,
            field: None,
            message,
        }
    }

    fn of(err: &AppError, code: UserErrorCode) -> Self {
        Self {
            code,
            field: err.field.as_deref().map(field_path),
            message: err.message.clone(),
        }
    }
}

/// A service's field name as a path into the input: `order.zones[1]` →
/// `["input", "order", "zones", "1"]`.
fn field_path(field: &str) -> Vec<String> {
    let mut path = vec!["input".to_owned()];
    for part in field.split('.') {
        let mut pieces = part.split('[');
        if let Some(name) = pieces.next().filter(|n| !n.is_empty()) {
            path.push(name.to_owned());
        }
        path.extend(pieces.map(|i| i.trim_end_matches(']').to_owned()));
    }
    path
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

/// A payload carrying one changed object: `name { field: Type, "doc" }`
/// makes `pub struct name { field: Option<Type>, user_errors }` and its
/// `From` of [`split`]'s answer.
macro_rules! payload {
    ($(#[$meta:meta])* $name:ident { $field:ident : $ty:ty, $doc:literal }) => {
        $(#[$meta])*
        #[derive(async_graphql::SimpleObject, Default)]
        pub struct $name {
            #[doc = $doc]
            pub $field: Option<$ty>,
            /// Failures the caller can act on; empty on success.
            pub user_errors: Vec<$crate::payload::UserError>,
        }

        impl From<(Option<$ty>, Vec<$crate::payload::UserError>)> for $name {
            fn from((value, user_errors): (Option<$ty>, Vec<$crate::payload::UserError>)) -> Self {
                Self {
                    $field: value,
                    user_errors,
                }
            }
        }
    };
}
pub(crate) use payload;

/// A service result as a payload: the value mapped to its GraphQL type, or
/// the user errors.
pub fn answer<T, U, P>(result: AppResult<T>) -> Result<P>
where
    U: TryFrom<T>,
    AppError: From<U::Error>,
    P: From<(Option<U>, Vec<UserError>)>,
{
    let (value, user_errors) = split(result)?;
    // A stored value the object cannot show (an unknown code) is an
    // internal error, not the member's.
    let value = value.map(U::try_from).transpose().map_err(AppError::from)?;
    Ok(P::from((value, user_errors)))
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
        assert_eq!(
            field_path("order.zones[1]"),
            ["input", "order", "zones", "1"]
        );
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
