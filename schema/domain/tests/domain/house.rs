//! The shared rooms of issue 32, on SQLite and PostgreSQL:
//!
//! - the record workflow (`kernel::workflow`) through feedback: the flags
//!   differ by viewer (owner, staff, stranger), a step from a state the
//!   record has left is `CONFLICT` and changes nothing, deletion follows
//!   the flags;
//! - durable jobs (`kernel::jobs`): a job whose instance dies mid-run is
//!   done once, by another instance, after the lease; the queue's depth
//!   by state and kind (the metrics' gauges);
//! - member-owned lists (`kernel::owned`): 20 parallel saves at 199 end at
//!   exactly 200.

use std::sync::Arc;
use std::time::Duration;

use chrono::TimeDelta;
use sea_orm::sea_query::Expr;
use sea_orm::{ColumnTrait, EntityTrait, PaginatorTrait, QueryFilter};

use domain::feedback;
use domain::kernel::jobs::{self, Registry, Runner};
use domain::kernel::providers::Providers;
use domain::kernel::workflow::Flags;
use domain::kernel::Viewer;
use domain::testing::{test_context_with, TestDb, TestMember};
use domain::{AppContext, ErrorCode, Permission};

/// A second instance: the same database through a pool of its own.
async fn twin(ctx: &AppContext, tdb: &TestDb) -> AppContext {
    AppContext {
        db: domain::kernel::db::connect(&tdb.url).await.unwrap(),
        ..ctx.clone()
    }
}

fn flags(approvable: bool, editable: bool, cancellable: bool, deletable: bool) -> Flags {
    Flags {
        approvable,
        editable,
        cancellable,
        deletable,
    }
}

async fn audit_count(ctx: &AppContext, action: &str) -> u64 {
    entities::audit_log::Entity::find()
        .filter(entities::audit_log::Column::Action.eq(action))
        .count(&ctx.db)
        .await
        .unwrap()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn feedback_flags_follow_the_viewer_and_a_stale_step_is_a_conflict() {
    let (ctx, tdb) = test_context_with(Providers::console()).await;
    let other_instance = twin(&ctx, &tdb).await;
    let owner = TestMember::new("反馈人").create(&ctx).await.0;
    let stranger = TestMember::new("路人").create(&ctx).await.0;
    let staff = TestMember::new("客服")
        .staff(true)
        .permission(Permission::Operations)
        .create(&ctx)
        .await
        .0;
    let staff_two = TestMember::new("客服二")
        .staff(true)
        .permission(Permission::Operations)
        .create(&ctx)
        .await
        .0;
    let seen = |f: &entities::feedback::Model, v: &Viewer| feedback::flags(v, f).unwrap();

    let f = feedback::submit(&ctx, &owner, "开奖推送晚了", &[])
        .await
        .unwrap();
    assert_eq!(seen(&f, &owner), flags(false, true, true, true));
    assert_eq!(seen(&f, &staff), flags(false, false, false, false));
    assert_eq!(seen(&f, &stranger), Flags::default());
    // A stranger can't act on it, nor learn that it exists.
    let e = feedback::cancel(&ctx, &stranger, f.id).await.unwrap_err();
    assert_eq!(e.code, ErrorCode::NotFound);
    let e = feedback::close(&ctx, &stranger, f.id).await.unwrap_err();
    assert_eq!(e.code, ErrorCode::Forbidden);

    let edited = feedback::edit(&ctx, &owner, f.id, "开奖推送晚了十分钟")
        .await
        .unwrap();
    assert_eq!(edited.content, "开奖推送晚了十分钟");
    let replied = feedback::reply(&ctx, &staff, f.id, "已修复").await.unwrap();
    assert_eq!(seen(&replied, &owner), flags(false, false, true, false));
    assert_eq!(seen(&replied, &staff), flags(true, false, false, false));
    assert_eq!(seen(&replied, &stranger), Flags::default());
    // Replied: the member's edit is stale now.
    let e = feedback::edit(&ctx, &owner, f.id, "改一下")
        .await
        .unwrap_err();
    assert_eq!(e.code, ErrorCode::Conflict);

    // Two staff close at once, on two instances: one closes, one is stale.
    let (a, b) = tokio::join!(
        feedback::close(&ctx, &staff, f.id),
        feedback::close(&other_instance, &staff_two, f.id)
    );
    let (won, lost): (Vec<_>, Vec<_>) = [a, b].into_iter().partition(Result::is_ok);
    assert_eq!((won.len(), lost.len()), (1, 1));
    let lost = lost.into_iter().next().unwrap().unwrap_err();
    assert_eq!(lost.code, ErrorCode::Conflict, "{lost:?}");
    let closed = feedback::find(&ctx, &owner, f.id).await.unwrap().unwrap();
    assert_eq!(
        (closed.state, closed.outcome.as_deref()),
        (2, Some("RESOLVED"))
    );
    assert_eq!(seen(&closed, &owner), Flags::default());
    assert_eq!(seen(&closed, &staff), Flags::default());
    // Nothing half-written: one close in the audit log, and the member got
    // two messages (the reply and the close), not three.
    assert_eq!(audit_count(&ctx, "feedback.close").await, 1);
    let me = entities::member::Entity::find_by_id(owner.member_id)
        .one(&ctx.db)
        .await
        .unwrap()
        .unwrap();
    assert_eq!(me.unread_message_count, 2);
    let e = feedback::cancel(&ctx, &owner, f.id).await.unwrap_err();
    assert_eq!(e.code, ErrorCode::Conflict);

    // Staff may delete closed feedback only after the retention period.
    let e = feedback::delete(&ctx, &staff, f.id).await.unwrap_err();
    assert_eq!(e.code, ErrorCode::Conflict);
    entities::feedback::Entity::update_many()
        .col_expr(
            entities::feedback::Column::UpdatedAt,
            Expr::value(domain::kernel::clock::now() - TimeDelta::days(181)),
        )
        .filter(entities::feedback::Column::Id.eq(f.id))
        .exec(&ctx.db)
        .await
        .unwrap();
    let old = feedback::find(&ctx, &staff, f.id).await.unwrap().unwrap();
    assert_eq!(seen(&old, &staff), flags(false, false, false, true));
    feedback::delete(&ctx, &staff, f.id).await.unwrap();
    assert!(feedback::find(&ctx, &staff, f.id).await.unwrap().is_none());

    // The member withdraws a second one, and deletes a third unanswered.
    let g = feedback::submit(&ctx, &owner, "积分没到账", &[])
        .await
        .unwrap();
    let g = feedback::cancel(&ctx, &owner, g.id).await.unwrap();
    assert_eq!((g.state, g.outcome.as_deref()), (2, Some("CANCELLED")));
    let e = feedback::delete(&ctx, &owner, g.id).await.unwrap_err();
    assert_eq!(e.code, ErrorCode::Conflict);
    let h = feedback::submit(&ctx, &owner, "写错了", &[]).await.unwrap();
    let e = feedback::delete(&ctx, &stranger, h.id).await.unwrap_err();
    assert_eq!(e.code, ErrorCode::NotFound);
    feedback::delete(&ctx, &owner, h.id).await.unwrap();
    assert_eq!(audit_count(&ctx, "feedback.delete").await, 2);
}

/// The test job's effect: one audit row per run that committed.
const EFFECT: &str = "test.job_effect";

async fn effect(ctx: &AppContext, run: &jobs::Claimed) -> domain::AppResult<()> {
    let txn = domain::kernel::db::begin(ctx).await?;
    domain::kernel::audit::record(
        &txn,
        None,
        EFFECT,
        &format!("job:{}", run.id),
        serde_json::json!({}),
    )
    .await?;
    jobs::finish(&txn, run).await?;
    txn.commit().await?;
    Ok(())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_job_whose_instance_dies_mid_run_is_done_once_by_another() {
    let (ctx, tdb) = test_context_with(Providers::console()).await;
    let other_instance = twin(&ctx, &tdb).await;
    let txn = domain::kernel::db::begin(&ctx).await.unwrap();
    jobs::enqueue(
        &txn,
        "test.job",
        &1,
        domain::kernel::clock::now(),
        Some("once"),
    )
    .await
    .unwrap();
    // Asking twice with the same key is one job.
    jobs::enqueue(
        &txn,
        "test.job",
        &1,
        domain::kernel::clock::now(),
        Some("once"),
    )
    .await
    .unwrap();
    txn.commit().await.unwrap();

    // Instance A claims the job; its handler writes the effect in its
    // transaction and then hangs until A is killed (the task aborted:
    // its transaction and its heartbeat die with it).
    let started = Arc::new(tokio::sync::Notify::new());
    let mut dying = Registry::new();
    let signal = started.clone();
    dying.add("test.job", move |ctx, run| {
        let signal = signal.clone();
        async move {
            let txn = domain::kernel::db::begin(&ctx).await?;
            domain::kernel::audit::record(&txn, None, EFFECT, "dying", serde_json::json!({}))
                .await?;
            jobs::finish(&txn, &run).await?;
            signal.notify_one();
            std::future::pending::<()>().await;
            txn.commit().await?;
            Ok(())
        }
    });
    let lease = Duration::from_millis(600);
    let a = Runner::new(ctx.clone(), dying).with_lease(lease);
    let claimed = a.claim().await.unwrap().expect("A claims the job");
    let running = tokio::spawn(async move { a.run(claimed).await });
    started.notified().await;
    running.abort();
    let _ = running.await;

    // Instance B: nothing to claim while A's lease lasts, the job once
    // the lease ran out.
    let mut healthy = Registry::new();
    healthy.add(
        "test.job",
        |ctx, run| async move { effect(&ctx, &run).await },
    );
    let b = Runner::new(other_instance.clone(), healthy).with_lease(lease);
    let mut ran = 0;
    for _ in 0..100 {
        ran = b.run_due(10).await.unwrap();
        if ran > 0 {
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    assert_eq!(ran, 1, "B ran the job after A's lease");
    assert_eq!(b.run_due(10).await.unwrap(), 0, "and only once");
    assert_eq!(
        audit_count(&ctx, EFFECT).await,
        1,
        "the effect happened once"
    );
    let job = entities::job::Entity::find().all(&ctx.db).await.unwrap();
    assert_eq!(job.len(), 1);
    assert_eq!((job[0].state.as_str(), job[0].attempts), (jobs::DONE, 2));
}

/// A stopping server cuts its running job short and releases it: another
/// instance runs it at once (not after the 30 s lease), the effect is done
/// once, and the cut run is not counted as an attempt.
#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_job_released_by_a_stopping_instance_is_run_at_once_by_another() {
    let (ctx, tdb) = test_context_with(Providers::console()).await;
    let other_instance = twin(&ctx, &tdb).await;
    let txn = domain::kernel::db::begin(&ctx).await.unwrap();
    jobs::enqueue(&txn, "test.job", &1, domain::kernel::clock::now(), None)
        .await
        .unwrap();
    txn.commit().await.unwrap();

    let started = Arc::new(tokio::sync::Notify::new());
    let mut stopping = Registry::new();
    let signal = started.clone();
    stopping.add("test.job", move |ctx, run| {
        let signal = signal.clone();
        async move {
            let txn = domain::kernel::db::begin(&ctx).await?;
            domain::kernel::audit::record(&txn, None, EFFECT, "cut", serde_json::json!({})).await?;
            signal.notify_one();
            std::future::pending::<()>().await;
            jobs::finish(&txn, &run).await?;
            txn.commit().await?;
            Ok(())
        }
    });
    let a = Runner::new(ctx.clone(), stopping);
    let holder = a.holder();
    let (stop, stopped) = tokio::sync::watch::channel(false);
    let running = tokio::spawn(a.run_until(Duration::from_millis(50), stopped));
    started.notified().await;
    // The drain: stop claiming; the job does not end by the deadline, so
    // the runner is dropped and the job released.
    stop.send_replace(true);
    tokio::time::sleep(Duration::from_millis(300)).await;
    assert!(!running.is_finished(), "the running job holds the runner");
    running.abort();
    let _ = running.await;
    assert_eq!(jobs::release(&ctx.db, &holder).await.unwrap(), 1);
    assert_eq!(jobs::release(&ctx.db, &holder).await.unwrap(), 0);

    let mut healthy = Registry::new();
    healthy.add(
        "test.job",
        |ctx, run| async move { effect(&ctx, &run).await },
    );
    let b = Runner::new(other_instance.clone(), healthy);
    assert_eq!(b.run_due(10).await.unwrap(), 1, "B runs it at once");
    assert_eq!(
        audit_count(&ctx, EFFECT).await,
        1,
        "the effect happened once"
    );
    let job = entities::job::Entity::find().all(&ctx.db).await.unwrap();
    assert_eq!((job[0].state.as_str(), job[0].attempts), (jobs::DONE, 1));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_failing_job_backs_off_then_fails_and_staff_retry_it() {
    let (ctx, _tdb) = test_context_with(Providers::console()).await;
    let staff = TestMember::new("运维")
        .staff(true)
        .permission(Permission::Operations)
        .create(&ctx)
        .await
        .0;
    let txn = domain::kernel::db::begin(&ctx).await.unwrap();
    jobs::enqueue(&txn, "test.fails", &0, domain::kernel::clock::now(), None)
        .await
        .unwrap();
    txn.commit().await.unwrap();
    let mut registry = Registry::new();
    registry.add("test.fails", |_, _| async {
        Err(domain::AppError::internal("the provider said no"))
    });
    let runner = Runner::new(ctx.clone(), registry);
    assert_eq!(runner.run_due(10).await.unwrap(), 1);
    // Backing off: not due again at once.
    assert_eq!(runner.run_due(10).await.unwrap(), 0);
    let row = entities::job::Entity::find()
        .one(&ctx.db)
        .await
        .unwrap()
        .unwrap();
    assert_eq!((row.state.as_str(), row.attempts), (jobs::PENDING, 1));
    assert!(row.run_at > domain::kernel::clock::now());
    // The last allowed attempt fails it for good.
    entities::job::Entity::update_many()
        .col_expr(
            entities::job::Column::Attempts,
            Expr::value(jobs::MAX_ATTEMPTS - 1),
        )
        .col_expr(
            entities::job::Column::RunAt,
            Expr::value(domain::kernel::clock::now()),
        )
        .exec(&ctx.db)
        .await
        .unwrap();
    assert_eq!(runner.run_due(10).await.unwrap(), 1);
    let counts = jobs::counts(&ctx, &staff).await.unwrap();
    assert!(counts.contains(&(jobs::FAILED.to_owned(), 1)), "{counts:?}");
    let retried = jobs::retry(&ctx, &staff, row.id).await.unwrap();
    assert_eq!(
        (retried.state.as_str(), retried.attempts),
        (jobs::PENDING, 0)
    );
    let e = jobs::retry(&ctx, &staff, row.id).await.unwrap_err();
    assert_eq!(e.code, ErrorCode::Conflict);
}

/// The metrics sampler's view of the queue: by state and kind, `DONE`
/// left out, with the earliest `run_at` (read back on either database).
#[tokio::test]
async fn the_queue_depth_groups_by_state_and_kind() {
    let (ctx, _tdb) = test_context_with(Providers::console()).await;
    let now = domain::kernel::clock::now();
    let txn = domain::kernel::db::begin(&ctx).await.unwrap();
    let due = now - TimeDelta::seconds(90);
    jobs::enqueue(&txn, "test.depth", &0, due, None)
        .await
        .unwrap();
    jobs::enqueue(&txn, "test.depth", &1, now + TimeDelta::hours(1), None)
        .await
        .unwrap();
    jobs::enqueue(&txn, "test.done", &2, now, None)
        .await
        .unwrap();
    txn.commit().await.unwrap();
    entities::job::Entity::update_many()
        .col_expr(entities::job::Column::State, Expr::value(jobs::DONE))
        .filter(entities::job::Column::Kind.eq("test.done"))
        .exec(&ctx.db)
        .await
        .unwrap();
    let depth = jobs::depth(&ctx.db).await.unwrap();
    assert_eq!(
        depth,
        vec![jobs::Depth {
            state: jobs::PENDING.into(),
            kind: "test.depth".into(),
            count: 2,
            oldest_run_at: Some(due),
        }]
    );
}

/// 199 kept, 20 saves at once through two instances: exactly one passes.
#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn twenty_parallel_saves_at_199_end_at_200() {
    use domain::lottery::split::{Order, ZonePick};
    use domain::lottery::{records, split_records, Game};
    let (one, tdb) = test_context_with(Providers::console()).await;
    let two = twin(&one, &tdb).await;
    let v = TestMember::new("收藏满").create(&one).await.0;
    let now = domain::kernel::clock::now();
    let kept = usize::try_from(records::MAX_SAVED).unwrap() - 1;
    entities::saved_selection::Entity::insert_many((0..kept).map(|_| {
        entities::saved_selection::ActiveModel {
            member_id: sea_orm::Set(v.member_id),
            game: sea_orm::Set("ssq".into()),
            numbers: sea_orm::Set(serde_json::json!({"main": [1, 2, 3, 4, 5, 6], "extra": [7]})),
            bets: sea_orm::Set(1),
            multiple: sea_orm::Set(1),
            cost_fen: sea_orm::Set(200),
            tickets: sea_orm::Set(serde_json::json!([])),
            created_at: sea_orm::Set(now),
            ..Default::default()
        }
    }))
    .exec_without_returning(&one.db)
    .await
    .unwrap();
    let mut tasks = Vec::new();
    for i in 0..20 {
        let ctx = if i % 2 == 0 { one.clone() } else { two.clone() };
        let v = v.clone();
        tasks.push(tokio::spawn(async move {
            records::save(&ctx, &v, Game::Ssq, &[1, 2, 3, 4, 5, 6], &[7], 1).await
        }));
    }
    let mut passed = 0;
    for t in tasks {
        match t.await.unwrap() {
            Ok(_) => passed += 1,
            Err(e) => assert_eq!(e.code, ErrorCode::Conflict, "{e:?}"),
        }
    }
    assert_eq!(passed, 1);
    let held = entities::saved_selection::Entity::find()
        .filter(entities::saved_selection::Column::MemberId.eq(v.member_id))
        .count(&one.db)
        .await
        .unwrap();
    assert_eq!(held, records::MAX_SAVED);

    // The same helper holds the split records' cap.
    let order = Order {
        game: Game::Ssq,
        zones: vec![
            ZonePick {
                dan: vec![],
                tuo: vec![1, 2, 3, 4, 5, 6],
                size: 6,
            },
            ZonePick {
                dan: vec![],
                tuo: vec![7],
                size: 1,
            },
        ],
        multiple: 1,
        additional: false,
    };
    for _ in 0..kept {
        split_records::save(&one, &v, &order).await.unwrap();
    }
    let mut tasks = Vec::new();
    for i in 0..20 {
        let ctx = if i % 2 == 0 { one.clone() } else { two.clone() };
        let (v, order) = (v.clone(), order.clone());
        tasks.push(tokio::spawn(async move {
            split_records::save(&ctx, &v, &order).await
        }));
    }
    let mut passed = 0;
    for t in tasks {
        if t.await.unwrap().is_ok() {
            passed += 1;
        }
    }
    assert_eq!(passed, 1);
    let held = entities::split_record::Entity::find()
        .filter(entities::split_record::Column::MemberId.eq(v.member_id))
        .count(&one.db)
        .await
        .unwrap();
    assert_eq!(held, split_records::MAX_SAVED);
}

/// A stopping server's last step: everything queued for the tracking
/// table is written when `flush` returns.
#[tokio::test]
async fn a_flushed_tracking_queue_has_written_every_event_queued_before() {
    let (ctx, _tdb) = test_context_with(Providers::console()).await;
    let queue = domain::tracking::TrackingQueue::start(ctx.db.clone());
    let params: std::collections::HashMap<String, String> =
        [("type".to_owned(), "view".to_owned())].into();
    for _ in 0..1200 {
        assert!(queue.push(domain::tracking::event_from_query(&params, None, "test")));
    }
    queue.flush().await;
    assert_eq!(queue.stored(), 1200);
    let rows = entities::tracking_event::Entity::find()
        .count(&ctx.db)
        .await
        .unwrap();
    assert_eq!(rows, 1200);
}
