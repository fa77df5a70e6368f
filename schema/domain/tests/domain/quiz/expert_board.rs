//! The experts board: experts ranked by their record over the recruitment
//! window, rebuilt by a job; members who are not experts, and picks
//! settled before the window, are not on it.

use super::*;
use domain::quiz::expert_board;
use sea_orm::ActiveModelTrait;

/// A settled pick of `member`'s, settled `days_ago` days ago.
async fn settled(ctx: &AppContext, member: i64, state: &str, days_ago: i64, seq: i64) {
    let now = domain::kernel::clock::now();
    let at = now - TimeDelta::days(days_ago);
    entities::quiz_pick::ActiveModel {
        member_id: Set(member),
        game: Set("JCZQ".into()),
        play: Set("SPF".into()),
        parlay: Set(false),
        first_kickoff: Set(at - TimeDelta::hours(2)),
        state: Set(state.into()),
        stake_fen: Set(200),
        return_fen: Set(if state == "RED" { 400 } else { 0 }),
        settled_seq: Set(Some(seq)),
        settled_at: Set(Some(at)),
        period: Set(String::new()),
        created_at: Set(at - TimeDelta::hours(3)),
        ..Default::default()
    }
    .insert(&ctx.db)
    .await
    .unwrap();
}

async fn expert(ctx: &AppContext, nick: &str, is_expert: bool) -> i64 {
    let (v, _) = TestMember::new(nick).create(ctx).await;
    entities::member::Entity::update_many()
        .col_expr(
            entities::member::Column::IsProfessor,
            sea_orm::sea_query::Expr::value(is_expert),
        )
        .filter(entities::member::Column::Id.eq(v.member_id))
        .exec(&ctx.db)
        .await
        .unwrap();
    v.member_id
}

#[tokio::test]
async fn experts_are_ranked_by_their_record_over_the_window() {
    let (ctx, _db) = test_context().await;
    let window = domain::quiz::settings::load(&ctx)
        .await
        .unwrap()
        .expert_window_days;
    let a = expert(&ctx, "专家甲", true).await;
    let b = expert(&ctx, "专家乙", true).await;
    let fan = expert(&ctx, "彩民丙", false).await;
    let idle = expert(&ctx, "专家丁", true).await;
    for (i, s) in ["RED", "RED", "BLACK"].into_iter().enumerate() {
        settled(&ctx, a, s, 3 - i as i64, i as i64 + 1).await;
    }
    settled(&ctx, b, "RED", 2, 10).await;
    settled(&ctx, b, "RED", 1, 11).await;
    for n in 0..5 {
        // Before the window: not counted.
        settled(&ctx, b, "BLACK", window + 2 + n, n).await;
        settled(&ctx, idle, "RED", window + 2 + n, 20 + n).await;
        settled(&ctx, fan, "RED", 1, 30 + n).await;
    }
    let now = domain::kernel::clock::now();
    assert_eq!(expert_board::rebuild(&ctx, now, None).await.unwrap(), 2);
    // Rebuilt again: the same board, not twice the rows.
    assert_eq!(expert_board::rebuild(&ctx, now, None).await.unwrap(), 2);
    let page = boards::period_board(
        &ctx,
        None,
        expert_board::NAME,
        Measure::HitRate,
        &Window::first(10),
    )
    .await
    .unwrap();
    let on: Vec<(i64, i64, i64)> = page
        .rows
        .iter()
        .map(|r| (r.position.member_id, r.record.settled, r.record.red))
        .collect();
    assert_eq!(on, vec![(b, 2, 2), (a, 3, 2)], "b 100 %, then a 66.7 %");
    let streaks = boards::period_board(
        &ctx,
        None,
        expert_board::NAME,
        Measure::Streak,
        &Window::first(10),
    )
    .await
    .unwrap();
    assert!(streaks.rows.iter().all(|r| r.record.longest_streak == 2));
    // Asked after settlements: one job for a burst, timed after the last
    // ask (so it reads what they committed).
    let before = domain::kernel::clock::now();
    for _ in 0..3 {
        expert_board::ask_soon(&ctx).await.unwrap();
    }
    let soon: Vec<entities::job::Model> = entities::job::Entity::find()
        .filter(entities::job::Column::Kind.eq(expert_board::JOB))
        .all(&ctx.db)
        .await
        .unwrap();
    assert!(!soon.is_empty() && soon.len() <= 2, "{} jobs", soon.len());
    assert!(soon.iter().all(|j| j.run_at > before));
    // The job runs it as well (asked once per ten-minute slot).
    expert_board::ask(&ctx).await.unwrap();
    let ran = Runner::new(ctx.clone(), domain::job_handlers())
        .run_due(10)
        .await
        .unwrap();
    assert!(ran >= 1);
}
