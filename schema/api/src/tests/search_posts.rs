//! Searching posts is two statements (issue 53, W17): the posts of the
//! kept ranking's ids the caller may see, with the caller's likes, and the
//! posts' topics; the authors are the kept member rows. A ranking not kept
//! (the first search of a query, or the first after the index changed) is
//! one statement more.

use domain::community::posts::{self, NewPost};
use domain::testing::{member_with_token, test_context};

#[tokio::test]
async fn a_post_search_is_two_statements_with_likes_and_blocks_applied() {
    let (ctx, _db) = test_context().await;
    let (me, _) = member_with_token(&ctx, "搜索者", false).await;
    let (author, _) = member_with_token(&ctx, "作者", false).await;
    let (blocked, _) = member_with_token(&ctx, "被屏蔽", false).await;
    let mut ids = Vec::new();
    for (who, body) in [
        (&author, "双色球今晚开奖"),
        (&author, "聊聊大乐透"),
        (&blocked, "双色球复式推荐"),
        (&author, "双色球胆拖心得，双色球"),
    ] {
        let p = posts::create(
            &ctx,
            who,
            Some("127.0.0.1"),
            NewPost {
                body: body.into(),
                ..Default::default()
            },
        )
        .await
        .unwrap();
        ids.push(p.id);
    }
    domain::community::likes::like_post(&ctx, &me, ids[0])
        .await
        .unwrap();
    domain::community::blocks::block(&ctx, &me, blocked.member_id)
        .await
        .unwrap();

    let doc = "{ search(query: \"双色球\", type: POSTS, first: 20) { posts { id likedByMe author { nickname } } } }";
    let (schema, seen) = super::counted_schema(&ctx);
    // The first search keeps the authors' rows; the second is counted.
    let warm = schema
        .execute(async_graphql::Request::new(doc).data(me.clone()))
        .await;
    assert!(warm.errors.is_empty(), "{:?}", warm.errors);
    seen.lock().unwrap().clear();
    let resp = schema
        .execute(async_graphql::Request::new(doc).data(me.clone()))
        .await;
    assert!(resp.errors.is_empty(), "{:?}", resp.errors);
    let data = resp.data.into_json().unwrap();
    let found = data["search"]["posts"].as_array().unwrap();
    // Neither the post without the word nor the blocked author's.
    assert_eq!(found.len(), 2, "{data}");
    let liked: Vec<(String, bool)> = found
        .iter()
        .map(|p| {
            (
                p["id"].as_str().unwrap().to_owned(),
                p["likedByMe"].as_bool().unwrap(),
            )
        })
        .collect();
    assert_eq!(liked.iter().filter(|(_, l)| *l).count(), 1, "{data}");
    assert!(found.iter().all(|p| p["author"]["nickname"] == "作者"));
    {
        let seen = seen.lock().unwrap();
        assert_eq!(seen.len(), 2, "the posts with likes, the topics: {seen:?}");
        assert!(
            !seen.iter().any(|q| q.contains("search_doc")),
            "the ranking is kept: {seen:?}"
        );
    }

    // A new post with the word: the kept ranking is forgotten when it
    // commits, and the next search ranks again and finds it.
    let newer = posts::create(
        &ctx,
        &author,
        Some("127.0.0.1"),
        NewPost {
            body: "双色球新帖".into(),
            ..Default::default()
        },
    )
    .await
    .unwrap();
    let search = |me: domain::kernel::Viewer| {
        let schema = &schema;
        async move {
            let resp = schema
                .execute(async_graphql::Request::new(doc).data(me))
                .await;
            assert!(resp.errors.is_empty(), "{:?}", resp.errors);
            let data = resp.data.into_json().unwrap();
            data["search"]["posts"]
                .as_array()
                .unwrap()
                .iter()
                .map(|p| p["id"].as_str().unwrap().to_owned())
                .collect::<Vec<_>>()
        }
    };
    seen.lock().unwrap().clear();
    let after_post = search(me.clone()).await;
    assert_eq!(after_post.len(), 3, "{after_post:?}");
    assert!(after_post.contains(&crate::ids::global(crate::ids::NodeKind::Post, newer.id).0));
    {
        let seen = seen.lock().unwrap();
        assert_eq!(
            seen.len(),
            4,
            "the ranking read again, the posts, the topics, and the author's row (forgotten when their post count moved): {seen:?}"
        );
        assert!(seen[0].contains("search_doc"), "{seen:?}");
    }
    seen.lock().unwrap().clear();
    assert_eq!(search(me.clone()).await, after_post);
    {
        let seen = seen.lock().unwrap();
        assert_eq!(seen.len(), 2, "the ranking kept again: {seen:?}");
        assert!(!seen.iter().any(|q| q.contains("search_doc")), "{seen:?}");
    }

    // Deleted: gone from the next search (the index changed again).
    posts::delete(&ctx, &author, newer.id).await.unwrap();
    let after_delete = search(me.clone()).await;
    assert_eq!(after_delete.len(), 2, "{after_delete:?}");
}
