//! A plain list of members (the blocked list, search's members) loads
//! their cards in one batch, not one query a member (issue 53: "no query
//! per item").

use domain::testing::{member_with_token, test_context};

#[tokio::test]
async fn the_blocked_list_reads_its_five_members_in_one_statement() {
    let (ctx, _db) = test_context().await;
    let (me, _) = member_with_token(&ctx, "拉黑者", false).await;
    let mut blocked = Vec::new();
    for i in 0..5 {
        let (v, _) = member_with_token(&ctx, &format!("被拉黑{i}"), false).await;
        domain::community::blocks::block(&ctx, &me, v.member_id)
            .await
            .unwrap();
        blocked.push(v.member_id);
    }
    // The rows the bus keeps would hide the count: read them cold.
    for id in &blocked {
        ctx.bus.member_rows().forget(*id);
    }

    let (schema, seen) = super::counted_schema(&ctx);
    let resp = schema
        .execute(async_graphql::Request::new("{ blockedMembers { nickname } }").data(me))
        .await;
    assert!(resp.errors.is_empty(), "{:?}", resp.errors);
    let data = resp.data.into_json().unwrap();
    assert_eq!(data["blockedMembers"].as_array().unwrap().len(), 5);
    let seen = seen.lock().unwrap();
    let members = seen
        .iter()
        .filter(|s| s.contains("FROM \"member\""))
        .count();
    assert_eq!(members, 1, "one batch for five cards: {seen:?}");
}

#[tokio::test]
async fn a_posts_comments_with_their_replies_are_two_comment_statements() {
    use domain::community::comments::{self, NewComment};
    let (ctx, _db) = test_context().await;
    let (author, _) = member_with_token(&ctx, "楼主", false).await;
    let (fan, _) = member_with_token(&ctx, "回复者", false).await;
    let post = domain::community::posts::create(
        &ctx,
        &author,
        Some("127.0.0.1"),
        domain::community::posts::NewPost {
            body: "今晚双色球".into(),
            ..Default::default()
        },
    )
    .await
    .unwrap();
    for i in 0..5 {
        let c = comments::create(
            &ctx,
            &fan,
            Some("127.0.0.1"),
            NewComment {
                post_id: post.id,
                reply_to: None,
                body: format!("评论{i}"),
            },
        )
        .await
        .unwrap();
        for j in 0..(i % 3) {
            comments::create(
                &ctx,
                &author,
                Some("127.0.0.1"),
                NewComment {
                    post_id: post.id,
                    reply_to: Some(c.id),
                    body: format!("回复{i}-{j}"),
                },
            )
            .await
            .unwrap();
        }
    }

    let (schema, seen) = super::counted_schema(&ctx);
    let id = crate::ids::global(crate::ids::NodeKind::Post, post.id);
    let resp = schema
        .execute(
            async_graphql::Request::new(format!(
                "{{ post(id: \"{}\") {{ comments(first: 10) {{ nodes {{ body replies(first: 1) {{ nodes {{ body }} pageInfo {{ hasNextPage }} }} }} }} }} }}",
                id.as_str()
            ))
            .data(fan),
        )
        .await;
    assert!(resp.errors.is_empty(), "{:?}", resp.errors);
    let data = resp.data.into_json().unwrap();
    let nodes = data["post"]["comments"]["nodes"]
        .as_array()
        .unwrap()
        .clone();
    assert_eq!(nodes.len(), 5);
    // Comment i has i % 3 replies; the first page holds one.
    for (i, n) in nodes.iter().enumerate() {
        let replies = n["replies"]["nodes"].as_array().unwrap();
        assert_eq!(replies.len(), (i % 3).min(1), "{n}");
        assert_eq!(n["replies"]["pageInfo"]["hasNextPage"], i % 3 == 2, "{n}");
        if i % 3 > 0 {
            assert_eq!(replies[0]["body"], format!("回复{i}-0"));
        }
    }
    let seen = seen.lock().unwrap();
    let comment_reads = seen
        .iter()
        .filter(|s| s.starts_with("SELECT") && s.contains("FROM \"comment\""))
        .count();
    assert_eq!(
        comment_reads, 2,
        "the page and one batch of replies: {seen:?}"
    );
}
