//! Boards over time: a period's board is kept as it closed, and later
//! settlements of that period's picks move the live rows only.

use super::*;
use domain::quiz::closing;

/// `member` picks the home win of a new match and it settles red.
async fn red_pick(ctx: &AppContext, ops: &Viewer, member: &Viewer, n: u32) {
    let id = open_match(ctx, ops, n, 1).await;
    picks::pick(ctx, member, &[spf(id, 0)]).await.unwrap();
    publish(ctx, ops, id, 1, 0).await;
    settle::settle_match(ctx, id).await.unwrap();
}

async fn board(ctx: &AppContext, name: &str) -> Vec<boards::BoardRow> {
    boards::period_board(ctx, None, name, Measure::Streak, &Window::first(10))
        .await
        .unwrap()
        .rows
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_closed_board_stays_as_it_closed_after_later_settlements() {
    let (ctx, _db) = test_context().await;
    let ops = staff(&ctx).await;
    let a = member(&ctx, "收官甲", 0).await;
    let b = member(&ctx, "收官乙", 0).await;
    for n in 0..2 {
        red_pick(&ctx, &ops, &a, 300 + n).await;
    }
    red_pick(&ctx, &ops, &b, 310).await;
    // The period the picks count in (their kickoff's week, which may be
    // next week's late on a Sunday).
    let first = entities::quiz_pick::Entity::find()
        .one(&ctx.db)
        .await
        .unwrap()
        .unwrap()
        .first_kickoff;
    let week = rules::quiz::periods(domain::kernel::clock::shanghai_day(first))[0].clone();
    let before = board(&ctx, &week).await;
    let order: Vec<i64> = before.iter().map(|r| r.position.member_id).collect();
    assert_eq!(order, vec![a.member_id, b.member_id]);

    let now = domain::kernel::clock::now();
    assert!(closing::close(&ctx, &week, now).await.unwrap());
    assert!(!closing::close(&ctx, &week, now).await.unwrap(), "once");
    // Read as the week is over (eight days on): the closed copy. Before
    // its end a week is answered live without asking (W16's two
    // statements), even one closed early as here.
    let (live_name, _) = closing::board_name(&ctx, &week, now).await.unwrap();
    assert_eq!(live_name, week);
    let later = now + TimeDelta::days(8);
    let (name, closed_at) = closing::board_name(&ctx, &week, later).await.unwrap();
    assert_eq!(name, rules::quiz::closed_name(&week));
    assert!(closed_at.is_some());
    assert_eq!(board(&ctx, &name).await, before);
    // Each member's places were kept with it: the member ranking list.
    for measure in [Measure::HitRate, Measure::Streak, Measure::ReturnRate] {
        let rows = boards::period_board(&ctx, None, &name, measure, &Window::first(10))
            .await
            .unwrap()
            .rows;
        // Below a board's minimum a member has no place there (未上榜).
        for m in [a.member_id, b.member_id] {
            let kept = domain::quiz::places::of_member(&ctx, m, "week")
                .await
                .unwrap();
            let p = kept.iter().find(|p| p.period == week).unwrap();
            let place = match measure {
                Measure::HitRate => p.hit,
                Measure::Streak => p.streak,
                Measure::ReturnRate => p.ret,
            };
            let shown = rows.iter().find(|r| r.position.member_id == m);
            assert_eq!(place, shown.map(|r| r.position.place), "{measure:?}");
            assert_eq!(p.members, 2);
        }
    }

    // Later settlements of the period: b overtakes a on the live board;
    // the closed board is the board as it was.
    for n in 0..3 {
        red_pick(&ctx, &ops, &b, 320 + n).await;
    }
    let live: Vec<i64> = board(&ctx, &week)
        .await
        .iter()
        .map(|r| r.position.member_id)
        .collect();
    assert_eq!(live, vec![b.member_id, a.member_id]);
    assert_eq!(board(&ctx, &name).await, before);
    let a_kept = domain::quiz::places::of_member(&ctx, a.member_id, "week")
        .await
        .unwrap();
    assert_eq!(a_kept[0].streak, Some(1), "a's place stays as it closed");
    assert!(domain::quiz::places::of_member(&ctx, a.member_id, "day")
        .await
        .is_err());

    let listed = closing::closed_periods(&ctx, "week").await.unwrap();
    let kept = listed.iter().find(|p| p.period == week).unwrap();
    assert_eq!(kept.members, 2);
    assert!(closing::closed_periods(&ctx, "day").await.is_err());

    // The job's close: the week and the month that ended last, once.
    let ended = closing::close_ended(&ctx, now).await.unwrap();
    let today = domain::kernel::clock::shanghai_day(now);
    let expected: Vec<String> = rules::quiz::previous_periods(today)
        .into_iter()
        .filter(|p| *p != week)
        .collect();
    assert_eq!(ended, expected);
    assert!(closing::close_ended(&ctx, now).await.unwrap().is_empty());
    // A name of the wrong kind or shape is refused, naming the field.
    let e = boards::check_period_name("month:2026-11", "week").unwrap_err();
    assert_eq!(e.field.as_deref(), Some("name"));
    let e = boards::check_period_name("week:2026-W99", "week").unwrap_err();
    assert_eq!(e.field.as_deref(), Some("name"));
}
