//! The first page of points history (`points::first_page`), after every
//! kind of ledger posting: check-in, ad reward, invite reward, redemption,
//! a cancelled redemption's refund (quiz stakes, payouts and plan unlocks:
//! `quiz::kept_points_page`).

use sea_orm::{ColumnTrait, EntityTrait, QueryFilter, QueryOrder, QuerySelect};

use domain::invite::Invite;
use domain::kernel::paging::Window;
use domain::kernel::Viewer;
use domain::points::first_page::FirstPages;
use domain::points::ledger::{self, Entry, Reason};
use domain::shop::service::{self as shop, ItemInput, RedeemInput};
use domain::testing::{assert_points_invariants, member_with_token, test_context, TestMember};
use domain::{AppContext, Permission};

use super::read_twice;

/// The newest 21 rows from the database: the page of 20 and whether more
/// follow.
async fn fresh(ctx: &AppContext, id: i64) -> (Vec<entities::points_ledger::Model>, bool) {
    let mut rows = entities::points_ledger::Entity::find()
        .filter(entities::points_ledger::Column::MemberId.eq(id))
        .order_by_desc(entities::points_ledger::Column::Id)
        .limit(21)
        .all(&ctx.db)
        .await
        .unwrap();
    let more = rows.len() > 20;
    rows.truncate(20);
    (rows, more)
}

/// The page read twice through the service equals the database's, the
/// second read is kept and costs no statement; a smaller first page is
/// its head.
pub(crate) async fn assert_page_is_fresh(ctx: &AppContext, v: &Viewer, step: &str) {
    let read = |ctx: AppContext| {
        let v = v.clone();
        async move {
            domain::points::history_window(&ctx, &v, None, &Window::first(20))
                .await
                .unwrap()
        }
    };
    let page = read_twice(ctx, step, read).await;
    assert_eq!(page, fresh(ctx, v.member_id).await, "{step}");
    assert!(
        ctx.bus.keeper::<FirstPages>().get(v.member_id).is_some(),
        "{step}: kept"
    );
    let (head, more) = domain::points::history_window(ctx, v, None, &Window::first(3))
        .await
        .unwrap();
    assert_eq!(head[..], page.0[..page.0.len().min(3)], "{step}");
    assert_eq!(more, page.0.len() > 3 || page.1, "{step}");
}

#[tokio::test]
async fn every_posting_shows_on_the_next_first_page() {
    let (ctx, _db) = test_context().await;
    let me = member_with_token(&ctx, "积分页", false).await.0;
    let id = me.member_id;
    assert_page_is_fresh(&ctx, &me, "empty").await;

    // More than a page, so "more follow" is exact too; each posting is
    // announced by its unit of work's commit.
    for n in 1..=22 {
        let txn = domain::kernel::db::begin(&ctx).await.unwrap();
        ledger::post(
            &txn,
            Entry {
                member_id: id,
                points: n,
                reason: Reason::AdReward,
                description: format!("第{n}笔"),
                key: format!("kept-page:{id}:{n}"),
            },
        )
        .await
        .unwrap();
        txn.commit().await.unwrap();
    }
    assert_page_is_fresh(&ctx, &me, "granted").await;

    domain::points::check_in::check_in(&ctx, &me).await.unwrap();
    assert_page_is_fresh(&ctx, &me, "check-in").await;

    domain::points::ad::reward_callback(&ctx, "pangle", id, "kept-tx-1")
        .await
        .unwrap();
    assert_page_is_fresh(&ctx, &me, "ad reward").await;

    let invitee = member_with_token(&ctx, "受邀", false).await.0;
    domain::invite::service::set_inviter(
        &ctx,
        &invitee,
        &Invite {
            member_id: Some(id),
            code: None,
        },
    )
    .await
    .unwrap();
    assert_page_is_fresh(&ctx, &me, "invite reward").await;

    let staff = TestMember::new("运营")
        .permission(Permission::Operations)
        .create(&ctx)
        .await
        .0;
    let item = shop::create_item(
        &ctx,
        &staff,
        ItemInput {
            name: Some("幸运抱枕".into()),
            price_points: Some(10),
            ..Default::default()
        },
        5,
    )
    .await
    .unwrap();
    let address = domain::testing::delivery_address(&ctx.db, id).await;
    let redeemed = shop::redeem(
        &ctx,
        &me,
        RedeemInput {
            item_id: item.id,
            quantity: 1,
            address_id: address,
            idempotency_key: "kept-page".into(),
        },
    )
    .await
    .unwrap();
    assert_page_is_fresh(&ctx, &me, "redemption").await;

    shop::cancel(&ctx, &staff, redeemed.id, "缺货")
        .await
        .unwrap();
    assert_page_is_fresh(&ctx, &me, "refund").await;

    // Later pages read the database, and meet the first where it ends.
    let (first, more) = domain::points::history_window(&ctx, &me, None, &Window::first(20))
        .await
        .unwrap();
    assert!(more);
    let (second, _) = domain::points::history_window(
        &ctx,
        &me,
        None,
        &Window::Forward {
            first: 20,
            after: first.last().map(|r| r.id),
        },
    )
    .await
    .unwrap();
    assert!(second[0].id < first[19].id);
    assert_points_invariants(&ctx.db).await;
}

#[tokio::test]
async fn staff_reading_a_members_first_page_see_the_same_kept_page() {
    let (ctx, _db) = test_context().await;
    let me = member_with_token(&ctx, "本人", false).await.0;
    let staff = TestMember::new("客服")
        .permission(Permission::Members)
        .create(&ctx)
        .await
        .0;
    domain::points::check_in::check_in(&ctx, &me).await.unwrap();
    let mine = domain::points::history_window(&ctx, &me, None, &Window::first(20))
        .await
        .unwrap();
    let theirs =
        domain::points::history_window(&ctx, &staff, Some(me.member_id), &Window::first(20))
            .await
            .unwrap();
    assert_eq!(mine, theirs);
    // Someone else without the permission is refused, kept page or not.
    let other = member_with_token(&ctx, "旁人", false).await.0;
    assert!(
        domain::points::history_window(&ctx, &other, Some(me.member_id), &Window::first(20))
            .await
            .is_err()
    );
}
