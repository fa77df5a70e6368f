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

/// `GET /api/DataExports/{id}?exp&sig`'s query: the signed link's parts
/// (absent or unparsable: the link is not valid).
#[derive(Deserialize, Default)]
pub struct DataExportQuery {
    exp: Option<String>,
    sig: Option<String>,
}

/// `GET /api/DataExports/{id}?exp&sig` — a member's copy of their data
/// (`requestDataExport`), as a JSON file, while its signed link is valid
/// (24 h after it was built). The link is the credential, as a private
/// file's: it is given only to the member, in `myDataExport.url`.
pub async fn data(
    State(state): State<AppState>,
    axum::extract::Path(id): axum::extract::Path<String>,
    query: Result<axum::extract::Query<DataExportQuery>, axum::extract::rejection::QueryRejection>,
) -> Response {
    let q = query.map(|axum::extract::Query(q)| q).unwrap_or_default();
    let parts = (
        id.parse::<i64>().ok(),
        q.exp.and_then(|e| e.parse::<i64>().ok()),
        q.sig,
    );
    let (Some(id), Some(exp), Some(sig)) = parts else {
        return ProblemResponse(AppError::not_found(
            "this download link is not valid or has expired",
        ))
        .into_response();
    };
    match domain::member::data_export::open(&state.ctx, id, exp, &sig).await {
        Ok(archive) => (
            [
                (header::CONTENT_TYPE, "application/json; charset=utf-8"),
                (
                    header::CONTENT_DISPOSITION,
                    "attachment; filename=\"my-data.json\"",
                ),
                (header::CACHE_CONTROL, "private, no-store"),
            ],
            archive,
        )
            .into_response(),
        Err(e) => ProblemResponse(e).into_response(),
    }
}
