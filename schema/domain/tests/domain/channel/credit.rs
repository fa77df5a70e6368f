//! Staff credits (补发佣金): once per idempotency key however many
//! parallel retries, staff only, a reason and a sane amount required, the
//! operator messaged, the ledger still summing to the balance; and the
//! staff's "refresh now" of the roll-up.

use domain::channel::credit::credit;
use domain::channel::{earnings, StaffCredit};
use domain::ErrorCode;
use sea_orm::{ColumnTrait, EntityTrait, PaginatorTrait, QueryFilter};

use super::{assert_earnings_invariants, operator, staff};

fn ask(member_id: i64, fen: i64, reason: &str, key: &str) -> StaffCredit {
    StaffCredit {
        member_id,
        amount_fen: fen,
        reason: reason.into(),
        idempotency_key: key.into(),
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_staff_credit_is_once_per_key_and_messaged() {
    let (ctx, _db) = domain::testing::test_context().await;
    let ops = staff(&ctx).await;
    let op = operator(&ctx, "运营乙").await;
    let mut tasks = Vec::new();
    for _ in 0..10 {
        let (ctx, ops) = (ctx.clone(), ops.clone());
        let c = ask(op.member_id, 3000, "渠道合作奖励", "credit-1");
        tasks.push(tokio::spawn(async move { credit(&ctx, &ops, c).await }));
    }
    let mut done = 0;
    for t in tasks {
        match t.await.unwrap() {
            Ok(b) => {
                done += 1;
                assert_eq!(b.balance_fen, 3000);
            }
            // A retry arriving while the first is still running is told
            // so (and may try again); it never credits a second time.
            Err(e) => assert_eq!(e.code, ErrorCode::Conflict, "{e:?}"),
        }
    }
    assert!(done >= 1);
    let b = earnings::balance(&ctx, &op).await.unwrap();
    assert_eq!((b.balance_fen, b.held_fen), (3000, 0));
    // The same key again answers the same; another key credits again.
    let again = credit(
        &ctx,
        &ops,
        ask(op.member_id, 3000, "渠道合作奖励", "credit-1"),
    )
    .await
    .unwrap();
    assert_eq!(again.balance_fen, 3000);
    let more = credit(
        &ctx,
        &ops,
        ask(op.member_id, 500, "补发 11 月佣金", "credit-2"),
    )
    .await
    .unwrap();
    assert_eq!(more.balance_fen, 3500);
    // The same key with another amount is a different request: refused.
    let e = credit(
        &ctx,
        &ops,
        ask(op.member_id, 9999, "渠道合作奖励", "credit-1"),
    )
    .await
    .unwrap_err();
    assert_ne!(e.code, ErrorCode::Internal, "{e:?}");
    assert_eq!(
        earnings::balance(&ctx, &op).await.unwrap().balance_fen,
        3500
    );

    let told = entities::message_receipt::Entity::find()
        .filter(entities::message_receipt::Column::MemberId.eq(op.member_id))
        .count(&ctx.db)
        .await
        .unwrap();
    assert_eq!(told, 2, "one message per credit");
    let audited = entities::audit_log::Entity::find()
        .filter(entities::audit_log::Column::Action.eq("earnings.credit"))
        .count(&ctx.db)
        .await
        .unwrap();
    assert_eq!(audited, 2);
    assert_earnings_invariants(&ctx).await;
}

#[tokio::test]
async fn only_staff_credit_and_only_with_a_reason_and_a_sane_amount() {
    let (ctx, _db) = domain::testing::test_context().await;
    let ops = staff(&ctx).await;
    let op = operator(&ctx, "运营丙").await;
    let e = credit(&ctx, &op, ask(op.member_id, 100, "自己给自己", "k1"))
        .await
        .unwrap_err();
    assert_eq!(e.code, ErrorCode::Forbidden, "{e:?}");
    let e = credit(&ctx, &ops, ask(op.member_id, 100, " ", "k2"))
        .await
        .unwrap_err();
    assert_eq!(
        (e.code, e.field.as_deref()),
        (ErrorCode::InvalidArgument, Some("reason"))
    );
    for fen in [0, -100, rules::channel::STAFF_CREDIT_MAX_FEN + 1] {
        let e = credit(&ctx, &ops, ask(op.member_id, fen, "奖励", "k3"))
            .await
            .unwrap_err();
        assert_eq!(
            (e.code, e.field.as_deref()),
            (ErrorCode::InvalidArgument, Some("amountFen")),
            "{fen}"
        );
    }
    let e = credit(&ctx, &ops, ask(987_654_321, 100, "奖励", "k4"))
        .await
        .unwrap_err();
    assert_eq!(e.code, ErrorCode::NotFound);
    assert_eq!(earnings::balance(&ctx, &op).await.unwrap().balance_fen, 0);
}

/// Staff's "refresh now": one roll-up job a minute however often asked,
/// and only staff may ask.
#[tokio::test]
async fn a_refresh_asks_for_one_roll_up_a_minute_and_only_staff_may() {
    use domain::channel::rollup;
    let (ctx, _db) = domain::testing::test_context().await;
    let ops = staff(&ctx).await;
    let op = operator(&ctx, "运营丁").await;
    let e = rollup::request_now(&ctx, &op).await.unwrap_err();
    assert_eq!(e.code, ErrorCode::Forbidden);
    let before = entities::job::Entity::find()
        .filter(entities::job::Column::Kind.eq(rollup::ROLLUP))
        .count(&ctx.db)
        .await
        .unwrap();
    for _ in 0..5 {
        rollup::request_now(&ctx, &ops).await.unwrap();
    }
    let after = entities::job::Entity::find()
        .filter(entities::job::Column::Kind.eq(rollup::ROLLUP))
        .count(&ctx.db)
        .await
        .unwrap();
    // Five asks in one minute: one job (two when the minute turned between).
    assert!((1..=2).contains(&(after - before)), "{before} → {after}");
}
