//! The token endpoint's two grants (RFC 6749 §4.1.3 with RFC 7636 §4.5,
//! and §6): a code and its verifier for the first tokens, a refresh token
//! for the next. A code or refresh token is spent by a conditional
//! update, so two instances racing one get one answer; a code or refresh
//! token presented again after it was spent revokes the grant (§4.1.2,
//! and RFC 6819 §5.2.2.3: whoever holds a copy is not the partner).

use chrono::{DateTime, Duration, Utc};
use sea_orm::sea_query::Expr;
use sea_orm::{ActiveValue::Set, ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter};

use super::{grants, pkce, random_secret, sha256_hex};
use crate::kernel::context::AppContext;
use crate::kernel::error::AppError;
use crate::kernel::token::TokenKind;
use crate::partner::scope::{self, Scope};
use entities::{oauth_code, oauth_grant, oauth_refresh};

/// An access token's life: short, so a copy that leaked is worth little.
pub const ACCESS_TTL_SECS: i64 = 600;
/// A refresh token's life; each refresh replaces it.
pub const REFRESH_TTL_DAYS: i64 = 30;
/// What starts a partner's access token, so it is told from a member's
/// session token (and found by secret scanners).
pub const ACCESS_PREFIX: &str = "lmo_";
/// What starts a refresh token.
pub const REFRESH_PREFIX: &str = "lmr_";

/// The token response (§5.1).
#[derive(Debug, Clone)]
pub struct TokenSet {
    pub access_token: String,
    pub expires_in: i64,
    pub refresh_token: String,
    pub scopes: Vec<Scope>,
}

/// A token request refused, with its §5.2 `error` code.
#[derive(Debug)]
pub enum TokenError {
    InvalidRequest(String),
    InvalidClient(String),
    InvalidGrant(String),
    UnsupportedGrantType(String),
    /// The server's own failure (a database error): not the client's.
    Failed(AppError),
}

impl TokenError {
    /// The `error` code of §5.2.
    pub fn code(&self) -> &'static str {
        match self {
            TokenError::InvalidRequest(_) => "invalid_request",
            TokenError::InvalidClient(_) => "invalid_client",
            TokenError::InvalidGrant(_) => "invalid_grant",
            TokenError::UnsupportedGrantType(_) => "unsupported_grant_type",
            TokenError::Failed(_) => "server_error",
        }
    }
}

impl From<AppError> for TokenError {
    fn from(err: AppError) -> Self {
        TokenError::Failed(err)
    }
}

impl From<sea_orm::DbErr> for TokenError {
    fn from(err: sea_orm::DbErr) -> Self {
        TokenError::Failed(err.into())
    }
}

fn invalid_grant(why: &str) -> TokenError {
    TokenError::InvalidGrant(why.to_owned())
}

/// The first tokens, for `code` issued to `partner_id` with
/// `redirect_uri`, proven by `verifier`. A wrong verifier leaves the code
/// unspent (its owner may still use it; a thief cannot guess 256 bits).
pub async fn exchange_code(
    ctx: &AppContext,
    partner_id: i64,
    code: &str,
    redirect_uri: &str,
    verifier: &str,
) -> Result<TokenSet, TokenError> {
    let hash = sha256_hex(code);
    let row = oauth_code::Entity::find_by_id(hash.clone())
        .one(&ctx.db)
        .await?
        .ok_or_else(|| invalid_grant("the code is unknown"))?;
    let grant = oauth_grant::Entity::find_by_id(row.grant_id)
        .one(&ctx.db)
        .await?
        .filter(|g| g.partner_id == partner_id)
        .ok_or_else(|| invalid_grant("the code was not issued to this client"))?;
    let now = crate::kernel::clock::now();
    // First: a code from before a revocation ends nothing (the member may
    // have approved again since); it is only refused.
    if !grants::in_force(&grant, row.generation) {
        return Err(invalid_grant("the member revoked this grant"));
    }
    if row.used_at.is_some() {
        grants::end(ctx, &grant, "oauth.code_reused").await?;
        return Err(invalid_grant(
            "the code was already used: the grant it began is revoked",
        ));
    }
    if row.expires_at <= now {
        return Err(invalid_grant("the code has expired"));
    }
    if row.redirect_uri != redirect_uri {
        return Err(invalid_grant(
            "redirect_uri differs from the authorization request's",
        ));
    }
    if !pkce::verifies(verifier, &row.code_challenge) {
        return Err(invalid_grant(
            "code_verifier does not match the code_challenge",
        ));
    }
    let txn = crate::kernel::db::begin(ctx).await?;
    let spent = oauth_code::Entity::update_many()
        .col_expr(oauth_code::Column::UsedAt, Expr::value(now))
        .filter(oauth_code::Column::CodeHash.eq(hash))
        .filter(oauth_code::Column::UsedAt.is_null())
        .exec(&txn)
        .await?;
    if spent.rows_affected == 0 {
        return Err(invalid_grant("the code was already used"));
    }
    let set = issue(ctx, &grant)?;
    keep_refresh(&txn, &set.refresh_token, &grant, now).await?;
    txn.commit().await?;
    Ok(set)
}

/// New tokens for a refresh token issued to `partner_id`; the refresh
/// token given is spent and replaced (rotation).
pub async fn refresh(
    ctx: &AppContext,
    partner_id: i64,
    refresh_token: &str,
) -> Result<TokenSet, TokenError> {
    let hash = sha256_hex(refresh_token);
    let row = oauth_refresh::Entity::find_by_id(hash.clone())
        .one(&ctx.db)
        .await?
        .ok_or_else(|| invalid_grant("the refresh token is unknown"))?;
    let grant = oauth_grant::Entity::find_by_id(row.grant_id)
        .one(&ctx.db)
        .await?
        .filter(|g| g.partner_id == partner_id)
        .ok_or_else(|| invalid_grant("the refresh token was not issued to this client"))?;
    let now = crate::kernel::clock::now();
    if !grants::in_force(&grant, row.generation) {
        return Err(invalid_grant("the member revoked this grant"));
    }
    if row.used_at.is_some() {
        grants::end(ctx, &grant, "oauth.refresh_reused").await?;
        return Err(invalid_grant(
            "the refresh token was already used: the grant is revoked, ask the member again",
        ));
    }
    if row.expires_at <= now {
        return Err(invalid_grant("the refresh token has expired"));
    }
    let txn = crate::kernel::db::begin(ctx).await?;
    let spent = oauth_refresh::Entity::update_many()
        .col_expr(oauth_refresh::Column::UsedAt, Expr::value(now))
        .filter(oauth_refresh::Column::TokenHash.eq(hash))
        .filter(oauth_refresh::Column::UsedAt.is_null())
        .exec(&txn)
        .await?;
    if spent.rows_affected == 0 {
        // A refresh racing this one won: no revocation for a race.
        return Err(invalid_grant("the refresh token was already used"));
    }
    let set = issue(ctx, &grant)?;
    keep_refresh(&txn, &set.refresh_token, &grant, now).await?;
    txn.commit().await?;
    Ok(set)
}

/// An access token and a refresh token for `grant` as it stands.
fn issue(ctx: &AppContext, grant: &oauth_grant::Model) -> Result<TokenSet, TokenError> {
    let jti = format!(
        "{}:{}",
        grants::family(grant.id, grant.generation),
        &random_secret()[..16]
    );
    let (jwt, _) = ctx.tokens.issue_named(
        grant.member_id,
        TokenKind::Partner,
        Duration::seconds(ACCESS_TTL_SECS),
        jti,
    )?;
    Ok(TokenSet {
        access_token: format!("{ACCESS_PREFIX}{jwt}"),
        expires_in: ACCESS_TTL_SECS,
        refresh_token: format!("{REFRESH_PREFIX}{}", random_secret()),
        scopes: scope::from_stored(&grant.scopes),
    })
}

async fn keep_refresh<C: ConnectionTrait>(
    txn: &C,
    token: &str,
    grant: &oauth_grant::Model,
    now: DateTime<Utc>,
) -> Result<(), TokenError> {
    oauth_refresh::Entity::insert(oauth_refresh::ActiveModel {
        token_hash: Set(sha256_hex(token)),
        grant_id: Set(grant.id),
        generation: Set(grant.generation),
        created_at: Set(now),
        expires_at: Set(now + Duration::days(REFRESH_TTL_DAYS)),
        used_at: Set(None),
    })
    .exec_without_returning(txn)
    .await?;
    Ok(())
}
