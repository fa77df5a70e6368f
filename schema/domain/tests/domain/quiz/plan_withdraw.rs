//! Staff withdraw an expert's plan (issue 56): unlocks racing the
//! withdrawal are refunded exactly once or refused without a charge, the
//! plan leaves the lists and the expert's record, and settlement no longer
//! moves it.

use super::*;
use domain::quiz::plan_withdraw;

async fn points(ctx: &AppContext, id: i64) -> i64 {
    entities::member::Entity::find_by_id(id)
        .one(&ctx.db)
        .await
        .unwrap()
        .unwrap()
        .points
}

async fn ledger_rows(ctx: &AppContext, reason: &str) -> u64 {
    entities::points_ledger::Entity::find()
        .filter(entities::points_ledger::Column::Reason.eq(reason))
        .count(&ctx.db)
        .await
        .unwrap()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn unlocks_racing_a_withdrawal_are_refunded_once_or_refused_unpaid() {
    let (ctx, _db) = test_context().await;
    let ops = staff(&ctx).await;
    let expert = expert(&ctx, "撤下专家").await;
    let id = open_match(&ctx, &ops, 1, 5).await;
    let plan = publish_plan(&ctx, &expert, id).await;
    let other = publish_plan(&ctx, &expert, id).await;
    let mut fans = Vec::new();
    for i in 0..12 {
        fans.push(member(&ctx, &format!("撤下粉丝{i}"), 100).await);
    }
    // Four unlock before; eight race the withdrawal.
    for fan in &fans[..4] {
        plans::unlock(&ctx, fan, plan.id).await.unwrap();
    }
    let mut tasks = Vec::new();
    for fan in &fans[4..] {
        let (ctx, fan) = (ctx.clone(), fan.clone());
        tasks.push(tokio::spawn(async move {
            plans::unlock(&ctx, &fan, plan.id).await.map(|_| ())
        }));
    }
    let withdrawn = plan_withdraw::withdraw(&ctx, &ops, plan.id, "  诱导会员私下交易  ")
        .await
        .unwrap();
    assert!(withdrawn.withdrawn);
    for t in tasks {
        match t.await.unwrap() {
            Ok(()) => {}
            Err(e) => assert_eq!(e.code, ErrorCode::NotEligible, "{e:?}"),
        }
    }
    let runner = Runner::new(ctx.clone(), domain::job_handlers());
    runner.run_due(50).await.unwrap();
    runner.run_due(50).await.unwrap();
    // Whoever paid got it back, once; whoever was refused paid nothing.
    for fan in &fans {
        assert_eq!(points(&ctx, fan.member_id).await, 100, "{}", fan.member_id);
    }
    let charged = ledger_rows(&ctx, "PLAN_UNLOCK").await;
    assert!(charged >= 4, "the four before: {charged}");
    assert_eq!(ledger_rows(&ctx, "PLAN_REFUND").await, charged);
    assert_points_invariants(&ctx.db).await;

    // Gone from the lists, refused to a new unlock, closed to members.
    let (listed, _) = plans::list(&ctx, None, None, &Window::first(20))
        .await
        .unwrap();
    assert!(listed.iter().all(|p| p.id != plan.id));
    let late = member(&ctx, "撤下之后", 100).await;
    let e = plans::unlock(&ctx, &late, plan.id).await.unwrap_err();
    assert_eq!(e.code, ErrorCode::NotEligible);
    let seen = plans::get(&ctx, Some(&fans[0]), plan.id).await.unwrap();
    assert!(seen.withdrawn && !seen.visible && seen.analysis.is_none());
    let own = plans::get(&ctx, Some(&expert), plan.id).await.unwrap();
    assert!(own.withdrawn && own.visible, "its expert still reads it");

    // Told: the expert with the reason, each payer of the refund.
    let told: Vec<entities::message::Model> = entities::message::Entity::find()
        .filter(entities::message::Column::Title.eq("你的方案已被撤下"))
        .all(&ctx.db)
        .await
        .unwrap();
    assert_eq!(told.len(), 1);
    assert!(
        told[0].content.contains("原因：诱导会员私下交易"),
        "{}",
        told[0].content
    );
    assert_eq!(messages_of(&ctx, fans[0].member_id).await, 1);
    let audit = entities::audit_log::Entity::find()
        .filter(entities::audit_log::Column::Action.eq("quiz.plan_withdraw"))
        .all(&ctx.db)
        .await
        .unwrap();
    assert_eq!(audit.len(), 1);
    assert_eq!(audit[0].target, format!("expert_plan:{}", plan.id));

    // The result no longer settles it: no outcome, no record, no refund.
    publish(&ctx, &ops, id, 0, 2).await;
    settle::settle_match(&ctx, id).await.unwrap();
    runner.run_due(50).await.unwrap();
    let after = plans::get(&ctx, Some(&expert), plan.id).await.unwrap();
    assert!(after.withdrawn && after.outcome.is_none());
    let record = boards::records(&ctx, expert.member_id).await.unwrap();
    let plans_record = record
        .iter()
        .find(|(s, _)| s == "plans")
        .map(|(_, r)| *r)
        .unwrap_or_default();
    assert_eq!(plans_record.settled, 1, "the other plan only");
    assert_eq!(ledger_rows(&ctx, "PLAN_REFUND").await, charged);
    for fan in &fans {
        assert_eq!(points(&ctx, fan.member_id).await, 100);
    }

    // Again: a conflict; by a member: refused; without a reason: named.
    let e = plan_withdraw::withdraw(&ctx, &ops, plan.id, "再次")
        .await
        .unwrap_err();
    assert_eq!(e.code, ErrorCode::Conflict);
    let e = plan_withdraw::withdraw(&ctx, &fans[0], plan.id, "违规")
        .await
        .unwrap_err();
    assert_eq!(e.code, ErrorCode::Forbidden);
    let e = plan_withdraw::withdraw(&ctx, &ops, other.id, "   ")
        .await
        .unwrap_err();
    assert_eq!(
        (e.code, e.field.as_deref()),
        (ErrorCode::InvalidArgument, Some("reason"))
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_settled_plan_withdrawn_leaves_the_record_and_pays_no_refund_twice() {
    let (ctx, _db) = test_context().await;
    let ops = staff(&ctx).await;
    let expert = expert(&ctx, "已结专家").await;
    let (a, b) = (
        open_match(&ctx, &ops, 1, 5).await,
        open_match(&ctx, &ops, 2, 5).await,
    );
    let missed = publish_plan(&ctx, &expert, a).await;
    let kept = publish_plan(&ctx, &expert, b).await;
    let fan = member(&ctx, "已结粉丝", 100).await;
    plans::unlock(&ctx, &fan, missed.id).await.unwrap();
    plans::unlock(&ctx, &fan, kept.id).await.unwrap();
    // 主胜 misses on a (不中退款: refunded), hits on b.
    publish(&ctx, &ops, a, 0, 2).await;
    publish(&ctx, &ops, b, 2, 0).await;
    settle::settle_match(&ctx, a).await.unwrap();
    settle::settle_match(&ctx, b).await.unwrap();
    let runner = Runner::new(ctx.clone(), domain::job_handlers());
    runner.run_due(50).await.unwrap();
    assert_eq!(
        points(&ctx, fan.member_id).await,
        70,
        "one refunded, one kept"
    );
    let plans_record = |ctx: AppContext| async move {
        boards::records(&ctx, expert.member_id)
            .await
            .unwrap()
            .into_iter()
            .find(|(s, _)| s == "plans")
            .map(|(_, r)| r)
            .unwrap_or_default()
    };
    let before = plans_record(ctx.clone()).await;
    assert_eq!((before.settled, before.red), (2, 1));

    plan_withdraw::withdraw(&ctx, &ops, missed.id, "虚假战绩")
        .await
        .unwrap();
    plan_withdraw::withdraw(&ctx, &ops, kept.id, "抄袭他人方案")
        .await
        .unwrap();
    runner.run_due(50).await.unwrap();
    runner.run_due(50).await.unwrap();
    // The missed plan's unlock was already paid back: not again. The kept
    // plan's is paid back now.
    assert_eq!(points(&ctx, fan.member_id).await, 100);
    assert_eq!(ledger_rows(&ctx, "PLAN_REFUND").await, 2);
    let after = plans_record(ctx.clone()).await;
    assert_eq!((after.settled, after.red), (0, 0));
    assert_points_invariants(&ctx.db).await;
}
