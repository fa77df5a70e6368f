//! Partner requests (platform-rules §8): the `X-Api-Key` header (or
//! `apiKey` in a socket's `connection_init`), registered documents by id,
//! and one partner operation's way through: scopes checked from the
//! document, the requested cost taken from the key's bucket (shared by
//! every instance), the operation run, the bucket settled to the actual
//! cost (the surplus given back, a shortfall taken), and
//! `extensions.cost` plus `x-ratelimit-*` headers on the answer.

use std::sync::Arc;

use async_graphql::parser::types::OperationType;
use axum::http::{HeaderMap, HeaderValue};
use serde_json::json;

use crate::state::AppState;
use api::partner_access::{actual_cost, plan};
use domain::kernel::bucket::Taken;
use domain::partner::keys::{self as partners, is_own_member};
use domain::partner::usage::Counts;
use domain::partner::PartnerCaller;
use domain::{AppError, ErrorCode, Viewer};

/// The header a key comes in.
pub const API_KEY_HEADER: &str = "x-api-key";

/// A request made with a partner key (a request extension).
#[derive(Clone)]
pub struct PartnerAccess(pub Arc<PartnerCaller>);

/// The key's bucket.
fn bucket_key(caller: &PartnerCaller) -> String {
    format!("partner:{}:key:{}", caller.partner_id, caller.key_id)
}

/// The caller of an `X-Api-Key`, if one was sent.
pub async fn from_headers(
    state: &AppState,
    headers: &HeaderMap,
) -> Result<Option<PartnerAccess>, AppError> {
    let Some(value) = headers.get(API_KEY_HEADER) else {
        return Ok(None);
    };
    let text = value
        .to_str()
        .map_err(|_| AppError::new(ErrorCode::ApiKeyInvalid, "X-Api-Key is not a valid key"))?;
    let caller = partners::authenticate(&state.ctx, text).await?;
    Ok(Some(PartnerAccess(Arc::new(caller))))
}

/// The bucket's state as headers: its size, what is left, and when it is
/// full again (Unix seconds, as GitHub's `x-ratelimit-reset`).
pub fn rate_headers(headers: &mut HeaderMap, taken: &Taken) {
    let reset = domain::kernel::clock::now().timestamp() as u64 + taken.full_in_ms.div_ceil(1000);
    for (name, value) in [
        ("x-ratelimit-limit", taken.capacity),
        ("x-ratelimit-remaining", taken.remaining),
        ("x-ratelimit-reset", reset),
    ] {
        headers.insert(name, HeaderValue::from(value));
    }
}

/// Whether a partner may run this operation now: its scopes, personal
/// data only of its own members, and its cost taken from the key's bucket
/// (`THROTTLED` with `Retry-After` when the bucket does not hold it).
pub async fn admit(
    state: &AppState,
    caller: &PartnerCaller,
    viewer: Option<&Viewer>,
    doc: &async_graphql::parser::types::ExecutableDocument,
    operation_name: Option<&str>,
    variables: &async_graphql::Variables,
) -> Result<(api::partner_access::Plan, Taken), Refused> {
    let planned = plan(&state.partner_types, doc, operation_name, variables)?;
    // A field the key's scopes do not cover refuses the whole request (no
    // partial data), naming the field and the scope (docs/partners.md,
    // "Errors").
    for (scope, field) in planned.required_scopes(&state.partner_types)? {
        if !caller.has(scope) {
            return Err(AppError {
                field: Some(field.clone()),
                ..AppError::forbidden(format!(
                    "`{field}` needs the `{scope}` scope, which this key lacks"
                ))
            }
            .into());
        }
    }
    if planned.personal_data {
        if let Some(v) = viewer {
            if !is_own_member(&state.ctx, caller, v.member_id).await? {
                return Err(AppError {
                    field: planned.personal_field.clone(),
                    ..AppError::forbidden(
                        "member:pii reaches only members of the partner's own channels",
                    )
                }
                .into());
            }
        }
    }
    let spec = caller.bucket;
    if planned.cost > spec.capacity {
        return Err(Refused::from(AppError::new(
            ErrorCode::QueryTooComplex,
            format!(
                "the query costs {}; one query may cost at most the bucket's {}",
                planned.cost, spec.capacity
            ),
        )));
    }
    let taken = state
        .ctx
        .buckets
        .take(&bucket_key(caller), spec, planned.cost)
        .await?;
    if !taken.allowed {
        let err = AppError {
            retry_after: Some(taken.retry_after_secs()),
            ..AppError::new(
                ErrorCode::Throttled,
                format!(
                    "Throttled: the query costs {}, the bucket holds {} (restores {} a second)",
                    planned.cost, taken.remaining, spec.per_second
                ),
            )
        };
        return Err(Refused {
            err,
            bucket: Some(taken),
        });
    }
    Ok((planned, taken))
}

/// Why [`admit`] said no, and the bucket as it stood when it was asked.
pub struct Refused {
    pub err: AppError,
    pub bucket: Option<Taken>,
}

impl From<AppError> for Refused {
    fn from(err: AppError) -> Self {
        Self { err, bucket: None }
    }
}

/// A partner request refused before it was read (an unknown document id,
/// a text in trusted-documents mode): counted as a request and an error,
/// and answered with the bucket's state like every partner answer.
pub async fn refused_early(state: &AppState, caller: &PartnerCaller) -> HeaderMap {
    state.usage.record(
        caller.partner_id,
        &caller.partner_name,
        Counts {
            requests: 1,
            errors: 1,
            ..Counts::default()
        },
    );
    let mut headers = HeaderMap::new();
    // Taking nothing reads the bucket as it stands.
    if let Ok(now) = state
        .ctx
        .buckets
        .take(&bucket_key(caller), caller.bucket, 0)
        .await
    {
        rate_headers(&mut headers, &now);
    }
    headers
}

/// One partner operation, start to end. The answer, and the headers to add.
pub async fn execute(
    state: &AppState,
    caller: &PartnerCaller,
    viewer: Option<&Viewer>,
    request: async_graphql::Request,
) -> (async_graphql::Response, HeaderMap, Option<AppError>) {
    let mut headers = HeaderMap::new();
    let mut counts = Counts {
        requests: 1,
        ..Counts::default()
    };
    let outcome = run(state, caller, viewer, request, &mut headers, &mut counts).await;
    let (resp, refusal) = match outcome {
        Ok(resp) => (resp, None),
        Err(err) => {
            if err.code == ErrorCode::Throttled {
                counts.throttled = 1;
            }
            (async_graphql::Response::default(), Some(err))
        }
    };
    if refusal.is_some() || resp.is_err() {
        counts.errors = 1;
    }
    state
        .usage
        .record(caller.partner_id, &caller.partner_name, counts);
    (resp, headers, refusal)
}

async fn run(
    state: &AppState,
    caller: &PartnerCaller,
    viewer: Option<&Viewer>,
    mut request: async_graphql::Request,
    headers: &mut HeaderMap,
    counts: &mut Counts,
) -> Result<async_graphql::Response, AppError> {
    // The document admitted (`api::admission`): bounded and measured, so
    // the planner's walks below are too.
    api::admission::admit(&mut request)?;
    let doc = match request.parsed_query() {
        Ok(doc) => doc.clone(),
        Err(_) => return Ok(state.schema.execute(request).await),
    };
    let (planned, taken) = match admit(
        state,
        caller,
        viewer,
        &doc,
        request.operation_name.as_deref(),
        &request.variables,
    )
    .await
    {
        Ok(admitted) => admitted,
        Err(refused) => {
            if let Some(b) = &refused.bucket {
                rate_headers(headers, b);
            }
            return Err(refused.err);
        }
    };
    rate_headers(headers, &taken);
    let spec = caller.bucket;
    let key = bucket_key(caller);
    let operation = planned.operation;
    let op_name = request.operation_name.clone();
    // Resolvers see the partner as the domain type (`PartnerCaller`).
    let mut request = request.data(caller.clone());
    if let Some(v) = viewer {
        request = request.data(v.clone());
    }
    let mut resp = state.schema.execute(request).await;
    let actual = if operation == OperationType::Subscription {
        planned.cost
    } else {
        actual_cost(&state.partner_types, &doc, op_name.as_deref(), &resp.data)
    };
    // Settle the bucket to what the operation cost: the estimate's surplus
    // given back, or (a list longer than its declared size) the shortfall
    // taken, so the bucket, usage and `actualQueryCost` are one number.
    let delta = i64::try_from(actual)
        .unwrap_or(i64::MAX)
        .saturating_sub(i64::try_from(planned.cost).unwrap_or(i64::MAX));
    let after = if delta != 0 {
        let settled = state.ctx.buckets.settle(&key, spec, delta).await?;
        rate_headers(headers, &settled);
        settled
    } else {
        taken
    };
    counts.cost = actual.min(i64::MAX as u64) as i64;
    let cost = json!({
        "requestedQueryCost": planned.cost,
        "actualQueryCost": actual,
        "throttleStatus": {
            "maximumAvailable": after.capacity,
            "currentlyAvailable": after.remaining,
            "restoreRate": after.per_second,
        }
    });
    if let Ok(v) = async_graphql::Value::from_json(cost) {
        resp.extensions.insert("cost".into(), v);
    }
    Ok(resp)
}

/// Sockets a partner key may hold open at once (platform-rules §8).
pub const MAX_SOCKETS_PER_KEY: usize = 100;

/// Open sockets per partner key, counted in this process: with several
/// instances behind a balancer a key may hold this many on each.
#[derive(Default)]
pub struct SocketCounts(std::sync::Mutex<std::collections::HashMap<i64, usize>>);

/// One socket's place among its key's; given back when dropped.
pub struct SocketSlot {
    counts: Arc<SocketCounts>,
    key_id: i64,
}

impl SocketCounts {
    /// A place for one more socket of `key_id`, unless it holds the most.
    pub fn acquire(self: &Arc<Self>, key_id: i64) -> Option<SocketSlot> {
        let mut map = self.0.lock().ok()?;
        let n = map.entry(key_id).or_insert(0);
        if *n >= MAX_SOCKETS_PER_KEY {
            return None;
        }
        *n += 1;
        Some(SocketSlot {
            counts: self.clone(),
            key_id,
        })
    }
}

impl Drop for SocketSlot {
    fn drop(&mut self) {
        if let Ok(mut map) = self.counts.0.lock() {
            if let Some(n) = map.get_mut(&self.key_id) {
                *n = n.saturating_sub(1);
                if *n == 0 {
                    map.remove(&self.key_id);
                }
            }
        }
    }
}
