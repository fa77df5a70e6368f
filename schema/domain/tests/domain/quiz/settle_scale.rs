//! Settlement in batches (W18): a match's open single picks settle in the
//! statements of 60 for 600 (but for two multi-row writes), once, with
//! records, boards and places equal to what rebuilding them pick by pick
//! gives.

use domain::quiz::record;
use entities::{quiz_board, quiz_pick, quiz_stat};
use sea_orm::QueryOrder;

use super::*;

/// Members picking on the small match; the large one has all of them.
const FEW: usize = 60;
const MANY: usize = 600;

/// The 胜平负 choice of member `i`, and whether they also pick 让球胜平负.
fn spf_choice(i: usize) -> usize {
    i % 3
}
fn rqspf_choice(i: usize) -> Option<usize> {
    i.is_multiple_of(5).then_some((i + 1) % 3)
}

async fn picks_on(ctx: &AppContext, members: &[Viewer], id: i64) {
    for (i, m) in members.iter().enumerate() {
        picks::pick(ctx, m, &[spf(id, spf_choice(i))])
            .await
            .unwrap();
        if let Some(c) = rqspf_choice(i) {
            let leg = LegInput {
                match_id: id,
                play: PlayType::Rqspf,
                choice: c,
            };
            picks::pick(ctx, m, &[leg]).await.unwrap();
        }
    }
}

/// Statements `settle_match` runs for `id`.
async fn settle_counted(ctx: &AppContext, id: i64) -> usize {
    let (counted, statements) = counting_statements(ctx);
    settle::settle_match(&counted, id).await.unwrap();
    statements.load(Ordering::SeqCst)
}

/// A member's stored records and board rows, as comparable values.
async fn stored(ctx: &AppContext, member_id: i64) -> (Vec<String>, Vec<String>) {
    let stats = quiz_stat::Entity::find()
        .filter(quiz_stat::Column::MemberId.eq(member_id))
        .order_by_asc(quiz_stat::Column::Scope)
        .all(&ctx.db)
        .await
        .unwrap()
        .iter()
        .map(|r| format!("{} {:?}", r.scope, record::record_of(r)))
        .collect();
    let boards = quiz_board::Entity::find()
        .filter(quiz_board::Column::MemberId.eq(member_id))
        .order_by_asc(quiz_board::Column::Period)
        .all(&ctx.db)
        .await
        .unwrap()
        .into_iter()
        .map(|b| format!("{b:?}"))
        .collect();
    (stats, boards)
}

/// No pick open, and every member's record as settled by hand (1:0 on the small match for
/// the first `few`, 0:2 on the large one for all), told once per outcome
/// and match, and records, boards and places as a rebuild makes them.
async fn assert_settled_as_rebuilt(ctx: &AppContext, members: &[Viewer], few: usize) {
    let open = quiz_pick::Entity::find()
        .filter(quiz_pick::Column::State.eq("OPEN"))
        .count(&ctx.db)
        .await
        .unwrap();
    assert_eq!(open, 0, "no pick left open");
    for (i, m) in members.iter().enumerate() {
        let id = m.member_id;
        // By hand: red on the small match for 胜 (choice 0) and 让平 (1);
        // on the large one for 负 (2) and 让负 (2); 2.50 / 3.20 / 2.80 and
        // 4.00 / 3.50 / 1.60 on 2 yuan.
        let mut want = domain::quiz::Record::default();
        let mut add = |red: bool, ret: i64| {
            want = if red {
                want.add(Outcome::Red, 200, ret)
            } else {
                want.add(Outcome::Black, 200, 0)
            };
        };
        let spf_ret = [500, 640, 560][spf_choice(i)];
        if i < few {
            add(spf_choice(i) == 0, spf_ret);
            if let Some(c) = rqspf_choice(i) {
                add(c == 1, [800, 700, 320][c]);
            }
        }
        add(spf_choice(i) == 2, spf_ret);
        if let Some(c) = rqspf_choice(i) {
            add(c == 2, [800, 700, 320][c]);
        }
        assert_eq!(overall(ctx, id).await, want, "member {i}");
        // One message per outcome and match.
        let outcomes_few = if i >= few {
            0
        } else {
            let a = spf_choice(i) == 0;
            1 + u64::from(rqspf_choice(i).is_some_and(|c| (c == 1) != a))
        };
        let b = spf_choice(i) == 2;
        let outcomes_many = 1 + u64::from(rqspf_choice(i).is_some_and(|c| (c == 2) != b));
        assert_eq!(
            messages_of(ctx, id).await,
            outcomes_few + outcomes_many,
            "member {i} told once per outcome and match"
        );
        // Records, boards and places as the rebuild from the picks in
        // their settled order makes them.
        let batched = stored(ctx, id).await;
        let txn = domain::kernel::db::begin(ctx).await.unwrap();
        record::rebuild(&txn, id).await.unwrap();
        txn.commit().await.unwrap();
        assert_eq!(stored(ctx, id).await, batched, "member {i}");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn six_hundred_picks_settle_in_the_statements_of_sixty_once_and_as_rebuilt() {
    let (ctx, _db) = test_context().await;
    let ops = staff(&ctx).await;
    let mut members = Vec::new();
    for i in 0..MANY {
        members.push(TestMember::new(&format!("批量{i}")).create(&ctx).await.0);
    }
    let few = open_match(&ctx, &ops, 1, 5).await;
    let many = open_match(&ctx, &ops, 2, 6).await;
    picks_on(&ctx, &members[..FEW], few).await;
    picks_on(&ctx, &members, many).await;

    // 1:0 — 胜 and (with the home side giving a goal) 让平 are red.
    publish(&ctx, &ops, few, 1, 0).await;
    let small = settle_counted(&ctx, few).await;
    // 0:2 — 负 and 让负 are red; the first 60 members already have a record.
    publish(&ctx, &ops, many, 0, 2).await;
    let large = settle_counted(&ctx, many).await;
    // The same statements but for the multi-row writes, a thousand rows
    // each: 600 members' 1,920 record rows and 1,200 board rows take two
    // each where 60 members' take one.
    assert!(
        large <= small + 2,
        "settling {MANY} picks ({large} statements) costs what {FEW} cost ({small})"
    );
    assert!(large < 40, "{large} statements for {MANY} picks");

    // Settled again (a retried job): nothing moves, nothing is told twice.
    let told = messages_of(&ctx, members[0].member_id).await;
    settle::settle_match(&ctx, many).await.unwrap();
    settle::settle_match(&ctx, few).await.unwrap();
    assert_eq!(messages_of(&ctx, members[0].member_id).await, told);

    assert_settled_as_rebuilt(&ctx, &members, FEW).await;
    assert_points_invariants(&ctx.db).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn two_settlements_at_once_settle_each_pick_once() {
    let (ctx, _db) = test_context().await;
    let ops = staff(&ctx).await;
    let id = open_match(&ctx, &ops, 1, 5).await;
    let mut members = Vec::new();
    for i in 0..200 {
        let m = TestMember::new(&format!("并发{i}")).create(&ctx).await.0;
        picks::pick(&ctx, &m, &[spf(id, i % 3)]).await.unwrap();
        members.push(m.member_id);
    }
    publish(&ctx, &ops, id, 2, 1).await;
    let runs: Vec<_> = (0..3)
        .map(|_| {
            let ctx = ctx.clone();
            tokio::spawn(async move { settle::settle_match(&ctx, id).await })
        })
        .collect();
    for r in runs {
        r.await.unwrap().unwrap();
    }
    for (i, m) in members.iter().enumerate() {
        let r = overall(&ctx, *m).await;
        assert_eq!(
            (r.settled, r.red),
            (1, i64::from(i.is_multiple_of(3))),
            "member {i}"
        );
        assert_eq!(messages_of(&ctx, *m).await, 1, "member {i} told once");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn picks_in_many_chunks_side_by_side_settle_once_and_as_rebuilt() {
    let (ctx, _db) = test_context().await;
    let ops = staff(&ctx).await;
    let mut members = Vec::new();
    for i in 0..FEW * 3 {
        members.push(TestMember::new(&format!("分批{i}")).create(&ctx).await.0);
    }
    let many = open_match(&ctx, &ops, 2, 6).await;
    picks_on(&ctx, &members, many).await;
    publish(&ctx, &ops, many, 0, 2).await;
    // 216 picks in chunks of 20: eleven transactions, on PostgreSQL
    // `SIDE_BY_SIDE` of them at once.
    settle::settle_match_in_chunks(&ctx, many, 20)
        .await
        .unwrap();
    settle::settle_match_in_chunks(&ctx, many, 20)
        .await
        .unwrap();
    assert_settled_as_rebuilt(&ctx, &members, 0).await;
    assert_points_invariants(&ctx.db).await;
}
