//! The `graphql-transport-ws` protocol (the graphql-ws library's), served by
//! us rather than async-graphql-axum, because its server does not send the
//! protocol's close codes (see security.md). What the protocol says, and
//! what we add:
//!
//! - `connection_init` within 3 s, else close 4408; its payload carries the
//!   token (`Authorization: Bearer …`, `authorization` or `token`) and a
//!   partner's `apiKey`; a bad token or key closes 4403; no token is an
//!   anonymous socket. A partner's subscribes are held to its key's scopes
//!   and spend from its cost bucket; a key holds at most 100 sockets (one
//!   more is closed 1008).
//! - `subscribe` before `connection_ack` → 4401; a second `connection_init`
//!   → 4429; a subscription id already in use → 4409; a message that is not
//!   JSON of the protocol → 4400.
//! - `ping` → `pong`; the server pings every 15 s.
//! - A socket closes 4403 when its token expires, and within moments of the
//!   token being revoked (logout, ban: a `TokensRevoked` event).
//! - At most 10 active subscriptions per socket (an 11th gets an `error`).
//! - A stopping server closes every socket with 1001 (`crate::lifecycle`).
//! - Each `subscribe` counts against the caller's request rate limit (the
//!   member's, or the IP's on an anonymous socket); over it, an `error`
//!   with `RATE_LIMITED` and `retryAfter`.

use std::collections::HashMap;
use std::fmt::Write as _;
use std::sync::Arc;
use std::time::Duration;

use async_graphql::{Request, Response};
use axum::extract::ws::{CloseFrame, Message, Utf8Bytes, WebSocket};
use futures_util::stream::SplitSink;
use futures_util::{SinkExt, StreamExt};
use serde::Deserialize;
use serde_json::{json, Value};
use tokio::task::JoinHandle;

use super::auth::{bearer, Caller};
use crate::lifecycle::SocketGuard;
use crate::state::AppState;
use domain::kernel::events::DomainEvent;
use domain::kernel::viewer::{resolve_viewer, RequestMeta, Viewer};
use domain::partner::PartnerCaller;

pub const PROTOCOL: &str = "graphql-transport-ws";
pub const INIT_TIMEOUT: Duration = Duration::from_secs(3);
pub const KEEP_ALIVE: Duration = Duration::from_secs(15);
pub const MAX_SUBSCRIPTIONS: usize = 10;
/// Largest message a client may send (security.md: 64 KiB).
pub const MAX_MESSAGE_BYTES: usize = 64 * 1024;
/// The read buffer each socket starts with (it grows up to the largest
/// message when one arrives).
pub const READ_BUFFER_BYTES: usize = 1024;

#[derive(Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
enum ClientMessage {
    ConnectionInit {
        #[serde(default)]
        payload: Option<Value>,
    },
    Subscribe {
        id: String,
        payload: SubscribePayload,
    },
    Complete {
        id: String,
    },
    Ping {
        #[serde(default)]
        #[allow(dead_code)]
        payload: Option<Value>,
    },
    Pong {
        #[serde(default)]
        #[allow(dead_code)]
        payload: Option<Value>,
    },
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct SubscribePayload {
    query: String,
    #[serde(default)]
    operation_name: Option<String>,
    #[serde(default)]
    variables: Option<Value>,
    #[serde(default)]
    extensions: Option<HashMap<String, Value>>,
}

/// A `next` message, serialised as it is written.
#[derive(serde::Serialize)]
struct Next<'a> {
    id: &'a str,
    #[serde(rename = "type")]
    kind: &'static str,
    payload: &'a Response,
}

/// The socket's sending half, shared by its loop and its subscriptions:
/// each writes its own messages. A writer task between them cost a queue
/// and a task switch per message (about 5 % of the server's work on a
/// broadcast to 10k sockets: BENCHMARKS.md, W11) and memory per socket. A
/// client that stops reading stalls only its own socket's tasks, as the
/// writer task's full queue did before.
#[derive(Clone)]
struct Writer(Arc<tokio::sync::Mutex<SplitSink<WebSocket, Message>>>);

impl Writer {
    /// Sends one text message; false once the socket is gone.
    async fn text(&self, text: String) -> bool {
        let mut sink = self.0.lock().await;
        sink.send(Message::Text(Utf8Bytes::from(text)))
            .await
            .is_ok()
    }

    async fn close(&self, code: u16, reason: &'static str) {
        let mut sink = self.0.lock().await;
        let _ = sink
            .send(Message::Close(Some(CloseFrame {
                code,
                reason: Utf8Bytes::from_static(reason),
            })))
            .await;
        let _ = sink.close().await;
    }
}

/// Why the read loop ended.
enum End {
    Close(u16, &'static str),
    Gone,
}

fn close(code: u16, reason: &'static str) -> End {
    End::Close(code, reason)
}

/// Serves one socket until it closes, or until the server stops (then
/// 1001, going away: graphql-ws clients reconnect, through the balancer,
/// to another instance).
pub async fn serve(socket: WebSocket, state: AppState, meta: RequestMeta, mut guard: SocketGuard) {
    let (sink, mut stream) = socket.split();
    let out = Writer(Arc::new(tokio::sync::Mutex::new(sink)));
    let mut subs: HashMap<String, JoinHandle<()>> = HashMap::new();
    let end = tokio::select! {
        end = run(&state, &meta, &mut stream, &out, &mut subs) => end,
        () = guard.closing() => close(crate::lifecycle::GOING_AWAY, "Server restarting"),
    };
    for (_, task) in subs.drain() {
        task.abort();
    }
    if let End::Close(code, reason) = end {
        out.close(code, reason).await;
    }
}

async fn next_text(
    stream: &mut (impl futures_util::Stream<Item = Result<Message, axum::Error>> + Unpin),
) -> Result<String, End> {
    loop {
        match stream.next().await {
            Some(Ok(Message::Text(t))) => return Ok(t.to_string()),
            Some(Ok(Message::Binary(_))) => {
                return Err(close(4400, "Binary messages are not supported"))
            }
            Some(Ok(Message::Ping(_) | Message::Pong(_))) => continue,
            Some(Ok(Message::Close(_))) | None => return Err(End::Gone),
            // Too large, or a broken frame.
            Some(Err(_)) => return Err(close(1009, "Message too big or malformed")),
        }
    }
}

fn parse(text: &str) -> Result<ClientMessage, End> {
    serde_json::from_str(text).map_err(|_| close(4400, "Invalid message received"))
}

async fn send(out: &Writer, v: Value) {
    out.text(v.to_string()).await;
}

async fn run(
    state: &AppState,
    meta: &RequestMeta,
    stream: &mut (impl futures_util::Stream<Item = Result<Message, axum::Error>> + Unpin),
    out: &Writer,
    subs: &mut HashMap<String, JoinHandle<()>>,
) -> End {
    // Until connection_init: pings are answered, anything else refused.
    let deadline = tokio::time::Instant::now() + INIT_TIMEOUT;
    let (viewer, partner): (Option<Viewer>, Option<PartnerCaller>) = loop {
        let text = match tokio::time::timeout_at(deadline, next_text(stream)).await {
            Err(_) => return close(4408, "Connection initialisation timeout"),
            Ok(Err(end)) => return end,
            Ok(Ok(t)) => t,
        };
        match parse(&text) {
            Err(end) => return end,
            Ok(ClientMessage::ConnectionInit { payload }) => {
                // Boxed like the admission below: the loop's future lives
                // as long as the socket, so what only runs once stays out.
                match Box::pin(authenticate(state, payload)).await {
                    Ok(who) => break who,
                    Err(()) => return close(4403, "Forbidden"),
                }
            }
            Ok(ClientMessage::Subscribe { .. }) => return close(4401, "Unauthorized"),
            Ok(ClientMessage::Ping { .. }) => send(out, json!({"type": "pong"})).await,
            Ok(ClientMessage::Pong { .. } | ClientMessage::Complete { .. }) => {}
        }
    };
    // A key holds at most MAX_SOCKETS_PER_KEY sockets; the place is given
    // back when this function returns (the socket closes).
    let _slot = match &partner {
        Some(p) => match state.partner_sockets.acquire(p.key_id) {
            Some(slot) => Some(slot),
            None => return close(1008, "Too many sockets for this key"),
        },
        None => None,
    };
    send(out, json!({"type": "connection_ack"})).await;

    // A signed-in socket listens for its member's revocations (only the
    // events addressed to that member wake it: a broadcast to 10k sockets
    // wakes their subscriptions, not their loops); an anonymous one has
    // nothing to hear.
    let mut events: std::pin::Pin<Box<dyn futures_util::Stream<Item = _> + Send>> = match &viewer {
        Some(v) => Box::pin(state.ctx.bus.subscribe_addressed(v.member_id)),
        None => Box::pin(futures_util::stream::pending()),
    };
    let expiry = viewer.as_ref().map(|v| {
        (v.expires_at - domain::kernel::clock::now())
            .to_std()
            .unwrap_or_default()
    });
    let expired = async move {
        match expiry {
            Some(d) => tokio::time::sleep(d).await,
            None => std::future::pending::<()>().await,
        }
    };
    tokio::pin!(expired);
    let mut keep_alive = tokio::time::interval(KEEP_ALIVE);
    keep_alive.reset();

    loop {
        tokio::select! {
            text = next_text(stream) => {
                let text = match text {
                    Ok(t) => t,
                    Err(end) => return end,
                };
                match parse(&text) {
                    Err(end) => return end,
                    Ok(ClientMessage::ConnectionInit { .. }) => {
                        return close(4429, "Too many initialisation requests");
                    }
                    Ok(ClientMessage::Ping { .. }) => send(out, json!({"type": "pong"})).await,
                    Ok(ClientMessage::Pong { .. }) => {}
                    Ok(ClientMessage::Complete { id }) => {
                        if let Some(task) = subs.remove(&id) {
                            task.abort();
                        }
                    }
                    Ok(ClientMessage::Subscribe { id, payload }) => {
                        // Ended operations leave here, not by a message
                        // from their task: a channel for that was a block
                        // of 32 slots on every socket (W10's memory).
                        subs.retain(|_, t| !t.is_finished());
                        if subs.contains_key(&id) {
                            return close(4409, "Subscriber for this id already exists");
                        }
                        if subs.len() >= MAX_SUBSCRIPTIONS {
                            send(out, json!({"id": id, "type": "error", "payload": [{
                                "message": format!("at most {MAX_SUBSCRIPTIONS} subscriptions per socket"),
                                "extensions": {"code": "RATE_LIMITED"}
                            }]})).await;
                            continue;
                        }
                        // The text first (sent by id: a registered
                        // document), so what is admitted is what runs.
                        let mut request = to_request(payload);
                        let admitted = match Box::pin(super::documents::resolve(
                            state,
                            partner.as_ref(),
                            viewer.as_ref(),
                            &mut request,
                        ))
                        .await
                        // Then the text is bounded, parsed once and
                        // measured (`api::admission`) before anything
                        // walks it.
                        .and_then(|()| api::admission::admit(&mut request))
                        {
                            Err(err) => Err(err),
                            // A key: its scopes and its cost bucket.
                            Ok(()) => match &partner {
                            Some(p) => Box::pin(admit_partner(state, p, viewer.as_ref(), &mut request)).await,
                            None => {
                                let caller = match &viewer {
                                    Some(v) => Caller::Member(v.clone()),
                                    None => Caller::Anonymous,
                                };
                                let (key, spec) = super::rate_limit::bucket_of(state, &caller, meta);
                                Box::pin(super::rate_limit::hit(state, &key, spec)).await
                            }
                            },
                        };
                        if let Err(err) = admitted {
                            let gql = api::error::to_graphql(err);
                            send(out, json!({"id": id, "type": "error", "payload": [{
                                "message": gql.message, "extensions": gql.extensions
                            }]})).await;
                            continue;
                        }
                        let task = tokio::spawn(execute(
                            state.clone(),
                            viewer.clone(),
                            partner.clone(),
                            id.clone(),
                            request,
                            out.clone(),
                        ));
                        subs.insert(id, task);
                    }
                }
            }
            Some(event) = events.next() => {
                if let (Some(v), DomainEvent::TokensRevoked { member_id, token_id, before }) = (&viewer, event.as_ref()) {
                    // A token, all a member's tokens before a time, or a
                    // revoked grant's family (`oauth:<grant>:<generation>`,
                    // every access token of it: `partner::oauth::grants`).
                    let revoked = *member_id == v.member_id
                        && (token_id.as_deref().is_some_and(|t| {
                            v.token_id == t || v.token_id.starts_with(&format!("{t}:"))
                        }) || before.is_some());
                    if revoked {
                        return close(4403, "Forbidden");
                    }
                }
            }
            () = &mut expired => return close(4403, "Forbidden"),
            _ = keep_alive.tick() => send(out, json!({"type": "ping"})).await,
        }
    }
}

/// The viewer and partner of a `connection_init` payload: a token as
/// `Authorization: Bearer …` (`authorization`, `token`), a partner key as
/// `apiKey` (with a partner's access token, `lmo_…`, the member it acts
/// for and the key narrowed to the grant). `Err` for a bad token or key,
/// an access token without its key, or a key acting for staff.
async fn authenticate(
    state: &AppState,
    payload: Option<Value>,
) -> Result<(Option<Viewer>, Option<PartnerCaller>), ()> {
    let payload = payload.unwrap_or(Value::Null);
    let raw = ["Authorization", "authorization", "token"]
        .iter()
        .find_map(|k| payload.get(*k).and_then(|v| v.as_str()))
        .map(str::to_owned);
    let token = raw
        .as_deref()
        .map(|raw| bearer(raw).unwrap_or(raw.trim()).to_owned());
    // A partner's access token (`lmo_…`, OAuth) acts with its key only.
    let oauth = token
        .as_deref()
        .filter(|t| domain::partner::oauth::access::is_access_token(t));
    let viewer = match (&token, oauth) {
        (Some(token), None) => Some(resolve_viewer(&state.ctx, token).await.map_err(|_| ())?),
        _ => None,
    };
    let partner = match payload.get("apiKey").and_then(|v| v.as_str()) {
        None if oauth.is_some() => return Err(()),
        None => None,
        Some(key) => {
            if viewer.as_ref().is_some_and(|v| v.is_office) {
                return Err(());
            }
            Some(
                domain::partner::authenticate(&state.ctx, key)
                    .await
                    .map_err(|_| ())?,
            )
        }
    };
    if let (Some(token), Some(caller)) = (oauth, &partner) {
        let (viewer, granted) = domain::partner::oauth::access::resolve(&state.ctx, caller, token)
            .await
            .map_err(|_| ())?;
        return Ok((Some(viewer), Some(granted)));
    }
    Ok((viewer, partner))
}

/// A partner's subscribe: scopes and cost, as for a request.
async fn admit_partner(
    state: &AppState,
    partner: &PartnerCaller,
    viewer: Option<&Viewer>,
    request: &mut Request,
) -> Result<(), domain::AppError> {
    // Admitted already: the kept document, not a second parse.
    let Ok(doc) = request.parsed_query().cloned() else {
        return Ok(()); // execution reports the parse error
    };
    super::partner::admit(
        state,
        partner,
        viewer,
        &doc,
        request.operation_name.as_deref(),
        &request.variables,
    )
    .await
    .map(|_| ())
    .map_err(|r| r.err)
}

/// A subscribe message's payload as a request.
fn to_request(payload: SubscribePayload) -> Request {
    let mut request = Request::new(payload.query);
    if let Some(name) = payload.operation_name {
        request = request.operation_name(name);
    }
    if let Some(vars) = payload.variables {
        request = request.variables(async_graphql::Variables::from_json(vars));
    }
    if let Some(ext) = payload.extensions {
        for (k, v) in ext {
            if let Ok(v) = async_graphql::Value::from_json(v) {
                request.extensions.insert(k, v);
            }
        }
    }
    request
}

/// The response key of `subscription { unreadCount }` (the badge every
/// signed-in page holds open), when that is all `request` asks: one
/// subscription operation selecting the one field, aliased or not, with no
/// arguments, variables, directives or fragments. Anything else is `None`
/// and runs through the schema.
fn unread_count_only(request: &mut Request) -> Option<String> {
    use async_graphql::parser::types::{DocumentOperations, OperationType, Selection};
    let operation_name = request.operation_name.clone();
    // The admitted document, kept on the request (no second parse).
    let doc = request.parsed_query().ok()?;
    if !doc.fragments.is_empty() {
        return None;
    }
    let op = match (&doc.operations, operation_name.as_deref()) {
        (DocumentOperations::Single(op), None) => op,
        (DocumentOperations::Multiple(ops), name) if ops.len() == 1 => {
            let (op_name, op) = ops.iter().next()?;
            if name.is_some_and(|n| n != op_name.as_str()) {
                return None;
            }
            op
        }
        _ => return None,
    };
    let op = &op.node;
    if op.ty != OperationType::Subscription
        || !op.variable_definitions.is_empty()
        || !op.directives.is_empty()
    {
        return None;
    }
    let [item] = op.selection_set.node.items.as_slice() else {
        return None;
    };
    let Selection::Field(field) = &item.node else {
        return None;
    };
    let field = &field.node;
    let plain = field.name.node == "unreadCount"
        && field.arguments.is_empty()
        && field.directives.is_empty()
        && field.selection_set.node.items.is_empty();
    plain.then(|| field.response_key().node.to_string())
}

/// `subscription { unreadCount }` for a signed-in member, served from the
/// domain's stream without a GraphQL execution per value: a broadcast
/// reaches every open socket at once, and the execution machinery was a
/// third of the server's work per socket and most of a subscription's
/// memory (BENCHMARKS.md, W10 and W11). The messages are the ones the
/// schema would send (`{"data":{"<key>":n}}`).
async fn serve_unread_count(state: &AppState, member_id: i64, id: &str, key: &str, out: &Writer) {
    // Boxed: the first read's future is dropped once it answers, and the
    // socket's task keeps only what the stream needs.
    let ctx = StateContext(state.clone());
    let counts = match Box::pin(domain::message::live::unread_counts(ctx, member_id)).await {
        Ok(counts) => counts,
        Err(err) => {
            let gql = api::error::to_graphql(err);
            send(
                out,
                json!({"id": id, "type": "error", "payload": [{
                    "message": gql.message, "extensions": gql.extensions
                }]}),
            )
            .await;
            return;
        }
    };
    // The id is the client's: escaped once; the key is a GraphQL name.
    let prefix = format!(
        r#"{{"id":{},"type":"next","payload":{{"data":{{"{key}":"#,
        Value::from(id)
    );
    let mut counts = std::pin::pin!(counts);
    while let Some(n) = counts.next().await {
        let mut text = String::with_capacity(prefix.len() + 24);
        text.push_str(&prefix);
        let _ = write!(text, "{n}}}}}}}");
        if !out.text(text).await {
            return;
        }
    }
    send(out, json!({"id": id, "type": "complete"})).await;
}

/// The server's state as the services' context: what a badge's stream
/// keeps (a pointer, where a copy of the context was some hundreds of
/// bytes on every socket).
struct StateContext(AppState);

impl std::ops::Deref for StateContext {
    type Target = domain::kernel::AppContext;

    fn deref(&self) -> &Self::Target {
        &self.0.ctx
    }
}

/// Runs one operation and streams its results as `next` messages, then
/// `complete` (an operation that fails before running answers `error`).
async fn execute(
    state: AppState,
    viewer: Option<Viewer>,
    partner: Option<PartnerCaller>,
    id: String,
    mut request: Request,
    out: Writer,
) {
    // A partner's socket stays on the schema (its key's visibility rules).
    if let (Some(v), None) = (&viewer, &partner) {
        if let Some(key) = unread_count_only(&mut request) {
            let member_id = v.member_id;
            // What the stream does not need is freed before it starts: the
            // request's parsed document and variables, the viewer's strings
            // (held for as long as the badge is open: W10's memory per
            // socket).
            drop(request);
            drop(viewer);
            serve_unread_count(&state, member_id, &id, &key, &out).await;
            return;
        }
    }
    // Boxed: the schema's execution is a large future, and inline it would
    // make every badge's task (the path above, on nearly every socket)
    // that large too (BENCHMARKS.md, W10's memory per socket).
    Box::pin(async move {
        if let Some(v) = viewer {
            request = request.data(v);
        }
        if let Some(p) = partner {
            request = request.data(p);
        }
        let mut results = state.schema.execute_stream(request);
        let mut first = true;
        while let Some(resp) = results.next().await {
            let resp: Response = resp;
            if first && resp.data == async_graphql::Value::Null && resp.is_err() {
                // Refused before running (validation, auth, limits).
                send(
                    &out,
                    json!({"id": id, "type": "error", "payload": resp.errors}),
                )
                .await;
                return;
            }
            first = false;
            // Straight to text (no JSON tree between): on a broadcast this runs
            // once per socket (BENCHMARKS.md, W11).
            let next = serde_json::to_string(&Next {
                id: &id,
                kind: "next",
                payload: &resp,
            });
            if let Ok(text) = next {
                if !out.text(text).await {
                    break;
                }
            }
        }
        send(&out, json!({"id": id, "type": "complete"})).await;
    })
    .await;
}
