//! Nested members in a list load through the member DataLoader, and their
//! follow relation to the caller through the follow-edge loader: one query
//! each for the whole page, not one per row.

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};

use crate::{build_schema, SchemaOptions};
use domain::testing::{member_with_token, test_context, TestMember};
use domain::AppContext;

#[tokio::test]
async fn a_feedback_page_loads_its_members_in_one_query() {
    let (ctx, _db) = test_context().await;
    for i in 0..5 {
        let (v, _) = member_with_token(&ctx, &format!("会员{i}"), false).await;
        domain::feedback::submit(&ctx, &v, &format!("反馈{i}"), &[])
            .await
            .unwrap();
    }
    let (staff, _) = TestMember::new("客服")
        .permission(domain::Permission::Operations)
        .create(&ctx)
        .await;

    let member_selects = Arc::new(AtomicUsize::new(0));
    let follow_selects = Arc::new(AtomicUsize::new(0));
    let seen = Arc::new(Mutex::new(Vec::<String>::new()));
    let mut counted = ctx.db.clone();
    let (n, f, log) = (member_selects.clone(), follow_selects.clone(), seen.clone());
    counted.set_metric_callback(move |info| {
        let sql = info.statement.to_string();
        if sql.contains("FROM \"member\"") {
            n.fetch_add(1, Ordering::SeqCst);
        }
        if sql.contains("FROM \"follow\"") {
            f.fetch_add(1, Ordering::SeqCst);
        }
        log.lock().unwrap().push(sql);
    });
    let schema = build_schema(
        AppContext {
            db: counted,
            ..ctx.clone()
        },
        SchemaOptions::default(),
    );
    let resp = schema
        .execute(
            async_graphql::Request::new(
                "{ feedbacks(first: 10) { nodes { content member { nickname isFollowedByMe } } } }",
            )
            .data(staff),
        )
        .await;
    assert!(resp.errors.is_empty(), "{:?}", resp.errors);
    let data = resp.data.into_json().unwrap();
    let items = data["feedbacks"]["nodes"].as_array().unwrap();
    assert_eq!(items.len(), 5);
    for item in items {
        let n: String = item["content"].as_str().unwrap().replace("反馈", "");
        assert_eq!(item["member"]["nickname"], format!("会员{n}"));
        assert_eq!(item["member"]["isFollowedByMe"], false);
    }
    assert_eq!(
        member_selects.load(Ordering::SeqCst),
        1,
        "one member query for the page: {:?}",
        seen.lock().unwrap()
    );
    assert_eq!(
        follow_selects.load(Ordering::SeqCst),
        1,
        "one follow query for the page: {:?}",
        seen.lock().unwrap()
    );
}

/// A page of redemptions names its member and item through the loaders:
/// one member query and one item query for the whole page.
#[tokio::test]
async fn a_redemption_page_loads_its_members_and_items_in_one_query_each() {
    use domain::points::ledger::{self, Entry, Reason};
    use domain::shop::service::{self as shop, ItemInput, RedeemInput};
    use sea_orm::{ActiveModelTrait, ActiveValue::Set};

    let (ctx, _db) = test_context().await;
    let (staff, _) = TestMember::new("运营")
        .permission(domain::Permission::Operations)
        .create(&ctx)
        .await;
    let mut items = Vec::new();
    for name in ["抱枕", "水杯", "雨伞"] {
        let item = shop::create_item(
            &ctx,
            &staff,
            ItemInput {
                name: Some(name.into()),
                price_points: Some(10),
                ..Default::default()
            },
            10,
        )
        .await
        .unwrap();
        items.push(item.id);
    }
    for i in 0..4 {
        let (v, _) = member_with_token(&ctx, &format!("兑换{i}"), false).await;
        let txn = domain::kernel::db::begin(&ctx).await.unwrap();
        ledger::post(
            &txn,
            Entry {
                member_id: v.member_id,
                points: 100,
                reason: Reason::AdReward,
                description: "测试".into(),
                key: format!("loader-test:{i}"),
            },
        )
        .await
        .unwrap();
        txn.commit().await.unwrap();
        let address = entities::member_address::ActiveModel {
            member_id: Set(v.member_id),
            name: Set("张三".into()),
            mobile: Set("13800138000".into()),
            address: Set("科技园 1 号".into()),
            created_at: Set(domain::kernel::clock::now()),
            ..Default::default()
        }
        .insert(&ctx.db)
        .await
        .unwrap();
        shop::redeem(
            &ctx,
            &v,
            RedeemInput {
                item_id: items[i % items.len()],
                quantity: 1,
                address_id: address.id,
                idempotency_key: format!("loader-test-{i}"),
            },
        )
        .await
        .unwrap();
    }

    let member_selects = Arc::new(AtomicUsize::new(0));
    let item_selects = Arc::new(AtomicUsize::new(0));
    let mut counted = ctx.db.clone();
    let (m, it) = (member_selects.clone(), item_selects.clone());
    counted.set_metric_callback(move |info| {
        let sql = info.statement.to_string();
        if sql.contains("FROM \"member\"") {
            m.fetch_add(1, Ordering::SeqCst);
        }
        if sql.contains("FROM \"shop_item\"") {
            it.fetch_add(1, Ordering::SeqCst);
        }
    });
    let schema = build_schema(
        AppContext {
            db: counted,
            ..ctx.clone()
        },
        SchemaOptions::default(),
    );
    let resp = schema
        .execute(
            async_graphql::Request::new(
                "{ shopRedemptions(first: 10) { nodes { itemName item { name } member { nickname } } } }",
            )
            .data(staff),
        )
        .await;
    assert!(resp.errors.is_empty(), "{:?}", resp.errors);
    let data = resp.data.into_json().unwrap();
    let rows = data["shopRedemptions"]["nodes"].as_array().unwrap();
    assert_eq!(rows.len(), 4);
    for row in rows {
        assert_eq!(row["item"]["name"], row["itemName"]);
        assert!(row["member"]["nickname"]
            .as_str()
            .unwrap()
            .starts_with("兑换"));
    }
    assert_eq!(member_selects.load(Ordering::SeqCst), 1, "one member query");
    assert_eq!(item_selects.load(Ordering::SeqCst), 1, "one item query");
}

/// `nodes` naming a selection's sports matches (the 奖金明细, tickets and
/// share pages) reads them through the match loader: two statements for
/// all of them (the rows, the odds in force), not two per match.
#[tokio::test]
async fn nodes_naming_sports_matches_read_them_in_one_batch() {
    let (ctx, _db) = test_context().await;
    let text = include_str!("../../../domain/tests/fixtures/matches/jczq.json");
    let (game, matches) = domain::sports::import::parse_matches(text).unwrap();
    domain::sports::import::import(&ctx.db, game, &matches, |_, _| {})
        .await
        .unwrap();
    let day = chrono::NaiveDate::from_ymd_opt(2026, 8, 28).unwrap();
    let listed = domain::sports::service::matches_on(&ctx, domain::sports::SportsGame::Jczq, day)
        .await
        .unwrap();
    assert!(listed.len() >= 5);
    let ids: Vec<String> = listed
        .iter()
        .take(5)
        .map(|m| crate::ids::global(crate::ids::NodeKind::SportsMatch, m.id).to_string())
        .collect();
    let (counted, statements) = domain::testing::counting_statements(&ctx);
    let schema = build_schema(counted, SchemaOptions::default());
    let resp = schema
        .execute(
            async_graphql::Request::new(
                "query($ids: [ID!]!) { nodes(ids: $ids) { ... on SportsMatch { matchNum odds { play } } } }",
            )
            .variables(async_graphql::Variables::from_json(serde_json::json!({ "ids": ids }))),
        )
        .await;
    assert!(resp.errors.is_empty(), "{:?}", resp.errors);
    let data = resp.data.into_json().unwrap();
    let nodes = data["nodes"].as_array().unwrap();
    assert_eq!(nodes.len(), 5);
    for (node, m) in nodes.iter().zip(&listed) {
        assert_eq!(node["matchNum"], m.match_num.as_str());
    }
    assert_eq!(statements.load(Ordering::SeqCst), 2, "rows and odds, once");
}
