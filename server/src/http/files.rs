//! `POST /api/Files/upload` (multipart, field `file`, bearer token) and
//! `GET /api/Files/{fid}[?w=…]` (the stored image or its phone size, never
//! sniffed by browsers; a private file only by its signed URL).

use axum::extract::{Multipart, Path, Query, State};
use axum::http::{header, HeaderValue};
use axum::response::{IntoResponse, Response};
use axum::{Extension, Json};
use serde::Serialize;

use super::auth::Caller;
use crate::legacy::member_wire::time;
use crate::legacy::problem::ProblemResponse;
use crate::state::AppState;
use domain::{AppError, ErrorCode};

/// The upload route's body limit: one 5 MiB file plus multipart framing.
pub const UPLOAD_BODY_BYTES: usize = domain::file::MAX_UPLOAD_BYTES + 64 * 1024;

/// The spec's file info.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
pub struct FileInfo {
    pub fid: String,
    pub name: String,
    pub size: i64,
    pub content_type: String,
    pub last_modified: String,
    /// Where to fetch it.
    pub url: String,
}

pub async fn upload(
    State(state): State<AppState>,
    Extension(caller): Extension<Caller>,
    multipart: Result<Multipart, axum::extract::multipart::MultipartRejection>,
) -> Response {
    match handle_upload(&state, caller, multipart).await {
        Ok(info) => Json(info).into_response(),
        Err(e) => ProblemResponse(e).into_response(),
    }
}

async fn handle_upload(
    state: &AppState,
    caller: Caller,
    multipart: Result<Multipart, axum::extract::multipart::MultipartRejection>,
) -> Result<FileInfo, AppError> {
    let Caller::Member(viewer) = caller else {
        return Err(AppError::unauthenticated("sign in first"));
    };
    let mut multipart = multipart
        .map_err(|_| AppError::bad_request("send multipart/form-data with a `file` field"))?;
    loop {
        let field = multipart.next_field().await.map_err(multipart_error)?;
        let Some(field) = field else {
            return Err(AppError::invalid("file", "is required"));
        };
        if field.name() != Some("file") {
            continue;
        }
        let name = field.file_name().unwrap_or_default().to_owned();
        let bytes = field.bytes().await.map_err(multipart_error)?;
        let saved = domain::file::store_image(&state.ctx, &viewer, &name, &bytes).await?;
        return Ok(FileInfo {
            url: format!("/api/Files/{}", saved.fid),
            fid: saved.fid,
            name: saved.original_name,
            size: saved.size,
            content_type: saved.content_type,
            last_modified: time(saved.created_at),
        });
    }
}

fn multipart_error(e: axum::extract::multipart::MultipartError) -> AppError {
    if e.status() == axum::http::StatusCode::PAYLOAD_TOO_LARGE {
        AppError::new(ErrorCode::PayloadTooLarge, "a file may be at most 5 MiB")
    } else {
        AppError::bad_request("the multipart body could not be read")
    }
}

/// `GET /api/Files/{fid}`'s query: `w`, the width the page shows the
/// image at in device pixels (a `srcset` candidate), and a private file's
/// signed URL's `exp` and `sig`. A query that does not parse is ignored
/// part by part (the whole image; no signature).
#[derive(serde::Deserialize, Default)]
pub struct DownloadQuery {
    w: Option<String>,
    exp: Option<String>,
    sig: Option<String>,
}

pub async fn download(
    State(state): State<AppState>,
    Path(fid): Path<String>,
    query: Result<Query<DownloadQuery>, axum::extract::rejection::QueryRejection>,
) -> Response {
    let q = query.map(|Query(q)| q).unwrap_or_default();
    let read = domain::file::Read {
        width: q.w.and_then(|w| w.parse().ok()),
        exp: q.exp.and_then(|e| e.parse().ok()),
        sig: q.sig,
    };
    match domain::file::open(&state.ctx, &fid, &read).await {
        Ok((row, bytes)) => {
            let mut resp = bytes.into_response();
            let h = resp.headers_mut();
            if let Ok(ct) = HeaderValue::from_str(&row.content_type) {
                h.insert(header::CONTENT_TYPE, ct);
            }
            h.insert(
                "x-content-type-options",
                HeaderValue::from_static("nosniff"),
            );
            // Ids are random and files never change. A private file's
            // signed URL is cached by that browser only, for no longer
            // than it is valid.
            let cache = if row.private {
                "private, max-age=900"
            } else {
                "public, max-age=31536000, immutable"
            };
            h.insert(header::CACHE_CONTROL, HeaderValue::from_static(cache));
            resp
        }
        Err(e) => ProblemResponse(e).into_response(),
    }
}
