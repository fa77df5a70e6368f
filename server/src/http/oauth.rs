//! `POST /oauth/token` (RFC 6749 §3.2): a partner's server trades an
//! authorization code and its PKCE verifier (§4.1.3, RFC 7636 §4.5), or a
//! refresh token (§6), for tokens. Form-encoded; the partner authenticates
//! as a confidential client with `client_id` (its partner id) and
//! `client_secret` (its key) in the body or HTTP Basic (§2.3.1). Answers
//! §5.1's JSON with `Cache-Control: no-store`, or §5.2's error. The consent
//! page, `/oauth/authorize`, is the member app's (the client's router);
//! the rules are `domain::partner::oauth`.

use axum::body::Bytes;
use axum::extract::State;
use axum::http::{header, HeaderMap, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use base64::Engine;
use serde_json::json;

use crate::state::AppState;
use domain::partner::keys as partners;
use domain::partner::oauth::tokens::{self, TokenError, TokenSet};

/// The form's fields, each once.
#[derive(Default)]
struct Form {
    fields: Vec<(String, String)>,
}

impl Form {
    fn parse(body: &[u8]) -> Result<Self, TokenError> {
        let fields: Vec<(String, String)> = form_urlencoded::parse(body).into_owned().collect();
        for (i, (name, _)) in fields.iter().enumerate() {
            // §3.2: parameters must not be included more than once.
            if fields[..i].iter().any(|(n, _)| n == name) {
                return Err(TokenError::InvalidRequest(format!(
                    "`{name}` is given twice"
                )));
            }
        }
        Ok(Self { fields })
    }

    fn get(&self, name: &str) -> Option<&str> {
        self.fields
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
            .filter(|v| !v.is_empty())
    }

    fn require(&self, name: &str) -> Result<&str, TokenError> {
        self.get(name)
            .ok_or_else(|| TokenError::InvalidRequest(format!("`{name}` is required")))
    }
}

/// `POST /oauth/token`.
pub async fn token(State(state): State<AppState>, headers: HeaderMap, body: Bytes) -> Response {
    match answer(&state, &headers, &body).await {
        Ok(set) => respond(
            StatusCode::OK,
            json!({
                "access_token": set.access_token,
                "token_type": "Bearer",
                "expires_in": set.expires_in,
                "refresh_token": set.refresh_token,
                "scope": set.scopes.iter().map(|s| s.as_str()).collect::<Vec<_>>().join(" "),
            }),
        ),
        Err(err) => refusal(err),
    }
}

async fn answer(
    state: &AppState,
    headers: &HeaderMap,
    body: &[u8],
) -> Result<TokenSet, TokenError> {
    let form_type = headers
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.starts_with("application/x-www-form-urlencoded"));
    if !form_type {
        return Err(TokenError::InvalidRequest(
            "send the parameters as application/x-www-form-urlencoded".into(),
        ));
    }
    let form = Form::parse(body)?;
    let partner_id = client(state, headers, &form).await?;
    match form.require("grant_type")? {
        "authorization_code" => {
            tokens::exchange_code(
                &state.ctx,
                partner_id,
                form.require("code")?,
                form.require("redirect_uri")?,
                form.require("code_verifier")?,
            )
            .await
        }
        "refresh_token" => {
            tokens::refresh(&state.ctx, partner_id, form.require("refresh_token")?).await
        }
        other => Err(TokenError::UnsupportedGrantType(format!(
            "`{other}` is not supported: authorization_code or refresh_token"
        ))),
    }
}

/// The authenticated client's partner id: its key, from HTTP Basic or the
/// body (not both, §2.3), belongs to the partner `client_id` names.
async fn client(state: &AppState, headers: &HeaderMap, form: &Form) -> Result<i64, TokenError> {
    let basic = headers
        .get(header::AUTHORIZATION)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.strip_prefix("Basic "))
        .map(|b64| {
            let text = base64::engine::general_purpose::STANDARD
                .decode(b64.trim())
                .ok()
                .and_then(|b| String::from_utf8(b).ok())
                .ok_or_else(|| {
                    TokenError::InvalidClient("the Basic credentials are not base64".into())
                })?;
            let (id, secret) = text.split_once(':').ok_or_else(|| {
                TokenError::InvalidClient("Basic credentials are client_id:client_secret".into())
            })?;
            // §2.3.1: each is form-encoded before it is joined.
            let decode = |s: &str| {
                form_urlencoded::parse(format!("x={s}").as_bytes())
                    .next()
                    .map(|(_, v)| v.into_owned())
                    .unwrap_or_default()
            };
            Ok::<_, TokenError>((decode(id), decode(secret)))
        })
        .transpose()?;
    let (id, secret) = match (basic, form.get("client_secret")) {
        (Some(_), Some(_)) => {
            return Err(TokenError::InvalidRequest(
                "authenticate once: HTTP Basic or client_secret, not both".into(),
            ))
        }
        (Some(pair), None) => pair,
        (None, Some(secret)) => (form.require("client_id")?.to_owned(), secret.to_owned()),
        (None, None) => {
            return Err(TokenError::InvalidClient(
                "authenticate with client_id and client_secret (your key)".into(),
            ))
        }
    };
    let caller = partners::authenticate(&state.ctx, &secret)
        .await
        .map_err(|e| TokenError::InvalidClient(e.message))?;
    let named = api::ids::decode(&id)
        .filter(|(kind, _)| *kind == api::ids::NodeKind::Partner)
        .map(|(_, id)| id);
    if named != Some(caller.partner_id) {
        return Err(TokenError::InvalidClient(
            "client_id is not the partner this key belongs to".into(),
        ));
    }
    Ok(caller.partner_id)
}

fn refusal(err: TokenError) -> Response {
    let code = err.code();
    let (status, description) = match err {
        TokenError::InvalidClient(why) => (StatusCode::UNAUTHORIZED, why),
        TokenError::InvalidRequest(why)
        | TokenError::InvalidGrant(why)
        | TokenError::UnsupportedGrantType(why) => (StatusCode::BAD_REQUEST, why),
        TokenError::Failed(err) => {
            // Logged with its cause; the client hears only that it failed.
            tracing::error!(error = %err.message, "oauth token request failed");
            let status = StatusCode::from_u16(err.code.http_status())
                .unwrap_or(StatusCode::INTERNAL_SERVER_ERROR);
            let body = json!({
                "error": if status == StatusCode::SERVICE_UNAVAILABLE { "temporarily_unavailable" } else { "server_error" },
                "error_description": "the server could not answer; try again",
            });
            let mut resp = respond(status, body);
            if let Some(secs) = err.retry_after_secs() {
                resp.headers_mut()
                    .insert(header::RETRY_AFTER, HeaderValue::from(secs));
            }
            return resp;
        }
    };
    respond(
        status,
        json!({ "error": code, "error_description": description }),
    )
}

fn respond(status: StatusCode, body: serde_json::Value) -> Response {
    let mut resp = (status, axum::Json(body)).into_response();
    // §5.1: tokens are never cached.
    let h = resp.headers_mut();
    h.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    h.insert(header::PRAGMA, HeaderValue::from_static("no-cache"));
    resp
}
