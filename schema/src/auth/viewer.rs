//! The caller of a request, resolved once from its bearer token.

use chrono::{DateTime, Utc};
use sea_orm::EntityTrait;

use super::token::TokenKind;
use crate::context::AppContext;
use crate::error::{AppError, AppResult};

/// How long a token still works after a refresh replaced it, so requests
/// already in flight (and a second, concurrent refresh) are not cut off.
pub const ROTATION_GRACE_SECS: i64 = 30;

/// The denylist entry of a token id.
pub fn deny_key(jti: &str) -> String {
    format!("auth:deny:{jti}")
}

/// A signed-in member, as far as authorization needs to know.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Viewer {
    pub member_id: i64,
    pub is_office: bool,
    pub permissions: Vec<String>,
    /// The token's `jti` and expiry: logout revokes it, sockets close at expiry.
    pub token_id: String,
    pub expires_at: DateTime<Utc>,
}

impl Viewer {
    /// Staff only: `is_office` members.
    pub fn require_staff(&self) -> AppResult<()> {
        if self.is_office {
            Ok(())
        } else {
            Err(AppError::forbidden("staff only"))
        }
    }

    pub fn has_permission(&self, permission: &str) -> bool {
        self.permissions.iter().any(|p| p == permission)
    }

    /// Staff (`is_office`) holding `permission`; `what` names the staff role
    /// in the error.
    pub fn require_staff_with(&self, permission: &str, what: &str) -> AppResult<()> {
        if self.is_office && self.has_permission(permission) {
            Ok(())
        } else {
            Err(AppError::forbidden(format!(
                "staff with the {what} permission only"
            )))
        }
    }
}

/// Turns a bearer token into a [`Viewer`], checking it is not on the
/// denylist (logout, or replaced by a refresh more than 30 s ago), that the
/// member still exists and is enabled, and that the member has not
/// invalidated it (`tokens_valid_after`).
pub async fn resolve_viewer(ctx: &AppContext, bearer: &str) -> AppResult<Viewer> {
    let claims = ctx.tokens.verify(bearer, TokenKind::Access)?;
    let member_id = claims.member_id()?;
    if let Some(entry) = ctx.kv.get(&deny_key(&claims.jti)).await? {
        let within_grace = entry
            .strip_prefix("rotated:")
            .and_then(|t| t.parse::<i64>().ok())
            .is_some_and(|at| Utc::now().timestamp() - at <= ROTATION_GRACE_SECS);
        if !within_grace {
            return Err(AppError::unauthenticated("this token has been signed out"));
        }
    }
    let member = entities::member::Entity::find_by_id(member_id)
        .one(&ctx.db)
        .await?
        .ok_or_else(|| AppError::unauthenticated("invalid or expired token"))?;
    if !member.enable || member.cancelled_at.is_some() {
        return Err(AppError::unauthenticated("this account is disabled"));
    }
    if let Some(after) = member.tokens_valid_after {
        // `iat` has whole seconds: a token issued in the same second as a
        // ban or sign-out-everywhere is revoked too (safe side; a sign-in in
        // that very second just has to try again).
        if claims.iat <= after.timestamp() {
            return Err(AppError::unauthenticated("invalid or expired token"));
        }
    }
    let permissions = member
        .permissions
        .as_array()
        .map(|a| {
            a.iter()
                .filter_map(|v| v.as_str().map(str::to_owned))
                .collect()
        })
        .unwrap_or_default();
    Ok(Viewer {
        member_id,
        is_office: member.is_office,
        permissions,
        token_id: claims.jti.clone(),
        expires_at: claims.expires_at(),
    })
}
