//! The public GraphQL schema's conventions, over HTTP: objects found again
//! by their global ids (`node`, `nodes`), and idempotency keys that replay
//! the first result.

use crate::common;

use api::ids::NodeKind;
use serde_json::json;

const NODE: &str = "query($id: ID!) { node(id: $id) { __typename id ... on Member { nickname legacyId } ... on Message { title } } }";

#[tokio::test]
async fn node_finds_objects_by_global_id_as_the_caller_may_see_them() {
    let s = common::start().await;
    let (a, a_token) = s.member("甲", false).await;
    let (_, b_token) = s.member("乙", false).await;

    let (_, me) = s.gql(Some(&a_token), "{ me { id } }", json!({})).await;
    let my_id = me["data"]["me"]["id"].clone();
    assert_eq!(my_id, common::gid(a));
    let (_, found) = s.gql(Some(&b_token), NODE, json!({"id": my_id})).await;
    assert_eq!(
        found["data"]["node"],
        json!({"__typename": "Member", "id": my_id, "nickname": "甲", "legacyId": a.to_string()})
    );

    // Unknown rows, kinds without a lookup and junk are all null, never
    // an error: an id tells nothing.
    for id in [
        common::gid(999_999),
        common::gid_of(NodeKind::PointsRecord, 1),
        "not-an-id".to_owned(),
    ] {
        let (_, none) = s.gql(Some(&b_token), NODE, json!({"id": id})).await;
        assert!(none.get("errors").is_none(), "{none}");
        assert_eq!(none["data"]["node"], json!(null), "{id}");
    }

    // A message is only a node for its recipient.
    let (_, staff) = s
        .staff_with("运营", &[domain::Permission::Operations])
        .await;
    let (_, sent) = s
        .gql(
            Some(&staff),
            "mutation($m: [ID!]) { sendMessage(input: {memberIds: $m, title: \"只给甲\", content: \"内容\"}) { message { id } } }",
            json!({"m": [common::gid(a)]}),
        )
        .await;
    let message_id = sent["data"]["sendMessage"]["message"]["id"].clone();
    let (_, mine) = s.gql(Some(&a_token), NODE, json!({"id": message_id})).await;
    assert_eq!(mine["data"]["node"]["title"], "只给甲", "{mine}");
    let (_, theirs) = s.gql(Some(&b_token), NODE, json!({"id": message_id})).await;
    assert_eq!(theirs["data"]["node"], json!(null), "{theirs}");

    // `nodes` answers in the order asked, null where nothing is visible.
    let (_, many) = s
        .gql(
            Some(&b_token),
            "query($ids: [ID!]!) { nodes(ids: $ids) { id } }",
            json!({"ids": [message_id, my_id]}),
        )
        .await;
    assert_eq!(many["data"]["nodes"], json!([null, {"id": my_id}]));
    let too_many: Vec<String> = (1..=101).map(common::gid).collect();
    let (_, refused) = s
        .gql(
            Some(&b_token),
            "query($ids: [ID!]!) { nodes(ids: $ids) { id } }",
            json!({"ids": too_many}),
        )
        .await;
    assert_eq!(refused["errors"][0]["extensions"]["field"], "ids");
}

#[tokio::test]
async fn an_id_of_another_kind_is_refused_naming_the_field() {
    let s = common::start().await;
    let (_, token) = s.member("甲", false).await;
    let (_, body) = s
        .gql(
            Some(&token),
            "query($id: ID!) { member(id: $id) { id } }",
            json!({"id": common::gid_of(NodeKind::Message, 1)}),
        )
        .await;
    assert_eq!(body["errors"][0]["extensions"]["code"], "INVALID_ARGUMENT");
    assert_eq!(body["errors"][0]["extensions"]["field"], "id");
    // An unknown member is null, not an error.
    let (_, body) = s
        .gql(
            Some(&token),
            "query($id: ID!) { member(id: $id) { id } }",
            json!({"id": common::gid(999_999)}),
        )
        .await;
    assert!(body.get("errors").is_none(), "{body}");
    assert_eq!(body["data"]["member"], json!(null));
}

#[tokio::test]
async fn a_repeated_send_message_key_answers_the_first_message_and_sends_nothing() {
    let s = common::start().await;
    let (_, staff) = s
        .staff_with("运营", &[domain::Permission::Operations])
        .await;
    let (a, token) = s.member("收件人", false).await;
    const SEND: &str = "mutation($m: [ID!], $t: String!, $k: String) { sendMessage(input: {memberIds: $m, title: $t, content: \"内容\", idempotencyKey: $k}) { message { id title } userErrors { code field } } }";
    let vars = |title: &str, key: &str| json!({"m": [common::gid(a)], "t": title, "k": key});

    let (_, first) = s.gql(Some(&staff), SEND, vars("第一次", "k-1")).await;
    let (_, again) = s.gql(Some(&staff), SEND, vars("第一次", "k-1")).await;
    assert_eq!(first["data"]["sendMessage"]["userErrors"], json!([]));
    assert_eq!(
        again["data"]["sendMessage"], first["data"]["sendMessage"],
        "the same message, not a second one"
    );
    let (_, count) = s
        .gql(Some(&token), "{ unreadMessageCount }", json!({}))
        .await;
    assert_eq!(count["data"]["unreadMessageCount"], 1, "delivered once");

    // The same key for a different message is the caller's mistake.
    let (_, reused) = s.gql(Some(&staff), SEND, vars("另一条", "k-1")).await;
    assert_eq!(
        reused["data"]["sendMessage"],
        json!({"message": null, "userErrors": [{"code": "INVALID_ARGUMENT", "field": ["input", "idempotencyKey"]}]})
    );
    // A fresh key sends again.
    let (_, second) = s.gql(Some(&staff), SEND, vars("第一次", "k-2")).await;
    assert_ne!(
        second["data"]["sendMessage"]["message"]["id"],
        first["data"]["sendMessage"]["message"]["id"]
    );
    let (_, count) = s
        .gql(Some(&token), "{ unreadMessageCount }", json!({}))
        .await;
    assert_eq!(count["data"]["unreadMessageCount"], 2);
}
