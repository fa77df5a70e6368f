//! `topic.post_count` counts what a topic shows: visible posts of members
//! who may be shown. Disabling or cancelling a member takes their posts
//! out of their topics' counters (a job asked in the same transaction),
//! enabling puts them back; staff deleting a hidden member's post moves
//! nothing twice; members hidden before this existed are reconciled by
//! the backfill. SQLite and PostgreSQL.

use domain::community::{hidden_authors, topics};
use domain::kernel::jobs::Runner;
use domain::member::staff as member_staff;
use domain::testing::{test_context, TestMember};
use domain::{AppContext, Permission};
use sea_orm::{ActiveModelTrait, ActiveValue::Set, EntityTrait};

use super::write;

async fn count(ctx: &AppContext, name: &str) -> i64 {
    topics::by_name(ctx, name).await.unwrap().post_count
}

async fn run_jobs(ctx: &AppContext) -> usize {
    Runner::new(ctx.clone(), domain::job_handlers())
        .run_due(50)
        .await
        .unwrap()
}

#[tokio::test]
async fn a_disabled_authors_posts_leave_their_topics_counts_and_come_back() {
    let (ctx, _db) = test_context().await;
    let admin = TestMember::new("管理")
        .permission(Permission::Members)
        .permission(Permission::Operations)
        .create(&ctx)
        .await
        .0;
    let author = TestMember::new("作者").create(&ctx).await.0;
    let other = TestMember::new("旁人").create(&ctx).await.0;
    write(&ctx, &author, "今晚 #大乐透# 追号").await;
    let second = write(&ctx, &author, "再聊 #大乐透# 和 #双色球#").await;
    write(&ctx, &other, "我也买 #大乐透#").await;
    assert_eq!(
        (count(&ctx, "大乐透").await, count(&ctx, "双色球").await),
        (3, 1)
    );

    member_staff::change_state(&ctx, &admin, author.member_id, false)
        .await
        .unwrap();
    assert!(run_jobs(&ctx).await >= 1);
    assert_eq!(
        (count(&ctx, "大乐透").await, count(&ctx, "双色球").await),
        (1, 0)
    );
    // Run again (a job retried, a second ask): nothing moves twice.
    hidden_authors::reconcile(&ctx, author.member_id)
        .await
        .unwrap();
    assert_eq!(count(&ctx, "大乐透").await, 1);

    // Staff delete a post of the hidden author: no topic counter moves.
    domain::community::posts::delete(&ctx, &admin, second.id)
        .await
        .unwrap();
    assert_eq!(
        (count(&ctx, "大乐透").await, count(&ctx, "双色球").await),
        (1, 0)
    );

    member_staff::change_state(&ctx, &admin, author.member_id, true)
        .await
        .unwrap();
    run_jobs(&ctx).await;
    // Back: the one post still visible.
    assert_eq!(
        (count(&ctx, "大乐透").await, count(&ctx, "双色球").await),
        (2, 0)
    );
    hidden_authors::reconcile(&ctx, author.member_id)
        .await
        .unwrap();
    assert_eq!(count(&ctx, "大乐透").await, 2);
}

#[tokio::test]
async fn members_hidden_before_the_rule_are_reconciled_once_by_the_backfill() {
    let (ctx, _db) = test_context().await;
    let author = TestMember::new("老作者").create(&ctx).await.0;
    write(&ctx, &author, "#竞彩# 周三推荐").await;
    write(&ctx, &author, "#竞彩# 周四推荐").await;
    assert_eq!(count(&ctx, "竞彩").await, 2);
    // Disabled the way the old release did it: no job asked.
    entities::member::ActiveModel {
        id: Set(author.member_id),
        enable: Set(false),
        ..Default::default()
    }
    .update(&ctx.db)
    .await
    .unwrap();
    assert_eq!(count(&ctx, "竞彩").await, 2, "nothing asked yet");
    hidden_authors::enqueue_backfill(&ctx.db).await.unwrap();
    hidden_authors::enqueue_backfill(&ctx.db).await.unwrap();
    assert_eq!(run_jobs(&ctx).await, 1, "one backfill for two asks");
    assert_eq!(count(&ctx, "竞彩").await, 0);
    let marks = entities::community_hidden_author::Entity::find()
        .all(&ctx.db)
        .await
        .unwrap();
    assert_eq!(marks.len(), 1);
    assert_eq!(marks[0].member_id, author.member_id);
    // The next start asks again: done already, nothing runs.
    hidden_authors::enqueue_backfill(&ctx.db).await.unwrap();
    assert_eq!(run_jobs(&ctx).await, 0);
}

#[tokio::test]
async fn the_rescore_is_a_fixed_number_of_statements_whatever_the_posts() {
    let (ctx, _db) = test_context().await;
    let author = TestMember::new("热帖").create(&ctx).await.0;
    for i in 0..12 {
        write(
            &ctx,
            &author,
            &format!("第{i}条 #大乐透# 和 #双色球{}#", i % 3),
        )
        .await;
    }
    let (counted, statements) = domain::testing::counting_statements(&ctx);
    let scored = topics::rescore(&counted).await.unwrap();
    assert_eq!(scored, 12);
    let n = statements.load(std::sync::atomic::Ordering::SeqCst);
    // The posts, their scores (one CASE), their topics, the topics that
    // fell out, the topics' scores (one CASE): not one a post or a topic.
    assert!(n <= 5, "{n} statements for 12 posts in 4 topics");
    let ranked = topics::rank(&ctx, 10).await.unwrap();
    assert_eq!(ranked.len(), 4);
    assert_eq!(
        ranked[0].name, "大乐透",
        "the topic of every post is hottest"
    );
    assert!(ranked.iter().all(|t| t.hot_score > 0));
}
