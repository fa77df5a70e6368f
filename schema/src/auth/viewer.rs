//! The caller of a request, resolved once from its bearer token.

use chrono::{DateTime, Utc};
use sea_orm::{ConnectionTrait, EntityTrait};

use super::token::{TokenKind, TokenService};
use crate::error::{AppError, AppResult};

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
}

/// Turns a bearer token into a [`Viewer`], checking the member still exists,
/// is enabled, and has not invalidated the token (`tokens_valid_after`).
pub async fn resolve_viewer<C: ConnectionTrait>(
    db: &C,
    tokens: &TokenService,
    bearer: &str,
) -> AppResult<Viewer> {
    let claims = tokens.verify(bearer, TokenKind::Access)?;
    let member_id = claims.member_id()?;
    let member = entities::member::Entity::find_by_id(member_id)
        .one(db)
        .await?
        .ok_or_else(|| AppError::unauthenticated("invalid or expired token"))?;
    if !member.enable || member.cancelled_at.is_some() {
        return Err(AppError::unauthenticated("this account is disabled"));
    }
    if let Some(after) = member.tokens_valid_after {
        // Compared in whole seconds, the resolution of `iat`.
        if claims.iat < after.timestamp() {
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
