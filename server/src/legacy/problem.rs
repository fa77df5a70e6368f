//! `application/problem+json` (RFC 9457) rendering of an [`AppError`].

use axum::http::{header, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use serde::Serialize;

use domain::{AppError, ErrorCode};

pub const CONTENT_TYPE: &str = "application/problem+json";

#[derive(Serialize, schemars::JsonSchema)]
struct Problem<'a> {
    #[serde(rename = "type")]
    kind: String,
    title: &'static str,
    status: u16,
    detail: &'a str,
    code: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    field: Option<&'a str>,
}

/// The problem document URI of a code; documented in the README.
pub fn type_uri(code: ErrorCode) -> String {
    format!(
        "/errors/{}",
        code.as_str().to_ascii_lowercase().replace('_', "-")
    )
}

/// An error answered as problem+json, with `Retry-After` for rate limits.
pub struct ProblemResponse(pub AppError);

impl From<AppError> for ProblemResponse {
    fn from(e: AppError) -> Self {
        Self(e)
    }
}

impl IntoResponse for ProblemResponse {
    fn into_response(self) -> Response {
        let err = self.0;
        let status = err.code.http_status();
        let body = Problem {
            kind: type_uri(err.code),
            title: err.code.title(),
            status,
            detail: &err.message,
            code: err.code.as_str(),
            field: err.field.as_deref(),
        };
        let json = serde_json::to_vec(&body).unwrap_or_else(|_| b"{}".to_vec());
        let mut resp = (
            StatusCode::from_u16(status).unwrap_or(StatusCode::INTERNAL_SERVER_ERROR),
            [(header::CONTENT_TYPE, HeaderValue::from_static(CONTENT_TYPE))],
            json,
        )
            .into_response();
        if let Some(secs) = err.retry_after_secs() {
            resp.headers_mut()
                .insert(header::RETRY_AFTER, HeaderValue::from(secs));
        }
        resp
    }
}
