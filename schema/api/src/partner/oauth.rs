//! Acting for a member by consent (OAuth 2.0 with PKCE) as the member's
//! app sees it: the consent page reads the authorization request and
//! answers it; settings list and revoke 已授权的应用. No partner key
//! reaches these fields (they carry no scope): only the member does. The
//! token endpoint is HTTP (`server/src/http/oauth.rs`); the rules are
//! `domain::partner::oauth`.

use async_graphql::{Context, InputObject, Object, SimpleObject, ID};
use chrono::{DateTime, Utc};

use crate::ids::{global, parse_id, NodeKind};
use crate::request::{app, viewer};
use crate::Result;
use domain::partner::oauth::{self, AuthorizationRequest, Refusal};
use domain::AppError;

/// An authorization request as the partner's link gave it (RFC 6749
/// §4.1.1, RFC 7636 §4.3); the consent page passes the URL's parameters.
#[derive(InputObject, Clone)]
pub struct OauthAuthorizationInput {
    /// `client_id`: the partner's global id.
    pub client_id: String,
    /// `redirect_uri`: one the partner registered, exactly.
    pub redirect_uri: String,
    /// `response_type`: `code`.
    pub response_type: String,
    /// `scope`: member scope names, space-separated (`member:read points:read`).
    pub scope: String,
    /// `state`: returned to the partner as given.
    pub state: Option<String>,
    /// `code_challenge`: BASE64URL(SHA-256(verifier)).
    pub code_challenge: String,
    /// `code_challenge_method`: `S256`.
    pub code_challenge_method: String,
}

impl OauthAuthorizationInput {
    fn request(&self) -> std::result::Result<AuthorizationRequest, AppError> {
        let partner_id = crate::ids::decode(&self.client_id)
            .filter(|(kind, _)| *kind == NodeKind::Partner)
            .map(|(_, id)| id)
            .ok_or_else(|| {
                AppError::invalid("clientId", "no active partner app has this client_id")
            })?;
        Ok(AuthorizationRequest {
            partner_id,
            redirect_uri: self.redirect_uri.clone(),
            response_type: self.response_type.clone(),
            scope: self.scope.clone(),
            state: self.state.clone(),
            code_challenge: self.code_challenge.clone(),
            code_challenge_method: self.code_challenge_method.clone(),
        })
    }
}

/// What the consent page shows, or where it sends the member at once.
#[derive(SimpleObject, Default)]
pub struct OauthAuthorization {
    /// The app asking (the partner's name); null with `errorRedirect`.
    pub partner_name: Option<String>,
    /// The member scopes asked, by name (`member:read`).
    pub scopes: Vec<String>,
    /// Where the member goes back to.
    pub redirect_uri: Option<String>,
    /// Set when the request is wrong in a way the app must hear (a scope
    /// that is not a member scope, no PKCE): send the member there.
    pub error_redirect: Option<String>,
}

/// Input of `decideOauthAuthorization`.
#[derive(InputObject)]
pub struct DecideOauthAuthorizationInput {
    /// The request the consent page showed.
    pub request: OauthAuthorizationInput,
    /// `true`: 同意; `false`: 拒绝 (the app hears `access_denied`).
    pub approve: bool,
}

/// The answer of `decideOauthAuthorization`.
#[derive(SimpleObject, Default)]
pub struct DecideOauthAuthorizationPayload {
    /// Where the member's browser goes next: the app's redirect URI with
    /// `code` and `state`, or with `error`.
    pub redirect_to: Option<String>,
    /// Failures the caller can act on; empty on success.
    pub user_errors: Vec<crate::payload::UserError>,
}

/// An app the member let act for them.
#[derive(SimpleObject)]
pub struct AuthorizedApp {
    /// Its global id (revoke by it).
    pub id: ID,
    /// The partner's name.
    pub partner_name: String,
    /// The scopes granted, by name.
    pub scopes: Vec<String>,
    /// When the member last approved it.
    pub approved_at: DateTime<Utc>,
    /// When the app last acted for the member (to the minute); null if never.
    pub last_used_at: Option<DateTime<Utc>>,
}

/// Input of `revokeAuthorizedApp`.
#[derive(InputObject)]
pub struct RevokeAuthorizedAppInput {
    /// The app's global id (`AuthorizedApp.id`).
    pub id: ID,
}

/// The answer of `revokeAuthorizedApp`.
#[derive(SimpleObject, Default)]
pub struct RevokeAuthorizedAppPayload {
    /// The revoked app's global id.
    pub revoked_app_id: Option<ID>,
    /// Failures the caller can act on; empty on success.
    pub user_errors: Vec<crate::payload::UserError>,
}

fn names(scopes: &[domain::partner::Scope]) -> Vec<String> {
    scopes.iter().map(|s| s.as_str().to_owned()).collect()
}

/// The member's side of OAuth: the consent page and 已授权的应用.
#[derive(Default)]
pub struct OauthQuery;

#[Object]
impl OauthQuery {
    /// Reads an authorization request for the consent page (signed in).
    /// An unknown app or redirect URI is an error naming `clientId` or
    /// `redirectUri` (never a redirect); other faults answer
    /// `errorRedirect`.
    async fn oauth_authorization(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "The request's parameters, as the link gave them.")]
        request: OauthAuthorizationInput,
    ) -> Result<OauthAuthorization> {
        let (a, v) = (app(ctx)?, viewer(ctx)?);
        match oauth::consent::check(a, v, &request.request()?).await {
            Ok(c) => Ok(OauthAuthorization {
                partner_name: Some(c.partner_name),
                scopes: names(&c.scopes),
                redirect_uri: Some(c.redirect_uri),
                error_redirect: None,
            }),
            Err(Refusal::Redirect(to)) => Ok(OauthAuthorization {
                error_redirect: Some(to),
                ..OauthAuthorization::default()
            }),
            Err(Refusal::Show(err)) => Err(err.into()),
        }
    }

    /// The apps the member authorized and has not revoked, most recently
    /// approved first (at most 100).
    #[graphql(directive = crate::list_size::list_size::apply(oauth::grants::MAX_LISTED as u32, None))]
    async fn authorized_apps(&self, ctx: &Context<'_>) -> Result<Vec<AuthorizedApp>> {
        let (a, v) = (app(ctx)?, viewer(ctx)?);
        Ok(oauth::grants::list(a, v)
            .await?
            .into_iter()
            .map(|g| AuthorizedApp {
                id: global(NodeKind::AuthorizedApp, g.id),
                partner_name: g.partner_name,
                scopes: names(&g.scopes),
                approved_at: g.approved_at,
                last_used_at: g.last_used_at,
            })
            .collect())
    }
}

/// The member's answers: consent given or refused, an app revoked.
#[derive(Default)]
pub struct OauthMutation;

#[Object]
impl OauthMutation {
    /// The member approves or declines an authorization request (signed
    /// in): answers where the browser goes next.
    async fn decide_oauth_authorization(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "The request and the answer; see `DecideOauthAuthorizationInput`.")]
        input: DecideOauthAuthorizationInput,
    ) -> Result<DecideOauthAuthorizationPayload> {
        let (a, v) = (app(ctx)?, viewer(ctx)?);
        let done = async {
            let request = input.request.request().map_err(Refusal::Show)?;
            oauth::consent::decide(a, v, &request, input.approve).await
        }
        .await;
        let result = match done {
            Ok(to) | Err(Refusal::Redirect(to)) => Ok(to),
            // The request's fields sit under `input.request`.
            Err(Refusal::Show(err)) => Err(AppError {
                field: err.field.as_ref().map(|f| format!("request.{f}")),
                ..err
            }),
        };
        let (redirect_to, user_errors) = crate::payload::split(result)?;
        Ok(DecideOauthAuthorizationPayload {
            redirect_to,
            user_errors,
        })
    }

    /// The member revokes an app: its tokens stop working at their next
    /// request, on every instance (signed in).
    async fn revoke_authorized_app(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "The app; see `RevokeAuthorizedAppInput`.")]
        input: RevokeAuthorizedAppInput,
    ) -> Result<RevokeAuthorizedAppPayload> {
        let (a, v) = (app(ctx)?, viewer(ctx)?);
        let done = async {
            let id = parse_id("id", NodeKind::AuthorizedApp, &input.id)?;
            oauth::grants::revoke(a, v, id).await?;
            Ok(id)
        }
        .await;
        let (id, user_errors) = crate::payload::split(done)?;
        Ok(RevokeAuthorizedAppPayload {
            revoked_app_id: id.map(|id| global(NodeKind::AuthorizedApp, id)),
            user_errors,
        })
    }
}
