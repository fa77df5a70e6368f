//! What each GraphQL operation and legacy call leaves behind: a count and
//! a latency by a bounded label, and a span with its name, its outcome and
//! a pseudonym of the member.
//!
//! Labels never come from the caller unchecked: an operation is named only
//! when the web client has an operation of that name (its persisted
//! documents, `http::documents`), else `other` (or `anonymous`); a legacy
//! route only when it is in the route table; an outcome is `ok` or a code
//! of the error catalogue. So a caller cannot create series.

use std::collections::HashSet;
use std::sync::OnceLock;
use std::time::{Duration, Instant};

use async_graphql::parser::types::DocumentOperations;
use hmac::{Hmac, Mac};
use sha2::Sha256;
use tracing::field::Empty;

use super::catalogue::{
    GRAPHQL_DURATION, GRAPHQL_OPERATIONS, LEGACY_CALLS, LEGACY_DURATION, WEBSOCKETS,
};
use domain::{AppError, ErrorCode};

/// An operation name the web client does not have.
pub const OTHER: &str = "other";
/// An operation without a name.
pub const ANONYMOUS: &str = "anonymous";
/// A legacy path that is no call.
pub const UNKNOWN_ROUTE: &str = "unknown";
/// An outcome without a code of the catalogue (should not happen).
const OTHER_CODE: &str = "OTHER";
/// Span attributes hold at most this much of an operation's name.
const MAX_NAME: usize = 100;

/// The web client's operation names, read from its manifest once.
fn known() -> &'static HashSet<&'static str> {
    static KNOWN: OnceLock<HashSet<&'static str>> = OnceLock::new();
    KNOWN.get_or_init(|| {
        let Ok(docs) = crate::http::documents::ClientDocuments::built_in() else {
            return HashSet::new();
        };
        let mut names = HashSet::new();
        for text in docs.texts() {
            if let Ok(doc) = async_graphql::parser::parse_query(text) {
                if let DocumentOperations::Multiple(ops) = doc.operations {
                    for name in ops.keys() {
                        // Leaked once: a fixed set of a few hundred short
                        // names, used as `&'static` labels without a copy
                        // per request.
                        names.insert(&*Box::leak(name.as_str().to_owned().into_boxed_str()));
                    }
                }
            }
        }
        names
    })
}

/// The metric label of an operation called `name`.
pub fn operation_label(name: Option<&str>) -> &'static str {
    match name {
        None => ANONYMOUS,
        Some(n) => known().get(n).copied().unwrap_or(OTHER),
    }
}

/// The operation a request runs, once its document is admitted (parsed
/// and bounded): `operationName`, else the document's only named
/// operation. Never parses: before admission, only `operationName`.
pub fn operation_name(request: &mut async_graphql::Request, admitted: bool) -> Option<String> {
    if let Some(name) = &request.operation_name {
        return Some(name.clone());
    }
    if !admitted {
        return None;
    }
    match &request.parsed_query().ok()?.operations {
        DocumentOperations::Multiple(ops) if ops.len() == 1 => {
            ops.keys().next().map(|k| k.to_string())
        }
        _ => None,
    }
}

/// `ok`, or the first error's code.
pub fn outcome(resp: &async_graphql::Response) -> &'static str {
    match resp.errors.first() {
        None => "ok",
        Some(e) => match e.extensions.as_ref().and_then(|x| x.get("code")) {
            Some(async_graphql::Value::String(code)) => code_label(code),
            _ => OTHER_CODE,
        },
    }
}

/// `ok`, or the error's code.
pub fn outcome_of<T>(result: &Result<T, AppError>) -> &'static str {
    match result {
        Ok(_) => "ok",
        Err(e) => e.code.as_str(),
    }
}

fn code_label(code: &str) -> &'static str {
    ErrorCode::ALL
        .iter()
        .map(|c| c.as_str())
        .find(|c| *c == code)
        .unwrap_or(OTHER_CODE)
}

/// Counts a GraphQL operation and its time.
pub fn record_graphql(operation: &'static str, outcome: &'static str, took: Duration) {
    metrics::counter!(GRAPHQL_OPERATIONS, "operation" => operation, "outcome" => outcome)
        .increment(1);
    metrics::histogram!(GRAPHQL_DURATION, "operation" => operation).record(took.as_secs_f64());
}

/// Counts a legacy call (`Service/Method`, or [`UNKNOWN_ROUTE`]) and its time.
pub fn record_legacy(route: &str, outcome: &'static str, took: Duration) {
    metrics::counter!(LEGACY_CALLS, "route" => route.to_owned(), "outcome" => outcome).increment(1);
    metrics::histogram!(LEGACY_DURATION, "route" => route.to_owned()).record(took.as_secs_f64());
}

/// The span of one GraphQL operation; [`finish`] adds what it came to.
pub fn graphql_span(name: Option<&str>) -> tracing::Span {
    let name = name.map_or(ANONYMOUS, |n| truncated(n, MAX_NAME));
    tracing::info_span!(
        "graphql.operation",
        otel.name = %format_args!("graphql {name}"),
        graphql.operation.name = %name,
        outcome = Empty,
        member.hash = Empty,
    )
}

/// The span of one legacy call.
pub fn legacy_span(route: &str) -> tracing::Span {
    tracing::info_span!(
        "legacy.call",
        otel.name = %format_args!("legacy {route}"),
        legacy.route = %route,
        outcome = Empty,
        member.hash = Empty,
    )
}

/// Records the outcome, and who asked as a pseudonym (never the id).
pub fn finish(span: &tracing::Span, outcome: &str, member: Option<String>) {
    span.record("outcome", outcome);
    if let Some(hash) = member {
        span.record("member.hash", hash.as_str());
    }
}

/// One GraphQL request of a batch being watched: its span from the start,
/// its name as soon as it is known.
pub struct Observed {
    started: Instant,
    span: tracing::Span,
    name: Option<String>,
}

impl Observed {
    /// Before anything runs: named by `operationName` if given.
    pub fn start(request: &async_graphql::Request) -> Self {
        let name = request.operation_name.clone();
        Self {
            started: Instant::now(),
            span: graphql_span(name.as_deref()),
            name,
        }
    }

    /// Once the document is admitted: named by its only operation when
    /// `operationName` was not given.
    pub fn admitted(&mut self, request: &mut async_graphql::Request) {
        if self.name.is_none() {
            self.name = operation_name(request, true);
            if let Some(name) = &self.name {
                let name = truncated(name, MAX_NAME);
                self.span.record("graphql.operation.name", name);
                self.span
                    .record("otel.name", format_args!("graphql {name}").to_string());
            }
        }
    }
}

/// Counts each watched request with its answer (in order), closing their
/// spans; `member` is the caller's id, if a member.
pub fn finish_all(
    observed: Vec<Observed>,
    answers: &[async_graphql::Response],
    member: Option<i64>,
    hasher: &MemberHasher,
) {
    let member = member.map(|id| hasher.hash(id));
    for (o, answer) in observed.into_iter().zip(answers) {
        let outcome = outcome(answer);
        record_graphql(
            operation_label(o.name.as_deref()),
            outcome,
            o.started.elapsed(),
        );
        finish(&o.span, outcome, member.clone());
    }
}

fn truncated(s: &str, max: usize) -> &str {
    match s.char_indices().nth(max) {
        Some((i, _)) => &s[..i],
        None => s,
    }
}

/// Member ids in traces, as a keyed hash: the same member reads the same
/// in every span and on every instance of one deployment (the key comes
/// from the token secret they share), but the id cannot be read back nor
/// guessed by hashing candidate ids without the key.
#[derive(Clone)]
pub struct MemberHasher {
    key: [u8; 32],
}

impl MemberHasher {
    /// Derived from the token secret with its own label, so the key is
    /// used for nothing else.
    pub fn new(secret: &[u8]) -> Self {
        let mut key = [0u8; 32];
        if let Ok(mut mac) = Hmac::<Sha256>::new_from_slice(secret) {
            mac.update(b"lottery-member telemetry member pseudonym v1");
            key.copy_from_slice(&mac.finalize().into_bytes());
        }
        Self { key }
    }

    /// 16 hex digits (64 bits) of HMAC-SHA256(key, id).
    pub fn hash(&self, member_id: i64) -> String {
        let Ok(mut mac) = Hmac::<Sha256>::new_from_slice(&self.key) else {
            return String::new();
        };
        mac.update(member_id.to_string().as_bytes());
        let mut hex = hex::encode(mac.finalize().into_bytes());
        hex.truncate(16);
        hex
    }
}

impl std::fmt::Debug for MemberHasher {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("MemberHasher(..)")
    }
}

/// One open WebSocket in `websocket_connections`, for as long as it lives
/// (made before the upgrade, moved into the socket's task: a handshake
/// that never completes drops it too).
pub struct SocketGuard {
    protocol: &'static str,
}

impl SocketGuard {
    pub fn open(protocol: &'static str) -> Self {
        metrics::gauge!(WEBSOCKETS, "protocol" => protocol).increment(1.0);
        Self { protocol }
    }
}

impl Drop for SocketGuard {
    fn drop(&mut self) {
        metrics::gauge!(WEBSOCKETS, "protocol" => self.protocol).decrement(1.0);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn labels_are_bounded() {
        assert_eq!(operation_label(None), ANONYMOUS);
        assert_eq!(operation_label(Some("UnreadCount")), "UnreadCount");
        assert_eq!(operation_label(Some("Anything_the_caller_likes")), OTHER);
        assert_eq!(code_label("RATE_LIMITED"), "RATE_LIMITED");
        assert_eq!(code_label("made up"), OTHER_CODE);
    }

    #[test]
    fn a_member_hash_is_keyed_stable_and_short() {
        let a = MemberHasher::new(b"secret one secret one secret one!");
        let b = MemberHasher::new(b"secret two secret two secret two!");
        assert_eq!(a.hash(42), a.hash(42));
        assert_ne!(a.hash(42), a.hash(43));
        assert_ne!(a.hash(42), b.hash(42));
        assert_eq!(a.hash(42).len(), 16);
    }

    #[test]
    fn names_are_cut_on_a_character() {
        assert_eq!(truncated("开奖abc", 2), "开奖");
        assert_eq!(truncated("ab", 5), "ab");
    }
}
