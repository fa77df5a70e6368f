//! Liveness, readiness and metrics endpoints.

use std::time::Duration;

use axum::extract::State;
use axum::http::{header, StatusCode};
use axum::response::IntoResponse;
use axum::Json;
use serde_json::json;

use crate::state::AppState;

const CHECK_TIMEOUT: Duration = Duration::from_secs(2);

/// `GET /healthz`: the process is up. Never touches a dependency.
pub async fn healthz() -> impl IntoResponse {
    Json(json!({ "status": "ok" }))
}

/// `GET /readyz`: 200 when the database answers within 2 s, whatever
/// Redis does (a Redis outage must not take every instance out of the
/// balancer: signed-in requests are then checked against the database,
/// docs/operations.md "Redis down"); the body says `redis: unavailable`
/// and `status: degraded` then. 503 when the database is down; 503
/// `draining` at once, without asking anything, once a stop began
/// (`crate::lifecycle`): the balancer stops sending here while requests
/// in flight finish.
pub async fn readyz(State(state): State<AppState>) -> impl IntoResponse {
    if state.lifecycle.is_draining() {
        return (
            StatusCode::SERVICE_UNAVAILABLE,
            Json(json!({ "status": "draining" })),
        );
    }
    let database = matches!(
        tokio::time::timeout(CHECK_TIMEOUT, state.ctx.db.ping()).await,
        Ok(Ok(()))
    );
    let redis = match &state.redis {
        None => None,
        Some(conn) => {
            let mut conn = conn.clone();
            let cmd = redis::cmd("PING");
            let ping = cmd.query_async::<String>(&mut conn);
            Some(matches!(
                tokio::time::timeout(CHECK_TIMEOUT, ping).await,
                Ok(Ok(_))
            ))
        }
    };
    let ok = database;
    let word = |up: bool| if up { "ok" } else { "unavailable" };
    let status = match (database, redis.unwrap_or(true)) {
        (false, _) => "unavailable",
        (true, false) => "degraded",
        (true, true) => "ok",
    };
    let mut body = json!({
        "status": status,
        "database": word(database),
    });
    body["redis"] = match redis {
        Some(up) => json!(word(up)),
        None => json!("not configured"),
    };
    let status = if ok {
        StatusCode::OK
    } else {
        StatusCode::SERVICE_UNAVAILABLE
    };
    (status, Json(body))
}

/// `GET /metrics`: Prometheus text format.
pub async fn metrics(State(state): State<AppState>) -> impl IntoResponse {
    (
        [(header::CONTENT_TYPE, "text/plain; version=0.0.4")],
        state.metrics.render(),
    )
}
