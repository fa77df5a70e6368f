//! The authorization request (RFC 6749 §4.1.1 with RFC 7636 §4.3) as the
//! member's consent page shows it, and the member's answer: a code sent
//! back to the partner's redirect URI, or `access_denied`.

use chrono::Duration;
use sea_orm::sea_query::OnConflict;
use sea_orm::{ActiveValue::Set, ColumnTrait, EntityTrait, QueryFilter};

use super::{pkce, random_secret, redirect, sha256_hex};
use crate::kernel::context::AppContext;
use crate::kernel::error::AppError;
use crate::kernel::Viewer;
use crate::partner::scope::{self, Scope};
use crate::partner::service::PartnerState;
use entities::{oauth_code, oauth_grant, partner};

/// How long a code may wait for its exchange (security.md: single use
/// and at most 60 s; RFC 6749 §4.1.2 allows ten minutes).
pub const CODE_TTL_SECS: i64 = 60;
/// The longest `state` kept (it comes back in the redirect).
const MAX_STATE: usize = 512;

/// An authorization request as the partner's link gave it.
#[derive(Debug, Clone, Default)]
pub struct AuthorizationRequest {
    /// The partner (its `client_id`, decoded by the API).
    pub partner_id: i64,
    pub redirect_uri: String,
    pub response_type: String,
    /// Scope names, space-separated.
    pub scope: String,
    pub state: Option<String>,
    pub code_challenge: String,
    pub code_challenge_method: String,
}

/// What the consent page shows: who asks, for what, and where the member
/// goes back to.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Consent {
    pub partner_name: String,
    pub scopes: Vec<Scope>,
    pub redirect_uri: String,
}

/// A request that cannot be approved.
#[derive(Debug)]
pub enum Refusal {
    /// The client or its redirect URI is unknown: shown to the member,
    /// never redirected (§4.1.2.1: an open redirector otherwise).
    Show(AppError),
    /// Anything else: the partner hears it at its redirect URI
    /// (`error`, `error_description`, `state`).
    Redirect(String),
}

impl From<AppError> for Refusal {
    fn from(err: AppError) -> Self {
        Refusal::Show(err)
    }
}

/// Checks a request for the signed-in member; the consent page's reading.
pub async fn check(
    ctx: &AppContext,
    viewer: &Viewer,
    req: &AuthorizationRequest,
) -> Result<Consent, Refusal> {
    if viewer.is_office {
        // A partner key never acts for staff (server/src/http/auth.rs).
        return Err(Refusal::Show(AppError::forbidden(
            "a staff account cannot authorize a partner app",
        )));
    }
    let row = partner::Entity::find_by_id(req.partner_id)
        .one(&ctx.db)
        .await
        .map_err(AppError::from)?
        .filter(|p| p.state == PartnerState::Active.code())
        .ok_or_else(|| AppError::invalid("clientId", "no active partner app has this client_id"))?;
    if !redirect::is_registered(&row.redirect_uris, &req.redirect_uri) {
        return Err(Refusal::Show(AppError::invalid(
            "redirectUri",
            "this redirect_uri is not registered for the app",
        )));
    }
    let back = |error: &str, description: &str| {
        let mut params = vec![("error", error), ("error_description", description)];
        if let Some(state) = req.state.as_deref() {
            params.push(("state", state));
        }
        Refusal::Redirect(redirect::with_params(&req.redirect_uri, &params))
    };
    if req.response_type != "code" {
        return Err(back(
            "unsupported_response_type",
            "only response_type=code is supported",
        ));
    }
    if req.state.as_deref().is_some_and(|s| s.len() > MAX_STATE) {
        return Err(back(
            "invalid_request",
            "state is longer than 512 characters",
        ));
    }
    if req.code_challenge_method != pkce::S256 || !pkce::is_challenge(&req.code_challenge) {
        return Err(back(
            "invalid_request",
            "PKCE is required: code_challenge (43 base64url characters) with code_challenge_method=S256",
        ));
    }
    let mut scopes = Vec::new();
    for name in req.scope.split_whitespace() {
        match Scope::parse(name) {
            Some(s) if s.needs_consent() => scopes.push(s),
            Some(_) => {
                return Err(back(
                    "invalid_scope",
                    &format!("`{name}` is the app's own and needs no member's consent"),
                ))
            }
            None => return Err(back("invalid_scope", &format!("`{name}` is not a scope"))),
        }
    }
    scopes.sort();
    scopes.dedup();
    if scopes.is_empty() {
        return Err(back(
            "invalid_scope",
            "scope names none of the member scopes",
        ));
    }
    Ok(Consent {
        partner_name: row.name,
        scopes,
        redirect_uri: req.redirect_uri.clone(),
    })
}

/// The member's answer: approving records the grant (the scopes asked,
/// replacing any earlier ones) and a single-use code; refusing sends
/// `access_denied`. Answers where the member's browser goes next.
pub async fn decide(
    ctx: &AppContext,
    viewer: &Viewer,
    req: &AuthorizationRequest,
    approve: bool,
) -> Result<String, Refusal> {
    let consent = check(ctx, viewer, req).await?;
    let state: Vec<(&str, &str)> = req
        .state
        .as_deref()
        .map(|s| ("state", s))
        .into_iter()
        .collect();
    if !approve {
        let mut params = vec![
            ("error", "access_denied"),
            ("error_description", "the member declined"),
        ];
        params.extend(state);
        return Ok(redirect::with_params(&req.redirect_uri, &params));
    }
    let code = random_secret();
    let now = crate::kernel::clock::now();
    let txn = crate::kernel::db::begin(ctx)
        .await
        .map_err(AppError::from)?;
    let stored = scope::to_stored(&consent.scopes);
    oauth_grant::Entity::insert(oauth_grant::ActiveModel {
        partner_id: Set(req.partner_id),
        member_id: Set(viewer.member_id),
        scopes: Set(stored.clone()),
        generation: Set(0),
        created_at: Set(now),
        updated_at: Set(now),
        ..Default::default()
    })
    .on_conflict(
        OnConflict::columns([
            oauth_grant::Column::PartnerId,
            oauth_grant::Column::MemberId,
        ])
        .update_columns([
            oauth_grant::Column::Scopes,
            oauth_grant::Column::UpdatedAt,
            oauth_grant::Column::RevokedAt,
        ])
        .to_owned(),
    )
    .exec_without_returning(&txn)
    .await
    .map_err(AppError::from)?;
    // `revoked_at` took the insert's (absent) value: approving again ends
    // a revocation; the generation it moved stays, so nothing issued
    // before the revocation comes back.
    let grant = oauth_grant::Entity::find()
        .filter(oauth_grant::Column::PartnerId.eq(req.partner_id))
        .filter(oauth_grant::Column::MemberId.eq(viewer.member_id))
        .one(&txn)
        .await
        .map_err(AppError::from)?
        .ok_or_else(|| AppError::internal("the grant just written is missing"))?;
    oauth_code::Entity::insert(oauth_code::ActiveModel {
        code_hash: Set(sha256_hex(&code)),
        grant_id: Set(grant.id),
        generation: Set(grant.generation),
        redirect_uri: Set(req.redirect_uri.clone()),
        code_challenge: Set(req.code_challenge.clone()),
        expires_at: Set(now + Duration::seconds(CODE_TTL_SECS)),
        used_at: Set(None),
    })
    .exec_without_returning(&txn)
    .await
    .map_err(AppError::from)?;
    crate::kernel::audit::record(
        &txn,
        Some(viewer.member_id),
        "oauth.grant",
        &format!("partner:{}", req.partner_id),
        serde_json::json!({"scopes": stored}),
    )
    .await?;
    txn.commit().await.map_err(AppError::from)?;
    let mut params = vec![("code", code.as_str())];
    params.extend(state);
    Ok(redirect::with_params(&req.redirect_uri, &params))
}
