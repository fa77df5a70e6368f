//! Error answers that come from the HTTP machinery rather than a handler
//! (unknown route, body too large, time-out, panic) get the same
//! problem+json shape and stable codes as every other error.

use axum::body::Body;
use axum::extract::Request;
use axum::http::{header, StatusCode};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};

use crate::legacy::problem::ProblemResponse;
use domain::{AppError, ErrorCode};

/// The answer to any over-long body.
pub const TOO_LARGE: &str =
    "the request body is too large (1 MiB for API calls, 5 MiB for an image upload)";

pub async fn not_found(req: Request) -> Response {
    ProblemResponse(AppError::not_found(format!(
        "no route for {}",
        req.uri().path()
    )))
    .into_response()
}

/// Replaces an error answered by a layer (plain text or no body) with
/// problem+json. Handlers' own errors are JSON already and pass untouched.
pub async fn problem_for_bare_errors(req: Request, next: Next) -> Response {
    let resp = next.run(req).await;
    let is_json = resp
        .headers()
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.contains("json"));
    if is_json || !(resp.status().is_client_error() || resp.status().is_server_error()) {
        return resp;
    }
    let err = match resp.status() {
        StatusCode::PAYLOAD_TOO_LARGE => AppError::new(ErrorCode::PayloadTooLarge, TOO_LARGE),
        StatusCode::REQUEST_TIMEOUT => AppError::unavailable("the server (request timed out)"),
        StatusCode::METHOD_NOT_ALLOWED => {
            AppError::new(ErrorCode::BadRequest, "this method is not allowed here")
        }
        StatusCode::NOT_FOUND => AppError::not_found("not found"),
        _ => return resp,
    };
    let status = resp.status();
    let allow = resp.headers().get(header::ALLOW).cloned();
    let mut out = ProblemResponse(err).into_response();
    *out.status_mut() = status;
    if let Some(a) = allow {
        out.headers_mut().insert(header::ALLOW, a);
    }
    out
}

pub fn panic_response(_err: Box<dyn std::any::Any + Send + 'static>) -> Response<Body> {
    tracing::error!("a handler panicked");
    ProblemResponse(AppError::new(ErrorCode::Internal, "internal error")).into_response()
}
