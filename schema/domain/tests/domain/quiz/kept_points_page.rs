//! The kept first page of points history (`points::first_page`) after the
//! quiz area's postings: a plan unlock and its 不中退款 refund (a job), a
//! competition's stake, payout and prize (settlement jobs).

use super::*;
use crate::kept_pages::points::assert_page_is_fresh;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn quiz_postings_show_on_the_next_first_page() {
    let (ctx, _db) = test_context().await;
    let ops = staff(&ctx).await;
    let expert = expert(&ctx, "专家").await;
    let fan = member(&ctx, "看积分", 300).await;
    assert_page_is_fresh(&ctx, &fan, "granted").await;

    let a = open_match(&ctx, &ops, 1, 5).await;
    let b = open_match(&ctx, &ops, 2, 5).await;
    let plan = publish_plan(&ctx, &expert, a).await;
    plans::unlock(&ctx, &fan, plan.id).await.unwrap();
    assert_page_is_fresh(&ctx, &fan, "plan unlock").await;

    let comp = competitions::create(
        &ctx,
        &ops,
        CompetitionInput {
            title: "看积分大赛".into(),
            description: String::new(),
            open_at: domain::kernel::clock::now() - TimeDelta::hours(1),
            close_at: domain::kernel::clock::now() + TimeDelta::hours(4),
            stake_min: Some(10),
            stake_max: Some(200),
            prizes: vec![100],
            matches: vec![(b, vec![PlayType::Spf])],
        },
    )
    .await
    .unwrap();
    competitions::release(&ctx, &ops, comp.row.id)
        .await
        .unwrap();
    competitions::enter(&ctx, &fan, comp.row.id, spf(b, 0), 50)
        .await
        .unwrap();
    assert_page_is_fresh(&ctx, &fan, "stake").await;

    // The plan misses (a refund), the competition's pick wins (a payout
    // and the prize), each posted by a job.
    let runner = Runner::new(ctx.clone(), domain::job_handlers());
    publish(&ctx, &ops, a, 0, 2).await;
    settle::settle_match(&ctx, a).await.unwrap();
    runner.run_due(50).await.unwrap();
    assert_page_is_fresh(&ctx, &fan, "plan refund").await;
    publish(&ctx, &ops, b, 1, 0).await;
    settle::settle_match(&ctx, b).await.unwrap();
    runner.run_due(50).await.unwrap();
    runner.run_due(50).await.unwrap();
    assert_page_is_fresh(&ctx, &fan, "payout and prize").await;
    let reasons: Vec<String> = entities::points_ledger::Entity::find()
        .filter(entities::points_ledger::Column::MemberId.eq(fan.member_id))
        .all(&ctx.db)
        .await
        .unwrap()
        .into_iter()
        .map(|r| r.reason)
        .collect();
    for reason in ["PLAN_UNLOCK", "PLAN_REFUND", "QUIZ_STAKE", "QUIZ_PRIZE"] {
        assert!(
            reasons.iter().any(|r| r == reason),
            "{reason} in {reasons:?}"
        );
    }
    assert_points_invariants(&ctx.db).await;
}
