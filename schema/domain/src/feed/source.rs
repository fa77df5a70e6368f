//! Fetching a feed's source over HTTP, politely: one request per poll with
//! the validators the source gave last time (`If-None-Match`,
//! `If-Modified-Since`; a `304` is "nothing new" and costs the source
//! nothing), a time-out, and a cap on the body. The pace (one poll per
//! interval, back-off, the circuit) is `poll.rs`'s.

use std::sync::OnceLock;
use std::time::Duration;

use reqwest::header::{ETAG, IF_MODIFIED_SINCE, IF_NONE_MATCH, LAST_MODIFIED};
use reqwest::StatusCode;

use super::csl::Refused;

/// A request gives up after this unless the operator set another
/// (`--feed-timeout`).
pub const TIMEOUT: Duration = Duration::from_secs(10);
/// A larger body is refused (a full day's schedule with every pool is
/// about 1 MiB).
pub const MAX_BODY: usize = 8 * 1024 * 1024;

/// What a poll's request brought back.
#[derive(Debug)]
pub enum Fetched {
    /// `304 Not Modified`: nothing new since the validators sent.
    NotModified,
    /// A body, with the validators to send next time.
    Body {
        body: Vec<u8>,
        etag: Option<String>,
        last_modified: Option<String>,
    },
}

/// The feeds' client, built once; `None` when it could not be (no TLS
/// backend): every poll then fails as `NETWORK`, nothing panics.
fn client() -> Option<&'static reqwest::Client> {
    static CLIENT: OnceLock<Option<reqwest::Client>> = OnceLock::new();
    CLIENT
        .get_or_init(|| {
            reqwest::Client::builder()
                .user_agent(concat!("lottery-member-feed/", env!("CARGO_PKG_VERSION")))
                .build()
                .ok()
        })
        .as_ref()
}

/// One GET of `url`.
pub async fn fetch(
    url: &str,
    etag: Option<&str>,
    last_modified: Option<&str>,
    timeout: Duration,
) -> Result<Fetched, Refused> {
    let client = client().ok_or_else(|| refused("NETWORK", "no HTTP client could be built"))?;
    // The whole exchange, body included, within the time-out.
    let mut req = client.get(url).timeout(timeout);
    if let Some(e) = etag {
        req = req.header(IF_NONE_MATCH, e);
    }
    if let Some(lm) = last_modified {
        req = req.header(IF_MODIFIED_SINCE, lm);
    }
    let res = req.send().await.map_err(|e| {
        if e.is_timeout() {
            refused(
                "TIMEOUT",
                format!("no answer within {} ms", timeout.as_millis()),
            )
        } else {
            refused("NETWORK", "the source could not be reached")
        }
    })?;
    let status = res.status();
    if status == StatusCode::NOT_MODIFIED {
        return Ok(Fetched::NotModified);
    }
    if !status.is_success() {
        return Err(refused(
            "HTTP_STATUS",
            format!("the source answered {status}"),
        ));
    }
    let header = |name| {
        res.headers()
            .get(name)
            .and_then(|v: &reqwest::header::HeaderValue| v.to_str().ok())
            .map(str::to_owned)
    };
    let (etag, last_modified) = (header(ETAG), header(LAST_MODIFIED));
    if res.content_length().is_some_and(|n| n > MAX_BODY as u64) {
        return Err(refused("TOO_LARGE", "a body over 8 MiB"));
    }
    let mut body = Vec::new();
    let mut res = res;
    while let Some(chunk) = res.chunk().await.map_err(|e| {
        if e.is_timeout() {
            refused("TIMEOUT", "the body did not arrive in time")
        } else {
            refused("TRUNCATED", "the body was cut off")
        }
    })? {
        if body.len() + chunk.len() > MAX_BODY {
            return Err(refused("TOO_LARGE", "a body over 8 MiB"));
        }
        body.extend_from_slice(&chunk);
    }
    Ok(Fetched::Body {
        body,
        etag,
        last_modified,
    })
}

fn refused(code: &'static str, reason: impl Into<String>) -> Refused {
    Refused {
        code,
        reason: reason.into(),
    }
}
