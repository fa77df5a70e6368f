//! Counts the SQL statements a server sends PostgreSQL (W4): a TCP proxy
//! in front of the database that reads the client side of the wire protocol
//! and counts `Query` ('Q', simple protocol) and `Execute` ('E', extended
//! protocol) messages, one per statement run. The server connects through
//! it with `sslmode=disable`, so the stream is plain.

use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;

use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::{TcpListener, TcpStream};

pub struct StatementCounter {
    count: Arc<AtomicU64>,
    pub port: u16,
}

impl StatementCounter {
    /// Listens on a free local port and forwards to `upstream` (host:port).
    pub async fn start(upstream: String) -> anyhow::Result<Self> {
        let listener = TcpListener::bind("127.0.0.1:0").await?;
        let port = listener.local_addr()?.port();
        let count = Arc::new(AtomicU64::new(0));
        let c = count.clone();
        tokio::spawn(async move {
            while let Ok((client, _)) = listener.accept().await {
                let upstream = upstream.clone();
                let c = c.clone();
                tokio::spawn(async move {
                    if let Ok(server) = TcpStream::connect(&upstream).await {
                        let _ = relay(client, server, c).await;
                    }
                });
            }
        });
        Ok(Self { count, port })
    }

    pub fn count(&self) -> u64 {
        self.count.load(Ordering::Relaxed)
    }
}

async fn relay(client: TcpStream, server: TcpStream, count: Arc<AtomicU64>) -> std::io::Result<()> {
    let (mut cr, mut cw) = client.into_split();
    let (mut sr, mut sw) = server.into_split();
    let down = tokio::spawn(async move { tokio::io::copy(&mut sr, &mut cw).await });
    let mut parser = Frontend::default();
    let mut buf = vec![0u8; 64 * 1024];
    loop {
        let n = cr.read(&mut buf).await?;
        if n == 0 {
            break;
        }
        count.fetch_add(parser.feed(&buf[..n]), Ordering::Relaxed);
        sw.write_all(&buf[..n]).await?;
    }
    down.abort();
    Ok(())
}

/// The client half of the protocol: untyped start-up messages (an SSL or
/// GSS request, then the start-up packet), then typed messages.
#[derive(Default)]
struct Frontend {
    pending: Vec<u8>,
    started: bool,
}

/// The start-up packet's protocol number (3.0).
const PROTOCOL_3: u32 = 196_608;

impl Frontend {
    /// Takes more bytes; returns how many statements they completed.
    fn feed(&mut self, bytes: &[u8]) -> u64 {
        self.pending.extend_from_slice(bytes);
        let mut statements = 0;
        let mut at = 0;
        loop {
            let rest = &self.pending[at..];
            if !self.started {
                let Some(len) = be_u32(rest, 0) else { break };
                let len = len as usize;
                if rest.len() < len || len < 8 {
                    break;
                }
                if be_u32(rest, 4) == Some(PROTOCOL_3) {
                    self.started = true;
                }
                at += len;
            } else {
                let (Some(&kind), Some(len)) = (rest.first(), be_u32(rest, 1)) else {
                    break;
                };
                let len = len as usize + 1;
                if rest.len() < len {
                    break;
                }
                if kind == b'Q' || kind == b'E' {
                    statements += 1;
                }
                at += len;
            }
        }
        self.pending.drain(..at);
        statements
    }
}

fn be_u32(b: &[u8], at: usize) -> Option<u32> {
    let s = b.get(at..at + 4)?;
    Some(u32::from_be_bytes([s[0], s[1], s[2], s[3]]))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn typed(kind: u8, payload: &[u8]) -> Vec<u8> {
        let mut m = vec![kind];
        m.extend_from_slice(&((payload.len() + 4) as u32).to_be_bytes());
        m.extend_from_slice(payload);
        m
    }

    #[test]
    fn counts_queries_and_executes_across_split_reads() {
        let mut stream = Vec::new();
        // SSL request, then the start-up packet.
        stream.extend_from_slice(&8u32.to_be_bytes());
        stream.extend_from_slice(&80_877_103u32.to_be_bytes());
        stream.extend_from_slice(&12u32.to_be_bytes());
        stream.extend_from_slice(&PROTOCOL_3.to_be_bytes());
        stream.extend_from_slice(b"u\0\0\0");
        stream.extend(typed(b'Q', b"BEGIN\0"));
        stream.extend(typed(b'P', b"\0select 1\0\0\0"));
        stream.extend(typed(b'B', b"\0\0\0\0\0\0\0\0"));
        stream.extend(typed(b'E', b"\0\0\0\0\0"));
        stream.extend(typed(b'S', b""));
        let mut f = Frontend::default();
        let mut total = 0;
        for chunk in stream.chunks(3) {
            total += f.feed(chunk);
        }
        assert_eq!(total, 2);
    }
}
