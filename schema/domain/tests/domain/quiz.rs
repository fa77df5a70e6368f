//! The 排行 tab on SQLite and PostgreSQL (issue 33): picks, settlement
//! (once, corrections by the difference, void), records against
//! hand-worked sequences, plan unlocks and 不中退款, competitions, a
//! settlement job killed halfway, and the boards' statement counts.

use std::sync::atomic::Ordering;
use std::time::Duration;

use chrono::TimeDelta;
use sea_orm::{ActiveValue::Set, ColumnTrait, EntityTrait, PaginatorTrait, QueryFilter};

use domain::kernel::jobs::Runner;
use domain::kernel::paging::Window;
use domain::kernel::Viewer;
use domain::quiz::boards::{self, Measure, Position};
use domain::quiz::competitions::{self, CompetitionInput};
use domain::quiz::legs::LegInput;
use domain::quiz::plans::{self, PlanInput};
use domain::quiz::{picks, settle, Outcome};
use domain::sports::staff::{self, MatchInput, ResultInput};
use domain::sports::{PlayType, SportsGame};
use domain::testing::{assert_points_invariants, counting_statements, test_context, TestMember};
use domain::{AppContext, ErrorCode, Permission};

async fn staff(ctx: &AppContext) -> Viewer {
    TestMember::new("运营")
        .permission(Permission::Operations)
        .permission(Permission::Members)
        .create(ctx)
        .await
        .0
}

/// A member with a phone and `points` granted through the ledger.
async fn member(ctx: &AppContext, nick: &str, points: i64) -> Viewer {
    let v = TestMember::new(nick)
        .phone(&format!("139{:08}", rand_suffix(nick)))
        .create(ctx)
        .await
        .0;
    if points > 0 {
        let txn = domain::kernel::db::begin(&ctx.db).await.unwrap();
        domain::points::ledger::post(
            &txn,
            domain::points::ledger::Entry {
                member_id: v.member_id,
                points,
                reason: domain::points::ledger::Reason::AdReward,
                description: "测试积分".into(),
                key: format!("test:{}", v.member_id),
            },
        )
        .await
        .unwrap();
        txn.commit().await.unwrap();
    }
    v
}

fn rand_suffix(s: &str) -> u64 {
    s.bytes()
        .fold(7u64, |h, b| h.wrapping_mul(31).wrapping_add(u64::from(b)))
        % 100_000_000
}

/// A 竞彩足球 match kicking off in `hours`, 胜平负 at 2.50 / 3.20 / 2.80.
async fn open_match(ctx: &AppContext, staff: &Viewer, n: u32, hours: i64) -> i64 {
    let kickoff = domain::kernel::clock::now() + TimeDelta::hours(hours);
    let m = staff::save_match(
        ctx,
        staff,
        None,
        MatchInput {
            game: SportsGame::Jczq,
            match_num: format!("周三{n:03}"),
            match_date: domain::kernel::clock::shanghai_day(kickoff),
            kickoff: Some(kickoff),
            league: "示例联赛".into(),
            home: format!("主队{n}"),
            away: format!("客队{n}"),
            handicap: Some(-10),
            total_line: None,
            issue: None,
        },
    )
    .await
    .unwrap();
    staff::set_odds(
        ctx,
        staff,
        m.id,
        PlayType::Spf,
        vec![Some(250), Some(320), Some(280)],
        false,
    )
    .await
    .unwrap();
    staff::set_odds(
        ctx,
        staff,
        m.id,
        PlayType::Rqspf,
        vec![Some(400), Some(350), Some(160)],
        false,
    )
    .await
    .unwrap();
    m.id
}

fn spf(match_id: i64, choice: usize) -> LegInput {
    LegInput {
        match_id,
        play: PlayType::Spf,
        choice,
    }
}

async fn publish(ctx: &AppContext, staff: &Viewer, id: i64, home: u16, away: u16) {
    staff::publish_result(
        ctx,
        staff,
        id,
        ResultInput::Played {
            full: (home, away),
            half: Some((0, 0)),
        },
    )
    .await
    .unwrap();
}

async fn messages_of(ctx: &AppContext, member_id: i64) -> u64 {
    entities::message_receipt::Entity::find()
        .filter(entities::message_receipt::Column::MemberId.eq(member_id))
        .count(&ctx.db)
        .await
        .unwrap()
}

async fn overall(ctx: &AppContext, member_id: i64) -> domain::quiz::Record {
    boards::records(ctx, member_id)
        .await
        .unwrap()
        .into_iter()
        .find(|(s, _)| s == "all")
        .map(|(_, r)| r)
        .unwrap_or_default()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn twenty_parallel_picks_store_one_and_a_closed_match_refuses() {
    let (ctx, _db) = test_context().await;
    let ops = staff(&ctx).await;
    let me = member(&ctx, "竞猜者", 0).await;
    let id = open_match(&ctx, &ops, 1, 5).await;
    let mut tasks = Vec::new();
    for i in 0..20 {
        let (ctx, me) = (ctx.clone(), me.clone());
        tasks.push(tokio::spawn(async move {
            picks::pick(&ctx, &me, &[spf(id, i % 3)]).await
        }));
    }
    let mut ok = 0;
    for t in tasks {
        match t.await.unwrap() {
            Ok(_) => ok += 1,
            Err(e) => assert_eq!(e.code, ErrorCode::AlreadyPicked, "{e:?}"),
        }
    }
    assert_eq!(ok, 1);
    assert_eq!(
        entities::quiz_pick::Entity::find()
            .count(&ctx.db)
            .await
            .unwrap(),
        1,
        "no pick without its leg survived"
    );
    // The odds in force were copied.
    let (mine, _) = picks::of_member(&ctx, Some(&me), me.member_id, &Window::first(10))
        .await
        .unwrap();
    assert!([250, 320, 280].contains(&mine[0].legs[0].odds));

    // Kicked off an hour ago: closed by the server's clock.
    let past = open_match(&ctx, &ops, 2, -1).await;
    let e = picks::pick(&ctx, &me, &[spf(past, 0)]).await.unwrap_err();
    assert_eq!(e.code, ErrorCode::PicksClosed);
    assert_eq!(e.field.as_deref(), Some("legs[0].matchId"));
    // A match that stopped selling is closed too, whatever its kickoff.
    let stopped = open_match(&ctx, &ops, 3, 5).await;
    staff::publish_result(&ctx, &ops, stopped, ResultInput::Void)
        .await
        .unwrap();
    let e = picks::pick(&ctx, &me, &[spf(stopped, 0)])
        .await
        .unwrap_err();
    assert_eq!(e.code, ErrorCode::PicksClosed);
    // 比分 takes no picks.
    let e = picks::pick(
        &ctx,
        &me,
        &[LegInput {
            match_id: id,
            play: PlayType::Bf,
            choice: 0,
        }],
    )
    .await
    .unwrap_err();
    assert_eq!(e.field.as_deref(), Some("legs[0].play"));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_result_settles_once_a_correction_moves_by_the_difference_and_void_voids() {
    let (ctx, _db) = test_context().await;
    let ops = staff(&ctx).await;
    let me = member(&ctx, "结算者", 1000).await;
    let id = open_match(&ctx, &ops, 1, 5).await;
    let cancelled = open_match(&ctx, &ops, 2, 5).await;
    picks::pick(&ctx, &me, &[spf(id, 0)]).await.unwrap();
    picks::pick(&ctx, &me, &[spf(cancelled, 0)]).await.unwrap();
    // A competition entry on the same match: 100 points at 2.50.
    let comp = competitions::create(
        &ctx,
        &ops,
        CompetitionInput {
            title: "周末竞猜大赛".into(),
            description: String::new(),
            open_at: domain::kernel::clock::now() - TimeDelta::hours(1),
            close_at: domain::kernel::clock::now() + TimeDelta::hours(4),
            stake_min: None,
            stake_max: None,
            prizes: vec![50],
            matches: vec![(id, vec![PlayType::Spf])],
        },
    )
    .await
    .unwrap();
    competitions::release(&ctx, &ops, comp.row.id)
        .await
        .unwrap();
    competitions::enter(&ctx, &me, comp.row.id, spf(id, 0), 100)
        .await
        .unwrap();
    let before = messages_of(&ctx, me.member_id).await;

    // Published twice (the same result): settled once.
    publish(&ctx, &ops, id, 2, 1).await;
    settle::settle_match(&ctx, id).await.unwrap();
    publish(&ctx, &ops, id, 2, 1).await;
    settle::settle_match(&ctx, id).await.unwrap();
    settle::settle_match(&ctx, id).await.unwrap();
    let r = overall(&ctx, me.member_id).await;
    assert_eq!((r.settled, r.red, r.current_streak), (1, 1, 1));
    assert_eq!(r.return_fen, 500, "2 yuan at 2.50");
    // The pick's message and the entry's, once each.
    assert_eq!(messages_of(&ctx, me.member_id).await, before + 2);
    let points = |ctx: AppContext, id: i64| async move {
        entities::member::Entity::find_by_id(id)
            .one(&ctx.db)
            .await
            .unwrap()
            .unwrap()
            .points
    };
    // 1000 − 100 stake + 250 payout; the prize (only match settled) +50.
    tokio::time::sleep(Duration::from_millis(10)).await;
    let runner = Runner::new(ctx.clone(), domain::job_handlers());
    runner.run_due(50).await.unwrap();
    assert_eq!(points(ctx.clone(), me.member_id).await, 1200);

    // Corrected to an away win: the pick turns black, the entry's 250 come
    // back out (exactly the difference), the prize stays paid.
    publish(&ctx, &ops, id, 0, 1).await;
    settle::settle_match(&ctx, id).await.unwrap();
    settle::settle_match(&ctx, id).await.unwrap();
    let r = overall(&ctx, me.member_id).await;
    assert_eq!(
        (r.settled, r.red, r.current_streak, r.return_fen),
        (1, 0, 0, 0)
    );
    assert_eq!(points(ctx.clone(), me.member_id).await, 950);
    // Corrected back: +250 again, once.
    publish(&ctx, &ops, id, 3, 0).await;
    settle::settle_match(&ctx, id).await.unwrap();
    settle::settle_match(&ctx, id).await.unwrap();
    assert_eq!(points(ctx.clone(), me.member_id).await, 1200);
    assert_eq!(overall(&ctx, me.member_id).await.red, 1);

    // A cancelled match voids its pick: outside the record.
    staff::publish_result(&ctx, &ops, cancelled, ResultInput::Void)
        .await
        .unwrap();
    settle::settle_match(&ctx, cancelled).await.unwrap();
    let r = overall(&ctx, me.member_id).await;
    assert_eq!((r.settled, r.void), (1, 1));
    let (mine, _) = picks::of_member(&ctx, Some(&me), me.member_id, &Window::first(10))
        .await
        .unwrap();
    assert!(mine.iter().any(|p| p.outcome == Some(Outcome::Void)));
    assert_points_invariants(&ctx.db).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn records_equal_hand_worked_sequences() {
    let (ctx, _db) = test_context().await;
    let ops = staff(&ctx).await;
    let me = member(&ctx, "连红者", 0).await;
    // Picks of 胜 (2.50) on twelve matches; results: R R B R R R B R R R R B.
    let seq = [
        true, true, false, true, true, true, false, true, true, true, true, false,
    ];
    let mut ids = Vec::new();
    for n in 0..seq.len() {
        let id = open_match(&ctx, &ops, n as u32 + 1, 5 + n as i64).await;
        picks::pick(&ctx, &me, &[spf(id, 0)]).await.unwrap();
        ids.push(id);
    }
    for (id, red) in ids.iter().zip(seq) {
        if red {
            publish(&ctx, &ops, *id, 1, 0).await;
        } else {
            publish(&ctx, &ops, *id, 0, 0).await;
        }
        settle::settle_match(&ctx, *id).await.unwrap();
    }
    let r = overall(&ctx, me.member_id).await;
    // By hand: 9 red of 12; streaks 2, 3, 4 → longest 4; current 0.
    assert_eq!((r.settled, r.red), (12, 9));
    assert_eq!((r.current_streak, r.longest_streak), (0, 4));
    // 近10: B R R R B R R R R B → wait: the last ten are positions 3..12:
    // B R R R B R R R R B = 7 red.
    assert_eq!(r.recent(10), (10, 7));
    // Return: 9 × 5.00 on 12 × 2.00 = 187.5 %.
    assert_eq!(r.return_permille(), Some(1875));
    assert_eq!(r.hit_permille(), Some(750));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn fifty_parallel_unlocks_charge_once_and_a_missed_plan_refunds_each_once() {
    let (ctx, _db) = test_context().await;
    let ops = staff(&ctx).await;
    let expert = TestMember::new("专家")
        .with(|m| m.is_professor = Set(true))
        .create(&ctx)
        .await
        .0;
    let id = open_match(&ctx, &ops, 1, 5).await;
    let plan = plans::publish(
        &ctx,
        &expert,
        PlanInput {
            title: "主胜稳胆".into(),
            analysis:
                "主队近六场五胜，客队客场疲软，伤病名单较长，本场主队胜出的把握较大，推荐主胜。"
                    .repeat(2),
            price: 30,
            refund_on_miss: true,
            legs: vec![spf(id, 0)],
        },
    )
    .await
    .unwrap();
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
async fn a_settlement_job_killed_halfway_finishes_once() {
    let (ctx, tdb) = test_context().await;
    let ops = staff(&ctx).await;
    let id = open_match(&ctx, &ops, 1, 5).await;
    let mut members = Vec::new();
    for i in 0..120 {
        let m = TestMember::new(&format!("m{i}")).create(&ctx).await.0;
        picks::pick(&ctx, &m, &[spf(id, i % 3)]).await.unwrap();
        members.push(m.member_id);
    }
    publish(&ctx, &ops, id, 1, 0).await;
    let version = entities::sports_match::Entity::find_by_id(id)
        .one(&ctx.db)
        .await
        .unwrap()
        .unwrap()
        .updated_at;
    settle::enqueue(&ctx.db, id, version).await.unwrap();
    let lease = Duration::from_millis(600);
    let a = Runner::new(ctx.clone(), domain::job_handlers()).with_lease(lease);
    let claimed = a.claim().await.unwrap().expect("A claims the settlement");
    let running = tokio::spawn(async move { a.run(claimed).await });
    // Killed once some picks have settled.
    loop {
        let settled = entities::quiz_pick::Entity::find()
            .filter(entities::quiz_pick::Column::State.ne("OPEN"))
            .count(&ctx.db)
            .await
            .unwrap();
        if settled > 0 || running.is_finished() {
            break;
        }
        tokio::time::sleep(Duration::from_millis(1)).await;
    }
    running.abort();
    let _ = running.await;
    let twin = AppContext {
        db: domain::kernel::db::connect(&tdb.url).await.unwrap(),
        ..ctx.clone()
    };
    let b = Runner::new(twin, domain::job_handlers()).with_lease(lease);
    for _ in 0..100 {
        b.run_due(10).await.unwrap();
        let open = entities::quiz_pick::Entity::find()
            .filter(entities::quiz_pick::Column::State.eq("OPEN"))
            .count(&ctx.db)
            .await
            .unwrap();
        if open == 0 {
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    for m in members {
        let r = overall(&ctx, m).await;
        assert_eq!(r.settled, 1, "member {m} settled once");
        assert_eq!(messages_of(&ctx, m).await, 1, "member {m} told once");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_board_page_is_one_statement_on_page_one_and_page_fifty() {
    let (ctx, _db) = test_context().await;
    // 5 000 members × 20 settled picks = 100 000 picks, as their board rows.
    let period = boards::current_periods()[0].clone();
    let now = domain::kernel::clock::now();
    let mut first_member = 0;
    for chunk in 0..10 {
        let rows: Vec<entities::member::ActiveModel> = (0..500)
            .map(|i| domain::member::accounts::new_member(format!("榜{chunk}-{i}"), now))
            .collect();
        entities::member::Entity::insert_many(rows)
            .exec_without_returning(&ctx.db)
            .await
            .unwrap();
    }
    let ids: Vec<i64> = entities::member::Entity::find()
        .all(&ctx.db)
        .await
        .unwrap()
        .into_iter()
        .map(|m| m.id)
        .collect();
    let mut board = Vec::new();
    for (n, id) in ids.iter().enumerate() {
        if n == 0 {
            first_member = *id;
        }
        let red = (n % 21) as i64;
        let r = domain::quiz::Record {
            settled: 20,
            red: red.min(20),
            stake_fen: 4000,
            return_fen: red.min(20) * 500,
            current_streak: 0,
            longest_streak: red.min(20) / 2,
            ..Default::default()
        };
        let k = rules::quiz::board_keys(&r, now.timestamp() - n as i64);
        board.push(entities::quiz_board::ActiveModel {
            period: Set(period.clone()),
            member_id: Set(*id),
            settled: Set(r.settled),
            red: Set(r.red),
            stake_fen: Set(r.stake_fen),
            return_fen: Set(r.return_fen),
            current_streak: Set(0),
            longest_streak: Set(r.longest_streak),
            hit_key: Set(k.hit),
            streak_key: Set(k.streak),
            return_key: Set(k.ret),
            tie: Set(k.tie),
        });
    }
    for chunk in board.chunks(500) {
        entities::quiz_board::Entity::insert_many(chunk.to_vec())
            .exec_without_returning(&ctx.db)
            .await
            .unwrap();
    }
    let me = Viewer {
        member_id: first_member,
        ..TestMember::new("x").create(&ctx).await.0
    };
    let (counted, statements) = counting_statements(&ctx);
    let page1 = boards::period_board(
        &counted,
        Some(&me),
        &period,
        Measure::HitRate,
        &Window::first(20),
    )
    .await
    .unwrap();
    let first_cost = statements.swap(0, Ordering::SeqCst);
    // Walk to page 50 with cursors (not counted), then read it counted.
    let mut cursor: Option<Position> = page1.rows.last().map(|r| r.position);
    for _ in 2..50 {
        let w = Window::Forward {
            first: 20,
            after: cursor,
        };
        let p = boards::period_board(&ctx, None, &period, Measure::HitRate, &w)
            .await
            .unwrap();
        cursor = p.rows.last().map(|r| r.position);
    }
    statements.store(0, Ordering::SeqCst);
    let w = Window::Forward {
        first: 20,
        after: cursor,
    };
    let page50 = boards::period_board(&counted, Some(&me), &period, Measure::HitRate, &w)
        .await
        .unwrap();
    let fiftieth_cost = statements.load(Ordering::SeqCst);
    assert_eq!(first_cost, 2, "the page and the caller's place");
    assert_eq!(fiftieth_cost, first_cost, "page 50 costs what page 1 does");
    assert_eq!(page50.rows[0].position.place, 981);
    // Ordered: hit rate descending, then more settled, then earlier.
    let keys: Vec<i64> = page1.rows.iter().map(|r| r.position.key).collect();
    assert!(keys.windows(2).all(|w| w[0] >= w[1]));
    // The caller's place, far down the board, is the number of rows ahead
    // of it plus one (counted here the slow way).
    let (place, row) = page1.mine.clone().unwrap();
    assert_eq!(row.position.member_id, first_member);
    let all = entities::quiz_board::Entity::find()
        .filter(entities::quiz_board::Column::Period.eq(period.clone()))
        .all(&ctx.db)
        .await
        .unwrap();
    let ahead = all
        .iter()
        .filter(|b| {
            (b.hit_key, b.tie, b.member_id) > (row.position.key, row.position.tie, first_member)
        })
        .count() as i64;
    assert_eq!(place, Some(ahead + 1));
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
    // An expert's record and plans, and this month's board (the sample
    // 竞彩篮球 results of the last two weeks).
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
    let month = boards::current_periods()[1].clone();
    let board = boards::period_board(&ctx, None, &month, Measure::Streak, &Window::first(10))
        .await
        .unwrap();
    assert!(!board.rows.is_empty());
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
    assert!(experts::flags(&me, &a).cancellable);
    assert!(!experts::flags(&me, &a).approvable);
    assert!(experts::flags(&ops, &a).approvable);
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
async fn followers_hear_of_a_plan_once_and_prizes_are_paid_once() {
    let (ctx, _db) = test_context().await;
    let ops = staff(&ctx).await;
    let expert = TestMember::new("名家")
        .with(|m| m.is_professor = Set(true))
        .create(&ctx)
        .await
        .0;
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
