//! `/api/Focus/*` and their GraphQL twins answer the same for the same caller.

use crate::common;

use serde_json::{json, Value};

struct World {
    s: common::TestServer,
    star: (i64, String),
    fans: Vec<(i64, String)>,
}

/// A star with three fans (made through the legacy layer); the first fan is
/// also followed back by the star.
async fn world() -> World {
    let s = common::start().await;
    let star = s.member("专家", false).await;
    let mut fans = Vec::new();
    for i in 0..3 {
        let f = s.member(&format!("粉丝{i}"), false).await;
        let (status, _, body) = s
            .legacy(
                "Focus/Focus",
                Some(&f.1),
                json!({"memberId": star.0.to_string()}),
            )
            .await;
        assert_eq!(status, 200, "{body}");
        assert_eq!(body, json!({"success": true, "changed": true}));
        fans.push(f);
    }
    let (_, body) = s
        .gql(
            Some(&star.1),
            "mutation($m: ID!) { followMember(input: {memberId: $m}) { changed member { id isFollowedByMe } userErrors { code } } }",
            json!({"m": common::gid(fans[0].0)}),
        )
        .await;
    assert_eq!(body["data"]["followMember"]["changed"], true, "{body}");
    assert_eq!(
        body["data"]["followMember"]["member"]["isFollowedByMe"],
        true
    );
    World { s, star, fans }
}

fn ids(v: &Value, path: &str) -> Vec<String> {
    v.pointer(path)
        .unwrap()
        .as_array()
        .unwrap()
        .iter()
        .map(|x| x.as_str().unwrap().to_owned())
        .collect()
}

#[tokio::test]
async fn focus_and_cancel_focus() {
    let w = world().await;
    let token = &w.fans[1].1;
    let (_, _, again) =
        w.s.legacy("Focus/Focus", Some(token), json!({"member_id": w.star.0}))
            .await;
    assert_eq!(again["changed"], false, "idempotent");
    let (_, gql) =
        w.s.gql(
            Some(token),
            "mutation($m: ID!) { followMember(input: {memberId: $m}) { changed } }",
            json!({"m": common::gid(w.star.0)}),
        )
        .await;
    assert_eq!(gql["data"]["followMember"]["changed"], false);

    let (_, _, body) =
        w.s.legacy(
            "Focus/CancelFocus",
            Some(token),
            json!({"focusMemberId": w.star.0.to_string()}),
        )
        .await;
    assert_eq!(body["changed"], true);
    let (_, gql) =
        w.s.gql(
            Some(token),
            "mutation($m: ID!) { unfollowMember(input: {memberId: $m}) { changed member { isFollowedByMe } userErrors { code } } }",
            json!({"m": common::gid(w.star.0)}),
        )
        .await;
    assert_eq!(gql["data"]["unfollowMember"]["userErrors"], json!([]));
    assert_eq!(gql["data"]["unfollowMember"]["changed"], false);
    assert_eq!(
        gql["data"]["unfollowMember"]["member"]["isFollowedByMe"],
        false
    );

    // Self-follow is a 400 naming the field, on both layers; anonymous is 401.
    let (status, _, problem) =
        w.s.legacy(
            "Focus/Focus",
            Some(&w.star.1),
            json!({"memberId": w.star.0}),
        )
        .await;
    assert_eq!((status, problem["field"].as_str()), (400, Some("memberId")));
    let (_, gql) =
        w.s.gql(
            Some(&w.star.1),
            "mutation($m: ID!) { followMember(input: {memberId: $m}) { changed member { id } userErrors { code field message } } }",
            json!({"m": common::gid(w.star.0)}),
        )
        .await;
    // Following oneself is a user error naming the input field.
    assert!(gql.get("errors").is_none(), "{gql}");
    let p = &gql["data"]["followMember"];
    assert_eq!(p["member"], json!(null));
    assert_eq!(p["userErrors"][0]["code"], "INVALID_ARGUMENT");
    assert_eq!(p["userErrors"][0]["field"], json!(["input", "memberId"]));
    let (status, _, _) =
        w.s.legacy("Focus/Focus", None, json!({"memberId": w.star.0}))
            .await;
    assert_eq!(status, 401);
}

#[tokio::test]
async fn query_fans_matches_fans() {
    let w = world().await;
    let caller = &w.star.1;
    let (status, _, legacy) =
        w.s.legacy(
            "Focus/QueryFans",
            Some(caller),
            json!({"memberId": w.star.0.to_string(), "pageRequest": {"page": 1, "pageSize": 2}}),
        )
        .await;
    assert_eq!(status, 200, "{legacy}");
    assert_eq!(
        legacy["pageResult"],
        json!({"page": 1, "pageSize": 2, "pageCount": 2, "rowCount": 3, "firstRow": 1, "lastRow": 2})
    );
    let (_, gql) = w
        .s
        .gql(
            Some(caller),
            "query($m: ID!) { followers(memberId: $m, first: 2) { totalCount edges { node { id legacyId nickname isFollowedByMe } } nodes { id } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } }",
            json!({"m": common::gid(w.star.0)}),
        )
        .await;
    let g = &gql["data"]["followers"];
    assert_eq!(g["totalCount"], 3);
    assert_eq!(g["pageInfo"]["hasNextPage"], true);
    assert_eq!(g["pageInfo"]["hasPreviousPage"], false);
    assert!(g["pageInfo"]["endCursor"].is_string());
    assert_eq!(g["nodes"][0]["id"], g["edges"][0]["node"]["id"]);
    let legacy_items = legacy["items"].as_array().unwrap();
    let gql_items = g["edges"].as_array().unwrap();
    assert_eq!(legacy_items.len(), gql_items.len());
    for (l, e) in legacy_items.iter().zip(gql_items) {
        assert_eq!(l["id"], e["node"]["legacyId"]);
        assert_eq!(l["nickName"], e["node"]["nickname"]);
        assert_eq!(l["isFocus"], e["node"]["isFollowedByMe"]);
    }
    // Newest first: the last fan leads; the star follows fan 0 back.
    assert_eq!(legacy_items[0]["id"], w.fans[2].0.to_string());
    let (_, _, all) =
        w.s.legacy(
            "Focus/QueryFans",
            Some(caller),
            json!({"memberId": w.star.0}),
        )
        .await;
    let back: Vec<_> = all["items"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|i| i["isFocus"] == true)
        .collect();
    assert_eq!(back.len(), 1);
    assert_eq!(back[0]["id"], w.fans[0].0.to_string());
}

#[tokio::test]
async fn query_focus_matches_following() {
    let w = world().await;
    let (id, token) = &w.fans[0];
    let (_, _, legacy) =
        w.s.legacy(
            "Focus/QueryFocus",
            Some(token),
            json!({"page_request": {"page_size": 10}}),
        )
        .await;
    let (_, gql) =
        w.s.gql(
            Some(token),
            "query($m: ID!) { following(memberId: $m) { totalCount edges { node { legacyId } } } }",
            json!({"m": common::gid(*id)}),
        )
        .await;
    assert_eq!(legacy["pageResult"]["rowCount"], 1);
    assert_eq!(gql["data"]["following"]["totalCount"], 1);
    assert_eq!(
        legacy["items"][0]["id"],
        gql["data"]["following"]["edges"][0]["node"]["legacyId"]
    );
    assert_eq!(legacy["items"][0]["id"], w.star.0.to_string());
    assert!(
        legacy["items"][0].get("isFocus").is_none(),
        "QueryFocusItem has no isFocus"
    );
}

#[tokio::test]
async fn get_focus_and_fans_count_matches() {
    let w = world().await;
    let (fan0, token) = &w.fans[0];
    let (_, _, legacy) =
        w.s.legacy(
            "Focus/GetFocusAndFansCount",
            Some(token),
            json!({"memberId": w.star.0}),
        )
        .await;
    let (_, gql) = w
        .s
        .gql(
            Some(token),
            "query($m: ID!) { followCounts(memberId: $m) { followingCount followerCount postCount points isFollowedByMe followsMe member { legacyId nickname } } }",
            json!({"m": common::gid(w.star.0)}),
        )
        .await;
    let g = &gql["data"]["followCounts"];
    assert_eq!(legacy["fansCount"], g["followerCount"]);
    assert_eq!(legacy["focusCount"], g["followingCount"]);
    assert_eq!(
        legacy["points"],
        g["points"].to_string(),
        "int64 as a string"
    );
    assert_eq!(legacy["memberInfo"]["isFocus"], g["isFollowedByMe"]);
    assert_eq!(legacy["memberInfo"]["isFans"], g["followsMe"]);
    assert_eq!(legacy["memberInfo"]["id"], g["member"]["legacyId"]);
    assert_eq!(
        (legacy["fansCount"].as_i64(), legacy["focusCount"].as_i64()),
        (Some(3), Some(1))
    );
    assert_eq!(
        (g["isFollowedByMe"].as_bool(), g["followsMe"].as_bool()),
        (Some(true), Some(true))
    );
    // memberId absent: the caller.
    let (_, _, own) =
        w.s.legacy("Focus/GetFocusAndFansCount", Some(token), json!({}))
            .await;
    assert_eq!(own["memberInfo"]["id"], fan0.to_string());
}

#[tokio::test]
async fn get_focus_ids_and_get_fans_ids_match() {
    let w = world().await;
    let token = &w.star.1;
    let (_, _, focus_ids) =
        w.s.legacy("Focus/GetFocusIds", Some(token), json!({}))
            .await;
    let (_, _, fans_ids) = w.s.legacy("Focus/GetFansIds", Some(token), json!({})).await;
    // GraphQL has no unbounded id lists: the same members are the
    // `following` and `followers` connections, in the same order.
    let (_, gql) =
        w.s.gql(
            Some(token),
            "query($m: ID!) { following(memberId: $m, first: 100) { nodes { legacyId } } followers(memberId: $m, first: 100) { nodes { legacyId } } }",
            json!({"m": common::gid(w.star.0)}),
        )
        .await;
    let legacy_ids = |v: &Value, path: &str| -> Vec<String> {
        v.pointer(path)
            .unwrap()
            .as_array()
            .unwrap()
            .iter()
            .map(|x| x["legacyId"].as_str().unwrap().to_owned())
            .collect()
    };
    assert_eq!(
        ids(&focus_ids, "/ids"),
        legacy_ids(&gql, "/data/following/nodes")
    );
    assert_eq!(
        ids(&fans_ids, "/ids"),
        legacy_ids(&gql, "/data/followers/nodes")
    );
    assert_eq!(ids(&focus_ids, "/ids"), vec![w.fans[0].0.to_string()]);
    assert_eq!(ids(&fans_ids, "/ids").len(), 3);
    let (status, _, _) = w.s.legacy("Focus/GetFansIds", None, json!({})).await;
    assert_eq!(status, 401);
}
