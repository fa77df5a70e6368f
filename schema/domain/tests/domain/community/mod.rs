//! The community on SQLite and PostgreSQL: likes are one per member
//! whatever the parallelism, counters move back on delete, blocks hold,
//! held posts wait for review, interactions are batched, and the
//! following feed is three statements on any page.

mod feed_scale;
mod topic_counts;

use domain::community::comments::{self, NewComment};
use domain::community::feeds::{self, Feed};
use domain::community::posts::{self, NewPost};
use domain::community::{blocks, likes, reports, review, PostState};
use domain::kernel::jobs::Runner;
use domain::kernel::paging::Window;
use domain::moderation::{self, Action};
use domain::testing::{test_context, TestMember};
use domain::{AppContext, ErrorCode, Permission, Viewer};
use sea_orm::{ConnectionTrait, EntityTrait, PaginatorTrait};

pub(crate) async fn write(
    ctx: &AppContext,
    who: &Viewer,
    body: &str,
) -> domain::community::PostView {
    posts::create(
        ctx,
        who,
        Some("127.0.0.1"),
        NewPost {
            body: body.into(),
            ..Default::default()
        },
    )
    .await
    .unwrap()
}

async fn dynamic_count(ctx: &AppContext, id: i64) -> i64 {
    entities::member::Entity::find_by_id(id)
        .one(&ctx.db)
        .await
        .unwrap()
        .unwrap()
        .dynamic_count
}

async fn newest_ids(ctx: &AppContext, who: Option<&Viewer>) -> Vec<i64> {
    feeds::feed(ctx, who, Feed::Newest, &Window::first(50))
        .await
        .unwrap()
        .0
        .into_iter()
        .map(|(p, _)| p.id)
        .collect()
}

/// Runs every interaction job now (their windows end up to 15 s later).
async fn send_interactions(ctx: &AppContext) {
    ctx.db
        .execute_unprepared("UPDATE job SET run_at = created_at WHERE state = 'PENDING'")
        .await
        .unwrap();
    Runner::new(ctx.clone(), domain::job_handlers())
        .run_due(50)
        .await
        .unwrap();
}

async fn interaction_texts(ctx: &AppContext, member: i64) -> Vec<String> {
    use sea_orm::{ColumnTrait, QueryFilter, QueryOrder};
    let ids: Vec<i64> = entities::message_receipt::Entity::find()
        .filter(entities::message_receipt::Column::MemberId.eq(member))
        .all(&ctx.db)
        .await
        .unwrap()
        .into_iter()
        .map(|r| r.message_id)
        .collect();
    entities::message::Entity::find()
        .filter(entities::message::Column::Id.is_in(ids))
        .filter(entities::message::Column::MessageType.eq(1))
        .order_by_asc(entities::message::Column::Id)
        .all(&ctx.db)
        .await
        .unwrap()
        .into_iter()
        .map(|m| m.content)
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_hundred_parallel_likes_by_one_member_are_one_like_and_one_message() {
    let (ctx, _db) = test_context().await;
    let author = TestMember::new("作者").create(&ctx).await.0;
    let fan = TestMember::new("球迷").create(&ctx).await.0;
    let post = write(&ctx, &author, "今晚 #双色球# 开奖").await;
    let mut tasks = Vec::new();
    for _ in 0..100 {
        let (ctx, fan) = (ctx.clone(), fan.clone());
        tasks.push(tokio::spawn(async move {
            likes::like_post(&ctx, &fan, post.id).await
        }));
    }
    for t in tasks {
        let v = t.await.unwrap().unwrap();
        assert!(v.liked_by_me);
        assert_eq!(v.like_count, 1);
    }
    assert_eq!(
        entities::post_like::Entity::find()
            .count(&ctx.db)
            .await
            .unwrap(),
        1
    );
    let seen = posts::get(&ctx, Some(&fan), post.id).await.unwrap();
    assert_eq!((seen.like_count, seen.liked_by_me), (1, true));
    // One like spent of the day, one interaction kept.
    let daily = entities::community_daily::Entity::find()
        .all(&ctx.db)
        .await
        .unwrap();
    assert_eq!(daily.iter().map(|d| d.likes).sum::<i64>(), 1);

    // Two more members like it: after the window, the author reads one
    // message for the first like and one for the next two.
    send_interactions(&ctx).await;
    for nick in ["甲", "乙"] {
        let m = TestMember::new(nick).create(&ctx).await.0;
        likes::like_post(&ctx, &m, post.id).await.unwrap();
    }
    send_interactions(&ctx).await;
    send_interactions(&ctx).await;
    assert_eq!(
        interaction_texts(&ctx, author.member_id).await,
        vec!["球迷赞了你的动态".to_owned(), "2 人赞了你的动态".to_owned()]
    );

    // Unliking twice takes one like back, never below 0.
    likes::unlike_post(&ctx, &fan, post.id).await.unwrap();
    let v = likes::unlike_post(&ctx, &fan, post.id).await.unwrap();
    assert_eq!((v.like_count, v.liked_by_me), (2, false));
}

#[tokio::test]
async fn deleting_a_post_moves_its_counters_back() {
    let (ctx, _db) = test_context().await;
    let author = TestMember::new("作者").create(&ctx).await.0;
    let other = TestMember::new("读者").create(&ctx).await.0;
    let post = write(&ctx, &author, "说说 #竞彩# 和 #双色球#").await;
    assert_eq!(post.topics.len(), 2);
    assert_eq!(dynamic_count(&ctx, author.member_id).await, 1);
    let topic = domain::community::topics::by_name(&ctx, "竞彩")
        .await
        .unwrap();
    assert_eq!(topic.post_count, 1);
    let c = comments::create(
        &ctx,
        &other,
        None,
        NewComment {
            post_id: post.id,
            reply_to: None,
            body: "同意".into(),
        },
    )
    .await
    .unwrap();
    comments::create(
        &ctx,
        &author,
        None,
        NewComment {
            post_id: post.id,
            reply_to: Some(c.id),
            body: "谢谢".into(),
        },
    )
    .await
    .unwrap();
    let seen = posts::get(&ctx, Some(&other), post.id).await.unwrap();
    assert_eq!(seen.comment_count, 2);
    let (top, _) = comments::list(&ctx, Some(&other), post.id, None, &Window::first(10))
        .await
        .unwrap();
    assert_eq!(top.len(), 1);
    assert_eq!(top[0].reply_count, 1);

    posts::delete(&ctx, &author, post.id).await.unwrap();
    posts::delete(&ctx, &author, post.id).await.unwrap();
    assert_eq!(dynamic_count(&ctx, author.member_id).await, 0);
    let topic = domain::community::topics::by_name(&ctx, "竞彩")
        .await
        .unwrap();
    assert_eq!(topic.post_count, 0);
    assert!(newest_ids(&ctx, Some(&other)).await.is_empty());
    let e = posts::get(&ctx, Some(&other), post.id).await.unwrap_err();
    assert_eq!(e.code, ErrorCode::NotFound);
    // Someone else's post can't be deleted (and is not found for them).
    let mine = write(&ctx, &author, "第二条").await;
    let e = posts::delete(&ctx, &other, mine.id).await.unwrap_err();
    assert_eq!(e.code, ErrorCode::NotFound);
    assert_eq!(dynamic_count(&ctx, author.member_id).await, 1);
}

#[tokio::test]
async fn a_blocked_member_cannot_comment_and_leaves_the_blockers_feeds() {
    let (ctx, _db) = test_context().await;
    let a = TestMember::new("甲").create(&ctx).await.0;
    let b = TestMember::new("乙").create(&ctx).await.0;
    let c = TestMember::new("丙").create(&ctx).await.0;
    let a_post = write(&ctx, &a, "甲的动态").await;
    let b_post = write(&ctx, &b, "乙的动态").await;
    blocks::block(&ctx, &a, b.member_id).await.unwrap();
    blocks::block(&ctx, &a, b.member_id).await.unwrap();
    assert_eq!(blocks::list(&ctx, &a).await.unwrap(), vec![b.member_id]);
    let e = comments::create(
        &ctx,
        &b,
        None,
        NewComment {
            post_id: a_post.id,
            reply_to: None,
            body: "你好".into(),
        },
    )
    .await
    .unwrap_err();
    assert_eq!(e.code, ErrorCode::Blocked);
    // Gone from the blocker's feed, still in everyone else's.
    assert_eq!(newest_ids(&ctx, Some(&a)).await, vec![a_post.id]);
    assert_eq!(newest_ids(&ctx, Some(&c)).await, vec![b_post.id, a_post.id]);
    // A comment by b elsewhere is hidden from a.
    comments::create(
        &ctx,
        &b,
        None,
        NewComment {
            post_id: b_post.id,
            reply_to: None,
            body: "自己评论".into(),
        },
    )
    .await
    .unwrap();
    let (for_a, _) = comments::list(&ctx, Some(&a), b_post.id, None, &Window::first(10))
        .await
        .unwrap();
    let (for_c, _) = comments::list(&ctx, Some(&c), b_post.id, None, &Window::first(10))
        .await
        .unwrap();
    assert!(for_a.is_empty());
    assert_eq!(for_c.len(), 1);
    blocks::unblock(&ctx, &a, b.member_id).await.unwrap();
    assert_eq!(newest_ids(&ctx, Some(&a)).await.len(), 2);
}

#[tokio::test]
async fn a_held_post_waits_for_review_and_three_reports_hold_one() {
    let (ctx, _db) = test_context().await;
    let staff = TestMember::new("审核")
        .permission(Permission::Operations)
        .create(&ctx)
        .await
        .0;
    let a = TestMember::new("作者").create(&ctx).await.0;
    let b = TestMember::new("读者").create(&ctx).await.0;
    moderation::words::add(&ctx, &staff, "内部消息", Action::Hold)
        .await
        .unwrap();
    moderation::words::add(&ctx, &staff, "赌球", Action::Block)
        .await
        .unwrap();
    let e = posts::create(
        &ctx,
        &a,
        None,
        NewPost {
            body: "一起赌球".into(),
            ..Default::default()
        },
    )
    .await
    .unwrap_err();
    assert_eq!(
        (e.code, e.field.as_deref()),
        (ErrorCode::SensitiveContent, Some("body"))
    );

    let held = write(&ctx, &a, "有内部消息 #竞彩#").await;
    assert_eq!(held.state, PostState::Held);
    assert_eq!(dynamic_count(&ctx, a.member_id).await, 0);
    assert!(newest_ids(&ctx, Some(&b)).await.is_empty());
    assert_eq!(
        posts::get(&ctx, Some(&b), held.id).await.unwrap_err().code,
        ErrorCode::NotFound
    );
    assert_eq!(
        posts::get(&ctx, Some(&a), held.id).await.unwrap().state,
        PostState::Held
    );
    let (queue, _) = review::list(&ctx, &staff, None, &Window::first(10))
        .await
        .unwrap();
    assert_eq!(queue.len(), 1);
    assert_eq!(
        review::list(&ctx, &a, None, &Window::first(10))
            .await
            .unwrap_err()
            .code,
        ErrorCode::Forbidden
    );
    review::approve(&ctx, &staff, queue[0].id).await.unwrap();
    assert_eq!(
        review::approve(&ctx, &staff, queue[0].id)
            .await
            .unwrap_err()
            .code,
        ErrorCode::Conflict
    );
    assert_eq!(newest_ids(&ctx, Some(&b)).await, vec![held.id]);
    assert_eq!(dynamic_count(&ctx, a.member_id).await, 1);
    let topic = domain::community::topics::by_name(&ctx, "竞彩")
        .await
        .unwrap();
    assert_eq!(topic.post_count, 1);

    // Three distinct reporters (the same one twice counts once) hold it.
    let post = write(&ctx, &a, "普通的一条").await;
    for nick in ["举报一", "举报二"] {
        let r = TestMember::new(nick).create(&ctx).await.0;
        reports::report(&ctx, &r, post.id, "广告").await.unwrap();
        reports::report(&ctx, &r, post.id, "广告").await.unwrap();
    }
    assert!(newest_ids(&ctx, Some(&b)).await.contains(&post.id));
    reports::report(&ctx, &b, post.id, "广告").await.unwrap();
    assert!(!newest_ids(&ctx, Some(&b)).await.contains(&post.id));
    assert_eq!(dynamic_count(&ctx, a.member_id).await, 1);
    let (queue, _) = review::list(&ctx, &staff, None, &Window::first(10))
        .await
        .unwrap();
    let open = queue.iter().find(|r| r.target_id == post.id).unwrap();
    review::reject(&ctx, &staff, open.id, "广告").await.unwrap();
    assert_eq!(
        posts::get(&ctx, Some(&a), post.id).await.unwrap_err().code,
        ErrorCode::NotFound
    );
}

#[tokio::test]
async fn comments_and_replies_are_told_to_their_authors_once() {
    let (ctx, _db) = test_context().await;
    let a = TestMember::new("楼主").create(&ctx).await.0;
    let b = TestMember::new("层主").create(&ctx).await.0;
    let c = TestMember::new("路人").create(&ctx).await.0;
    let post = write(&ctx, &a, "今天推荐 @路人 看看").await;
    let top = comments::create(
        &ctx,
        &b,
        None,
        NewComment {
            post_id: post.id,
            reply_to: None,
            body: "不错".into(),
        },
    )
    .await
    .unwrap();
    comments::create(
        &ctx,
        &c,
        None,
        NewComment {
            post_id: post.id,
            reply_to: Some(top.id),
            body: "我也觉得".into(),
        },
    )
    .await
    .unwrap();
    likes::like_post(&ctx, &b, post.id).await.unwrap();
    send_interactions(&ctx).await;
    send_interactions(&ctx).await;
    assert_eq!(
        interaction_texts(&ctx, c.member_id).await,
        vec!["楼主在动态中提到了你".to_owned()]
    );
    assert_eq!(
        interaction_texts(&ctx, b.member_id).await,
        vec!["路人回复了你的评论：我也觉得".to_owned()]
    );
    // The post's author hears of both comments and the like in one
    // message.
    assert_eq!(
        interaction_texts(&ctx, a.member_id).await,
        vec!["2 人赞了或评论了你的动态".to_owned()]
    );
    // One member liking and commenting reads as such.
    let d = TestMember::new("丁").create(&ctx).await.0;
    likes::like_post(&ctx, &d, post.id).await.unwrap();
    comments::create(
        &ctx,
        &d,
        None,
        NewComment {
            post_id: post.id,
            reply_to: None,
            body: "好".into(),
        },
    )
    .await
    .unwrap();
    send_interactions(&ctx).await;
    assert_eq!(
        interaction_texts(&ctx, a.member_id)
            .await
            .last()
            .map(String::as_str),
        Some("丁赞了并评论了你的动态：好")
    );
}

#[tokio::test]
async fn search_finds_two_character_words_in_visible_posts_topics_and_members() {
    use domain::community::search::{self, Kinds};
    let (ctx, _db) = test_context().await;
    let a = TestMember::new("双色球老王").create(&ctx).await.0;
    let b = TestMember::new("读者").create(&ctx).await.0;
    // Test members are inserted bare: index the nickname as sign-up does.
    let row = entities::member::Entity::find_by_id(a.member_id)
        .one(&ctx.db)
        .await
        .unwrap()
        .unwrap();
    let work = domain::kernel::db::begin(&ctx).await.unwrap();
    domain::member::findable::reindex(&work, &row)
        .await
        .unwrap();
    work.commit().await.unwrap();
    // Written from a Beijing address: the post keeps its IP属地.
    let post = posts::create(
        &ctx,
        &a,
        Some("202.106.0.20"),
        NewPost {
            body: "今晚的双色球开奖了 #双色球#".into(),
            ..Default::default()
        },
    )
    .await
    .unwrap();
    assert_eq!(post.ip_region, "北京");
    let gone = write(&ctx, &a, "另一条双色球动态").await;
    posts::delete(&ctx, &a, gone.id).await.unwrap();
    let all = Kinds {
        posts: true,
        topics: true,
        members: true,
    };
    let found = search::search(&ctx, Some(&b), "双色", all, 10)
        .await
        .unwrap();
    assert_eq!(
        found.posts.iter().map(|p| p.id).collect::<Vec<_>>(),
        vec![post.id]
    );
    assert_eq!(found.topics.len(), 1);
    assert_eq!(found.topics[0].name, "双色球");
    assert_eq!(found.members, vec![a.member_id]);
    // A blocked author's posts are not found by the blocker.
    blocks::block(&ctx, &b, a.member_id).await.unwrap();
    let found = search::search(&ctx, Some(&b), "双色", all, 10)
        .await
        .unwrap();
    assert!(found.posts.is_empty());
    // An over-long query names its field.
    let e = search::search(&ctx, None, &"双".repeat(51), all, 10)
        .await
        .unwrap_err();
    assert_eq!(e.field.as_deref(), Some("query"));
}
