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

/// Writes `UserErrorCode` and its mapping from the error catalogue's rows
/// (`domain::kernel::error_codes`): a `user` row is a variant of its own,
/// a `user_as(Code)` row answers as that code's, a `top` row stays a
/// top-level error. `INVALID_CREDENTIALS` is the API's own (staff sign-in
/// answers a wrong password as data; the domain says `UNAUTHENTICATED`).
macro_rules! user_error_code {
    (@rows [$($variants:tt)*] [$($arms:tt)*]) => {
        /// Why a mutation did not do what was asked, for failures the caller can
        /// act on. Codes are stable; messages are for people and may change.
        #[derive(Enum, Debug, Clone, Copy, PartialEq, Eq)]
        pub enum UserErrorCode {
            $($variants)*
            /// A wrong phone or password (staff sign-in).
            InvalidCredentials,
        }

        impl UserErrorCode {
            /// The user-facing code of a domain error; `None` for failures that
            /// stay top-level (authentication, permission, rate, system).
            fn of(code: ErrorCode) -> Option<Self> {
                match code {
                    $($arms)*
                }
            }
        }
    };
    (@rows [$($variants:tt)*] [$($arms:tt)*]
        $(#[doc = $doc:literal])* $name:ident = $code:literal, $status:literal, $title:literal, user;
        $($rest:tt)*) => {
        user_error_code!(@rows
            [$($variants)* $(#[doc = $doc])* $name,]
            [$($arms)* ErrorCode::$name => Some(Self::$name),]
            $($rest)*);
    };
    (@rows [$($variants:tt)*] [$($arms:tt)*]
        $(#[doc = $doc:literal])* $name:ident = $code:literal, $status:literal, $title:literal, user_as($to:ident);
        $($rest:tt)*) => {
        user_error_code!(@rows
            [$($variants)*]
            [$($arms)* ErrorCode::$name => Some(Self::$to),]
            $($rest)*);
    };
    (@rows [$($variants:tt)*] [$($arms:tt)*]
        $(#[doc = $doc:literal])* $name:ident = $code:literal, $status:literal, $title:literal, top;
        $($rest:tt)*) => {
        user_error_code!(@rows [$($variants)*] [$($arms)* ErrorCode::$name => None,] $($rest)*);
    };
    ($($rows:tt)*) => {
        user_error_code!(@rows [] [] $($rows)*);
    };
}

domain::for_each_error_code!(user_error_code);

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

    /// The same error, naming `field` (when there is one).
    pub fn on(mut self, field: Option<String>) -> Self {
        self.field = field.as_deref().map(field_path);
        self
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
