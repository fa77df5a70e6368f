//! What a rule says when its input breaks it.

use std::fmt;

/// A refusal from the rules: the field it names (in the API's spelling) and
/// why. `field` is `None` only when the rules' own invariant failed, which
/// is a bug and never the caller's fault; the domain turns that into an
/// opaque internal error.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RuleError {
    pub field: Option<String>,
    pub message: String,
}

pub type RuleResult<T> = Result<T, RuleError>;

impl RuleError {
    /// `field` has a value the rules refuse.
    pub fn invalid(field: impl Into<String>, message: impl Into<String>) -> Self {
        Self {
            field: Some(field.into()),
            message: message.into(),
        }
    }

    /// An invariant of the rules failed (a bug).
    pub fn internal(message: impl fmt::Display) -> Self {
        Self {
            field: None,
            message: message.to_string(),
        }
    }
}

impl fmt::Display for RuleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.field {
            Some(field) => write!(f, "{field}: {}", self.message),
            None => write!(f, "{}", self.message),
        }
    }
}

impl std::error::Error for RuleError {}
