//! The graphql-ws load client (W10–W13): no standard tool speaks the
//! protocol. It opens N sockets as N members, subscribes each to
//! `unreadCount`, and records when every new value arrived. Latency is the
//! arrival time minus the message's `sentAt` as the server stamped it (the
//! client and server share this machine's clock).

use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

use anyhow::{bail, Context};
use futures_util::{SinkExt, StreamExt};
use serde_json::{json, Value};
use tokio_tungstenite::tungstenite::client::IntoClientRequest;
use tokio_tungstenite::tungstenite::http::HeaderValue;
use tokio_tungstenite::tungstenite::protocol::WebSocketConfig;
use tokio_tungstenite::tungstenite::Message;

/// What one socket saw.
#[derive(Default)]
pub struct SocketLog {
    /// The first value arrived (the subscription is live).
    pub subscribed: AtomicBool,
    /// Values after the first, with their arrival (µs since the epoch).
    pub updates: Mutex<Vec<(i64, u64)>>,
    /// `updates.len()`, read without the lock: the run polls it for ten
    /// thousand sockets every millisecond while they receive.
    count: AtomicUsize,
    pub closed: AtomicBool,
}

impl SocketLog {
    pub fn update_count(&self) -> usize {
        self.count.load(Ordering::Acquire)
    }

    /// Records a value that arrived at `at` (after the first).
    fn record(&self, value: i64, at: u64) {
        if let Ok(mut u) = self.updates.lock() {
            u.push((value, at));
            self.count.store(u.len(), Ordering::Release);
        }
    }

    /// Arrival of update `k` (0-based), if it came.
    pub fn arrival(&self, k: usize) -> Option<u64> {
        self.updates.lock().ok()?.get(k).map(|u| u.1)
    }
}

/// What the sockets speak.
#[derive(Clone, Copy)]
pub enum Protocol {
    /// graphql-ws over WebSocket, `url` a `ws://` address: our server.
    GraphqlWs,
    /// Bare TCP, `url` a `host:port`; each line is a value, the first on
    /// connecting: W11's kernel floor (`floor.rs`).
    RawLines,
}

pub struct Sockets {
    pub logs: Vec<Arc<SocketLog>>,
    pub member_ids: Vec<i64>,
    pub time_to_all: Duration,
    tasks: Vec<tokio::task::JoinHandle<()>>,
}

pub fn now_us() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map(|d| d.as_micros() as u64)
        .unwrap_or(0)
}

/// `sentAt` (RFC 3339) in µs since the epoch.
pub fn parse_time_us(text: &str) -> anyhow::Result<u64> {
    let t = chrono::DateTime::parse_from_rfc3339(text).with_context(|| format!("time {text}"))?;
    Ok(t.timestamp_micros().max(0) as u64)
}

impl Sockets {
    /// Opens one socket per `(member, token)`, `per_second` a second, and
    /// waits until every one holds a live subscription (at most `limit`).
    pub async fn open(
        protocol: Protocol,
        url: &str,
        members: Vec<(i64, String)>,
        per_second: u32,
        limit: Duration,
        progress: &indicatif::ProgressBar,
    ) -> anyhow::Result<Self> {
        let start = Instant::now();
        let gap = Duration::from_secs_f64(1.0 / f64::from(per_second.max(1)));
        let mut logs = Vec::with_capacity(members.len());
        let mut tasks = Vec::with_capacity(members.len());
        let mut member_ids = Vec::with_capacity(members.len());
        for (i, (member_id, token)) in members.into_iter().enumerate() {
            tokio::time::sleep_until((start + gap * i as u32).into()).await;
            let log = Arc::new(SocketLog::default());
            logs.push(log.clone());
            member_ids.push(member_id);
            let url = url.to_owned();
            tasks.push(tokio::spawn(async move {
                let ended = match protocol {
                    Protocol::GraphqlWs => socket(&url, &token, &log).await,
                    Protocol::RawLines => raw_socket(&url, &log).await,
                };
                if let Err(err) = ended {
                    tracing_err(&err);
                }
                log.closed.store(true, Ordering::Relaxed);
            }));
        }
        let n = logs.len();
        loop {
            let live = logs
                .iter()
                .filter(|l| l.subscribed.load(Ordering::Relaxed))
                .count();
            progress.set_position(live as u64);
            if live == n {
                break;
            }
            let closed = logs
                .iter()
                .filter(|l| l.closed.load(Ordering::Relaxed))
                .count();
            if closed > 0 {
                bail!("{closed} of {n} sockets closed before subscribing");
            }
            if start.elapsed() > limit {
                bail!("only {live} of {n} sockets subscribed within {limit:?}");
            }
            tokio::time::sleep(Duration::from_millis(5)).await;
        }
        Ok(Self {
            logs,
            member_ids,
            time_to_all: start.elapsed(),
            tasks,
        })
    }

    /// Waits until socket `i` has `count` updates for every `i` in
    /// `which`, at most `limit`; returns how many got there.
    pub async fn wait_for(&self, which: &[usize], count: usize, limit: Duration) -> usize {
        let deadline = Instant::now() + limit;
        loop {
            let done = which
                .iter()
                .filter(|i| self.logs[**i].update_count() >= count)
                .count();
            if done == which.len() || Instant::now() > deadline {
                return done;
            }
            tokio::time::sleep(Duration::from_millis(1)).await;
        }
    }

    pub fn closed(&self) -> usize {
        self.logs
            .iter()
            .filter(|l| l.closed.load(Ordering::Relaxed))
            .count()
    }

    pub fn close(self) {
        for t in self.tasks {
            t.abort();
        }
    }
}

fn tracing_err(err: &anyhow::Error) {
    static SHOWN: AtomicU64 = AtomicU64::new(0);
    if SHOWN.fetch_add(1, Ordering::Relaxed) < 3 {
        eprintln!("  socket: {err:#}");
    }
}

/// One socket: init, subscribe, then record every value until it closes.
async fn socket(url: &str, token: &str, log: &SocketLog) -> anyhow::Result<()> {
    let mut request = url.into_client_request()?;
    request.headers_mut().insert(
        "sec-websocket-protocol",
        HeaderValue::from_static("graphql-transport-ws"),
    );
    // Small buffers: ten thousand of these share the machine with the server.
    let config = WebSocketConfig::default().read_buffer_size(4096);
    let (ws, _) = tokio_tungstenite::connect_async_with_config(request, Some(config), true).await?;
    let (mut tx, mut rx) = ws.split();
    tx.send(Message::text(
        json!({"type": "connection_init", "payload": {"Authorization": format!("Bearer {token}")}})
            .to_string(),
    ))
    .await?;
    while let Some(msg) = rx.next().await {
        let text = match msg? {
            Message::Text(t) => t,
            Message::Close(frame) => bail!("closed: {frame:?}"),
            _ => continue,
        };
        // The hot path, ten thousand at once: a `next` is read without a
        // JSON tree (the client shares the machine with the server, and
        // its own time counts in the latency).
        if let Some(value) = next_value(text.as_str()) {
            let at = now_us();
            if log.subscribed.swap(true, Ordering::Relaxed) {
                log.record(value, at);
            }
            continue;
        }
        let v: Value = serde_json::from_str(text.as_str())?;
        match v["type"].as_str() {
            Some("connection_ack") => {
                tx.send(Message::text(
                    json!({"id": "1", "type": "subscribe",
                           "payload": {"query": "subscription { unreadCount }"}})
                    .to_string(),
                ))
                .await?;
            }
            Some("ping") => tx.send(Message::text(r#"{"type":"pong"}"#)).await?,
            Some("next") => {
                let at = now_us();
                let Some(value) = v["payload"]["data"]["unreadCount"].as_i64() else {
                    bail!("a next without unreadCount: {text}");
                };
                if log.subscribed.swap(true, Ordering::Relaxed) {
                    log.record(value, at);
                }
            }
            Some("error") | Some("complete") => bail!("subscription ended: {text}"),
            _ => {}
        }
    }
    bail!("the server closed the socket")
}

/// One bare TCP socket of the floor: every line a value.
async fn raw_socket(addr: &str, log: &SocketLog) -> anyhow::Result<()> {
    use tokio::io::AsyncBufReadExt;
    let stream = tokio::net::TcpStream::connect(addr).await?;
    let mut lines = tokio::io::BufReader::with_capacity(256, stream).lines();
    while let Some(line) = lines.next_line().await? {
        let at = now_us();
        let value: i64 = line.trim().parse().context("a floor line")?;
        if log.subscribed.swap(true, Ordering::Relaxed) {
            log.record(value, at);
        }
    }
    bail!("the floor closed the socket")
}

/// The value of a `next` message of the `unreadCount` subscription
/// (`{"id":"1","type":"next","payload":{"data":{"unreadCount":5}}}`), found
/// without parsing the whole message; `None` for any other message.
fn next_value(text: &str) -> Option<i64> {
    if !text.contains(r#""type":"next""#) {
        return None;
    }
    let key = r#""unreadCount":"#;
    let at = text.find(key)? + key.len();
    let digits: String = text[at..]
        .chars()
        .skip_while(|c| c.is_whitespace())
        .take_while(|c| c.is_ascii_digit() || *c == '-')
        .collect();
    digits.parse().ok()
}

/// The server process's resident memory (bytes) and CPU time (seconds).
pub fn process_usage(pid: u32) -> anyhow::Result<(u64, f64)> {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status"))?;
    let rss_kb: u64 = status
        .lines()
        .find_map(|l| l.strip_prefix("VmRSS:"))
        .and_then(|v| v.split_whitespace().next())
        .and_then(|v| v.parse().ok())
        .context("VmRSS")?;
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat"))?;
    // Fields after the command's closing parenthesis; utime and stime are
    // the 14th and 15th fields of the whole line.
    let after = stat.rsplit_once(')').map(|(_, r)| r).context("stat")?;
    let fields: Vec<&str> = after.split_whitespace().collect();
    let ticks: u64 = fields
        .get(11)
        .zip(fields.get(12))
        .and_then(|(u, s)| Some(u.parse::<u64>().ok()? + s.parse::<u64>().ok()?))
        .context("utime/stime")?;
    // The kernel's USER_HZ is 100 on every Linux this runs on.
    Ok((rss_kb * 1024, ticks as f64 / 100.0))
}

#[cfg(test)]
mod tests {
    #[test]
    fn reads_next_values_without_a_tree() {
        let next = r#"{"id":"1","type":"next","payload":{"data":{"unreadCount":42}}}"#;
        assert_eq!(super::next_value(next), Some(42));
        assert_eq!(super::next_value(r#"{"type":"ping"}"#), None);
        assert_eq!(
            super::next_value(r#"{"id":"1","type":"next","payload":{"errors":[]}}"#),
            None
        );
    }

    #[test]
    fn reads_own_usage_and_times() {
        let (rss, cpu) = super::process_usage(std::process::id()).unwrap();
        assert!(rss > 0 && cpu >= 0.0);
        assert_eq!(
            super::parse_time_us("2026-11-23T05:00:00.000123+00:00").unwrap() % 1_000_000,
            123
        );
    }
}
