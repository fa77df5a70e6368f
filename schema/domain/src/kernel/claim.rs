//! Values that work once: a carrier's one-click token, a WeChat login code.
//!
//! The provider refuses a value twice too, but we refuse it before asking
//! (no second round trip) and mark it used only after it proved something,
//! so a value the provider rejected can be retried. The marker is the
//! value's MAC under the token key, so the store never holds the value.

use std::time::Duration;

use super::context::AppContext;
use super::error::{AppError, AppResult};

/// A single-use value, and the field and message of the error that refuses
/// it a second time.
pub struct SingleUse<'a> {
    ctx: &'a AppContext,
    key: String,
    field: &'static str,
    message: &'static str,
    ttl: Duration,
}

impl<'a> SingleUse<'a> {
    /// `purpose` separates kinds of values; `ttl` should outlive the value's
    /// own validity at the provider.
    pub fn new(
        ctx: &'a AppContext,
        purpose: &'static str,
        value: &str,
        (field, message): (&'static str, &'static str),
        ttl: Duration,
    ) -> Self {
        Self {
            key: format!("{purpose}:used:{}", ctx.tokens.mac(purpose, value)),
            ctx,
            field,
            message,
            ttl,
        }
    }

    fn used(&self) -> AppError {
        AppError::invalid(self.field, self.message)
    }

    /// Refuses a value that was already claimed.
    pub async fn ensure_unused(&self) -> AppResult<()> {
        match self.ctx.kv.get(&self.key).await? {
            Some(_) => Err(self.used()),
            None => Ok(()),
        }
    }

    /// Marks the value used; refuses it when another request claimed it
    /// first (the store's `set_nx` decides the race).
    pub async fn claim(&self) -> AppResult<()> {
        if self.ctx.kv.set_nx(&self.key, "1", self.ttl).await? {
            Ok(())
        } else {
            Err(self.used())
        }
    }
}
