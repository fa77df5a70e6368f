//! Channels, earnings and withdrawals on SQLite and PostgreSQL: one hold
//! of 20 parallel withdrawals of the whole balance, a retried request is
//! one withdrawal, a rejection returns the hold once, the ledger sums to
//! the balance under concurrent credits and withdrawals, an operator sees
//! only their channels, the roll-up computes its figures from the source
//! rows, and commission is credited once however many runs race.

mod attribution;
mod credit;
mod detail_scale;

use std::collections::HashMap;

use domain::channel::earnings::{self, Kind, Posting};
use domain::channel::{
    channels, commission, detail, payee, rollup, withdrawals, NewChannel, PayeeInput, PayeeKind,
    WithdrawalRequest,
};
use domain::kernel::paging::Window;
use domain::testing::{test_context, TestMember};
use domain::{AppContext, AppResult, ErrorCode, Permission, Viewer};
use sea_orm::{ActiveModelTrait, ActiveValue::Set, EntityTrait};

pub(crate) async fn staff(ctx: &AppContext) -> Viewer {
    TestMember::new("渠道管理")
        .permission(Permission::Operations)
        .permission(Permission::Members)
        .create(ctx)
        .await
        .0
}

/// A distributor with real-name authentication.
pub(crate) async fn operator(ctx: &AppContext, nick: &str) -> Viewer {
    TestMember::new(nick)
        .with(|m| {
            m.is_distributor = Set(true);
            m.legal_name = Set("张三".into());
            m.id_number = Set("11010519491231002X".into());
        })
        .create(ctx)
        .await
        .0
}

pub(crate) async fn channel(ctx: &AppContext, staff: &Viewer, name: &str, op: i64) -> i64 {
    channels::create(
        ctx,
        staff,
        NewChannel {
            channel: name.into(),
            title: format!("{name} 渠道"),
            operator_id: Some(op),
        },
    )
    .await
    .unwrap()
    .id
}

async fn credit(ctx: &AppContext, member: i64, fen: i64, key: &str) -> AppResult<()> {
    let txn = domain::kernel::db::begin(ctx).await?;
    earnings::post(
        &txn,
        Posting {
            member_id: member,
            amount_fen: fen,
            kind: Kind::Commission,
            key: key.into(),
            channel: None,
            description: "测试".into(),
        },
    )
    .await?;
    txn.commit().await?;
    Ok(())
}

async fn with_payee(ctx: &AppContext, op: &Viewer) {
    payee::set(
        ctx,
        op,
        PayeeInput {
            legal_name: "张三".into(),
            kind: PayeeKind::Bank,
            account_no: "6222021234567890".into(),
            bank_name: "工商银行".into(),
        },
    )
    .await
    .unwrap();
}

async fn setting(ctx: &AppContext, name: &str, value: i64) {
    entities::system_config::ActiveModel {
        config_type: Set(name.into()),
        string_value: Set(String::new()),
        int_value: Set(value),
        description: Set(String::new()),
        updated_at: Set(domain::kernel::clock::now()),
        ..Default::default()
    }
    .insert(&ctx.db)
    .await
    .unwrap();
}

fn ask(fen: i64, key: Option<&str>) -> WithdrawalRequest {
    WithdrawalRequest {
        amount_fen: fen,
        idempotency_key: key.map(str::to_owned),
    }
}

/// Every member's postings sum to their balance, no balance after a
/// posting is negative, and what is held is what open withdrawals ask.
pub(crate) async fn assert_earnings_invariants(ctx: &AppContext) {
    let mut sums: HashMap<i64, i64> = HashMap::new();
    for row in entities::earnings_ledger::Entity::find()
        .all(&ctx.db)
        .await
        .unwrap()
    {
        assert!(row.balance_after >= 0 && row.amount_fen != 0, "{row:?}");
        *sums.entry(row.member_id).or_default() += row.amount_fen;
    }
    let mut held: HashMap<i64, i64> = HashMap::new();
    for w in entities::withdrawal::Entity::find()
        .all(&ctx.db)
        .await
        .unwrap()
    {
        if w.state == 1 {
            *held.entry(w.member_id).or_default() += w.amount_fen;
        }
    }
    for e in entities::member_earnings::Entity::find()
        .all(&ctx.db)
        .await
        .unwrap()
    {
        let id = e.member_id;
        assert_eq!(
            e.balance_fen,
            sums.get(&id).copied().unwrap_or(0),
            "member {id}: balance vs ledger"
        );
        assert_eq!(
            e.held_fen,
            held.get(&id).copied().unwrap_or(0),
            "member {id}: held vs open withdrawals"
        );
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn twenty_parallel_withdrawals_of_the_whole_balance_hold_one() {
    let (ctx, _db) = test_context().await;
    let op = operator(&ctx, "运营甲").await;
    credit(&ctx, op.member_id, 5000, "seed:1").await.unwrap();
    with_payee(&ctx, &op).await;
    let mut tasks = Vec::new();
    for i in 0..20 {
        let (ctx, op) = (ctx.clone(), op.clone());
        let key = format!("whole-{i}");
        tasks.push(tokio::spawn(async move {
            withdrawals::request(&ctx, &op, ask(5000, Some(&key))).await
        }));
    }
    let mut held = 0;
    for t in tasks {
        match t.await.unwrap() {
            Ok(w) => {
                held += 1;
                assert_eq!(w.amount_fen, 5000);
            }
            Err(e) => assert_eq!(e.code, ErrorCode::InsufficientBalance, "{e:?}"),
        }
    }
    assert_eq!(held, 1);
    let b = earnings::balance(&ctx, &op).await.unwrap();
    assert_eq!((b.balance_fen, b.held_fen), (0, 5000));
    assert_earnings_invariants(&ctx).await;
}

#[tokio::test]
async fn a_retried_request_is_one_withdrawal_and_limits_hold() {
    let (ctx, _db) = test_context().await;
    let op = operator(&ctx, "运营乙").await;
    // No receive info yet.
    credit(&ctx, op.member_id, 100_000, "seed:1").await.unwrap();
    let err = withdrawals::request(&ctx, &op, ask(1000, None))
        .await
        .unwrap_err();
    assert_eq!(err.code, ErrorCode::NotEligible);
    // Receive info in another name is refused.
    let err = payee::set(
        &ctx,
        &op,
        PayeeInput {
            legal_name: "李四".into(),
            kind: PayeeKind::Alipay,
            account_no: "13800138000".into(),
            bank_name: String::new(),
        },
    )
    .await
    .unwrap_err();
    assert_eq!(err.code, ErrorCode::PayeeMismatch);
    with_payee(&ctx, &op).await;

    let first = withdrawals::request(&ctx, &op, ask(2000, Some("retry-1")))
        .await
        .unwrap();
    let again = withdrawals::request(&ctx, &op, ask(2000, Some("retry-1")))
        .await
        .unwrap();
    assert_eq!(first.id, again.id);
    let other = withdrawals::request(&ctx, &op, ask(3000, Some("retry-1")))
        .await
        .unwrap_err();
    assert_eq!(other.code, ErrorCode::Conflict);
    assert_eq!(other.field.as_deref(), Some("idempotencyKey"));
    let b = earnings::balance(&ctx, &op).await.unwrap();
    assert_eq!((b.balance_fen, b.held_fen), (98_000, 2000));

    // Below the minimum; then the day's 3 requests; then over the day's max.
    let err = withdrawals::request(&ctx, &op, ask(999, None))
        .await
        .unwrap_err();
    assert_eq!(err.code, ErrorCode::WithdrawalLimit);
    withdrawals::request(&ctx, &op, ask(1000, None))
        .await
        .unwrap();
    withdrawals::request(&ctx, &op, ask(1000, None))
        .await
        .unwrap();
    let err = withdrawals::request(&ctx, &op, ask(1000, None))
        .await
        .unwrap_err();
    assert_eq!(err.code, ErrorCode::WithdrawalLimit, "{err:?}");
    // The refused requests held nothing.
    let b = earnings::balance(&ctx, &op).await.unwrap();
    assert_eq!((b.balance_fen, b.held_fen), (96_000, 4000));
    let (mine, _) = withdrawals::mine(&ctx, &op, &Window::first(10))
        .await
        .unwrap();
    assert_eq!(mine.len(), 3);
    assert_earnings_invariants(&ctx).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_rejection_returns_the_hold_exactly_once() {
    let (ctx, _db) = test_context().await;
    let admin = staff(&ctx).await;
    let op = operator(&ctx, "运营丙").await;
    credit(&ctx, op.member_id, 5000, "seed:1").await.unwrap();
    with_payee(&ctx, &op).await;
    let w = withdrawals::request(&ctx, &op, ask(2000, None))
        .await
        .unwrap();
    // The operator sees no other's payee in full; staff do.
    assert_eq!(w.payee_account, "6222021234567890");
    let mut tasks = Vec::new();
    for _ in 0..10 {
        let (ctx, admin) = (ctx.clone(), admin.clone());
        tasks.push(tokio::spawn(async move {
            withdrawals::reject(&ctx, &admin, w.id, "账户信息有误").await
        }));
    }
    let mut rejected = 0;
    for t in tasks {
        match t.await.unwrap() {
            Ok(_) => rejected += 1,
            Err(e) => assert_eq!(e.code, ErrorCode::Conflict, "{e:?}"),
        }
    }
    assert_eq!(rejected, 1);
    let b = earnings::balance(&ctx, &op).await.unwrap();
    assert_eq!((b.balance_fen, b.held_fen), (5000, 0));
    let returns = entities::earnings_ledger::Entity::find()
        .all(&ctx.db)
        .await
        .unwrap()
        .into_iter()
        .filter(|r| r.kind == "WITHDRAWAL_RETURN")
        .count();
    assert_eq!(returns, 1);
    // A closed withdrawal can't be paid or cancelled.
    assert_eq!(
        withdrawals::mark_paid(&ctx, &admin, w.id)
            .await
            .unwrap_err()
            .code,
        ErrorCode::Conflict
    );
    assert_eq!(
        withdrawals::cancel(&ctx, &op, w.id).await.unwrap_err().code,
        ErrorCode::Conflict
    );

    // Approve, then paid: the hold leaves, the balance stays; each step
    // messaged the operator.
    let w = withdrawals::request(&ctx, &op, ask(1000, None))
        .await
        .unwrap();
    assert!(w.flags.cancellable);
    let approved = withdrawals::approve(&ctx, &admin, w.id).await.unwrap();
    assert_eq!(approved.outcome.map(|o| o.name()), Some("APPROVED"));
    let err = withdrawals::cancel(&ctx, &op, w.id).await.unwrap_err();
    assert_eq!(
        err.code,
        ErrorCode::Conflict,
        "approved: not the member's to cancel"
    );
    let paid = withdrawals::mark_paid(&ctx, &admin, w.id).await.unwrap();
    assert_eq!(paid.outcome.map(|o| o.name()), Some("PAID"));
    let b = earnings::balance(&ctx, &op).await.unwrap();
    assert_eq!((b.balance_fen, b.held_fen), (4000, 0));
    let messages = entities::message_receipt::Entity::find()
        .all(&ctx.db)
        .await
        .unwrap()
        .into_iter()
        .filter(|r| r.member_id == op.member_id)
        .count();
    assert_eq!(
        messages, 5,
        "requested, rejected, requested, approved, paid"
    );
    // Another member cannot touch it.
    let stranger = operator(&ctx, "路人").await;
    assert_eq!(
        withdrawals::get(&ctx, &stranger, w.id)
            .await
            .unwrap_err()
            .code,
        ErrorCode::NotFound
    );
    assert_earnings_invariants(&ctx).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn the_ledger_sums_to_the_balance_under_concurrent_credits_and_withdrawals() {
    let (ctx, _db) = test_context().await;
    setting(&ctx, "WITHDRAWALS_PER_DAY", 100).await;
    let op = operator(&ctx, "运营丁").await;
    with_payee(&ctx, &op).await;
    credit(&ctx, op.member_id, 3000, "seed:1").await.unwrap();
    let mut tasks = Vec::new();
    for i in 0..12 {
        let (ctx, op) = (ctx.clone(), op.clone());
        tasks.push(tokio::spawn(async move {
            if i % 2 == 0 {
                credit(&ctx, op.member_id, 1000, &format!("seed:c{i}")).await
            } else {
                withdrawals::request(&ctx, &op, ask(1500, None))
                    .await
                    .map(|_| ())
            }
        }));
    }
    for t in tasks {
        if let Err(e) = t.await.unwrap() {
            assert_eq!(e.code, ErrorCode::InsufficientBalance, "{e:?}");
        }
    }
    assert_earnings_invariants(&ctx).await;
    let b = earnings::balance(&ctx, &op).await.unwrap();
    assert_eq!(b.balance_fen + b.held_fen, 9000);
}

#[tokio::test]
async fn an_operator_sees_only_their_channels() {
    let (ctx, _db) = test_context().await;
    let admin = staff(&ctx).await;
    let a = operator(&ctx, "运营A").await;
    let b = operator(&ctx, "运营B").await;
    let ca = channel(&ctx, &admin, "qd-a", a.member_id).await;
    let cb = channel(&ctx, &admin, "qd-b", b.member_id).await;
    let mine: Vec<i64> = channels::mine(&ctx, &a)
        .await
        .unwrap()
        .into_iter()
        .map(|c| c.id)
        .collect();
    assert_eq!(mine, vec![ca]);
    assert_eq!(
        channels::get(&ctx, &a, cb).await.unwrap_err().code,
        ErrorCode::NotFound
    );
    let today = domain::kernel::clock::shanghai_day(domain::kernel::clock::now());
    assert_eq!(
        detail::days(&ctx, &a, cb, today, today)
            .await
            .unwrap_err()
            .code,
        ErrorCode::NotFound
    );
    assert!(channels::list(&ctx, &a, &Window::first(10)).await.is_err());
    let (all, _) = channels::list(&ctx, &admin, &Window::first(10))
        .await
        .unwrap();
    assert_eq!(all.len(), 2);
    // Only a distributor may run a channel.
    let plain = TestMember::new("普通会员").create(&ctx).await.0;
    let err = channels::assign_operator(&ctx, &admin, ca, Some(plain.member_id))
        .await
        .unwrap_err();
    assert_eq!(err.code, ErrorCode::InvalidArgument);
    // The operator got an invite code for the channel.
    let codes = entities::invite_code::Entity::find()
        .all(&ctx.db)
        .await
        .unwrap();
    assert!(codes
        .iter()
        .any(|c| c.member_id == a.member_id && c.channel == "qd-a"));
}

async fn invite_row(
    ctx: &AppContext,
    inviter: i64,
    invitee: i64,
    channel: Option<&str>,
    at: chrono::DateTime<chrono::Utc>,
) {
    entities::invite::ActiveModel {
        inviter_id: Set(inviter),
        invitee_id: Set(invitee),
        points: Set(0),
        channel: Set(channel.map(str::to_owned)),
        created_at: Set(at),
        ..Default::default()
    }
    .insert(&ctx.db)
    .await
    .unwrap();
}

async fn check_in_row(ctx: &AppContext, member: i64, day: chrono::NaiveDate) {
    entities::check_in::ActiveModel {
        member_id: Set(member),
        day: Set(day),
        continuous_days: Set(1),
        points: Set(5),
        created_at: Set(domain::kernel::clock::now()),
        ..Default::default()
    }
    .insert(&ctx.db)
    .await
    .unwrap();
}

#[tokio::test]
async fn the_roll_up_computes_its_figures_from_the_source_rows() {
    let (ctx, _db) = test_context().await;
    let admin = staff(&ctx).await;
    let op = operator(&ctx, "运营戊").await;
    channel(&ctx, &admin, "qd-r", op.member_id).await;
    let now = domain::kernel::clock::now();
    let today = domain::kernel::clock::shanghai_day(now);
    let yesterday = today.pred_opt().unwrap();
    let m1 = TestMember::new("会员一").insert(&ctx.db).await.id;
    let m2 = TestMember::new("会员二").insert(&ctx.db).await.id;
    let m3 = TestMember::new("会员三").insert(&ctx.db).await.id;
    let m4 = TestMember::new("会员四").insert(&ctx.db).await.id;
    invite_row(&ctx, op.member_id, m1, Some("qd-r"), now).await;
    invite_row(&ctx, op.member_id, m2, Some("qd-r"), now).await;
    invite_row(
        &ctx,
        op.member_id,
        m4,
        Some("qd-r"),
        now - chrono::Duration::days(1),
    )
    .await;
    // m1 invites m3 through the default channel: an invite of the channel.
    invite_row(&ctx, m1, m3, Some(""), now).await;
    check_in_row(&ctx, m1, today).await;
    check_in_row(&ctx, m4, yesterday).await;
    domain::kernel::activity::record(&ctx, m2, None).await;
    domain::kernel::activity::record(&ctx, m2, None).await;
    domain::kernel::activity::record(&ctx, m1, None).await;
    for (member, points, kind) in [(m1, 5, 0i16), (m2, 30, 0), (m2, 10, 1)] {
        entities::points_ledger::ActiveModel {
            member_id: Set(member),
            points: Set(points),
            points_type: Set(kind),
            reason: Set("CHECK_IN".into()),
            description: Set(String::new()),
            balance_after: Set(100),
            idempotency_key: Set(Some(format!("t:{member}:{points}"))),
            created_at: Set(now),
            ..Default::default()
        }
        .insert(&ctx.db)
        .await
        .unwrap();
    }
    rollup::run_now(&ctx).await.unwrap();
    let (_, days) = detail::days(
        &ctx,
        &op,
        channels::mine(&ctx, &op).await.unwrap()[0].id,
        yesterday,
        today,
    )
    .await
    .unwrap();
    let (y, t) = (days[0], days[1]);
    assert_eq!((y.registrations, y.check_ins), (1, 1), "{y:?}");
    assert_eq!(t.registrations, 2, "{t:?}");
    assert_eq!(t.invites, 1);
    assert_eq!(t.check_ins, 1);
    assert_eq!(t.active, 2);
    assert_eq!((t.points_issued, t.points_spent), (35, 10));
    assert_eq!(t.earnings_fen, 0);
    let chart = detail::chart("qd-r", &days);
    assert_eq!(
        chart.categories,
        vec![yesterday.to_string(), today.to_string()]
    );
    assert_eq!(chart.series[0].data, vec![1, 2]);
    // A rerun writes the same rows.
    rollup::run_now(&ctx).await.unwrap();
    assert_eq!(
        entities::channel_daily::Entity::find()
            .all(&ctx.db)
            .await
            .unwrap()
            .len(),
        2
    );
}

/// The job computes outside its transaction: a run that read before a
/// check-in and writes after a later run must not put the older figures
/// back (the partners test saw `checkedIn` 0 when the server's own job
/// wrote last).
#[tokio::test]
async fn an_older_roll_up_never_overwrites_a_newer_one() {
    let (ctx, _db) = test_context().await;
    let admin = staff(&ctx).await;
    let op = operator(&ctx, "运营庚").await;
    channel(&ctx, &admin, "qd-o", op.member_id).await;
    let now = domain::kernel::clock::now();
    let today = domain::kernel::clock::shanghai_day(now);
    let m = TestMember::new("渠道会员").insert(&ctx.db).await.id;
    invite_row(&ctx, op.member_id, m, Some("qd-o"), now).await;
    let older = domain::kernel::clock::now();
    let stale = rollup::compute(&ctx.db, older).await.unwrap();
    check_in_row(&ctx, m, today).await;
    rollup::run_now(&ctx).await.unwrap();
    // The older run writes last: nothing of it lands (its two days).
    assert_eq!(rollup::write(&ctx.db, &stale, older).await.unwrap(), 0);
    let row = entities::channel_daily::Entity::find_by_id(("qd-o".to_owned(), today))
        .one(&ctx.db)
        .await
        .unwrap()
        .unwrap();
    assert_eq!((row.registrations, row.check_ins), (1, 1), "{row:?}");
    // A run as of the same instant or later still replaces the rows.
    assert_eq!(
        rollup::write(&ctx.db, &stale, row.updated_at)
            .await
            .unwrap(),
        2
    );
    let row = entities::channel_daily::Entity::find_by_id(("qd-o".to_owned(), today))
        .one(&ctx.db)
        .await
        .unwrap()
        .unwrap();
    assert_eq!(row.check_ins, 0, "{row:?}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn commission_is_credited_once_when_runs_race() {
    let (ctx, _db) = test_context().await;
    let admin = staff(&ctx).await;
    let op = operator(&ctx, "运营己").await;
    channel(&ctx, &admin, "qd-c", op.member_id).await;
    let now = domain::kernel::clock::now();
    let registered = now - chrono::Duration::days(5);
    let today = domain::kernel::clock::shanghai_day(now);
    let member = TestMember::new("实名会员")
        .with(move |m| {
            m.legal_name = Set("王五".into());
            m.id_number = Set("11010519491231002X".into());
            m.created_at = Set(registered);
        })
        .insert(&ctx.db)
        .await
        .id;
    let unverified = TestMember::new("未实名")
        .with(move |m| m.created_at = Set(registered))
        .insert(&ctx.db)
        .await
        .id;
    for m in [member, unverified] {
        invite_row(&ctx, op.member_id, m, Some("qd-c"), registered).await;
    }
    // Two days: not yet.
    for back in [4, 3] {
        for m in [member, unverified] {
            check_in_row(&ctx, m, today - chrono::Duration::days(back)).await;
        }
    }
    assert_eq!(commission::credit_due(&ctx).await.unwrap(), 0);
    for m in [member, unverified] {
        check_in_row(&ctx, m, today).await;
    }
    // The job twice at once (and once more after): one credit.
    let (a, b) = tokio::join!(rollup::run_now(&ctx), rollup::run_now(&ctx));
    a.unwrap();
    b.unwrap();
    let runner = domain::kernel::jobs::Runner::new(ctx.clone(), domain::job_handlers());
    rollup::enqueue(&ctx).await.unwrap();
    runner.run_due(10).await.unwrap();
    let rows: Vec<_> = entities::earnings_ledger::Entity::find()
        .all(&ctx.db)
        .await
        .unwrap();
    assert_eq!(rows.len(), 1, "{rows:?}");
    assert_eq!(rows[0].key, format!("commission:{member}"));
    assert_eq!(rows[0].member_id, op.member_id);
    let b = earnings::balance(&ctx, &op).await.unwrap();
    assert_eq!(b.balance_fen, 200);
    let day = entities::channel_daily::Entity::find_by_id(("qd-c".to_owned(), today))
        .one(&ctx.db)
        .await
        .unwrap()
        .unwrap();
    assert_eq!(day.earnings_fen, 200);
    assert_earnings_invariants(&ctx).await;
}

#[tokio::test]
async fn a_channels_codes_reach_its_operator_and_staff_only() {
    use domain::channel::codes;
    let (ctx, _db) = test_context().await;
    let admin = staff(&ctx).await;
    let a = operator(&ctx, "码运营A").await;
    let b = operator(&ctx, "码运营B").await;
    let ca = channel(&ctx, &admin, "qd-code", a.member_id).await;
    // Staff make the channel's code for another member too; a member's own
    // share code of another name is not the channel's.
    let m = TestMember::new("地推员").create(&ctx).await.0;
    domain::invite::codes::create_invite_codes(&ctx, &admin, m.member_id, &["qd-code".into()])
        .await
        .unwrap();
    domain::invite::codes::create_invite_codes(&ctx, &a, a.member_id, &["poster".into()])
        .await
        .unwrap();
    let seen = channels::get(&ctx, &a, ca).await.unwrap();
    let mine = codes::of(&ctx, &a, &seen).await.unwrap();
    let holders: Vec<i64> = mine.iter().map(|c| c.member_id).collect();
    assert_eq!(holders, vec![m.member_id, a.member_id], "newest first");
    assert!(mine.iter().all(|c| c.code.len() == 8));
    assert_eq!(codes::of(&ctx, &admin, &seen).await.unwrap(), mine);
    assert_eq!(
        codes::of(&ctx, &b, &seen).await.unwrap_err().code,
        ErrorCode::NotFound
    );
}
