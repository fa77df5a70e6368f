//! Answers a request in the shape of its protocol when the database hangs
//! or the request runs out of time, instead of leaving it to the
//! transport's 408 (issue 39: a hung database held the first request the
//! whole 10 s and answered a problem+json 408 to a GraphQL client).
//!
//! A middleware around the API routes, outside the caller's resolution
//! (which may read the database too): GraphQL gets a GraphQL error, the
//! legacy layer and files get problem+json.

use std::time::Duration;

use axum::extract::{Request, State};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use domain::{AppError, ErrorCode};

use crate::state::AppState;

/// An API request gets its own answer this long after it started: a
/// second before the transport's time-out (`super::REQUEST_TIMEOUT`) would
/// cut it off.
pub const DEADLINE: Duration = Duration::from_secs(9);

/// Runs the request; answers `SERVICE_UNAVAILABLE` instead if the database
/// is found hung while it runs (`domain::kernel::db::DbWatch`: at most 2.5 s
/// after it stopped answering) or the request passes [`DEADLINE`]. The
/// request's work is dropped then; a transaction it had open rolls back
/// with its connection.
pub async fn answered_in_time(State(state): State<AppState>, req: Request, next: Next) -> Response {
    let graphql = req.uri().path() == "/graphql";
    let headers = req.headers().clone();
    let refuse = |err: AppError| {
        if graphql {
            super::graphql::error_response(&headers, err)
        } else {
            crate::legacy::problem::ProblemResponse(err).into_response()
        }
    };
    tokio::select! {
        // The work first: a request that is done, or needs no database,
        // is answered whatever the watch says.
        biased;
        resp = next.run(req) => resp,
        () = state.db_watch.hung() => refuse(AppError::new(
            ErrorCode::ServiceUnavailable,
            "the database is not answering; try again shortly",
        )),
        () = tokio::time::sleep(DEADLINE) => refuse(AppError::new(
            ErrorCode::ServiceUnavailable,
            format!("the request took longer than {} s; try again shortly", DEADLINE.as_secs()),
        )),
    }
}
