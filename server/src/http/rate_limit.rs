//! Request rate limits (security.md), after the caller is known: a
//! signed-in member by member id, everyone else by IP address. GraphQL,
//! the legacy calls and uploads share one bucket per caller, so a client
//! cannot double its rate by switching layers. The tracking pixel, file
//! downloads and the ad network's callbacks are not counted here (the
//! pixel never waits; a page shows many files; callbacks are signed and
//! idempotent).
//!
//! Over the limit: 429 with `Retry-After`, `RATE_LIMITED` in the shape of
//! the layer asked (GraphQL error or problem+json).

use axum::extract::{Request, State};
use axum::middleware::Next;
use axum::response::Response;

use super::auth::{reject, Caller};
use crate::state::AppState;
use domain::kernel::bucket::BucketSpec;
use domain::kernel::viewer::RequestMeta;
use domain::AppError;

/// The bucket a request is counted in.
pub fn bucket_of(state: &AppState, caller: &Caller, meta: &RequestMeta) -> (String, BucketSpec) {
    match caller {
        Caller::Member(v) => (
            format!("rl:member:{}", v.member_id),
            state.settings.limits.member(),
        ),
        Caller::Anonymous => (
            format!("rl:ip:{}", meta.ip.as_deref().unwrap_or("unknown")),
            state.settings.limits.ip(),
        ),
    }
}

/// Takes one point from `key`; the refusal to answer when the bucket is
/// empty.
pub async fn hit(state: &AppState, key: &str, spec: BucketSpec) -> Result<(), AppError> {
    let taken = state.ctx.buckets.take(key, spec, 1).await?;
    if taken.allowed {
        Ok(())
    } else {
        metrics::counter!("rate_limited_total", "bucket" => key.split(':').nth(1).unwrap_or("other").to_owned())
            .increment(1);
        Err(AppError::rate_limited(taken.retry_after_secs()))
    }
}

pub async fn limit_requests(State(state): State<AppState>, req: Request, next: Next) -> Response {
    // A partner's requests spend from its key's cost bucket instead
    // (`super::partner`).
    if req
        .extensions()
        .get::<super::partner::PartnerAccess>()
        .is_some()
    {
        return next.run(req).await;
    }
    let caller = req
        .extensions()
        .get::<Caller>()
        .cloned()
        .unwrap_or(Caller::Anonymous);
    let meta = req
        .extensions()
        .get::<RequestMeta>()
        .cloned()
        .unwrap_or_default();
    let (key, spec) = bucket_of(&state, &caller, &meta);
    match hit(&state, &key, spec).await {
        Ok(()) => next.run(req).await,
        Err(err) => reject(req.uri().path(), err),
    }
}
