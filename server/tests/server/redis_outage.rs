//! A Redis outage between instances: sockets stay open, and after Redis is
//! back a subscriber gets a fresh count (the event bus resubscribes and
//! sends `Resync`), although it missed the event sent during the outage.
//!
//! Redis is put behind a local TCP proxy the test can cut. Needs Redis
//! (`TEST_REDIS_URL`, default `redis://127.0.0.1:6379`); fails without it.

use crate::common;

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use futures_util::StreamExt;
use serde_json::{json, Value};
use tokio::net::{TcpListener, TcpStream};
use tokio::task::JoinHandle;
use tokio_tungstenite::tungstenite::Message;

use common::ws::{signed_in, subscribe};

/// A TCP proxy to Redis (or PostgreSQL) that can drop every connection and
/// refuse new ones, or hang: keep every connection open and forward
/// nothing, as a host that stopped answering does.
pub(crate) struct Proxy {
    pub(crate) port: u16,
    cut: Arc<AtomicBool>,
    hung: Arc<AtomicBool>,
    conns: Arc<Mutex<Vec<JoinHandle<()>>>>,
    accept: JoinHandle<()>,
}

impl Proxy {
    pub(crate) async fn start(target: String) -> Self {
        let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
        let port = listener.local_addr().unwrap().port();
        let cut = Arc::new(AtomicBool::new(false));
        let hung = Arc::new(AtomicBool::new(false));
        let conns: Arc<Mutex<Vec<JoinHandle<()>>>> = Arc::default();
        let (c, k, h) = (cut.clone(), conns.clone(), hung.clone());
        let accept = tokio::spawn(async move {
            loop {
                let Ok((inbound, _)) = listener.accept().await else {
                    return;
                };
                if c.load(Ordering::SeqCst) {
                    continue; // dropped: the connection is refused
                }
                let (target, h) = (target.clone(), h.clone());
                k.lock().unwrap().push(tokio::spawn(async move {
                    if let Ok(outbound) = TcpStream::connect(target).await {
                        let (from_client, to_client) = inbound.into_split();
                        let (from_server, to_server) = outbound.into_split();
                        tokio::join!(
                            pipe(from_client, to_server, h.clone()),
                            pipe(from_server, to_client, h)
                        );
                    }
                }));
            }
        });
        Self {
            port,
            cut,
            hung,
            conns,
            accept,
        }
    }

    /// Keeps every connection open and forwards nothing until
    /// [`Proxy::restore`].
    pub(crate) fn hang(&self) {
        self.hung.store(true, Ordering::SeqCst);
    }

    pub(crate) fn cut(&self) {
        self.cut.store(true, Ordering::SeqCst);
        for c in self.conns.lock().unwrap().drain(..) {
            c.abort();
        }
    }

    pub(crate) fn restore(&self) {
        self.cut.store(false, Ordering::SeqCst);
        self.hung.store(false, Ordering::SeqCst);
    }
}

/// Copies one direction of a connection; while `hung`, what was read is
/// held back.
async fn pipe(
    mut from: tokio::net::tcp::OwnedReadHalf,
    mut to: tokio::net::tcp::OwnedWriteHalf,
    hung: Arc<AtomicBool>,
) {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    let mut buf = vec![0u8; 16 * 1024];
    loop {
        let n = match from.read(&mut buf).await {
            Ok(0) | Err(_) => return,
            Ok(n) => n,
        };
        while hung.load(Ordering::SeqCst) {
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
        if to.write_all(&buf[..n]).await.is_err() {
            return;
        }
    }
}

impl Drop for Proxy {
    fn drop(&mut self) {
        self.accept.abort();
        self.cut();
    }
}

async fn unread(
    ws: &mut tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<TcpStream>>,
    wait: Duration,
) -> Option<i64> {
    loop {
        let msg = tokio::time::timeout(wait, ws.next()).await.ok()??.unwrap();
        if let Message::Text(t) = msg {
            let v: Value = serde_json::from_str(&t).unwrap();
            if v["type"] == "next" {
                return v["payload"]["data"]["unreadCount"].as_i64();
            }
        }
    }
}

#[tokio::test]
async fn after_a_redis_outage_subscribers_get_a_fresh_count() {
    let redis = std::env::var("TEST_REDIS_URL").unwrap_or_else(|_| "redis://127.0.0.1:6379".into());
    let target = redis
        .trim_start_matches("redis://")
        .trim_end_matches('/')
        .to_owned();
    let proxy = Proxy::start(target).await;
    let a =
        common::start_with(&["--redis-url", &format!("redis://127.0.0.1:{}", proxy.port)]).await;
    let b = a.twin(&["--redis-url", &redis]).await;
    let (_, staff) = b
        .staff_with("运营", &[domain::Permission::Operations])
        .await;
    let (reader, token) = a.member("读者", false).await;

    let mut ws = signed_in(a.addr, &token).await;
    subscribe(&mut ws, "u", "subscription { unreadCount }").await;
    assert_eq!(unread(&mut ws, Duration::from_secs(5)).await, Some(0));
    let send = |title: &'static str| {
        b.legacy(
            "Message/Send",
            Some(&staff),
            json!({"memberIds": [reader.to_string()], "title": title, "content": "…"}),
        )
    };
    let (status, _, _) = send("一").await;
    assert_eq!(status, 200);
    assert_eq!(
        unread(&mut ws, Duration::from_secs(5)).await,
        Some(1),
        "through Redis"
    );

    // Redis goes away for A: the event sent meanwhile never reaches it.
    proxy.cut();
    tokio::time::sleep(Duration::from_millis(300)).await;
    let (status, _, _) = send("二").await;
    assert_eq!(status, 200);
    assert_eq!(
        unread(&mut ws, Duration::from_secs(1)).await,
        None,
        "missed during the outage"
    );

    // Back: the same socket gets the fresh count.
    let back = Instant::now();
    proxy.restore();
    assert_eq!(unread(&mut ws, Duration::from_secs(10)).await, Some(2));
    eprintln!("fresh count after Redis came back: {:?}", back.elapsed());
    drop(b);
}
