//! Identity, set once per request: the bearer token becomes a [`Caller`] in
//! the request extensions, read by the GraphQL and legacy handlers alike.

use axum::extract::{Request, State};
use axum::http::{header, StatusCode};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};

use crate::legacy::problem::ProblemResponse;
use crate::state::AppState;
use domain::kernel::viewer::{resolve_viewer_from, RequestMeta, Viewer};
use domain::partner::oauth::access as oauth_access;
use domain::AppError;

#[derive(Debug, Clone)]
pub enum Caller {
    Anonymous,
    Member(Viewer),
}

/// The token of an `Authorization: Bearer …` header, if any.
pub fn bearer(value: &str) -> Option<&str> {
    let (scheme, token) = value.trim().split_once(' ')?;
    scheme
        .eq_ignore_ascii_case("bearer")
        .then(|| token.trim())
        .filter(|t| !t.is_empty())
}

/// Resolves the caller. A request that sends a token which is invalid,
/// expired or revoked is answered 401 at once, so clients know to sign in
/// again (spec §8) rather than silently acting as anonymous.
pub async fn resolve_caller(
    State(state): State<AppState>,
    mut req: Request,
    next: Next,
) -> Response {
    let header_value = req
        .headers()
        .get(header::AUTHORIZATION)
        .and_then(|v| v.to_str().ok())
        .map(str::to_owned);
    let meta = RequestMeta {
        ip: client_ip(&req, state.settings.trust_proxy),
        bearer: header_value.as_deref().and_then(bearer).map(str::to_owned),
    };
    // A partner's access token (`lmo_…`, OAuth) is resolved with the key
    // it was issued for, below; any other bearer token is a member's.
    let oauth_token = meta
        .bearer
        .clone()
        .filter(|t| oauth_access::is_access_token(t));
    let ip = meta.ip.clone();
    req.extensions_mut().insert(meta);
    let mut caller = match header_value.as_deref() {
        None => Caller::Anonymous,
        Some(_) if oauth_token.is_some() => Caller::Anonymous,
        Some(value) => {
            let resolved = match bearer(value) {
                Some(token) => resolve_viewer_from(&state.ctx, token, ip.as_deref()).await,
                None => Err(AppError::unauthenticated(
                    "the Authorization header must be 'Bearer <token>'",
                )),
            };
            match resolved {
                Ok(viewer) => Caller::Member(viewer),
                Err(err) => return reject(req.uri().path(), err),
            }
        }
    };
    // A partner key: for GraphQL only, and never on behalf of staff
    // (staff-only fields are not reachable with a key).
    match super::partner::from_headers(&state, req.headers()).await {
        Ok(None) => {
            if oauth_token.is_some() {
                return reject(
                    req.uri().path(),
                    AppError::unauthenticated(
                        "an access token (lmo_…) acts for a partner: send it with the partner's X-Api-Key",
                    ),
                );
            }
        }
        Ok(Some(mut access)) => {
            let path = req.uri().path();
            if !path.starts_with("/graphql") {
                return reject(
                    path,
                    AppError::forbidden("partner keys are for /graphql only"),
                );
            }
            if let Some(token) = &oauth_token {
                match oauth_access::resolve(&state.ctx, &access.0, token).await {
                    Ok((viewer, granted)) => {
                        caller = Caller::Member(viewer);
                        access = super::partner::PartnerAccess(std::sync::Arc::new(granted));
                    }
                    Err(err) => return reject(path, err),
                }
            }
            if matches!(&caller, Caller::Member(v) if v.is_office) {
                return reject(
                    path,
                    AppError::forbidden("a partner key cannot act for a staff member"),
                );
            }
            req.extensions_mut().insert(access);
        }
        Err(err) => return reject(req.uri().path(), err),
    }
    req.extensions_mut().insert(caller);
    next.run(req).await
}

/// The caller's IP: the peer address, or with `--trust-proxy` the first
/// `X-Forwarded-For` address.
fn client_ip(req: &Request, trust_proxy: bool) -> Option<String> {
    let peer = req
        .extensions()
        .get::<axum::extract::ConnectInfo<std::net::SocketAddr>>()
        .map(|c| c.0);
    ip_from(req.headers(), peer, trust_proxy)
}

/// The client IP from the headers and the peer address (see [`client_ip`]).
pub fn ip_from(
    headers: &axum::http::HeaderMap,
    peer: Option<std::net::SocketAddr>,
    trust_proxy: bool,
) -> Option<String> {
    if trust_proxy {
        let forwarded = headers
            .get("x-forwarded-for")
            .and_then(|v| v.to_str().ok())
            .and_then(|v| v.split(',').next())
            .map(|v| v.trim().to_owned())
            .filter(|v| !v.is_empty());
        if forwarded.is_some() {
            return forwarded;
        }
    }
    peer.map(|p| p.ip().to_string())
}

/// An error before the handler ran, in the shape of the layer asked:
/// a GraphQL error body on `/graphql`, problem+json elsewhere; with
/// `Retry-After` for rate limits.
pub(crate) fn reject(path: &str, err: AppError) -> Response {
    if path.starts_with("/graphql") {
        let status =
            StatusCode::from_u16(err.code.http_status()).unwrap_or(StatusCode::UNAUTHORIZED);
        let retry_after = err.retry_after_secs();
        let gql = api::error::to_graphql(err);
        let body = serde_json::json!({
            "errors": [{ "message": gql.message, "extensions": gql.extensions }]
        });
        let mut resp = (status, axum::Json(body)).into_response();
        if let Some(secs) = retry_after {
            resp.headers_mut()
                .insert(header::RETRY_AFTER, axum::http::HeaderValue::from(secs));
        }
        resp
    } else {
        ProblemResponse(err).into_response()
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn parses_bearer() {
        assert_eq!(super::bearer("Bearer abc"), Some("abc"));
        assert_eq!(super::bearer("bearer  abc "), Some("abc"));
        assert_eq!(super::bearer("Basic abc"), None);
        assert_eq!(super::bearer("Bearer "), None);
        assert_eq!(super::bearer("abc"), None);
    }
}
