//! The points rules on a real database (SQLite or PostgreSQL): check-in,
//! ad rewards, invites and the shop, under concurrency. Every test ends by
//! checking that balances equal their ledgers.

use chrono::{DateTime, NaiveDate, Utc};
use sea_orm::{
    ActiveModelTrait, ActiveValue::Set, ColumnTrait, EntityTrait, PaginatorTrait, QueryFilter,
};

use domain::invite::service as invite;
use domain::invite::Invite;
use domain::kernel::Viewer;
use domain::points::ad::{self, Outcome};
use domain::points::check_in;
use domain::points::ledger::{self, Entry, Reason};
use domain::shop::service::{self as shop, ItemInput, RedeemInput};
use domain::testing::{assert_points_invariants, member_with_token, test_context, TestMember};
use domain::Permission;
use domain::{AppContext, ErrorCode};

async fn member(ctx: &AppContext, nick: &str) -> Viewer {
    member_with_token(ctx, nick, false).await.0
}

async fn balance(ctx: &AppContext, id: i64) -> i64 {
    entities::member::Entity::find_by_id(id)
        .one(&ctx.db)
        .await
        .unwrap()
        .unwrap()
        .points
}

async fn ledger_rows(ctx: &AppContext, id: i64) -> u64 {
    entities::points_ledger::Entity::find()
        .filter(entities::points_ledger::Column::MemberId.eq(id))
        .count(&ctx.db)
        .await
        .unwrap()
}

/// Gives a member points through the ledger (as a past ad reward would).
pub(crate) async fn grant(ctx: &AppContext, id: i64, points: i64) {
    let txn = domain::kernel::db::begin(ctx).await.unwrap();
    ledger::post(
        &txn,
        Entry {
            member_id: id,
            points,
            reason: Reason::AdReward,
            description: "测试".into(),
            key: format!("test-grant:{id}:{}", uuid::Uuid::new_v4()),
        },
    )
    .await
    .unwrap();
    txn.commit().await.unwrap();
}

fn at(s: &str) -> DateTime<Utc> {
    DateTime::parse_from_rfc3339(s).unwrap().with_timezone(&Utc)
}

async fn staff_with(ctx: &AppContext, permission: Permission) -> Viewer {
    TestMember::new("运营")
        .permission(permission)
        .create(ctx)
        .await
        .0
}

// ------------------------------------------------------------- check-in ---

#[tokio::test]
async fn twenty_parallel_check_ins_make_one() {
    let (ctx, _db) = test_context().await;
    let v = member(&ctx, "签到").await;
    let mut tasks = Vec::new();
    for _ in 0..20 {
        let (ctx, v) = (ctx.clone(), v.clone());
        tasks.push(tokio::spawn(
            async move { check_in::check_in(&ctx, &v).await },
        ));
    }
    let mut ok = 0;
    for t in tasks {
        match t.await.unwrap() {
            Ok(c) => {
                ok += 1;
                assert_eq!((c.points, c.continuous_days), (5, 1));
            }
            Err(e) => assert_eq!(e.code, ErrorCode::AlreadyCheckedIn, "{e:?}"),
        }
    }
    assert_eq!(ok, 1);
    assert_eq!(ledger_rows(&ctx, v.member_id).await, 1);
    assert_eq!(balance(&ctx, v.member_id).await, 5);
    assert_points_invariants(&ctx.db).await;
}

#[tokio::test]
async fn check_ins_either_side_of_shanghai_midnight_are_two_days() {
    let (ctx, _db) = test_context().await;
    let v = member(&ctx, "跨夜").await;
    // 23:59:59.9 and 00:00:00.1 in Asia/Shanghai (UTC+8).
    let late = check_in::check_in_at(&ctx, v.member_id, at("2026-11-20T15:59:59.900Z"))
        .await
        .unwrap();
    let early = check_in::check_in_at(&ctx, v.member_id, at("2026-11-20T16:00:00.100Z"))
        .await
        .unwrap();
    assert_eq!(late.day, NaiveDate::from_ymd_opt(2026, 11, 20).unwrap());
    assert_eq!(early.day, NaiveDate::from_ymd_opt(2026, 11, 21).unwrap());
    assert_eq!((late.continuous_days, early.continuous_days), (1, 2));
    // A second check-in later the same Shanghai day is refused.
    let again = check_in::check_in_at(&ctx, v.member_id, at("2026-11-21T15:59:59.000Z"))
        .await
        .unwrap_err();
    assert_eq!(again.code, ErrorCode::AlreadyCheckedIn);
    assert_eq!(balance(&ctx, v.member_id).await, 10);
    assert_points_invariants(&ctx.db).await;
}

#[tokio::test]
async fn a_missed_day_resets_the_streak_and_the_table_comes_from_config() {
    let (ctx, _db) = test_context().await;
    let staff = member_with_token(&ctx, "管理员", true).await.0;
    domain::system_config::create_or_update(
        &ctx,
        &staff,
        domain::system_config::ConfigInput {
            config_type: "CHECK_IN_REWARDS".into(),
            string_value: Some("[1,2,3]".into()),
            ..Default::default()
        },
    )
    .await
    .unwrap();
    let v = member(&ctx, "断签").await;
    let days = [
        "2026-11-01T02:00:00Z",
        "2026-11-02T02:00:00Z",
        "2026-11-03T02:00:00Z",
        "2026-11-04T02:00:00Z",
        // 11-05 missed
        "2026-11-06T02:00:00Z",
    ];
    let mut got = Vec::new();
    for d in days {
        let c = check_in::check_in_at(&ctx, v.member_id, at(d))
            .await
            .unwrap();
        got.push((c.continuous_days, c.points));
    }
    // The table repeats after day 3; the streak restarts after the gap.
    assert_eq!(got, [(1, 1), (2, 2), (3, 3), (4, 1), (1, 1)]);

    let status = check_in::status_at(&ctx, v.member_id, at("2026-11-07T02:00:00Z"))
        .await
        .unwrap();
    assert!(!status.checked_in_today);
    assert_eq!((status.continuous_days, status.total_days), (1, 5));
    assert_eq!(status.today_reward, 2);
    assert_eq!(status.rewards, [1, 2, 3]);
    let lapsed = check_in::status_at(&ctx, v.member_id, at("2026-11-09T02:00:00Z"))
        .await
        .unwrap();
    assert_eq!((lapsed.continuous_days, lapsed.today_reward), (0, 1));

    let month = check_in::calendar(&ctx, &v, "2026-11").await.unwrap();
    let days: Vec<u32> = month
        .iter()
        .map(|d| chrono::Datelike::day(&d.day))
        .collect();
    assert_eq!(days, [1, 2, 3, 4, 6]);
    assert!(check_in::calendar(&ctx, &v, "2026-10")
        .await
        .unwrap()
        .is_empty());
    let bad = check_in::calendar(&ctx, &v, "November").await.unwrap_err();
    assert_eq!(bad.field.as_deref(), Some("month"));

    let refused = domain::system_config::create_or_update(
        &ctx,
        &staff,
        domain::system_config::ConfigInput {
            config_type: "CHECK_IN_REWARDS".into(),
            string_value: Some("[5,-1]".into()),
            ..Default::default()
        },
    )
    .await
    .unwrap_err();
    assert_eq!(refused.field.as_deref(), Some("typeStringValue"));
    assert_points_invariants(&ctx.db).await;
}

// ----------------------------------------------------------- ad rewards ---

#[tokio::test]
async fn a_hundred_parallel_ad_callbacks_credit_once() {
    let (ctx, _db) = test_context().await;
    let v = member(&ctx, "看广告").await;
    let mut tasks = Vec::new();
    for _ in 0..100 {
        let ctx = ctx.clone();
        let id = v.member_id;
        tasks.push(tokio::spawn(async move {
            ad::reward_callback(&ctx, "pangle", id, "tx-0001").await
        }));
    }
    let mut credited = 0;
    for t in tasks {
        match t.await.unwrap().unwrap() {
            Outcome::Credited { points, .. } => {
                credited += 1;
                assert_eq!(points, 10);
            }
            Outcome::Replayed => {}
            Outcome::NotPaid => panic!("not over the limit"),
        }
    }
    assert_eq!(credited, 1);
    assert_eq!(balance(&ctx, v.member_id).await, 10);
    assert_eq!(ledger_rows(&ctx, v.member_id).await, 1);
    let s = ad::check_trans(&ctx, &v, None, "tx-0001").await.unwrap();
    assert!(s.found);
    assert_eq!(s.points, 10);
    assert_points_invariants(&ctx.db).await;
}

#[tokio::test]
async fn ad_rewards_stop_at_the_daily_limit() {
    let (ctx, _db) = test_context().await;
    let v = member(&ctx, "限额").await;
    let other = member(&ctx, "旁人").await;
    let mut outcomes = Vec::new();
    for n in 0..7 {
        outcomes.push(
            ad::reward_callback(&ctx, "pangle", v.member_id, &format!("tx-{n}"))
                .await
                .unwrap(),
        );
    }
    let paid = outcomes
        .iter()
        .filter(|o| matches!(o, Outcome::Credited { .. }))
        .count();
    assert_eq!(paid, 5);
    assert_eq!(outcomes[5], Outcome::NotPaid);
    assert_eq!(balance(&ctx, v.member_id).await, 50);
    let unpaid = ad::check_trans(&ctx, &v, Some("pangle"), "tx-6")
        .await
        .unwrap();
    assert!(unpaid.found);
    assert_eq!(unpaid.points, 0);
    // Another member's transaction is not theirs to see.
    let theirs = ad::check_trans(&ctx, &other, None, "tx-1").await.unwrap();
    assert!(!theirs.found);
    // The same id from another provider is another transaction.
    let other_provider = ad::reward_callback(&ctx, "gdt", other.member_id, "tx-1")
        .await
        .unwrap();
    assert!(matches!(other_provider, Outcome::Credited { .. }));
    // Unknown members and bad ids are refused without recording anything.
    let unknown = ad::reward_callback(&ctx, "pangle", 999_999, "tx-x")
        .await
        .unwrap_err();
    assert_eq!(unknown.field.as_deref(), Some("userId"));
    let empty = ad::reward_callback(&ctx, "pangle", v.member_id, "")
        .await
        .unwrap_err();
    assert_eq!(empty.field.as_deref(), Some("transId"));
    assert_eq!(
        entities::ad_reward::Entity::find()
            .count(&ctx.db)
            .await
            .unwrap(),
        8
    );
    assert_points_invariants(&ctx.db).await;
}

// -------------------------------------------------------------- invites ---

fn by_code(code: &str) -> Invite {
    Invite {
        member_id: None,
        code: Some(code.to_owned()),
    }
}

#[tokio::test]
async fn naming_an_inviter_rewards_once_and_never_oneself() {
    let (ctx, _db) = test_context().await;
    let a = member(&ctx, "邀请人").await;
    let b = member(&ctx, "新朋友").await;
    let code = domain::invite::get_invite_code(&ctx, &a).await.unwrap();

    // Ten parallel tries: one sets the inviter, one reward.
    let mut tasks = Vec::new();
    for _ in 0..10 {
        let (ctx, b, code) = (ctx.clone(), b.clone(), code.clone());
        tasks.push(tokio::spawn(async move {
            invite::set_inviter(&ctx, &b, &by_code(&code)).await
        }));
    }
    let mut ok = 0;
    for t in tasks {
        match t.await.unwrap() {
            Ok(big_gun) => {
                ok += 1;
                assert!(!big_gun);
            }
            Err(e) => assert_eq!(e.code, ErrorCode::Conflict, "{e:?}"),
        }
    }
    assert_eq!(ok, 1);
    assert_eq!(balance(&ctx, a.member_id).await, 50);
    let (points, num) = invite::totals(&ctx, &a).await.unwrap();
    assert_eq!((points, num), (50, 1));

    let self_invite = invite::set_inviter(&ctx, &a, &by_code(&code))
        .await
        .unwrap_err();
    assert_eq!(self_invite.field.as_deref(), Some("inviteCode"));
    // A cannot name B, whom A invited.
    let b_code = domain::invite::get_invite_code(&ctx, &b).await.unwrap();
    let cycle = invite::set_inviter(&ctx, &a, &by_code(&b_code))
        .await
        .unwrap_err();
    assert_eq!(cycle.code, ErrorCode::InvalidArgument);
    let unknown = invite::set_inviter(&ctx, &a, &by_code("NOSUCH99"))
        .await
        .unwrap_err();
    assert_eq!(unknown.field.as_deref(), Some("inviteCode"));

    // A distributor's code is a "big gun" code.
    let d = member(&ctx, "分销商").await;
    entities::member::ActiveModel {
        id: Set(d.member_id),
        is_distributor: Set(true),
        ..Default::default()
    }
    .update(&ctx.db)
    .await
    .unwrap();
    let d_code = domain::invite::get_invite_code(&ctx, &d).await.unwrap();
    let c = member(&ctx, "第三人").await;
    assert!(invite::set_inviter(&ctx, &c, &by_code(&d_code))
        .await
        .unwrap());

    let (items, page) = invite::mine_page(
        &ctx,
        &a,
        domain::kernel::paging::Page::new(None, None).unwrap(),
    )
    .await
    .unwrap();
    assert_eq!(page.row_count, 1);
    assert_eq!(items[0].member.id, b.member_id);
    assert_eq!(items[0].points, 50);
    assert_points_invariants(&ctx.db).await;
}

#[tokio::test]
async fn the_invite_rank_shares_places_on_ties_and_ranks_nobody_at_zero() {
    let (ctx, _db) = test_context().await;
    let mut vs = Vec::new();
    for (nick, invites) in [("甲", 3i64), ("乙", 3), ("丙", 1), ("丁", 0)] {
        let v = member(&ctx, nick).await;
        entities::member::ActiveModel {
            id: Set(v.member_id),
            invite_num: Set(invites),
            ..Default::default()
        }
        .update(&ctx.db)
        .await
        .unwrap();
        vs.push(v);
    }
    let r = invite::rank(&ctx, &vs[2], 20).await.unwrap();
    let lines: Vec<(i64, i64, i64)> = r
        .items
        .iter()
        .map(|i| (i.member.id, i.count, i.ranking))
        .collect();
    assert_eq!(
        lines,
        [
            (vs[0].member_id, 3, 1),
            (vs[1].member_id, 3, 1),
            (vs[2].member_id, 1, 3)
        ]
    );
    assert_eq!((r.member.id, r.count, r.ranking), (vs[2].member_id, 1, 3));
    let tied = invite::rank(&ctx, &vs[1], 20).await.unwrap();
    assert_eq!((tied.count, tied.ranking), (3, 1));
    let nobody = invite::rank(&ctx, &vs[3], 20).await.unwrap();
    assert_eq!((nobody.count, nobody.ranking), (0, 0));
    assert_eq!(nobody.member.id, vs[3].member_id);
    // A shorter rank still answers the caller's place.
    let short = invite::rank(&ctx, &vs[2], 1).await.unwrap();
    assert_eq!(short.items.len(), 1);
    assert_eq!(short.ranking, 3);
    assert!(invite::rank(&ctx, &vs[2], 0).await.is_err());
}

// ----------------------------------------------------------------- shop ---

async fn address(ctx: &AppContext, v: &Viewer) -> i64 {
    domain::testing::delivery_address(&ctx.db, v.member_id).await
}

async fn item(ctx: &AppContext, price: i64, stock: i64) -> (Viewer, i64) {
    let staff = staff_with(ctx, Permission::Operations).await;
    let item = shop::create_item(
        ctx,
        &staff,
        ItemInput {
            name: Some("幸运抱枕".into()),
            price_points: Some(price),
            ..Default::default()
        },
        stock,
    )
    .await
    .unwrap();
    (staff, item.id)
}

fn redeem_input(item_id: i64, address_id: i64, key: &str) -> RedeemInput {
    RedeemInput {
        item_id,
        quantity: 1,
        address_id,
        idempotency_key: key.to_owned(),
    }
}

#[tokio::test]
async fn fifty_parallel_redemptions_of_100_from_1000_make_ten() {
    let (ctx, _db) = test_context().await;
    let (_, item_id) = item(&ctx, 100, 1000).await;
    let v = member(&ctx, "兑换").await;
    grant(&ctx, v.member_id, 1000).await;
    let addr = address(&ctx, &v).await;
    let mut tasks = Vec::new();
    for n in 0..50 {
        let (ctx, v) = (ctx.clone(), v.clone());
        tasks.push(tokio::spawn(async move {
            shop::redeem(&ctx, &v, redeem_input(item_id, addr, &format!("k-{n}"))).await
        }));
    }
    let mut ok = 0;
    for t in tasks {
        match t.await.unwrap() {
            Ok(_) => ok += 1,
            Err(e) => assert_eq!(e.code, ErrorCode::InsufficientPoints, "{e:?}"),
        }
    }
    assert_eq!(ok, 10);
    assert_eq!(balance(&ctx, v.member_id).await, 0);
    let stored = entities::shop_item::Entity::find_by_id(item_id)
        .one(&ctx.db)
        .await
        .unwrap()
        .unwrap();
    assert_eq!((stored.stock, stored.redeemed_count), (990, 10));
    assert_points_invariants(&ctx.db).await;
}

#[tokio::test]
async fn stock_never_goes_below_zero() {
    let (ctx, _db) = test_context().await;
    let (_, item_id) = item(&ctx, 10, 3).await;
    let mut tasks = Vec::new();
    for n in 0..10 {
        let v = member(&ctx, &format!("抢购{n}")).await;
        grant(&ctx, v.member_id, 100).await;
        let addr = address(&ctx, &v).await;
        let ctx = ctx.clone();
        tasks.push(tokio::spawn(async move {
            shop::redeem(&ctx, &v, redeem_input(item_id, addr, "once")).await
        }));
    }
    let mut ok = 0;
    for t in tasks {
        match t.await.unwrap() {
            Ok(_) => ok += 1,
            Err(e) => assert_eq!(e.code, ErrorCode::OutOfStock, "{e:?}"),
        }
    }
    assert_eq!(ok, 3);
    let stored = entities::shop_item::Entity::find_by_id(item_id)
        .one(&ctx.db)
        .await
        .unwrap()
        .unwrap();
    assert_eq!(stored.stock, 0);
    assert_points_invariants(&ctx.db).await;
}

#[tokio::test]
async fn a_repeated_key_is_one_redemption() {
    let (ctx, _db) = test_context().await;
    let (_, item_id) = item(&ctx, 100, 50).await;
    let v = member(&ctx, "重试").await;
    grant(&ctx, v.member_id, 1000).await;
    let addr = address(&ctx, &v).await;
    let mut tasks = Vec::new();
    for _ in 0..10 {
        let (ctx, v) = (ctx.clone(), v.clone());
        tasks.push(tokio::spawn(async move {
            shop::redeem(&ctx, &v, redeem_input(item_id, addr, "same-key")).await
        }));
    }
    let mut ids = Vec::new();
    for t in tasks {
        ids.push(t.await.unwrap().unwrap().id);
    }
    ids.dedup();
    assert_eq!(ids.len(), 1, "every retry answers the first redemption");
    assert_eq!(balance(&ctx, v.member_id).await, 900);

    let mut different = redeem_input(item_id, addr, "same-key");
    different.quantity = 2;
    let e = shop::redeem(&ctx, &v, different).await.unwrap_err();
    assert_eq!(e.field.as_deref(), Some("idempotencyKey"));
    // Someone else's address is not a delivery address for this member.
    let w = member(&ctx, "别人").await;
    let their_addr = address(&ctx, &w).await;
    let e = shop::redeem(&ctx, &v, redeem_input(item_id, their_addr, "k2"))
        .await
        .unwrap_err();
    assert_eq!(e.field.as_deref(), Some("addressId"));
    assert_points_invariants(&ctx.db).await;
}

#[tokio::test]
async fn staff_ship_or_cancel_and_a_cancel_refunds_and_restocks() {
    let (ctx, _db) = test_context().await;
    let (staff, item_id) = item(&ctx, 100, 5).await;
    let v = member(&ctx, "收货").await;
    grant(&ctx, v.member_id, 300).await;
    let addr = address(&ctx, &v).await;
    let first = shop::redeem(&ctx, &v, redeem_input(item_id, addr, "a"))
        .await
        .unwrap();
    let second = shop::redeem(&ctx, &v, redeem_input(item_id, addr, "b"))
        .await
        .unwrap();
    assert_eq!(balance(&ctx, v.member_id).await, 100);

    // Members cannot manage the shop.
    let e = shop::ship(&ctx, &v, first.id, "SF123").await.unwrap_err();
    assert_eq!(e.code, ErrorCode::Forbidden);
    let shipped = shop::ship(&ctx, &staff, first.id, "SF123").await.unwrap();
    assert_eq!((shipped.status, shipped.tracking_no.as_str()), (1, "SF123"));
    let e = shop::cancel(&ctx, &staff, first.id, "").await.unwrap_err();
    assert_eq!(e.code, ErrorCode::Conflict);

    let cancelled = shop::cancel(&ctx, &staff, second.id, "缺货").await.unwrap();
    assert_eq!(cancelled.status, 2);
    assert_eq!(balance(&ctx, v.member_id).await, 200);
    let stored = entities::shop_item::Entity::find_by_id(item_id)
        .one(&ctx.db)
        .await
        .unwrap()
        .unwrap();
    assert_eq!((stored.stock, stored.redeemed_count), (4, 1));
    // Cancelling twice refunds once.
    assert!(shop::cancel(&ctx, &staff, second.id, "").await.is_err());
    assert_eq!(balance(&ctx, v.member_id).await, 200);

    // Stock moves relatively and never below zero.
    let e = shop::add_stock(&ctx, &staff, item_id, -5)
        .await
        .unwrap_err();
    assert_eq!(e.field.as_deref(), Some("delta"));
    assert_eq!(
        shop::add_stock(&ctx, &staff, item_id, 6)
            .await
            .unwrap()
            .stock,
        10
    );
    // Off the shelf: members can no longer redeem it.
    shop::update_item(
        &ctx,
        &staff,
        item_id,
        ItemInput {
            enabled: Some(false),
            ..Default::default()
        },
    )
    .await
    .unwrap();
    let e = shop::redeem(&ctx, &v, redeem_input(item_id, addr, "c"))
        .await
        .unwrap_err();
    assert_eq!(e.field.as_deref(), Some("itemId"));
    let first = domain::kernel::paging::Window::first(20);
    let (shelf, _) = shop::shelf(&ctx, &first).await.unwrap();
    assert!(shelf.is_empty());
    let (mine, _) = shop::redemptions(&ctx, &v, false, None, &first)
        .await
        .unwrap();
    assert_eq!(mine.len(), 2);
    let e = shop::redemptions(&ctx, &v, true, None, &first)
        .await
        .unwrap_err();
    assert_eq!(e.code, ErrorCode::Forbidden);
    assert_points_invariants(&ctx.db).await;
}

#[tokio::test]
async fn balance_changes_are_announced() {
    use futures_util::StreamExt;
    let (ctx, _db) = test_context().await;
    let v = member(&ctx, "推送").await;
    let mut events = Box::pin(ctx.bus.subscribe());
    check_in::check_in(&ctx, &v).await.unwrap();
    let event = tokio::time::timeout(std::time::Duration::from_secs(5), events.next())
        .await
        .unwrap()
        .unwrap();
    assert_eq!(
        *event,
        domain::member::live::counters::changed(v.member_id, &[("points", 5)])
    );
}

/// The points history read backward from the end gives the same rows as
/// read forward, page by page (keyset on the row id, both ways).
#[tokio::test]
async fn the_points_history_pages_both_ways() {
    use domain::kernel::paging::Window;
    let (ctx, _db) = test_context().await;
    let m = member(&ctx, "记账").await;
    for p in 1..=7 {
        grant(&ctx, m.member_id, p).await;
    }
    let mut forward = Vec::new();
    let mut after = None;
    loop {
        let (rows, more) =
            domain::points::history_window(&ctx, &m, None, &Window::Forward { first: 3, after })
                .await
                .unwrap();
        forward.extend(rows.iter().map(|r| r.points));
        if !more {
            break;
        }
        after = rows.last().map(|r| r.id);
    }
    assert_eq!(forward, [7, 6, 5, 4, 3, 2, 1], "newest first");

    let mut backward = Vec::new();
    let mut before = None;
    loop {
        let (rows, more) =
            domain::points::history_window(&ctx, &m, None, &Window::Backward { last: 3, before })
                .await
                .unwrap();
        let mut page: Vec<i64> = rows.iter().map(|r| r.points).collect();
        page.extend(backward);
        backward = page;
        if !more {
            break;
        }
        before = rows.first().map(|r| r.id);
    }
    assert_eq!(backward, forward);
    assert_points_invariants(&ctx.db).await;
}
