//! Subscriptions over the WebSocket at /graphql (graphql-transport-ws), with
//! the token in `connection_init`.

use crate::common;

use std::time::Duration;

use futures_util::{SinkExt, StreamExt};
use serde_json::{json, Value};
use tokio_tungstenite::tungstenite::client::IntoClientRequest;
use tokio_tungstenite::tungstenite::Message;

async fn recv(
    ws: &mut (impl StreamExt<Item = Result<Message, tokio_tungstenite::tungstenite::Error>> + Unpin),
) -> Value {
    loop {
        let msg = tokio::time::timeout(Duration::from_secs(3), ws.next())
            .await
            .expect("no message within 3 s")
            .expect("socket closed")
            .unwrap();
        match msg {
            Message::Text(t) => {
                let v: Value = serde_json::from_str(&t).unwrap();
                if v["type"] == "ping" || v["type"] == "pong" {
                    continue;
                }
                return v;
            }
            Message::Close(c) => panic!("closed: {c:?}"),
            _ => continue,
        }
    }
}

type Ws =
    tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>;

/// Opens a graphql-transport-ws socket to `addr` and sends `connection_init`
/// with `payload` (no reply is awaited).
async fn open_socket(addr: std::net::SocketAddr, payload: Value) -> Ws {
    let mut req = format!("ws://{addr}/graphql")
        .into_client_request()
        .unwrap();
    req.headers_mut().insert(
        "Sec-WebSocket-Protocol",
        "graphql-transport-ws".parse().unwrap(),
    );
    let (mut ws, resp) = tokio_tungstenite::connect_async(req).await.unwrap();
    assert_eq!(
        resp.headers()["sec-websocket-protocol"],
        "graphql-transport-ws"
    );
    ws.send(Message::text(
        json!({"type": "connection_init", "payload": payload}).to_string(),
    ))
    .await
    .unwrap();
    ws
}

#[tokio::test]
async fn config_changes_are_pushed_to_subscribers() {
    let s = common::start().await;
    let (_, staff) = s.member("运营", true).await;
    let mut ws = open_socket(s.addr, json!({"Authorization": format!("Bearer {staff}")})).await;
    assert_eq!(recv(&mut ws).await["type"], "connection_ack");

    ws.send(Message::text(
        json!({"id": "1", "type": "subscribe", "payload": {"query": "subscription { systemConfigChanged(types: [\"NOTICE\"]) { type stringValue } }"}}).to_string(),
    ))
    .await
    .unwrap();
    // Let the subscription register before the change is made.
    tokio::time::sleep(Duration::from_millis(200)).await;

    let (status, _, _) = s
        .legacy(
            "SystemConfig/CreateOrUpdate",
            Some(&staff),
            json!({"type": "OTHER", "typeStringValue": "ignored"}),
        )
        .await;
    assert_eq!(status, 200);
    let (status, _, _) = s
        .legacy(
            "SystemConfig/CreateOrUpdate",
            Some(&staff),
            json!({"type": "NOTICE", "typeStringValue": "今晚开奖"}),
        )
        .await;
    assert_eq!(status, 200);

    let msg = recv(&mut ws).await;
    assert_eq!(msg["type"], "next", "{msg}");
    assert_eq!(msg["id"], "1");
    assert_eq!(
        msg["payload"]["data"]["systemConfigChanged"]["type"],
        "NOTICE"
    );
    assert_eq!(
        msg["payload"]["data"]["systemConfigChanged"]["stringValue"],
        "今晚开奖"
    );
}

#[tokio::test]
async fn a_bad_token_in_connection_init_is_refused() {
    let s = common::start().await;
    let mut ws = open_socket(s.addr, json!({"token": "garbage"})).await;
    let next = tokio::time::timeout(Duration::from_secs(3), ws.next())
        .await
        .unwrap();
    match next {
        Some(Ok(Message::Close(_))) | None | Some(Err(_)) => {}
        Some(Ok(Message::Text(t))) => {
            let v: Value = serde_json::from_str(&t).unwrap();
            assert_ne!(v["type"], "connection_ack", "{v}");
        }
        other => panic!("{other:?}"),
    }
}

/// Two server instances on one Redis: a subscriber on B sees a change made
/// through A. Needs a real Redis (`TEST_REDIS_URL`, default
/// `redis://127.0.0.1:6379`); fails when it is not reachable.
#[tokio::test]
async fn events_cross_instances_through_redis() {
    let redis_url =
        std::env::var("TEST_REDIS_URL").unwrap_or_else(|_| "redis://127.0.0.1:6379".into());
    // Two databases, one deployment: the same key prefix.
    let prefix = common::deployment_prefix(&format!("cross-{}", uuid::Uuid::new_v4()));
    let args = ["--redis-url", &redis_url, "--redis-key-prefix", &prefix];
    let a = common::start_with(&args).await;
    let b = common::start_with(&args).await;
    let (_, staff_on_a) = a.member("运营", true).await;

    // B is ready and reports Redis.
    let (status, _, ready) =
        common::decode(b.http.get(b.url("/readyz")).send().await.unwrap()).await;
    assert_eq!(status, 200);
    assert_eq!(ready["redis"], "ok");

    let mut ws = open_socket(b.addr, json!({})).await;
    assert_eq!(recv(&mut ws).await["type"], "connection_ack");
    let kind = format!("CROSS_{}", b.addr.port());
    ws.send(Message::text(
        json!({"id": "x", "type": "subscribe", "payload": {"query": format!("subscription {{ systemConfigChanged(types: [\"{kind}\"]) {{ type stringValue }} }}")}}).to_string(),
    ))
    .await
    .unwrap();
    tokio::time::sleep(Duration::from_millis(200)).await;

    let (status, _, _) = a
        .legacy(
            "SystemConfig/CreateOrUpdate",
            Some(&staff_on_a),
            json!({"type": kind, "typeStringValue": "来自A"}),
        )
        .await;
    assert_eq!(status, 200);
    let msg = recv(&mut ws).await;
    assert_eq!(
        msg["payload"]["data"]["systemConfigChanged"]["stringValue"], "来自A",
        "{msg}"
    );
}

#[tokio::test]
async fn an_unreachable_redis_is_reported_at_start() {
    use clap::Parser;
    let t = domain::testing::test_db().await;
    let dir = tempfile::tempdir().unwrap();
    let cli = server::config::Cli::try_parse_from([
        "server",
        "--data-dir",
        dir.path().to_str().unwrap(),
        "--jwt-secret",
        common::TEST_SECRET,
        "--redis-url",
        "redis://127.0.0.1:1",
    ])
    .unwrap();
    let err = server::state::AppState::new(cli.settings, t.db.clone())
        .await
        .err()
        .expect("must fail");
    assert!(format!("{err:#}").contains("Redis"), "{err:#}");
}
