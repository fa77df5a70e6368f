//! The community over HTTP with the real server: a post, a comment and a
//! like through GraphQL; the author's live `myCounts.postCount` and an
//! open post's `postActivity` over WebSocket; the legacy `dynamic_count`.

use serde_json::json;

use crate::common::{self, ws};

const POST: &str = r#"mutation($i: CreatePostInput!) { createPost(input: $i) {
    post { id state body ipRegion topics { name } author { nickname } likeCount } userErrors { code field message } } }"#;
const COMMENT: &str = r#"mutation($i: CreateCommentInput!) { createComment(input: $i) {
    comment { id body } userErrors { code field } } }"#;
const LIKE: &str = r#"mutation($p: ID!) { likePost(postId: $p) { post { likeCount likedByMe } userErrors { code } } }"#;

#[tokio::test]
async fn a_post_is_written_commented_and_liked_and_its_counts_move_live() {
    let s = common::start().await;
    let (author_id, author) = s.member("作者", false).await;
    let (_, reader) = s.member("读者", false).await;

    let mut counts = ws::signed_in(s.addr, &author).await;
    ws::subscribe(&mut counts, "c", "subscription { myCounts { postCount } }").await;
    assert_eq!(ws::data(&mut counts, "c").await["myCounts"]["postCount"], 0);

    let (_, r) = s
        .gql(
            Some(&author),
            POST,
            json!({"i": {"body": "今晚 #双色球# 开奖", "idempotencyKey": "p-1"}}),
        )
        .await;
    let post = &r["data"]["createPost"]["post"];
    assert_eq!(post["state"], "VISIBLE", "{r}");
    assert_eq!(post["topics"], json!([{"name": "双色球"}]));
    let id = post["id"].as_str().unwrap().to_owned();
    // The same key again is the same post.
    let (_, again) = s
        .gql(
            Some(&author),
            POST,
            json!({"i": {"body": "今晚 #双色球# 开奖", "idempotencyKey": "p-1"}}),
        )
        .await;
    assert_eq!(again["data"]["createPost"]["post"]["id"], id.as_str());
    assert_eq!(ws::data(&mut counts, "c").await["myCounts"]["postCount"], 1);

    let mut activity = ws::signed_in(s.addr, &reader).await;
    ws::subscribe(
        &mut activity,
        "a",
        &format!(r#"subscription {{ postActivity(postId: "{id}") {{ likeCount commentCount }} }}"#),
    )
    .await;
    // Give the subscription a moment to be in place before the like.
    tokio::time::sleep(std::time::Duration::from_millis(200)).await;
    let (_, r) = s.gql(Some(&reader), LIKE, json!({"p": id})).await;
    assert_eq!(
        r["data"]["likePost"]["post"],
        json!({"likeCount": 1, "likedByMe": true}),
        "{r}"
    );
    assert_eq!(
        ws::data(&mut activity, "a").await["postActivity"],
        json!({"likeCount": 1, "commentCount": 0})
    );
    let (_, r) = s
        .gql(
            Some(&reader),
            COMMENT,
            json!({"i": {"postId": id, "body": "同意"}}),
        )
        .await;
    assert_eq!(r["data"]["createComment"]["userErrors"], json!([]), "{r}");
    assert_eq!(
        ws::data(&mut activity, "a").await["postActivity"],
        json!({"likeCount": 1, "commentCount": 1})
    );

    // A refusal names its field; the legacy count agrees.
    let (_, r) = s
        .gql(
            Some(&reader),
            COMMENT,
            json!({"i": {"postId": id, "body": " "}}),
        )
        .await;
    assert_eq!(
        r["data"]["createComment"]["userErrors"][0],
        json!({"code": "INVALID_ARGUMENT", "field": ["input", "body"]}),
        "{r}"
    );
    let (_, _, legacy) = s
        .legacy(
            "Focus/GetFocusAndFansCount",
            Some(&author),
            json!({"memberId": author_id}),
        )
        .await;
    assert_eq!(legacy["dynamicCount"], 1, "{legacy}");

    // The feed shows it to anyone, with the author's card.
    let (_, r) = s
        .gql(
            None,
            "query { posts(feed: NEWEST, first: 5) { nodes { id author { nickname } commentCount } } }",
            json!({}),
        )
        .await;
    assert_eq!(
        r["data"]["posts"]["nodes"],
        json!([{"id": id, "author": {"nickname": "作者"}, "commentCount": 1}]),
        "{r}"
    );
}
