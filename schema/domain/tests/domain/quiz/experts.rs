//! Experts, plans, competitions and the demo season.

use super::*;

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn fifty_parallel_unlocks_charge_once_and_a_missed_plan_refunds_each_once() {
    let (ctx, _db) = test_context().await;
    let ops = staff(&ctx).await;
    let expert = expert(&ctx, "专家").await;
    let id = open_match(&ctx, &ops, 1, 5).await;
    let plan = publish_plan(&ctx, &expert, id).await;
    let fan = member(&ctx, "粉丝", 100).await;
    let other = member(&ctx, "路人", 100).await;
    // Hidden before unlocking.
    let seen = plans::get(&ctx, Some(&fan), plan.id).await.unwrap();
    assert!(!seen.visible && seen.legs.is_none() && seen.analysis.is_none());
    let mut tasks = Vec::new();
    for _ in 0..50 {
        let (ctx, fan) = (ctx.clone(), fan.clone());
        tasks.push(tokio::spawn(async move {
            plans::unlock(&ctx, &fan, plan.id).await
        }));
    }
    for t in tasks {
        let v = t.await.unwrap().unwrap();
        assert!(v.visible && v.unlocked);
    }
    plans::unlock(&ctx, &other, plan.id).await.unwrap();
    let balance = |id: i64| {
        let ctx = ctx.clone();
        async move {
            entities::member::Entity::find_by_id(id)
                .one(&ctx.db)
                .await
                .unwrap()
                .unwrap()
                .points
        }
    };
    assert_eq!(balance(fan.member_id).await, 70, "one charge of 30");
    assert_eq!(plans::get(&ctx, None, plan.id).await.unwrap().unlocks, 2);

    // It misses: every unlocker gets 30 back, once, however often it runs.
    publish(&ctx, &ops, id, 0, 2).await;
    settle::settle_match(&ctx, id).await.unwrap();
    settle::settle_match(&ctx, id).await.unwrap();
    let runner = Runner::new(ctx.clone(), domain::job_handlers());
    runner.run_due(50).await.unwrap();
    runner.run_due(50).await.unwrap();
    assert_eq!(balance(fan.member_id).await, 100);
    assert_eq!(balance(other.member_id).await, 100);
    let refunds = entities::points_ledger::Entity::find()
        .filter(entities::points_ledger::Column::Reason.eq("PLAN_REFUND"))
        .count(&ctx.db)
        .await
        .unwrap();
    assert_eq!(refunds, 2);
    let r = boards::records(&ctx, expert.member_id).await.unwrap();
    let plans_record = r.iter().find(|(s, _)| s == "plans").unwrap().1;
    assert_eq!((plans_record.settled, plans_record.red), (1, 0));
    assert_points_invariants(&ctx.db).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn the_demo_season_settles_real_history_into_records_and_boards() {
    let (ctx, _db) = test_context().await;
    domain::demo::seed(&ctx.db).await.unwrap();
    let s = domain::demo::season::replay(&ctx).await.unwrap();
    assert!(s.picks > 500 && s.plans > 0, "{s:?}");
    let open = entities::quiz_pick::Entity::find()
        .filter(entities::quiz_pick::Column::State.eq("OPEN"))
        .count(&ctx.db)
        .await
        .unwrap();
    assert_eq!(open, 0, "every replayed pick settled");
    // An expert's record and plans, and the board of the month of the
    // latest replayed match (not this month's: on the first days of a month
    // the last two weeks' sample results all fall in the month before).
    let expert = entities::member::Entity::find()
        .filter(entities::member::Column::IsProfessor.eq(true))
        .one(&ctx.db)
        .await
        .unwrap()
        .unwrap();
    let r = boards::records(&ctx, expert.id).await.unwrap();
    let all = r.iter().find(|(s, _)| s == "all").unwrap().1;
    assert!(all.settled >= 100 && all.red > 0, "{all:?}");
    assert!(r.iter().any(|(s, _)| s == "plans"));
    use sea_orm::QueryOrder;
    let latest = entities::quiz_pick::Entity::find()
        .order_by_desc(entities::quiz_pick::Column::FirstKickoff)
        .one(&ctx.db)
        .await
        .unwrap()
        .unwrap();
    let month =
        rules::quiz::periods(domain::kernel::clock::shanghai_day(latest.first_kickoff))[1].clone();
    let board = boards::period_board(&ctx, None, &month, Measure::Streak, &Window::first(10))
        .await
        .unwrap();
    assert!(!board.rows.is_empty());
    // The week and the month that ended last are kept as they closed,
    // with the replay in them.
    for kind in ["week", "month"] {
        let closed = domain::quiz::closing::closed_periods(&ctx, kind)
            .await
            .unwrap();
        assert_eq!(closed.len(), 1, "{kind}");
    }
    // Open 竞彩足球 sample matches to pick from.
    let selling = entities::sports_match::Entity::find()
        .filter(entities::sports_match::Column::Game.eq("jczq"))
        .filter(entities::sports_match::Column::State.eq("selling"))
        .count(&ctx.db)
        .await
        .unwrap();
    assert!(selling > 0);
    assert_points_invariants(&ctx.db).await;
}

/// `n` settled picks of `member`, `red` of them red, settled now (the
/// recruitment window reads them).
async fn settled_record(ctx: &AppContext, member: i64, n: usize, red: usize, ops: &Viewer) {
    for i in 0..n {
        let id = open_match(ctx, ops, 100 + i as u32, 5).await;
        let v = Viewer {
            member_id: member,
            ..ops.clone()
        };
        picks::pick(ctx, &v, &[spf(id, 0)]).await.unwrap();
        if i < red {
            publish(ctx, ops, id, 1, 0).await;
        } else {
            publish(ctx, ops, id, 0, 1).await;
        }
        settle::settle_match(ctx, id).await.unwrap();
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn an_expert_application_goes_through_the_workflow() {
    use domain::quiz::experts;
    let (ctx, _db) = test_context().await;
    let ops = staff(&ctx).await;
    let me = member(&ctx, "申请人", 0).await;
    // No record yet: not eligible, saying why.
    let e = experts::apply(&ctx, &me, "近两月命中率六成")
        .await
        .unwrap_err();
    assert_eq!(e.code, ErrorCode::NotEligible);
    settled_record(&ctx, me.member_id, 30, 17, &ops).await; // 56.7 %
    let a = experts::apply(&ctx, &me, "近两月命中率六成").await.unwrap();
    assert_eq!((a.settled, a.red), (30, 17));
    assert!(experts::flags(&me, &a).unwrap().cancellable);
    assert!(!experts::flags(&me, &a).unwrap().approvable);
    assert!(experts::flags(&ops, &a).unwrap().approvable);
    // One open application at a time.
    let e = experts::apply(&ctx, &me, "再来一次").await.unwrap_err();
    assert_eq!(e.code, ErrorCode::NotEligible);
    // A member cannot approve; staff reject with a reason, then the member
    // waits the set days.
    assert_eq!(
        experts::approve(&ctx, &me, a.id).await.unwrap_err().code,
        ErrorCode::Forbidden
    );
    let r = experts::reject(&ctx, &ops, a.id, "样本期太短")
        .await
        .unwrap();
    assert_eq!(r.outcome.as_deref(), Some("REJECTED"));
    assert_eq!(
        experts::approve(&ctx, &ops, a.id).await.unwrap_err().code,
        ErrorCode::Conflict
    );
    let e = experts::apply(&ctx, &me, "再申请").await.unwrap_err();
    assert!(e.message.contains("7 days"), "{e:?}");
    // Approval makes the member an expert (through the member service).
    entities::expert_application::Entity::delete_many()
        .exec(&ctx.db)
        .await
        .unwrap();
    let b = experts::apply(&ctx, &me, "再申请").await.unwrap();
    experts::approve(&ctx, &ops, b.id).await.unwrap();
    let row = entities::member::Entity::find_by_id(me.member_id)
        .one(&ctx.db)
        .await
        .unwrap()
        .unwrap();
    assert!(row.is_professor);
    assert_eq!(
        experts::apply(&ctx, &me, "又来").await.unwrap_err().code,
        ErrorCode::NotEligible
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn recruitment_asks_for_no_moderation_strike_in_thirty_days() {
    use domain::community::{reports, review};
    use domain::quiz::experts;
    let (ctx, _db) = test_context().await;
    let ops = staff(&ctx).await;
    let me = member(&ctx, "被驳回过", 0).await;
    settled_record(&ctx, me.member_id, 30, 18, &ops).await;
    // A post of theirs held by three reports and rejected by staff.
    let post = crate::community::write(&ctx, &me, "广告一条").await;
    for nick in ["举报甲", "举报乙", "举报丙"] {
        let r = domain::testing::TestMember::new(nick).create(&ctx).await.0;
        reports::report(&ctx, &r, post.id, "广告").await.unwrap();
    }
    let (queue, _) = review::list(&ctx, &ops, None, &Window::first(10))
        .await
        .unwrap();
    let held = queue.iter().find(|r| r.target_id == post.id).unwrap();
    // Staff reject it: a strike.
    review::reject(&ctx, &ops, held.id, "广告").await.unwrap();
    let e = experts::apply(&ctx, &me, "近两月命中率六成")
        .await
        .unwrap_err();
    assert_eq!(e.code, ErrorCode::NotEligible);
    assert!(e.message.contains("30"), "{e:?}");
    // 31 days later the strike has run out.
    entities::community_review::Entity::update_many()
        .col_expr(
            entities::community_review::Column::UpdatedAt,
            sea_orm::sea_query::Expr::value(domain::kernel::clock::now() - TimeDelta::days(31)),
        )
        .exec(&ctx.db)
        .await
        .unwrap();
    experts::apply(&ctx, &me, "近两月命中率六成").await.unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn followers_hear_of_a_plan_once_and_prizes_are_paid_once() {
    let (ctx, _db) = test_context().await;
    let ops = staff(&ctx).await;
    let expert = expert(&ctx, "名家").await;
    let mut fans = Vec::new();
    for i in 0..3 {
        let f = member(&ctx, &format!("粉{i}"), 500).await;
        domain::focus::focus(&ctx, &f, expert.member_id)
            .await
            .unwrap();
        fans.push(f);
    }
    let a = open_match(&ctx, &ops, 1, 5).await;
    let b = open_match(&ctx, &ops, 2, 5).await;
    let before = entities::message::Entity::find()
        .count(&ctx.db)
        .await
        .unwrap();
    plans::publish(
        &ctx,
        &expert,
        PlanInput {
            title: "双场推荐".into(),
            analysis:
                "两场比赛的主队都处于上升期，客队连续客场作战体能下降，推荐两场主胜，仅供参考。"
                    .repeat(2),
            price: 0,
            refund_on_miss: false,
            legs: vec![spf(a, 0), spf(b, 0)],
        },
    )
    .await
    .unwrap();
    let runner = Runner::new(ctx.clone(), domain::job_handlers());
    runner.run_due(10).await.unwrap();
    runner.run_due(10).await.unwrap();
    // One message row, one receipt per follower (plus the follow notices).
    let plan_messages = entities::message::Entity::find()
        .filter(entities::message::Column::Title.eq("你关注的专家发布了新方案"))
        .all(&ctx.db)
        .await
        .unwrap();
    assert_eq!(plan_messages.len(), 1);
    let receipts = entities::message_receipt::Entity::find()
        .filter(entities::message_receipt::Column::MessageId.eq(plan_messages[0].id))
        .count(&ctx.db)
        .await
        .unwrap();
    assert_eq!(receipts, 3);
    assert!(
        entities::message::Entity::find()
            .count(&ctx.db)
            .await
            .unwrap()
            > before
    );

    // A competition over both matches: fans 0 and 1 enter; prizes 100, 50.
    let comp = competitions::create(
        &ctx,
        &ops,
        CompetitionInput {
            title: "双场大赛".into(),
            description: String::new(),
            open_at: domain::kernel::clock::now() - TimeDelta::hours(1),
            close_at: domain::kernel::clock::now() + TimeDelta::hours(4),
            stake_min: Some(10),
            stake_max: Some(200),
            prizes: vec![100, 50],
            matches: vec![(a, vec![PlayType::Spf]), (b, vec![PlayType::Spf])],
        },
    )
    .await
    .unwrap();
    // A draft does not exist for members.
    let e = competitions::enter(&ctx, &fans[0], comp.row.id, spf(a, 0), 50)
        .await
        .unwrap_err();
    assert_eq!(e.code, ErrorCode::NotFound);
    competitions::release(&ctx, &ops, comp.row.id)
        .await
        .unwrap();
    let e = competitions::enter(&ctx, &fans[0], comp.row.id, spf(a, 0), 500)
        .await
        .unwrap_err();
    assert_eq!(
        (e.code, e.field.as_deref()),
        (ErrorCode::StakeOutOfRange, Some("stake"))
    );
    competitions::enter(&ctx, &fans[0], comp.row.id, spf(a, 0), 100)
        .await
        .unwrap();
    competitions::enter(&ctx, &fans[1], comp.row.id, spf(a, 2), 100)
        .await
        .unwrap();
    competitions::enter(&ctx, &fans[1], comp.row.id, spf(b, 0), 20)
        .await
        .unwrap();
    publish(&ctx, &ops, a, 1, 0).await;
    settle::settle_match(&ctx, a).await.unwrap();
    runner.run_due(10).await.unwrap();
    // Not all matches settled: no prizes yet.
    assert!(competitions::get(&ctx, None, comp.row.id)
        .await
        .unwrap()
        .row
        .prized_at
        .is_none());
    publish(&ctx, &ops, b, 1, 0).await;
    settle::settle_match(&ctx, b).await.unwrap();
    settle::settle_match(&ctx, b).await.unwrap();
    runner.run_due(10).await.unwrap();
    runner.run_due(10).await.unwrap();
    let c = competitions::get(&ctx, None, comp.row.id).await.unwrap();
    assert_eq!(c.row.state, "PRIZED");
    let prizes = entities::points_ledger::Entity::find()
        .filter(entities::points_ledger::Column::Reason.eq("QUIZ_PRIZE"))
        .all(&ctx.db)
        .await
        .unwrap();
    // Fan 0: +150 net (first), fan 1: −100 + 0, −20 + 50 = −70 (second).
    let paid: Vec<(i64, i64)> = prizes.iter().map(|p| (p.member_id, p.points)).collect();
    assert_eq!(
        paid,
        vec![(fans[0].member_id, 100), (fans[1].member_id, 50)]
    );
    let board = boards::competition_board(&ctx, Some(&fans[1]), comp.row.id, &Window::first(10))
        .await
        .unwrap();
    assert_eq!(board.rows[0].standing.won, 150);
    assert_eq!(board.mine.unwrap().0, Some(2));
    assert_points_invariants(&ctx.db).await;
}
