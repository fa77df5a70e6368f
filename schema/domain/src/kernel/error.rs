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

pub use super::error_codes::ErrorCode;

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

/// `Retry-After` of a `SERVICE_UNAVAILABLE` answer: long enough for a
/// restarting database or a pool freeing up, short enough that a client's
/// retry is no visible wait.
pub const UNAVAILABLE_RETRY_AFTER_SECS: u64 = 2;

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

    /// Seconds a client should wait before retrying, for `Retry-After`:
    /// what the error set (a rate limit's), else
    /// [`UNAVAILABLE_RETRY_AFTER_SECS`] for `SERVICE_UNAVAILABLE`
    /// (docs/partner-errors.md).
    pub fn retry_after_secs(&self) -> Option<u64> {
        self.retry_after
            .or((self.code == ErrorCode::ServiceUnavailable)
                .then_some(UNAVAILABLE_RETRY_AFTER_SECS))
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
