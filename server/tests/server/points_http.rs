//! `Member/GetPoints` and `Member/QueryPointsHistory` and their GraphQL twins.

use crate::common;

use sea_orm::{ActiveModelTrait, ActiveValue::Set};
use serde_json::json;

/// A member with three ledger rows: +5, +20, -10 → balance 15.
async fn with_points(s: &common::TestServer) -> (i64, String) {
    let (id, token) = s.member("甲", false).await;
    let mut balance = 0;
    for (points, ty, what) in [(5, 0, "签到"), (20, 0, "邀请好友"), (10, 1, "兑换")] {
        balance += if ty == 0 { points } else { -points };
        entities::points_ledger::ActiveModel {
            member_id: Set(id),
            points: Set(points),
            points_type: Set(ty),
            reason: Set("TEST".into()),
            description: Set(what.into()),
            balance_after: Set(balance),
            idempotency_key: Set(None),
            created_at: Set(domain::kernel::clock::now()),
            ..Default::default()
        }
        .insert(&s.state.ctx.db)
        .await
        .unwrap();
    }
    entities::member::ActiveModel {
        id: Set(id),
        points: Set(balance),
        ..Default::default()
    }
    .update(&s.state.ctx.db)
    .await
    .unwrap();
    (id, token)
}

#[tokio::test]
async fn get_points_matches_graphql() {
    let s = common::start().await;
    let (id, token) = with_points(&s).await;
    let (_, _, l) = s.legacy("Member/GetPoints", Some(&token), json!({})).await;
    let (_, g) = s.gql(Some(&token), "{ points }", json!({})).await;
    assert_eq!(l, json!({"points": "15"}));
    assert_eq!(g["data"]["points"], 15);

    let (_, other) = s.member("乙", false).await;
    let (status, _, _) = s
        .legacy("Member/GetPoints", Some(&other), json!({"memberId": id}))
        .await;
    assert_eq!(status, 403);
}

#[tokio::test]
async fn query_points_history_matches_graphql() {
    let s = common::start().await;
    let (_, token) = with_points(&s).await;
    let (_, _, l) = s
        .legacy(
            "Member/QueryPointsHistory",
            Some(&token),
            json!({"pageRequest": {"page": 1, "pageSize": 2}}),
        )
        .await;
    assert_eq!(l["pageResult"]["rowCount"], 3);
    assert_eq!(l["pageResult"]["pageCount"], 2);
    let (_, g) = s
        .gql(
            Some(&token),
            "{ pointsHistory(first: 2) { edges { node { legacyId points direction description createdAt } } pageInfo { hasNextPage endCursor } } }",
            json!({}),
        )
        .await;
    let h = &g["data"]["pointsHistory"];
    assert_eq!(h["pageInfo"]["hasNextPage"], true);
    let li = l["items"].as_array().unwrap();
    let gi = h["edges"].as_array().unwrap();
    for (x, e) in li.iter().zip(gi) {
        let y = &e["node"];
        assert_eq!(x["id"], y["legacyId"]);
        let direction = if x["pointsType"] == "IN_COME" {
            "CREDIT"
        } else {
            "DEBIT"
        };
        assert_eq!(y["direction"], direction);
        assert_eq!(x["description"], y["description"]);
        assert_eq!(x["points"], y["points"].to_string());
    }
    assert_eq!(li[0]["description"], "兑换", "newest first");
    assert_eq!(li[0]["pointsType"], "OUT_GO");
    // The next page by cursor holds the oldest row.
    let (_, g) = s
        .gql(
            Some(&token),
            "query($a: String) { pointsHistory(first: 2, after: $a) { nodes { description } pageInfo { hasNextPage hasPreviousPage startCursor } } }",
            json!({"a": h["pageInfo"]["endCursor"]}),
        )
        .await;
    let next = &g["data"]["pointsHistory"];
    assert_eq!(next["nodes"][0]["description"], "签到");
    assert_eq!(next["pageInfo"]["hasNextPage"], false);
    assert_eq!(next["pageInfo"]["hasPreviousPage"], true);
    assert!(next["pageInfo"]["startCursor"].is_string());
}
