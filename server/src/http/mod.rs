//! The HTTP surface: routes, middleware, and the handlers that are not
//! GraphQL or legacy calls.

mod ad_reward;
pub mod auth;
pub mod deadline;
pub mod documents;
pub(crate) mod errors;
mod export;
pub mod files;
pub mod graphql;
mod health;
mod oauth;
mod page_headers;
pub mod partner;
mod pixel;
mod rate_limit;
mod schema_docs;
pub mod ws;

use std::time::{Duration, Instant};

use axum::extract::DefaultBodyLimit;
use axum::extract::{MatchedPath, Request};
use axum::middleware::{self, Next};
use axum::response::Response;
use axum::routing::{get, post};
use axum::Router;
use tower::ServiceBuilder;
use tower_http::catch_panic::CatchPanicLayer;
use tower_http::limit::RequestBodyLimitLayer;
use tower_http::request_id::{MakeRequestUuid, PropagateRequestIdLayer, SetRequestIdLayer};
use tower_http::services::{ServeDir, ServeFile};
use tower_http::set_header::SetResponseHeaderLayer;
use tower_http::timeout::TimeoutLayer;
use tower_http::trace::TraceLayer;

use crate::legacy;
use crate::state::AppState;

/// Every request is answered or abandoned within this time (security.md).
pub const REQUEST_TIMEOUT: Duration = Duration::from_secs(10);
/// The largest request body (security.md: body ≤ 1 MiB → 413).
pub const MAX_BODY_BYTES: usize = 1024 * 1024;

/// The whole application router.
pub fn router(state: AppState) -> Router {
    // Bodies are limited per route group: 1 MiB everywhere, one image on
    // the upload route.
    let limited = Router::new()
        .route("/api/{service}/{method}", post(legacy::dispatch))
        .route("/export/members.csv", post(export::members))
        .layer(RequestBodyLimitLayer::new(MAX_BODY_BYTES));
    // GraphQL takes one image in a multipart request, 1 MiB otherwise.
    let gql = Router::new()
        .route("/graphql", get(graphql::get).post(graphql::post))
        .layer(middleware::from_fn(graphql::only_preflighted))
        .layer(middleware::from_fn(graphql::body_limit))
        .layer(RequestBodyLimitLayer::new(files::UPLOAD_BODY_BYTES));
    let uploads = Router::new()
        .route("/api/Files/upload", post(files::upload))
        .layer(DefaultBodyLimit::max(files::UPLOAD_BODY_BYTES))
        .layer(RequestBodyLimitLayer::new(files::UPLOAD_BODY_BYTES));
    // Counted against the caller's rate limit (inside the caller layer,
    // which must run first to tell a member from an IP).
    let counted = limited
        .merge(gql)
        .merge(uploads)
        .route_layer(middleware::from_fn_with_state(
            state.clone(),
            rate_limit::limit_requests,
        ));
    let callbacks = Router::new()
        .route(
            "/api/callbacks/ad-reward/{provider}",
            get(ad_reward::callback).post(ad_reward::callback),
        )
        .layer(RequestBodyLimitLayer::new(MAX_BODY_BYTES));
    let api = counted
        .merge(callbacks)
        .route("/api/Files/{fid}", get(files::download))
        .route("/api/DataExports/{id}", get(export::data))
        .route_layer(middleware::from_fn_with_state(
            state.clone(),
            auth::resolve_caller,
        ))
        // Outside the caller's resolution, which may read the database.
        .route_layer(middleware::from_fn_with_state(
            state.clone(),
            deadline::answered_in_time,
        ));

    // The partner's server authenticates in the form (its key as
    // `client_secret`, or HTTP Basic), not with a bearer token: outside
    // the caller's resolution, inside the deadline.
    let oauth = Router::new()
        .route("/oauth/token", post(oauth::token))
        .layer(RequestBodyLimitLayer::new(MAX_BODY_BYTES))
        .route_layer(middleware::from_fn_with_state(
            state.clone(),
            deadline::answered_in_time,
        ));

    let mut app = Router::new()
        .merge(api)
        .merge(oauth)
        // Outside the auth layer: the pixel never waits on Redis or the database.
        .route("/api/DataCollection/log.gif", get(pixel::log_gif))
        .route("/api/openapi.json", get(legacy::openapi::serve))
        .route("/api/schema.graphql", get(schema_docs::sdl))
        .merge(schema_docs::reference(state.settings.reference_dir()))
        .route("/healthz", get(health::healthz))
        .route("/readyz", get(health::readyz))
        .route("/metrics", get(health::metrics));

    // The staff console (issue 56) is a second single-page app, built
    // beside the member app: every path under /admin/ gets its page (its
    // scripts are under /assets/, served below).
    if let Some(page) = state
        .settings
        .static_dir()
        .map(|dir| dir.join("admin").join("index.html"))
        .filter(|page| page.is_file())
    {
        app = app.nest_service(
            "/admin",
            ServiceBuilder::new()
                .layer(middleware::from_fn(page_headers::console_page))
                .service(ServeFile::new(page).precompressed_br().precompressed_gzip()),
        );
    }
    app = match state.settings.static_dir() {
        // The client is a single-page app: unknown paths get index.html and
        // the client's router shows its own 404 page.
        Some(dir) => app.fallback_service(
            ServiceBuilder::new()
                .layer(middleware::from_fn(page_headers::client_page))
                // The build writes .br and .gz beside each text file
                // (client/scripts/precompress.mjs): served as the browser
                // accepts, with no compression work per request.
                .service(
                    ServeDir::new(&dir)
                        .precompressed_br()
                        .precompressed_gzip()
                        .fallback(
                            ServeFile::new(dir.join("index.html"))
                                .precompressed_br()
                                .precompressed_gzip(),
                        ),
                ),
        ),
        None => app.fallback(errors::not_found),
    };

    let request_id = axum::http::HeaderName::from_static("x-request-id");
    app.layer(middleware::from_fn(record_metrics))
        // Every answer, GraphQL and the legacy layer included: a browser
        // never guesses a type other than the one sent (security.md).
        .layer(SetResponseHeaderLayer::if_not_present(
            axum::http::header::X_CONTENT_TYPE_OPTIONS,
            axum::http::HeaderValue::from_static("nosniff"),
        ))
        .layer(middleware::from_fn_with_state(
            state.clone(),
            page_headers::strict_transport,
        ))
        .layer(
            ServiceBuilder::new()
                .layer(SetRequestIdLayer::new(request_id.clone(), MakeRequestUuid))
                .layer(TraceLayer::new_for_http().make_span_with(|req: &Request| {
                    let id = req
                        .headers()
                        .get("x-request-id")
                        .and_then(|v| v.to_str().ok())
                        .unwrap_or("-");
                    tracing::info_span!(
                        "request",
                        request_id = %id,
                        method = %req.method(),
                        path = %req.uri().path(),
                    )
                }))
                .layer(PropagateRequestIdLayer::new(request_id))
                .layer(CatchPanicLayer::custom(errors::panic_response))
                // Outside the body-limit and time-out layers, so their
                // plain-text answers are turned into problem+json too.
                .layer(middleware::from_fn(errors::problem_for_bare_errors))
                .layer(TimeoutLayer::with_status_code(
                    axum::http::StatusCode::REQUEST_TIMEOUT,
                    REQUEST_TIMEOUT,
                )),
        )
        .with_state(state)
}

/// Counts requests and their latency by route and status.
async fn record_metrics(req: Request, next: Next) -> Response {
    let start = Instant::now();
    let route = req
        .extensions()
        .get::<MatchedPath>()
        .map(|p| p.as_str().to_owned())
        .unwrap_or_else(|| "other".into());
    let method = req.method().to_string();
    let resp = next.run(req).await;
    let status = resp.status().as_u16().to_string();
    let labels = [("method", method), ("route", route), ("status", status)];
    metrics::counter!("http_requests_total", &labels).increment(1);
    metrics::histogram!("http_request_duration_seconds", &labels)
        .record(start.elapsed().as_secs_f64());
    resp
}
