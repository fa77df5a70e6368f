//! A partner's request made with an access token (`lmo_…`) beside its
//! key: the member it acts for, and the scopes the member granted.

use chrono::{DateTime, Duration, Utc};
use sea_orm::sea_query::Expr;
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter, QuerySelect};

use super::grants::in_force;
use super::tokens::ACCESS_PREFIX;
use crate::kernel::context::AppContext;
use crate::kernel::error::{AppError, AppResult};
use crate::kernel::token::TokenKind;
use crate::kernel::Viewer;
use crate::partner::scope::{self, Scope};
use crate::partner::PartnerCaller;
use entities::{member, oauth_grant};

/// `last_used_at` is written at most this often per grant.
const LAST_USED_EVERY_SECS: i64 = 60;

/// Whether a bearer token is a partner's access token.
pub fn is_access_token(bearer: &str) -> bool {
    bearer.starts_with(ACCESS_PREFIX)
}

/// The member `token` acts for, as a viewer with no staff rights, and the
/// key's caller narrowed to the scopes the member granted (a scope that
/// reaches a member's data and is not in the grant is dropped).
///
/// Reads the grant and the member (two primary-key reads) on every request, as
/// keys are read (`partner` notes): a revocation takes effect on the next
/// request on every instance, with or without the bus.
pub async fn resolve(
    ctx: &AppContext,
    caller: &PartnerCaller,
    token: &str,
) -> AppResult<(Viewer, PartnerCaller)> {
    let invalid = || AppError::unauthenticated("invalid or expired access token");
    let jwt = token.strip_prefix(ACCESS_PREFIX).ok_or_else(invalid)?;
    let claims = ctx.tokens.verify(jwt, TokenKind::Partner)?;
    let member_id = claims.member_id()?;
    let (grant_id, generation) = parse_jti(&claims.jti).ok_or_else(invalid)?;
    let grant = oauth_grant::Entity::find_by_id(grant_id)
        .one(&ctx.db)
        .await?
        .filter(|g| g.member_id == member_id)
        .ok_or_else(invalid)?;
    if grant.partner_id != caller.partner_id {
        return Err(AppError::unauthenticated(
            "this access token was issued to another partner",
        ));
    }
    if !in_force(&grant, generation) {
        return Err(AppError::unauthenticated(
            "the member revoked this app's access: send them through the consent page again",
        ));
    }
    let row: Option<(bool, Option<DateTime<Utc>>, bool)> = member::Entity::find_by_id(member_id)
        .select_only()
        .column(member::Column::Enable)
        .column(member::Column::CancelledAt)
        .column(member::Column::IsOffice)
        .into_tuple()
        .one(&ctx.db)
        .await?;
    match row {
        Some((true, None, false)) => {}
        _ => return Err(AppError::unauthenticated("this account is disabled")),
    }
    touch(ctx, &grant).await;
    let granted = scope::from_stored(&grant.scopes);
    let narrowed = PartnerCaller {
        scopes: caller
            .scopes
            .iter()
            .copied()
            .filter(|s| !s.needs_consent() || granted.contains(s))
            .collect::<Vec<Scope>>(),
        ..caller.clone()
    };
    let viewer = Viewer {
        member_id,
        is_office: false,
        permissions: Vec::new(),
        token_id: claims.jti.clone(),
        expires_at: claims.expires_at(),
    };
    Ok((viewer, narrowed))
}

/// `oauth:<grant>:<generation>:<nonce>` → (grant, generation).
fn parse_jti(jti: &str) -> Option<(i64, i64)> {
    let mut parts = jti.split(':');
    (parts.next()? == "oauth").then_some(())?;
    let grant = parts.next()?.parse().ok()?;
    let generation = parts.next()?.parse().ok()?;
    Some((grant, generation))
}

/// Notes the grant's use for the member's list, at most once a minute; a
/// failure is logged, never the request's.
async fn touch(ctx: &AppContext, grant: &oauth_grant::Model) {
    let now = crate::kernel::clock::now();
    if grant
        .last_used_at
        .is_some_and(|at| now - at < Duration::seconds(LAST_USED_EVERY_SECS))
    {
        return;
    }
    let result = oauth_grant::Entity::update_many()
        .col_expr(oauth_grant::Column::LastUsedAt, Expr::value(now))
        .filter(oauth_grant::Column::Id.eq(grant.id))
        .exec(&ctx.db)
        .await;
    if let Err(err) = result {
        tracing::warn!(error = %err, grant = grant.id, "could not note a grant's use");
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_jti_names_grant_and_generation() {
        assert_eq!(super::parse_jti("oauth:12:3:abcd"), Some((12, 3)));
        assert_eq!(super::parse_jti("12:3"), None);
        assert_eq!(super::parse_jti("oauth:x:3:abcd"), None);
    }
}
