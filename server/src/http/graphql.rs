//! GraphQL over HTTP and WebSocket at `/graphql`.
//!
//! - `POST`: queries and mutations (JSON, batches of at most 5, multipart).
//! - `GET ?query=`: queries only; a mutation over GET is refused (405) so a
//!   link or an image tag can never change anything.
//! - `GET` with `Upgrade: websocket`: subscriptions over `graphql-transport-ws`
//!   or the older `graphql-ws`; the token comes from `connection_init`.
//! - `GET` from a browser without a query: GraphiQL (development only).
//!
//! Responses are `application/json`, or `application/graphql-response+json`
//! when the client asks for it (then a request that fails before execution
//! answers 400, per the GraphQL-over-HTTP spec).

use async_graphql::http::{GraphiQLSource, ALL_WEBSOCKET_PROTOCOLS};
use async_graphql::parser::types::OperationType;
use async_graphql::{BatchRequest, BatchResponse, Data};
use async_graphql_axum::{GraphQLBatchRequest, GraphQLProtocol, GraphQLWebSocket};
use axum::extract::ws::{CloseFrame, Message, WebSocketUpgrade};
use axum::extract::{FromRequestParts, Request, State};
use axum::http::{header, HeaderMap, HeaderValue, StatusCode};
use axum::response::{Html, IntoResponse, Response};
use axum::Extension;
use futures_util::{SinkExt, StreamExt};

use super::auth::{bearer, Caller};
use super::partner::{self, PartnerAccess};
use crate::state::AppState;
use crate::telemetry::operations::{finish_all, Observed};
use domain::kernel::viewer::{resolve_viewer, RequestMeta};
use domain::{AppError, ErrorCode};

/// Operations per batch (security.md: ≤ 5).
pub const MAX_BATCH: usize = 5;
const GRAPHQL_RESPONSE_JSON: &str = "application/graphql-response+json";

/// Requests that are not `multipart/form-data` (GraphQL uploads) may be at
/// most 1 MiB: refused up front by their length, and cut off when a chunked
/// body runs past it.
pub async fn body_limit(req: Request, next: axum::middleware::Next) -> Response {
    let multipart = req
        .headers()
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.starts_with("multipart/form-data"));
    if multipart {
        return next.run(req).await;
    }
    let declared = req
        .headers()
        .get(header::CONTENT_LENGTH)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.parse::<usize>().ok());
    if declared.is_some_and(|n| n > super::MAX_BODY_BYTES) {
        return crate::legacy::problem::ProblemResponse(AppError::new(
            ErrorCode::PayloadTooLarge,
            super::errors::TOO_LARGE,
        ))
        .into_response();
    }
    let (parts, body) = req.into_parts();
    let body = axum::body::Body::new(http_body_util::Limited::new(body, super::MAX_BODY_BYTES));
    next.run(Request::from_parts(parts, body)).await
}

/// Headers that a browser only sends after a CORS preflight, so a page of
/// another site cannot attach one silently (Apollo's CSRF prevention).
const PREFLIGHT_HEADERS: [&str; 2] = ["apollo-require-preflight", "x-apollo-operation-name"];

/// Refuses the POST bodies a browser sends across sites without asking
/// first: only `application/json` reaches execution, and a
/// `multipart/form-data` upload only with one of [`PREFLIGHT_HEADERS`].
/// No content type, `text/plain` or a form: 415. (A GET only runs queries,
/// which change nothing.)
pub async fn only_preflighted(req: Request, next: axum::middleware::Next) -> Response {
    if req.method() != axum::http::Method::POST {
        return next.run(req).await;
    }
    let essence = req
        .headers()
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .map(|v| {
            v.split(';')
                .next()
                .unwrap_or_default()
                .trim()
                .to_ascii_lowercase()
        });
    let refusal = match essence.as_deref() {
        Some("application/json") => None,
        Some("multipart/form-data") => {
            let preflighted = PREFLIGHT_HEADERS.iter().any(|h| {
                req.headers()
                    .get(*h)
                    .is_some_and(|v| !v.as_bytes().is_empty())
            });
            (!preflighted).then(|| {
                AppError::bad_request(
                    "a multipart request needs an `Apollo-Require-Preflight: true` header",
                )
            })
        }
        Some(other) => Some(AppError::new(
            ErrorCode::UnsupportedMediaType,
            format!("`{other}` is not accepted; send `Content-Type: application/json`"),
        )),
        None => Some(AppError::new(
            ErrorCode::UnsupportedMediaType,
            "a POST needs `Content-Type: application/json`",
        )),
    };
    match refusal {
        Some(err) => error_response(req.headers(), err),
        None => next.run(req).await,
    }
}

pub async fn post(
    State(state): State<AppState>,
    Extension(caller): Extension<Caller>,
    Extension(meta): Extension<RequestMeta>,
    partner: Option<Extension<PartnerAccess>>,
    req: Request,
) -> Response {
    let headers = req.headers().clone();
    let multipart = headers
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.starts_with("multipart/"));
    let batch = if multipart {
        match <GraphQLBatchRequest as axum::extract::FromRequest<AppState>>::from_request(
            req, &state,
        )
        .await
        {
            Ok(b) => b.into_inner(),
            Err(e) => return e.into_response(),
        }
    } else {
        match read_json_batch(req).await {
            Ok(b) => b,
            Err(e) => return error_response(&headers, e),
        }
    };
    let partner = partner.map(|Extension(p)| p);
    execute(&state, &caller, meta, &headers, batch, partner).await
}

/// A JSON body as a batch. A `documentId` member (GraphQL over HTTP's
/// persisted documents) is moved into the request's extensions, where
/// [`super::documents::resolve`] finds it; async-graphql's own reader
/// would drop it.
async fn read_json_batch(req: Request) -> Result<BatchRequest, AppError> {
    let bytes = axum::body::to_bytes(req.into_body(), super::MAX_BODY_BYTES)
        .await
        .map_err(|_| AppError::new(ErrorCode::PayloadTooLarge, super::errors::TOO_LARGE))?;
    let mut value: serde_json::Value = serde_json::from_slice(&bytes)
        .map_err(|e| AppError::bad_request(format!("the body is not JSON: {e}")))?;
    let move_id = |obj: &mut serde_json::Value| {
        if let Some(map) = obj.as_object_mut() {
            if let Some(id) = map.remove("documentId") {
                let ext = map
                    .entry("extensions")
                    .or_insert_with(|| serde_json::json!({}));
                if ext.is_null() {
                    *ext = serde_json::json!({});
                }
                if let Some(ext) = ext.as_object_mut() {
                    ext.insert("documentId".into(), id);
                }
            }
        }
    };
    match &mut value {
        serde_json::Value::Array(list) => list.iter_mut().for_each(move_id),
        other => move_id(other),
    }
    serde_json::from_value(value)
        .map_err(|e| AppError::bad_request(format!("not a GraphQL request: {e}")))
}

pub async fn get(State(state): State<AppState>, req: Request) -> Response {
    let is_upgrade = req
        .headers()
        .get(header::UPGRADE)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.eq_ignore_ascii_case("websocket"));
    if is_upgrade {
        return websocket(state, req).await;
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
    let query = req.uri().query().unwrap_or_default();
    let has_query = query
        .split('&')
        .any(|pair| pair == "query" || pair.starts_with("query="));
    if !has_query {
        let wants_html = req
            .headers()
            .get(header::ACCEPT)
            .and_then(|v| v.to_str().ok())
            .is_some_and(|v| v.contains("text/html"));
        if wants_html && !state.settings.production() {
            return Html(
                GraphiQLSource::build()
                    .endpoint("/graphql")
                    .subscription_endpoint("/graphql")
                    .title("彩友会员中心 GraphQL")
                    .finish(),
            )
            .into_response();
        }
        return error_response(
            &req_headers(&req),
            AppError::bad_request("a GET request needs a `query` parameter"),
        );
    }
    let request = match async_graphql::http::parse_query_string(query) {
        Ok(r) => r,
        Err(e) => {
            return error_response(
                &req_headers(&req),
                AppError::bad_request(format!("invalid query string: {e}")),
            )
        }
    };
    // Admitted (bounded) before it is read for the method check, and kept
    // by its text: `execute` admits the request once its text is final
    // and finds this document instead of parsing it again.
    if let Ok(doc) = api::admission::admitted_document(&request.query) {
        let mutation = doc
            .operations
            .iter()
            .any(|(_, op)| op.node.ty != OperationType::Query);
        if mutation {
            let mut resp = error_response(
                &req_headers(&req),
                AppError::new(
                    ErrorCode::BadRequest,
                    "only queries may be sent with GET; use POST",
                ),
            );
            *resp.status_mut() = StatusCode::METHOD_NOT_ALLOWED;
            resp.headers_mut()
                .insert(header::ALLOW, HeaderValue::from_static("GET, POST"));
            return resp;
        }
    }
    let headers = req_headers(&req);
    let partner = req.extensions().get::<PartnerAccess>().cloned();
    execute(
        &state,
        &caller,
        meta,
        &headers,
        BatchRequest::Single(request),
        partner,
    )
    .await
}

fn req_headers(req: &Request) -> HeaderMap {
    req.headers().clone()
}

async fn execute(
    state: &AppState,
    caller: &Caller,
    meta: RequestMeta,
    headers: &HeaderMap,
    batch: BatchRequest,
    partner: Option<PartnerAccess>,
) -> Response {
    if let BatchRequest::Batch(list) = &batch {
        if list.len() > MAX_BATCH {
            return error_response(
                headers,
                AppError::bad_request(format!("at most {MAX_BATCH} operations per batch")),
            );
        }
    }
    let viewer = match caller {
        Caller::Member(v) => Some(v.clone()),
        Caller::Anonymous => None,
    };
    // Staff and partner keys may introspect in production: a key sees the
    // public schema its code generator needs (staff fields stay invisible
    // to it, as in the SDL at `/api/schema.graphql`).
    let hide_introspection = state.settings.production()
        && partner.is_none()
        && !viewer.as_ref().is_some_and(|v| v.is_office);
    let (single, requests) = match batch {
        BatchRequest::Single(r) => (true, vec![r]),
        BatchRequest::Batch(list) => (false, list),
    };
    let mut answers = Vec::new();
    let mut extra = HeaderMap::new();
    let mut observed = Vec::new();
    let member = viewer.as_ref().map(|v| v.member_id);
    for mut request in requests {
        observed.push(Observed::start(&request));
        let access = partner.as_ref().map(|p| p.0.as_ref());
        if let Err(err) =
            super::documents::resolve(state, access, viewer.as_ref(), &mut request).await
        {
            if let Some(p) = access {
                extra.extend(partner::refused_early(state, p).await);
            }
            answers.push(refusal(err));
            continue;
        }
        // The text is final: bounded, parsed once and measured before the
        // partner planner, async-graphql or anything else walks it.
        if let Err(err) = api::admission::admit(&mut request) {
            if let Some(p) = access {
                extra.extend(partner::refused_early(state, p).await);
            }
            answers.push(refusal(err));
            continue;
        }
        if let Some(o) = observed.last_mut() {
            o.admitted(&mut request);
        }
        request = request.data(meta.clone());
        if hide_introspection {
            request = request.disable_introspection();
        }
        let answer = match access {
            Some(p) => {
                let (resp, rate, refused) =
                    partner::execute(state, p, viewer.as_ref(), request).await;
                extra.extend(rate);
                match refused {
                    // Over the bucket: 429 with Retry-After, so every HTTP
                    // client and proxy sees it (platform-rules §8).
                    Some(err) if single && err.code == ErrorCode::Throttled => {
                        let answer = [refusal(err.clone())];
                        finish_all(observed, &answer, member, &state.member_hash);
                        let mut out = error_response(headers, err);
                        out.headers_mut().extend(extra);
                        return out;
                    }
                    Some(err) => refusal(err),
                    None => resp,
                }
            }
            None => {
                if let Some(v) = &viewer {
                    request = request.data(v.clone());
                }
                state.schema.execute(request).await
            }
        };
        answers.push(answer);
    }
    finish_all(observed, &answers, member, &state.member_hash);
    let resp = if single {
        BatchResponse::Single(answers.pop().unwrap_or_default())
    } else {
        BatchResponse::Batch(answers)
    };
    let mut out = render(headers, resp);
    out.headers_mut().extend(extra);
    out
}

/// An error before execution as a GraphQL response (no `data`).
fn refusal(err: AppError) -> async_graphql::Response {
    let gql = api::error::to_graphql(err);
    let mut e = async_graphql::ServerError::new(gql.message, None);
    e.extensions = gql.extensions;
    async_graphql::Response::from_errors(vec![e])
}

fn wants_graphql_response(headers: &HeaderMap) -> bool {
    headers
        .get(header::ACCEPT)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.contains(GRAPHQL_RESPONSE_JSON))
}

fn render(headers: &HeaderMap, resp: BatchResponse) -> Response {
    let modern = wants_graphql_response(headers);
    // With the modern media type, a request that never reached execution
    // (parse or validation error: no `data` at all) is a 400.
    let status = match &resp {
        BatchResponse::Single(r)
            if modern && r.data == async_graphql::Value::Null && r.is_err() =>
        {
            StatusCode::BAD_REQUEST
        }
        _ => StatusCode::OK,
    };
    let body = if status == StatusCode::BAD_REQUEST {
        // Nothing ran, so the modern media type has no `data` entry at all
        // (GraphQL over HTTP; async-graphql always writes `data: null`).
        let mut value = serde_json::to_value(&resp).unwrap_or_default();
        if let Some(map) = value.as_object_mut() {
            map.remove("data");
        }
        serde_json::to_vec(&value).unwrap_or_default()
    } else {
        serde_json::to_vec(&resp).unwrap_or_default()
    };
    let ctype = if modern {
        GRAPHQL_RESPONSE_JSON
    } else {
        "application/json"
    };
    let mut out = (status, [(header::CONTENT_TYPE, ctype)], body).into_response();
    out.headers_mut().extend(resp.http_headers());
    out
}

/// A GraphQL-shaped error for failures outside execution.
pub(crate) fn error_response(headers: &HeaderMap, err: AppError) -> Response {
    let status = StatusCode::from_u16(err.code.http_status()).unwrap_or(StatusCode::BAD_REQUEST);
    let retry_after = err.retry_after_secs();
    let gql = api::error::to_graphql(err);
    let body = serde_json::json!({
        "errors": [{ "message": gql.message, "extensions": gql.extensions }]
    });
    let ctype = if wants_graphql_response(headers) {
        GRAPHQL_RESPONSE_JSON
    } else {
        "application/json"
    };
    let mut out = (status, [(header::CONTENT_TYPE, ctype)], body.to_string()).into_response();
    if let Some(secs) = retry_after {
        out.headers_mut()
            .insert(header::RETRY_AFTER, HeaderValue::from(secs));
    }
    out
}

async fn websocket(state: AppState, req: Request) -> Response {
    // A stopping instance takes no new sockets: the balancer retries the
    // upgrade on another one (docs/deploy.md), or the client reconnects.
    if state.lifecycle.is_draining() {
        let err = AppError {
            retry_after: Some(1),
            ..AppError::unavailable("this instance is restarting; the WebSocket")
        };
        return super::auth::reject("/graphql", err);
    }
    let (mut parts, _body) = req.into_parts();
    // WebSocket connects per IP (security.md: 5 a second).
    let meta = parts
        .extensions
        .get::<RequestMeta>()
        .cloned()
        .unwrap_or_default();
    let key = format!("rl:ws:{}", meta.ip.as_deref().unwrap_or("unknown"));
    let spec = state.settings.limits.ws_connect();
    if let Err(err) = super::rate_limit::hit(&state, &key, spec).await {
        return super::auth::reject("/graphql", err);
    }
    let protocol = match GraphQLProtocol::from_request_parts(&mut parts, &state).await {
        Ok(p) => p,
        Err(e) => return e.into_response(),
    };
    let upgrade = match WebSocketUpgrade::from_request_parts(&mut parts, &state).await {
        Ok(u) => u,
        Err(e) => return e.into_response(),
    };
    let upgrade = upgrade
        .protocols(ALL_WEBSOCKET_PROTOCOLS)
        .max_message_size(super::ws::MAX_MESSAGE_BYTES)
        // The default read buffer is 128 KiB allocated up front: most of
        // what an idle socket cost (BENCHMARKS.md, W10). Client messages
        // are small; the buffer grows for the rare large one.
        .read_buffer_size(super::ws::READ_BUFFER_BYTES);
    // The first protocol the client offers that we speak (as
    // GraphQLProtocol chose it).
    let transport_ws = parts
        .headers
        .get(header::SEC_WEBSOCKET_PROTOCOL)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| {
            v.split(',')
                .map(str::trim)
                .find(|p| *p == super::ws::PROTOCOL || *p == "graphql-ws")
        })
        == Some(super::ws::PROTOCOL);
    // Counted from here (the drain waits for this socket's close frame;
    // `websocket_connections` counts it); told to close with 1001 when the
    // server stops.
    let guard = state.lifecycle.open_socket(if transport_ws {
        super::ws::PROTOCOL
    } else {
        "graphql-ws"
    });
    if transport_ws {
        // graphql-transport-ws: ours, with the protocol's close codes.
        return upgrade.on_upgrade(move |socket| super::ws::serve(socket, state, meta, guard));
    }
    // The older `graphql-ws` (subscriptions-transport-ws) protocol, served
    // by async-graphql; its input ends when the server stops, then the
    // socket is closed with 1001 here.
    let schema = state.schema.clone();
    upgrade.on_upgrade(move |socket| async move {
        let (mut sink, stream) = socket.split();
        let stream = stream.take_until(guard.closing_owned());
        GraphQLWebSocket::new_with_pair(&mut sink, stream, schema, protocol)
            .on_connection_init(move |payload| connection_init(state, payload))
            .serve()
            .await;
        if guard.is_closing() {
            let _ = sink
                .send(Message::Close(Some(CloseFrame {
                    code: crate::lifecycle::GOING_AWAY,
                    reason: "server restarting".into(),
                })))
                .await;
            let _ = sink.close().await;
        }
        drop(guard);
    })
}

/// Authenticates a socket from its `connection_init` payload:
/// `{"Authorization": "Bearer …"}` (`authorization` or `token` also accepted).
/// No token is an anonymous socket; a bad token is refused.
async fn connection_init(
    state: AppState,
    payload: serde_json::Value,
) -> async_graphql::Result<Data> {
    let raw = ["Authorization", "authorization", "token"]
        .iter()
        .find_map(|k| payload.get(*k).and_then(|v| v.as_str()))
        .map(str::to_owned);
    if payload.get("apiKey").is_some() {
        // Partner keys are served on `graphql-transport-ws` only.
        return Err(api::error::to_graphql(AppError::bad_request(
            "partner keys need the graphql-transport-ws subprotocol",
        )));
    }
    let mut data = Data::default();
    let mut staff = false;
    if let Some(raw) = raw {
        let token = bearer(&raw).unwrap_or(raw.trim());
        let viewer = resolve_viewer(&state.ctx, token)
            .await
            .map_err(api::error::to_graphql)?;
        staff = viewer.is_office;
        data.insert(viewer);
    }
    // In production this protocol is held to the web client's operations
    // too, checked as each text is parsed (`api::admission::extension::ListedOnly`).
    if state.settings.production() && !state.settings.allow_unlisted_operations && !staff {
        let documents = state.client_documents.clone();
        data.insert(api::admission::extension::ListedOnly(std::sync::Arc::new(
            move |text: &str| documents.get(&domain::partner::document_id(text)).is_some(),
        )));
    }
    Ok(data)
}
