//! A graphql-transport-ws client for tests, over tokio-tungstenite.

use std::time::Duration;

use futures_util::{SinkExt, StreamExt};
use serde_json::{json, Value};
use tokio_tungstenite::tungstenite::client::IntoClientRequest;
use tokio_tungstenite::tungstenite::Message;

pub type Ws =
    tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>;

/// Opens a socket (subprotocol graphql-transport-ws) to `addr` (`host:port`).
pub async fn connect(addr: impl std::fmt::Display) -> Ws {
    let mut req = format!("ws://{addr}/graphql")
        .into_client_request()
        .unwrap();
    req.headers_mut().insert(
        "Sec-WebSocket-Protocol",
        "graphql-transport-ws".parse().unwrap(),
    );
    tokio_tungstenite::connect_async(req).await.unwrap().0
}

pub async fn send(ws: &mut Ws, v: Value) {
    ws.send(Message::text(v.to_string())).await.unwrap();
}

/// The next protocol message (pings skipped), or the close code.
pub async fn next(ws: &mut Ws) -> Result<Value, u16> {
    loop {
        let msg = tokio::time::timeout(Duration::from_secs(6), ws.next())
            .await
            .expect("nothing within 6 s");
        match msg {
            Some(Ok(Message::Text(t))) => {
                let v: Value = serde_json::from_str(&t).unwrap();
                if v["type"] == "ping" || v["type"] == "pong" {
                    continue;
                }
                return Ok(v);
            }
            Some(Ok(Message::Close(Some(frame)))) => return Err(u16::from(frame.code)),
            Some(Ok(Message::Close(None))) | None => return Err(1005),
            Some(Ok(_)) => continue,
            Some(Err(e)) => panic!("{e}"),
        }
    }
}

/// A socket past `connection_ack`, signed in with `token`.
pub async fn signed_in(addr: impl std::fmt::Display, token: &str) -> Ws {
    let mut ws = connect(addr).await;
    send(
        &mut ws,
        json!({"type": "connection_init", "payload": {"Authorization": format!("Bearer {token}")}}),
    )
    .await;
    assert_eq!(next(&mut ws).await.unwrap()["type"], "connection_ack");
    ws
}

pub async fn subscribe(ws: &mut Ws, id: &str, query: &str) {
    send(
        ws,
        json!({"id": id, "type": "subscribe", "payload": {"query": query}}),
    )
    .await;
}

/// The data of the next `next` message for `id`.
pub async fn data(ws: &mut Ws, id: &str) -> Value {
    loop {
        let v = next(ws)
            .await
            .unwrap_or_else(|code| panic!("closed {code}"));
        if v["id"] == id && v["type"] == "next" {
            return v["payload"]["data"].clone();
        }
        assert_ne!(v["type"], "error", "{v}");
    }
}
