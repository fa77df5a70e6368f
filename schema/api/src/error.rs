//! How a domain error leaves a resolver.
//!
//! async-graphql's `custom-error-conversion` feature removes the blanket
//! `Display` conversion, so only an [`ApiError`] (an `AppError` with its
//! stable code, or an error async-graphql itself raised) can become a
//! GraphQL error: no resolver can leak a raw database message. The wrapper
//! exists because the orphan rule forbids converting the domain's error
//! into async-graphql's directly from this crate.

use async_graphql::ErrorExtensions;
use domain::AppError;

/// A resolver's error: a domain error, or one async-graphql raised.
#[derive(Debug, Clone)]
pub enum ApiError {
    App(AppError),
    Graphql(async_graphql::Error),
}

/// What resolvers return.
pub type Result<T, E = ApiError> = std::result::Result<T, E>;

impl From<AppError> for ApiError {
    fn from(err: AppError) -> Self {
        ApiError::App(err)
    }
}

/// A conversion that cannot fail, used where one that can is expected.
impl From<std::convert::Infallible> for ApiError {
    fn from(never: std::convert::Infallible) -> Self {
        match never {}
    }
}

impl From<rules::RuleError> for ApiError {
    fn from(err: rules::RuleError) -> Self {
        ApiError::App(err.into())
    }
}

impl From<async_graphql::Error> for ApiError {
    fn from(err: async_graphql::Error) -> Self {
        ApiError::Graphql(err)
    }
}

/// `extensions.code` (and `field`, `retryAfter`) from the domain error.
pub fn to_graphql(err: AppError) -> async_graphql::Error {
    async_graphql::Error::new(err.message).extend_with(|_, ext| {
        ext.set("code", err.code.as_str());
        if let Some(field) = &err.field {
            ext.set("field", field.as_str());
        }
        if let Some(secs) = err.retry_after {
            ext.set("retryAfter", secs);
        }
    })
}

impl From<ApiError> for async_graphql::Error {
    fn from(err: ApiError) -> Self {
        match err {
            ApiError::App(e) => to_graphql(e),
            ApiError::Graphql(e) => e,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn graphql_error_carries_code_and_field() {
        let gql: async_graphql::Error =
            ApiError::from(AppError::invalid("type", "required")).into();
        let ext = gql.extensions.unwrap();
        assert_eq!(ext.get("code").unwrap().to_string(), "\"INVALID_ARGUMENT\"");
        assert_eq!(ext.get("field").unwrap().to_string(), "\"type\"");
    }
}
