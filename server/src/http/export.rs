//! `POST /export/members.csv` — the console's CSV export of the member
//! list (docs/console.md): a staff session with the members permission as
//! `Authorization: Bearer`, a JSON body `{"filter": MemberFilterInput}`
//! (absent: every member). The file streams page by page as the domain
//! reads it (`domain::member::staff::export`); a failure after the first
//! byte aborts the response, so a download is whole or visibly failed,
//! never silently short. A bearer header (never a cookie) keeps it
//! CSRF-safe like the rest of the API.

use axum::body::Body;
use axum::extract::rejection::JsonRejection;
use axum::extract::State;
use axum::http::header;
use axum::response::{IntoResponse, Response};
use axum::{Extension, Json};
use futures_util::StreamExt;
use serde::Deserialize;

use super::auth::Caller;
use crate::legacy::problem::ProblemResponse;
use crate::state::AppState;
use domain::AppError;

#[derive(Deserialize)]
pub struct ExportRequest {
    #[serde(default)]
    filter: Option<serde_json::Value>,
}

pub async fn members(
    State(state): State<AppState>,
    Extension(caller): Extension<Caller>,
    body: Result<Json<ExportRequest>, JsonRejection>,
) -> Response {
    let started = async {
        let Caller::Member(viewer) = caller else {
            return Err(AppError::unauthenticated("sign in first"));
        };
        let Json(req) = body.map_err(|_| {
            AppError::bad_request("send a JSON body: {\"filter\": MemberFilterInput}")
        })?;
        let filter = match req.filter {
            Some(json) => api::member::member_filter_from_json(json)?,
            None => Default::default(),
        };
        domain::member::staff::export::export(&state.ctx, &viewer, filter).await
    }
    .await;
    match started {
        Ok(chunks) => {
            let body = Body::from_stream(chunks.map(|chunk| {
                chunk.map_err(|e| {
                    tracing::error!(error = %e, "member export failed midway");
                    std::io::Error::other("the export failed")
                })
            }));
            (
                [
                    (header::CONTENT_TYPE, "text/csv; charset=utf-8"),
                    (
                        header::CONTENT_DISPOSITION,
                        "attachment; filename=\"members.csv\"",
                    ),
                    (header::CACHE_CONTROL, "no-store"),
                ],
                body,
            )
                .into_response()
        }
        Err(e) => ProblemResponse(e).into_response(),
    }
}
