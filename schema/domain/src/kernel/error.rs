//! The one error catalogue of the product.
//!
//! Every failure a caller can see is an [`AppError`] with a stable code. The
//! GraphQL layer renders it as `extensions.code` (plus `field` for bad input);
//! the legacy layer renders it as `application/problem+json` with the same
//! code and the HTTP status of [`ErrorCode::http_status`]. Database, Redis and
//! other internal failures are logged here and leave as an opaque `INTERNAL`
//! (or `SERVICE_UNAVAILABLE` when a dependency is down): no SQL or stack text
//! ever reaches a caller.

use std::fmt;

/// Stable, documented error codes. Clients switch on these; never rename one.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ErrorCode {
    /// The request body is not valid JSON or not the expected shape.
    BadRequest,
    /// A field has an invalid value; the error names the field.
    InvalidArgument,
    /// No token, or an invalid, expired or revoked one.
    Unauthenticated,
    /// Signed in, but not allowed to do this.
    Forbidden,
    /// The thing asked for does not exist (or the route is unknown).
    NotFound,
    /// The request conflicts with the current state (e.g. already exists).
    Conflict,
    /// The request body is larger than allowed.
    PayloadTooLarge,
    /// Too many requests; retry after the given number of seconds.
    RateLimited,
    /// A dependency (database, Redis, a provider) is unavailable right now.
    ServiceUnavailable,
    /// Anything else; details are only in the server log.
    Internal,
    /// An outside provider (SMS gateway, WeChat, carrier) refused or failed;
    /// the message names the provider and its error code.
    ProviderError,
    /// A verification code that does not match (the attempt was counted).
    VerificationCodeInvalid,
    /// No usable verification code: never sent, expired, already used, or
    /// killed by too many wrong tries. Request a new one.
    VerificationCodeExpired,
    /// The member's points balance is smaller than the spend.
    InsufficientPoints,
    /// A shop item has not enough stock left (or is off the shelf).
    OutOfStock,
    /// The member has already checked in today (Asia/Shanghai).
    AlreadyCheckedIn,
    /// The match (or competition) no longer takes picks or entries.
    PicksClosed,
    /// One pick (or entry) per member, match and play type.
    AlreadyPicked,
    /// A competition stake outside its range.
    StakeOutOfRange,
    /// The caller does not meet a rule's conditions (recruitment, experts only).
    NotEligible,
    /// A text holds words of the sensitive-word list; the error names the field.
    SensitiveContent,
    /// The member wrote the day's most posts (20, Asia/Shanghai day).
    PostLimit,
    /// The member wrote the day's most comments (200).
    CommentLimit,
    /// The member gave the day's most likes (500).
    LikeLimit,
    /// The post's author blocked the caller: no comments on their posts.
    Blocked,
    /// A post may be edited only within 10 minutes of writing it.
    EditWindowClosed,
    /// The earnings balance is smaller than the withdrawal.
    InsufficientBalance,
    /// A withdrawal over the limits: below the minimum, over the day's
    /// maximum, or more requests than a day allows.
    WithdrawalLimit,
    /// The member has not completed real-name authentication.
    NotVerified,
    /// The payee's legal name is not the member's real-name legal name.
    PayeeMismatch,
    /// A GraphQL document longer than 16 KiB.
    QueryTooLarge,
    /// A GraphQL operation nested deeper than 10 levels.
    QueryTooDeep,
    /// A GraphQL operation whose calculated complexity is over 500.
    QueryTooComplex,
    /// A GraphQL document with more than 15 aliases.
    TooManyAliases,
    /// More than 5 directives on one field of a GraphQL document.
    TooManyDirectives,
    /// A body type a browser could send across sites without asking
    /// (`text/plain`, a form) or none at all: only JSON reaches execution.
    UnsupportedMediaType,
    /// An `X-Api-Key` that is not a key of ours (wrong shape, checksum or
    /// secret).
    ApiKeyInvalid,
    /// A partner key that was revoked or has expired.
    ApiKeyRevoked,
    /// A key of a suspended partner.
    PartnerSuspended,
    /// A partner's cost bucket does not hold the query's cost; retry after
    /// the given number of seconds.
    Throttled,
    /// A `documentId` (or Apollo `persistedQuery` hash) that is not
    /// registered, or a document sent by text where only registered
    /// documents may run.
    PersistedDocumentNotFound,
    /// A GraphQL document of more than 2000 tokens (counted before it is
    /// parsed).
    TooManyTokens,
    /// A GraphQL document whose `{`, `[` and `(` nest more than 64 deep, in
    /// values and selections together (counted before it is parsed), or
    /// whose fragments spread each other more than 64 deep.
    QueryTooNested,
    /// A GraphQL document that is not valid GraphQL syntax.
    GraphqlParseFailed,
    /// A GraphQL document that does not fit the schema (an unknown field, a
    /// wrong argument type, a fragment cycle, a value out of range).
    GraphqlValidationFailed,
    /// A URL the server would call (a webhook endpoint) that is not https in
    /// production, or reaches a loopback, private, link-local or otherwise
    /// non-public address, directly or through its host's name.
    UnsafeUrl,
}

impl ErrorCode {
    pub const ALL: [ErrorCode; 46] = [
        ErrorCode::BadRequest,
        ErrorCode::InvalidArgument,
        ErrorCode::Unauthenticated,
        ErrorCode::Forbidden,
        ErrorCode::NotFound,
        ErrorCode::Conflict,
        ErrorCode::PayloadTooLarge,
        ErrorCode::RateLimited,
        ErrorCode::ServiceUnavailable,
        ErrorCode::Internal,
        ErrorCode::ProviderError,
        ErrorCode::VerificationCodeInvalid,
        ErrorCode::VerificationCodeExpired,
        ErrorCode::InsufficientPoints,
        ErrorCode::OutOfStock,
        ErrorCode::AlreadyCheckedIn,
        ErrorCode::PicksClosed,
        ErrorCode::AlreadyPicked,
        ErrorCode::StakeOutOfRange,
        ErrorCode::NotEligible,
        ErrorCode::SensitiveContent,
        ErrorCode::PostLimit,
        ErrorCode::CommentLimit,
        ErrorCode::LikeLimit,
        ErrorCode::Blocked,
        ErrorCode::EditWindowClosed,
        ErrorCode::InsufficientBalance,
        ErrorCode::WithdrawalLimit,
        ErrorCode::NotVerified,
        ErrorCode::PayeeMismatch,
        ErrorCode::QueryTooLarge,
        ErrorCode::QueryTooDeep,
        ErrorCode::QueryTooComplex,
        ErrorCode::TooManyAliases,
        ErrorCode::TooManyDirectives,
        ErrorCode::UnsupportedMediaType,
        ErrorCode::ApiKeyInvalid,
        ErrorCode::ApiKeyRevoked,
        ErrorCode::PartnerSuspended,
        ErrorCode::Throttled,
        ErrorCode::PersistedDocumentNotFound,
        ErrorCode::TooManyTokens,
        ErrorCode::QueryTooNested,
        ErrorCode::GraphqlParseFailed,
        ErrorCode::GraphqlValidationFailed,
        ErrorCode::UnsafeUrl,
    ];

    pub fn as_str(self) -> &'static str {
        match self {
            ErrorCode::BadRequest => "BAD_REQUEST",
            ErrorCode::InvalidArgument => "INVALID_ARGUMENT",
            ErrorCode::Unauthenticated => "UNAUTHENTICATED",
            ErrorCode::Forbidden => "FORBIDDEN",
            ErrorCode::NotFound => "NOT_FOUND",
            ErrorCode::Conflict => "CONFLICT",
            ErrorCode::PayloadTooLarge => "PAYLOAD_TOO_LARGE",
            ErrorCode::RateLimited => "RATE_LIMITED",
            ErrorCode::ServiceUnavailable => "SERVICE_UNAVAILABLE",
            ErrorCode::Internal => "INTERNAL",
            ErrorCode::ProviderError => "PROVIDER_ERROR",
            ErrorCode::VerificationCodeInvalid => "VERIFICATION_CODE_INVALID",
            ErrorCode::VerificationCodeExpired => "VERIFICATION_CODE_EXPIRED",
            ErrorCode::InsufficientPoints => "INSUFFICIENT_POINTS",
            ErrorCode::OutOfStock => "OUT_OF_STOCK",
            ErrorCode::AlreadyCheckedIn => "ALREADY_CHECKED_IN",
            ErrorCode::PicksClosed => "PICKS_CLOSED",
            ErrorCode::AlreadyPicked => "ALREADY_PICKED",
            ErrorCode::StakeOutOfRange => "STAKE_OUT_OF_RANGE",
            ErrorCode::NotEligible => "NOT_ELIGIBLE",
            ErrorCode::SensitiveContent => "SENSITIVE_CONTENT",
            ErrorCode::PostLimit => "POST_LIMIT",
            ErrorCode::CommentLimit => "COMMENT_LIMIT",
            ErrorCode::LikeLimit => "LIKE_LIMIT",
            ErrorCode::Blocked => "BLOCKED",
            ErrorCode::EditWindowClosed => "EDIT_WINDOW_CLOSED",
            ErrorCode::InsufficientBalance => "INSUFFICIENT_BALANCE",
            ErrorCode::WithdrawalLimit => "WITHDRAWAL_LIMIT",
            ErrorCode::NotVerified => "NOT_VERIFIED",
            ErrorCode::PayeeMismatch => "PAYEE_MISMATCH",
            ErrorCode::QueryTooLarge => "QUERY_TOO_LARGE",
            ErrorCode::QueryTooDeep => "QUERY_TOO_DEEP",
            ErrorCode::QueryTooComplex => "QUERY_TOO_COMPLEX",
            ErrorCode::TooManyAliases => "TOO_MANY_ALIASES",
            ErrorCode::TooManyDirectives => "TOO_MANY_DIRECTIVES",
            ErrorCode::UnsupportedMediaType => "UNSUPPORTED_MEDIA_TYPE",
            ErrorCode::ApiKeyInvalid => "API_KEY_INVALID",
            ErrorCode::ApiKeyRevoked => "API_KEY_REVOKED",
            ErrorCode::PartnerSuspended => "PARTNER_SUSPENDED",
            ErrorCode::Throttled => "THROTTLED",
            ErrorCode::PersistedDocumentNotFound => "PERSISTED_DOCUMENT_NOT_FOUND",
            ErrorCode::TooManyTokens => "TOO_MANY_TOKENS",
            ErrorCode::QueryTooNested => "QUERY_TOO_NESTED",
            ErrorCode::GraphqlParseFailed => "GRAPHQL_PARSE_FAILED",
            ErrorCode::GraphqlValidationFailed => "GRAPHQL_VALIDATION_FAILED",
            ErrorCode::UnsafeUrl => "UNSAFE_URL",
        }
    }

    pub fn http_status(self) -> u16 {
        match self {
            ErrorCode::BadRequest
            | ErrorCode::InvalidArgument
            | ErrorCode::VerificationCodeInvalid
            | ErrorCode::VerificationCodeExpired
            | ErrorCode::QueryTooLarge
            | ErrorCode::QueryTooDeep
            | ErrorCode::QueryTooComplex
            | ErrorCode::TooManyAliases
            | ErrorCode::TooManyDirectives
            | ErrorCode::PersistedDocumentNotFound
            | ErrorCode::TooManyTokens
            | ErrorCode::QueryTooNested
            | ErrorCode::GraphqlParseFailed
            | ErrorCode::GraphqlValidationFailed
            | ErrorCode::UnsafeUrl => 400,
            ErrorCode::Unauthenticated
            | ErrorCode::ApiKeyInvalid
            | ErrorCode::ApiKeyRevoked
            | ErrorCode::PartnerSuspended => 401,
            ErrorCode::Forbidden => 403,
            ErrorCode::NotFound => 404,
            ErrorCode::Conflict
            | ErrorCode::InsufficientPoints
            | ErrorCode::OutOfStock
            | ErrorCode::AlreadyCheckedIn
            | ErrorCode::PicksClosed
            | ErrorCode::AlreadyPicked
            | ErrorCode::NotEligible
            | ErrorCode::EditWindowClosed
            | ErrorCode::InsufficientBalance
            | ErrorCode::WithdrawalLimit
            | ErrorCode::NotVerified => 409,
            ErrorCode::PayeeMismatch => 400,
            ErrorCode::Blocked => 403,
            ErrorCode::PostLimit | ErrorCode::CommentLimit | ErrorCode::LikeLimit => 409,
            ErrorCode::StakeOutOfRange | ErrorCode::SensitiveContent => 400,
            ErrorCode::PayloadTooLarge => 413,
            ErrorCode::UnsupportedMediaType => 415,
            ErrorCode::RateLimited | ErrorCode::Throttled => 429,
            ErrorCode::ServiceUnavailable => 503,
            ErrorCode::Internal => 500,
            ErrorCode::ProviderError => 502,
        }
    }

    /// A short human title (the problem+json `title`).
    pub fn title(self) -> &'static str {
        match self {
            ErrorCode::BadRequest => "Bad request",
            ErrorCode::InvalidArgument => "Invalid argument",
            ErrorCode::Unauthenticated => "Not signed in",
            ErrorCode::Forbidden => "Forbidden",
            ErrorCode::NotFound => "Not found",
            ErrorCode::Conflict => "Conflict",
            ErrorCode::PayloadTooLarge => "Payload too large",
            ErrorCode::RateLimited => "Too many requests",
            ErrorCode::ServiceUnavailable => "Service unavailable",
            ErrorCode::Internal => "Internal error",
            ErrorCode::ProviderError => "Provider error",
            ErrorCode::VerificationCodeInvalid => "Wrong verification code",
            ErrorCode::VerificationCodeExpired => "No valid verification code",
            ErrorCode::InsufficientPoints => "Not enough points",
            ErrorCode::OutOfStock => "Out of stock",
            ErrorCode::AlreadyCheckedIn => "Already checked in today",
            ErrorCode::PicksClosed => "Picks closed",
            ErrorCode::AlreadyPicked => "Already picked",
            ErrorCode::StakeOutOfRange => "Stake out of range",
            ErrorCode::NotEligible => "Not eligible",
            ErrorCode::SensitiveContent => "Sensitive content",
            ErrorCode::PostLimit => "Post limit",
            ErrorCode::CommentLimit => "Comment limit",
            ErrorCode::LikeLimit => "Like limit",
            ErrorCode::Blocked => "Blocked",
            ErrorCode::EditWindowClosed => "Edit window closed",
            ErrorCode::InsufficientBalance => "Not enough earnings",
            ErrorCode::WithdrawalLimit => "Withdrawal limit",
            ErrorCode::NotVerified => "Real-name authentication needed",
            ErrorCode::PayeeMismatch => "Payee name mismatch",
            ErrorCode::QueryTooLarge => "Query too large",
            ErrorCode::QueryTooDeep => "Query too deep",
            ErrorCode::QueryTooComplex => "Query too complex",
            ErrorCode::TooManyAliases => "Too many aliases",
            ErrorCode::TooManyDirectives => "Too many directives",
            ErrorCode::UnsupportedMediaType => "Unsupported media type",
            ErrorCode::ApiKeyInvalid => "Invalid API key",
            ErrorCode::ApiKeyRevoked => "API key revoked",
            ErrorCode::PartnerSuspended => "Partner suspended",
            ErrorCode::Throttled => "Throttled",
            ErrorCode::PersistedDocumentNotFound => "Persisted document not found",
            ErrorCode::TooManyTokens => "Too many tokens",
            ErrorCode::QueryTooNested => "Query nested too deep",
            ErrorCode::GraphqlParseFailed => "GraphQL syntax error",
            ErrorCode::GraphqlValidationFailed => "GraphQL validation failed",
            ErrorCode::UnsafeUrl => "Unsafe URL",
        }
    }
}

impl fmt::Display for ErrorCode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// An error a caller may see: a code, a safe message, and for bad input the
/// field it is about.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AppError {
    pub code: ErrorCode,
    pub message: String,
    /// The offending input field (lowerCamelCase), for `INVALID_ARGUMENT`.
    pub field: Option<String>,
    /// Seconds to wait, for `RATE_LIMITED`.
    pub retry_after: Option<u64>,
    /// The database refused the work for a race it lost (a deadlock, a
    /// serialization failure, a busy SQLite): `kernel::db::retrying` runs
    /// it again. Never shown to callers.
    pub contended: bool,
}

pub type AppResult<T> = Result<T, AppError>;

impl AppError {
    pub fn new(code: ErrorCode, message: impl Into<String>) -> Self {
        Self {
            code,
            message: message.into(),
            field: None,
            retry_after: None,
            contended: false,
        }
    }

    pub fn bad_request(message: impl Into<String>) -> Self {
        Self::new(ErrorCode::BadRequest, message)
    }

    /// Bad input in one field. `field` is the name the caller used
    /// (lowerCamelCase), so the message can be shown next to that input.
    /// The error names `field` (a business refusal about one input, e.g.
    /// `PICKS_CLOSED` on `legs[0].matchId`), its message prefixed with it.
    pub fn at_field(mut self, field: impl Into<String>) -> Self {
        let field = field.into();
        self.message = format!("{field}: {}", self.message);
        self.field = Some(field);
        self
    }

    pub fn invalid(field: impl Into<String>, message: impl Into<String>) -> Self {
        let field = field.into();
        Self {
            code: ErrorCode::InvalidArgument,
            message: format!("{field}: {}", message.into()),
            field: Some(field),
            retry_after: None,
            contended: false,
        }
    }

    pub fn unauthenticated(message: impl Into<String>) -> Self {
        Self::new(ErrorCode::Unauthenticated, message)
    }

    pub fn forbidden(message: impl Into<String>) -> Self {
        Self::new(ErrorCode::Forbidden, message)
    }

    pub fn not_found(message: impl Into<String>) -> Self {
        Self::new(ErrorCode::NotFound, message)
    }

    pub fn conflict(message: impl Into<String>) -> Self {
        Self::new(ErrorCode::Conflict, message)
    }

    pub fn rate_limited(retry_after: u64) -> Self {
        Self {
            retry_after: Some(retry_after),
            ..Self::new(ErrorCode::RateLimited, "too many requests, try again later")
        }
    }

    pub fn unavailable(what: &str) -> Self {
        Self::new(
            ErrorCode::ServiceUnavailable,
            format!("{what} is unavailable right now, please try again"),
        )
    }

    /// An internal failure: the cause goes to the log only.
    pub fn internal(cause: impl fmt::Display) -> Self {
        tracing::error!(error = %cause, "internal error");
        Self::new(ErrorCode::Internal, "internal error")
    }

    /// The same error under an input object of the caller's: `name`
    /// becomes `item.name` (the adapter wraps the service's fields in
    /// `item`). Fields in `outside` stay as they are.
    pub fn nested(mut self, prefix: &str, outside: &[&str]) -> Self {
        if let Some(field) = self.field.clone() {
            let top = field.split(['.', '[']).next().unwrap_or_default();
            if !outside.contains(&top) {
                let to = format!("{prefix}.{field}");
                if let Some(rest) = self.message.strip_prefix(&format!("{field}: ")) {
                    self.message = format!("{to}: {rest}");
                }
                self.field = Some(to);
            }
        }
        self
    }

    /// The same error named after the caller's own field: services name
    /// fields as the legacy wire does (`mobile`), and an adapter whose input
    /// calls it otherwise (`phone`) renames it here.
    pub fn in_field(mut self, to: &str, from: &str) -> Self {
        if self.field.as_deref() == Some(from) {
            if let Some(rest) = self.message.strip_prefix(&format!("{from}: ")) {
                self.message = format!("{to}: {rest}");
            }
            self.field = Some(to.to_owned());
        }
        self
    }
}

impl fmt::Display for AppError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.code, self.message)
    }
}

impl std::error::Error for AppError {}

/// PostgreSQL error codes that mean the database is (for now) not there
/// rather than that the statement was wrong: connection exceptions
/// (class 08), shutdown and start-up (57P01–57P03), too many connections
/// (53300), and a statement cut at the time-out (57014).
fn is_outage(code: &str) -> bool {
    code.starts_with("08") || matches!(code, "57P01" | "57P02" | "57P03" | "53300" | "57014")
}

/// A conversion that cannot fail, where one that can is expected (a
/// payload's object built by `From` or by `TryFrom`).
impl From<std::convert::Infallible> for AppError {
    fn from(never: std::convert::Infallible) -> Self {
        match never {}
    }
}

impl From<sea_orm::DbErr> for AppError {
    fn from(err: sea_orm::DbErr) -> Self {
        use sea_orm::{DbErr, RuntimeErr};
        // A race the statement lost: the transaction may simply run again
        // (`kernel::db::retrying`); if it never wins, the caller may retry.
        let contended = match &err {
            DbErr::Exec(RuntimeErr::SqlxError(sea_orm::SqlxError::Database(db)))
            | DbErr::Query(RuntimeErr::SqlxError(sea_orm::SqlxError::Database(db))) => db
                .code()
                .is_some_and(|c| crate::kernel::db::is_contention(&c)),
            _ => false,
        };
        if contended {
            tracing::warn!(error = %err, "database contention");
            return AppError {
                contended: true,
                ..AppError::unavailable("the database (busy)")
            };
        }
        // A lost or unreachable database is a dependency outage, not a bug:
        // callers get SERVICE_UNAVAILABLE and may retry.
        let unavailable = match &err {
            DbErr::ConnectionAcquire(_) | DbErr::Conn(_) => true,
            DbErr::Exec(RuntimeErr::SqlxError(e)) | DbErr::Query(RuntimeErr::SqlxError(e)) => {
                match e {
                    sea_orm::SqlxError::Io(_)
                    | sea_orm::SqlxError::Protocol(_)
                    | sea_orm::SqlxError::PoolTimedOut
                    | sea_orm::SqlxError::PoolClosed
                    | sea_orm::SqlxError::WorkerCrashed => true,
                    // The server said it is going away, cannot take the
                    // connection, or cut a statement at its time-out.
                    sea_orm::SqlxError::Database(db) => db.code().is_some_and(|c| is_outage(&c)),
                    _ => false,
                }
            }
            _ => false,
        };
        if unavailable {
            tracing::warn!(error = %err, "database unavailable");
            AppError::unavailable("the database")
        } else {
            AppError::internal(err)
        }
    }
}

impl From<redis::RedisError> for AppError {
    fn from(err: redis::RedisError) -> Self {
        tracing::warn!(error = %err, "redis error");
        AppError::unavailable("the cache")
    }
}

/// A rule's refusal names its field; a broken invariant of the rules is a
/// bug and leaves as `INTERNAL`.
impl From<rules::RuleError> for AppError {
    fn from(err: rules::RuleError) -> Self {
        match err.field {
            Some(field) => AppError::invalid(field, err.message),
            None => AppError::internal(err.message),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn outage_codes_are_told_from_bad_statements() {
        for code in ["08006", "08001", "57P01", "57P03", "53300", "57014"] {
            assert!(super::is_outage(code), "{code}");
        }
        for code in ["23505", "42P01", "22001"] {
            assert!(!super::is_outage(code), "{code}");
        }
    }

    #[test]
    fn codes_are_unique_and_upper_snake() {
        let mut seen = std::collections::HashSet::new();
        for code in ErrorCode::ALL {
            assert!(seen.insert(code.as_str()), "duplicate {code}");
            assert!(code
                .as_str()
                .chars()
                .all(|c| c.is_ascii_uppercase() || c == '_'));
            assert!((400..600).contains(&code.http_status()));
        }
    }

    #[test]
    fn invalid_names_the_field() {
        let err = AppError::invalid("typeStringValue", "must not be empty");
        assert_eq!(err.code, ErrorCode::InvalidArgument);
        assert_eq!(err.field.as_deref(), Some("typeStringValue"));
        assert!(err.message.contains("typeStringValue"));
    }

    #[test]
    fn internal_errors_hide_their_cause() {
        let err = AppError::from(sea_orm::DbErr::Custom("SELECT secret FROM t".into()));
        assert_eq!(err.code, ErrorCode::Internal);
        assert!(!err.message.contains("SELECT"));
    }
}
