//! W11's floor: the least a graphql-ws broadcast to N sockets costs on this
//! machine, measured in the same run with the same load client.
//!
//! `bench fanout-floor` is a bare broadcaster: tokio-tungstenite (the
//! WebSocket library under axum's), one task per socket, no
//! authentication, no database, no event bus. It speaks just enough of
//! `graphql-transport-ws` for the load client (`connection_ack`, a first
//! `next`, then one `next` per broadcast). With `--raw` it speaks no
//! WebSocket at all: a line of text per value on bare TCP, what the kernel
//! alone costs. Each line on its standard input is a broadcast; it answers
//! with the time it stamped, µs since the epoch, on its standard output, as
//! our server stamps a message's `createdAt`.
//!
//! Our W11 divided by these is what our server adds to the machine's floor
//! (BENCHMARKS.md, "Still short of the target").

use std::path::Path;
use std::process::Stdio;
use std::time::Duration;

use anyhow::{bail, Context};
use futures_util::{SinkExt, StreamExt};
use tokio::io::{AsyncBufReadExt, AsyncWriteExt, BufReader, Lines};
use tokio::net::{TcpListener, TcpStream};
use tokio::process::{ChildStdin, ChildStdout, Command};
use tokio::sync::broadcast;
use tokio_tungstenite::tungstenite::handshake::server::{Request, Response};
use tokio_tungstenite::tungstenite::http::HeaderValue;
use tokio_tungstenite::tungstenite::Message;

use crate::procs::{free_port, Proc};
use crate::ws_load::now_us;

/// `bench fanout-floor --listen ADDR [--raw]`: serves until its standard
/// input closes.
pub async fn serve(listen: &str, raw: bool) -> anyhow::Result<()> {
    let listener = TcpListener::bind(listen)
        .await
        .with_context(|| format!("--listen {listen}"))?;
    // A few broadcasts of slack: one is sent at a time.
    let (tx, _) = broadcast::channel::<u64>(16);
    let accepting = {
        let tx = tx.clone();
        tokio::spawn(async move {
            while let Ok((stream, _)) = listener.accept().await {
                let rx = tx.subscribe();
                tokio::spawn(async move {
                    // A socket that breaks is the load client's to report.
                    let _ = if raw {
                        raw_socket(stream, rx).await
                    } else {
                        socket(stream, rx).await
                    };
                });
            }
        })
    };
    let mut lines = BufReader::new(tokio::io::stdin()).lines();
    let mut out = tokio::io::stdout();
    while lines.next_line().await?.is_some() {
        let at = now_us();
        // No socket yet is not an error: the stamp still answers.
        let _ = tx.send(at);
        out.write_all(format!("{at}\n").as_bytes()).await?;
        out.flush().await?;
    }
    accepting.abort();
    Ok(())
}

/// One socket: the handshake with the protocol's name, `connection_init`
/// → `connection_ack`, `subscribe` → a first `next`, then a `next` per
/// broadcast (the count of broadcasts so far, as an unread badge).
// The handshake callback's error type is tungstenite's own.
#[allow(clippy::result_large_err)]
async fn socket(stream: TcpStream, mut rx: broadcast::Receiver<u64>) -> anyhow::Result<()> {
    stream.set_nodelay(true)?;
    let ws = tokio_tungstenite::accept_hdr_async(stream, |_: &Request, mut resp: Response| {
        resp.headers_mut().insert(
            "sec-websocket-protocol",
            HeaderValue::from_static("graphql-transport-ws"),
        );
        Ok(resp)
    })
    .await?;
    let (mut tx, mut rx_ws) = ws.split();
    // The read half is dropped after the subscribe: nothing else is read.
    let id = loop {
        let Some(msg) = rx_ws.next().await else {
            bail!("closed before subscribing");
        };
        let Message::Text(text) = msg? else { continue };
        let v: serde_json::Value = serde_json::from_str(text.as_str())?;
        match v["type"].as_str() {
            Some("connection_init") => {
                tx.send(Message::text(r#"{"type":"connection_ack"}"#))
                    .await?;
            }
            Some("subscribe") => break v["id"].clone(),
            _ => {}
        }
    };
    drop(rx_ws);
    let prefix = format!(r#"{{"id":{id},"type":"next","payload":{{"data":{{"unreadCount":"#);
    let mut count = 0u64;
    tx.send(Message::text(format!("{prefix}{count}}}}}}}")))
        .await?;
    // From here the client only listens (the floor never pings it), so the
    // task waits for broadcasts alone, as our badge's task does.
    while rx.recv().await.is_ok() {
        count += 1;
        tx.send(Message::text(format!("{prefix}{count}}}}}}}")))
            .await?;
    }
    Ok(())
}

/// One bare TCP socket: a line with the count so far on connecting, then a
/// line per broadcast.
async fn raw_socket(mut stream: TcpStream, mut rx: broadcast::Receiver<u64>) -> anyhow::Result<()> {
    stream.set_nodelay(true)?;
    let mut count = 0u64;
    stream.write_all(b"0\n").await?;
    while rx.recv().await.is_ok() {
        count += 1;
        stream.write_all(format!("{count}\n").as_bytes()).await?;
    }
    Ok(())
}

/// The floor broadcaster as a child process of the run.
pub struct Floor {
    pub proc: Proc,
    stdin: ChildStdin,
    stamps: Lines<BufReader<ChildStdout>>,
}

impl Floor {
    /// `raw`: bare TCP lines in place of graphql-ws.
    pub async fn start(raw: bool, log: &Path) -> anyhow::Result<Self> {
        let port = free_port()?;
        let mut child = Command::new(std::env::current_exe()?)
            .arg("fanout-floor")
            .arg("--listen")
            .arg(format!("127.0.0.1:{port}"))
            .args(raw.then_some("--raw"))
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(std::fs::File::create(log)?)
            .kill_on_drop(true)
            .spawn()
            .context("starting bench fanout-floor")?;
        let stdin = child.stdin.take().context("fanout-floor's stdin")?;
        let stdout = child.stdout.take().context("fanout-floor's stdout")?;
        let floor = Self {
            proc: Proc {
                child,
                name: "fanout floor".into(),
                base: format!("http://127.0.0.1:{port}"),
            },
            stdin,
            stamps: BufReader::new(stdout).lines(),
        };
        // Listening once a connection is taken.
        for _ in 0..100 {
            if TcpStream::connect(("127.0.0.1", port)).await.is_ok() {
                return Ok(floor);
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
        bail!("bench fanout-floor did not start listening")
    }

    /// Broadcasts once; the time it was stamped (µs since the epoch).
    pub async fn broadcast(&mut self) -> anyhow::Result<u64> {
        self.stdin.write_all(b"\n").await?;
        self.stdin.flush().await?;
        let line = self
            .stamps
            .next_line()
            .await?
            .context("fanout-floor exited")?;
        line.trim().parse().context("fanout-floor's stamp")
    }
}
