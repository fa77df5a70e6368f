//! The headers a web page should carry, on every file of the served client.
//!
//! - `Content-Security-Policy`: scripts, styles, fonts and requests only
//!   from this origin (the WebSocket at `/graphql` included), no inline
//!   script, no plugins, no framing by other sites, images also from
//!   `data:`/`blob:` (avatars being picked) and HTTPS (WeChat avatars).
//! - `Cache-Control`: a year for content-hashed `/assets/`, revalidation
//!   for the rest (index.html, the service worker, the manifest).
//! - `Referrer-Policy`, `X-Content-Type-Options: nosniff`, and the older
//!   `X-Frame-Options` for browsers without `frame-ancestors`.
//! - `Strict-Transport-Security` (on every answer, not only pages) when
//!   `--hsts` says TLS terminates in front of the server.
//!
//! GraphiQL (development only) is not under this policy: it loads its
//! scripts from a CDN.
//!
//! The staff console's page (`/admin/…`) differs in one word: its styles
//! may be inline (`style-src 'self' 'unsafe-inline'`), because antd 5
//! writes its component styles as `<style>` elements at run time; scripts
//! stay `'self'` only. (A per-response nonce was weighed: antd's modal
//! scroll lock still injects styles without one.)

use axum::extract::{Request, State};
use axum::http::{header, HeaderValue};
use axum::middleware::Next;
use axum::response::Response;

use crate::state::AppState;

/// One year, the value HSTS preload lists ask for.
const HSTS: &str = "max-age=31536000; includeSubDomains";

/// The policy for a page served to `host` (the request's `Host`, used for
/// the WebSocket origin: older WebKit does not let `'self'` cover `ws:`).
pub fn content_security_policy(host: Option<&str>, console: bool) -> String {
    let sockets = host
        .filter(|h| is_plain_host(h))
        .map(|h| format!(" ws://{h} wss://{h}"))
        .unwrap_or_default();
    let styles = if console {
        "'self' 'unsafe-inline'"
    } else {
        "'self'"
    };
    format!(
        "default-src 'self'; script-src 'self'; style-src {styles}; \
         img-src 'self' data: blob: https:; font-src 'self' data:; \
         connect-src 'self'{sockets}; object-src 'none'; base-uri 'self'; \
         form-action 'self'; frame-ancestors 'none'"
    )
}

/// A host name or address with an optional port, nothing that could end
/// a CSP directive.
fn is_plain_host(host: &str) -> bool {
    !host.is_empty()
        && host.len() <= 255
        && host
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, '.' | '-' | ':' | '[' | ']'))
}

/// On the member app's files: the page headers.
pub async fn client_page(req: Request, next: Next) -> Response {
    headers(req, next, false).await
}

/// On the staff console's page (nested at /admin, where the path the
/// service sees has lost its prefix): the page headers, console policy.
pub async fn console_page(req: Request, next: Next) -> Response {
    headers(req, next, true).await
}

async fn headers(req: Request, next: Next, console: bool) -> Response {
    let host = req
        .headers()
        .get(header::HOST)
        .and_then(|v| v.to_str().ok())
        .map(str::to_owned);
    let hashed = !console && req.uri().path().starts_with("/assets/");
    let mut resp = next.run(req).await;
    let headers = resp.headers_mut();
    // Vite names what it writes under /assets/ by content hash: such a file
    // never changes. Everything else (index.html, sw.js, the manifest) is
    // checked on every use, so a deployment is seen at once.
    headers.insert(
        header::CACHE_CONTROL,
        HeaderValue::from_static(if hashed {
            "public, max-age=31536000, immutable"
        } else {
            "no-cache"
        }),
    );
    if let Ok(csp) = HeaderValue::from_str(&content_security_policy(host.as_deref(), console)) {
        headers.insert(header::CONTENT_SECURITY_POLICY, csp);
    }
    headers.insert(
        header::REFERRER_POLICY,
        HeaderValue::from_static("strict-origin-when-cross-origin"),
    );
    headers.insert(
        header::X_CONTENT_TYPE_OPTIONS,
        HeaderValue::from_static("nosniff"),
    );
    headers.insert(header::X_FRAME_OPTIONS, HeaderValue::from_static("DENY"));
    resp
}

/// On every answer when TLS terminates in front: HSTS.
pub async fn strict_transport(State(state): State<AppState>, req: Request, next: Next) -> Response {
    let mut resp = next.run(req).await;
    if state.settings.hsts {
        resp.headers_mut().insert(
            header::STRICT_TRANSPORT_SECURITY,
            HeaderValue::from_static(HSTS),
        );
    }
    resp
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_socket_origin_is_the_pages_host() {
        let csp = content_security_policy(Some("app.example.cn:8443"), false);
        assert!(
            csp.contains("connect-src 'self' ws://app.example.cn:8443 wss://app.example.cn:8443;")
        );
        assert!(csp.contains("frame-ancestors 'none'"));
        assert!(!csp.contains("unsafe-inline"));
    }

    #[test]
    fn a_host_that_could_add_a_directive_is_left_out() {
        let csp = content_security_policy(Some("evil; script-src *"), false);
        assert!(csp.contains("connect-src 'self';"));
        assert!(!csp.contains("evil"));
    }

    #[test]
    fn only_the_console_page_may_have_inline_styles_and_never_inline_scripts() {
        let console = content_security_policy(None, true);
        assert!(console.contains("style-src 'self' 'unsafe-inline';"));
        assert!(console.contains("script-src 'self';"));
    }
}
