//! The WebSocket limits of security.md at N and N + 1: 10 active
//! subscriptions on one socket (an 11th gets an `error` with
//! `RATE_LIMITED`), and messages of 64 KiB (one byte more closes the socket
//! 1009, "message too big").

use serde_json::json;

use crate::common::{self, ws};

#[tokio::test]
async fn ten_subscriptions_run_and_an_eleventh_is_refused() {
    let s = common::start().await;
    let (_, token) = s.member("订阅者", false).await;
    let mut socket = ws::signed_in(s.addr, &token).await;
    for i in 0..10 {
        let id = format!("s{i}");
        ws::subscribe(&mut socket, &id, "subscription { unreadCount }").await;
        assert_eq!(ws::data(&mut socket, &id).await["unreadCount"], 0, "{id}");
    }
    ws::subscribe(&mut socket, "s10", "subscription { unreadCount }").await;
    let refused = ws::next(&mut socket).await.unwrap();
    assert_eq!(
        (refused["id"].as_str(), refused["type"].as_str()),
        (Some("s10"), Some("error")),
        "{refused}"
    );
    assert_eq!(refused["payload"][0]["extensions"]["code"], "RATE_LIMITED");
    // Completing one frees its place.
    ws::send(&mut socket, json!({"id": "s0", "type": "complete"})).await;
    ws::subscribe(&mut socket, "s11", "subscription { unreadCount }").await;
    assert_eq!(ws::data(&mut socket, "s11").await["unreadCount"], 0);
}

/// A subscribe message of exactly `len` bytes (padded in a variable).
fn message_of(len: usize) -> String {
    let head = r#"{"id":"big","type":"subscribe","payload":{"query":"{ __typename }","variables":{"pad":""#;
    let tail = r#""}}}"#;
    format!("{head}{}{tail}", "x".repeat(len - head.len() - tail.len()))
}

#[tokio::test]
async fn a_message_of_64_kib_is_read_and_one_byte_more_closes_1009() {
    use futures_util::SinkExt;
    use tokio_tungstenite::tungstenite::Message;
    let s = common::start().await;
    let (_, token) = s.member("大消息", false).await;

    let mut socket = ws::signed_in(s.addr, &token).await;
    let at = message_of(64 * 1024);
    assert_eq!(at.len(), 64 * 1024);
    socket.send(Message::text(at)).await.unwrap();
    assert_eq!(ws::data(&mut socket, "big").await["__typename"], "Query");

    let mut socket = ws::signed_in(s.addr, &token).await;
    socket
        .send(Message::text(message_of(64 * 1024 + 1)))
        .await
        .unwrap();
    assert_eq!(ws::next(&mut socket).await, Err(1009));
}
