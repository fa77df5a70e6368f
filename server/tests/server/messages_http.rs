//! The message centre over HTTP and WebSocket: every `Message/*` call
//! against its GraphQL twin, live counts over graphql-transport-ws, the
//! protocol's close codes, and the tracking pixel.

use crate::common;

use std::time::Duration;

use futures_util::{SinkExt, StreamExt};
use serde_json::{json, Value};
use tokio_tungstenite::tungstenite::Message;

use common::ws::{connect, data, next, send, signed_in, subscribe};

#[tokio::test]
async fn every_message_call_matches_its_graphql_twin() {
    let s = common::start().await;
    let (_, staff) = s
        .staff_with("运营", &[domain::Permission::Operations])
        .await;
    let (a, token) = s.member("收件人", false).await;

    let (status, _, sent) = s
        .legacy(
            "Message/Send",
            Some(&staff),
            json!({"memberIds": [a.to_string()], "title": "开奖提醒", "content": "今晚 21:15 开奖"}),
        )
        .await;
    assert_eq!(status, 200, "{sent}");
    let (_, g) = s
        .gql(
            Some(&staff),
            "mutation($m: [ID!]) { sendMessage(input: {memberIds: $m, title: \"开奖提醒\", content: \"今晚 21:15 开奖\"}) { message { id legacyId title content messageType status isRead } userErrors { code } } }",
            json!({"m": [common::gid(a)]}),
        )
        .await;
    let answer = g.clone();
    let g = &g["data"]["sendMessage"]["message"];
    for k in ["title", "content", "messageType", "status", "isRead"] {
        assert_eq!(sent[k], g[k], "{k}: {answer}");
    }
    // Legacy ids, and the global ids GraphQL takes.
    let (first, second) = (
        sent["id"].as_str().unwrap().to_owned(),
        g["legacyId"].as_str().unwrap().to_owned(),
    );
    let gid = |id: &str| common::gid_of(api::ids::NodeKind::Message, id.parse().unwrap());

    let (_, _, count) = s
        .legacy("Message/GetHaveNoReadCount", Some(&token), json!({}))
        .await;
    let (_, gc) = s
        .gql(Some(&token), "{ unreadMessageCount }", json!({}))
        .await;
    assert_eq!(count, json!({"count": "2"}));
    assert_eq!(gc["data"]["unreadMessageCount"], 2);

    let (_, _, list) = s
        .legacy(
            "Message/Query",
            Some(&token),
            json!({"pageRequest": {"page": 1, "pageSize": 10}}),
        )
        .await;
    let (_, gl) = s
        .gql(
            Some(&token),
            "{ myMessages(first: 10) { edges { node { legacyId title isRead createdAt } } } }",
            json!({}),
        )
        .await;
    let legacy_ids: Vec<&Value> = list["items"]
        .as_array()
        .unwrap()
        .iter()
        .map(|i| &i["id"])
        .collect();
    let gql_ids: Vec<&Value> = gl["data"]["myMessages"]["edges"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| &e["node"]["legacyId"])
        .collect();
    assert_eq!(legacy_ids, gql_ids);
    assert_eq!(legacy_ids, [&json!(second), &json!(first)]);
    assert_eq!(list["pageResult"]["rowCount"], 2);

    let (_, _, found) = s
        .legacy("Message/Find", Some(&token), json!({"id": first}))
        .await;
    let (_, gf) = s
        .gql(
            Some(&token),
            "query($id: ID!) { message(id: $id) { legacyId title isRead } }",
            json!({"id": gid(&first)}),
        )
        .await;
    assert_eq!(found["title"], gf["data"]["message"]["title"]);
    assert_eq!(found["id"], gf["data"]["message"]["legacyId"]);

    let (_, _, read) = s
        .legacy("Message/SetHaveRead", Some(&token), json!({"ids": [first]}))
        .await;
    assert_eq!(read, json!({"count": "1"}));
    let (_, gr) = s
        .gql(
            Some(&token),
            "mutation($i: [ID!]) { markMessagesRead(input: {ids: $i}) { unreadCount userErrors { code } } }",
            json!({"i": [gid(&second)]}),
        )
        .await;
    assert_eq!(
        gr["data"]["markMessagesRead"],
        json!({"unreadCount": 0, "userErrors": []})
    );
    let (_, _, unread) = s
        .legacy("Message/SetHaveNoRead", Some(&token), json!({"all": true}))
        .await;
    assert_eq!(unread, json!({"count": "2"}));
    let (_, gu) = s
        .gql(
            Some(&token),
            "mutation { markMessagesRead(input: {all: true}) { unreadCount } }",
            json!({}),
        )
        .await;
    assert_eq!(gu["data"]["markMessagesRead"]["unreadCount"], 0);
    let (_, gu) = s
        .gql(
            Some(&token),
            "mutation($i: [ID!]) { markMessagesUnread(input: {ids: $i}) { unreadCount } }",
            json!({"i": [gid(&first)]}),
        )
        .await;
    assert_eq!(gu["data"]["markMessagesUnread"]["unreadCount"], 1);
    // Neither ids nor all: a user error naming the input.
    let (_, bad) = s
        .gql(
            Some(&token),
            "mutation { markMessagesRead(input: {}) { unreadCount userErrors { code field } } }",
            json!({}),
        )
        .await;
    assert_eq!(
        bad["data"]["markMessagesRead"],
        json!({"unreadCount": null, "userErrors": [{"code": "INVALID_ARGUMENT", "field": ["input", "ids"]}]})
    );

    // Scheduled, then cancelled through each layer.
    let at = (domain::kernel::clock::now() + chrono::TimeDelta::hours(2)).to_rfc3339();
    let mut cancelled = Vec::new();
    for _ in 0..2 {
        let (_, _, m) = s
            .legacy(
                "Message/Send",
                Some(&staff),
                json!({"toAll": true, "title": "维护通知", "content": "今晚维护", "scheduledAt": at}),
            )
            .await;
        assert_eq!(m["status"], "SCHEDULED", "{m}");
        cancelled.push(m["id"].as_str().unwrap().to_owned());
    }
    let (_, _, c1) = s
        .legacy(
            "Message/CancelSchedule",
            Some(&staff),
            json!({"id": cancelled[0]}),
        )
        .await;
    let (_, c2) = s
        .gql(
            Some(&staff),
            "mutation($id: ID!) { cancelScheduledMessage(input: {id: $id}) { message { status } } }",
            json!({"id": gid(&cancelled[1])}),
        )
        .await;
    assert_eq!(c1["status"], "CANCELLED");
    assert_eq!(
        c2["data"]["cancelScheduledMessage"]["message"]["status"],
        "CANCELLED"
    );
    let (status, _, again) = s
        .legacy(
            "Message/CancelSchedule",
            Some(&staff),
            json!({"id": cancelled[0]}),
        )
        .await;
    assert_eq!((status, again["code"].as_str()), (409, Some("CONFLICT")));

    // Members cannot send; bad input names the field.
    let (status, _, _) = s
        .legacy(
            "Message/Send",
            Some(&token),
            json!({"toAll": true, "title": "x", "content": "y"}),
        )
        .await;
    assert_eq!(status, 403);
    let (status, _, bad) = s
        .legacy(
            "Message/Send",
            Some(&staff),
            json!({"toAll": true, "title": "", "content": "y"}),
        )
        .await;
    assert_eq!(
        (status, bad["field"].as_str()),
        (400, Some("title")),
        "{bad}"
    );
}

/// The console's 已读/送达 column: staff read a message's counts, which
/// move with the member's read mark; a member asking for them is refused.
#[tokio::test]
async fn staff_see_delivery_counts_that_members_cannot_ask_for() {
    let s = common::start().await;
    let (_, staff) = s
        .staff_with("运营", &[domain::Permission::Operations])
        .await;
    let (a, token) = s.member("读者甲", false).await;
    let (b, _) = s.member("读者乙", false).await;
    let (_, sent) = s
        .gql(
            Some(&staff),
            "mutation($m: [ID!]) { sendMessage(input: {memberIds: $m, title: \"周末活动\", content: \"签到送积分\"}) { message { id delivery { recipients reads } } userErrors { code } } }",
            json!({"m": [common::gid(a), common::gid(b)]}),
        )
        .await;
    let message = &sent["data"]["sendMessage"]["message"];
    assert_eq!(
        message["delivery"],
        json!({"recipients": 2, "reads": 0}),
        "{sent}"
    );
    let (_, marked) = s
        .gql(
            Some(&token),
            "mutation($id: ID!) { markMessagesRead(input: {ids: [$id]}) { unreadCount } }",
            json!({"id": message["id"]}),
        )
        .await;
    assert_eq!(
        marked["data"]["markMessagesRead"]["unreadCount"], 0,
        "{marked}"
    );
    let (_, listed) = s
        .gql(
            Some(&staff),
            "{ messages(first: 5) { nodes { title delivery { recipients reads } } } }",
            json!({}),
        )
        .await;
    let first = &listed["data"]["messages"]["nodes"][0];
    assert_eq!(first["title"], "周末活动", "{listed}");
    assert_eq!(
        first["delivery"],
        json!({"recipients": 2, "reads": 1}),
        "{listed}"
    );
    let (_, refused) = s
        .gql(
            Some(&token),
            "{ myMessages(first: 5) { nodes { delivery { reads } } } }",
            json!({}),
        )
        .await;
    // Not in a member's introspection, and refused by its guard if named.
    assert_eq!(
        refused["errors"][0]["extensions"]["code"], "FORBIDDEN",
        "{refused}"
    );
    assert_eq!(refused["errors"][0]["path"][3], "delivery", "{refused}");
    assert!(!refused.to_string().contains("recipients"), "{refused}");
}

#[tokio::test]
async fn unread_count_and_counts_are_live() {
    let s = common::start().await;
    let (_, staff) = s
        .staff_with("运营", &[domain::Permission::Operations])
        .await;
    let (a, token) = s.member("看徽标", false).await;
    let (_, fan) = s.member("粉丝", false).await;
    let mut ws = signed_in(s.addr, &token).await;
    subscribe(&mut ws, "u", "subscription { unreadCount }").await;
    assert_eq!(data(&mut ws, "u").await["unreadCount"], 0);
    subscribe(
        &mut ws,
        "r",
        "subscription { messageReceived { title messageType } }",
    )
    .await;
    subscribe(
        &mut ws,
        "c",
        "subscription { myCounts { followingCount followerCount points } }",
    )
    .await;
    assert_eq!(
        data(&mut ws, "c").await["myCounts"],
        json!({"followingCount": 0, "followerCount": 0, "points": 0})
    );
    tokio::time::sleep(Duration::from_millis(100)).await;

    let (_, _, m) = s
        .legacy(
            "Message/Send",
            Some(&staff),
            json!({"memberIds": [a.to_string()], "title": "你好", "content": "欢迎"}),
        )
        .await;
    assert_eq!(data(&mut ws, "u").await["unreadCount"], 1);
    assert_eq!(data(&mut ws, "r").await["messageReceived"]["title"], "你好");
    // A broadcast counts too, without a row per member.
    s.legacy(
        "Message/Send",
        Some(&staff),
        json!({"toAll": true, "title": "公告", "content": "全站"}),
    )
    .await;
    assert_eq!(data(&mut ws, "u").await["unreadCount"], 2);
    s.legacy(
        "Message/SetHaveRead",
        Some(&token),
        json!({"ids": [m["id"]]}),
    )
    .await;
    assert_eq!(data(&mut ws, "u").await["unreadCount"], 1);
    // A new follower: a message (count 2 now) and the fans count.
    s.gql(
        Some(&fan),
        "mutation($m: ID!) { followMember(input: {memberId: $m}) { changed } }",
        json!({"m": common::gid(a)}),
    )
    .await;
    assert_eq!(data(&mut ws, "c").await["myCounts"]["followerCount"], 1);
    s.gql(
        Some(&token),
        "mutation { checkIn(input: {}) { balance } }",
        json!({}),
    )
    .await;
    assert_eq!(data(&mut ws, "c").await["myCounts"]["points"], 5);
}

/// The socket serves a plain `subscription { unreadCount }` itself, without
/// the schema (ws.rs `unread_count_only`): whatever the shape of the
/// document, the badge reads the same, and the messages are the schema's.
#[tokio::test]
async fn the_unread_badge_is_the_same_whichever_way_it_is_asked() {
    let s = common::start().await;
    let (_, staff) = s
        .staff_with("运营", &[domain::Permission::Operations])
        .await;
    let (_, token) = s.member("徽标", false).await;
    let shapes = [
        ("plain", "subscription { unreadCount }", "unreadCount"),
        ("aliased", "subscription Badge { n: unreadCount }", "n"),
        // Not the plain shape: runs through the schema.
        (
            "schema",
            "subscription { unreadCount @include(if: true) }",
            "unreadCount",
        ),
    ];
    let mut sockets = Vec::new();
    for (id, query, key) in shapes {
        let mut ws = signed_in(s.addr, &token).await;
        subscribe(&mut ws, id, query).await;
        assert_eq!(data(&mut ws, id).await, json!({ key: 0 }), "{id}");
        sockets.push((ws, id, key));
    }
    tokio::time::sleep(Duration::from_millis(100)).await;
    s.legacy(
        "Message/Send",
        Some(&staff),
        json!({"toAll": true, "title": "公告", "content": "全站"}),
    )
    .await;
    for (ws, id, key) in &mut sockets {
        let v = next(ws).await.unwrap();
        assert_eq!(
            v,
            json!({"id": id, "type": "next", "payload": {"data": { *key: 1 }}}),
            "{id}"
        );
    }
    // An anonymous socket is refused by the schema, as before.
    let mut ws = connect(s.addr).await;
    send(&mut ws, json!({"type": "connection_init"})).await;
    let ack = next(&mut ws).await.unwrap();
    assert_eq!(ack["type"], "connection_ack");
    subscribe(&mut ws, "anon", "subscription { unreadCount }").await;
    let refused = next(&mut ws).await.unwrap();
    assert_eq!(refused["type"], "error", "{refused}");
    assert_eq!(
        refused["payload"][0]["extensions"]["code"],
        "UNAUTHENTICATED"
    );
}

#[tokio::test]
async fn the_protocol_close_codes() {
    // Many sockets from one address in a moment: the connect limit is
    // tested on its own (rate_limits_http.rs).
    let s = common::start_with(&["--rate-ws-connects-per-second", "1000"]).await;
    let (_, token) = s.member("协议", false).await;

    // No connection_init within 3 s.
    let mut ws = connect(s.addr).await;
    assert_eq!(next(&mut ws).await.unwrap_err(), 4408);

    // Subscribe before the ack.
    let mut ws = connect(s.addr).await;
    subscribe(&mut ws, "1", "subscription { unreadCount }").await;
    assert_eq!(next(&mut ws).await.unwrap_err(), 4401);

    // A second init.
    let mut ws = signed_in(s.addr, &token).await;
    send(&mut ws, json!({"type": "connection_init"})).await;
    assert_eq!(next(&mut ws).await.unwrap_err(), 4429);

    // A subscription id already in use.
    let mut ws = signed_in(s.addr, &token).await;
    subscribe(&mut ws, "dup", "subscription { unreadCount }").await;
    assert_eq!(data(&mut ws, "dup").await["unreadCount"], 0);
    subscribe(&mut ws, "dup", "subscription { unreadCount }").await;
    assert_eq!(next(&mut ws).await.unwrap_err(), 4409);

    // Not the protocol.
    let mut ws = signed_in(s.addr, &token).await;
    ws.send(Message::text("{not json")).await.unwrap();
    assert_eq!(next(&mut ws).await.unwrap_err(), 4400);

    // A bad token.
    let mut ws = connect(s.addr).await;
    send(
        &mut ws,
        json!({"type": "connection_init", "payload": {"token": "garbage"}}),
    )
    .await;
    assert_eq!(next(&mut ws).await.unwrap_err(), 4403);

    // Ping is answered.
    let mut ws = signed_in(s.addr, &token).await;
    send(&mut ws, json!({"type": "ping"})).await;
    let pong = tokio::time::timeout(Duration::from_secs(3), ws.next())
        .await
        .unwrap()
        .unwrap()
        .unwrap();
    assert_eq!(
        serde_json::from_str::<Value>(&pong.into_text().unwrap()).unwrap()["type"],
        "pong"
    );

    // A query over the socket answers next then complete.
    subscribe(&mut ws, "q", "{ me { nickname } }").await;
    assert_eq!(data(&mut ws, "q").await["me"]["nickname"], "协议");
    assert_eq!(
        next(&mut ws).await.unwrap(),
        json!({"id": "q", "type": "complete"})
    );

    // Logging the token out closes its socket with 4403.
    subscribe(&mut ws, "u", "subscription { unreadCount }").await;
    data(&mut ws, "u").await;
    let (status, _, out) = s
        .legacy("Authenticate/Logout", Some(&token), json!({}))
        .await;
    assert_eq!((status, out["success"].as_bool()), (200, Some(true)));
    assert_eq!(next(&mut ws).await.unwrap_err(), 4403);
}

#[tokio::test]
async fn a_banned_members_socket_closes() {
    let s = common::start().await;
    let (_, staff) = s.staff_with("管理员", &[domain::Permission::Members]).await;
    let (id, token) = s.member("违规", false).await;
    let mut ws = signed_in(s.addr, &token).await;
    subscribe(&mut ws, "u", "subscription { unreadCount }").await;
    data(&mut ws, "u").await;
    let (status, _, body) = s
        .legacy(
            "Member/ChangeState",
            Some(&staff),
            json!({"id": id.to_string(), "enable": false}),
        )
        .await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(next(&mut ws).await.unwrap_err(), 4403);
}

#[tokio::test]
async fn the_pixel_answers_without_the_database() {
    let s = common::start().await;
    let (_, staff) = s
        .staff_with("运营", &[domain::Permission::Operations])
        .await;
    let url = s.url("/api/DataCollection/log.gif?type=page&actionId=a1&userId=7&pagePath=pages/index/index&pageName=首页&duration=3&key=k");
    let resp = s.http.get(&url).send().await.unwrap();
    assert_eq!(resp.status(), 200);
    assert_eq!(resp.headers()["content-type"], "image/gif");
    assert_eq!(resp.bytes().await.unwrap().len(), 43);
    // Stored by the writer task shortly after.
    for _ in 0..50 {
        if s.state.tracking.stored() >= 1 {
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    assert_eq!(s.state.tracking.stored(), 1);
    let today = domain::kernel::clock::shanghai_day(domain::kernel::clock::now()).to_string();
    let (_, stats) = s
        .gql(
            Some(&staff),
            "query($d: Date!) { trackingPageDays(from: $d, to: $d) { totalCount nodes { day pagePath events users duration } } }",
            json!({"d": today}),
        )
        .await;
    assert_eq!(
        stats["data"]["trackingPageDays"],
        json!({"totalCount": 1, "nodes": [{"day": today, "pagePath": "pages/index/index", "events": 1, "users": 1, "duration": 3}]}),
        "{stats}"
    );

    // The database goes away: the pixel answers all the same (it never
    // waits on it); the events wait in the queue or are counted as dropped.
    s.state.ctx.db.close_by_ref().await.unwrap();
    let started = std::time::Instant::now();
    for n in 0..20 {
        let resp = s
            .http
            .get(s.url(&format!(
                "/api/DataCollection/log.gif?type=button&actionId={n}"
            )))
            .send()
            .await
            .unwrap();
        assert_eq!(resp.status(), 200);
    }
    eprintln!(
        "20 pixels with the database closed: {:?}",
        started.elapsed()
    );
    let (status, _, _) = s
        .legacy("Message/GetHaveNoReadCount", Some(&staff), json!({}))
        .await;
    assert_eq!(status, 503, "the database really is gone");
}

#[tokio::test]
async fn an_expiring_token_closes_its_socket() {
    let s = common::start().await;
    let (id, _) = s.member("短令牌", false).await;
    // A token with two seconds to live.
    let (token, _) = s
        .state
        .ctx
        .tokens
        .issue_for(
            id,
            domain::kernel::token::TokenKind::Access,
            chrono::TimeDelta::seconds(2),
        )
        .unwrap();
    let mut ws = signed_in(s.addr, &token).await;
    subscribe(&mut ws, "u", "subscription { unreadCount }").await;
    data(&mut ws, "u").await;
    assert_eq!(next(&mut ws).await.unwrap_err(), 4403);
}
