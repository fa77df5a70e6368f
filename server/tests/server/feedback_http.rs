//! Feedback over GraphQL: members write in, staff reply (delivered as a
//! message) and close.

use crate::common;
use domain::testing::TestMember;

use futures_util::StreamExt;
use sea_orm::{ActiveValue::Set, EntityTrait};
use serde_json::json;

async fn staff(s: &common::TestServer, perms: serde_json::Value) -> (i64, String) {
    s.create(
        TestMember::new("客服")
            .staff(true)
            .with(move |am| am.permissions = Set(perms)),
    )
    .await
}

async fn image_of(s: &common::TestServer, member_id: i64) -> String {
    let viewer = domain::kernel::Viewer {
        member_id,
        is_office: false,
        permissions: vec![],
        token_id: String::new(),
        expires_at: domain::kernel::clock::now(),
    };
    // A whole 1 × 1 PNG (uploads are decoded and re-encoded).
    let png = b"\x89PNG\r\n\x1a\n\0\0\0\rIHDR\0\0\0\x01\0\0\0\x01\x08\x06\0\0\0\x1f\x15\xc4\x89\0\0\0\nIDATx\x9cc\0\x01\0\0\x05\0\x01\r\n-\xb4\0\0\0\0IEND\xaeB`\x82".to_vec();
    domain::file::store_image(&s.state.ctx, &viewer, "a.png", &png)
        .await
        .unwrap()
        .fid
}

const SUBMIT: &str = "mutation($c: String!, $i: [String!]) { submitFeedback(input: {content: $c, images: $i}) { feedback { id state images editable } userErrors { code field } } }";

#[tokio::test]
async fn members_write_in_and_see_their_own() {
    let s = common::start().await;
    let (a, a_token) = s.member("甲", false).await;
    let (b, b_token) = s.member("乙", false).await;
    let img = image_of(&s, a).await;
    let (_, body) = s
        .gql(
            Some(&a_token),
            SUBMIT,
            json!({"c": "开奖结果页面加载慢", "i": [img]}),
        )
        .await;
    let f = &body["data"]["submitFeedback"]["feedback"];
    assert_eq!(f["state"], "PRESTART", "{body}");
    assert_eq!(f["images"], json!([img]));
    assert_eq!(f["editable"], true);

    let other = image_of(&s, b).await;
    let (_, body) = s
        .gql(Some(&a_token), SUBMIT, json!({"c": "x", "i": [other]}))
        .await;
    assert_eq!(
        body["data"]["submitFeedback"]["userErrors"][0]["field"],
        json!(["input", "images"]),
        "someone else's image"
    );
    let five = vec![img.clone(); 5];
    let (_, body) = s
        .gql(Some(&a_token), SUBMIT, json!({"c": "x", "i": five}))
        .await;
    assert_eq!(
        body["data"]["submitFeedback"]["userErrors"][0]["field"],
        json!(["input", "images"])
    );
    let (_, body) = s.gql(Some(&a_token), SUBMIT, json!({"c": "   "})).await;
    assert_eq!(
        body["data"]["submitFeedback"]["userErrors"][0]["field"],
        json!(["input", "content"])
    );

    s.gql(Some(&b_token), SUBMIT, json!({"c": "乙的反馈"}))
        .await;
    let (_, mine) = s
        .gql(
            Some(&a_token),
            "{ myFeedback { edges { node { content } } } }",
            json!({}),
        )
        .await;
    let edges = mine["data"]["myFeedback"]["edges"].as_array().unwrap();
    assert_eq!(edges.len(), 1);
    assert_eq!(edges[0]["node"]["content"], "开奖结果页面加载慢");
}

#[tokio::test]
async fn staff_reply_reaches_the_member_as_a_message_then_close() {
    let s = common::start().await;
    let (a, a_token) = s.member("甲", false).await;
    let (_, body) = s
        .gql(Some(&a_token), SUBMIT, json!({"c": "签到没有积分"}))
        .await;
    let id = body["data"]["submitFeedback"]["feedback"]["id"]
        .as_str()
        .unwrap()
        .to_owned();

    let (_, plain) = staff(&s, json!([])).await;
    let (_, body) = s
        .gql(Some(&plain), "{ feedbacks { nodes { id } } }", json!({}))
        .await;
    assert_eq!(body["errors"][0]["extensions"]["code"], "FORBIDDEN");
    let (_, body) = s
        .gql(
            Some(&a_token),
            "mutation($id: ID!) { replyFeedback(input: {id: $id, reply: \"x\"}) { feedback { id } } }",
            json!({"id": id}),
        )
        .await;
    assert_eq!(
        body["errors"][0]["extensions"]["code"], "FORBIDDEN",
        "members cannot reply"
    );

    let (ops_id, ops) = staff(&s, json!(["PERMISSION_TYPE_2"])).await;
    let (_, body) = s
        .gql(
            Some(&ops),
            "{ feedbacks(state: PRESTART) { nodes { id } pageInfo { hasNextPage } } }",
            json!({}),
        )
        .await;
    assert_eq!(
        body["data"]["feedbacks"]["nodes"],
        json!([{"id": id}]),
        "{body}"
    );

    let mut events = Box::pin(s.state.ctx.bus.subscribe());
    let (_, body) = s
        .gql(Some(&ops), "mutation($id: ID!) { replyFeedback(input: {id: $id, reply: \"已补发，请查收\"}) { feedback { state reply } } }", json!({"id": id}))
        .await;
    assert_eq!(
        body["data"]["replyFeedback"]["feedback"]["state"], "PROCESSING",
        "{body}"
    );
    let member = entities::member::Entity::find_by_id(a)
        .one(&s.state.ctx.db)
        .await
        .unwrap()
        .unwrap();
    assert_eq!(member.unread_message_count, 1);
    let receipts = entities::message_receipt::Entity::find()
        .all(&s.state.ctx.db)
        .await
        .unwrap();
    assert_eq!(receipts.len(), 1);
    assert_eq!(receipts[0].member_id, a);
    let msg = entities::message::Entity::find_by_id(receipts[0].message_id)
        .one(&s.state.ctx.db)
        .await
        .unwrap()
        .unwrap();
    assert_eq!(
        (msg.content.as_str(), msg.sender_id, msg.message_type),
        ("已补发，请查收", Some(ops_id), 1)
    );
    // The message area's first event (the server's own jobs announce
    // theirs on the same bus meanwhile: the experts board's, say).
    let event = tokio::time::timeout(std::time::Duration::from_secs(2), async {
        loop {
            let e = events.next().await.unwrap();
            if e.get::<domain::message::MessageEvent>().is_some() {
                break e;
            }
        }
    })
    .await
    .unwrap();
    match event.get::<domain::message::MessageEvent>() {
        Some(domain::message::MessageEvent::Delivered {
            member_id,
            message,
            unread,
            ..
        }) => assert_eq!((*member_id, message.id, *unread), (a, msg.id, 1)),
        other => panic!("{other:?}"),
    }

    let (_, body) = s
        .gql(
            Some(&ops),
            "mutation($id: ID!) { closeFeedback(input: {id: $id}) { feedback { state cancellable } } }",
            json!({"id": id}),
        )
        .await;
    assert_eq!(
        body["data"]["closeFeedback"]["feedback"],
        json!({"state": "CLOSED", "cancellable": false})
    );
    let (_, body) = s
        .gql(
            Some(&ops),
            "mutation($id: ID!) { replyFeedback(input: {id: $id, reply: \"再说一句\"}) { feedback { id } userErrors { code } } }",
            json!({"id": id}),
        )
        .await;
    assert_eq!(
        body["data"]["replyFeedback"]["userErrors"][0]["code"],
        "CONFLICT"
    );
    let (_, mine) = s
        .gql(
            Some(&a_token),
            "{ myFeedback { edges { node { state reply } } } }",
            json!({}),
        )
        .await;
    assert_eq!(
        mine["data"]["myFeedback"]["edges"][0]["node"],
        json!({"state": "CLOSED", "reply": "已补发，请查收"})
    );
}

/// 我的反馈's own query (client/src/features/feedback/MinePage.tsx) on a
/// member with a screenshot and a staff reply: it answers whole (the page
/// once showed 加载失败 in the journey).
#[tokio::test]
async fn the_my_feedback_page_query_answers() {
    let s = common::start().await;
    let (a, token) = s.member("甲", false).await;
    let img = image_of(&s, a).await;
    let (_, body) = s
        .gql(Some(&token), SUBMIT, json!({"c": "页面打不开", "i": [img]}))
        .await;
    assert!(
        body["data"]["submitFeedback"]["feedback"].is_object(),
        "{body}"
    );
    let page = std::fs::read_to_string(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("../client/src/features/feedback/MinePage.tsx"),
    )
    .unwrap();
    let block = |start: &str| {
        let from = page.find(start).unwrap();
        let end = page[from..].find('`').unwrap();
        page[from..from + end].to_owned()
    };
    let doc = format!(
        "{}\n{}",
        block("query MyFeedback"),
        block("fragment FeedbackCard_feedback")
    );
    let (status, body) = s.gql(Some(&token), &doc, json!({})).await;
    assert_eq!(status, 200, "{body}");
    assert!(body["errors"].is_null(), "{body}");
    let node = &body["data"]["myFeedback"]["edges"][0]["node"];
    assert_eq!(node["content"], "页面打不开", "{body}");
    assert_eq!(
        node["imageUrls"].as_array().map(Vec::len),
        Some(1),
        "{body}"
    );
}
