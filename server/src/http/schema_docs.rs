//! What a partner reads about the schema with nothing but the server's
//! address (docs/partners.md, "The schema and its reference"):
//! - `GET /api/schema.graphql`: the public SDL, exactly as `print-schema`
//!   prints it and `schema/schema.graphql` holds; the same text at every
//!   instance of a release, so it is built once per process and may be
//!   cached a while.
//! - `GET /docs/api/`: the API reference SpectaQL builds from that SDL
//!   (`npm --prefix docs run reference`), served from `--reference-dir`
//!   when it is built there; otherwise a 404 that says how to build it.

use std::path::PathBuf;
use std::sync::OnceLock;

use axum::extract::Request;
use axum::http::header;
use axum::response::{IntoResponse, Redirect, Response};
use axum::routing::get;
use axum::Router;
use tower_http::services::ServeDir;

use crate::legacy::problem::ProblemResponse;
use crate::state::AppState;
use domain::AppError;

/// `GET /api/schema.graphql`.
pub async fn sdl() -> impl IntoResponse {
    static SDL: OnceLock<String> = OnceLock::new();
    let sdl = SDL.get_or_init(api::sdl);
    (
        [
            (header::CONTENT_TYPE, "text/plain; charset=utf-8"),
            (header::CACHE_CONTROL, "public, max-age=300"),
        ],
        sdl.as_str(),
    )
}

/// `/docs/api/…`: the built reference, or the answer that it is not built.
pub fn reference(dir: Option<PathBuf>) -> Router<AppState> {
    // The reference links its assets relatively: it must be read at
    // `/docs/api/`, with the slash.
    let router = Router::new().route(
        "/docs/api",
        get(|| async { Redirect::permanent("/docs/api/") }),
    );
    match dir {
        Some(dir) => router.nest_service("/docs/api/", ServeDir::new(dir)),
        None => router
            .route("/docs/api/", get(not_built))
            .route("/docs/api/{*rest}", get(not_built)),
    }
}

async fn not_built(_: Request) -> Response {
    ProblemResponse(AppError::not_found(
        "the API reference is not built on this server: run `npm ci --prefix docs && \
         npm --prefix docs run reference` (or pass --reference-dir); the SDL is at \
         /api/schema.graphql",
    ))
    .into_response()
}
