//! The legacy layer: `POST /api/{Service}/{Method}` for old app and
//! mini-program builds and channel partners.
//!
//! A frozen wire type per call (in one module per service) is decoded with
//! the proto3 JSON conventions of [`proto_json`], handed to the same service
//! function as the GraphQL twin, and the reply encoded back. Errors leave as
//! problem+json ([`problem`]). Handlers hold no rules.

mod authenticate;
mod focus;
mod invite;
mod member;
mod member_staff;
pub mod member_wire;
mod message;
pub mod openapi;
mod paging;
mod points;
pub mod problem;
pub mod proto_json;
mod system_config;
pub mod wire_enum;

use std::collections::HashMap;
use std::future::Future;
use std::pin::Pin;
use std::sync::Arc;

use axum::body::{Body, Bytes};
use axum::extract::{Path, State};
use axum::http::{header, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::Extension;
use serde::de::DeserializeOwned;
use serde::Serialize;
use serde_json::Value;

use crate::http::auth::Caller;
use crate::state::AppState;
use crate::telemetry::operations;
use domain::kernel::{RequestMeta, Viewer};
use domain::{AppError, AppResult};
use problem::ProblemResponse;

/// The largest legacy request body (security.md: > 1 MiB → 413).
pub const MAX_BODY_BYTES: usize = 1024 * 1024;

type BoxFuture = Pin<Box<dyn Future<Output = AppResult<Value>> + Send>>;
type Handler = Arc<dyn Fn(AppState, Call, Value) -> BoxFuture + Send + Sync>;

/// Who is calling and from where.
#[derive(Debug, Clone, Default)]
pub struct Call {
    pub viewer: Option<Viewer>,
    pub meta: RequestMeta,
}

impl Call {
    /// The signed-in caller, or `UNAUTHENTICATED`.
    pub fn viewer(&self) -> AppResult<&Viewer> {
        self.viewer
            .as_ref()
            .ok_or_else(|| AppError::unauthenticated("sign in first"))
    }

    pub fn ip(&self) -> Option<&str> {
        self.meta.ip.as_deref()
    }
}

/// Every legacy call, by service and method name (case-sensitive, as the
/// old clients spell them).
#[derive(Default)]
pub struct LegacyRoutes {
    handlers: HashMap<(&'static str, &'static str), Handler>,
    schemas: HashMap<(&'static str, &'static str), CallSchemas>,
}

/// How to describe a call's request and reply in the OpenAPI document.
#[derive(Clone, Copy)]
pub struct CallSchemas {
    pub request: fn(&mut schemars::SchemaGenerator) -> schemars::Schema,
    pub reply: fn(&mut schemars::SchemaGenerator) -> schemars::Schema,
}

impl LegacyRoutes {
    /// Registers `service/method`. `Req` is decoded from the normalized body
    /// (a decode error names the field); the reply is encoded as JSON.
    pub fn add<Req, Resp, F, Fut>(&mut self, service: &'static str, method: &'static str, f: F)
    where
        Req: DeserializeOwned + schemars::JsonSchema + Send + 'static,
        Resp: Serialize + schemars::JsonSchema + 'static,
        F: Fn(AppState, Call, Req) -> Fut + Send + Sync + 'static,
        Fut: Future<Output = AppResult<Resp>> + Send + 'static,
    {
        let f = Arc::new(f);
        let handler: Handler = Arc::new(move |state, call, body| {
            let f = f.clone();
            Box::pin(async move {
                let req: Req = decode(body)?;
                let resp = f(state, call, req).await?;
                serde_json::to_value(resp).map_err(AppError::internal)
            })
        });
        self.handlers.insert((service, method), handler);
        self.schemas.insert(
            (service, method),
            CallSchemas {
                request: |g| g.subschema_for::<Req>(),
                reply: |g| g.subschema_for::<Resp>(),
            },
        );
    }

    /// Every call with its schemas, sorted by `Service/Method`.
    pub fn described(&self) -> Vec<(&'static str, &'static str, CallSchemas)> {
        let mut v: Vec<_> = self
            .schemas
            .iter()
            .map(|((s, m), c)| (*s, *m, *c))
            .collect();
        v.sort_by_key(|(s, m, _)| (*s, *m));
        v
    }

    /// The registered calls, sorted, as `Service/Method`.
    pub fn calls(&self) -> Vec<String> {
        let mut v: Vec<String> = self
            .handlers
            .keys()
            .map(|(s, m)| format!("{s}/{m}"))
            .collect();
        v.sort();
        v
    }

    fn get(&self, service: &str, method: &str) -> Option<Handler> {
        self.handlers
            .iter()
            .find(|((s, m), _)| *s == service && *m == method)
            .map(|(_, h)| h.clone())
    }
}

/// Decodes a normalized body into a wire type; errors name the field path.
fn decode<T: DeserializeOwned>(body: Value) -> AppResult<T> {
    refuse_nul(&body)?;
    serde_path_to_error::deserialize(body).map_err(|err| {
        let path = err.path().to_string();
        let inner = err.into_inner().to_string();
        if path == "." || path.is_empty() {
            AppError::bad_request(format!("invalid request: {inner}"))
        } else {
            AppError::invalid(path, inner)
        }
    })
}

/// A NUL in any string of the body is `INVALID_ARGUMENT` naming its path
/// (`nickName`, `ids[2]`), before any service or database sees it: the
/// legacy twin of GraphQL's check (`api::admission`). A loop, not
/// recursion (the body's nesting is bounded by serde_json's 128 anyway).
fn refuse_nul(body: &Value) -> AppResult<()> {
    let mut stack = vec![(String::new(), body)];
    while let Some((path, value)) = stack.pop() {
        match value {
            Value::String(s) if s.contains('\0') => {
                return Err(AppError::invalid(path, "must not contain a NUL character"))
            }
            Value::Array(items) => stack.extend(
                items
                    .iter()
                    .enumerate()
                    .map(|(i, v)| (format!("{path}[{i}]"), v)),
            ),
            Value::Object(map) => stack.extend(map.iter().map(|(k, v)| {
                let key = if path.is_empty() {
                    k.clone()
                } else {
                    format!("{path}.{k}")
                };
                (key, v)
            })),
            _ => {}
        }
    }
    Ok(())
}

/// All legacy calls of the product.
pub fn routes() -> LegacyRoutes {
    let mut r = LegacyRoutes::default();
    authenticate::register(&mut r);
    focus::register(&mut r);
    invite::register(&mut r);
    member::register(&mut r);
    member_staff::register(&mut r);
    message::register(&mut r);
    points::register(&mut r);
    system_config::register(&mut r);
    r
}

/// `POST /api/{service}/{method}`: counted and traced by route
/// (`crate::telemetry::operations`).
pub async fn dispatch(
    State(state): State<AppState>,
    Path((service, method)): Path<(String, String)>,
    caller: Option<Extension<Caller>>,
    meta: Option<Extension<RequestMeta>>,
    body: Body,
) -> Response {
    let started = std::time::Instant::now();
    let handler = state.legacy.get(&service, &method);
    // Only a call of the table names a label: a caller cannot make series.
    let route = match handler {
        Some(_) => format!("{service}/{method}"),
        None => operations::UNKNOWN_ROUTE.to_owned(),
    };
    let span = operations::legacy_span(&route);
    let viewer = match caller.map(|Extension(c)| c) {
        Some(Caller::Member(v)) => Some(v),
        _ => None,
    };
    let member = viewer.as_ref().map(|v| state.member_hash.hash(v.member_id));
    let result = match handler {
        None => Err(AppError::not_found(format!(
            "unknown call {service}/{method}"
        ))),
        Some(handler) => run(state, handler, viewer, meta, body).await,
    };
    let outcome = operations::outcome_of(&result);
    operations::record_legacy(&route, outcome, started.elapsed());
    operations::finish(&span, outcome, member);
    match result {
        Ok(reply) => (
            StatusCode::OK,
            [(header::CONTENT_TYPE, "application/json")],
            serde_json::to_vec(&reply).unwrap_or_default(),
        )
            .into_response(),
        Err(err) => ProblemResponse(err).into_response(),
    }
}

/// Reads the body and runs the call.
async fn run(
    state: AppState,
    handler: Handler,
    viewer: Option<Viewer>,
    meta: Option<Extension<RequestMeta>>,
    body: Body,
) -> AppResult<Value> {
    let bytes: Bytes = axum::body::to_bytes(body, MAX_BODY_BYTES)
        .await
        .map_err(|_| {
            AppError::new(
                domain::ErrorCode::PayloadTooLarge,
                format!("the request body exceeds {} KiB", MAX_BODY_BYTES / 1024),
            )
        })?;
    let value = if bytes.iter().all(u8::is_ascii_whitespace) {
        Value::Object(Default::default())
    } else {
        match serde_json::from_slice::<Value>(&bytes) {
            Ok(v @ Value::Object(_)) => proto_json::normalize_keys(v),
            Ok(_) => {
                return Err(AppError::bad_request(
                    "the request body must be a JSON object",
                ))
            }
            Err(e) => {
                return Err(AppError::bad_request(format!(
                    "malformed JSON at line {} column {}: {}",
                    e.line(),
                    e.column(),
                    json_error_kind(&e)
                )))
            }
        }
    };
    let call = Call {
        viewer,
        meta: meta.map(|Extension(m)| m).unwrap_or_default(),
    };
    handler(state, call, value).await
}

/// A short description of a JSON syntax error without echoing the input.
fn json_error_kind(e: &serde_json::Error) -> &'static str {
    use serde_json::error::Category;
    match e.classify() {
        Category::Eof => "unexpected end of input",
        Category::Syntax => "syntax error",
        Category::Data => "unexpected value",
        Category::Io => "unreadable body",
    }
}

#[cfg(test)]
mod decoder_properties {
    //! The legacy JSON decoder under generated input: any JSON, in either
    //! key spelling, decodes or is refused with a code naming the field —
    //! never a panic — and int64 fields read numbers and decimal strings
    //! alike.
    use proptest::prelude::*;
    use serde_json::{json, Value};

    use super::decode;
    use super::member_staff::FilterRequest;
    use super::proto_json::{normalize_keys, snake_to_lower_camel};
    use domain::ErrorCode;

    /// Field names of the filter in both spellings, and some others.
    fn key() -> impl Strategy<Value = String> {
        prop_oneof![
            Just("ids".to_owned()),
            Just("days".to_owned()),
            Just("continuous_days".to_owned()),
            Just("continuousDays".to_owned()),
            Just("vip_levels".to_owned()),
            Just("gates".to_owned()),
            Just("enable".to_owned()),
            Just("page_request".to_owned()),
            Just("pageRequest".to_owned()),
            Just("page".to_owned()),
            Just("page_size".to_owned()),
            Just("member_group_id".to_owned()),
            "[a-z_]{1,12}",
        ]
    }

    fn json_value() -> impl Strategy<Value = Value> {
        let leaf = prop_oneof![
            Just(Value::Null),
            any::<bool>().prop_map(Value::Bool),
            any::<i64>().prop_map(|n| json!(n)),
            any::<f64>().prop_map(|f| json!(f)),
            "\\PC{0,12}".prop_map(Value::String),
            any::<i64>().prop_map(|n| Value::String(n.to_string())),
        ];
        leaf.prop_recursive(4, 48, 6, |inner| {
            prop_oneof![
                prop::collection::vec(inner.clone(), 0..6).prop_map(Value::Array),
                prop::collection::btree_map(key(), inner, 0..6)
                    .prop_map(|m| Value::Object(m.into_iter().collect())),
            ]
        })
    }

    proptest! {
        #[test]
        fn any_json_decodes_or_is_refused_with_a_code(v in json_value()) {
            match decode::<FilterRequest>(normalize_keys(v)) {
                Ok(_) => {}
                Err(e) => {
                    prop_assert!(
                        matches!(e.code, ErrorCode::BadRequest | ErrorCode::InvalidArgument),
                        "{:?}", e
                    );
                    if e.code == ErrorCode::InvalidArgument {
                        prop_assert!(e.field.as_deref().is_some_and(|f| !f.is_empty()));
                    }
                }
            }
        }

        #[test]
        fn int64_reads_numbers_and_strings_in_either_spelling(n in any::<i64>(), snake in any::<bool>()) {
            let days = if snake { "continuous_days" } else { "continuousDays" };
            let body = json!({"ids": [n, n.to_string()], days: n.to_string(), "days": n});
            let f: FilterRequest = decode(normalize_keys(body)).unwrap();
            prop_assert_eq!(f.ids, vec![n, n]);
            prop_assert_eq!(f.continuous_days, Some(n));
            prop_assert_eq!(f.days, Some(n));
        }

        #[test]
        fn camel_casing_is_stable(name in "[a-z_]{0,20}") {
            let once = snake_to_lower_camel(&name);
            prop_assert_eq!(snake_to_lower_camel(&once), once);
        }
    }
}
