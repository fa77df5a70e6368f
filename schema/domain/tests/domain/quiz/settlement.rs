//! Picks, settlement, records and boards.

use super::*;

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
    let (mine, _) = picks::of_member(&ctx, Some(&me), me.member_id, None, &Window::first(10))
        .await
        .unwrap();
    assert!([250, 320, 280].contains(&mine[0].legs[0].odds));
    // history_jc's tabs: one game's picks only.
    for (game, n) in [(SportsGame::Jczq, 1), (SportsGame::Jclq, 0)] {
        let (of_game, _) = picks::of_member(
            &ctx,
            Some(&me),
            me.member_id,
            Some(game),
            &Window::first(10),
        )
        .await
        .unwrap();
        assert_eq!(of_game.len(), n, "{game:?}");
    }

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
    let (mine, _) = picks::of_member(&ctx, Some(&me), me.member_id, None, &Window::first(10))
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
            recent_bits: Set(0),
            recent_len: Set(0),
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
    // The caller's place was kept by page 1 (`kept_board`): forget it, so
    // page 50 is read as page 1 was.
    ctx.bus
        .keeper::<domain::quiz::kept_board::KeptBoards>()
        .forget_all();
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
    // The streak board (no minimum) answers the caller's place too.
    let streak = boards::period_board(&ctx, Some(&me), &period, Measure::Streak, &Window::first(5))
        .await
        .unwrap();
    assert!(streak.mine.unwrap().0.is_some());
}
